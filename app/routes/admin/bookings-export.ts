import { islandToday } from '#app/domain/booking/dates';
import { STAY_EXPORT_COLUMNS } from '#app/domain/booking/stay-export';
import { parseStayListState } from '#app/domain/booking/stay-list';
import { csvDocument } from '#app/domain/csv';
import { getStaffSession } from '#app/server/admin-context.server';
import { csvResponse } from '#app/server/http/csv-response.server';
import type { Route } from './+types/bookings-export';
import { bookingQueries } from '#app/server/bookings/queries.server';

/**
 * The bookings list as a CSV file: the same filters (status, villa, dates, order; every page), with the guests'
 * contact details. Formula-safe (app/domain/csv.ts). Linked from /admin/bookings with its filters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'bookings');
  const state = parseStayListState(new URL(request.url).searchParams);
  const rows = await capabilities.use(bookingQueries).exportStays(state);
  const titles = await capabilities.use(bookingQueries).rentalTitles(rows.map((row) => row.rental_id));
  const lines = rows.map((row) => ({ ...row, villa: titles.get(row.rental_id) ?? null }));
  return csvResponse(`bookings-${islandToday()}.csv`, csvDocument(STAY_EXPORT_COLUMNS, lines));
}
