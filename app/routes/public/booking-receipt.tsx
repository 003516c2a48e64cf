import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import { OldReceiptLink } from '#app/components/bookings/OldReceiptLink';
import { QuoteSummary } from '#app/components/bookings/QuoteSummary';
import { GuestDocuments } from '#app/components/payments/GuestDocuments';
import { GuestPayments } from '#app/components/payments/GuestPayments';
import { RentalAgreementSection } from '#app/components/payments/RentalAgreementSection';
import { GuestArrival } from '#app/components/bookings/GuestArrival';
import { ARRIVAL_DETAILS_INTENT } from '#app/domain/booking/arrival';
import { NotFoundPanel } from '#app/components/listings/NotFoundPanel';
import { daysBetween, formatStayDates, type CalendarDate } from '#app/domain/booking/dates';
import { paymentScheduleSentence, type Quote } from '#app/domain/booking/quote';
import { SITE_NAME } from '#app/domain/constants';
import { localeFromPath, type Locale } from '#app/domain/i18n/locale';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { bookingRequestTexts } from '#app/domain/booking/texts/booking-request';
import { rentalTexts } from '#app/domain/listings/texts/rental';
import { paymentsTexts } from '#app/domain/payments/texts/payments';
import { ACCEPT_AGREEMENT_INTENT } from '#app/domain/payments/agreement-text';
import { isPrivateLinkToken, PRIVATE_PAGE_ROBOTS } from '#app/domain/booking/private-links';
import { useLocale, useLocalizedPath } from '#app/components/i18n/locale';
import type { BookingReceipt as Receipt } from '#app/server/bookings/queries/requests.server';
import { guestPageAction } from '#app/server/bookings/guest-page-actions.server';
import { arrivalDetailsForm } from '#app/server/bookings/arrival.server';
import { loadReceiptPage, requestFreshReceiptLink } from '#app/server/bookings/receipt.server';
import { acceptAgreementForm } from '#app/server/payments/rental-agreement.server';
import type { Route } from './+types/booking-receipt';

/**
 * The guest's receipt, behind its private link (`/rentals/{villa}/requests/{token}`): the reference, dates and
 * quote. An old address with the request's id offers to e-mail a fresh link instead (app/server/bookings/
 * receipt.server.ts; docs/decisions/019-private-links.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadReceiptPage(request, context, params);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders);

/** The guest's page's forms, by intent (each answered by the module that owns it); the old address's form. */
const guestPageForms = guestPageAction({
  [ACCEPT_AGREEMENT_INTENT]: acceptAgreementForm,
  [ARRIVAL_DETAILS_INTENT]: arrivalDetailsForm,
});

export async function action({ request, params, context }: Route.ActionArgs) {
  if (isPrivateLinkToken(params.requestId)) return guestPageForms(request, context, params);
  return requestFreshReceiptLink(request, context, params);
}

export default function BookingReceiptPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'old-link') {
    return <OldReceiptLink sent={loaderData.sent} lastResult={actionData?.result} />;
  }
  return (
    <>
      <BookingReceipt receipt={loaderData.receipt} titleLang={loaderData.titleLang} answered={Boolean(loaderData.stay)}>
        {loaderData.stay ? (
          <>
            {loaderData.agreement ? (
              <RentalAgreementSection
                agreement={loaderData.agreement}
                lastResult={answerTo(ACCEPT_AGREEMENT_INTENT, actionData)}
              />
            ) : null}
            <GuestPayments
              {...loaderData.stay}
              acceptFirst={Boolean(loaderData.agreement && !loaderData.agreement.accepted)}
            />
            {/* Arrival details once staff held or confirmed the stay (issue 28, item 6). */}
            {loaderData.arrival &&
            (loaderData.stay.status === 'option' || loaderData.stay.status === 'confirmed') ? (
              <GuestArrival {...loaderData.arrival} lastResult={answerTo(ARRIVAL_DETAILS_INTENT, actionData)} />
            ) : null}
            <GuestDocuments documents={loaderData.stay.documents} currency={loaderData.stay.payments.schedule.currency} />
          </>
        ) : null}
      </BookingReceipt>
    </>
  );
}

/** The action's answer when it was the form of `intent` that was refused. */
const answerTo = (intent: string, answer: Route.ComponentProps['actionData']) =>
  answer && 'intent' in answer && answer.intent === intent ? answer.result : undefined;

function BookingReceipt({
  receipt,
  titleLang,
  answered,
  children,
}: {
  receipt: Receipt;
  titleLang?: Locale;
  answered: boolean;
  /** what follows the receipt on the guest's page (its payments) */
  children?: ReactNode;
}) {
  const quote = receipt.quote as unknown as Quote | null;
  const checkIn = receipt.check_in as CalendarDate;
  const checkOut = receipt.check_out as CalendarDate;
  const locale = useLocale();
  const text = bookingRequestTexts[locale];
  const words = bookingTexts[locale];
  const localized = useLocalizedPath();
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <section role="status" aria-labelledby="receipt-heading" className="card p-6 sm:p-10">
        <p className="eyebrow" lang={titleLang}>
          {receipt.rental_title}
        </p>
        <h1 id="receipt-heading" className="display-title mt-2">
          {answered ? paymentsTexts[locale].guestTitle : text.receivedTitle}
        </h1>
        <p className="section-lead mt-3">
          {answered ? paymentsTexts[locale].guestLead(receipt.reference) : text.receivedLead(receipt.reference)}
        </p>
        <dl className="mt-8 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-fg-muted">{text.reference}</dt>
            <dd className="mt-1 font-mono text-lg text-fg">{receipt.reference}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">{text.yourStay}</dt>
            <dd className="mt-1 text-fg">
              {formatStayDates(checkIn, checkOut, locale)} · {words.nightCount(daysBetween(checkIn, checkOut))} ·{' '}
              {words.guestCount(receipt.guests)}
            </dd>
          </div>
          {receipt.add_ons.length > 0 ? (
            <div className="sm:col-span-2">
              <dt className="text-fg-muted">{text.addOnsHeading}</dt>
              <dd className="mt-1 text-fg">{receipt.add_ons.map((addOn) => text.addOn(addOn)).join(', ')}</dd>
            </div>
          ) : null}
        </dl>
        {quote ? <QuoteSummary quote={quote} className="mt-8 border-t border-line pt-6" /> : null}
        {/* Once staff answered, the payments below say what comes next. */}
        {answered ? null : (
          <>
            <h2 className="mt-10 font-display text-3xl text-fg">{text.whatHappensNext}</h2>
            <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-fg-muted">
              {[
                text.nextStep1,
                text.nextStep2,
                // When and what is paid, in the words of the schedule above.
                quote ? `${text.nextStep3} ${paymentScheduleSentence(quote.schedule, locale)}` : text.nextStep3,
              ].map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        )}
        <Link to={localized(`/rentals/${receipt.rental_id}`)} className="btn btn-secondary mt-8">
          {text.backToVilla}
        </Link>
      </section>
      {children}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  const text = bookingRequestTexts[localeFromPath(location.pathname)];
  const locale = localeFromPath(location.pathname);
  const title =
    data?.kind === 'old-link'
      ? data.sent
        ? text.oldLinkSentTitle
        : text.oldLinkTitle
      : data?.stay
        ? paymentsTexts[locale].guestTitle
        : text.receivedTitle;
  return [{ title: `${title} | ${SITE_NAME}` }, PRIVATE_PAGE_ROBOTS];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const locale = useLocale();
  const text = bookingRequestTexts[locale];
  return (
    <NotFoundPanel
      title={text.requestNotFoundTitle}
      text={missing ? text.requestNotFound : text.failure}
      backTo={useLocalizedPath()('/rentals')}
      backLabel={rentalTexts[locale].backToRentals}
    />
  );
}
