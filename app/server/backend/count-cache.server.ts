import { LRUCache } from 'lru-cache';
import { onPublicChange } from '#app/server/db/public-changes.server';

/**
 * Exact counts of public lists, kept for a minute per filter and dropped on every staff write (with the
 * page cache; on every instance through the database's notification, db/public-changes.server.ts). Counting
 * every published row is the one part of a list request whose cost grows with the catalogue; the page of
 * rows itself is served by an index.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface CountState {
  entries: LRUCache<string, number>;
  /** Moves on every clear: a count read before a change is not kept after it. */
  generation: number;
}
const state: CountState = ((globalThis as { __islandEstatesListCounts?: CountState }).__islandEstatesListCounts ??= {
  entries: new LRUCache<string, number>({ max: MAX_ENTRIES, ttl: TTL_MS }),
  generation: 0,
});

/** The count known for `key`, and the token to remember a freshly read one with. */
export function cachedCount(key: string): { count: number | undefined; generation: number } {
  return { count: state.entries.get(key), generation: state.generation };
}

/** Keeps a count read since `generation` was handed out, unless the caches were cleared meanwhile. */
export function rememberCount(key: string, count: number, generation: number): void {
  if (generation === state.generation) state.entries.set(key, count);
}

export function clearCounts(): void {
  state.generation += 1;
  state.entries.clear();
}
onPublicChange('list counts', clearCounts);
