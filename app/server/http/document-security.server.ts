import { createHash } from 'node:crypto';
import { EXPLORE_AREA_MARK } from '#app/domain/maps/explore';
import { getEnv } from '#app/server/env.server';
import { contentSecurityPolicy } from './security';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * How the document's string holds its text: characters ('utf8', hashed as their UTF-8 bytes), or the UTF-8
 * bytes themselves one character each ('latin1', as entry.server.tsx reads the rendered document).
 */
export type DocumentEncoding = 'utf8' | 'latin1';

const sha256 = (source: string, encoding: DocumentEncoding) =>
  `sha256-${createHash('sha256').update(source, encoding).digest('base64')}`;

/**
 * The CSP hash sources of a rendered document's inline scripts (theme, React Router's context and data,
 * scroll restoration, the hydration starter) and of the inline scripts it will insert itself.
 */
export function inlineScriptHashes(
  html: string,
  insertedScripts: readonly string[] = [],
  encoding: DocumentEncoding = 'utf8',
): string[] {
  const sources = [...[...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]!), ...insertedScripts];
  return [...new Set(sources.map((source) => sha256(source, encoding)))];
}

/**
 * The tile host the interactive map reads (MAP_TILES_URL on another site), for the documents that may open
 * it (a detail page with 'Explore the area'); none for a path on this site, or on any other page.
 */
export function mapTileHosts(html: string, tiles: string | undefined): string[] {
  if (!tiles || !/^https?:\/\//.test(tiles) || !html.includes(EXPLORE_AREA_MARK)) return [];
  return [new URL(tiles).origin];
}

/**
 * The Content-Security-Policy of a rendered document, or null in development (where Vite injects inline
 * scripts of its own). It names only what this very document runs, so it can be cached and shared with it.
 */
export function documentPolicy(
  html: string,
  insertedScripts: readonly string[] = [],
  encoding: DocumentEncoding = 'utf8',
): string | null {
  const env = getEnv();
  if (env.NODE_ENV !== 'production') return null;
  const imageHosts = env.IMAGE_HOSTS.map((url) => new URL(url).origin);
  if (env.SUPABASE_URL) imageHosts.push(new URL(env.SUPABASE_URL).origin);
  return contentSecurityPolicy(
    inlineScriptHashes(html, insertedScripts, encoding),
    imageHosts,
    mapTileHosts(html, env.MAP_TILES_URL),
  );
}
