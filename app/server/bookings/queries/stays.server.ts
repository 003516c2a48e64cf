import { addDays, type CalendarDate } from '#app/domain/booking/dates';
import type { StayListState } from '#app/domain/booking/stay-list';
import { STAY_LIST_PAGE_SIZE } from '#app/domain/booking/stay-list';
import { ACTIVE_STATUSES, EXCLUSIVE_STATUSES } from '#app/domain/booking/stays';
import type { Currency } from '#app/domain/currency';
import type { RentalRow, StayEventRow, StayRow } from '#app/domain/entities';
import type { Page } from '#app/server/backend/listings.server';
import {
  asc,
  desc,
  eq,
  gt,
  gte,
  isIn,
  lt,
  lte,
  pageRange,
  type Filter,
  type QueryRunner,
  type SelectQuery,
} from '#app/server/backend/query';
import { STAY_COLUMNS, STAY_EVENT_COLUMNS } from '#app/server/backend/schema';
import { overlapping, selectWith } from './shared.server';

/**
 * Staff's reads of stays: the bookings list and its CSV export, one stay and its history, a villa's stays
 * for the calendar, the stays in the way of dates, and the dashboard's booking desk.
 */

export type StayListRow = Pick<
  StayRow,
  | 'id'
  | 'reference'
  | 'rental_id'
  | 'check_in'
  | 'check_out'
  | 'status'
  | 'source'
  | 'guest_name'
  | 'guests'
  | 'option_expires_at'
  | 'created_at'
> & { quote_total: number | null; quote_currency: Currency };

// prettier-ignore
const STAY_LIST_COLUMNS = [
  'id', 'reference', 'rental_id', 'check_in', 'check_out', 'status', 'source', 'guest_name', 'guests', 'option_expires_at', 'created_at', 'quote',
] as const satisfies readonly (keyof StayRow)[];

export type StayExportRow = StayListRow & Pick<StayRow, 'guest_email' | 'guest_phone'>;

// prettier-ignore
const STAY_EXPORT_COLUMNS = [...STAY_LIST_COLUMNS, 'guest_email', 'guest_phone'] as const satisfies readonly (keyof StayRow)[];
/** The most rows one export holds, and how many it reads a request. */
export const STAY_EXPORT_LIMIT = 20_000;
const STAY_EXPORT_CHUNK = 1_000;

/** The bookings list's filters as a query's conditions (the list and its export). */
function stayListWhere(state: StayListState): Filter[] {
  const where: Filter[] = [];
  if (state.status === 'active') where.push(isIn('status', ACTIVE_STATUSES));
  else if (state.status !== 'all') where.push(eq('status', state.status));
  if (state.rental) where.push(eq('rental_id', state.rental));
  if (state.from) where.push(gt('check_out', state.from));
  if (state.to) where.push(lte('check_in', state.to));
  return where;
}

function stayListOrder(state: StayListState) {
  return state.order === 'arrival' ? [asc('check_in'), asc('id')] : [desc('created_at'), desc('id')];
}

export function stayQueries(runner: QueryRunner) {
  const select = selectWith(runner);
  return {
    async listStays(state: StayListState): Promise<Page<StayListRow>> {
      const where = stayListWhere(state);
      const order = stayListOrder(state);
      const result = await runner.run({
        kind: 'select',
        table: 'stays',
        columns: STAY_LIST_COLUMNS,
        where,
        order,
        range: pageRange(state.page, STAY_LIST_PAGE_SIZE),
        count: true,
      } as SelectQuery<StayRow>);
      const total = result.count ?? 0;
      return {
        rows: result.rows.map(({ quote, ...row }) => ({
          ...row,
          quote_total: typeof quote?.total === 'number' ? quote.total : null,
          // A quote is in its villa's own currency (USD when the snapshot names none).
          quote_currency: quote?.currency === 'EUR' ? 'EUR' : 'USD',
        })),
        total,
        page: state.page,
        pageCount: Math.max(1, Math.ceil(total / STAY_LIST_PAGE_SIZE)),
      };
    },

    /**
     * Every stay the bookings list shows for these filters (all pages), in its order, with the guests' contact
     * details: the CSV export. Read a chunk at a time (PostgREST answers at most 1,000 rows a request), at most
     * STAY_EXPORT_LIMIT rows.
     */
    async exportStays(state: StayListState): Promise<StayExportRow[]> {
      const rows: StayExportRow[] = [];
      while (rows.length < STAY_EXPORT_LIMIT) {
        const chunk = (
          await runner.run({
            kind: 'select',
            table: 'stays',
            columns: STAY_EXPORT_COLUMNS,
            where: stayListWhere(state),
            order: stayListOrder(state),
            range: { from: rows.length, to: Math.min(rows.length + STAY_EXPORT_CHUNK, STAY_EXPORT_LIMIT) - 1 },
          } as SelectQuery<StayRow>)
        ).rows;
        rows.push(
          ...chunk.map(({ quote, ...row }) => ({
            ...row,
            quote_total: typeof quote?.total === 'number' ? quote.total : null,
            quote_currency: (quote?.currency === 'EUR' ? 'EUR' : 'USD') as Currency,
          })),
        );
        if (chunk.length < STAY_EXPORT_CHUNK) break;
      }
      return rows;
    },

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
