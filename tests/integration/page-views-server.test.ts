import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandToday } from '#app/domain/booking/dates';
import { createBackend } from '#tests/helpers/backend';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { countPageViews, flushPageViews, PageViewCounter } from '#app/server/figures/page-views.server';
import { pageCacheFastPath } from '#app/server/http/page-cache-fast-path';
import { pageCacheMiddleware, publicPageCache } from '#app/server/http/page-cache.server';
import { useTestDatabase } from '#tests/helpers/databases';
import { insertRental } from '#tests/helpers/fixtures';

/**
 * Listing page views through the server's own middleware, in server.ts's order — the counter, the page cache's
 * fast path, compression, React Router's Express adapter — in front of a build whose page sits behind the page
 * cache: a page answered from the cache counts like a rendered one, the data of a client-side navigation
 * counts, bots, prefetches, HEAD and missing pages do not; the counts reach the database in one flush.
 */
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let renders = 0;
let knownId = '';

const build = {
  entry: { module: { default: () => new Response('no documents here', { status: 500 }) } },
  routes: {
    root: { id: 'root', path: '', module: { middleware: [pageCacheMiddleware] } },
    page: {
      id: 'page',
      parentId: 'root',
      path: '*',
      module: {
        loader: ({ request }: { request: Request }) => {
          renders += 1;
          const found = new URL(request.url).pathname.includes(knownId);
          return new Response(found ? '<html><body>A villa</body></html>' : 'Not found', {
            status: found ? 200 : 404,
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          });
        },
      },
    },
  },
  assets: { entry: { imports: [], module: '' }, routes: {}, url: '/manifest.js', version: '1' },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: { v8_middleware: true },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  basename: '/',
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const counter = new PageViewCounter();
let server: Server;
let port: number;

function send(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; cache: string | undefined }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, cache: res.headers['x-cache'] as string | undefined }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('listing page views through the server', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });

  beforeAll(async () => {
    knownId = await insertRental(database().db, { title: 'Counted Villa' });
    const app = express();
    app.use(countPageViews(counter));
    app.use(pageCacheFastPath());
    app.use(compression());
    app.all('/{*splat}', createRequestHandler({ build, mode: 'production' }));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    publicPageCache().clear();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts pages answered by the cache’s fast path, not bots, prefetches, HEAD or missing pages', async () => {
    const browser = { 'User-Agent': BROWSER, 'Accept-Encoding': 'br' };
    expect(await send(`/rentals/${knownId}`, browser)).toEqual({ status: 200, cache: 'miss' });
    expect(await send(`/rentals/${knownId}`, browser)).toEqual({ status: 200, cache: 'hit' });
    expect(await send(`/fr/rentals/${knownId}`, browser)).toMatchObject({ status: 200 });
    expect(renders).toBe(2);
    // Not views: a crawler (even of a cached page), a prefetch, a HEAD, a missing listing.
    expect(
      await send(`/rentals/${knownId}`, { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
    ).toEqual({
      status: 200,
      cache: 'hit',
    });
    expect(await send(`/rentals/${knownId}`, { ...browser, 'Sec-Purpose': 'prefetch' })).toMatchObject({ status: 200 });
    expect(await send(`/rentals/${knownId}`, browser, 'HEAD')).toMatchObject({ status: 200 });
    const missing = '16fd2706-8baf-433b-82eb-8c7fada847da';
    expect(await send(`/rentals/${missing}`, browser)).toMatchObject({ status: 404 });

    const counts = counter.take();
    expect(counts).toEqual([{ kind: 'rental', id: knownId, day: islandToday(), views: 3 }]);
    counter.restore(counts);

    const { db } = database();
    const service = createBackend(sqlExecutor(db, { role: 'service_role', name: 'Page views' }));
    await flushPageViews(counter, (batch) => service.recordPageViews(batch));
    const { rows } = await db.query<{ views: number }>(
      'select views from public.page_views where kind = $1 and listing_id = $2',
      ['rental', knownId],
    );
    expect(rows).toEqual([{ views: 3 }]);
  });
});
