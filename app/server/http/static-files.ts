import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';

/**
 * The build's client files (build/client: hashed assets, images, icons), answered from memory before any other
 * middleware does work (decision 045). The folder is read-only while the server runs, so each file is read,
 * hashed and compressed once — the brotli and gzip copies scripts/precompress.ts wrote beside the hashed assets,
 * or made on the first request for other compressible files — and a request costs a lookup and a write, as the
 * page cache's fast path does. Files above `maxBytes` (none today) are sent from the disk; paths not in the folder
 * fall through at the cost of a lookup, never a stat.
 */

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|html|xml|webmanifest)$/;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pmtiles': 'application/octet-stream',
  '.wasm': 'application/wasm',
};
const SIBLINGS = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof SIBLINGS;

/** A file too large to keep: sent from the disk each time. */
interface LargeFile {
  readonly large: true;
  readonly cacheControl: string;
}

interface StaticFile {
  readonly large?: false;
  readonly identity: Buffer;
  readonly type: string;
  readonly etag: string;
  readonly lastModified: string;
  readonly cacheControl: string;
  /** Compressed copies, made once (null: not worth it or not compressible). */
  readonly encoded: Partial<Record<Encoding, Buffer | null>>;
}

/** Every file under `dir`, by URL path ('/assets/x.js'), without the compressed siblings. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return listFiles(dir, relative);
    return entry.isFile() && !/\.(br|gz)$/.test(entry.name) ? [relative] : [];
  });
}

/** Which of brotli and gzip the client takes, by its Accept-Encoding (q=0 refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  // Clients send a handful of distinct headers: each is parsed once.
  const known = encodingOf.get(header);
  if (known !== undefined) return known;
  const parsed = parseAcceptEncoding(header);
  if (encodingOf.size < 64) encodingOf.set(header, parsed);
  return parsed;
}
const encodingOf = new Map<string, Encoding | null>();

function parseAcceptEncoding(header: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name!, q === undefined ? 1 : Number(q));
  }
  const wants = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return wants('br') ? 'br' : wants('gzip') ? 'gzip' : null;
}

function compress(encoding: Encoding, bytes: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipSync(bytes, { level: 9 });
}

export interface StaticFilesOptions {
  /** Cache-Control of a path: hashed assets forever, the rest for a while. */
  cacheControl(urlPath: string): string;
  /** Files larger than this are sent from the disk instead of kept in memory. */
  maxBytes?: number;
}

export function staticFiles(
  dir: string,
  { cacheControl, maxBytes = 2 * 1024 * 1024 }: StaticFilesOptions,
): RequestHandler {
  const names = new Set(listFiles(dir));
  const loaded = new Map<string, StaticFile | LargeFile>();

  const load = (urlPath: string): StaticFile | LargeFile => {
    const known = loaded.get(urlPath);
    if (known) return known;
    const file = path.join(dir, urlPath);
    const stats = statSync(file);
    let entry: StaticFile | LargeFile = { large: true, cacheControl: cacheControl(urlPath) };
    if (stats.size <= maxBytes) {
      const identity = readFileSync(file);
      const sibling = (encoding: Encoding) => {
        const name = `${urlPath}${SIBLINGS[encoding]}`;
        return existsIn(dir, name) ? readFileSync(path.join(dir, name)) : undefined;
      };
      entry = {
        identity,
        type: TYPES[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
        lastModified: stats.mtime.toUTCString(),
        cacheControl: cacheControl(urlPath),
        encoded: { br: sibling('br'), gzip: sibling('gzip') },
      };
    }
    loaded.set(urlPath, entry);
    return entry;
  };

  const encodedCopy = (entry: StaticFile, urlPath: string, encoding: Encoding): Buffer | null => {
    let copy = entry.encoded[encoding];
    if (copy === undefined) {
      // Not precompressed at build time (a file added to the folder): compressed once, kept if it helps.
      const made =
        COMPRESSIBLE.test(urlPath) && entry.identity.length > 256 ? compress(encoding, entry.identity) : null;
      copy = made && made.length < entry.identity.length ? made : null;
      entry.encoded[encoding] = copy;
    }
    return copy;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const urlPath = req.path;
    if (!names.has(urlPath)) return next();
    const entry = load(urlPath);
    if (entry.large) {
      res.sendFile(
        path.resolve(dir, `.${urlPath}`),
        { headers: { 'Cache-Control': entry.cacheControl }, cacheControl: false },
        (error) => {
          if (error) next(error);
        },
      );
      return;
    }
    const encoding = COMPRESSIBLE.test(urlPath) ? acceptedEncoding(req.headers['accept-encoding']) : null;
    const body = (encoding && encodedCopy(entry, urlPath, encoding)) || entry.identity;
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Cache-Control', entry.cacheControl);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Last-Modified', entry.lastModified);
    if (COMPRESSIBLE.test(urlPath)) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      return res.end();
    }
    if (body !== entry.identity) res.setHeader('Content-Encoding', encoding!);
    res.setHeader('Content-Length', body.length);
    if (req.method === 'HEAD') return res.end();
    res.end(body);
  };
}

const existsIn = (dir: string, name: string) => {
  try {
    return statSync(path.join(dir, name)).isFile();
  } catch {
    return false;
  }
};
