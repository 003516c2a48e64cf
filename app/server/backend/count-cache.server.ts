/**
 * Exact counts of public lists, kept for a minute per filter and dropped on every staff write (with the
 * page cache). Counting every published row is the one part of a list request whose cost grows with the
 * catalogue; the page of rows itself is served by an index.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface CountState {
  entries: Map<string, { count: number; at: number }>;
}
const state: CountState = ((globalThis as { __islandEstatesCounts?: CountState }).__islandEstatesCounts ??= { entries: new Map() });

export function cachedCount(key: string, now = Date.now()): number | undefined {
  const entry = state.entries.get(key);
  if (!entry) return undefined;
  if (now - entry.at > TTL_MS) {
    state.entries.delete(key);
    return undefined;
  }
  return entry.count;
}

export function rememberCount(key: string, count: number, now = Date.now()): void {
  if (state.entries.size >= MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value!);
  state.entries.set(key, { count, at: now });
}

export function clearCounts(): void {
  state.entries.clear();
}
