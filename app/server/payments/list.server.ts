import { islandToday, type CalendarDate } from '#app/domain/booking/dates';
import {
  CASH_EXPECTED_DAYS,
  PAYMENT_LIST_PAGE_SIZE,
  type CashExpected,
  type PaymentListPage,
  paymentListSearch,
  type PaymentListState,
} from '#app/domain/payments/payment-list';
import type { QueryRunner } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { log } from '#app/server/log.server';
import { throughPaymentListCache } from './list-cache.server';

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
        p_search: state.search ?? null,
      },
    });
    const value = result.rows[0]?.value as Partial<PaymentListPage> | null | undefined;
    return { rows: value?.rows ?? [], total: Number(value?.total ?? 0), totals: value?.totals ?? [] };
  }

  /** The number the database moves whenever the list may have changed (…_payment_list_cache.sql). */
  async function version(): Promise<string> {
    const result = await runner.run({ kind: 'rpc', fn: 'payment_list_version', args: {} });
    return String(result.rows[0]?.value);
  }

  return {
    /**
     * One page of the list (PAYMENT_LIST_PAGE_SIZE rows), the number of stays and the totals: kept between
     * writes (list-cache.server.ts), computed again once the database's version has moved.
     */
    async listPage(state: PaymentListState, today: CalendarDate): Promise<PaymentListPage> {
      // The filters and the page as the address writes them, on the day.
      const key = `${today}${paymentListSearch(state)}`;
      return throughPaymentListCache(await version(), key, () =>
        list(state, today, {
          limit: PAYMENT_LIST_PAGE_SIZE,
          offset: (Math.max(1, state.page) - 1) * PAYMENT_LIST_PAGE_SIZE,
        }),
      );
    },

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

/**
 * The list's page for the route: rows, count, totals, and the name of the villa a link filtered by (the
 * filter shows it); `failed` when unreadable.
 */
export async function loadPaymentList(
  capabilities: Capabilities,
  state: PaymentListState,
  now = new Date(),
): Promise<PaymentListPage & { pageCount: number; villa: string | null; failed: boolean }> {
  try {
    const [page, villas] = await Promise.all([
      capabilities.use(paymentListQueries).listPage(state, islandToday(now)),
      state.rental ? capabilities.use(bookingQueries).rentalTitles([state.rental]) : null,
    ]);
    const pageCount = Math.max(1, Math.ceil(page.total / PAYMENT_LIST_PAGE_SIZE));
    return { ...page, pageCount, villa: (state.rental && villas?.get(state.rental)) || null, failed: false };
  } catch (error) {
    log.error('payments list failed to load', { state, error });
    return { rows: [], total: 0, totals: [], pageCount: 1, villa: null, failed: true };
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
