import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createBackend } from '#tests/helpers/backend';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import {
  PUBLIC_CACHE_CONTROL,
  invalidatePublicPages,
  pageCacheKey,
  pageCacheMiddleware,
  publicPageCache,
} from '#app/server/http/page-cache.server';
import { demoContent } from '#app/server/seed/demo-content';
import { createUser, useTestDatabase } from '#tests/helpers/databases';

/** Runs the page cache middleware around a counting "render". */
function harness(
  render: (request: Request) => Response = () =>
    new Response('<html>page</html>', { headers: { 'Content-Type': 'text/html' } }),
) {
  let renders = 0;
  const run = (request: Request) =>
    pageCacheMiddleware({ request, params: {}, context: {} } as never, async () => {
      renders += 1;
      return render(request);
    }) as Promise<Response>;
  return { run, renders: () => renders };
}

const page = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost${path}`, { method, headers });

describe('public page cache', () => {
  const database = useTestDatabase('pglite');

  it('renders an anonymous page once, then answers from memory with CDN headers and an ETag', async () => {
    publicPageCache().clear();
    const { run, renders } = harness();
    const first = await run(page('/properties?island=Sint+Maarten'));
    const second = await run(page('/properties?island=Sint+Maarten'));
    expect(renders()).toBe(1);
    expect(first.headers.get('X-Cache')).toBe('miss');
    expect(second.headers.get('X-Cache')).toBe('hit');
    expect(second.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(await second.text()).toBe('<html>page</html>');
    const etag = second.headers.get('ETag')!;
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await run(page('/properties?island=Sint+Maarten', { 'If-None-Match': etag }));
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    // Another query string is another page.
    await run(page('/properties?island=Saint+Barth%C3%A9lemy'));
    expect(renders()).toBe(2);
  });

  it('sends a cached page compressed as the client accepts, compressing it once per encoding', async () => {
    publicPageCache().clear();
    const html = `<html>${'<p>A villa above Gustavia harbour.</p>'.repeat(400)}</html>`;
    const { run, renders } = harness(() => new Response(html, { headers: { 'Content-Type': 'text/html' } }));
    await run(page('/rentals/x'));
    const brotli = await run(page('/rentals/x', { 'Accept-Encoding': 'gzip, deflate, br' }));
    const again = await run(page('/rentals/x', { 'Accept-Encoding': 'br' }));
    const gzip = await run(page('/rentals/x', { 'Accept-Encoding': 'gzip, br;q=0' }));
    const plain = await run(page('/rentals/x', { 'Accept-Encoding': 'identity' }));
    expect(renders()).toBe(1);
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const bytes = new Uint8Array(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get('Content-Length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(html);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toBe(html);
    expect(await plain.text()).toBe(html);
    // Each representation has its own validator, and revalidates on it.
    const etags = [brotli, gzip, plain].map((response) => response.headers.get('ETag'));
    expect(new Set(etags).size).toBe(3);
    expect((await run(page('/rentals/x', { 'Accept-Encoding': 'br', 'If-None-Match': etags[0]! }))).status).toBe(304);
    expect((await run(page('/rentals/x', { 'Accept-Encoding': 'br', 'If-None-Match': etags[2]! }))).status).toBe(200);
  });

  it('never caches staff, posts, cookies being set, private responses or errors', async () => {
    publicPageCache().clear();
    const { run, renders } = harness();
    await run(page('/', { Cookie: '__session=abc' }));
    await run(page('/', { Cookie: '__session=abc' }));
    await run(page('/', { Cookie: 'sb-project-auth-token=abc' }));
    await run(page('/contact', {}, 'POST'));
    await run(page('/contact', {}, 'POST'));
    await run(page('/admin'));
    await run(page('/admin'));
    expect(renders()).toBe(7);
    for (const render of [
      () => new Response('x', { headers: { 'Set-Cookie': 'a=b' } }),
      () => new Response('x', { headers: { 'Cache-Control': 'private, no-store' } }),
      () => new Response('x', { status: 404 }),
    ]) {
      publicPageCache().clear();
      const h = harness(render);
      await h.run(page('/x'));
      await h.run(page('/x'));
      expect(h.renders()).toBe(2);
    }
  });

  it('is emptied by every staff write to listings or posts, so a change shows at once', async () => {
    publicPageCache().clear();
    const { run, renders } = harness();
    await run(page('/'));
    await run(page('/'));
    expect(renders()).toBe(1);
    const { db } = database();
    const staff = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: await createUser(db, { staff: true }) }),
    );
    await staff.setStatus('properties', demoContent.properties[0]!.id, 'draft');
    expect(publicPageCache().size).toBe(0);
    await run(page('/'));
    expect(renders()).toBe(2);
  });

  it('never serves a page rendered in one currency to a visitor of the other, and varies on the cookie', async () => {
    publicPageCache().clear();
    const { run, renders } = harness(
      (request) =>
        new Response(
          `<html>${/currency=EUR/.test(request.headers.get('Cookie') ?? '') || request.url.includes('currency=EUR') ? '€' : '$'}</html>`,
          {
            headers: { 'Content-Type': 'text/html' },
          },
        ),
    );
    const usd = await run(page('/properties'));
    expect(await usd.text()).toBe('<html>$</html>');
    expect(usd.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    // A EUR visitor (by cookie) gets its own render, then its own cached copy; the USD copy stays USD.
    const eur = await run(page('/properties', { Cookie: 'theme=dark; currency=EUR' }));
    expect(eur.headers.get('X-Cache')).toBe('miss');
    expect(await eur.text()).toBe('<html>€</html>');
    expect(await (await run(page('/properties', { Cookie: 'currency=EUR' }))).text()).toBe('<html>€</html>');
    const usdAgain = await run(page('/properties', { Cookie: 'currency=USD' }));
    expect(usdAgain.headers.get('X-Cache')).toBe('hit');
    expect(await usdAgain.text()).toBe('<html>$</html>');
    expect(await (await run(page('/properties'))).text()).toBe('<html>$</html>');
    expect(renders()).toBe(2);
    // Choosing a currency by parameter is never answered from the cache (its response must set the cookie)…
    await run(page('/properties?currency=EUR'));
    await run(page('/properties?currency=EUR'));
    expect(renders()).toBe(4);
    // …unless the cookie already says so; an invalid choice is the default.
    await run(page('/properties?currency=EUR', { Cookie: 'currency=EUR' }));
    await run(page('/properties?currency=EUR', { Cookie: 'currency=EUR' }));
    expect(renders()).toBe(5);
    expect(await (await run(page('/properties', { Cookie: 'currency=GBP' }))).text()).toBe('<html>$</html>');
    expect(renders()).toBe(5);
  });

  it('keeps the languages apart by URL, and keys a French page without a choice as euros', async () => {
    publicPageCache().clear();
    const { run, renders } = harness(
      (request) => new Response(`<html lang="${new URL(request.url).pathname.startsWith('/fr') ? 'fr' : 'en'}">`),
    );
    expect(pageCacheKey(page('/fr/properties'))).toBe('EUR http://localhost/fr/properties');
    expect(pageCacheKey(page('/properties'))).toBe('USD http://localhost/properties');
    expect(pageCacheKey(page('/fr/properties', { Cookie: 'currency=USD' }))).toBe('USD http://localhost/fr/properties');
    expect(await (await run(page('/properties'))).text()).toBe('<html lang="en">');
    expect(await (await run(page('/fr/properties'))).text()).toBe('<html lang="fr">');
    expect((await run(page('/fr/properties'))).headers.get('X-Cache')).toBe('hit');
    expect(await (await run(page('/properties'))).text()).toBe('<html lang="en">');
    expect(renders()).toBe(2);
    // The French saved-listings page is as personal as the English one.
    await run(page('/fr/saved'));
    await run(page('/fr/saved'));
    expect(renders()).toBe(4);
  });

  it('answers a page whose render a change overtook, but does not keep it', async () => {
    publicPageCache().clear();
    let changeDuringRender = true;
    const { run, renders } = harness(() => {
      // Another instance's change arrives while this page renders from what the change replaced.
      if (changeDuringRender) invalidatePublicPages();
      changeDuringRender = false;
      return new Response('<html>maybe stale</html>');
    });
    expect(await (await run(page('/rentals'))).text()).toBe('<html>maybe stale</html>');
    expect((await run(page('/rentals'))).headers.get('X-Cache')).toBe('miss');
    expect((await run(page('/rentals'))).headers.get('X-Cache')).toBe('hit');
    expect(renders()).toBe(2);
  });

  it('keeps at most 1,000 pages, the least recently used leaving first, and counts their compressed copies', async () => {
    publicPageCache().clear();
    const html = `<html>${'<p>Anse des Cayes.</p>'.repeat(200)}</html>`;
    const { run, renders } = harness(() => new Response(html, { headers: { 'Content-Type': 'text/html' } }));
    await run(page('/properties?page=0'));
    const plain = publicPageCache().bytes;
    expect(plain).toBe(html.length);
    await run(page('/properties?page=0', { 'Accept-Encoding': 'br' }));
    expect(publicPageCache().bytes).toBeGreaterThan(plain);
    for (let i = 1; i <= 1_000; i++) {
      await run(page(`/properties?page=${i}`));
      // The first page stays in use, so it stays.
      if (i % 100 === 0) await run(page('/properties?page=0'));
    }
    expect(publicPageCache().size).toBe(1_000);
    expect(renders()).toBe(1_001);
    expect((await run(page('/properties?page=0'))).headers.get('X-Cache')).toBe('hit');
    expect((await run(page('/properties?page=1'))).headers.get('X-Cache')).toBe('miss');
  });
});
