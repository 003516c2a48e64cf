import { islandToday, type CalendarDate } from '#app/domain/booking/dates';
import {
  CASH_EXPECTED_DAYS,
  PAYMENT_LIST_PAGE_SIZE,
  type CashExpected,
  type PaymentListPage,
  type PaymentListState,
} from '#app/domain/payments/payment-list';
import type { QueryRunner } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { log } from '#app/server/log.server';

/**
 * The staff's payments list and the dashboard's cash expected (supabase/migrations/…_payments_list.sql):
 * the database computes every figure (payment_list: a page, its count and its totals per currency in one
 * statement; payment_cash_expected); nothing here adds money up.
 */
export function paymentListQueries(runner: QueryRunner) {
  /** The list filtered as `state` says, on the islands' `today`: one page, or every row (`limit` null). */
  async function list(
    state: PaymentListState,
    today: CalendarDate,
    range: { limit: number | null; offset: number },
  ): Promise<PaymentListPage> {
    const result = await runner.run({
      kind: 'rpc',
      fn: 'payment_list',
      args: {
        p_on: today,
        p_status: state.status === 'all' ? null : state.status,
        p_rental: state.rental ?? null,
        p_from: state.from ?? null,
        p_to: state.to ?? null,
        p_currency: state.currency ?? null,
        p_limit: range.limit,
        p_offset: range.offset,
      },
    });
    const value = result.rows[0]?.value as Partial<PaymentListPage> | null | undefined;
    return { rows: value?.rows ?? [], total: Number(value?.total ?? 0), totals: value?.totals ?? [] };
  }

  return {
    /** One page of the list (PAYMENT_LIST_PAGE_SIZE rows), the number of stays and the totals. */
    listPage: (state: PaymentListState, today: CalendarDate) =>
      list(state, today, {
        limit: PAYMENT_LIST_PAGE_SIZE,
        offset: (Math.max(1, state.page) - 1) * PAYMENT_LIST_PAGE_SIZE,
      }),

    /** Every row of the filtered list (the CSV). */
    listAll: (state: PaymentListState, today: CalendarDate) => list(state, today, { limit: null, offset: 0 }),

    /** Per currency, what is left to pay of the instalments due from `today` to `today + days`. */
    async cashExpected(today: CalendarDate, days = CASH_EXPECTED_DAYS): Promise<CashExpected[]> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'payment_cash_expected',
        args: { p_on: today, p_days: days },
      });
      return result.rows.map((row) => ({
        currency: row.currency as CashExpected['currency'],
        amount: Number(row.amount),
        instalments: Number(row.instalments),
        stays: Number(row.stays),
      }));
    },
  };
}

/** The list's page for the route: rows, count, totals and the villas to filter by; `failed` when unreadable. */
export async function loadPaymentList(capabilities: Capabilities, state: PaymentListState, now = new Date()) {
  try {
    const [page, rentals] = await Promise.all([
      capabilities.use(paymentListQueries).listPage(state, islandToday(now)),
      capabilities.use(bookingQueries).listRentalOptions(),
    ]);
    const pageCount = Math.max(1, Math.ceil(page.total / PAYMENT_LIST_PAGE_SIZE));
    return { ...page, pageCount, rentals, failed: false };
  } catch (error) {
    log.error('payments list failed to load', { state, error });
    return { rows: [], total: 0, totals: [], pageCount: 1, rentals: [], failed: true } as PaymentListPage & {
      pageCount: number;
      rentals: { id: string; title: string }[];
      failed: boolean;
    };
  }
}

/** The dashboard's cash expected from the islands' today; null when it cannot be read (the rest still shows). */
export async function loadCashExpected(capabilities: Capabilities, now = new Date()) {
  const today = islandToday(now);
  try {
    return { today, days: CASH_EXPECTED_DAYS, amounts: await capabilities.use(paymentListQueries).cashExpected(today) };
  } catch (error) {
    log.error('cash expected failed to load', { error });
    return null;
  }
}
