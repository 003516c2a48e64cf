import { redirect } from 'react-router';
import { isUuid } from '#app/domain/admin/rows';
import { blockFormSchema } from '#app/domain/booking/block-form';
import { formatStayDates, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { STAY_ADDED } from '#app/domain/booking/desk';
import { quoteStay, rentalPricing } from '#app/domain/booking/quote';
import { staffStayDeadline, staffStayFormSchema } from '#app/domain/booking/staff-stay-form';
import { EXCLUSIVE_STATUSES, STAY_SOURCE_LABELS, STAY_STATUS_LABELS, stayActions } from '#app/domain/booking/stays';
import type { StayRow } from '#app/domain/entities';
import type { Capabilities } from '#app/server/capabilities.server';
import { BackendError } from '#app/server/backend/query';
import { syncRentalFeeds } from '#app/server/bookings/feed-sync.server';
import { rowDate } from '#app/server/bookings/queries/shared.server';
import { parseSubmission } from '#app/server/forms.server';
import { answer, askFirst, stayView, t, type CalendarAnswer, type CalendarIntentArgs } from './shared.server';
import { bookingQueries } from '#app/server/bookings/queries.server';

/** The staff calendar's stays: closing dates (add-block, cancel-block) and a guest's stay taken by phone (add-stay). */

/** 'IE-1A2B3C4D (Confirmed, Dec 20 – Dec 27, 2026)', 'IE-… (Homeowner block, …)': a stay in the way. */
function stayInTheWay(row: StayRow, feedNames: ReadonlyMap<string, string>): string {
  const view = stayView(row, feedNames);
  const what = row.source === 'website' || row.source === 'staff' ? STAY_STATUS_LABELS[row.status] : view.label;
  return t.block.inTheWay(row.reference, what, formatStayDates(view.checkIn, view.checkOut));
}

/** The stays in the way of dates the database refused (overlap), named: options, confirmed stays, blocks first. */
async function staysInTheWayNamed(
  capabilities: Capabilities,
  rentalId: string,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): Promise<string[]> {
  const [rows, feeds] = await Promise.all([
    capabilities.use(bookingQueries).staysInTheWay(rentalId, checkIn, checkOut),
    capabilities.use(bookingQueries).listFeeds(rentalId),
  ]);
  const names = new Map(feeds.map((feed) => [feed.id, feed.name]));
  const exclusive = rows.filter((row) => (EXCLUSIVE_STATUSES as readonly string[]).includes(row.status));
  return (exclusive.length > 0 ? exclusive : rows).slice(0, 3).map((row) => stayInTheWay(row, names));
}

/** add-block: closes dates for the owner or for maintenance; taken dates: 409 naming the stay in the way. */
export async function addBlock({ capabilities, rental, formData, back }: CalendarIntentArgs): Promise<CalendarAnswer> {
  const intent = 'add-block';
  const submission = parseSubmission(formData, blockFormSchema(islandToday()));
  if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
  const block = submission.value;
  try {
    await capabilities.use(bookingQueries).createBlock({ rentalId: rental.id, ...block });
  } catch (error) {
    if (!(error instanceof BackendError && error.code === 'overlap')) throw error;
    const named = await staysInTheWayNamed(capabilities, rental.id, block.checkIn, block.checkOut);
    return answer({ intent, result: submission.reply({ formErrors: [t.block.overlap(named)] }) }, 409);
  }
  return back('block-added');
}

/**
 * A guest's stay entered by staff: priced with the villa's seasons and the agency's terms (the quote the
 * website would give), stored as an option or confirmed. The website's minimum stay and arrival days do
 * not apply; the booking's page says which were waived. Taken dates: 409 naming the stay in the way.
 */
export async function addStaffStay({ capabilities, rental, formData }: CalendarIntentArgs): Promise<CalendarAnswer> {
  const intent = 'add-stay';
  const today = islandToday();
  const submission = parseSubmission(formData, staffStayFormSchema({ today, maxGuests: rental.max_guests }));
  if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
  const stay = submission.value;

  const [seasons, terms] = await Promise.all([
    capabilities.use(bookingQueries).listSeasons(rental.id),
    capabilities.use(bookingQueries).getBookingTerms(),
  ]);
  const { quote } = quoteStay(
    // The database decides whether the dates are free (busy: none here).
    { rental: rentalPricing(rental), seasons, terms, busy: [], today },
    { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests },
  );
  if (!quote) throw new Error('A valid staff stay has no quote');

  // As before a confirmation on the booking desk: the platforms' latest bookings first, so the database can
  // refuse dates Airbnb or Vrbo sold since the last sync (a feed that cannot be read does not block).
  await syncRentalFeeds(capabilities, rental.id);
  let id: string;
  try {
    id = await capabilities.use(bookingQueries).createStaffStay({
      rentalId: rental.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: stay.guests,
      name: stay.name,
      email: stay.email,
      phone: stay.phone,
      addOns: stay.addOns,
      note: stay.note,
      quote,
      status: stay.status,
      optionExpiresAt: staffStayDeadline(stay),
    });
  } catch (error) {
    if (!(error instanceof BackendError && error.code === 'overlap')) throw error;
    const named = await staysInTheWayNamed(capabilities, rental.id, stay.checkIn, stay.checkOut);
    return answer({ intent, result: submission.reply({ formErrors: [t.block.overlap(named)] }) }, 409);
  }
  return redirect(`/admin/bookings/${id}?done=${STAY_ADDED}`);
}

/** cancel-block: an owner or maintenance block removed, after the confirmation step. */
export async function cancelBlock({
  capabilities,
  rental,
  targetId,
  confirmed,
  back,
}: CalendarIntentArgs): Promise<CalendarAnswer> {
  const intent = 'cancel-block';
  const stay = isUuid(targetId) ? await capabilities.use(bookingQueries).getStay(targetId) : null;
  const removable =
    stay &&
    stay.rental_id === rental.id &&
    stay.status === 'blocked' &&
    stayActions(stay.status, stay.source).includes('cancel');
  if (!stay || !removable) return answer({ intent, error: t.block.notFound }, 404);
  if (!confirmed) {
    const what = `${STAY_SOURCE_LABELS[stay.source]}, ${formatStayDates(rowDate(stay.check_in), rowDate(stay.check_out))}`;
    return askFirst({
      intent,
      id: stay.id,
      heading: t.confirm.removeBlock(what),
      text: t.block.removeConfirm,
      button: t.confirm.remove,
    });
  }
  if (!(await capabilities.use(bookingQueries).cancel(stay.id)))
    return answer({ intent, error: t.block.notFound }, 404);
  return back('block-removed');
}
