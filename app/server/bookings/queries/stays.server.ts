import type { CalendarDate } from '#app/domain/booking/dates';
import { ACTIVE_STATUSES, EXCLUSIVE_STATUSES } from '#app/domain/booking/stays';
import type { StayEventRow, StayRow } from '#app/domain/entities';
import { asc, eq, isIn, type QueryRunner } from '#app/server/backend/query';
import { STAY_COLUMNS, STAY_EVENT_COLUMNS } from '#app/server/backend/schema';
import { overlapping, selectWith } from './shared.server';

/** Staff's reads of stays: one stay and its history, a villa's stays for the calendar, the stays in the way. */

export function stayQueries(runner: QueryRunner) {
  const select = selectWith(runner);
  return {
    async getStay(id: string): Promise<StayRow | null> {
      return (
        (await select<StayRow>({ table: 'stays', columns: STAY_COLUMNS, where: [eq('id', id)], single: true }))[0] ??
        null
      );
    },

    async listStayEvents(stayId: string): Promise<StayEventRow[]> {
      return select<StayEventRow>({
        table: 'stay_events',
        columns: STAY_EVENT_COLUMNS,
        where: [eq('stay_id', stayId)],
        order: [asc('at'), asc('id')],
        range: { from: 0, to: 499 },
      });
    },

    /** A villa's stays still in play with a night in [from, to), for the staff calendar. */
    async listRentalStays(rentalId: string, from: CalendarDate, to: CalendarDate): Promise<StayRow[]> {
      return select<StayRow>({
        table: 'stays',
        columns: STAY_COLUMNS,
        where: [eq('rental_id', rentalId), isIn('status', ACTIVE_STATUSES), ...overlapping(from, to)],
        order: [asc('check_in'), asc('id')],
        range: { from: 0, to: 999 },
      });
    },

    /** The options, confirmed stays and blocks that take a night of [checkIn, checkOut), other than `exceptId`. */
    async staysInTheWay(
      rentalId: string,
      checkIn: CalendarDate,
      checkOut: CalendarDate,
      exceptId?: string,
    ): Promise<StayRow[]> {
      const rows = await select<StayRow>({
        table: 'stays',
        columns: STAY_COLUMNS,
        where: [
          eq('rental_id', rentalId),
          isIn('status', [...EXCLUSIVE_STATUSES, 'conflict']),
          ...overlapping(checkIn, checkOut),
        ],
        order: [asc('check_in'), asc('id')],
        range: { from: 0, to: 49 },
      });
      return rows.filter((row) => row.id !== exceptId);
    },
  };
}
