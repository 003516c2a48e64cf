import type { StayListState } from '#app/domain/booking/stay-list';
import { STAY_LIST_PAGE_SIZE } from '#app/domain/booking/stay-list';
import { ACTIVE_STATUSES } from '#app/domain/booking/stays';
import type { Currency } from '#app/domain/currency/currency';
import type { StayRow } from '#app/domain/entities';
import type { Page } from '#app/server/backend/query';
import {
  asc,
  desc,
  eq,
  gt,
  isIn,
  lte,
  pageRange,
  type Filter,
  type QueryRunner,
  type SelectQuery,
} from '#app/server/backend/query';

/** The staff's bookings list (its filters, order and pages) and its CSV export. */

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

export function stayListQueries(runner: QueryRunner) {
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
  };
}
