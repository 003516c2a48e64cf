import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { MiddlewareFunction } from 'react-router';
import { resolveCurrency } from '#app/domain/currency/currency';
import { localeFromPath, stripLocale } from '#app/domain/i18n/locale';
import { onPublicChange } from '#app/server/db/public-changes.server';

/**
 * Rendered public pages for anonymous visitors, kept in memory (an LRU bounded by entries and bytes, each for a
 * minute at most) and dropped on every staff write to what visitors see — on this instance by the backend
 * (backend/after-writes.server.ts), on every other instance sharing the PostgreSQL database by its notification
 * (db/public-changes.server.ts) — so a published change shows at once. Responses also carry
 * `Cache-Control` for a CDN (s-maxage + stale-while-revalidate) and an ETag, answered with 304 on a match.
 * Never cached: anything but GET/HEAD, signed-in staff, responses that set cookies or say private/no-store.
 *
 * A page differs by the visitor's currency (a `?currency=` parameter, else the `currency` cookie, else the
 * default): the key holds the currency so resolved, and a request that changes the choice (its response sets
 * the cookie) is never answered from the cache. For a CDN, `Vary: Cookie` says the same, conservatively; a
 * CDN that can key on one cookie should key on `currency` instead (docs/decisions/008-currency.md).
 */

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  body: Uint8Array;
  /** The body compressed, made on the first request that accepts each encoding and kept with it. */
  encoded: Partial<Record<Encoding, Uint8Array>>;
  status: number;
  headers: [string, string][];
  etag: string;
}

type Encoding = 'br' | 'gzip';

/**
 * Compressing a page on every hit cost more than serving it (a 74 KB rental page: ~460 hits/s with brotli per
 * request, ~2,000 uncompressed): a cached page is compressed once per encoding, and the server's compression
 * middleware leaves a response that already has a Content-Encoding alone.
 */
function compress(body: Uint8Array, encoding: Encoding): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      })
    : gzipSync(body, { level: 6 });
}

/**
 * What the cache reads of a request: the method, the absolute address and a header. The framework's Request
 * and server.ts's fast path (an Express request, answered before React Router and compression run) both give it.
 */
export interface CacheableRequest {
  method: string;
  href: string;
  header(name: string): string | null | undefined;
}

/** What the cache answers with; a HEAD or a 304 has no body. */
export interface CachedAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array | null;
}

const fromFetchRequest = (request: Request): CacheableRequest => ({
  method: request.method,
  href: request.url,
  header: (name) => request.headers.get(name),
});

/** The encoding to answer with: brotli, else gzip, when the request accepts it (q > 0). */
function acceptedEncoding(request: CacheableRequest): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (request.header('Accept-Encoding') ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** What an entry costs: its body and the compressed copies made so far. */
const entrySize = (entry: Entry) =>
  entry.body.byteLength + (entry.encoded.br?.byteLength ?? 0) + (entry.encoded.gzip?.byteLength ?? 0);

class PageCache {
  private entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => Math.max(1, entrySize(entry)),
    ttl: TTL_MS,
  });
  /**
   * Moves on every invalidation. A render that began before one may have read what the write replaced: it
   * is answered, not stored (another instance's change can arrive while this one renders).
   */
  generation = 0;
  hits = 0;
  misses = 0;

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: Entry): void {
    this.entries.set(key, entry);
  }

  /**
   * The entry with a compressed copy added, kept in its place when it is still the stored one (a new object,
   * so the cache counts its new size; its time to live unchanged).
   */
  withEncoding(key: string, entry: Entry, encoding: Encoding, body: Uint8Array): Entry {
    const grown: Entry = { ...entry, encoded: { ...entry.encoded, [encoding]: body } };
    if (this.entries.peek(key) === entry) this.entries.set(key, grown, { noUpdateTTL: true });
    return grown;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  /** Bytes held: bodies and their compressed copies. */
  get bytes() {
    return this.entries.calculatedSize;
  }
}

const state = ((globalThis as { __islandEstatesPages?: PageCache }).__islandEstatesPages ??= new PageCache());

export function publicPageCache(): PageCache {
  return state;
}

/** Called after every successful staff write to public content, here or (through the database) elsewhere. */
export function invalidatePublicPages(): void {
  state.clear();
}
onPublicChange('public pages', invalidatePublicPages);

/** Staff (embedded session or Supabase auth cookies) always get fresh, uncached pages. */
export function isSignedIn(request: Request | CacheableRequest): boolean {
  const cookie = (request instanceof Request ? request.headers.get('Cookie') : request.header('Cookie')) ?? '';
  return /(?:^|;\s*)(__session|sb-[^=]*-auth-token[^=]*)=/.test(cookie);
}

function cacheable(request: CacheableRequest, url: URL): boolean {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (
    url.pathname.startsWith('/admin') ||
    url.pathname === '/login' ||
    // The French site's saved page is as personal as the English one.
    stripLocale(url.pathname).startsWith('/saved') ||
    url.pathname === '/healthz' ||
    url.pathname === '/_img' ||
    // Stored images: streamed from disk with their own immutable caching (routes/resources/media.ts).
    url.pathname.startsWith('/media/') ||
    // The portal feeds: each answer follows its token's check (and a feed's XML has a cache of its own), and
    // their JPEG photos have their own long-lived caching (routes/resources/portal-feed.ts, feed-photo.ts).
    url.pathname.startsWith('/feeds/')
  ) {
    return false;
  }
  // A new choice of currency must reach the visitor's cookie, which only a fresh render sets.
  if (resolveCurrency(url, request.header('Cookie') ?? null, localeFromPath(url.pathname)).remember) return false;
  return !isSignedIn(request);
}

/**
 * The page's address and the currency it is rendered in. The language is in the address (`/fr/…`), so an
 * English and a French page never share an entry; the currency's default follows that language.
 */
export function pageCacheKey(request: Request): string {
  return keyOf(fromFetchRequest(request), new URL(request.url));
}

function keyOf(request: CacheableRequest, url: URL): string {
  return `${resolveCurrency(url, request.header('Cookie') ?? null, localeFromPath(url.pathname)).currency} ${url.href}`;
}

function storable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has('Set-Cookie')) return false;
  const control = response.headers.get('Cache-Control') ?? '';
  return !/private|no-store/.test(control);
}

function etagMatches(request: CacheableRequest, etag: string): boolean {
  const header = request.header('If-None-Match');
  return Boolean(header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
}

function fromEntry(request: CacheableRequest, key: string, entry: Entry, source: 'hit' | 'miss'): CachedAnswer {
  const headers: [string, string][] = [...entry.headers, ['X-Cache', source]];
  const encoding = acceptedEncoding(request);
  // Each representation has its own strong validator.
  const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
  headers.push(['ETag', etag]);
  if (etagMatches(request, etag)) return { status: 304, headers, body: null };
  let body = entry.body;
  if (encoding) {
    body =
      entry.encoded[encoding] ??
      state.withEncoding(key, entry, encoding, compress(entry.body, encoding)).encoded[encoding]!;
    headers.push(['Content-Encoding', encoding]);
  }
  headers.push(['Content-Length', String(body.byteLength)]);
  return { status: entry.status, headers, body: request.method.toUpperCase() === 'HEAD' ? null : body };
}

const toResponse = ({ status, headers, body }: CachedAnswer) =>
  new Response(body as BodyInit | null, { status, headers });

/**
 * The stored answer to a request, or null when it must be rendered (not cacheable, or not cached yet). server.ts
 * calls it before the framework and its compression middleware, so a hit costs little more than a static file.
 */
export function cachedAnswer(request: CacheableRequest): CachedAnswer | null {
  const url = new URL(request.href);
  if (!cacheable(request, url)) return null;
  const key = keyOf(request, url);
  const cached = state.get(key);
  if (!cached) return null;
  state.hits += 1;
  return fromEntry(request, key, cached, 'hit');
}

export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const plain = fromFetchRequest(request);
  const url = new URL(request.url);
  if (!cacheable(plain, url)) return next();
  const key = keyOf(plain, url);
  const cached = state.get(key);
  if (cached) {
    state.hits += 1;
    return toResponse(fromEntry(plain, key, cached, 'hit'));
  }
  state.misses += 1;
  const generation = state.generation;
  const response = await next();
  // A HEAD response has no body to keep; only GETs fill the cache.
  if (request.method.toUpperCase() !== 'GET' || !storable(response)) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = new Headers(response.headers);
  // A resource that names its own public lifetime keeps it (the sitemap, robots.txt, the feed: an hour or a day
  // in CDNs and readers); pages get the CDN's minute.
  if (!/\bpublic\b/.test(headers.get('Cache-Control') ?? '')) headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  // Documents differ by the encoding the proxy negotiates and by the currency cookie; the cache key already
  // separates data requests.
  headers.set('Vary', 'Accept-Encoding, Cookie');
  // Set per representation on the way out (fromEntry).
  for (const name of ['X-Cache', 'ETag', 'Content-Length']) headers.delete(name);
  const entry: Entry = {
    body,
    encoded: {},
    status: response.status,
    headers: [...headers.entries()],
    etag,
  };
  // Content changed while this page rendered: answer it, but do not keep what may predate the change.
  if (state.generation === generation) state.set(key, entry);
  return toResponse(fromEntry(plain, key, entry, 'miss'));
};
