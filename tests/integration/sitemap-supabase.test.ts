import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { visitorCapabilities } from '#app/server/context.server';
import { sitemapQueries } from '#app/server/seo/sitemap-queries.server';
import { sitemapResponse } from '#app/server/seo/sitemap.server';
import { get } from '#tests/helpers/fixtures';

/**
 * The sitemap on the Supabase backend (PostgREST, recorded): PostgREST answers at most 1,000 rows a request by
 * default, so a long slice is read in batches of at most 1,000, and a part of the index reads only its slice.
 */

const URL_BASE = 'https://project.supabase.co';
const PROPERTIES = 2_500;
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let reads: { table: string; offset: number; limit: number }[] = [];

beforeAll(() => {
  process.env.SUPABASE_URL = URL_BASE;
  process.env.SUPABASE_ANON_KEY = 'anon-key-for-tests-0123456789';
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url);
    const table = url.pathname.replace('/rest/v1/', '');
    const total = table === 'properties' ? PROPERTIES : 0;
    // Counts: a HEAD answered with the total.
    if ((init?.method ?? 'GET') === 'HEAD') return new Response(null, { headers: { 'Content-Range': `*/${total}` } });
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? total);
    reads.push({ table, offset, limit });
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) => ({
      id: idOf(offset + index),
      updated_at: '2026-11-01T00:00:00+00:00',
    }));
    return Response.json(rows);
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_ANON_KEY;
});

describe('the sitemap on the Supabase backend', () => {
  it('reads a long slice in batches of at most 1,000 rows', async () => {
    const backend = await visitorCapabilities(get('/sitemap.xml'));
    reads = [];
    const rows = await backend.use(sitemapQueries).listSitemapRows('properties', 0, PROPERTIES - 1);
    expect(rows).toHaveLength(PROPERTIES);
    expect(rows.at(-1)!.id).toBe(idOf(PROPERTIES - 1));
    expect(reads).toEqual([
      { table: 'properties', offset: 0, limit: 1000 },
      { table: 'properties', offset: 1000, limit: 1000 },
      { table: 'properties', offset: 2000, limit: 500 },
    ]);
  });

  it('a part of the index reads only its own slice', async () => {
    const backend = await visitorCapabilities(get('/sitemap.xml'));
    // 7 pages and 2,500 properties: 2,507 pages, 1,000 (in 2 languages) a part with a limit of 2,000 URLs.
    const read = (part: number | null) =>
      sitemapResponse({
        capabilities: backend,
        origin: 'https://islandestates.example',
        staticPaths: ['/', '/a', '/b', '/c', '/d', '/e', '/f'],
        part,
        maxUrls: 2_000,
      });
    const index = await (await read(null)).text();
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    reads = [];
    const second = await (await read(2)).text();
    // Pages 1,000–1,999: properties 993–1,992.
    expect(reads.filter((entry) => entry.table === 'properties')).toEqual([
      { table: 'properties', offset: 993, limit: 1000 },
    ]);
    expect(second.match(/<url>/g)).toHaveLength(2_000);
    expect(second).toContain(`/fr/properties/${idOf(993)}</loc>`);
    expect(second).not.toContain(idOf(992));
  });
});
