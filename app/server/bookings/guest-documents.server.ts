import { data, type RouterContextProvider } from 'react-router';
import { addDays, type CalendarDate } from '#app/domain/booking/dates';
import { isPrivateLinkToken } from '#app/domain/booking/private-links';
import { localeFromPath, localizedPath, type Locale } from '#app/domain/i18n/locale';
import { guestStaySchema, type GuestStayRecord } from '#app/domain/payments/guest-stay';
import { stayDocuments, type GuestDocumentLink, type StayDocumentFacts } from '#app/domain/payments/stay-documents';
import { paymentsTexts } from '#app/domain/payments/texts/payments';
import type { Capabilities } from '#app/server/capabilities.server';
import { getServices } from '#app/server/context.server';
import { paymentQueries } from '#app/server/payments/queries.server';
import { documentLink, guestDocumentFacts, stayDocumentResponse } from '#app/server/payments/stay-documents.server';
import { buildCalendar } from './ical/export.server';
import { privateLinkHeaders } from './private-links.server';
import { bookingQueries } from './queries.server';
import type { BookingReceipt } from './queries/requests.server';
import { inLanguage } from './receipt-language.server';

/**
 * The guest's documents behind their page's private link (issue 28, items 6 and 7):
 * `/rentals/{villa}/requests/{token}/documents/{file}` — the pro-forma, the invoice and each payment's receipt
 * as PDFs in the page's language, and the stay as an `.ics` for their calendar. A token that opens nothing,
 * another villa's, or a file that is none of the stay's is the same 404.
 */

/** The stay's calendar file's name: 'stay-IE-1A2B3C4D.ics'. */
const calendarFile = (reference: string) => `stay-${reference}.ics`;

/** The documents the guest's page lists; the calendar always, the PDFs once the agency can issue them. */
export async function guestDocumentLinks(
  capabilities: Capabilities,
  token: string,
  receipt: BookingReceipt,
  record: GuestStayRecord,
): Promise<GuestDocumentLink[]> {
  const facts = await guestDocumentFacts(capabilities, readingOf(token, receipt, record));
  const documents = facts ? stayDocuments(facts).map(documentLink) : [];
  return [...documents, { kind: 'calendar', file: calendarFile(record.reference) }];
}

export async function loadGuestDocument(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { id: string; requestId: string; file: string },
): Promise<Response> {
  if (!isPrivateLinkToken(params.requestId)) throw notFound();
  const { capabilities } = getServices(context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const stored = await capabilities.use(bookingQueries).getBookingReceipt(params.requestId);
  if (!stored || stored.rental_id !== params.id) throw notFound();
  const parsed = guestStaySchema.safeParse(await capabilities.use(paymentQueries).guestStay(params.requestId));
  if (!parsed.success) throw notFound();
  const { receipt } = await inLanguage(capabilities, stored, locale);
  const record = parsed.data;
  if (params.file === calendarFile(record.reference)) {
    const page = `${url.origin}${localizedPath(`/rentals/${params.id}/requests/${params.requestId}`, locale)}`;
    return stayCalendar(receipt, record.reference, page, locale);
  }
  const facts: StayDocumentFacts | null = await guestDocumentFacts(
    capabilities,
    readingOf(params.requestId, receipt, record),
  );
  if (!facts) throw notFound();
  return stayDocumentResponse(facts, params.file, locale, privateLinkHeaders());
}

const readingOf = (token: string, receipt: BookingReceipt, record: GuestStayRecord) => ({
  token,
  villa: receipt.rental_title,
  checkIn: receipt.check_in.slice(0, 10) as CalendarDate,
  checkOut: receipt.check_out.slice(0, 10) as CalendarDate,
  guests: receipt.guests,
  quote: receipt.quote,
  record,
});

/**
 * The stay as one all-day event from the day of arrival to the day of departure included (iCalendar's end is
 * exclusive, so it ends the day after check-out), with the page's link: nothing the link does not already show.
 */
function stayCalendar(receipt: BookingReceipt, reference: string, page: string, locale: Locale): Response {
  const t = paymentsTexts[locale];
  const checkOut = receipt.check_out.slice(0, 10) as CalendarDate;
  const body = buildCalendar({
    calendarName: t.calendarName(receipt.rental_title),
    stays: [
      {
        uid: `guest-${reference}@islandestates.example`,
        checkIn: receipt.check_in.slice(0, 10),
        checkOut: addDays(checkOut, 1),
        summary: t.calendarSummary(receipt.rental_title, reference),
        description: t.calendarDescription(page),
        url: page,
      },
    ],
  });
  return new Response(body, {
    headers: {
      ...privateLinkHeaders(),
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${calendarFile(reference)}"`,
    },
  });
}

const notFound = () => data(null, { status: 404, headers: privateLinkHeaders() });
