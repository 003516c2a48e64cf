import { ADMIN_PAGE_SIZE, type AdminListState } from '#app/domain/admin/lists';
import { rowsAndCount } from './count-cache.server';
import {
  BackendError,
  eq,
  pageRange,
  type Filter,
  type Page,
  type QueryRunner,
  type SelectQuery,
  type TableName,
} from './query';

/**
 * Staff reads and writes of whole rows, shared by the back office's capabilities (listings, posts, leads).
 * Row level security refuses them to anyone not staff.
 */

/** The staff lists of listings and posts (inquiries are read as leads: app/server/leads/queries.server.ts). */
export type ListingTable = 'properties' | 'rentals' | 'blog_posts';

export function adminListQuery<Row>(
  table: ListingTable,
  columns: readonly (keyof Row & string)[],
  state: AdminListState<ListingTable>,
): SelectQuery<Row> {
  return {
    kind: 'select',
    table,
    columns,
    // Through the table's staff search function, which a trigram index serves (row level security keeps
    // PostgreSQL from using one for ILIKE on the table itself).
    search: state.q || undefined,
    where: [
      state.status !== 'all' && eq('status', state.status),
      // Kept by the database (…_french_content.sql): the French title or text is missing.
      state.french === 'missing' && eq('french_missing', true),
    ],
    // Ties by id in the same direction: one index on (column, id) serves both directions.
    order: [
      { column: state.sort, ascending: state.dir === 'asc' },
      { column: 'id', ascending: state.dir === 'asc' },
    ],
    range: pageRange(state.page, ADMIN_PAGE_SIZE),
    count: true,
  };
}

export const byId = <Row>(
  table: TableName,
  columns: readonly (keyof Row & string)[],
  id: string,
): SelectQuery<Row> => ({
  kind: 'select',
  table,
  columns,
  where: [eq('id', id)],
  single: true,
});

/**
 * Writes the one row of `table` whose `key` column is `keyValue`: an update when it exists, else an insert; the
 * row as it is now. A row row level security hides or refuses is not updated, and the insert that follows is
 * refused (a BackendError, 'permission' or 'unique'). For tables with one row per key (the agency's bank
 * account of a currency, a homeowner's payout account).
 */
export async function saveByKey<Row>(
  runner: QueryRunner,
  table: TableName,
  key: string,
  keyValue: string,
  values: Record<string, unknown>,
  returning: readonly (keyof Row & string)[],
): Promise<Row> {
  const updated = await runner.run({ kind: 'update', table, values, where: [eq(key, keyValue)], returning });
  if (updated.rows[0]) return updated.rows[0] as Row;
  const inserted = await runner.run({ kind: 'insert', table, values: { [key]: keyValue, ...values }, returning });
  const row = inserted.rows[0];
  if (!row) throw new BackendError('permission', `No ${table} row was saved`, { table });
  return row as Row;
}

/** The staff row helpers over one runner. */
export function staffRows(runner: QueryRunner) {
  async function list<Row>(
    table: ListingTable,
    columns: readonly (keyof Row & string)[],
    state: AdminListState<ListingTable>,
  ): Promise<Page<Row>> {
    const query = adminListQuery<Row>(table, columns, state);
    // Every member of staff reads every row of these tables (row level security), and every write to them
    // empties the counts on every instance (db/public-changes.server.ts): counting 100,000 rows at each page
    // was most of a staff list's time at that size.
    const { rows, total } = await rowsAndCount(runner, query, 'staff');
    return { rows, total, page: state.page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
  }
  async function one<Row>(table: TableName, columns: readonly (keyof Row & string)[], id: string): Promise<Row | null> {
    return (await runner.run(byId<Row>(table, columns, id))).rows[0] ?? null;
  }
  const count = async (table: TableName, where: Filter[] = []) =>
    (
      await runner.run({ kind: 'select', table, columns: ['id'], where, count: true, head: true } as SelectQuery<{
        id: string;
      }>)
    ).count ?? 0;

  /** Insert when `id` is null, else update; returns the row's id. Refused (permission) unless staff. */
  async function save(table: ListingTable, id: string | null, values: Record<string, unknown>): Promise<string> {
    const result = id
      ? await runner.run({ kind: 'update', table, values, where: [eq('id', id)], returning: ['id'] })
      : await runner.run({ kind: 'insert', table, values, returning: ['id'] });
    const saved = result.rows[0]?.id;
    if (typeof saved !== 'string') throw new BackendError('permission', `No ${table} row was saved`, { table });
    return saved;
  }
  /** Updates one row by id; false when no row matched (deleted meanwhile, or not allowed). */
  async function updateOne(table: TableName, id: string, values: Record<string, unknown>): Promise<boolean> {
    const result = await runner.run({ kind: 'update', table, values, where: [eq('id', id)], returning: ['id'] });
    return result.rows.length === 1;
  }

  return { list, one, count, save, updateOne };
}
