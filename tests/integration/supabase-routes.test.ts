import { randomUUID } from 'node:crypto';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as propertiesRoute from '#app/routes/public/properties';
import * as propertyRoute from '#app/routes/public/property';
import { clearCounts } from '#app/server/backend/count-cache.server';
import { requestServicesContext, visitorCapabilities } from '#app/server/context.server';
import { get, leadFields, postForm, thrownStatus, unwrap } from '#tests/helpers/fixtures';

/**
 * The same route modules with the two Supabase variables set: the visitor's backend is chosen by
 * configuration alone and every read and write goes to PostgREST through supabase-js (recorded here;
 * tests/live runs them against a real project).
 */

type Args = never;
const URL_BASE = 'https://project.supabase.co';
const PROPERTY_ID = '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01';
const CARD = {
  id: PROPERTY_ID,
  title: 'Villa Les Ondes',
  price: 24_500_000,
  property_type: 'villa',
  location: 'Pointe Milou',
  island: 'Saint Barthélemy',
  bedrooms: 6,
  bathrooms: 7,
  area: 720,
  images: [{ src: '/images/demo/villa-01.webp', alt: 'Villa Les Ondes: the pool at dusk' }],
  featured: true,
};

interface Call {
  method: string;
  path: string;
  query: [string, string][];
  prefer: string | null;
  body: unknown;
}

let calls: Call[] = [];
let answer: (call: Call) => Response = () => Response.json([]);

beforeAll(() => {
  process.env.SUPABASE_URL = URL_BASE;
  process.env.SUPABASE_ANON_KEY = 'anon-key-for-tests-0123456789';
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url);
    const headers = new Headers(init?.headers);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: [...url.searchParams.entries()],
      prefer: headers.get('Prefer'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_ANON_KEY;
});

beforeEach(() => {
  calls = [];
  clearCounts();
});

/** What the root middleware gives a request: the visitor's backend, picked from the configuration. */
async function contextFor(request: Request): Promise<RouterContextProvider> {
  const context = new RouterContextProvider();
  context.set(requestServicesContext, { capabilities: await visitorCapabilities(request) });
  return context;
}

describe('public routes on the Supabase backend', () => {
  it('/properties: the filtered page comes from one counted PostgREST read', async () => {
    answer = () => Response.json([CARD], { headers: { 'Content-Range': '12-12/13' } });
    const request = get('/properties?island=Saint+Barth%C3%A9lemy&bedrooms=4&page=2');
    const result = await propertiesRoute.loader({ request, context: await contextFor(request), params: {} } as Args);
    expect(result.results).toMatchObject({ rows: [CARD], total: 13, page: 2, pageCount: 2 });
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/rest/v1/properties',
        query: [
          [
            'select',
            'id,title,title_fr,price,price_currency,property_type,location,island,bedrooms,bathrooms,area,images,featured',
          ],
          ['status', 'eq.published'],
          ['island', 'eq.Saint Barthélemy'],
          ['bedrooms', 'gte.4'],
          ['order', 'created_at.desc,id.desc'],
          ['offset', '12'],
          ['limit', '12'],
        ],
        prefer: 'count=exact',
        body: undefined,
      },
    ]);
  });

  it('a property: found by id among published ones, or 404', async () => {
    answer = () =>
      Response.json([
        {
          ...CARD,
          description: 'Above the bay.',
          address: null,
          amenities: ['Pool'],
          latitude: null,
          longitude: null,
          created_at: '2026-01-01T00:00:00Z',
        },
      ]);
    const request = get(`/properties/${PROPERTY_ID}`);
    const result = await propertyRoute.loader({
      request,
      context: await contextFor(request),
      params: { id: PROPERTY_ID },
    } as Args);
    expect(result.property).toMatchObject({ id: PROPERTY_ID, title: 'Villa Les Ondes', amenities: [{ text: 'Pool' }] });
    expect(calls[0]!.query).toEqual(
      expect.arrayContaining([
        ['id', `eq.${PROPERTY_ID}`],
        ['status', 'eq.published'],
      ]),
    );

    answer = () => Response.json([]);
    const missing = get(`/properties/${randomUUID()}`);
    expect(
      await thrownStatus(async () =>
        propertyRoute.loader({
          request: missing,
          context: await contextFor(missing),
          params: { id: randomUUID() },
        } as Args),
      ),
    ).toBe(404);
  });

  it('an inquiry: stored through PostgREST as an unread row tied to the property, then success', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? new Response(null, { status: 201 })
        : Response.json([
            {
              ...CARD,
              description: '',
              address: null,
              amenities: [],
              latitude: null,
              longitude: null,
              created_at: '2026-01-01T00:00:00Z',
            },
          ]);
    const request = postForm(`/properties/${PROPERTY_ID}`, leadFields(), { 'x-client-address': '198.51.100.7' });
    const { data, status } = unwrap<{ sent: boolean }>(
      await propertyRoute.action({ request, context: await contextFor(request), params: { id: PROPERTY_ID } } as Args),
    );
    expect(status).toBe(200);
    expect(data.sent).toBe(true);
    const insert = calls.find((call) => call.method === 'POST')!;
    expect(insert).toMatchObject({ path: '/rest/v1/inquiries', query: [] });
    expect(insert.body).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Tell me more.',
      source: 'property',
      property_id: PROPERTY_ID,
      rental_id: null,
      read: false,
    });
    expect(insert.prefer ?? '').not.toContain('return=representation');
  });

  it('an unreachable project answers 503, and an inquiry is not claimed as sent', async () => {
    answer = () => {
      throw new TypeError('fetch failed');
    };
    const request = get('/properties');
    expect(
      await thrownStatus(async () =>
        propertiesRoute.loader({ request, context: await contextFor(request), params: {} } as Args),
      ),
    ).toBe(503);
    const post = postForm(`/properties/${PROPERTY_ID}`, leadFields(), { 'x-client-address': '198.51.100.8' });
    const { data, status } = unwrap<{ sent: boolean }>(
      await propertyRoute.action({
        request: post,
        context: await contextFor(post),
        params: { id: PROPERTY_ID },
      } as Args),
    );
    expect(status).toBe(503);
    expect(data.sent).toBe(false);
  }, 40_000);
});
