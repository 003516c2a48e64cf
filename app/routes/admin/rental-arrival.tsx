import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AdminAlert, AdminNotice, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { ArrivalInfoForm } from '#app/components/bookings/admin/ArrivalInfoForm';
import { arrivalInfoTexts } from '#app/domain/booking/arrival-info-form';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { loadArrivalInfoEditor, saveArrivalInfo } from '#app/server/bookings/arrival-admin.server';
import type { Route } from './+types/rental-arrival';

const text = arrivalInfoTexts;

/** One villa's arrival information for guests paid in full (staff with the listings permission). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'listings');
  return loadArrivalInfoEditor(capabilities, params.id, new URL(request.url));
}

/** The form: see app/server/bookings/arrival-admin.server.ts. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'listings');
  return saveArrivalInfo(capabilities, params.id, request);
}

export default function RentalArrival({ loaderData, actionData }: Route.ComponentProps) {
  const { rental } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={text.title(rental.title)}
        back={{ to: `/admin/rentals/${rental.id}`, label: text.backToRental }}
      />
      <p className="max-w-3xl text-fg-muted">
        {text.lead} {loaderData.lastChange ? text.lastChange(loaderData.lastChange) : null}
      </p>
      {loaderData.notice && !actionData ? <AdminAlert tone="success">{loaderData.notice}</AdminAlert> : null}
      <ArrivalInfoForm rentalId={rental.id} values={loaderData.values} lastResult={actionData?.result} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? text.title(loaderData.rental.title) : text.link);

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminNotice
      headingId="arrival-missing-heading"
      title={missing ? text.notFoundTitle : text.loadFailedTitle}
      text={missing ? text.notFound : text.loadFailed}
      className="gap-3 py-16"
    >
      <Link to="/admin/rentals" className="link text-sm">
        {text.backToList}
      </Link>
    </AdminNotice>
  );
}
