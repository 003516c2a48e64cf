import { islandToday } from '#app/domain/booking/dates';
import { csvDocument } from '#app/domain/csv';
import { PAYMENT_EXPORT_COLUMNS } from '#app/domain/payments/payment-export';
import { parsePaymentListState } from '#app/domain/payments/payment-list';
import { getStaffSession } from '#app/server/admin-context.server';
import { csvResponse } from '#app/server/http/csv-response.server';
import { paymentListQueries } from '#app/server/payments/list.server';
import type { Route } from './+types/payments-export';

/**
 * The payments list as a CSV file: the same filters (status, villa, next due dates, currency; every page),
 * amounts in whole units to the cent beside one currency column. Formula-safe (app/domain/csv.ts). Linked
 * from /admin/payments with its filters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'payments');
  const state = parsePaymentListState(new URL(request.url).searchParams);
  const today = islandToday();
  const { rows } = await capabilities.use(paymentListQueries).listAll(state, today);
  return csvResponse(`payments-${today}.csv`, csvDocument(PAYMENT_EXPORT_COLUMNS, rows));
}
