import { describe, expect, it } from 'vitest';
import '#app/domain/i18n/texts/fr';
import { distanceMetres } from '#app/domain/maps/approximate';
import { islandMapMarkup } from '#app/components/maps/island-map-markup.server';
import { withPublicLocation } from './listing-location.server';

const TRUE_POINT = { latitude: 17.9183, longitude: -62.8211 };
const listing = (overrides: Partial<Parameters<typeof withPublicLocation>[0]> = {}) => ({
  id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01',
  island: 'Saint Barthélemy',
  title: 'Villa Les Ondes',
  location: 'Flamands',
  ...TRUE_POINT,
  approximate_location: true,
  ...overrides,
});

/** The true coordinates as a page could print them: to three decimals or more. */
const traces = [TRUE_POINT.latitude, TRUE_POINT.longitude].flatMap((value) => [value.toFixed(3), value.toFixed(4)]);

describe('withPublicLocation', () => {
  it('hands a discreet listing to the page without its coordinates, as a circle around a moved point', () => {
    const { listing: stripped, location } = withPublicLocation(listing(), {
      draw: islandMapMarkup,
      label: 'Villa Les Ondes',
      locale: 'en',
      tiles: null,
    });
    expect(stripped).toEqual({
      id: listing().id,
      island: 'Saint Barthélemy',
      title: 'Villa Les Ondes',
      location: 'Flamands',
    });
    expect(location.approximate).toBe(true);
    expect(location.explore).toBeNull();
    // A circle, captioned as near the area, with the note that says so.
    expect(location.figure).toContain('class="fill-accent/25 stroke-accent"');
    expect(location.figure).toContain('Map of Saint Barthélemy');
    expect(location.figure).toContain('Approximate location: the exact address is shared on request.');
    const sent = JSON.stringify({ stripped, location });
    for (const trace of traces) expect(sent).not.toContain(trace);
  });

  it('starts the interactive map, when tiles are configured, at the moved point and never the true one', () => {
    const { location } = withPublicLocation(listing(), {
      draw: islandMapMarkup,
      label: 'Villa Les Ondes',
      locale: 'en',
      tiles: '/tiles/islands.pmtiles',
    });
    expect(location.explore).toMatchObject({ tiles: '/tiles/islands.pmtiles', radiusMetres: 400 });
    expect(distanceMetres(location.explore!, TRUE_POINT)).toBeGreaterThanOrEqual(149);
  });

  it('shows an exact listing as its point', () => {
    const { location } = withPublicLocation(listing({ approximate_location: false }), {
      draw: islandMapMarkup,
      label: 'Villa',
      locale: 'fr',
      tiles: '/tiles/islands.pmtiles',
    });
    expect(location.approximate).toBe(false);
    expect(location.figure).toContain('class="fill-primary stroke-surface"');
    expect(location.figure).not.toContain('fill-accent/25');
    expect(location.figure).toContain('Carte de Saint Barthélemy\u00a0: le bien se trouve à Flamands');
    expect(location.explore).toEqual({ tiles: '/tiles/islands.pmtiles', ...TRUE_POINT, radiusMetres: null });
  });

  it('has no map and no interactive map without coordinates', () => {
    const { location } = withPublicLocation(listing({ latitude: null, longitude: null }), {
      draw: islandMapMarkup,
      label: 'Villa',
      locale: 'en',
      tiles: '/tiles/islands.pmtiles',
    });
    expect(location).toEqual({ figure: null, approximate: false, explore: null });
  });
});
