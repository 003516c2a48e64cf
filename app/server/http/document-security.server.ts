import { createHash } from 'node:crypto';
import { EXPLORE_AREA_MARK } from '#app/domain/maps/explore';
import { getEnv } from '#app/server/env.server';
import { contentSecurityPolicy } from './security';

const SCRIPT_START = '<script';
const SCRIPT_END = '</script>';

const sha256 = (source: Uint8Array | string) => `sha256-${createHash('sha256').update(source).digest('base64')}`;

/**
 * The CSP hash sources of a rendered document's inline scripts (theme, React Router's context and data,
 * scroll restoration, the hydration starter), taken over the document's very bytes, and of the inline scripts
 * it will insert itself. Byte searches, not a regular expression over a string: this runs on every rendered page.
 */
export function inlineScriptHashes(html: Buffer, insertedScripts: readonly string[] = []): string[] {
  const inline: Uint8Array[] = [];
  for (let at = html.indexOf(SCRIPT_START); at !== -1; at = html.indexOf(SCRIPT_START, at + 1)) {
    const tagEnd = html.indexOf('>', at);
    if (tagEnd === -1) break;
    // A script element (not `<scripts>` or `<script-x>`) without a src: its text runs inline.
    const tag = html.toString('latin1', at + SCRIPT_START.length, tagEnd);
    if (!/^(\s|$)/.test(tag) || /\ssrc=/.test(tag)) continue;
    const close = html.indexOf(SCRIPT_END, tagEnd);
    if (close === -1) break;
    inline.push(html.subarray(tagEnd + 1, close));
    at = close;
  }
  return [...new Set([...inline, ...insertedScripts].map((source) => sha256(source)))];
}

/**
 * The tile host the interactive map reads (MAP_TILES_URL on another site), for the documents that may open
 * it (a detail page with 'Explore the area'); none for a path on this site, or on any other page.
 */
export function mapTileHosts(html: Buffer, tiles: string | undefined): string[] {
  if (!tiles || !/^https?:\/\//.test(tiles) || !html.includes(EXPLORE_AREA_MARK)) return [];
  return [new URL(tiles).origin];
}

/**
 * The Content-Security-Policy of a rendered document, or null in development (where Vite injects inline
 * scripts of its own). It names only what this very document runs, so it can be cached and shared with it.
 */
export function documentPolicy(html: Buffer, insertedScripts: readonly string[] = []): string | null {
  const env = getEnv();
  if (env.NODE_ENV !== 'production') return null;
  const imageHosts = env.IMAGE_HOSTS.map((url) => new URL(url).origin);
  if (env.SUPABASE_URL) imageHosts.push(new URL(env.SUPABASE_URL).origin);
  return contentSecurityPolicy(
    inlineScriptHashes(html, insertedScripts),
    imageHosts,
    mapTileHosts(html, env.MAP_TILES_URL),
  );
}
