import { addDays, type CalendarDate } from '#app/domain/booking/dates';
import type { RentalRow, StayRow } from '#app/domain/entities';
import { asc, eq, gte, isIn, lt, lte, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { STAY_COLUMNS } from '#app/server/backend/schema';
import { selectWith } from './shared.server';

/** The booking desk's reads: the dashboard's desk, and the villas it names and filters by. */

export function deskQueries(runner: QueryRunner) {
  const select = selectWith(runner);
  return {
    /** The titles of these villas, by id (the booking desk names villas; stays carry only their ids). */
    async rentalTitles(ids: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await select<Pick<RentalRow, 'id' | 'title'>>({
        table: 'rentals',
        columns: ['id', 'title'],
        where: [isIn('id', unique)],
        range: { from: 0, to: unique.length - 1 },
      });
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** Every villa's id and title, by title (the booking desk's villa filter), at most 1,000. */
    listRentalOptions: () =>
      select<Pick<RentalRow, 'id' | 'title'>>({
        table: 'rentals',
        columns: ['id', 'title'],
        order: [asc('title'), asc('id')],
        range: { from: 0, to: 999 },
      }),

    /** The dashboard's booking desk: pending requests, options ending within 48 h, arrivals within 14 days. */
    async bookingDesk(now: Date, today: CalendarDate) {
      const soon = new Date(now.getTime() + 48 * 3_600_000).toISOString();
      const [pending, expiring, arrivals] = await Promise.all([
        runner.run({
          kind: 'select',
          table: 'stays',
          columns: ['id'],
          where: [eq('status', 'requested')],
          count: true,
          head: true,
        } as SelectQuery<{ id: string }>),
        select<StayRow>({
          table: 'stays',
          columns: STAY_COLUMNS,
          where: [eq('status', 'option'), lte('option_expires_at', soon)],
          order: [asc('option_expires_at'), asc('id')],
          range: { from: 0, to: 19 },
        }),
        select<StayRow>({
          table: 'stays',
          columns: STAY_COLUMNS,
          where: [isIn('status', ['confirmed', 'option']), gte('check_in', today), lt('check_in', addDays(today, 15))],
          order: [asc('check_in'), asc('id')],
          range: { from: 0, to: 49 },
        }),
      ]);
      return { pendingRequests: pending.count ?? 0, expiringOptions: expiring, arrivals };
    },
  };
}
