/**
 * HTTP security policy, shared by the Node server (headers on every response, request guards) and the
 * app (the Content-Security-Policy of each document, naming the hashes of its inline scripts). Pure: no I/O.
 */

/** Headers every response carries, static files included. */
export function baseSecurityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * The document's Content-Security-Policy: scripts only from this origin or inline scripts whose SHA-256
 * hash the policy names (no 'unsafe-inline' scripts), images from this origin and the configured hosts,
 * no framing, no plugins. Hashes rather than a nonce: a cached page (in memory or at a CDN) is shared by
 * many visitors, and a nonce shared that way is no secret. In development Vite injects its own inline
 * scripts, so the policy is only sent in production.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  imageHosts: readonly string[] = [],
  connectHosts: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    // Inline style attributes (React `style`) are allowed; inline scripts are not.
    "style-src 'self' 'unsafe-inline'",
    // blob: for the editors' previews of photos being uploaded (only this page's scripts can make one).
    `img-src 'self' data: blob: ${imageHosts.join(' ')}`.trim(),
    "font-src 'self'",
    // Other hosts only where a page needs one: the interactive map's tile server (MAP_TILES_URL).
    `connect-src 'self' ${connectHosts.join(' ')}`.trim(),
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type RequestVerdict = { ok: true } | { ok: false; status: 403 | 411 | 413; reason: string };

/**
 * The one address a cross-site post may reach: a saved search's one-click unsubscribe (RFC 8058,
 * `/alerts/{token}/unsubscribe`), which mail providers post from their own servers, with an Origin of their own or
 * none. It needs no protection from forged posts: it does one harmless, idempotent thing, only for whoever holds the
 * search's secret token (docs/decisions/035-search-alerts.md).
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = /^\/alerts\/[A-Za-z0-9_-]{43}\/unsubscribe$/;

/**
 * Refuses, before any action runs: cross-site posts (Origin of another site, or Sec-Fetch-Site
 * cross-site) — except to the one-click unsubscribe —, bodies without a length, and bodies over the limit.
 */
export function checkRequest(
  request: {
    method: string;
    host: string | undefined;
    headers: Record<string, string | string[] | undefined>;
    path?: string;
  },
  { maxBodyBytes }: { maxBodyBytes: number },
): RequestVerdict {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return { ok: true };
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  if (request.path !== undefined && ONE_CLICK_UNSUBSCRIBE_PATH.test(request.path))
    return checkLength(header, maxBodyBytes);
  const fetchSite = header('sec-fetch-site');
  if (fetchSite === 'cross-site') return { ok: false, status: 403, reason: 'cross-site request' };
  const origin = header('origin');
  if (origin && origin !== 'null') {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      return { ok: false, status: 403, reason: 'malformed Origin' };
    }
    if (!request.host || originHost !== request.host) return { ok: false, status: 403, reason: 'cross-origin request' };
  } else if (origin === 'null') {
    return { ok: false, status: 403, reason: 'opaque origin' };
  }
  return checkLength(header, maxBodyBytes);
}

function checkLength(header: (name: string) => string | undefined, maxBodyBytes: number): RequestVerdict {
  const length = header('content-length');
  if (length === undefined) {
    if (header('transfer-encoding')) return { ok: false, status: 411, reason: 'body without Content-Length' };
    return { ok: true };
  }
  const bytes = Number(length);
  if (!Number.isFinite(bytes) || bytes < 0) return { ok: false, status: 411, reason: 'invalid Content-Length' };
  if (bytes > maxBodyBytes) return { ok: false, status: 413, reason: 'body too large' };
  return { ok: true };
}

/** Request ids: a well-formed one from the proxy is kept, anything else is replaced. */
export function requestId(incoming: string | undefined, generate: () => string): string {
  return incoming && /^[A-Za-z0-9._-]{8,128}$/.test(incoming) ? incoming : generate();
}
