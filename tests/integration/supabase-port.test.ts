import { clearPublicCaches } from '#app/server/db/public-changes.server';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseAdminListState } from '#app/domain/admin/lists';
import { parseHistoryFilters } from '#app/domain/history/history';
import { parsePropertyFilters, parseRentalFilters } from '#app/domain/listings/filter-params';
import { postAdminQueries } from '#app/server/content/posts-admin.server';
import { dashboardCountQueries } from '#app/server/figures/dashboard-counts.server';
import { listingAdminQueries } from '#app/server/listings/admin.server';
import { clearCounts } from '#app/server/backend/count-cache.server';
import { leadIntakeQueries } from '#app/server/leads/intake.server';
import { listingQueries } from '#app/server/listings/listings.server';
import { asc, BackendError, eq, type BackendErrorCode, type QueryRunner } from '#app/server/backend/query';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { historyQueries } from '#app/server/history/queries.server';
import { figureQueries } from '#app/server/figures/queries.server';
import type { CalendarDate } from '#app/domain/booking/dates';
import { recordingClient, type Recorded } from '#tests/helpers/recording-supabase';

/**
 * Every port function over the Supabase executor, through the real supabase-js against a recording fetch:
 * the exact PostgREST request each one makes, and how recorded PostgREST answers come back out of it.
 */

const PROPERTY_A = '0b6f3c1e-6a1d-4c55-9d0e-1f2a3b4c5d6e';
const PROPERTY_B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const RENTAL_A = 'c56a4180-65aa-42ec-a945-5fd21dec0538';
const RENTAL_B = '16fd2706-8baf-433b-82eb-8c7fada847da';
const POST_A = '9b2e1f3a-0c4d-4e5f-8a6b-7c8d9e0f1a2b';
const POST_B = 'e4eaaaf2-d142-11e1-b3e4-080027620cdd';
const LEAD_A = '3f1d2c4b-5a69-4788-9abc-def012345678';

const PROPERTY_CARD =
  'id,title,title_fr,price,price_currency,property_type,location,island,bedrooms,bathrooms,area,images,featured';
const RENTAL_CARD =
  'id,title,title_fr,daily_rate,price_currency,location,island,bedrooms,bathrooms,area,images,featured,min_stay_days,max_guests,security_deposit';
const PUBLIC_PROPERTY = `${PROPERTY_CARD},description,description_fr,address,amenities,latitude,longitude,approximate_location,created_at`;
const PUBLIC_RENTAL = `${RENTAL_CARD},description,description_fr,address,amenities,latitude,longitude,approximate_location,availability_calendar,created_at`;
const BLOG_SUMMARY =
  'id,slug,title,content,title_fr,content_fr,slug_fr,featured_image,featured_image_meta,created_at,updated_at';
const ADMIN_PROPERTY =
  'id,title,price,price_currency,property_type,location,island,bedrooms,bathrooms,area,status,featured,images,created_at,updated_at,french_missing';
const ADMIN_RENTAL =
  'id,title,daily_rate,price_currency,location,island,bedrooms,bathrooms,area,status,featured,images,min_stay_days,max_guests,created_at,updated_at,french_missing';
const ADMIN_BLOG = 'id,slug,slug_fr,title,featured_image,status,created_at,updated_at,french_missing';
const LEAD = 'id,name,email,phone,message,read,source,property_id,rental_id,stay_id,locale,created_at';
const PROPERTY =
  'id,title,description,title_fr,description_fr,french_missing,price,price_currency,price_usd,property_type,location,address,island,bedrooms,bathrooms,area,status,featured,amenities,images,latitude,longitude,approximate_location,rental_id,created_at,updated_at';
const RENTAL =
  'id,title,description,title_fr,description_fr,french_missing,daily_rate,price_currency,daily_rate_usd,location,address,island,bedrooms,bathrooms,area,status,featured,amenities,images,latitude,longitude,approximate_location,min_stay_days,max_guests,availability_calendar,security_deposit,created_at,updated_at';
const BLOG =
  'id,slug,title,content,title_fr,content_fr,slug_fr,french_missing,featured_image,featured_image_meta,status,created_at,updated_at';

/** The staff operations on listings, posts and inquiries, as the back office's capabilities offer them. */
const adminQueries = (runner: QueryRunner) => ({
  ...listingAdminQueries(runner),
  ...postAdminQueries(runner),
  ...leadIntakeQueries(runner),
  ...dashboardCountQueries(runner),
});
type Admin = ReturnType<typeof adminQueries>;
type Answer = (request: Recorded) => Response;

/** A PostgREST JSON answer; `range` is the Content-Range header PostgREST sends with `count=exact`. */
function rows(body: unknown, { status = 200, range }: { status?: number; range?: string } = {}): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' });
  if (range) headers.set('Content-Range', range);
  return new Response(JSON.stringify(body), { status, headers });
}

/** PostgREST's answer to a counted HEAD request: no body, the total in Content-Range. */
const counted = (total: number) => new Response(null, { headers: { 'Content-Range': `*/${total}` } });

/** A PostgREST error answer, as PostgREST shapes it. */
const pgrstError = (status: number, code: string, message: string) =>
  Response.json({ code, details: null, hint: null, message }, { status });

const missingTable = (table: string) =>
  pgrstError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

const refused = (table: string, status = 401) => pgrstError(status, '42501', `permission denied for table ${table}`);

/** A recording client whose answer a test can change between calls. */
function switchingClient(first: Answer) {
  let answer = first;
  const client = recordingClient((request) => answer(request));
  return { ...client, answerWith: (next: Answer) => void (answer = next) };
}

/** Each case with its test's name, for `it.each(…)('%s', …)`: Vitest quotes and cuts a `$field` in a name. */
const titled = <Case>(cases: readonly Case[], title: (c: Case) => string) =>
  cases.map((c): [string, Case] => [title(c), c]);
const byTitle = <Case extends { title: string }>(cases: readonly Case[]) => titled(cases, (c) => c.title);

type Query = [string, string][];
const PUBLISHED: [string, string] = ['status', 'eq.published'];
const NEWEST: [string, string] = ['order', 'created_at.desc,id.desc'];
/** The query entries of `.range(offset, offset + limit - 1)`. */
const page = (offset: number, limit: number): Query => [
  ['offset', String(offset)],
  ['limit', String(limit)],
];
/** The query of a write to one row by id that returns the id. */
const writeById = (id: string): Query => [
  ['id', `eq.${id}`],
  ['select', 'id'],
];

/** One expected PostgREST request: GET unless said; `prefer` and `body` undefined mean none was sent. */
interface Expected {
  method?: string;
  table: string;
  query: Query;
  prefer?: string;
  body?: unknown;
}

const seen = (r: Recorded) => ({
  method: r.method,
  path: r.path,
  query: r.query,
  prefer: r.headers.prefer,
  body: r.body,
});
const wanted = ({ method = 'GET', table, ...rest }: Expected) => ({ method, path: `/rest/v1/${table}`, ...rest });

/** Exactly these requests (method, path, query entries, Prefer header, body), in this order unless `anyOrder`. */
function expectRequests(requests: Recorded[], expected: Expected[], { anyOrder = false } = {}) {
  if (anyOrder) {
    expect(requests).toHaveLength(expected.length);
    expect(requests.map(seen)).toEqual(expect.arrayContaining(expected.map(wanted)));
  } else {
    expect(requests.map(seen)).toEqual(expected.map(wanted));
  }
}

/** A port call that makes one request: the recorded answer, the mapped result and the exact request. */
interface OneRequestCase {
  /** The test's name, starting with the port function's. */
  title: string;
  answer: Answer;
  call: (runner: QueryRunner) => Promise<unknown>;
  result: unknown;
  request: Expected;
}

function itMakesOneRequest(cases: OneRequestCase[]) {
  it.each(byTitle(cases))('%s', async (_, { answer, call, result, request }) => {
    const { runner, requests } = recordingClient(answer);
    expect(await call(runner)).toEqual(result);
    expectRequests(requests, [request]);
  });
}

/** A port call that fails: the recorded answer, the error code and each request made (`METHOD path`). */
interface FailureCase {
  /** The test's name, starting with the port function's. */
  title: string;
  answer: Answer;
  call: (runner: QueryRunner) => Promise<unknown>;
  code: BackendErrorCode;
  requests: string[];
}

function itFails(cases: FailureCase[]) {
  it.each(byTitle(cases))('%s', async (_, { answer, call, code, requests: expected }) => {
    const { runner, requests } = recordingClient(answer);
    const error = await call(runner).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).code).toBe(code);
    expect(requests.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([...expected].sort());
  });
}

beforeEach(() => {
  // The public list counts are process-wide; every test starts without any.
  clearCounts();
});

describe('listings port over Supabase', () => {
  const cards = [{ id: PROPERTY_A, title: 'Villa', price: 1_250_000, images: ['/a.webp'], featured: true }];
  const posts = [{ id: POST_A, slug: 'a', title: 'A' }];

  itMakesOneRequest([
    {
      title: 'ping reads one published property id, without counting',
      answer: () => rows([{ id: PROPERTY_A }]),
      call: (runner) => listingQueries(runner).ping(),
      result: undefined,
      request: { table: 'properties', query: [['select', 'id'], PUBLISHED, ...page(0, 1)] },
    },
    {
      title: 'listFeaturedProperties: three newest featured, published cards',
      answer: () => rows(cards),
      call: (runner) => listingQueries(runner).listFeaturedProperties(),
      result: cards,
      request: {
        table: 'properties',
        query: [['select', PROPERTY_CARD], PUBLISHED, ['featured', 'eq.true'], NEWEST, ...page(0, 3)],
      },
    },
    {
      title: 'listPublishedProperties: an empty result still has one page',
      answer: () => rows([], { range: '*/0' }),
      call: (runner) =>
        listingQueries(runner).listPublishedProperties(parsePropertyFilters(new URLSearchParams('bedrooms=40'))),
      result: { rows: [], total: 0, page: 1, pageCount: 1 },
      request: {
        table: 'properties',
        prefer: 'count=exact',
        query: [['select', PROPERTY_CARD], PUBLISHED, ['bedrooms', 'gte.40'], NEWEST, ...page(0, 12)],
      },
    },
    {
      title: 'listPublishedRentals: every filter, a later page, the exact count',
      answer: () => rows([{ id: RENTAL_A }], { range: '12-12/13' }),
      call: (runner) =>
        listingQueries(runner).listPublishedRentals(
          parseRentalFilters(
            new URLSearchParams('island=Sint+Maarten&price=500-1000&bedrooms=3&guests=6&minStay=5&page=2'),
          ),
        ),
      result: { rows: [{ id: RENTAL_A }], total: 13, page: 2, pageCount: 2 },
      request: {
        table: 'rentals',
        prefer: 'count=exact',
        query: [
          ['select', RENTAL_CARD],
          PUBLISHED,
          ['island', 'eq.Sint Maarten'],
          ['daily_rate_usd', 'gte.500'],
          ['daily_rate_usd', 'lte.1000'],
          ['bedrooms', 'gte.3'],
          ['max_guests', 'gte.6'],
          ['min_stay_days', 'lte.5'],
          NEWEST,
          ...page(12, 12),
        ],
      },
    },
    {
      title: 'listPublishedPosts: a page of the given size, newest first, counted',
      answer: () => rows(posts, { range: '6-6/7' }),
      call: (runner) => listingQueries(runner).listPublishedPosts(2, 6),
      result: { rows: posts, total: 7, page: 2, pageCount: 2 },
      request: {
        table: 'blog_posts',
        prefer: 'count=exact',
        query: [['select', BLOG_SUMMARY], PUBLISHED, NEWEST, ...page(6, 6)],
      },
    },
  ]);

  itFails([
    {
      title: 'ping fails when PostgREST does',
      answer: () => refused('properties'),
      call: (runner) => listingQueries(runner).ping(),
      code: 'permission',
      requests: ['GET /rest/v1/properties'],
    },
    {
      title: 'getPublishedProperty: two rows for one id is an error, not a guess',
      answer: () => rows([{ id: PROPERTY_A }, { id: PROPERTY_A }]),
      call: (runner) => listingQueries(runner).getPublishedProperty(PROPERTY_A),
      code: 'unknown',
      requests: ['GET /rest/v1/properties'],
    },
    {
      title: 'getPublishedRental: a missing rentals table surfaces as missing_table',
      answer: () => missingTable('rentals'),
      call: (runner) => listingQueries(runner).getPublishedRental(RENTAL_A),
      code: 'missing_table',
      requests: ['GET /rest/v1/rentals'],
    },
  ]);

  it('listPublishedProperties: page 1 counts exactly, a later page of the same filters reuses the count and, past the middle, reads from the other end', async () => {
    const found = [{ id: PROPERTY_A }, { id: PROPERTY_B }];
    const { runner, requests } = recordingClient((request) =>
      // PostgREST sends the total only when asked; otherwise its Content-Range ends in '/*'.
      rows(found, { range: request.headers.prefer === 'count=exact' ? '0-11/31' : '24-25/*' }),
    );
    const port = listingQueries(runner);
    const list = (search: string) => port.listPublishedProperties(parsePropertyFilters(new URLSearchParams(search)));
    const search = 'island=Saint+Barth%C3%A9lemy&type=house&price=1000000-3000000&bedrooms=2&sort=price-desc';
    const filtered: Query = [
      ['select', PROPERTY_CARD],
      PUBLISHED,
      ['island', 'eq.Saint Barthélemy'],
      ['property_type', 'eq.house'],
      ['price_usd', 'gte.1000000'],
      ['price_usd', 'lte.3000000'],
      ['bedrooms', 'gte.2'],
      ['order', 'price_usd.desc,id.desc'],
    ];

    expect(await list(search)).toEqual({ rows: found, total: 31, page: 1, pageCount: 3 });
    // Page 3 (rows 24–30 of 31) is read in the reverse order, as rows 0–6 of it, and turned back.
    expect(await list(`${search}&page=3`)).toEqual({ rows: [...found].reverse(), total: 31, page: 3, pageCount: 3 });
    // Other filters are another count.
    await list('island=Sint+Maarten');
    // Once the counts are dropped (a staff write), the same filters count again.
    clearCounts();
    await list(`${search}&page=3`);

    expectRequests(requests, [
      { table: 'properties', prefer: 'count=exact', query: [...filtered, ...page(0, 12)] },
      {
        table: 'properties',
        query: [...filtered.slice(0, -1), ['order', 'price_usd.asc,id.asc'], ...page(0, 7)],
      },
      {
        table: 'properties',
        prefer: 'count=exact',
        query: [['select', PROPERTY_CARD], PUBLISHED, ['island', 'eq.Sint Maarten'], NEWEST, ...page(0, 12)],
      },
      { table: 'properties', prefer: 'count=exact', query: [...filtered, ...page(24, 12)] },
    ]);
  });

  it('listPublishedRentals: the second request of the same filters does not count', async () => {
    const { runner, requests } = recordingClient(() => rows([], { range: '*/5' }));
    const port = listingQueries(runner);
    const filters = parseRentalFilters(new URLSearchParams('island=Sint+Maarten'));
    const result = { rows: [], total: 5, page: 1, pageCount: 1 };
    expect(await port.listPublishedRentals(filters)).toEqual(result);
    expect(await port.listPublishedRentals(filters)).toEqual(result);
    expect(requests.map((r) => r.headers.prefer)).toEqual(['count=exact', undefined]);
  });

  const publishedOnes = [
    {
      name: 'getPublishedProperty' as const,
      table: 'properties',
      columns: PUBLIC_PROPERTY,
      column: 'id',
      key: PROPERTY_A,
      missing: PROPERTY_B,
      row: { id: PROPERTY_A, title: 'Villa', amenities: ['Pool'], latitude: 17.9, longitude: -62.8 },
    },
    {
      name: 'getPublishedRental' as const,
      table: 'rentals',
      columns: PUBLIC_RENTAL,
      column: 'id',
      key: RENTAL_A,
      missing: RENTAL_B,
      row: { id: RENTAL_A, daily_rate: 850, availability_calendar: [{ from: '2026-01-01', to: '2026-01-08' }] },
    },
    {
      name: 'getPublishedPost' as const,
      table: 'blog_posts',
      columns: BLOG_SUMMARY,
      column: 'slug',
      key: 'buying-in-st-barths',
      missing: 'no-such-post',
      row: { id: POST_A, slug: 'buying-in-st-barths', title: 'Buying' },
    },
  ];

  it.each(titled(publishedOnes, ({ name, column }) => `${name}: one published row by ${column}; none → null`))(
    '%s',
    async (_, { name, table, columns, column, key, missing, row }) => {
      const { runner, requests, answerWith } = switchingClient(() => rows([row]));
      const port = listingQueries(runner);
      expect(await port[name](key)).toEqual(row);
      answerWith(() => rows([]));
      expect(await port[name](missing)).toBeNull();
      expectRequests(
        requests,
        [key, missing].map((value) => ({
          table,
          query: [['select', columns], PUBLISHED, [column, `eq.${value}`], ['limit', '2']],
        })),
      );
    },
  );

  const notUuids = [
    { name: 'getPublishedProperty', id: 'not-a-uuid' },
    { name: 'getPublishedProperty', id: `${PROPERTY_A}x` },
    { name: 'getPublishedRental', id: '42' },
  ] as const;
  it.each(titled(notUuids, ({ name, id }) => `${name}('${id}'): not a uuid → null without a request`))(
    '%s',
    async (_, { name, id }) => {
      // Were it asked, PostgREST would answer with a row.
      const { runner, requests } = recordingClient(() => rows([{ id: PROPERTY_A }]));
      expect(await listingQueries(runner)[name](id)).toBeNull();
      expect(requests).toHaveLength(0);
    },
  );

  const byIds = [
    {
      name: 'listPublishedPropertiesByIds' as const,
      table: 'properties',
      columns: PROPERTY_CARD,
      ids: [PROPERTY_B, 'junk', PROPERTY_A],
      uuids: `${PROPERTY_B},${PROPERTY_A}`,
      found: [{ id: PROPERTY_A }, { id: PROPERTY_B }],
    },
    {
      name: 'listPublishedRentalsByIds' as const,
      table: 'rentals',
      columns: RENTAL_CARD,
      ids: [RENTAL_A, RENTAL_B],
      uuids: `${RENTAL_A},${RENTAL_B}`,
      found: [{ id: RENTAL_B }],
    },
  ];
  it.each(titled(byIds, ({ name }) => `${name}: none → no request; several → one in.(…) of the uuids among them`))(
    '%s',
    async (_, { name, table, columns, ids, uuids, found }) => {
      const { runner, requests } = recordingClient(() => rows(found));
      const port = listingQueries(runner);
      expect(await port[name]([])).toEqual([]);
      expect(requests).toHaveLength(0);
      expect(await port[name](ids)).toEqual(found);
      expectRequests(requests, [
        {
          table,
          query: [['select', columns], PUBLISHED, ['id', `in.(${uuids})`], ['order', 'id.asc'], ...page(0, 100)],
        },
      ]);
    },
  );

  it('listPublishedLocations: none → no request; a page of ids → one in.(…) of their locations, per table', async () => {
    const found = [
      { id: RENTAL_A, island: 'Sint Maarten', latitude: 18.04, longitude: -63.09, approximate_location: true },
    ];
    const { runner, requests } = recordingClient(() => rows(found));
    const port = listingQueries(runner);
    expect(await port.listPublishedLocations('rentals', [])).toEqual([]);
    expect(requests).toHaveLength(0);
    expect(await port.listPublishedLocations('rentals', [RENTAL_A, 'junk', RENTAL_B])).toEqual(found);
    await port.listPublishedLocations('properties', [PROPERTY_A]);
    const columns = 'id,island,latitude,longitude,approximate_location';
    expectRequests(
      requests,
      (
        [
          ['rentals', `${RENTAL_A},${RENTAL_B}`],
          ['properties', PROPERTY_A],
        ] as const
      ).map(([table, uuids]) => ({
        table,
        query: [['select', columns], PUBLISHED, ['id', `in.(${uuids})`], ['order', 'id.asc'], ...page(0, 100)],
      })),
    );
  });
});

describe('inquiries port over Supabase', () => {
  const lead = {
    id: LEAD_A,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '',
    message: 'Is the villa available in March?',
    source: 'property' as const,
    propertyId: PROPERTY_A,
  };
  const createLeadThrough = (runner: QueryRunner) => leadIntakeQueries(runner).createLead(lead);

  it.each(
    byTitle([
      {
        title: 'createLead posts the row and asks nothing back; 201 → not a duplicate',
        answer: () => new Response(null, { status: 201, statusText: 'Created' }),
        result: { duplicate: false },
      },
      {
        title: 'createLead: the same submission again (409, 23505) is a duplicate, not a failure',
        answer: () => pgrstError(409, '23505', 'duplicate key value violates unique constraint "inquiries_pkey"'),
        result: { duplicate: true },
      },
    ]),
  )('%s', async (_, { answer, result }) => {
    const { runner, requests } = recordingClient(answer);
    expect(await createLeadThrough(runner)).toEqual(result);
    // No `return=representation` (visitors may not read inquiries back), so no Prefer at all.
    expectRequests(requests, [
      {
        method: 'POST',
        table: 'inquiries',
        query: [],
        body: {
          id: LEAD_A,
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: null,
          message: 'Is the villa available in March?',
          source: 'property',
          property_id: PROPERTY_A,
          rental_id: null,
          read: false,
          locale: 'en',
        },
      },
    ]);
    expect(requests[0]!.headers['content-type']).toBe('application/json');
  });

  itFails([
    {
      title: 'createLead rethrows a row level security refusal (42501) as permission',
      answer: () => pgrstError(401, '42501', 'new row violates row-level security policy for table "inquiries"'),
      call: createLeadThrough,
      code: 'permission',
      requests: ['POST /rest/v1/inquiries'],
    },
    {
      title: 'createLead rethrows a check violation (23514) as constraint',
      answer: () =>
        pgrstError(400, '23514', 'new row for relation "inquiries" violates check constraint "inquiries_email_check"'),
      call: createLeadThrough,
      code: 'constraint',
      requests: ['POST /rest/v1/inquiries'],
    },
    {
      title: 'createLead rethrows a missing inquiries table (PGRST205) as missing_table',
      answer: () => missingTable('inquiries'),
      call: createLeadThrough,
      code: 'missing_table',
      requests: ['POST /rest/v1/inquiries'],
    },
  ]);
});

describe('admin port over Supabase: lists', () => {
  const state = <T extends Parameters<typeof parseAdminListState>[0]>(table: T, search = '') =>
    parseAdminListState(table, new URLSearchParams(search));

  itMakesOneRequest([
    {
      title:
        'listAdminProperties: search (its search function), status, sort, a later page; the exact total and page count',
      answer: () => rows([{ id: PROPERTY_A }], { range: '20-39/45' }),
      call: (runner) =>
        adminQueries(runner).listAdminProperties(
          state('properties', 'q=ocean&status=published&sort=price&dir=desc&page=2'),
        ),
      result: { rows: [{ id: PROPERTY_A }], total: 45, page: 2, pageCount: 3 },
      // A search reads the table's staff search function, which a trigram index serves.
      request: {
        method: 'POST',
        table: 'rpc/admin_search_properties',
        // supabase-js adds return=representation to any POST that selects; PostgREST ignores it for calls.
        prefer: 'count=exact, return=representation',
        body: { pattern: '%ocean%' },
        query: [['select', ADMIN_PROPERTY], PUBLISHED, ['order', 'price.desc,id.desc'], ...page(20, 20)],
      },
    },
    {
      title: 'listAdminRentals: the defaults (all statuses, newest first, page 1)',
      answer: () => rows([{ id: RENTAL_A }], { range: '0-19/20' }),
      call: (runner) => adminQueries(runner).listAdminRentals(state('rentals')),
      result: { rows: [{ id: RENTAL_A }], total: 20, page: 1, pageCount: 1 },
      request: { table: 'rentals', prefer: 'count=exact', query: [['select', ADMIN_RENTAL], NEWEST, ...page(0, 20)] },
    },
    {
      title: 'listAdminRentals: a column sort starts ascending',
      answer: () => rows([], { range: '*/21' }),
      call: (runner) => adminQueries(runner).listAdminRentals(state('rentals', 'sort=daily_rate&status=archived')),
      result: { rows: [], total: 21, page: 1, pageCount: 2 },
      request: {
        table: 'rentals',
        prefer: 'count=exact',
        query: [
          ['select', ADMIN_RENTAL],
          ['status', 'eq.archived'],
          ['order', 'daily_rate.asc,id.asc'],
          ...page(0, 20),
        ],
      },
    },
    {
      title: 'listAdminBlogPosts: search (its search function); draft only; by slug',
      answer: () => rows([{ id: POST_A }], { range: '40-40/41' }),
      call: (runner) =>
        adminQueries(runner).listAdminBlogPosts(state('blog_posts', 'q=Guide&status=draft&sort=slug&page=3')),
      result: { rows: [{ id: POST_A }], total: 41, page: 3, pageCount: 3 },
      request: {
        method: 'POST',
        table: 'rpc/admin_search_blog_posts',
        // supabase-js adds return=representation to any POST that selects; PostgREST ignores it for calls.
        prefer: 'count=exact, return=representation',
        body: { pattern: '%Guide%' },
        query: [['select', ADMIN_BLOG], ['status', 'eq.draft'], ['order', 'slug.asc,id.asc'], ...page(40, 20)],
      },
    },
  ]);

  it('listAdminProperties counts once until a write changes the table (the count is shared, as the public lists’)', async () => {
    clearPublicCaches();
    const { runner, requests } = recordingClient(() => rows([], { range: '*/0' }));
    const port = adminQueries(runner);
    const result = { rows: [], total: 0, page: 1, pageCount: 1 };
    expect(await port.listAdminProperties(state('properties'))).toEqual(result);
    expect(await port.listAdminProperties(state('properties'))).toEqual(result);
    clearPublicCaches();
    expect(await port.listAdminProperties(state('properties'))).toEqual(result);
    expect(requests.map((r) => r.headers.prefer)).toEqual(['count=exact', undefined, 'count=exact']);
  });
});

describe('admin port over Supabase: one row', () => {
  const ones = [
    { name: 'getProperty', table: 'properties', columns: PROPERTY, id: PROPERTY_A },
    { name: 'getRental', table: 'rentals', columns: RENTAL, id: RENTAL_A },
    { name: 'getBlogPost', table: 'blog_posts', columns: BLOG, id: POST_A },
    { name: 'getLeadMessage', table: 'inquiries', columns: LEAD, id: LEAD_A },
  ] as const;

  it.each(titled(ones, ({ name }) => `${name}: the row by id (any status); none → null`))(
    '%s',
    async (_, { name, table, columns, id }) => {
      const row = { id, title: 'Row', status: 'draft' };
      const { runner, requests, answerWith } = switchingClient(() => rows([row]));
      const port = adminQueries(runner);
      expect(await port[name](id)).toEqual(row);
      answerWith(() => rows([]));
      expect(await port[name](id)).toBeNull();
      const request: Expected = {
        table,
        query: [
          ['select', columns],
          ['id', `eq.${id}`],
          ['limit', '2'],
        ],
      };
      expectRequests(requests, [request, request]);
    },
  );
});

describe('admin port over Supabase: writes', () => {
  /** A write that asks the written row's id back. */
  const write = (method: string, table: string, query: Query, body?: unknown): Expected => ({
    method,
    table,
    query,
    body,
    prefer: 'return=representation',
  });

  const property = {
    name: 'saveProperty',
    table: 'properties',
    values: { title: 'Villa Azur', price: 4_500_000, amenities: ['Pool', 'Gym'], latitude: null, status: 'draft' },
    created: PROPERTY_A,
    existing: PROPERTY_B,
  } as const;
  // The calendar goes as JSON.
  const rental = {
    name: 'saveRental',
    table: 'rentals',
    values: { title: 'Casa', daily_rate: 900, availability_calendar: [{ from: '2026-02-01', to: '2026-02-08' }] },
    created: RENTAL_A,
    existing: RENTAL_B,
  } as const;
  const post = {
    name: 'saveBlogPost',
    table: 'blog_posts',
    values: { title: 'Guide', slug: 'guide', content: '# Guide', status: 'published' },
    created: POST_A,
    existing: POST_B,
  } as const;
  const save = (
    runner: QueryRunner,
    { name, values }: typeof property | typeof rental | typeof post,
    id: string | null,
  ) => adminQueries(runner)[name](id, values);

  it.each(
    titled(
      [property, rental, post],
      ({ name }) => `${name} inserts (POST, select=id, return=representation) and returns the new id`,
    ),
  )('%s', async (_, saved) => {
    const { runner, requests } = recordingClient(() => rows([{ id: saved.created }], { status: 201 }));
    expect(await save(runner, saved, null)).toBe(saved.created);
    expectRequests(requests, [write('POST', saved.table, [['select', 'id']], saved.values)]);
  });

  it.each(
    titled(
      [property, rental, post],
      ({ name }) => `${name} updates by id (PATCH id=eq., select=id, return=representation)`,
    ),
  )('%s', async (_, saved) => {
    const { runner, requests } = recordingClient(() => rows([{ id: saved.existing }]));
    expect(await save(runner, saved, saved.existing)).toBe(saved.existing);
    expectRequests(requests, [write('PATCH', saved.table, writeById(saved.existing), saved.values)]);
  });

  const rowWrites = [
    {
      name: 'setStatus',
      call: (p: Admin) => p.setStatus('rentals', RENTAL_A, 'archived'),
      request: write('PATCH', 'rentals', writeById(RENTAL_A), { status: 'archived' }),
      matched: true,
    },
    {
      name: 'setFeatured',
      call: (p: Admin) => p.setFeatured('properties', PROPERTY_A, true),
      request: write('PATCH', 'properties', writeById(PROPERTY_A), { featured: true }),
      matched: true,
    },
    {
      name: 'markLeadRead',
      call: (p: Admin) => p.markLeadRead(LEAD_A),
      request: write('PATCH', 'inquiries', writeById(LEAD_A), { read: true }),
      matched: true,
    },
    {
      name: 'setStatus',
      call: (p: Admin) => p.setStatus('blog_posts', POST_A, 'published'),
      request: write('PATCH', 'blog_posts', writeById(POST_A), { status: 'published' }),
      matched: false,
    },
    {
      name: 'setFeatured',
      call: (p: Admin) => p.setFeatured('rentals', RENTAL_B, false),
      request: write('PATCH', 'rentals', writeById(RENTAL_B), { featured: false }),
      matched: false,
    },
    {
      name: 'markLeadRead',
      call: (p: Admin) => p.markLeadRead(LEAD_A),
      request: write('PATCH', 'inquiries', writeById(LEAD_A), { read: true }),
      matched: false,
    },
    {
      name: 'deleteRow',
      call: (p: Admin) => p.deleteRow('blog_posts', POST_A),
      request: write('DELETE', 'blog_posts', writeById(POST_A)),
      matched: true,
    },
    {
      name: 'deleteRow',
      call: (p: Admin) => p.deleteRow('inquiries', LEAD_A),
      request: write('DELETE', 'inquiries', writeById(LEAD_A)),
      matched: false,
    },
  ];

  it.each(
    titled(
      rowWrites,
      ({ name, request, matched }) =>
        `${name} sends ${request.method} /${request.table}?id=eq.…&select=id${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}; ${matched ? 'one row → true' : '[] → false'}`,
    ),
  )('%s', async (_, { call, request, matched }) => {
    // Only how many rows come back matters.
    const { runner, requests } = recordingClient(() => rows(matched ? [{ id: LEAD_A }] : []));
    expect(await call(adminQueries(runner))).toBe(matched);
    expectRequests(requests, [request]);
  });

  itFails([
    {
      title: 'saveProperty: an update that row level security filtered out (PostgREST answers []) is refused',
      answer: () => rows([]),
      call: (runner) => save(runner, property, PROPERTY_A),
      code: 'permission',
      requests: ['PATCH /rest/v1/properties'],
    },
    {
      title: 'saveRental: an insert that row level security filtered out (PostgREST answers []) is refused',
      answer: () => rows([]),
      call: (runner) => save(runner, rental, null),
      code: 'permission',
      requests: ['POST /rest/v1/rentals'],
    },
    {
      title: 'saveBlogPost: an update that row level security filtered out (PostgREST answers []) is refused',
      answer: () => rows([]),
      call: (runner) => save(runner, post, POST_A),
      code: 'permission',
      requests: ['PATCH /rest/v1/blog_posts'],
    },
    {
      title: 'saveBlogPost with a slug already in use fails with unique',
      answer: () => pgrstError(409, '23505', 'duplicate key value violates unique constraint "blog_posts_slug_key"'),
      call: (runner) => save(runner, post, null),
      code: 'unique',
      requests: ['POST /rest/v1/blog_posts'],
    },
    {
      title: 'saveRental: an insert against a missing rentals table (PGRST205) fails with missing_table',
      answer: () => missingTable('rentals'),
      call: (runner) => save(runner, rental, null),
      code: 'missing_table',
      requests: ['POST /rest/v1/rentals'],
    },
    {
      title: 'saveRental: an update against a missing rentals table (PGRST205) fails with missing_table',
      answer: () => missingTable('rentals'),
      call: (runner) => save(runner, rental, RENTAL_A),
      code: 'missing_table',
      requests: ['PATCH /rest/v1/rentals'],
    },
    {
      title: 'deleteRow refused outright (42501) fails with permission',
      answer: () => refused('properties', 403),
      call: (runner) => adminQueries(runner).deleteRow('properties', PROPERTY_A),
      code: 'permission',
      requests: ['DELETE /rest/v1/properties'],
    },
    {
      title: 'setStatus refused outright (42501) fails with permission',
      answer: () => refused('properties', 403),
      call: (runner) => adminQueries(runner).setStatus('properties', PROPERTY_A, 'draft'),
      code: 'permission',
      requests: ['PATCH /rest/v1/properties'],
    },
  ]);
});

describe('admin port over Supabase: slugs and the dashboard', () => {
  const PRODUCT_TABLES = ['properties', 'rentals', 'blog_posts', 'inquiries'];
  /** A counted HEAD request of a table's ids. */
  const head = (table: string, query: Query = [['select', 'id']]): Expected => ({
    method: 'HEAD',
    table,
    query,
    prefer: 'count=exact',
  });
  const DASHBOARD_COUNTS = [
    ...PRODUCT_TABLES.map((table) => head(table)),
    head('inquiries', [
      ['select', 'id'],
      ['read', 'eq.false'],
    ]),
  ];
  const DASHBOARD_REQUESTS = DASHBOARD_COUNTS.map(({ method, table }) => `${method} /rest/v1/${table}`);
  /** The dashboard's counts, with one table's answered by `failure`. */
  const countsFailing = (table: string, failure: () => Response) => (request: Recorded) =>
    request.path === `/rest/v1/${table}` ? failure() : counted(1);

  it('isSlugTaken asks for up to two ids with the address as a slug, then as a French slug; taken only by another id', async () => {
    const { runner, requests, answerWith } = switchingClient(() => rows([{ id: POST_A }]));
    const port = adminQueries(runner);
    expect(await port.isSlugTaken('villa-guide', null)).toBe(true);
    expect(await port.isSlugTaken('villa-guide', POST_A)).toBe(false);
    expect(await port.isSlugTaken('villa-guide', POST_B)).toBe(true);
    answerWith(() => rows([]));
    expect(await port.isSlugTaken('new-slug', null)).toBe(false);
    // Taken as a slug settles it; else the French slugs are asked too.
    expectRequests(
      requests,
      [
        ['slug', 'villa-guide'],
        ['slug', 'villa-guide'],
        ['slug_fr', 'villa-guide'],
        ['slug', 'villa-guide'],
        ['slug', 'new-slug'],
        ['slug_fr', 'new-slug'],
      ].map(([column, slug]) => ({
        table: 'blog_posts',
        query: [['select', 'id'], [column!, `eq.${slug}`], ...page(0, 2)],
      })),
    );
  });

  it('countDashboard: five HEAD counts, the unread one filtered, totals from Content-Range', async () => {
    const totals: Record<string, number> = { properties: 14, rentals: 9, blog_posts: 6, inquiries: 23 };
    const { runner, requests } = recordingClient((request) => {
      const unread = request.query.some(([key, value]) => key === 'read' && value === 'eq.false');
      return counted(unread ? 4 : totals[request.path.replace('/rest/v1/', '')]!);
    });
    expect(await adminQueries(runner).countDashboard()).toEqual({
      properties: 14,
      rentals: 9,
      blogPosts: 6,
      inquiries: 23,
      unreadLeads: 4,
    });
    expectRequests(requests, DASHBOARD_COUNTS, { anyOrder: true });
  });

  itMakesOneRequest([
    {
      title: 'recentInquiries: the five newest, all columns',
      answer: () => rows([{ id: LEAD_A, name: 'Ada', read: false }]),
      call: (runner) => adminQueries(runner).recentLeads(),
      result: [{ id: LEAD_A, name: 'Ada', read: false }],
      request: { table: 'inquiries', query: [['select', LEAD], NEWEST, ...page(0, 5)] },
    },
  ]);

  it.each(
    byTitle([
      {
        title: 'missingTables: the tables PostgREST does not know (PGRST205), in order',
        missing: ['rentals', 'blog_posts'],
      },
      { title: 'missingTables: none missing → []', missing: [] },
    ]),
  )('%s', async (_, { missing }) => {
    const { runner, requests } = recordingClient((request) => {
      const table = request.path.replace('/rest/v1/', '');
      return missing.includes(table) ? missingTable(table) : counted(3);
    });
    expect(await adminQueries(runner).missingTables()).toEqual(missing);
    expectRequests(
      requests,
      PRODUCT_TABLES.map((table) => head(table)),
    );
  });

  itFails([
    {
      title: 'countDashboard fails when a count is refused',
      answer: countsFailing('inquiries', () => refused('inquiries')),
      call: (runner) => adminQueries(runner).countDashboard(),
      code: 'permission',
      requests: DASHBOARD_REQUESTS,
    },
    {
      title: 'countDashboard: a count the server failed (500, no body on HEAD) is an outage',
      answer: countsFailing('rentals', () => pgrstError(500, '57014', 'canceling statement due to statement timeout')),
      call: (runner) => adminQueries(runner).countDashboard(),
      code: 'unavailable',
      requests: DASHBOARD_REQUESTS,
    },
    {
      title: 'countDashboard: a missing table is an error, not a count of 0',
      answer: countsFailing('blog_posts', () => missingTable('blog_posts')),
      call: (runner) => adminQueries(runner).countDashboard(),
      code: 'missing_table',
      requests: DASHBOARD_REQUESTS,
    },
    {
      title: 'missingTables rethrows a refused count (401) instead of calling the table missing',
      answer: () => refused('properties'),
      call: (runner) => adminQueries(runner).missingTables(),
      code: 'permission',
      requests: ['HEAD /rest/v1/properties'],
    },
  ]);
});

describe('bookings port over Supabase: database functions (/rpc)', () => {
  const STAY_A = 'a3bb189e-8bf9-4888-9912-ace4e6543002';
  const FEED_A = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
  const TOKEN = 'ab'.repeat(32);
  /** A call of a database function: POST /rest/v1/rpc/<fn> with its named arguments as the JSON body. */
  const rpc = (fn: string, body: unknown): Expected => ({ method: 'POST', table: `rpc/${fn}`, query: [], body });
  // Exported UIDs: digests of the stays' ids; a receipt link's token; a booking form's request key.
  const UID_A = 'stay-0123456789abcdef0123456789abcdef';
  const UID_B = 'stay-fedcba9876543210fedcba9876543210';
  const LINK_TOKEN = 'Qx2mWb9kL0pR7sT4uV1wY8zA3cD6eF5gH0iJ2kL4mN6';
  const REQUEST_KEY = 'n3VqS8dF1hJ6kL9pR2tW5yB7cE0gI4mO8qU1xZ3aC5e';
  const exportRow = (uid: string | null, checkIn: string | null, checkOut: string | null) => ({
    rental_title: 'Villa Soleil',
    uid,
    check_in: checkIn,
    check_out: checkOut,
  });
  const receipt = {
    reference: 'IE-A3BB189E',
    rental_id: RENTAL_A,
    rental_title: 'Villa Soleil',
    check_in: '2027-01-05',
    check_out: '2027-01-12',
    guests: 2,
    add_ons: ['private-chef'],
    quote: { total: 8400 },
    created_at: '2026-11-23T10:00:00+00:00',
  };

  itMakesOneRequest([
    {
      title: 'expireOptions: expire_options() without arguments; the number PostgREST answers',
      answer: () => rows(3),
      call: (runner) => bookingQueries(runner).expireOptions(),
      result: 3,
      request: rpc('expire_options', {}),
    },
    {
      title: 'expireOptions: nothing to release → 0',
      answer: () => rows(0),
      call: (runner) => bookingQueries(runner).expireOptions(),
      result: 0,
      request: rpc('expire_options', {}),
    },
    {
      title: 'syncFeedEvents: the events as a JSON array of p_events (snake_case dates); the counts it answers',
      answer: () => rows({ events: 2, added: 1, updated: 1, removed: 0, conflicts: 0 }),
      call: (runner) =>
        bookingQueries(runner).syncFeedEvents(FEED_A, [
          { uid: 'one@airbnb.com', checkIn: '2027-01-05', checkOut: '2027-01-12', summary: 'Reserved' },
          { uid: 'two@airbnb.com', checkIn: '2027-02-01', checkOut: '2027-02-04', summary: '' },
        ]),
      result: { events: 2, added: 1, updated: 1, removed: 0, conflicts: 0 },
      request: rpc('sync_feed_events', {
        p_feed_id: FEED_A,
        p_events: [
          { uid: 'one@airbnb.com', check_in: '2027-01-05', check_out: '2027-01-12', summary: 'Reserved' },
          { uid: 'two@airbnb.com', check_in: '2027-02-01', check_out: '2027-02-04', summary: '' },
        ],
        p_rejected: [],
      }),
    },
    {
      title: 'syncFeedEvents: the events with impossible dates as p_rejected (UID or null, the dates as written)',
      answer: () => rows({ events: 0, added: 0, updated: 0, removed: 0, conflicts: 0 }),
      call: (runner) =>
        bookingQueries(runner).syncFeedEvents(
          FEED_A,
          [],
          [
            { uid: 'one@airbnb.com', dates: 'DTSTART 20271301, DTEND 20271399' },
            { uid: null, dates: 'DTSTART 20270230' },
          ],
        ),
      result: { events: 0, added: 0, updated: 0, removed: 0, conflicts: 0 },
      request: rpc('sync_feed_events', {
        p_feed_id: FEED_A,
        p_events: [],
        p_rejected: [
          { uid: 'one@airbnb.com', dates: 'DTSTART 20271301, DTEND 20271399' },
          { uid: null, dates: 'DTSTART 20270230' },
        ],
      }),
    },
    {
      title: 'exportCalendar: the villa and token; its title and stays from the rows',
      answer: () => rows([exportRow(UID_A, '2027-01-05', '2027-01-12'), exportRow(UID_B, '2027-02-01', '2027-02-04')]),
      call: (runner) => bookingQueries(runner).exportCalendar(RENTAL_A, TOKEN),
      result: {
        title: 'Villa Soleil',
        stays: [
          { uid: UID_A, checkIn: '2027-01-05', checkOut: '2027-01-12' },
          { uid: UID_B, checkIn: '2027-02-01', checkOut: '2027-02-04' },
        ],
      },
      request: rpc('rental_calendar_export', { p_rental_id: RENTAL_A, p_token: TOKEN }),
    },
    {
      title: 'exportCalendar: a villa without stays answers one row of nulls → its title, no stays',
      answer: () => rows([exportRow(null, null, null)]),
      call: (runner) => bookingQueries(runner).exportCalendar(RENTAL_A, TOKEN),
      result: { title: 'Villa Soleil', stays: [] },
      request: rpc('rental_calendar_export', { p_rental_id: RENTAL_A, p_token: TOKEN }),
    },
    {
      title: 'exportCalendar: a wrong token (or an unknown villa) answers no row → null',
      answer: () => rows([]),
      call: (runner) => bookingQueries(runner).exportCalendar(RENTAL_B, 'wrong'),
      result: null,
      request: rpc('rental_calendar_export', { p_rental_id: RENTAL_B, p_token: 'wrong' }),
    },
    {
      title: "getBookingReceipt: booking_receipt(p_token), the link's token; the request's dates and quote",
      answer: () => rows([receipt]),
      call: (runner) => bookingQueries(runner).getBookingReceipt(LINK_TOKEN),
      result: receipt,
      request: rpc('booking_receipt', { p_token: LINK_TOKEN }),
    },
    {
      title: 'getBookingReceipt: a token of no link (or an expired one) → null',
      answer: () => rows([]),
      call: (runner) => bookingQueries(runner).getBookingReceipt(LINK_TOKEN),
      result: null,
      request: rpc('booking_receipt', { p_token: LINK_TOKEN }),
    },
    {
      title: 'createBookingRequest: request_booking(…) with the digest of a new link; the token when it links',
      answer: () => rows({ duplicate: false, linked: true }),
      call: async (runner) => {
        const stored = await bookingQueries(runner).createBookingRequest({
          id: STAY_A,
          requestKey: REQUEST_KEY,
          rentalId: RENTAL_A,
          checkIn: '2027-01-05' as CalendarDate,
          checkOut: '2027-01-12' as CalendarDate,
          guests: 2,
          name: 'Grace',
          email: 'grace@example.com',
          phone: null,
          message: null,
          addOns: ['private-chef'],
          quotedTotal: 8400,
          locale: 'fr',
        });
        return { duplicate: stored.duplicate, token: /^[A-Za-z0-9_-]{43}$/.test(stored.receiptToken ?? '') };
      },
      result: { duplicate: false, token: true },
      request: rpc('request_booking', {
        p_id: STAY_A,
        p_request_key: REQUEST_KEY,
        p_receipt_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
        p_rental_id: RENTAL_A,
        p_check_in: '2027-01-05',
        p_check_out: '2027-01-12',
        p_guests: 2,
        p_name: 'Grace',
        p_email: 'grace@example.com',
        p_phone: null,
        p_message: null,
        p_add_ons: ['private-chef'],
        p_locale: 'fr',
        p_quoted_total: 8400,
      }),
    },
    {
      title: 'requestBookingReceiptLink: request_booking_receipt_link(p_rental_id, p_stay_id); nothing to tell',
      answer: () => rows(null),
      call: (runner) => bookingQueries(runner).requestBookingReceiptLink(RENTAL_A, STAY_A),
      result: undefined,
      request: rpc('request_booking_receipt_link', { p_rental_id: RENTAL_A, p_stay_id: STAY_A }),
    },
    {
      title: 'a select from available_rentals(…): its arguments as the body, filters, order and page as the query',
      answer: () => rows([{ id: RENTAL_A, title: 'Villa Soleil' }], { range: '12-12/13' }),
      call: async (runner) =>
        runner.run({
          kind: 'select',
          table: 'rentals',
          columns: ['id', 'title'],
          where: [eq('island', 'Sint Maarten'), eq('bedrooms', 3)],
          order: [asc('daily_rate'), asc('id')],
          range: { from: 12, to: 23 },
          count: true,
          source: { fn: 'available_rentals', args: { p_check_in: '2027-01-05', p_check_out: '2027-01-12' } },
        } as never),
      result: { rows: [{ id: RENTAL_A, title: 'Villa Soleil' }], count: 13 },
      request: {
        method: 'POST',
        table: 'rpc/available_rentals',
        prefer: 'count=exact, return=representation',
        query: [
          ['select', 'id,title'],
          ['island', 'eq.Sint Maarten'],
          ['bedrooms', 'eq.3'],
          ['order', 'daily_rate.asc,id.asc'],
          ...page(12, 12),
        ],
        body: { p_check_in: '2027-01-05', p_check_out: '2027-01-12' },
      },
    },
  ]);

  it.each(
    byTitle([
      {
        title: 'an argument expire_options does not take is refused before any request',
        call: (runner: QueryRunner) => runner.run({ kind: 'rpc', fn: 'expire_options', args: { p_now: 'later' } }),
        error: /Unknown argument\(s\) of expire_options: p_now/,
      },
      {
        title: 'available_rentals as the source of another table is refused before any request',
        call: (runner: QueryRunner) =>
          runner.run({
            kind: 'select',
            table: 'properties',
            columns: ['id'],
            source: { fn: 'available_rentals', args: { p_check_in: '2027-01-05', p_check_out: '2027-01-12' } },
          } as never),
        error: /available_rentals does not return properties rows/,
      },
    ]),
  )('%s', async (_, { call, error }) => {
    const { runner, requests } = recordingClient(() => rows([]));
    await expect(call(runner)).rejects.toThrow(error);
    expect(requests).toHaveLength(0);
  });

  itFails([
    {
      title: 'syncFeedEvents refused to a visitor (42501 from the function) fails with permission',
      answer: () => pgrstError(403, '42501', 'Only staff may sync calendars'),
      call: (runner) => bookingQueries(runner).syncFeedEvents(FEED_A, []),
      code: 'permission',
      requests: ['POST /rest/v1/rpc/sync_feed_events'],
    },
    {
      title: 'syncFeedEvents: an event colliding past the conflict handling (23P01) fails with overlap',
      answer: () => pgrstError(409, '23P01', 'conflicting key value violates exclusion constraint'),
      call: (runner) => bookingQueries(runner).syncFeedEvents(FEED_A, []),
      code: 'overlap',
      requests: ['POST /rest/v1/rpc/sync_feed_events'],
    },
    {
      title: 'expireOptions: the function timing out (57014) is an outage',
      answer: () => pgrstError(500, '57014', 'canceling statement due to statement timeout'),
      call: (runner) => bookingQueries(runner).expireOptions(),
      code: 'unavailable',
      requests: ['POST /rest/v1/rpc/expire_options'],
    },
    {
      title: 'exportCalendar: a malformed villa id (22P02) fails with constraint',
      answer: () => pgrstError(400, '22P02', 'invalid input syntax for type uuid: "villa"'),
      call: (runner) => bookingQueries(runner).exportCalendar('villa', TOKEN),
      code: 'constraint',
      requests: ['POST /rest/v1/rpc/rental_calendar_export'],
    },
    {
      title: 'getBookingReceipt: PostgREST not answering at all is an outage',
      answer: () => pgrstError(503, 'PGRST000', 'Could not connect to the database'),
      call: (runner) => bookingQueries(runner).getBookingReceipt(LINK_TOKEN),
      code: 'unavailable',
      requests: ['POST /rest/v1/rpc/booking_receipt'],
    },
  ]);
});

describe('history port over Supabase', () => {
  const HISTORY =
    'id,at,actor_id,actor_name,actor_kind,table_name,row_id,subject_table,subject_id,label,action,changes';
  const NEWEST_ENTRIES: [string, string] = ['order', 'at.desc,id.desc'];
  const MEMBER = '5a8e2f0c-1b3d-4e6f-9a7b-8c9d0e1f2a3b';
  const entry = {
    id: 7,
    at: '2026-11-26T12:00:00+00:00',
    actor_id: MEMBER,
    actor_name: 'Olivia Owner',
    actor_kind: 'staff',
    table_name: 'properties',
    row_id: PROPERTY_A,
    subject_table: 'properties',
    subject_id: PROPERTY_A,
    label: 'Villa',
    action: 'update',
    changes: { price: { before: 1, after: 2 } },
  };
  const filters = (search: string) => parseHistoryFilters(new URLSearchParams(search));

  itMakesOneRequest([
    {
      title: 'itemHistory: the newest 50 entries of one item, its own and what belongs to it',
      answer: () => rows([entry]),
      call: (runner) => historyQueries(runner).itemHistory('properties', PROPERTY_A),
      result: [entry],
      request: {
        table: 'audit_events',
        query: [
          ['select', HISTORY],
          ['subject_table', 'eq.properties'],
          ['subject_id', `eq.${PROPERTY_A}`],
          NEWEST_ENTRIES,
          ...page(0, 50),
        ],
      },
    },
    {
      title: 'listHistory: no filters — every entry readable, newest first, counted, page 1',
      answer: () => rows([entry], { range: '0-0/31' }),
      call: (runner) => historyQueries(runner).listHistory(filters('')),
      result: { rows: [entry], total: 31, page: 1, pageCount: 2 },
      request: {
        table: 'audit_events',
        prefer: 'count=exact',
        query: [['select', HISTORY], NEWEST_ENTRIES, ...page(0, 30)],
      },
    },
    {
      title: 'listHistory: a member, a kind and days in the agency’s time zone (UTC−4), a later page',
      answer: () => rows([], { range: '*/40' }),
      call: (runner) =>
        historyQueries(runner).listHistory(
          filters(`person=${MEMBER}&kind=rentals&from=2026-11-01&to=2026-11-30&page=2`),
        ),
      result: { rows: [], total: 40, page: 2, pageCount: 2 },
      request: {
        table: 'audit_events',
        prefer: 'count=exact',
        query: [
          ['select', HISTORY],
          ['actor_id', `eq.${MEMBER}`],
          ['subject_table', 'eq.rentals'],
          ['at', 'gte.2026-11-01T04:00:00.000Z'],
          ['at', 'lt.2026-12-01T04:00:00.000Z'],
          NEWEST_ENTRIES,
          ...page(30, 30),
        ],
      },
    },
    {
      title: 'listHistory: visitors are everyone of a kind, not a member',
      answer: () => rows([], { range: '*/0' }),
      call: (runner) => historyQueries(runner).listHistory(filters('person=visitors')),
      result: { rows: [], total: 0, page: 1, pageCount: 1 },
      request: {
        table: 'audit_events',
        prefer: 'count=exact',
        query: [['select', HISTORY], ['actor_kind', 'eq.visitor'], NEWEST_ENTRIES, ...page(0, 30)],
      },
    },
  ]);

  it('existingItems: one in.(…) per kind of item on the page; settings need no request', async () => {
    const { runner, requests } = recordingClient((request) =>
      request.path.endsWith('/properties') ? rows([{ id: PROPERTY_A }]) : rows([]),
    );
    const existing = await historyQueries(runner).existingItems([
      { subject_table: 'properties', subject_id: PROPERTY_B },
      { subject_table: 'properties', subject_id: PROPERTY_A },
      { subject_table: 'blog_posts', subject_id: POST_A },
      { subject_table: 'currency_settings', subject_id: 'true' },
    ]);
    expect([...existing].sort()).toEqual(['currency_settings:true', `properties:${PROPERTY_A}`]);
    expectRequests(
      requests,
      [
        {
          table: 'properties',
          query: [
            ['select', 'id'],
            ['id', `in.(${[PROPERTY_A, PROPERTY_B].sort().join(',')})`],
          ],
        },
        {
          table: 'blog_posts',
          query: [
            ['select', 'id'],
            ['id', `in.(${POST_A})`],
          ],
        },
      ],
      { anyOrder: true },
    );
  });

  itFails([
    {
      title: 'itemHistory refused to a visitor (42501: no grant) fails with permission',
      answer: () => refused('audit_events'),
      call: (runner) => historyQueries(runner).itemHistory('inquiries', LEAD_A),
      code: 'permission',
      requests: ['GET /rest/v1/audit_events'],
    },
    {
      title: 'listHistory: a database without the history (PGRST205) fails with missing_table',
      answer: () => missingTable('audit_events'),
      call: (runner) => historyQueries(runner).listHistory(filters('')),
      code: 'missing_table',
      requests: ['GET /rest/v1/audit_events'],
    },
  ]);
});

describe('figures port over Supabase: database functions (/rpc)', () => {
  const rpc = (fn: string, body: unknown): Expected => ({ method: 'POST', table: `rpc/${fn}`, query: [], body });
  const today = '2026-03-18' as CalendarDate;
  const since = '2025-09-22' as CalendarDate;

  itMakesOneRequest([
    {
      title: 'leadsPerWeek: figure_leads_per_week(p_today, p_weeks); counts as numbers',
      answer: () => rows([{ week: '2026-03-16', source: 'booking', leads: 2 }]),
      call: (runner) => figureQueries(runner).leadsPerWeek(today),
      result: [{ week: '2026-03-16', source: 'booking', leads: 2 }],
      request: rpc('figure_leads_per_week', { p_today: today, p_weeks: 26 }),
    },
    {
      title: 'leadStages: figure_lead_stages(p_since)',
      answer: () => rows([{ stage: 'new', leads: 4 }]),
      call: (runner) => figureQueries(runner).leadStages(since),
      result: [{ stage: 'new', leads: 4 }],
      request: rpc('figure_lead_stages', { p_since: since }),
    },
    {
      title: 'topListingsByLeads: figure_top_listings_by_leads(p_since, p_limit 10)',
      answer: () => rows([{ kind: 'rental', listing_id: RENTAL_A, title: 'Villa Soleil', leads: 3 }]),
      call: (runner) => figureQueries(runner).topListingsByLeads(since),
      result: [{ kind: 'rental', listing_id: RENTAL_A, title: 'Villa Soleil', leads: 3 }],
      request: rpc('figure_top_listings_by_leads', { p_since: since, p_limit: 10 }),
    },
    {
      title: 'occupancy: figure_occupancy(p_from, p_months 6)',
      answer: () =>
        rows([
          {
            rental_id: RENTAL_A,
            title: 'Villa Soleil',
            month: '2026-03-01',
            nights: 31,
            booked: 3,
            held: 0,
            blocked: 1,
          },
        ]),
      call: (runner) => figureQueries(runner).occupancy(today),
      result: [
        { rental_id: RENTAL_A, title: 'Villa Soleil', month: '2026-03-01', nights: 31, booked: 3, held: 0, blocked: 1 },
      ],
      request: rpc('figure_occupancy', { p_from: today, p_months: 6 }),
    },
    {
      title: 'topListingsByViews: figure_page_views_top(p_since, p_until, p_limit)',
      answer: () => rows([{ kind: 'property', listing_id: PROPERTY_A, title: 'Villa', views: 40 }]),
      call: (runner) => figureQueries(runner).topListingsByViews(since, today, 5),
      result: [{ kind: 'property', listing_id: PROPERTY_A, title: 'Villa', views: 40 }],
      request: rpc('figure_page_views_top', { p_since: since, p_until: today, p_limit: 5 }),
    },
    {
      title: 'dailyViews: figure_page_views_daily(p_since, p_until)',
      answer: () => rows([{ day: '2026-03-18', views: 12 }]),
      call: (runner) => figureQueries(runner).dailyViews(today, today),
      result: [{ day: '2026-03-18', views: 12 }],
      request: rpc('figure_page_views_daily', { p_since: today, p_until: today }),
    },
    {
      title: 'recordPageViews: the counts as a JSON array of p_views; the rows it wrote',
      answer: () => rows(2),
      call: (runner) =>
        figureQueries(runner).recordPageViews([
          { kind: 'rental', id: RENTAL_A, day: today, views: 3 },
          { kind: 'property', id: PROPERTY_A, day: today, views: 1 },
        ]),
      result: 2,
      request: rpc('record_page_views', {
        p_views: [
          { kind: 'rental', id: RENTAL_A, day: today, views: 3 },
          { kind: 'property', id: PROPERTY_A, day: today, views: 1 },
        ],
      }),
    },
  ]);

  it('recordPageViews: nothing counted → no request', async () => {
    const { runner, requests } = recordingClient(() => rows(0));
    expect(await figureQueries(runner).recordPageViews([])).toBe(0);
    expect(requests).toHaveLength(0);
  });

  it('dashboardFigures: the six functions at once, for the periods of the day', async () => {
    const { runner, requests } = recordingClient(() => rows([]));
    const figures = await figureQueries(runner).dashboardFigures(today);
    expect(figures.periods).toMatchObject({ leadsSince: since, occupancyFrom: '2026-03-01', viewsSince: '2026-02-17' });
    expectRequests(
      requests,
      [
        rpc('figure_leads_per_week', { p_today: today, p_weeks: 26 }),
        rpc('figure_lead_stages', { p_since: since }),
        rpc('figure_top_listings_by_leads', { p_since: since, p_limit: 10 }),
        rpc('figure_occupancy', { p_from: '2026-03-01', p_months: 6 }),
        rpc('figure_page_views_top', { p_since: '2026-02-17', p_until: today, p_limit: 10 }),
        rpc('figure_page_views_daily', { p_since: '2026-02-17', p_until: today }),
      ],
      { anyOrder: true },
    );
  });

  itFails([
    {
      title: 'recordPageViews refused to anyone but the service role (42501) fails with permission',
      answer: () => pgrstError(401, '42501', 'permission denied for function record_page_views'),
      call: (runner) => figureQueries(runner).recordPageViews([{ kind: 'rental', id: RENTAL_A, day: today, views: 1 }]),
      code: 'permission',
      requests: ['POST /rest/v1/rpc/record_page_views'],
    },
    {
      title: 'leadsPerWeek refused to a visitor (42501) fails with permission',
      answer: () => pgrstError(401, '42501', 'permission denied for function figure_leads_per_week'),
      call: (runner) => figureQueries(runner).leadsPerWeek(today),
      code: 'permission',
      requests: ['POST /rest/v1/rpc/figure_leads_per_week'],
    },
  ]);
});

describe('bookings export over Supabase', () => {
  const EXPORT =
    'id,reference,rental_id,check_in,check_out,status,source,guest_name,guests,option_expires_at,created_at,quote,guest_email,guest_phone';
  const stay = (index: number) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    reference: `IE-${String(index).padStart(8, '0')}`,
    rental_id: RENTAL_A,
    check_in: '2027-01-05',
    check_out: '2027-01-12',
    status: 'confirmed',
    source: 'website',
    guest_name: 'Guest',
    guests: 2,
    option_expires_at: null,
    created_at: '2026-11-20T10:00:00+00:00',
    quote: index === 0 ? { total: 8400, currency: 'EUR' } : null,
    guest_email: 'guest@example.com',
    guest_phone: null,
  });

  it('exportStays: the list’s filters and order, a thousand rows a request until a short chunk', async () => {
    const { runner, requests } = recordingClient((request) => {
      const offset = Number(request.query.find(([name]) => name === 'offset')?.[1] ?? 0);
      return rows(Array.from({ length: offset === 0 ? 1000 : 2 }, (_, index) => stay(offset + index)));
    });
    const exported = await bookingQueries(runner).exportStays({
      status: 'confirmed',
      rental: RENTAL_A,
      from: '2027-01-01' as CalendarDate,
      order: 'arrival',
      page: 4,
    });
    expect(exported).toHaveLength(1002);
    expect(exported[0]).toMatchObject({ quote_total: 8400, quote_currency: 'EUR', guest_email: 'guest@example.com' });
    expect(exported[1]).toMatchObject({ quote_total: null, quote_currency: 'USD' });
    const query = (offset: number): Query => [
      ['select', EXPORT],
      ['status', 'eq.confirmed'],
      ['rental_id', `eq.${RENTAL_A}`],
      ['check_out', 'gt.2027-01-01'],
      ['order', 'check_in.asc,id.asc'],
      ...page(offset, 1000),
    ];
    expectRequests(requests, [
      { table: 'stays', query: query(0) },
      { table: 'stays', query: query(1000) },
    ]);
  });
});
