import { describe, expect, it } from 'vitest';
import {
  cachedCount,
  clearCounts,
  countKey,
  pageFromTheEnd,
  rememberCount,
  rowsAndCount,
  shareCount,
} from './count-cache.server';
import type { OrderBy, Query, QueryResult, QueryRunner, SelectQuery } from './query';

describe('the list counts cache', () => {
  it('keeps a count until cleared', () => {
    clearCounts();
    const { count, generation } = cachedCount('properties');
    expect(count).toBeUndefined();
    rememberCount('properties', 42, generation);
    expect(cachedCount('properties').count).toBe(42);
    clearCounts();
    expect(cachedCount('properties').count).toBeUndefined();
  });

  it('does not keep a count read before a change', () => {
    clearCounts();
    const { generation } = cachedCount('rentals');
    // A change (here or on another instance) lands while the count is being read.
    clearCounts();
    rememberCount('rentals', 7, generation);
    expect(cachedCount('rentals').count).toBeUndefined();
  });

  it('shares a count being read with the requests that come meanwhile, then keeps it', async () => {
    clearCounts();
    let answer!: (count: number) => void;
    const count = new Promise<number>((resolve) => (answer = resolve));
    const { generation } = cachedCount('rentals by dates');
    shareCount('rentals by dates', count, generation);
    const meanwhile = cachedCount('rentals by dates');
    expect(meanwhile.count).toBeUndefined();
    expect(meanwhile.reading).toBe(count);
    answer(12);
    await count;
    await Promise.resolve();
    expect(cachedCount('rentals by dates')).toMatchObject({ count: 12, reading: undefined });
  });

  it('forgets a count whose reading failed, and one a change overtook', async () => {
    clearCounts();
    const failed = Promise.reject(new Error('timeout'));
    shareCount('a', failed, cachedCount('a').generation);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(cachedCount('a')).toMatchObject({ count: undefined, reading: undefined });

    let answer!: (count: number) => void;
    const overtaken = new Promise<number>((resolve) => (answer = resolve));
    shareCount('b', overtaken, cachedCount('b').generation);
    clearCounts();
    expect(cachedCount('b').reading).toBeUndefined();
    answer(3);
    await overtaken;
    await Promise.resolve();
    expect(cachedCount('b').count).toBeUndefined();
  });
});

describe('what a count is kept under', () => {
  const list: SelectQuery<{ id: string }> = {
    kind: 'select',
    table: 'properties',
    columns: ['id'],
    where: [{ op: 'eq', column: 'status', value: 'published' }],
    order: [{ column: 'id', ascending: true }],
    range: { from: 0, to: 19 },
  };

  it('tells apart every part of the query that changes the count, and who reads it', () => {
    const keys = [
      countKey('staff', list),
      countKey('visitors', list),
      countKey('staff', { ...list, search: 'villa' }),
      countKey('staff', { ...list, search: 'gustavia' }),
      countKey('staff', { ...list, where: [] }),
      countKey('staff', { ...list, table: 'rentals' }),
      countKey('staff', { ...list, source: { fn: 'available_rentals', args: { p_check_in: '2027-01-02' } } }),
      countKey('staff', { ...list, source: { fn: 'available_rentals', args: { p_check_in: '2027-01-09' } } }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is the same for every page, order and set of columns of one list', () => {
    const other: SelectQuery<{ id: string; title: string }> = {
      ...list,
      columns: ['id', 'title'],
      order: [],
      range: { from: 40, to: 59 },
    };
    expect(countKey('staff', other)).toBe(countKey('staff', list));
  });
});

type Row = { id: string; created_at: string | null };

/** A runner over rows in memory that sorts and slices as PostgreSQL does (nulls last ascending, first descending). */
function memoryRunner(all: Row[], seen: SelectQuery<Row>[]): QueryRunner {
  const compare = (order: readonly OrderBy[]) => (a: Row, b: Row) => {
    for (const { column, ascending } of order) {
      const x = a[column as keyof Row];
      const y = b[column as keyof Row];
      if (x === y) continue;
      const after = x === null ? 1 : y === null ? -1 : x! > y! ? 1 : -1;
      return ascending ? after : -after;
    }
    return 0;
  };
  return {
    async run(query: Query<unknown>) {
      const select = query as unknown as SelectQuery<Row>;
      seen.push(select);
      const sorted = [...all].sort(compare(select.order ?? []));
      const rows = select.range ? sorted.slice(select.range.from, select.range.to + 1) : sorted;
      return { rows, count: select.count ? all.length : undefined } as QueryResult<never>;
    },
  } as QueryRunner;
}

describe('a deep page, read from the other end of the list', () => {
  // 47 rows, some with the same date and some with none: the order's ties and nulls must reverse exactly.
  const all: Row[] = Array.from({ length: 47 }, (_, i) => ({
    id: `id-${String((i * 17) % 47).padStart(2, '0')}`,
    created_at: i % 9 === 0 ? null : `2026-0${1 + (i % 5)}-01`,
  }));
  const order: OrderBy[] = [
    { column: 'created_at', ascending: false },
    { column: 'id', ascending: false },
  ];
  const page = (from: number): SelectQuery<Row> => ({
    kind: 'select',
    table: 'properties',
    columns: ['id', 'created_at'],
    order,
    range: { from, to: from + 11 },
  });

  it('gives every page the rows the list read from its start gives, once the count is known', async () => {
    clearCounts();
    const seen: SelectQuery<Row>[] = [];
    const runner = memoryRunner(all, seen);
    for (const from of [0, 12, 24, 36, 48]) {
      const direct = (await memoryRunner(all, []).run(page(from))).rows;
      const { rows, total } = await rowsAndCount(runner, page(from), 'visitors');
      expect(total).toBe(47);
      expect(rows).toEqual(direct);
    }
    // The first read counted; the pages past the middle (24 and 36) were read in the reverse order.
    expect(seen.map((q) => q.order?.[0]?.ascending)).toEqual([false, false, true, true, false]);
    expect(seen[3]!.range).toEqual({ from: 0, to: 10 });
  });

  it('keeps the list order for a page before the middle, past the end, or an order without the id last', () => {
    expect(pageFromTheEnd(page(12), 47)).toBeUndefined();
    expect(pageFromTheEnd(page(48), 47)).toBeUndefined();
    expect(pageFromTheEnd({ ...page(36), order: [order[0]!] }, 47)).toBeUndefined();
    expect(pageFromTheEnd({ ...page(36), range: undefined }, 47)).toBeUndefined();
    expect(pageFromTheEnd(page(24), 47)).toMatchObject({
      order: [
        { column: 'created_at', ascending: true },
        { column: 'id', ascending: true },
      ],
      range: { from: 11, to: 22 },
    });
  });
});
