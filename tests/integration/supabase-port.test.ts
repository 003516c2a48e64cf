import { beforeEach, describe, expect, it } from 'vitest';
import { parseAdminListState } from '#app/domain/admin-lists';
import { parsePropertyFilters, parseRentalFilters } from '#app/domain/filter-params';
import { adminPort } from '#app/server/backend/admin.server';
import { clearCounts } from '#app/server/backend/count-cache.server';
import { inquiriesPort } from '#app/server/backend/inquiries.server';
import { listingsPort } from '#app/server/backend/listings.server';
import { BackendError } from '#app/server/backend/query';
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
const INQUIRY_A = '3f1d2c4b-5a69-4788-9abc-def012345678';

const PROPERTY_CARD = 'id,title,price,property_type,location,island,bedrooms,bathrooms,area,images,featured';
const RENTAL_CARD =
  'id,title,daily_rate,location,island,bedrooms,bathrooms,area,images,featured,min_stay_days,max_guests';
const PUBLIC_PROPERTY = `${PROPERTY_CARD},description,address,amenities,latitude,longitude,created_at`;
const PUBLIC_RENTAL = `${RENTAL_CARD},description,address,amenities,latitude,longitude,availability_calendar,created_at`;
const BLOG_SUMMARY = 'id,slug,title,content,featured_image,created_at';
const ADMIN_PROPERTY =
  'id,title,price,property_type,location,island,bedrooms,bathrooms,area,status,featured,images,created_at,updated_at';
const ADMIN_RENTAL =
  'id,title,daily_rate,location,island,bedrooms,bathrooms,area,status,featured,images,min_stay_days,max_guests,created_at,updated_at';
const ADMIN_BLOG = 'id,slug,title,featured_image,status,created_at,updated_at';
const INQUIRY = 'id,name,email,phone,message,read,source,property_id,rental_id,created_at';
const PROPERTY =
  'id,title,description,price,property_type,location,address,island,bedrooms,bathrooms,area,status,featured,amenities,images,latitude,longitude,created_at,updated_at';
const RENTAL =
  'id,title,description,daily_rate,location,address,island,bedrooms,bathrooms,area,status,featured,amenities,images,latitude,longitude,min_stay_days,max_guests,availability_calendar,created_at,updated_at';
const BLOG = 'id,slug,title,content,featured_image,status,created_at,updated_at';

/** A PostgREST JSON answer; `range` is the Content-Range header PostgREST sends with `count=exact`. */
function rows(body: unknown, { status = 200, range }: { status?: number; range?: string } = {}): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' });
  if (range) headers.set('Content-Range', range);
  return new Response(JSON.stringify(body), { status, headers });
}

/** A PostgREST error answer, as PostgREST shapes it. */
const pgrstError = (status: number, code: string, message: string) =>
  Response.json({ code, details: null, hint: null, message }, { status });

const missingTable = (table: string) =>
  pgrstError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
};

const queryOf = (request: Recorded | undefined) => request?.query;

beforeEach(() => {
  // The public list counts are process-wide; every test starts without any.
  clearCounts();
});

describe('listings port over Supabase', () => {
  it('ping reads one published property id, without counting', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: PROPERTY_A }]));
    await expect(listingsPort(runner).ping()).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/properties' });
    expect(queryOf(requests[0])).toEqual([
      ['select', 'id'],
      ['status', 'eq.published'],
      ['offset', '0'],
      ['limit', '1'],
    ]);
    expect(requests[0]!.headers.prefer).toBeUndefined();
  });

  it('ping fails when PostgREST does', async () => {
    const { runner } = recordingClient(() => pgrstError(401, '42501', 'permission denied for table properties'));
    expect((await failureOf(listingsPort(runner).ping())).code).toBe('permission');
  });

  it('listFeaturedProperties: three newest featured, published cards', async () => {
    const cards = [{ id: PROPERTY_A, title: 'Villa', price: 1_250_000, images: ['/a.webp'], featured: true }];
    const { runner, requests } = recordingClient(() => rows(cards));
    expect(await listingsPort(runner).listFeaturedProperties()).toEqual(cards);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/properties' });
    expect(queryOf(requests[0])).toEqual([
      ['select', PROPERTY_CARD],
      ['status', 'eq.published'],
      ['featured', 'eq.true'],
      ['order', 'created_at.desc,id.desc'],
      ['offset', '0'],
      ['limit', '3'],
    ]);
  });

  it('listPublishedProperties: page 1 counts exactly, a later page of the same filters reuses the count', async () => {
    const cards = [{ id: PROPERTY_A }, { id: PROPERTY_B }];
    const { runner, requests } = recordingClient((request) =>
      // PostgREST sends the total only when asked; otherwise its Content-Range ends in '/*'.
      rows(cards, { range: request.headers.prefer === 'count=exact' ? '0-11/31' : '24-25/*' }),
    );
    const port = listingsPort(runner);
    const search = 'island=Saint+Barth%C3%A9lemy&type=house&price=1000000-3000000&bedrooms=2&sort=price-desc';

    const first = await port.listPublishedProperties(parsePropertyFilters(new URLSearchParams(search)));
    expect(first).toEqual({ rows: cards, total: 31, page: 1, pageCount: 3 });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/properties' });
    expect(requests[0]!.headers.prefer).toBe('count=exact');
    expect(queryOf(requests[0])).toEqual([
      ['select', PROPERTY_CARD],
      ['status', 'eq.published'],
      ['island', 'eq.Saint Barthélemy'],
      ['property_type', 'eq.house'],
      ['price', 'gte.1000000'],
      ['price', 'lte.3000000'],
      ['bedrooms', 'gte.2'],
      ['order', 'price.desc,id.desc'],
      ['offset', '0'],
      ['limit', '12'],
    ]);

    const third = await port.listPublishedProperties(parsePropertyFilters(new URLSearchParams(`${search}&page=3`)));
    expect(third).toEqual({ rows: cards, total: 31, page: 3, pageCount: 3 });
    expect(requests[1]!.headers.prefer).toBeUndefined();
    expect(queryOf(requests[1])).toEqual([...queryOf(requests[0])!.slice(0, -2), ['offset', '24'], ['limit', '12']]);

    // Other filters are another count.
    await port.listPublishedProperties(parsePropertyFilters(new URLSearchParams('island=Sint+Maarten')));
    expect(requests[2]!.headers.prefer).toBe('count=exact');
    expect(queryOf(requests[2])).toEqual([
      ['select', PROPERTY_CARD],
      ['status', 'eq.published'],
      ['island', 'eq.Sint Maarten'],
      ['order', 'created_at.desc,id.desc'],
      ['offset', '0'],
      ['limit', '12'],
    ]);

    // Once the counts are dropped (a staff write), the same filters count again.
    clearCounts();
    await port.listPublishedProperties(parsePropertyFilters(new URLSearchParams(`${search}&page=3`)));
    expect(requests[3]!.headers.prefer).toBe('count=exact');
    expect(requests).toHaveLength(4);
  });

  it('listPublishedProperties: an empty result still has one page', async () => {
    const { runner } = recordingClient(() => rows([], { range: '*/0' }));
    expect(
      await listingsPort(runner).listPublishedProperties(parsePropertyFilters(new URLSearchParams('bedrooms=40'))),
    ).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });

  it('getPublishedProperty: one published row by uuid; none → null; a non-uuid → null without a request', async () => {
    const row = { id: PROPERTY_A, title: 'Villa', amenities: ['Pool'], latitude: 17.9, longitude: -62.8 };
    let answer = () => rows([row]);
    const { runner, requests } = recordingClient(() => answer());
    const port = listingsPort(runner);

    expect(await port.getPublishedProperty(PROPERTY_A)).toEqual(row);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/properties' });
    expect(queryOf(requests[0])).toEqual([
      ['select', PUBLIC_PROPERTY],
      ['status', 'eq.published'],
      ['id', `eq.${PROPERTY_A}`],
      ['limit', '2'],
    ]);

    answer = () => rows([]);
    expect(await port.getPublishedProperty(PROPERTY_B)).toBeNull();
    expect(queryOf(requests[1])).toContainEqual(['id', `eq.${PROPERTY_B}`]);

    expect(await port.getPublishedProperty('not-a-uuid')).toBeNull();
    expect(await port.getPublishedProperty(`${PROPERTY_A}x`)).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('getPublishedProperty: two rows for one id is an error, not a guess', async () => {
    const { runner } = recordingClient(() => rows([{ id: PROPERTY_A }, { id: PROPERTY_A }]));
    expect((await failureOf(listingsPort(runner).getPublishedProperty(PROPERTY_A))).code).toBe('unknown');
  });

  it('listPublishedRentals: every filter, a later page, the exact count', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: RENTAL_A }], { range: '12-12/13' }));
    const filters = parseRentalFilters(
      new URLSearchParams('island=Sint+Maarten&price=500-1000&bedrooms=3&guests=6&minStay=5&page=2'),
    );
    expect(await listingsPort(runner).listPublishedRentals(filters)).toEqual({
      rows: [{ id: RENTAL_A }],
      total: 13,
      page: 2,
      pageCount: 2,
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/rentals' });
    expect(requests[0]!.headers.prefer).toBe('count=exact');
    expect(queryOf(requests[0])).toEqual([
      ['select', RENTAL_CARD],
      ['status', 'eq.published'],
      ['island', 'eq.Sint Maarten'],
      ['daily_rate', 'gte.500'],
      ['daily_rate', 'lte.1000'],
      ['bedrooms', 'gte.3'],
      ['max_guests', 'gte.6'],
      ['min_stay_days', 'lte.5'],
      ['order', 'created_at.desc,id.desc'],
      ['offset', '12'],
      ['limit', '12'],
    ]);
  });

  it('listPublishedRentals: the second request of the same filters does not count', async () => {
    const { runner, requests } = recordingClient(() => rows([], { range: '*/5' }));
    const port = listingsPort(runner);
    const filters = parseRentalFilters(new URLSearchParams('island=Sint+Maarten'));
    expect((await port.listPublishedRentals(filters)).total).toBe(5);
    expect((await port.listPublishedRentals(filters)).total).toBe(5);
    expect(requests.map((r) => r.headers.prefer)).toEqual(['count=exact', undefined]);
  });

  it('getPublishedRental: one published row by uuid; none → null; a non-uuid → null without a request', async () => {
    const row = { id: RENTAL_A, daily_rate: 850, availability_calendar: [{ from: '2026-01-01', to: '2026-01-08' }] };
    let answer = () => rows([row]);
    const { runner, requests } = recordingClient(() => answer());
    const port = listingsPort(runner);
    expect(await port.getPublishedRental(RENTAL_A)).toEqual(row);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/rentals' });
    expect(queryOf(requests[0])).toEqual([
      ['select', PUBLIC_RENTAL],
      ['status', 'eq.published'],
      ['id', `eq.${RENTAL_A}`],
      ['limit', '2'],
    ]);
    answer = () => rows([]);
    expect(await port.getPublishedRental(RENTAL_B)).toBeNull();
    expect(await port.getPublishedRental('42')).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('getPublishedRental: a missing rentals table surfaces as missing_table', async () => {
    const { runner } = recordingClient(() => missingTable('rentals'));
    expect((await failureOf(listingsPort(runner).getPublishedRental(RENTAL_A))).code).toBe('missing_table');
  });

  it('listPublishedPosts: a page of the given size, newest first, counted', async () => {
    const posts = [{ id: POST_A, slug: 'a', title: 'A' }];
    const { runner, requests } = recordingClient(() => rows(posts, { range: '6-6/7' }));
    expect(await listingsPort(runner).listPublishedPosts(2, 6)).toEqual({
      rows: posts,
      total: 7,
      page: 2,
      pageCount: 2,
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/blog_posts' });
    expect(requests[0]!.headers.prefer).toBe('count=exact');
    expect(queryOf(requests[0])).toEqual([
      ['select', BLOG_SUMMARY],
      ['status', 'eq.published'],
      ['order', 'created_at.desc,id.desc'],
      ['offset', '6'],
      ['limit', '6'],
    ]);
  });

  it('getPublishedPost: one published post by slug; none → null', async () => {
    const post = { id: POST_A, slug: 'buying-in-st-barths', title: 'Buying' };
    let answer = () => rows([post]);
    const { runner, requests } = recordingClient(() => answer());
    const port = listingsPort(runner);
    expect(await port.getPublishedPost('buying-in-st-barths')).toEqual(post);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/blog_posts' });
    expect(queryOf(requests[0])).toEqual([
      ['select', BLOG_SUMMARY],
      ['status', 'eq.published'],
      ['slug', 'eq.buying-in-st-barths'],
      ['limit', '2'],
    ]);
    answer = () => rows([]);
    expect(await port.getPublishedPost('no-such-post')).toBeNull();
    expect(queryOf(requests[1])).toContainEqual(['slug', 'eq.no-such-post']);
  });

  it('listPublishedPropertiesByIds: none → no request; several → one in.(…) of the uuids among them', async () => {
    const cards = [{ id: PROPERTY_A }, { id: PROPERTY_B }];
    const { runner, requests } = recordingClient(() => rows(cards));
    const port = listingsPort(runner);
    expect(await port.listPublishedPropertiesByIds([])).toEqual([]);
    expect(requests).toHaveLength(0);

    expect(await port.listPublishedPropertiesByIds([PROPERTY_B, 'junk', PROPERTY_A])).toEqual(cards);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/properties' });
    expect(queryOf(requests[0])).toEqual([
      ['select', PROPERTY_CARD],
      ['status', 'eq.published'],
      ['id', `in.(${PROPERTY_B},${PROPERTY_A})`],
      ['order', 'id.asc'],
      ['offset', '0'],
      ['limit', '100'],
    ]);
  });

  it('listPublishedRentalsByIds: none → no request; several → one in.(…)', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: RENTAL_B }]));
    const port = listingsPort(runner);
    expect(await port.listPublishedRentalsByIds([])).toEqual([]);
    expect(requests).toHaveLength(0);
    expect(await port.listPublishedRentalsByIds([RENTAL_A, RENTAL_B])).toEqual([{ id: RENTAL_B }]);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/rentals' });
    expect(queryOf(requests[0])).toEqual([
      ['select', RENTAL_CARD],
      ['status', 'eq.published'],
      ['id', `in.(${RENTAL_A},${RENTAL_B})`],
      ['order', 'id.asc'],
      ['offset', '0'],
      ['limit', '100'],
    ]);
  });
});

describe('inquiries port over Supabase', () => {
  const inquiry = {
    id: INQUIRY_A,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '',
    message: 'Is the villa available in March?',
    source: 'property' as const,
    propertyId: PROPERTY_A,
  };

  it('createInquiry posts the row and asks nothing back; 201 → not a duplicate', async () => {
    const { runner, requests } = recordingClient(() => new Response(null, { status: 201, statusText: 'Created' }));
    expect(await inquiriesPort(runner).createInquiry(inquiry)).toEqual({ duplicate: false });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/rest/v1/inquiries', query: [] });
    expect(requests[0]!.body).toEqual({
      id: INQUIRY_A,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      message: 'Is the villa available in March?',
      source: 'property',
      property_id: PROPERTY_A,
      rental_id: null,
      read: false,
    });
    // No `return=representation` (visitors may not read inquiries back), so no Prefer at all.
    expect(requests[0]!.headers.prefer).toBeUndefined();
    expect(requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('createInquiry: the same submission again (409, 23505) is a duplicate, not a failure', async () => {
    const { runner, requests } = recordingClient(() =>
      pgrstError(409, '23505', 'duplicate key value violates unique constraint "inquiries_pkey"'),
    );
    expect(await inquiriesPort(runner).createInquiry(inquiry)).toEqual({ duplicate: true });
    expect(requests).toHaveLength(1);
  });

  it('createInquiry rethrows other failures with their code', async () => {
    const refused = recordingClient(() =>
      pgrstError(401, '42501', 'new row violates row-level security policy for table "inquiries"'),
    );
    expect((await failureOf(inquiriesPort(refused.runner).createInquiry(inquiry))).code).toBe('permission');
    const invalid = recordingClient(() =>
      pgrstError(400, '23514', 'new row for relation "inquiries" violates check constraint "inquiries_email_check"'),
    );
    expect((await failureOf(inquiriesPort(invalid.runner).createInquiry(inquiry))).code).toBe('constraint');
    const missing = recordingClient(() => missingTable('inquiries'));
    expect((await failureOf(inquiriesPort(missing.runner).createInquiry(inquiry))).code).toBe('missing_table');
  });
});

describe('admin port over Supabase: lists', () => {
  it('listAdminProperties: search, status, sort, a later page; the exact total and page count', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: PROPERTY_A }], { range: '20-39/45' }));
    const state = parseAdminListState(
      'properties',
      new URLSearchParams('q=ocean&status=published&sort=price&dir=desc&page=2'),
    );
    expect(await adminPort(runner).listAdminProperties(state)).toEqual({
      rows: [{ id: PROPERTY_A }],
      total: 45,
      page: 2,
      pageCount: 3,
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/properties' });
    expect(requests[0]!.headers.prefer).toBe('count=exact');
    expect(queryOf(requests[0])).toEqual([
      ['select', ADMIN_PROPERTY],
      ['or', '(title.ilike."%ocean%",location.ilike."%ocean%",island.ilike."%ocean%")'],
      ['status', 'eq.published'],
      ['order', 'price.desc,id.desc'],
      ['offset', '20'],
      ['limit', '20'],
    ]);
  });

  it('listAdminProperties counts on every request (no cache for staff lists)', async () => {
    const { runner, requests } = recordingClient(() => rows([], { range: '*/0' }));
    const state = parseAdminListState('properties', new URLSearchParams());
    expect(await adminPort(runner).listAdminProperties(state)).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
    await adminPort(runner).listAdminProperties(state);
    expect(requests.map((r) => r.headers.prefer)).toEqual(['count=exact', 'count=exact']);
  });

  it('listAdminRentals: the defaults (all statuses, newest first, page 1)', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: RENTAL_A }], { range: '0-19/20' }));
    const state = parseAdminListState('rentals', new URLSearchParams());
    expect(await adminPort(runner).listAdminRentals(state)).toEqual({
      rows: [{ id: RENTAL_A }],
      total: 20,
      page: 1,
      pageCount: 1,
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/rentals' });
    expect(requests[0]!.headers.prefer).toBe('count=exact');
    expect(queryOf(requests[0])).toEqual([
      ['select', ADMIN_RENTAL],
      ['order', 'created_at.desc,id.desc'],
      ['offset', '0'],
      ['limit', '20'],
    ]);
  });

  it('listAdminRentals: a column sort starts ascending', async () => {
    const { runner, requests } = recordingClient(() => rows([], { range: '*/21' }));
    const state = parseAdminListState('rentals', new URLSearchParams('sort=daily_rate&status=archived'));
    expect(await adminPort(runner).listAdminRentals(state)).toMatchObject({ total: 21, pageCount: 2 });
    expect(queryOf(requests[0])).toEqual([
      ['select', ADMIN_RENTAL],
      ['status', 'eq.archived'],
      ['order', 'daily_rate.asc,id.asc'],
      ['offset', '0'],
      ['limit', '20'],
    ]);
  });

  it('listAdminBlogPosts: search over title, content and slug; draft only; by slug', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: POST_A }], { range: '40-40/41' }));
    const state = parseAdminListState('blog_posts', new URLSearchParams('q=Guide&status=draft&sort=slug&page=3'));
    expect(await adminPort(runner).listAdminBlogPosts(state)).toEqual({
      rows: [{ id: POST_A }],
      total: 41,
      page: 3,
      pageCount: 3,
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/blog_posts' });
    expect(requests[0]!.headers.prefer).toBe('count=exact');
    expect(queryOf(requests[0])).toEqual([
      ['select', ADMIN_BLOG],
      ['or', '(title.ilike."%Guide%",content.ilike."%Guide%",slug.ilike."%Guide%")'],
      ['status', 'eq.draft'],
      ['order', 'slug.asc,id.asc'],
      ['offset', '40'],
      ['limit', '20'],
    ]);
  });

  it('listInquiries: search over name, email and message; unread or read', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: INQUIRY_A }], { range: '0-0/1' }));
    const port = adminPort(runner);
    const unread = parseAdminListState('inquiries', new URLSearchParams('q=ada&read=unread&status=draft'));
    expect(await port.listInquiries(unread)).toEqual({ rows: [{ id: INQUIRY_A }], total: 1, page: 1, pageCount: 1 });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/inquiries' });
    expect(requests[0]!.headers.prefer).toBe('count=exact');
    // Inquiries have no status: the status parameter is ignored.
    expect(queryOf(requests[0])).toEqual([
      ['select', INQUIRY],
      ['or', '(name.ilike."%ada%",email.ilike."%ada%",message.ilike."%ada%")'],
      ['read', 'eq.false'],
      ['order', 'created_at.desc,id.desc'],
      ['offset', '0'],
      ['limit', '20'],
    ]);
    await port.listInquiries(parseAdminListState('inquiries', new URLSearchParams('read=read&dir=asc')));
    expect(queryOf(requests[1])).toEqual([
      ['select', INQUIRY],
      ['read', 'eq.true'],
      ['order', 'created_at.asc,id.asc'],
      ['offset', '0'],
      ['limit', '20'],
    ]);
  });

  it('a list refused by row level security fails with permission', async () => {
    const { runner } = recordingClient(() => pgrstError(401, '42501', 'permission denied for table inquiries'));
    const state = parseAdminListState('inquiries', new URLSearchParams());
    expect((await failureOf(adminPort(runner).listInquiries(state))).code).toBe('permission');
  });
});

describe('admin port over Supabase: one row', () => {
  const cases = [
    {
      name: 'getProperty',
      table: 'properties',
      columns: PROPERTY,
      id: PROPERTY_A,
      get: (p: ReturnType<typeof adminPort>, id: string) => p.getProperty(id),
    },
    {
      name: 'getRental',
      table: 'rentals',
      columns: RENTAL,
      id: RENTAL_A,
      get: (p: ReturnType<typeof adminPort>, id: string) => p.getRental(id),
    },
    {
      name: 'getBlogPost',
      table: 'blog_posts',
      columns: BLOG,
      id: POST_A,
      get: (p: ReturnType<typeof adminPort>, id: string) => p.getBlogPost(id),
    },
    {
      name: 'getInquiry',
      table: 'inquiries',
      columns: INQUIRY,
      id: INQUIRY_A,
      get: (p: ReturnType<typeof adminPort>, id: string) => p.getInquiry(id),
    },
  ] as const;

  for (const { name, table, columns, id, get } of cases) {
    it(`${name}: the row by id (any status); none → null`, async () => {
      const row = { id, title: 'Row', status: 'draft' };
      let answer = () => rows([row]);
      const { runner, requests } = recordingClient(() => answer());
      const port = adminPort(runner);
      expect(await get(port, id)).toEqual(row);
      expect(requests[0]).toMatchObject({ method: 'GET', path: `/rest/v1/${table}` });
      expect(queryOf(requests[0])).toEqual([
        ['select', columns],
        ['id', `eq.${id}`],
        ['limit', '2'],
      ]);
      expect(requests[0]!.headers.prefer).toBeUndefined();
      answer = () => rows([]);
      expect(await get(port, id)).toBeNull();
      expect(requests).toHaveLength(2);
    });
  }
});

describe('admin port over Supabase: writes', () => {
  const propertyValues = {
    title: 'Villa Azur',
    price: 4_500_000,
    amenities: ['Pool', 'Gym'],
    latitude: null,
    status: 'draft',
  };
  const rentalValues = {
    title: 'Casa',
    daily_rate: 900,
    availability_calendar: [{ from: '2026-02-01', to: '2026-02-08' }],
  };
  const postValues = { title: 'Guide', slug: 'guide', content: '# Guide', status: 'published' };

  it('saveProperty inserts (POST, select=id, return=representation) and returns the new id', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: PROPERTY_A }], { status: 201 }));
    expect(await adminPort(runner).saveProperty(null, propertyValues)).toBe(PROPERTY_A);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/properties',
      query: [['select', 'id']],
      body: propertyValues,
    });
    expect(requests[0]!.headers.prefer).toBe('return=representation');
  });

  it('saveProperty updates by id (PATCH id=eq., select=id)', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: PROPERTY_B }]));
    expect(await adminPort(runner).saveProperty(PROPERTY_B, propertyValues)).toBe(PROPERTY_B);
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/rest/v1/properties',
      query: [
        ['id', `eq.${PROPERTY_B}`],
        ['select', 'id'],
      ],
      body: propertyValues,
    });
    expect(requests[0]!.headers.prefer).toBe('return=representation');
  });

  it('saveRental inserts and updates, sending the calendar as JSON', async () => {
    const { runner, requests } = recordingClient((request) =>
      rows([{ id: request.method === 'POST' ? RENTAL_A : RENTAL_B }], {
        status: request.method === 'POST' ? 201 : 200,
      }),
    );
    const port = adminPort(runner);
    expect(await port.saveRental(null, rentalValues)).toBe(RENTAL_A);
    expect(await port.saveRental(RENTAL_B, rentalValues)).toBe(RENTAL_B);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rentals',
      query: [['select', 'id']],
      body: rentalValues,
    });
    expect(requests[1]).toMatchObject({
      method: 'PATCH',
      path: '/rest/v1/rentals',
      query: [
        ['id', `eq.${RENTAL_B}`],
        ['select', 'id'],
      ],
      body: rentalValues,
    });
    expect(requests.map((r) => r.headers.prefer)).toEqual(['return=representation', 'return=representation']);
  });

  it('saveBlogPost inserts and updates', async () => {
    const { runner, requests } = recordingClient((request) =>
      rows([{ id: request.method === 'POST' ? POST_A : POST_B }], { status: request.method === 'POST' ? 201 : 200 }),
    );
    const port = adminPort(runner);
    expect(await port.saveBlogPost(null, postValues)).toBe(POST_A);
    expect(await port.saveBlogPost(POST_B, postValues)).toBe(POST_B);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/blog_posts',
      query: [['select', 'id']],
      body: postValues,
    });
    expect(requests[1]).toMatchObject({
      method: 'PATCH',
      path: '/rest/v1/blog_posts',
      query: [
        ['id', `eq.${POST_B}`],
        ['select', 'id'],
      ],
      body: postValues,
    });
  });

  it('a save that row level security filtered out (PostgREST answers []) is refused', async () => {
    const { runner } = recordingClient(() => rows([]));
    const port = adminPort(runner);
    expect((await failureOf(port.saveProperty(PROPERTY_A, propertyValues))).code).toBe('permission');
    expect((await failureOf(port.saveRental(null, rentalValues))).code).toBe('permission');
    expect((await failureOf(port.saveBlogPost(POST_A, postValues))).code).toBe('permission');
  });

  it('saveBlogPost with a slug already in use fails with unique', async () => {
    const { runner } = recordingClient(() =>
      pgrstError(409, '23505', 'duplicate key value violates unique constraint "blog_posts_slug_key"'),
    );
    expect((await failureOf(adminPort(runner).saveBlogPost(null, postValues))).code).toBe('unique');
  });

  it('saveRental against a missing rentals table (PGRST205) fails with missing_table', async () => {
    const { runner, requests } = recordingClient(() => missingTable('rentals'));
    const port = adminPort(runner);
    expect((await failureOf(port.saveRental(null, rentalValues))).code).toBe('missing_table');
    expect((await failureOf(port.saveRental(RENTAL_A, rentalValues))).code).toBe('missing_table');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /rest/v1/rentals', 'PATCH /rest/v1/rentals']);
  });

  it('setStatus, setFeatured and markInquiryRead patch one column by id; [] → false, one row → true', async () => {
    let answer = () => rows([{ id: RENTAL_A }]);
    const { runner, requests } = recordingClient(() => answer());
    const port = adminPort(runner);

    expect(await port.setStatus('rentals', RENTAL_A, 'archived')).toBe(true);
    expect(await port.setFeatured('properties', PROPERTY_A, true)).toBe(true);
    expect(await port.markInquiryRead(INQUIRY_A)).toBe(true);
    answer = () => rows([]);
    expect(await port.setStatus('blog_posts', POST_A, 'published')).toBe(false);
    expect(await port.setFeatured('rentals', RENTAL_B, false)).toBe(false);
    expect(await port.markInquiryRead(INQUIRY_A)).toBe(false);

    expect(requests.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      {
        method: 'PATCH',
        path: '/rest/v1/rentals',
        query: [
          ['id', `eq.${RENTAL_A}`],
          ['select', 'id'],
        ],
        body: { status: 'archived' },
      },
      {
        method: 'PATCH',
        path: '/rest/v1/properties',
        query: [
          ['id', `eq.${PROPERTY_A}`],
          ['select', 'id'],
        ],
        body: { featured: true },
      },
      {
        method: 'PATCH',
        path: '/rest/v1/inquiries',
        query: [
          ['id', `eq.${INQUIRY_A}`],
          ['select', 'id'],
        ],
        body: { read: true },
      },
      {
        method: 'PATCH',
        path: '/rest/v1/blog_posts',
        query: [
          ['id', `eq.${POST_A}`],
          ['select', 'id'],
        ],
        body: { status: 'published' },
      },
      {
        method: 'PATCH',
        path: '/rest/v1/rentals',
        query: [
          ['id', `eq.${RENTAL_B}`],
          ['select', 'id'],
        ],
        body: { featured: false },
      },
      {
        method: 'PATCH',
        path: '/rest/v1/inquiries',
        query: [
          ['id', `eq.${INQUIRY_A}`],
          ['select', 'id'],
        ],
        body: { read: true },
      },
    ]);
    for (const request of requests) expect(request.headers.prefer).toBe('return=representation');
  });

  it('deleteRow deletes by id, returning the id; one row → true, [] → false', async () => {
    let answer = () => rows([{ id: POST_A }]);
    const { runner, requests } = recordingClient(() => answer());
    const port = adminPort(runner);
    expect(await port.deleteRow('blog_posts', POST_A)).toBe(true);
    answer = () => rows([]);
    expect(await port.deleteRow('inquiries', INQUIRY_A)).toBe(false);
    expect(requests[0]).toMatchObject({
      method: 'DELETE',
      path: '/rest/v1/blog_posts',
      query: [
        ['id', `eq.${POST_A}`],
        ['select', 'id'],
      ],
      body: undefined,
    });
    expect(requests[1]).toMatchObject({
      method: 'DELETE',
      path: '/rest/v1/inquiries',
      query: [
        ['id', `eq.${INQUIRY_A}`],
        ['select', 'id'],
      ],
    });
    expect(requests.map((r) => r.headers.prefer)).toEqual(['return=representation', 'return=representation']);
  });

  it('a write refused outright (42501) fails with permission', async () => {
    const { runner } = recordingClient(() => pgrstError(403, '42501', 'permission denied for table properties'));
    const port = adminPort(runner);
    expect((await failureOf(port.deleteRow('properties', PROPERTY_A))).code).toBe('permission');
    expect((await failureOf(port.setStatus('properties', PROPERTY_A, 'draft'))).code).toBe('permission');
  });
});

describe('admin port over Supabase: slugs and the dashboard', () => {
  it('isSlugTaken asks for up to two ids with the slug; taken only by another id', async () => {
    let answer = () => rows([{ id: POST_A }]);
    const { runner, requests } = recordingClient(() => answer());
    const port = adminPort(runner);
    expect(await port.isSlugTaken('villa-guide', null)).toBe(true);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/blog_posts' });
    expect(queryOf(requests[0])).toEqual([
      ['select', 'id'],
      ['slug', 'eq.villa-guide'],
      ['offset', '0'],
      ['limit', '2'],
    ]);
    expect(await port.isSlugTaken('villa-guide', POST_A)).toBe(false);
    expect(await port.isSlugTaken('villa-guide', POST_B)).toBe(true);
    answer = () => rows([]);
    expect(await port.isSlugTaken('new-slug', null)).toBe(false);
    expect(requests).toHaveLength(4);
  });

  it('countDashboard: five HEAD counts, the unread one filtered, totals from Content-Range', async () => {
    const totals: Record<string, number> = { properties: 14, rentals: 9, blog_posts: 6, inquiries: 23 };
    const { runner, requests } = recordingClient((request) => {
      const table = request.path.replace('/rest/v1/', '');
      const unread = request.query.some(([key, value]) => key === 'read' && value === 'eq.false');
      return new Response(null, { headers: { 'Content-Range': `*/${unread ? 4 : totals[table]}` } });
    });
    expect(await adminPort(runner).countDashboard()).toEqual({
      properties: 14,
      rentals: 9,
      blogPosts: 6,
      inquiries: 23,
      unreadInquiries: 4,
    });
    expect(requests).toHaveLength(5);
    const seen = requests.map(({ method, path, query, headers }) => ({ method, path, query, prefer: headers.prefer }));
    const head = (table: string, query: [string, string][] = [['select', 'id']]) => ({
      method: 'HEAD',
      path: `/rest/v1/${table}`,
      query,
      prefer: 'count=exact',
    });
    expect(seen).toHaveLength(5);
    expect(seen).toEqual(
      expect.arrayContaining([
        head('properties'),
        head('rentals'),
        head('blog_posts'),
        head('inquiries'),
        head('inquiries', [
          ['select', 'id'],
          ['read', 'eq.false'],
        ]),
      ]),
    );
  });

  it('countDashboard fails when a count is refused', async () => {
    const { runner } = recordingClient((request) =>
      request.path.endsWith('/inquiries')
        ? pgrstError(401, '42501', 'permission denied for table inquiries')
        : new Response(null, { headers: { 'Content-Range': '*/1' } }),
    );
    expect((await failureOf(adminPort(runner).countDashboard())).code).toBe('permission');
  });

  it('countDashboard: a count the server failed (500, no body on HEAD) is an outage', async () => {
    const { runner } = recordingClient((request) =>
      request.path.endsWith('/rentals')
        ? pgrstError(500, '57014', 'canceling statement due to statement timeout')
        : new Response(null, { headers: { 'Content-Range': '*/1' } }),
    );
    expect((await failureOf(adminPort(runner).countDashboard())).code).toBe('unavailable');
  });

  it('countDashboard: a missing table is an error, not a count of 0', async () => {
    const { runner } = recordingClient((request) =>
      request.path.endsWith('/blog_posts')
        ? missingTable('blog_posts')
        : new Response(null, { headers: { 'Content-Range': '*/1' } }),
    );
    expect((await failureOf(adminPort(runner).countDashboard())).code).toBe('missing_table');
  });

  it('recentInquiries: the five newest, all columns', async () => {
    const recent = [{ id: INQUIRY_A, name: 'Ada', read: false }];
    const { runner, requests } = recordingClient(() => rows(recent));
    expect(await adminPort(runner).recentInquiries()).toEqual(recent);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/inquiries' });
    expect(queryOf(requests[0])).toEqual([
      ['select', INQUIRY],
      ['order', 'created_at.desc,id.desc'],
      ['offset', '0'],
      ['limit', '5'],
    ]);
    expect(requests[0]!.headers.prefer).toBeUndefined();
  });

  it('missingTables: the tables PostgREST does not know (PGRST205), in order', async () => {
    const missing = new Set(['rentals', 'blog_posts']);
    const { runner, requests } = recordingClient((request) => {
      const table = request.path.replace('/rest/v1/', '');
      return missing.has(table) ? missingTable(table) : new Response(null, { headers: { 'Content-Range': '*/3' } });
    });
    expect(await adminPort(runner).missingTables()).toEqual(['rentals', 'blog_posts']);
    expect(requests.map(({ method, path, query, headers }) => [method, path, query, headers.prefer])).toEqual(
      ['properties', 'rentals', 'blog_posts', 'inquiries'].map((table) => [
        'HEAD',
        `/rest/v1/${table}`,
        [['select', 'id']],
        'count=exact',
      ]),
    );
  });

  it('missingTables: none missing → []', async () => {
    const { runner, requests } = recordingClient(() => new Response(null, { headers: { 'Content-Range': '*/0' } }));
    expect(await adminPort(runner).missingTables()).toEqual([]);
    expect(requests).toHaveLength(4);
  });

  it('missingTables rethrows a refused count (401) instead of calling the table missing', async () => {
    const { runner, requests } = recordingClient(() =>
      pgrstError(401, '42501', 'permission denied for table properties'),
    );
    expect((await failureOf(adminPort(runner).missingTables())).code).toBe('permission');
    expect(requests).toHaveLength(1);
  });
});
