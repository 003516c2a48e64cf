import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, checkRequest, contentSecurityPolicy, requestId } from './security';

const post = (headers: Record<string, string>, host = 'example.com') => ({
  method: 'POST',
  host,
  headers: { 'content-length': '10', ...headers },
});

describe('checkRequest', () => {
  const limits = { maxBodyBytes: 1000 };
  it('lets same-site posts and every GET through', () => {
    expect(checkRequest(post({ origin: 'https://example.com', 'sec-fetch-site': 'same-origin' }), limits)).toEqual({
      ok: true,
    });
    expect(checkRequest(post({}), limits)).toEqual({ ok: true });
    expect(
      checkRequest(
        {
          method: 'GET',
          host: 'example.com',
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        },
        limits,
      ),
    ).toEqual({ ok: true });
  });
  it('refuses cross-site posts before any action runs', () => {
    expect(checkRequest(post({ origin: 'https://evil.example' }), limits)).toMatchObject({ ok: false, status: 403 });
    expect(checkRequest(post({ 'sec-fetch-site': 'cross-site' }), limits)).toMatchObject({ ok: false, status: 403 });
    expect(checkRequest(post({ origin: 'null' }), limits)).toMatchObject({ ok: false, status: 403 });
    expect(checkRequest(post({ origin: 'https://example.com.evil.example' }), limits)).toMatchObject({
      ok: false,
      status: 403,
    });
  });
  it('lets mail providers post a saved search’s one-click unsubscribe from anywhere (RFC 8058), and only that', () => {
    const token = 'a'.repeat(43);
    const unsubscribe = {
      ...post({ origin: 'https://mail.provider.example', 'sec-fetch-site': 'cross-site' }),
      path: `/alerts/${token}/unsubscribe`,
    };
    expect(checkRequest(unsubscribe, limits)).toEqual({ ok: true });
    expect(checkRequest({ ...unsubscribe, headers: { 'content-length': '5000' } }, limits)).toMatchObject({
      status: 413,
    });
    for (const path of [
      `/alerts/${token}`,
      `/fr/alerts/${token}/unsubscribe`,
      `/alerts/${token}/unsubscribe/x`,
      '/contact',
    ])
      expect(checkRequest({ ...unsubscribe, path }, limits)).toMatchObject({ ok: false, status: 403 });
  });
  it('refuses bodies that are too large or without a length', () => {
    expect(checkRequest(post({ 'content-length': '1001' }), limits)).toMatchObject({ ok: false, status: 413 });
    expect(
      checkRequest({ method: 'POST', host: 'example.com', headers: { 'transfer-encoding': 'chunked' } }, limits),
    ).toMatchObject({ ok: false, status: 411 });
  });
});

describe('headers', () => {
  it('sends HSTS only in production', () => {
    expect(baseSecurityHeaders({ production: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(baseSecurityHeaders({ production: false })['Strict-Transport-Security']).toBeUndefined();
    expect(baseSecurityHeaders({ production: false })['X-Content-Type-Options']).toBe('nosniff');
  });
  it('allows scripts from this origin and inline scripts by hash only, never any inline script', () => {
    const csp = contentSecurityPolicy(['sha256-abc=', 'sha256-def='], ['https://images.example']);
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def=';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https://images.example");
    expect(csp).toContain("connect-src 'self';");
    expect(contentSecurityPolicy([], [], ['https://tiles.example'])).toContain(
      "connect-src 'self' https://tiles.example;",
    );
  });
});

describe('requestId', () => {
  it('keeps a sane incoming id and replaces anything else', () => {
    expect(requestId('abc-123-def', () => 'new')).toBe('abc-123-def');
    expect(requestId('<script>', () => 'new')).toBe('new');
    expect(requestId(undefined, () => 'new')).toBe('new');
  });
});
