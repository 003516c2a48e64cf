import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { BackendError, eq, gt, lt, type Filter, type QueryRunner, type SelectQuery } from '#app/server/backend/query';

/** What every bookings query module shares: reading rows, inserting and deleting one, date ranges. */

/** A select that answers its rows. */
export const selectWith =
  (runner: QueryRunner) =>
  async <Row>(query: Omit<SelectQuery<Row>, 'kind'>): Promise<Row[]> =>
    (await runner.run({ kind: 'select', ...query } as SelectQuery<Row>)).rows;

/** Stays with a night inside [from, to): they start before `to` and end after `from`. */
export const overlapping = (from: CalendarDate, to: CalendarDate): Filter[] => [
  lt('check_in', to),
  gt('check_out', from),
];

export function savedId(id: unknown, table: string, what: string): string {
  if (typeof id !== 'string') throw new BackendError('permission', `No ${what} was saved`, { table });
  return id;
}

/** Inserts a row and returns its id; refused (permission) when row level security let nothing through. */
export async function insertReturningId(
  runner: QueryRunner,
  table: 'stays' | 'rental_seasons' | 'rental_feeds',
  values: Record<string, unknown>,
  what: string,
): Promise<string> {
  const result = await runner.run({ kind: 'insert', table, values, returning: ['id'] });
  return savedId(result.rows[0]?.id, table, what);
}

/** Deletes one row of a villa's (a season, a feed); false when there was none. */
export async function deleteOfRental(
  runner: QueryRunner,
  table: 'rental_seasons' | 'rental_feeds',
  rentalId: string,
  id: string,
): Promise<boolean> {
  const result = await runner.run({
    kind: 'delete',
    table,
    where: [eq('id', id), eq('rental_id', rentalId)],
    returning: ['id'],
  });
  return result.rows.length === 1;
}

/** A date column's value as a CalendarDate (rows carry them as 'YYYY-MM-DD'). */
export const rowDate = (value: string): CalendarDate =>
  parseCalendarDate(value) ?? (value.slice(0, 10) as CalendarDate);
