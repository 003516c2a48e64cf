import { z } from '#app/domain/zod';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { isUuid } from '#app/domain/admin/rows';
import type { Quote } from '#app/domain/booking/quote';
import { localizeStoredQuote } from '#app/domain/booking/season-names';
import { langAttribute, localizedText } from '#app/domain/i18n/content';
import { localeFromPath, localizedPath, type Locale } from '#app/domain/i18n/locale';
import { leadFormTexts } from '#app/domain/leads/texts/lead-form';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import { isPrivateLinkToken } from '#app/domain/booking/private-links';
import { getServices } from '#app/server/context.server';
import { parseSubmission } from '#app/server/forms.server';
import { submissionLimit } from '#app/server/leads/lead-action.server';
import { log } from '#app/server/log.server';
import { privateLinkHeaders } from './private-links.server';
import type { Capabilities } from '#app/server/capabilities.server';
import type { BookingReceipt } from './queries/requests.server';
import { seasonsOf } from './reference-cache.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { paymentQueries } from '#app/server/payments/queries.server';
import { islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { guestPaymentsOf, guestStaySchema } from '#app/domain/payments/guest-stay';
import { listingQueries } from '#app/server/listings/listings.server';
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
    const [inPageLanguage, stay, arrival] = await Promise.all([
      inLanguage(capabilities, receipt, locale),
      loadGuestStay(capabilities, params.requestId, receipt),
      loadGuestArrival(capabilities, params.requestId, islandToday(), new URL(request.url)),
    ]);
    // Once staff answered, the page posts its forms back to itself (the arrival details): see privateLinkHeaders.
    return data(
      { kind: 'receipt' as const, ...inPageLanguage, stay, arrival },
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
    return payments
      ? {
          reference: record.reference,
          status: record.status,
          optionExpiresAt: record.optionExpiresAt,
          payments,
          bank: record.bank,
        }
      : null;
  } catch (error) {
    log.error('guest stay failed to load', { error });
    return null;
  }
}

/**
 * A receipt in the page's language: the villa's title and the quote's season names, which the receipt holds
 * in English, in French on a French page when the villa (still published) has them; `titleLang` marks an
 * English title there.
 */
async function inLanguage(
  capabilities: Capabilities,
  receipt: BookingReceipt,
  locale: Locale,
): Promise<{ receipt: BookingReceipt; titleLang?: Locale }> {
  if (locale === 'en') return { receipt };
  const [rental, seasons] = await Promise.all([
    capabilities.use(listingQueries).getPublishedRental(receipt.rental_id),
    seasonsOf(capabilities, [receipt.rental_id]).then((found) => found.get(receipt.rental_id) ?? []),
  ]);
  const title = localizedText(receipt.rental_title, rental?.title_fr, locale);
  const quote = receipt.quote
    ? (localizeStoredQuote(receipt.quote as unknown as Quote, seasons, locale) as unknown as BookingReceipt['quote'])
    : null;
  const titleLang = langAttribute(title, locale);
  return { receipt: { ...receipt, rental_title: title.text, quote }, ...(titleLang ? { titleLang } : {}) };
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
