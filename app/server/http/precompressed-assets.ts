import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ENCODINGS = { br: 'br', gzip: 'gz' } as const;

/**
 * Serves the brotli or gzip copy that `scripts/precompress.ts` wrote beside a hashed asset, when the
 * client accepts it; anything else falls through to the plain static files. Hashed names never change
 * content, so the copies are cached as immutable like the originals.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const files = new Set(readdirSync(dir));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (name.includes('/') || !files.has(name)) return next();
    const encoding = (['br', 'gzip'] as const).find(
      (candidate) => files.has(`${name}.${ENCODINGS[candidate]}`) && req.acceptsEncodings(candidate) === candidate,
    );
    if (!encoding) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(name));
    res.sendFile(path.resolve(dir, `${name}.${ENCODINGS[encoding]}`), { immutable: true, maxAge: '1y' }, (error) => {
      if (error) next(error);
    });
  };
}
