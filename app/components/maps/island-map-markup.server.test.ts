import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { listingMap } from '#app/server/maps/island-maps.server';
import { islandMapMarkup } from './island-map-markup.server';

vi.mock('react-dom/server', async (importOriginal) => {
  const original = await importOriginal<typeof import('react-dom/server')>();
  return { ...original, renderToStaticMarkup: vi.fn(original.renderToStaticMarkup) };
});

const listing = (latitude: number, longitude: number) => ({
  id: 'villa',
  island: 'Saint Barthélemy',
  latitude,
  longitude,
  approximate_location: false,
});
const GUSTAVIA = listing(17.8962, -62.8498);
const LORIENT = listing(17.9135, -62.8265);
const options = { id: 'location-map', locale: 'en' as const, caption: 'Gustavia, Saint Barthélemy', className: 'mt-5' };

describe('a listing map drawn as markup', () => {
  beforeEach(() => vi.mocked(renderToStaticMarkup).mockClear());

  it('is drawn once for the same map and texts, and the same markup comes back', () => {
    const map = listingMap(GUSTAVIA, 'Harbour House')!;
    const first = islandMapMarkup(map, options);
    const again = islandMapMarkup(listingMap(GUSTAVIA, 'Harbour House')!, { ...options });
    expect(again).toBe(first);
    expect(first).toContain('Gustavia, Saint Barthélemy');
    expect(renderToStaticMarkup).toHaveBeenCalledTimes(1);
  });

  it('is drawn again when anything it shows changes: the point, a discreet location, the texts, the class, the ids', () => {
    const base = islandMapMarkup(listingMap(GUSTAVIA, 'Harbour House')!, options);
    const variants = [
      islandMapMarkup(listingMap(LORIENT, 'Harbour House')!, options),
      islandMapMarkup(listingMap({ ...GUSTAVIA, approximate_location: true }, 'Harbour House')!, options),
      islandMapMarkup(listingMap(GUSTAVIA, 'Harbour House')!, { ...options, caption: 'Near Gustavia' }),
      islandMapMarkup(listingMap(GUSTAVIA, 'Harbour House')!, { ...options, className: 'mt-8' }),
      islandMapMarkup(listingMap(GUSTAVIA, 'Harbour House')!, { ...options, note: 'Approximate location' }),
      islandMapMarkup(listingMap(GUSTAVIA, 'Harbour House')!, { ...options, id: 'office-map' }),
    ];
    variants.forEach((variant, index) => expect(variant, `variant ${index}`).not.toBe(base));
    // A discreet listing: a circle around a moved point.
    expect(variants[1]).toContain('fill-accent/25');
    expect(variants[2]).toContain('Near Gustavia');
    expect(variants[4]).toContain('Approximate location');
    expect(variants[5]).toContain('office-map-');
    expect(new Set(variants).size).toBe(variants.length);
  });
});
