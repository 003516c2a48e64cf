import { LRUCache } from 'lru-cache';
import { onPublicChange } from '#app/server/db/public-changes.server';
import type { QueryRunner, SelectQuery } from './query';

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
  /** Counts being read, by key (shareCount). */
  reading?: Map<string, Promise<number>>;
}
const state: CountState = ((globalThis as { __islandEstatesListCounts?: CountState }).__islandEstatesListCounts ??= {
  entries: new LRUCache<string, number>({ max: MAX_ENTRIES, ttl: TTL_MS }),
  generation: 0,
});
const reading = (state.reading ??= new Map());

/**
 * The count known for `key`, or the one being read for it (`reading`), and the token to remember a freshly read
 * one with.
 */
export function cachedCount(key: string): {
  count: number | undefined;
  reading: Promise<number> | undefined;
  generation: number;
} {
  return { count: state.entries.get(key), reading: reading.get(key), generation: state.generation };
}

/**
 * Shares a count being read for `key` with the requests that come before it is known (cachedCount's `reading`),
 * then keeps it as rememberCount does. Without it, a burst of first visits to a new search all counted at once:
 * ten date searches over 20,000 villas queued ten counts of 1.5 s each on the embedded database.
 */
export function shareCount(key: string, count: Promise<number>, generation: number): void {
  reading.set(key, count);
  count
    .then(
      (value) => rememberCount(key, value, generation),
      () => undefined,
    )
    .finally(() => {
      if (reading.get(key) === count) reading.delete(key);
    });
}

/** Keeps a count read since `generation` was handed out, unless the caches were cleared meanwhile. */
export function rememberCount(key: string, count: number, generation: number): void {
  if (generation === state.generation) state.entries.set(key, count);
}

/** Who reads a list: visitors see the published rows, staff every row (row level security). */
export type CountReaders = 'visitors' | 'staff';

/**
 * What a list's count depends on: who reads it (`readers`: the published rows anyone sees, every row for staff)
 * and the query's rows — its table or source function, its staff search and its filters; never its order or
 * range. Every part of the query that can change the count is in it, or a search would take the whole list's.
 */
export function countKey<Row>(readers: CountReaders, query: SelectQuery<Row>): string {
  return JSON.stringify([readers, query.table, query.source ?? null, query.search ?? null, query.where ?? []]);
}

/**
 * A list's page of rows and its count, the count from this cache when known or being read. `readers` names who
 * reads the list (countKey): the same for every one of them, on a table whose every write clears the caches.
 */
export async function rowsAndCount<Row>(
  runner: QueryRunner,
  query: SelectQuery<Row>,
  readers: CountReaders,
): Promise<{ rows: Row[]; total: number }> {
  const key = countKey(readers, query);
  const { count: known, reading, generation } = cachedCount(key);
  const fromTheEnd = known === undefined ? undefined : pageFromTheEnd(query, known);
  if (fromTheEnd) return { rows: (await runner.run({ ...fromTheEnd, count: false })).rows.reverse(), total: known! };
  if (known !== undefined || reading) {
    // Known, or being read for another request: this one reads its page only.
    const [{ rows }, total] = await Promise.all([runner.run({ ...query, count: false }), known ?? reading!]);
    return { rows, total };
  }
  const result = runner.run({ ...query, count: true });
  const counted = result.then((answer) => answer.count ?? answer.rows.length);
  shareCount(key, counted, generation);
  const [{ rows }, total] = await Promise.all([result, counted]);
  return { rows, total };
}

/**
 * A page past the middle of a list of `total` rows, read from the list's other end: the same rows, in the reverse
 * order (the caller turns them back). A deep page skips its offset's rows in the index one by one (at 100,000
 * listings, the 90 % page skipped 72,000 of them); from the other end it skips fewer than half. Only for an order
 * that ends with the id, so that it has no ties and its reverse is exact; undefined when the page is not deep or
 * lies past the end.
 */
export function pageFromTheEnd<Row>(query: SelectQuery<Row>, total: number): SelectQuery<Row> | undefined {
  const { range, order } = query;
  if (!range || !order?.length || order.at(-1)!.column !== 'id') return undefined;
  const from = Math.floor(range.from);
  const to = Math.min(Math.floor(range.to), total - 1);
  if (from * 2 <= total || from > to) return undefined;
  return {
    ...query,
    order: order.map((o) => ({ column: o.column, ascending: !o.ascending })),
    range: { from: total - 1 - to, to: total - 1 - from },
  };
}

export function clearCounts(): void {
  state.generation += 1;
  state.entries.clear();
  // A count being read may predate the change: later requests read their own.
  reading.clear();
}
onPublicChange('list counts', clearCounts);
