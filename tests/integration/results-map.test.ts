import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_SIZE } from '#app/domain/constants';
import { addDays, islandToday } from '#app/domain/booking/dates';
import { ISLAND_FRAMES } from '#app/domain/maps/islands';
import { islandProjection, projectPoint } from '#app/domain/maps/projection';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import * as propertiesRoute from '#app/routes/public/properties';
import * as rentalsRoute from '#app/routes/public/rentals';
import { publicLocation } from '#app/server/maps/island-maps.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, insertProperty, insertRental, requestContext } from '#tests/helpers/fixtures';

type Args = never;

/** Where the map of an island puts a point, as the markers' loader must. */
const onMap = (id: keyof typeof ISLAND_FRAMES, latitude: number, longitude: number) =>
  projectPoint(islandProjection(ISLAND_FRAMES[id].view), latitude, longitude);

describe.each(ENGINES)('the results map view on %s', (engine) => {
  // An empty database with hand-made rows, so every marker is known.
  const database = useTestDatabase(engine, { seedDemo: false });
  const ids: Record<string, string> = {};
  const GUSTAVIA = { latitude: 17.8965, longitude: -62.8505 };
  const FLAMANDS = { latitude: 17.9165, longitude: -62.86 };
  const SIMPSON_BAY = { latitude: 18.0392, longitude: -63.0961 };

  beforeAll(async () => {
    const { db } = database();
    // Oldest first: the list shows the newest first.
    const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00Z`;
    for (let i = 0; i < PUBLIC_PAGE_SIZE; i++) {
      await insertProperty(db, {
        title: `Marina ${i}`,
        island: 'Sint Maarten',
        property_type: 'apartment',
        ...SIMPSON_BAY,
        longitude: SIMPSON_BAY.longitude + i * 0.001,
        approximate_location: false,
        created_at: at(i),
      });
    }
    ids.exact = await insertProperty(db, {
      title: 'Harbour Loft',
      title_fr: 'Loft du port',
      property_type: 'apartment',
      ...GUSTAVIA,
      approximate_location: false,
      created_at: at(30),
    });
    ids.discreet = await insertProperty(db, {
      title: 'Discreet Villa',
      ...FLAMANDS,
      approximate_location: true,
      created_at: at(31),
    });
    ids.nowhere = await insertProperty(db, {
      title: 'Unplaced House',
      property_type: 'house',
      latitude: null,
      longitude: null,
      created_at: at(32),
    });
    ids.draft = await insertProperty(db, { title: 'Draft', ...GUSTAVIA, status: 'draft', created_at: at(33) });

    ids.rental = await insertRental(db, { title: 'Bay Villa', ...SIMPSON_BAY, approximate_location: true });
    ids.rentalNowhere = await insertRental(db, { title: 'Unplaced Villa', latitude: null, longitude: null });
  });

  const properties = (search: string, path = '/properties') =>
    propertiesRoute.loader({
      request: get(`${path}${search}`),
      context: requestContext(database().db),
      params: {},
    } as Args);

  it('keeps the list view as it was: no map data at all', async () => {
    const list = await properties('');
    expect(list.view).toBe('list');
    expect(list.map).toBeNull();
    expect(JSON.stringify(list)).not.toMatch(/latitude|longitude|markers/);
  });

  it('shows the same page of the same results, with a marker for each listing of the page that has a location', async () => {
    const list = await properties('?page=1');
    const mapped = await properties('?page=1&view=map');
    expect(mapped.view).toBe('map');
    expect(mapped.results).toEqual(list.results);
    expect(mapped.results.total).toBe(PUBLIC_PAGE_SIZE + 3);
    expect(mapped.results.pageCount).toBe(2);

    const rows = mapped.results.rows;
    expect(rows.map((row) => row.title).slice(0, 3)).toEqual(['Unplaced House', 'Discreet Villa', 'Harbour Loft']);
    const maps = mapped.map!.maps;
    expect(maps.map((map) => map.island)).toEqual(['Saint Barthélemy', 'Sint Maarten']);
    const markers = maps.flatMap((map) => map.markers);
    // Every listing of the page but the one without coordinates; the draft is on no page.
    expect(markers.map((marker) => marker.key).sort()).toEqual(
      rows
        .filter((row) => row.id !== ids.nowhere)
        .map((row) => row.id)
        .sort(),
    );
    expect(mapped.map!.unmapped).toEqual([ids.nowhere]);
    for (const marker of markers) {
      const row = rows.find((r) => r.id === marker.key)!;
      expect(marker).toMatchObject({ href: `/properties/${row.id}`, label: row.title });
    }
    // Each island's map holds its own listings.
    expect(maps[0]!.markers.map((marker) => marker.label).sort()).toEqual(['Discreet Villa', 'Harbour Loft']);
    expect(maps[1]!.markers).toHaveLength(PUBLIC_PAGE_SIZE - 3);
  });

  it('follows the page: page 2 maps the listings of page 2 only', async () => {
    const list = await properties('?page=2');
    const mapped = await properties('?view=map&page=2');
    expect(mapped.results).toEqual(list.results);
    expect(mapped.results.rows).toHaveLength(3);
    expect(mapped.map!.maps.flatMap((map) => map.markers.map((marker) => marker.key)).sort()).toEqual(
      mapped.results.rows.map((row) => row.id).sort(),
    );
  });

  it('follows the filters', async () => {
    const mapped = await properties('?island=Saint+Barth%C3%A9lemy&type=villa&view=map');
    expect(mapped.results.rows.map((row) => row.title)).toEqual(['Discreet Villa']);
    expect(mapped.map!.maps).toHaveLength(1);
    expect(mapped.map!.maps[0]!.markers.map((marker) => marker.key)).toEqual([ids.discreet]);
    expect(mapped.map!.unmapped).toEqual([]);
  });

  it('draws an exact listing at its point', async () => {
    const mapped = await properties('?view=map&island=Saint+Barth%C3%A9lemy');
    const marker = mapped.map!.maps[0]!.markers.find((m) => m.key === ids.exact)!;
    expect({ x: marker.x, y: marker.y }).toEqual(onMap('st-barth', GUSTAVIA.latitude, GUSTAVIA.longitude));
    expect(marker.radius).toBeUndefined();
  });

  it('draws a discreet listing as a circle at its public location, never at the exact point, which never reaches the page', async () => {
    const mapped = await properties('?view=map&island=Saint+Barth%C3%A9lemy');
    const marker = mapped.map!.maps[0]!.markers.find((m) => m.key === ids.discreet)!;
    const shown = publicLocation({
      id: ids.discreet!,
      island: 'Saint Barthélemy',
      ...FLAMANDS,
      approximate_location: true,
    })!;
    expect(shown.approximate).toBe(true);
    expect({ x: marker.x, y: marker.y }).toEqual(onMap('st-barth', shown.latitude, shown.longitude));
    const exact = onMap('st-barth', FLAMANDS.latitude, FLAMANDS.longitude);
    expect(Math.hypot(marker.x - exact.x, marker.y - exact.y)).toBeGreaterThan(5);
    expect(marker.radius).toBeGreaterThan(0);
    // Neither the true point nor the moved one travels as coordinates.
    const data = JSON.stringify(mapped);
    expect(data).not.toMatch(/latitude|longitude/);
    expect(data).not.toContain(String(FLAMANDS.latitude));
  });

  it('links the markers in French to the French pages, named by the French titles', async () => {
    const mapped = await properties('?view=map&island=Saint+Barth%C3%A9lemy', '/fr/properties');
    const markers = mapped.map!.maps[0]!.markers;
    expect(markers.find((m) => m.key === ids.exact)).toMatchObject({
      href: `/fr/properties/${ids.exact}`,
      label: 'Loft du port',
    });
    expect(markers.find((m) => m.key === ids.discreet)).toMatchObject({ href: `/fr/properties/${ids.discreet}` });
  });

  it('maps rentals too, each marker leading where its card does, searched dates included', async () => {
    const rentals = (search: string) =>
      rentalsRoute.loader({
        request: get(`/rentals${search}`),
        context: requestContext(database().db),
        params: {},
      } as Args);
    const list = await rentals('');
    expect(list.map).toBeNull();

    const mapped = await rentals('?view=map');
    expect(mapped.results).toEqual(list.results);
    const [map] = mapped.map!.maps;
    expect(mapped.map!.maps).toHaveLength(1);
    expect(map!.island).toBe('Sint Maarten');
    expect(map!.markers).toEqual([expect.objectContaining({ key: ids.rental, href: `/rentals/${ids.rental}` })]);
    expect(map!.markers[0]!.radius).toBeGreaterThan(0);
    expect(mapped.map!.unmapped).toEqual([ids.rentalNowhere]);

    const checkIn = addDays(islandToday(), 60);
    const checkOut = addDays(islandToday(), 67);
    const dated = await rentals(`?checkIn=${checkIn}&checkOut=${checkOut}&view=map`);
    const marker = dated.map!.maps[0]!.markers[0]!;
    expect(marker.href).toBe(`/rentals/${ids.rental}${dated.stays[ids.rental!]!.search}`);
    expect(marker.href).toContain(`checkIn=${checkIn}`);
  });
});
