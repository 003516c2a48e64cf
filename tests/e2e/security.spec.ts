import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './helpers';

/** Headers and request guards of the production server, as a browser or an attacker meets them. */
test.describe('security', () => {
  test('every page carries the security headers and a Content-Security-Policy naming its inline scripts by hash', async ({
    request,
  }) => {
    const response = await request.get('/properties');
    const headers = response.headers();
    const policy = headers['content-security-policy']!;
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // A cached page is shared by many visitors: it carries no nonce, which would be no secret there.
    expect(policy).not.toContain('nonce-');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['x-request-id']).toBeTruthy();
    const html = await response.text();
    // Every inline script of the document is named by its hash (the browser suites fail on any CSP error).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const source of inline)
      expect(policy).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  });

  test('refuses a cross-site post before any action runs', async ({ request, baseURL }) => {
    const form = {
      name: 'Mallory',
      email: 'm@example.com',
      message: 'x',
      submissionId: '6f1c2a52-8d1e-4c1b-9c55-0b8d3f0a1e11',
    };
    const crossOrigin = await request.post('/contact', {
      form,
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(crossOrigin.status()).toBe(403);
    const crossSite = await request.post('/contact', {
      form,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    const sameOrigin = await request.post('/contact', {
      form,
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(sameOrigin.status()).toBe(200);
  });

  test('refuses an oversized body with 413', async ({ request }) => {
    const response = await request.post('/contact', {
      data: 'x'.repeat(2 * 1024 * 1024),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status()).toBe(413);
  });

  test('sends hashed assets precompressed with brotli or gzip, as the client accepts, and immutable', async ({
    request,
    baseURL,
  }) => {
    const document = await (await request.get('/')).text();
    const asset = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(document)?.[1];
    expect(asset).toBeTruthy();
    const identity = await rawGet(`${baseURL}${asset}`, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['cache-control']).toContain('immutable');
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await rawGet(`${baseURL}${asset}`, accept);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(decode(answer.body).equals(identity.body), accept).toBe(true);
    }
  });

  test('no data library reaches the browser: no supabase-js, no PGlite, no database driver in any bundle', () => {
    // The server under test serves this very build (npm run build, then npm start).
    const bundles = readdirSync('build/client/assets').filter((name) => name.endsWith('.js'));
    expect(bundles.length).toBeGreaterThan(10);
    for (const name of bundles) {
      const source = readFileSync(join('build/client/assets', name), 'utf8');
      // String literals of supabase-js ('sb-…-auth-token'), postgrest-js and PGlite's loader survive minifying;
      // so do csv-parse's error codes (it needs Node's Buffer: a form that imported it stopped hydrating).
      for (const marker of [
        '-auth-token',
        'return=representation',
        'pglite.data',
        'pg_catalog',
        'CSV_QUOTE_NOT_CLOSED',
      ]) {
        expect(source.includes(marker), `${marker} in ${name}`).toBe(false);
      }
    }
  });
});

/** A GET with exactly this Accept-Encoding, the body as sent (Playwright's client would decode it). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}
