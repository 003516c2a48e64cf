import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import * as propertyEditor from '#app/routes/admin/property-editor';
import * as rentalEditor from '#app/routes/admin/rental-editor';
import * as contactRoute from '#app/routes/public/contact';
import * as propertyRoute from '#app/routes/public/property';
import * as rentalRoute from '#app/routes/public/rental';
import { staffContext } from '#app/server/auth/auth.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { createBackend } from '#tests/helpers/backend';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import {
  get,
  insertProperty,
  insertRental,
  postForm,
  requestContext,
  signInRequest,
  unwrap,
} from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * Issue 15, items 1, 2 and 4: the detail pages' island maps, discreet locations that never reach the page,
 * the contact page's offices, and the editors' location (the discreet flag, and coordinates refused off the
 * islands) — through the route modules, on PGlite and PostgreSQL.
 */

type Args = never;

/** Villa Les Ondes's point (a discreet villa) and Maison du Port's (an exact house). */
const DISCREET = { latitude: 17.9183, longitude: -62.8211 };
const EXACT = { latitude: 17.8962, longitude: -62.8498 };

/** An island map's SVG (app/components/maps/IslandMap.tsx; the gallery has figures of its own). */
const ISLAND_MAP = 'viewBox="0 0 800 520"';

/** A point as a page could print it: each coordinate to three decimals and more. */
const traces = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  [latitude, longitude].flatMap((value) => [value.toFixed(3), value.toFixed(4)]);

/** The detail page as the server renders it: the route's component with the loader's data. */
/** The markers a map's markup shows: a discreet listing's circle, or an exact point (IslandMap.tsx's classes). */
function markersIn(figure: string | null) {
  return {
    circles: (figure?.match(/class="fill-accent\/25 stroke-accent"/g) ?? []).length,
    points: (figure?.match(/class="fill-primary stroke-surface"/g) ?? []).length,
  };
}

/**
 * Rendered to the end, as the server sends a page (entry.server.tsx waits for onAllReady): the parts that hydrate
 * later (hydrateLater) are lazy components, which renderToString would leave as their fallback.
 */
async function renderPage(
  route: { default: unknown },
  path: string,
  pattern: string,
  loaderData: unknown,
): Promise<string> {
  const Stub = createRoutesStub([{ id: 'page', path: pattern, Component: route.default as never }]);
  const { prelude } = await prerenderToNodeStream(
    createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { page: loaderData } } }),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

describe.each(ENGINES)('maps on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = database();
    ids.discreet = await insertProperty(db, {
      title: 'Discreet Villa',
      location: 'Pointe Milou',
      ...DISCREET,
      approximate_location: true,
    });
    ids.exact = await insertProperty(db, {
      title: 'Harbour House',
      location: 'Gustavia',
      property_type: 'house',
      ...EXACT,
      approximate_location: false,
    });
    ids.nowhere = await insertProperty(db, { title: 'Unmapped House', latitude: null, longitude: null });
    ids.rental = await insertRental(db, {
      title: 'Discreet Rental',
      island: 'Saint Barthélemy',
      location: 'Pointe Milou',
      ...DISCREET,
    });
  });

  const loadProperty = async (id: string, prefix = '') => {
    const request = get(`${prefix}/properties/${id}`);
    return propertyRoute.loader({ request, params: { id }, context: requestContext(database().db) } as Args);
  };

  describe('detail pages', () => {
    it('never hands the page, its data or its markup the coordinates of a discreet listing', async () => {
      for (const prefix of ['', '/fr']) {
        const data = await loadProperty(ids.discreet!, prefix);
        expect(data.property).not.toHaveProperty('latitude');
        expect(data.property).not.toHaveProperty('longitude');
        expect(data.location.approximate).toBe(true);
        expect(markersIn(data.location.figure)).toEqual({ circles: 1, points: 0 });
        const html = await renderPage(
          propertyRoute,
          `${prefix}/properties/${ids.discreet}`,
          `${prefix}/properties/:id`,
          data,
        );
        // The loader data is what the document serialises for hydration; the markup is what it shows.
        for (const sent of [JSON.stringify(data), html]) {
          for (const trace of traces(DISCREET)) expect(sent).not.toContain(trace);
        }
        expect(html).toContain(ISLAND_MAP);
        expect(html).toContain(
          prefix
            ? 'le cercle indique l’emplacement approximatif, à Pointe Milou'
            : 'the circle shows the approximate location in Pointe Milou',
        );
        expect(html).toContain(
          prefix ? 'Emplacement approximatif' : 'Approximate location: the exact address is shared on request.',
        );
      }
    });

    it('does the same on a rental’s page', async () => {
      const { db } = database();
      const request = get(`/rentals/${ids.rental}`);
      const data = await rentalRoute.loader({
        request,
        params: { id: ids.rental! },
        context: requestContext(db),
      } as Args);
      expect(data.rental).not.toHaveProperty('latitude');
      expect(data.location.approximate).toBe(true);
      const sent = JSON.stringify(data);
      for (const trace of traces(DISCREET)) expect(sent).not.toContain(trace);
    });

    it('marks an exact listing with a point, in a figure whose caption names the area', async () => {
      const data = await loadProperty(ids.exact!);
      expect(data.location.approximate).toBe(false);
      expect(data.location.figure).toContain('Map of Saint Barthélemy');
      expect(markersIn(data.location.figure)).toEqual({ circles: 0, points: 1 });
      const html = await renderPage(propertyRoute, `/properties/${ids.exact}`, '/properties/:id', data);
      expect(html).toMatch(/<svg[^>]*role="img"/);
      expect(html).toContain('Map of Saint Barthélemy: the listing is in Gustavia');
      expect(html).toContain('Coastline: GSHHG');
      expect(html).not.toContain('Map view would appear here');
    });

    it('keeps the spec’s text when there are no coordinates', async () => {
      const data = await loadProperty(ids.nowhere!);
      expect(data.location).toEqual({ figure: null, approximate: false, explore: null });
      const html = await renderPage(propertyRoute, `/properties/${ids.nowhere}`, '/properties/:id', data);
      expect(html).toContain('Map location not available');
      expect(html).not.toContain(ISLAND_MAP);
    });

    it('offers no interactive map and names no MapLibre without MAP_TILES_URL', async () => {
      const data = await loadProperty(ids.exact!);
      expect(data.location.explore).toBeNull();
      const html = await renderPage(propertyRoute, `/properties/${ids.exact}`, '/properties/:id', data);
      expect(html).not.toMatch(/maplibre|pmtiles|data-explore-area|Explore the area/i);
    });
  });

  it('shows both offices on their islands’ maps on the contact page', async () => {
    const data = await contactRoute.loader({
      request: get('/contact'),
      params: {},
      context: requestContext(database().db),
    } as Args);
    expect(
      data.officeMaps.map((figure) => [/Map of the (\w+) office/.exec(figure ?? '')?.[1], markersIn(figure)]),
    ).toEqual([
      ['Gustavia', { circles: 0, points: 1 }],
      ['Philipsburg', { circles: 0, points: 1 }],
    ]);
    // Each figure's ids are its own.
    expect(data.officeMaps[0]).toMatch(/id="_office-map-0-/);
    expect(data.officeMaps[1]).toMatch(/id="_office-map-1-/);
    const html = await renderPage(contactRoute, '/contact', '/contact', data);
    expect(html).toContain('Map of the Gustavia office');
    expect(html).toContain('Map of the Philipsburg office');
    expect(html).not.toContain('Map view would appear here');
  });

  describe('the editors’ location', () => {
    let cookie = '';
    let userId = '';
    const email = `maps-${engine}@example.com`;
    const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;

    beforeAll(async () => {
      userId = (await upsertStaffAccount(database().db, email, 'correct-horse-battery-staple')).userId;
      const result = await signInWithSecondFactor(
        signInRequest(`192.0.2.${engine === 'pglite' ? 50 : 51}`),
        email,
        'correct-horse-battery-staple',
      );
      if (!result.ok) throw new Error(result.message);
      cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
    });

    async function post(
      route: { action: (args: Args) => unknown },
      path: string,
      fields: Record<string, string>,
      id: string,
    ) {
      try {
        return await route.action({
          request: postForm(path, fields, { Cookie: cookie }),
          params: { id },
          context: requestContext(database().db),
        } as Args);
      } catch (thrown) {
        return thrown;
      }
    }

    const property = {
      title: 'Mapped Villa',
      price: '4200000',
      property_type: 'villa',
      location: 'Lorient',
      island: 'Saint Barthélemy',
      bedrooms: '4',
      bathrooms: '4',
      area: '300',
      status: 'draft',
      address: '2 Route de Lorient',
      description: 'Placed on the map.',
    };
    const rental = {
      title: 'Mapped Rental',
      island: 'Sint Maarten',
      location: 'Maho',
      address: '3 Maho Road',
      daily_rate: '900',
      status: 'draft',
      bedrooms: '2',
      bathrooms: '2',
      area: '120',
      min_stay_days: '3',
      max_guests: '4',
      description: 'Placed on the map.',
    };

    it('refuses coordinates off the islands, or on the other island, next to the field, and saves nothing', async () => {
      const before = await q('select count(*)::int as n from properties');
      for (const [point, message] of [
        [
          { latitude: '18.2206', longitude: '-63.0686' },
          'These coordinates are not on or near Saint Barthélemy or Sint Maarten',
        ],
        [{ latitude: '18.0418', longitude: '-63.118' }, 'These coordinates are on Sint Maarten, not Saint Barthélemy'],
        [{ latitude: '17.9' }, undefined],
      ] as const) {
        const result = unwrap<{ result: { error: Record<string, string[]> } }>(
          await post(
            propertyEditor,
            '/admin/properties/new',
            { ...property, ...point, approximate_location: 'on' },
            'new',
          ),
        );
        expect(result.status).toBe(400);
        if (message) expect(result.data.result.error.latitude).toEqual([message]);
        else expect(result.data.result.error.longitude).toEqual(['Enter both latitude and longitude, or neither']);
      }
      expect(await q('select count(*)::int as n from properties')).toEqual(before);
    });

    it('saves the discreet-location flag, on and off, with coordinates on the island', async () => {
      await post(
        propertyEditor,
        '/admin/properties/new',
        { ...property, ...DISCREET_FIELDS, approximate_location: 'on' },
        'new',
      );
      const [saved] = await q<{ id: string; approximate_location: boolean; latitude: number }>(
        'select id, approximate_location, latitude from properties where title = $1',
        ['Mapped Villa'],
      );
      expect(saved).toMatchObject({ approximate_location: true, latitude: DISCREET.latitude });
      // An unticked box sends nothing: the flag goes off.
      await post(propertyEditor, `/admin/properties/${saved!.id}`, { ...property, ...DISCREET_FIELDS }, saved!.id);
      expect(await q('select approximate_location from properties where id = $1', [saved!.id])).toEqual([
        { approximate_location: false },
      ]);

      await post(
        rentalEditor,
        '/admin/rentals/new',
        { ...rental, latitude: '18.0418', longitude: '-63.118', approximate_location: 'on' },
        'new',
      );
      expect(
        await q('select approximate_location, longitude from rentals where title = $1', ['Mapped Rental']),
      ).toEqual([{ approximate_location: true, longitude: -63.118 }]);
    });

    it('opens a new listing with the flag on, and hands the editor both islands’ maps to click', async () => {
      for (const [route, path] of [
        [propertyEditor, '/admin/properties/new'],
        [rentalEditor, '/admin/rentals/new'],
      ] as const) {
        // The context the admin layout's middleware gives a signed-in staff member.
        const context = requestContext(database().db);
        const backend = createBackend(
          sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId, email }),
        );
        context.set(staffContext, {
          user: {
            id: userId,
            email,
            name: '',
            role: 'owner',
            secondFactor: { enrolled: true, assurance: 'aal2', verifiedAt: null },
          },
          capabilities: backend,
        });
        const { values, placing } = await route.loader({ request: get(path), params: { id: 'new' }, context } as Args);
        expect(values.approximate_location).toBe(true);
        expect(Object.keys(placing)).toEqual(['Saint Barthélemy', 'Sint Maarten']);
        expect(placing['Sint Maarten'].fit.scale).toBeGreaterThan(0);
        expect(placing['Sint Maarten'].map.markers).toEqual([]);
      }
    });
  });
});

const DISCREET_FIELDS = { latitude: String(DISCREET.latitude), longitude: String(DISCREET.longitude) };
