import { data, redirect, type RouterContextProvider } from 'react-router';
import { bookingRequestSchemaFor, refusalFieldErrors } from '#app/domain/booking/request-form';
import { localeFromPath, localizedPath, type Locale } from '#app/domain/i18n/locale';
import { bookingRequestTexts } from '#app/domain/booking/texts/booking-request';
import { leadFormTexts } from '#app/domain/leads/texts/lead-form';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import { bookingReceiptPath } from '#app/domain/booking/private-links';
import { BackendError } from '#app/server/backend/query';
import { getServices } from '#app/server/context.server';
import { parseSubmission } from '#app/server/forms.server';
import { leadId, newSubmissionId, submissionLimit } from '#app/server/leads/lead-action.server';
import { log } from '#app/server/log.server';
import { submissionSecret } from './private-links.server';
import { loadStayQuote } from './availability.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { listingQueries } from '#app/server/listings/listings.server';

/**
 * The booking request form's action: the same schema as the form, then the quote engine's rules against
 * the villa's calendar as it is now, then the request is stored (with its inquiry, by the database) and
 * only then does the guest see their receipt. Nothing is stored when any of it fails; what the guest typed
 * comes back with the message next to the field. Messages are in the page's language (`locale`), and so is
 * the receipt it redirects to.
 */
export async function submitBookingRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rentalId: string,
  /** The guest's language, stored with the request and its inquiry (their acknowledgement is in it): the page's by default. */
  locale: Locale = localeFromPath(new URL(request.url).pathname),
) {
  const formData = await request.formData();
  const text = bookingRequestTexts[locale];
  const submission = parseSubmission(formData, bookingRequestSchemaFor(locale));
  const fail = (status: number, reply: Parameters<typeof submission.reply>[0] = {}, headers?: HeadersInit) =>
    data({ result: submission.reply(reply), submissionId: newSubmissionId() }, { status, headers });

  const limit = submissionLimit(request);
  const limited = (retryAfterSeconds: number) =>
    fail(429, { formErrors: [leadFormTexts[locale].rateLimited] }, { 'Retry-After': String(retryAfterSeconds) });
  const checked = await limit.check();
  if (!checked.allowed) return limited(checked.retryAfterSeconds);
  if (submission.status !== 'success') return fail(400);
  const fields = submission.value;
  const { capabilities } = getServices(context);

  let rental;
  try {
    rental = await capabilities.use(listingQueries).getPublishedRental(rentalId);
  } catch (error) {
    log.error('booking request: rental not loaded', { rentalId, error });
    return fail(503, { formErrors: [text.failure] });
  }
  if (!rental) throw data(null, { status: 404 });
  const accept = async () => {
    const accepted = await limit.accept();
    return accepted.allowed ? null : limited(accepted.retryAfterSeconds);
  };
  if (fields[HONEYPOT_FIELD]) {
    // Answered as sent, so counted as a submission: bots are held to the same limit.
    const refused = await accept();
    if (refused) return refused;
    log.info('booking request honeypot filled; not stored', { rentalId });
    throw redirect(localizedPath(`/rentals/${rental.id}`, locale));
  }

  const view = await loadStayQuote(
    capabilities,
    rental,
    { checkIn: fields.checkIn, checkOut: fields.checkOut, guests: fields.guests },
    { calendarMonths: 0, requireDates: true, locale },
  );
  if (view.refusals.length > 0 || !view.quote) {
    return fail(409, { fieldErrors: refusalFieldErrors(view.refusals) });
  }
  // The price moved since the form was shown (a season or the terms changed): show the new one first.
  if (view.quote.total !== fields.quotedTotal) {
    return fail(409, { formErrors: [text.priceChanged(view.quote.total, view.quote.currency)] });
  }

  // What the form posted: the stay's id and the request key both derive from it, so the same post twice stores
  // once and still lands on a working receipt (a link of its own; docs/decisions/019-private-links.md).
  const posted = [
    'booking',
    rental.id,
    fields.checkIn,
    fields.checkOut,
    String(fields.guests),
    fields.name,
    fields.email,
    fields.phone,
    fields.message,
    fields.addOns.join(','),
  ];
  const id = leadId(fields.submissionId, posted);
  // Only a request that is stored counts against the address's limit (refused dates and typos do not).
  const refused = await accept();
  if (refused) return refused;
  let stored: { duplicate: boolean; receiptToken: string | null };
  try {
    stored = await capabilities.use(bookingQueries).createBookingRequest({
      id,
      requestKey: submissionSecret('booking-request', fields.submissionId, posted),
      rentalId: rental.id,
      checkIn: fields.checkIn,
      checkOut: fields.checkOut,
      guests: fields.guests,
      name: fields.name,
      email: fields.email,
      phone: fields.phone ?? null,
      message: fields.message ?? null,
      addOns: fields.addOns,
      quotedTotal: view.quote.total,
      locale,
    });
    if (stored.duplicate) {
      log.info('booking request posted twice; stored once', { rentalId: rental.id });
      await limit.release();
    }
  } catch (error) {
    await limit.release();
    // The database checks the rules and the price again: a refusal there is a race lost (the dates were just
    // taken, the price just changed) or a post that bypassed the form's checks.
    const refused = error instanceof BackendError && error.code === 'constraint';
    log[refused ? 'warn' : 'error']('booking request not stored', { rentalId: rental.id, error });
    if (refused && error.message.includes('booking_requests_per_email')) {
      return fail(429, { formErrors: [leadFormTexts[locale].rateLimited] });
    }
    return fail(refused ? 409 : 503, { formErrors: [text.failure] });
  }
  // A duplicate that could not be linked again (a day later, say) lands on the page that e-mails a fresh link.
  throw redirect(
    stored.receiptToken
      ? bookingReceiptPath(rental.id, stored.receiptToken, locale)
      : localizedPath(`/rentals/${rental.id}/requests/${id}`, locale),
  );
}

export type BookingRequestActionData = {
  result: ReturnType<ReturnType<typeof parseSubmission>['reply']>;
  submissionId: string;
};
