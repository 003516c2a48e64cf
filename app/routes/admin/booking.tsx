import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AdminAlert, AdminNotice, AdminPageHeader } from '#app/components/admin/AdminPage';
import { HistoryPanel } from '#app/components/admin/HistoryPanel';
import { adminMeta } from '#app/components/admin/meta';
import { QuoteSnapshotCard } from '#app/components/bookings/admin/QuoteSnapshotCard';
import { StayActions } from '#app/components/bookings/admin/StayActions';
import { GuestDetails, StayFacts } from '#app/components/bookings/admin/StayFacts';
import { StayHistory } from '#app/components/bookings/admin/StayHistory';
import { StayMentions, StayStatusBadge } from '#app/components/bookings/admin/StayStatusBadge';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { loadStayDetail, runDeskAction } from '#app/server/bookings/desk.server';
import { loadItemHistory } from '#app/server/history/history.server';
import type { Route } from './+types/booking';

const text = staffBookingTexts.desk;

/** One stay: its facts, guest, quote, history, and the actions its status allows. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'bookings');
  const detail = await loadStayDetail(capabilities, params.id, new URL(request.url).searchParams);
  return { ...detail, history: await loadItemHistory(capabilities, 'stays', detail.stay.id) };
}

/**
 * The stay in the URL: intent=hold|extend (until), confirm, decline|cancel (confirm=yes). Success goes back
 * to this page with `?done=…`; a refusal answers 400/404/409 with its message (see desk.server.ts).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'bookings');
  return runDeskAction(capabilities, params.id, await request.formData());
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { stay, rental, conflict, inTheWay } = loaderData;
  const guest = stay.source === 'website' || stay.source === 'staff';

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
          {guest || loaderData.quote ? (
            <div className="order-4">
              <QuoteSnapshotCard quote={loaderData.quote} />
            </div>
          ) : null}
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-2">
            <StayActions
              stay={stay}
              actions={loaderData.actions}
              deadline={loaderData.deadline}
              actionData={actionData}
              notice={loaderData.notice}
            />
          </div>
          <div className="order-5">
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
