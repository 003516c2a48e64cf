import {
  ALWAYS_THERE,
  dayRange,
  HISTORY_COLUMNS,
  HISTORY_PAGE_SIZE,
  ITEM_HISTORY_LIMIT,
  personOf,
  referenceKey,
  type HistoryEntryRow,
  type ReferencedTable,
  type HistoryFilters,
  type HistoryItem,
} from '#app/domain/history/history';
import type { Page } from '#app/server/backend/query';
import {
  desc,
  eq,
  gte,
  isIn,
  lt,
  pageRange,
  type Filter,
  type QueryRunner,
  type SelectQuery,
  type TableName,
} from '#app/server/backend/query';

/**
 * The history's reads (supabase/migrations/…_history.sql). The database writes every entry itself; nobody
 * writes one through the port. Row level security decides what each member reads: owners and admins
 * everything, agents the history of listings, posts, leads and stays.
 */

const NEWEST_FIRST = [desc('at'), desc('id')];

/** The items whose existence a page of entries checks, to link only to those still there. */
const CHECKED: Partial<Record<HistoryItem, TableName>> = {
  properties: 'properties',
  rentals: 'rentals',
  blog_posts: 'blog_posts',
  inquiries: 'inquiries',
  stays: 'stays',
};

export function historyQueries(runner: QueryRunner) {
  return {
    /** The newest entries of one item (its own rows and what belongs to it: seasons, feeds, notes). */
    async itemHistory(item: HistoryItem, id: string): Promise<HistoryEntryRow[]> {
      const result = await runner.run({
        kind: 'select',
        table: 'audit_events',
        columns: HISTORY_COLUMNS,
        where: [eq('subject_table', item), eq('subject_id', id)],
        order: NEWEST_FIRST,
        range: { from: 0, to: ITEM_HISTORY_LIMIT - 1 },
      } as SelectQuery<HistoryEntryRow>);
      return result.rows;
    },

    /** Every entry the member may read, newest first, narrowed by person, kind and days; one page. */
    async listHistory(filters: HistoryFilters): Promise<Page<HistoryEntryRow>> {
      const person = personOf(filters);
      const { since, before } = dayRange(filters);
      const where: Filter[] = [
        ...(person?.kind === 'member' ? [eq('actor_id', person.id)] : []),
        ...(person && person.kind !== 'member' ? [eq('actor_kind', person.kind)] : []),
        ...(filters.kind !== 'all' ? [eq('subject_table', filters.kind)] : []),
        ...(since ? [gte('at', since)] : []),
        ...(before ? [lt('at', before)] : []),
      ];
      const result = await runner.run({
        kind: 'select',
        table: 'audit_events',
        columns: HISTORY_COLUMNS,
        where,
        order: NEWEST_FIRST,
        range: pageRange(filters.page, HISTORY_PAGE_SIZE),
        count: true,
      } as SelectQuery<HistoryEntryRow>);
      const total = result.count ?? 0;
      return {
        rows: result.rows,
        total,
        page: filters.page,
        pageCount: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
      };
    },

    /** The names of the things these entries' changes name by id (see `withNames`). */
    referenceNames: (wanted: ReadonlyMap<ReferencedTable, ReadonlySet<string>>) => referenceNames(runner, wanted),

    /**
     * Which of these entries' items still exist, as 'table:id' keys: one request per kind of item on the
     * page (settings and the staff page always do).
     */
    async existingItems(
      entries: readonly Pick<HistoryEntryRow, 'subject_table' | 'subject_id'>[],
    ): Promise<Set<string>> {
      const existing = new Set<string>();
      const wanted = new Map<TableName, Set<string>>();
      for (const entry of entries) {
        if (ALWAYS_THERE.has(entry.subject_table)) {
          existing.add(`${entry.subject_table}:${entry.subject_id}`);
          continue;
        }
        const table = CHECKED[entry.subject_table];
        if (!table) continue;
        wanted.set(table, (wanted.get(table) ?? new Set()).add(entry.subject_id));
      }
      await Promise.all(
        [...wanted].map(async ([table, ids]) => {
          const result = await runner.run({
            kind: 'select',
            table,
            columns: ['id'],
            where: [isIn('id', [...ids].sort())],
          } as SelectQuery<{ id: string }>);
          for (const row of result.rows) existing.add(`${table}:${row.id}`);
        }),
      );
      return existing;
    },
  };
}

/** What names a referenced thing: a listing's title, a stay's reference, a feed's name. */
const NAME_COLUMN: Record<Exclude<ReferencedTable, 'staff_members'>, string> = {
  properties: 'title',
  rentals: 'title',
  stays: 'reference',
  rental_feeds: 'name',
};

export type HistoryQueries = ReturnType<typeof historyQueries>;

/** The names of the listings, stays and feeds these ids name, keyed by `referenceKey`: one request per kind. */
export async function referenceNames(
  runner: QueryRunner,
  wanted: ReadonlyMap<ReferencedTable, ReadonlySet<string>>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([table, ids]) => {
      if (table === 'staff_members') return;
      const column = NAME_COLUMN[table];
      const result = await runner.run({
        kind: 'select',
        table,
        columns: ['id', column],
        where: [isIn('id', [...ids].sort())],
      } as SelectQuery<Record<string, string>>);
      for (const row of result.rows) names.set(referenceKey(table, row.id!), row[column]!);
    }),
  );
  return names;
}
