import { describe, expect, it } from 'vitest';
import { parsePropertyFilters } from '#app/domain/listings/filter-params';
import { BackendError, eq } from '#app/server/backend/query';
import { featuredPropertiesQuery, publishedPropertiesQuery } from '#app/server/listings/listings.server';
import { adminListQuery } from '#app/server/backend/rows';
import { parseAdminListState } from '#app/domain/admin/lists';
import { recordingClient } from '#tests/helpers/recording-supabase';

/**
 * The Supabase executor, through the real supabase-js, against a recording fetch: each query description
 * must produce the exact PostgREST request, and recorded PostgREST answers must map back through the port.
 */

describe('Supabase executor: the PostgREST requests of each description', () => {
  it('featured properties', async () => {
    const { runner, requests } = recordingClient();
    await runner.run(featuredPropertiesQuery());
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('GET');
    expect(request!.path).toBe('/rest/v1/properties');
    expect(request!.query).toEqual([
      [
        'select',
        'id,title,title_fr,price,price_currency,property_type,location,island,bedrooms,bathrooms,area,images,featured',
      ],
      ['status', 'eq.published'],
      ['featured', 'eq.true'],
      ['order', 'created_at.desc,id.desc'],
      ['offset', '0'],
      ['limit', '3'],
    ]);
  });

  it('a filtered, sorted, paged public list with an exact count', async () => {
    const { runner, requests } = recordingClient(
      () => new Response('[]', { headers: { 'Content-Range': '12-23/31', 'Content-Type': 'application/json' } }),
    );
    const filters = parsePropertyFilters(
      new URLSearchParams(
        'island=Sint+Maarten&type=villa&price=10000000-&bedrooms=3&bathrooms=2&sort=price-asc&page=2',
      ),
    );
    const result = await runner.run(publishedPropertiesQuery(filters));
    expect(result.count).toBe(31);
    const [request] = requests;
    expect(request!.query).toEqual([
      [
        'select',
        'id,title,title_fr,price,price_currency,property_type,location,island,bedrooms,bathrooms,area,images,featured',
      ],
      ['status', 'eq.published'],
      ['island', 'eq.Sint Maarten'],
      ['property_type', 'eq.villa'],
      ['price_usd', 'gte.10000000'],
      ['bedrooms', 'gte.3'],
      ['bathrooms', 'gte.2'],
      ['order', 'price_usd.asc,id.asc'],
      ['offset', '12'],
      ['limit', '12'],
    ]);
    expect(request!.headers.prefer).toBe('count=exact');
  });

  it('an admin search goes to the search function, with wildcards escaped', async () => {
    const { runner, requests } = recordingClient();
    const state = parseAdminListState('properties', new URLSearchParams('q=50%_"off",x&status=draft&sort=title'));
    await runner.run(adminListQuery<{ id: string; title: string }>('properties', ['id', 'title'], state));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/admin_search_properties',
      body: { pattern: '%50\\%\\_"off",x%' },
    });
    expect(Object.fromEntries(requests[0]!.query)).toMatchObject({ status: 'eq.draft', order: 'title.asc,id.asc' });
    expect(Object.keys(Object.fromEntries(requests[0]!.query))).not.toContain('or');
  });

  it('a head count', async () => {
    const { runner, requests } = recordingClient(() => new Response(null, { headers: { 'Content-Range': '*/7' } }));
    const result = await runner.run({
      kind: 'select',
      table: 'inquiries',
      columns: ['id'],
      where: [eq('read', false)],
      head: true,
      count: true,
    });
    expect(result.count).toBe(7);
    expect(requests[0]!.method).toBe('HEAD');
    expect(requests[0]!.headers.prefer).toBe('count=exact');
  });

  it('an inquiry insert asks for nothing back (visitors may not read inquiries)', async () => {
    const { runner, requests } = recordingClient(() => new Response(null, { status: 201 }));
    await runner.run({ kind: 'insert', table: 'inquiries', values: { id: 'i1', name: 'Ada', read: false } });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/inquiries',
      body: { id: 'i1', name: 'Ada', read: false },
    });
    expect(requests[0]!.headers.prefer ?? '').not.toContain('return=representation');
  });

  it('an update and a delete by id, returning the id', async () => {
    const { runner, requests } = recordingClient(() => Response.json([{ id: 'p1' }]));
    const updated = await runner.run({
      kind: 'update',
      table: 'properties',
      values: { status: 'archived' },
      where: [eq('id', 'p1')],
      returning: ['id'],
    });
    expect(updated.rows).toEqual([{ id: 'p1' }]);
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/rest/v1/properties', body: { status: 'archived' } });
    expect(requests[0]!.query).toEqual([
      ['id', 'eq.p1'],
      ['select', 'id'],
    ]);
    expect(requests[0]!.headers.prefer).toContain('return=representation');
    await runner.run({ kind: 'delete', table: 'properties', where: [eq('id', 'p1')], returning: ['id'] });
    expect(requests[1]).toMatchObject({
      method: 'DELETE',
      query: [
        ['id', 'eq.p1'],
        ['select', 'id'],
      ],
    });
  });

  it('refuses unknown columns and unfiltered writes before any request', async () => {
    const { runner, requests } = recordingClient();
    await expect(runner.run({ kind: 'select', table: 'properties', columns: ['password'] as never })).rejects.toThrow(
      /Unknown column/,
    );
    await expect(runner.run({ kind: 'delete', table: 'properties', where: [] })).rejects.toThrow(/must be filtered/);
    expect(requests).toHaveLength(0);
  });
});

describe('Supabase executor: PostgREST answers mapped back through the port', () => {
  const failing = (status: number, body: object) => recordingClient(() => Response.json(body, { status })).runner;
  const codeOf = async (promise: Promise<unknown>) => ((await promise.catch((e: unknown) => e)) as BackendError).code;

  it('maps missing tables, permissions, unique and check violations', async () => {
    const select = { kind: 'select', table: 'rentals', columns: ['id'] } as const;
    expect(
      await codeOf(
        failing(404, {
          code: 'PGRST205',
          message: "Could not find the table 'public.rentals' in the schema cache",
        }).run(select),
      ),
    ).toBe('missing_table');
    expect(
      await codeOf(failing(404, { code: '42P01', message: 'relation "public.rentals" does not exist' }).run(select)),
    ).toBe('missing_table');
    expect(
      await codeOf(failing(401, { code: '42501', message: 'permission denied for table rentals' }).run(select)),
    ).toBe('permission');
    expect(
      await codeOf(
        failing(409, {
          code: '23505',
          message: 'duplicate key value violates unique constraint "blog_posts_slug_key"',
        }).run(select),
      ),
    ).toBe('unique');
    expect(
      await codeOf(failing(400, { code: '23514', message: 'new row violates check constraint' }).run(select)),
    ).toBe('constraint');
  });

  it('maps a network failure to unavailable', async () => {
    const runner = recordingClient(() => {
      throw new TypeError('fetch failed');
    }).runner;
    expect(await codeOf(runner.run({ kind: 'select', table: 'rentals', columns: ['id'] }))).toBe('unavailable');
  });

  it('returns rows as PostgREST sends them', async () => {
    const rows = [{ id: 'a', price: 1250000, images: ['/x.webp'] }];
    const runner = recordingClient(() => Response.json(rows)).runner;
    expect(
      (await runner.run({ kind: 'select', table: 'properties', columns: ['id', 'price', 'images'] })).rows,
    ).toEqual(rows);
  });
});
