import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AdminAlert, AdminNotice, AdminPageHeader } from '#app/components/admin/AdminPage';
import { HistoryPanel } from '#app/components/admin/HistoryPanel';
import { adminMeta } from '#app/components/admin/meta';
import { ArrivalDetailsCard } from '#app/components/bookings/admin/ArrivalDetailsCard';
import { QuoteSnapshotCard } from '#app/components/bookings/admin/QuoteSnapshotCard';
import { StayActions } from '#app/components/bookings/admin/StayActions';
import { GuestDetails, StayFacts } from '#app/components/bookings/admin/StayFacts';
import { StayHistory } from '#app/components/bookings/admin/StayHistory';
import { StayMentions, StayStatusBadge } from '#app/components/bookings/admin/StayStatusBadge';
import { StayDocuments } from '#app/components/payments/StayDocuments';
import { StayPayments } from '#app/components/payments/StayPayments';
import { LastInspectionCard } from '#app/components/tasks/LastInspectionCard';
import type { DeskActionData } from '#app/domain/booking/desk';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { isPaymentIntent as isLedgerIntent } from '#app/domain/payments/entry-form';
import { staffPaymentTexts } from '#app/domain/payments/texts/staff';
import type { LedgerActionData } from '#app/components/payments/LedgerForms';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { loadStayArrivalDetails } from '#app/server/bookings/arrival-admin.server';
import { loadStayDetail, runDeskAction } from '#app/server/bookings/desk.server';
import { loadItemHistory } from '#app/server/history/history.server';
import { loadStaffDocuments, runIssueInvoice } from '#app/server/payments/stay-documents.server';
import { loadStayPayments, runPaymentAction } from '#app/server/payments/stay-payments.server';
import { log } from '#app/server/log.server';
import { loadStayInspection } from '#app/server/tasks/inspections.server';
import type { Route } from './+types/booking';

const text = staffBookingTexts.desk;

/** The action answered either a ledger form or the desk: each panel takes its own. */
const isLedgerAnswer = (answer: { intent: unknown }): answer is LedgerActionData => isLedgerIntent(answer.intent);
const isDeskAnswer = (answer: { intent: unknown }): answer is DeskActionData =>
  !isLedgerIntent(answer.intent) && answer.intent !== 'issue-invoice';
/** A guest's stay (a request or one staff entered), not a homeowner's block or a platform's. */
const guestStay = (stay: { source: string }) => stay.source === 'website' || stay.source === 'staff';

/** One stay: its facts, guest, quote, history, and the actions its status allows. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities, user } = getStaffSession(request, context, 'bookings');
  const search = new URL(request.url).searchParams;
  const detail = await loadStayDetail(capabilities, params.id, search);
  // The payments card says it could not load; the rest of the page still shows.
  const payments = await loadStayPayments(capabilities, detail.stay, user.role).catch((error: unknown) => {
    log.error('stay payments failed to load', { id: detail.stay.id, error });
    return 'failed' as const;
  });
  const documents = guestStay(detail.stay)
    ? await loadStaffDocuments(capabilities, detail.stay, detail.rental?.title ?? '').catch((error: unknown) => {
        log.error('stay documents failed to load', { id: detail.stay.id, error });
        return null;
      })
    : null;
  return {
    ...detail,
    payments,
    documents,
    // What the guest gave on their page (flight, arrival, names, requests): read only here.
    arrivalDetails: guestStay(detail.stay) ? await loadStayArrivalDetails(capabilities, detail.stay.id) : null,
    paymentDone: search.get('done'),
    history: await loadItemHistory(capabilities, 'stays', detail.stay.id),
    // The villa's last inspection on or before the arrival day (issue 30, item 6).
    inspection: await loadStayInspection(capabilities, user.role, detail.stay),
  };
}

/**
 * The stay in the URL: intent=hold|extend (until), confirm, decline|cancel (confirm=yes). Success goes back
 * to this page with `?done=…`; a refusal answers 400/404/409 with its message (see desk.server.ts). The
 * payments card's forms (intent=record-payment|record-refund|reverse-entry) go to stay-payments.server.ts.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get('intent') === 'issue-invoice') {
    const { capabilities } = await requireStaff(request, context, 'payments');
    return runIssueInvoice(capabilities, params.id);
  }
  if (isLedgerIntent(formData.get('intent'))) {
    const { capabilities, user } = await requireStaff(request, context, 'payments');
    return runPaymentAction(capabilities, params.id, formData, user.role);
  }
  const { capabilities } = await requireStaff(request, context, 'bookings');
  return runDeskAction(capabilities, params.id, formData);
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { stay, rental, conflict, inTheWay } = loaderData;
  const guest = guestStay(stay);

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={stay.reference}
        eyebrow={stay.status === 'requested' ? text.requestEyebrow : text.stayEyebrow}
        back={{ to: '/admin/bookings', label: text.backToList }}
      >
        <StayStatusBadge status={stay.status} />
      </AdminPageHeader>

      {conflict ? (
        <AdminAlert>
          {conflict.with ? (
            <>
              {text.conflictWith} <StayMentions stays={[conflict.with]} />.
            </>
          ) : (
            text.conflictUnknown
          )}
        </AdminAlert>
      ) : null}
      {inTheWay.length ? (
        <AdminAlert>
          {text.inTheWay} <StayMentions stays={inTheWay} />. {text.inTheWayHint}
        </AdminAlert>
      ) : null}

      {/* Two columns on a wide screen; on a phone the actions come right after the stay. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-1">
            <StayFacts stay={stay} nights={loaderData.nights} rental={rental} optionPassed={loaderData.optionPassed} />
          </div>
          {guest ? (
            <div className="order-3">
              <GuestDetails stay={stay} />
            </div>
          ) : null}
          {guest ? (
            <div className="order-3">
              <ArrivalDetailsCard details={loaderData.arrivalDetails} />
            </div>
          ) : null}
          {guest || loaderData.quote ? (
            <div className="order-4">
              <QuoteSnapshotCard quote={loaderData.quote} />
            </div>
          ) : null}
          {guest ? (
            <div className="order-5">
              {loaderData.payments === 'failed' ? (
                <AdminAlert>{staffPaymentTexts.ledger.loadFailed}</AdminAlert>
              ) : (
                <StayPayments
                  stayId={stay.id}
                  payments={loaderData.payments}
                  hasQuote={loaderData.quote !== null}
                  done={loaderData.paymentDone}
                  answer={actionData && isLedgerAnswer(actionData) ? actionData : undefined}
                />
              )}
            </div>
          ) : null}
          {loaderData.documents && loaderData.payments && loaderData.payments !== 'failed' ? (
            <div className="order-5">
              <StayDocuments
                stayId={stay.id}
                data={loaderData.documents}
                currency={loaderData.payments.schedule.currency}
                issued={loaderData.paymentDone === 'issue-invoice'}
                refused={actionData && 'refused' in actionData ? actionData.refused : undefined}
              />
            </div>
          ) : null}
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-2">
            <StayActions
              stay={stay}
              actions={loaderData.actions}
              deadline={loaderData.deadline}
              actionData={actionData && isDeskAnswer(actionData) ? actionData : undefined}
              notice={loaderData.notice}
            />
          </div>
          {loaderData.inspection ? (
            <div className="order-6">
              <LastInspectionCard data={loaderData.inspection} />
            </div>
          ) : null}
          <div className="order-6">
            <StayHistory events={loaderData.events} />
          </div>
        </div>
      </div>
      <HistoryPanel entries={loaderData.history} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? loaderData.stay.reference : text.notFoundTitle);

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminNotice
      headingId="booking-missing-heading"
      title={missing ? text.notFoundTitle : text.loadFailedTitle}
      text={missing ? text.notFoundText : text.loadFailed}
      className="gap-3 py-16"
    >
      <Link to="/admin/bookings" className="link text-sm">
        {text.backToList}
      </Link>
    </AdminNotice>
  );
}
