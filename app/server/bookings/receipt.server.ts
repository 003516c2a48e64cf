import { z } from '#app/domain/zod';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { isUuid } from '#app/domain/admin/rows';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { leadFormTexts } from '#app/domain/leads/texts/lead-form';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import { isPrivateLinkToken } from '#app/domain/booking/private-links';
import { getServices } from '#app/server/context.server';
import { parseSubmission } from '#app/server/forms.server';
import { submissionLimit } from '#app/server/leads/lead-action.server';
import { log } from '#app/server/log.server';
import { guestDocumentLinks } from './guest-documents.server';
import { privateLinkHeaders } from './private-links.server';
import { inLanguage } from './receipt-language.server';
import type { Capabilities } from '#app/server/capabilities.server';
import type { BookingReceipt } from './queries/requests.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { paymentQueries } from '#app/server/payments/queries.server';
import { islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { guestPaymentsOf, guestStaySchema } from '#app/domain/payments/guest-stay';
import { loadGuestAgreement } from '#app/server/payments/rental-agreement.server';
import { loadGuestArrival } from './arrival.server';

/**
 * A booking request's receipt address, `/rentals/{villa}/requests/{…}` (docs/decisions/019-private-links.md):
 * - with a private link's token: the receipt, when a link with that token's digest opens a request of this
 *   villa; any other token is the same 404, with no hint;
 * - with a stay's id (the addresses sent before private links): a page that says nothing about any booking and
 *   offers to e-mail a fresh link to the address the request was made with — the same page, and the same answer
 *   to its form, whether or not such a request exists.
 * Every answer is a private link's: never cached, never indexed, its address never sent on.
 */

/** The fresh-link form: nothing but the honeypot (the stay is the address's). */
const freshLinkSchema = z.object({ [HONEYPOT_FIELD]: z.string().optional() });

export async function loadReceiptPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { id: string; requestId: string },
) {
  if (isPrivateLinkToken(params.requestId)) {
    const { capabilities } = getServices(context);
    const receipt = await capabilities.use(bookingQueries).getBookingReceipt(params.requestId);
    if (!receipt || receipt.rental_id !== params.id) throw notFound();
    const locale = localeFromPath(new URL(request.url).pathname);
    const [inPageLanguage, stay, agreement, arrival] = await Promise.all([
      inLanguage(capabilities, receipt, locale),
      loadGuestStay(capabilities, params.requestId, receipt),
      loadGuestAgreement(capabilities, params.requestId, locale),
      loadGuestArrival(
        capabilities,
        params.requestId,
        { today: islandToday(), checkIn: receipt.check_in.slice(0, 10) as CalendarDate },
        new URL(request.url),
      ),
    ]);
    // Once answered, the page posts its own forms (the rental agreement's acceptance, the arrival details):
    // same-origin keeps their Origin, which server.ts requires.
    return data(
      { kind: 'receipt' as const, ...inPageLanguage, stay, agreement: agreementShown(stay, agreement), arrival },
      { headers: privateLinkHeaders({ postsForms: stay !== null }) },
    );
  }
  if (isUuid(params.requestId) && isUuid(params.id)) {
    const sent = new URL(request.url).searchParams.get('sent') === '1';
    return data({ kind: 'old-link' as const, sent }, { headers: privateLinkHeaders({ postsForms: true }) });
  }
  throw notFound();
}

const notFound = () => data(null, { status: 404, headers: privateLinkHeaders() });

/** The rental agreement is asked of a stay still held or confirmed; once accepted, it stays said. */
const agreementShown = (stay: { status: string } | null, agreement: Awaited<ReturnType<typeof loadGuestAgreement>>) =>
  stay && (agreement?.accepted || stay.status === 'option' || stay.status === 'confirmed') ? agreement : null;

/**
 * The guest's stay behind the same link, once staff held or confirmed it (issue 28, item 6): its status, its
 * payments and where to pay. Null for a request not answered yet; a failure leaves the receipt as it was.
 */
async function loadGuestStay(capabilities: Capabilities, token: string, receipt: BookingReceipt) {
  try {
    const parsed = guestStaySchema.safeParse(await capabilities.use(paymentQueries).guestStay(token));
    if (!parsed.success) return null;
    const record = parsed.data;
    const stay = {
      checkIn: receipt.check_in.slice(0, 10) as CalendarDate,
      checkOut: receipt.check_out.slice(0, 10) as CalendarDate,
    };
    const payments = guestPaymentsOf(record, stay, islandToday());
    if (!payments) return null;
    // Without its documents the page still shows the stay and its payments.
    const documents = await guestDocumentLinks(capabilities, token, receipt, record).catch((error: unknown) => {
      log.error('guest documents failed to load', { error });
      return [];
    });
    return {
      reference: record.reference,
      status: record.status,
      optionExpiresAt: record.optionExpiresAt,
      payments,
      bank: record.bank,
      documents,
    };
  } catch (error) {
    log.error('guest stay failed to load', { error });
    return null;
  }
}

/**
 * The old address's form: e-mail a fresh link to the address on the booking. Answered with the same redirect
 * (to `?sent=1`) whether the request exists, is another villa's or the database refused to send more; a bot's
 * post (the honeypot) is answered alike and sends nothing. The public forms' rate limit applies.
 */
export async function requestFreshReceiptLink(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { id: string; requestId: string },
) {
  if (!isUuid(params.requestId) || !isUuid(params.id)) throw notFound();
  const locale = localeFromPath(new URL(request.url).pathname);
  const submission = parseSubmission(await request.formData(), freshLinkSchema);
  const limit = submissionLimit(request);
  const limited = (retryAfterSeconds: number) =>
    data(
      { result: submission.reply({ formErrors: [leadFormTexts[locale].rateLimited] }) },
      {
        status: 429,
        headers: { ...privateLinkHeaders({ postsForms: true }), 'Retry-After': String(retryAfterSeconds) },
      },
    );
  const checked = await limit.check();
  if (!checked.allowed) return limited(checked.retryAfterSeconds);
  const sent = redirect(`${localizedPath(`/rentals/${params.id}/requests/${params.requestId}`, locale)}?sent=1`, {
    headers: privateLinkHeaders({ postsForms: true }),
  });
  if (submission.status !== 'success') return sent;
  // Counted whether or not the request exists (the answer must not tell them apart), and for a bot's post too.
  const accepted = await limit.accept();
  if (!accepted.allowed) return limited(accepted.retryAfterSeconds);
  if (submission.value[HONEYPOT_FIELD]) return sent;
  try {
    await getServices(context)
      .capabilities.use(bookingQueries)
      .requestBookingReceiptLink(params.id.toLowerCase(), params.requestId.toLowerCase());
  } catch (error) {
    // Said to nobody but the log: the answer must not tell a stored request from an unknown one.
    log.error('fresh receipt link not queued', { rentalId: params.id, error });
  }
  return sent;
}

export type ReceiptPageData = Awaited<ReturnType<typeof loadReceiptPage>>['data'];
