import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { BlockForm } from '#app/components/bookings/staff-calendar/BlockForm';
import { CalendarSection } from '#app/components/bookings/staff-calendar/CalendarSection';
import { ConfirmPanel } from '#app/components/bookings/staff-calendar/ConfirmAction';
import { ExportPanel } from '#app/components/bookings/staff-calendar/ExportPanel';
import { ConflictList, FeedForm, FeedTable, SyncButton } from '#app/components/bookings/staff-calendar/FeedsPanel';
import { SeasonForm, SeasonTable } from '#app/components/bookings/staff-calendar/SeasonsEditor';
import { StaffStayForm } from '#app/components/bookings/staff-calendar/StaffStayForm';
import { StaffMonths } from '#app/components/bookings/staff-calendar/StaffMonths';
import { StayTable } from '#app/components/bookings/staff-calendar/StayTable';
import { LinkButton } from '#app/components/ui/Button';
import { monthKey } from '#app/domain/booking/dates';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { specTexts } from '#app/domain/spec-texts';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { handleCalendarAction, loadRentalCalendar } from '#app/server/bookings/calendar-admin.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/rental-calendar';
import { useCan } from '#app/components/admin/useCan';

const text = staffBookingTexts.staffCalendar;

/** One villa's calendar for staff: months of stays and blocks, seasons, imported feeds, the export address. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'bookings');
  try {
    return await loadRentalCalendar(capabilities, request, params.id);
  } catch (error) {
    if (isRouteErrorResponse(error) || error instanceof Response || isData(error)) throw error;
    log.error('rental calendar failed to load', { id: params.id, error });
    throw data(null, { status: 500 });
  }
}

/** Several forms, told apart by `intent`: see app/server/bookings/calendar-admin.server.ts. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'bookings');
  return handleCalendarAction(capabilities, request, params.id);
}

export default function RentalCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { rental, notice } = loaderData;
  const path = `/admin/rentals/${rental.id}/calendar`;
  const month = monthKey(loaderData.month);
  const canSeeTerms = useCan('settings.view');
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={text.title(rental.title)}
        back={{ to: `/admin/rentals/${rental.id}`, label: text.backToRental }}
      >
        {canSeeTerms ? (
          <LinkButton to="/admin/bookings/terms" variant="secondary" size="sm">
            {text.termsLink}
          </LinkButton>
        ) : null}
      </AdminPageHeader>

      <ConflictList conflicts={loaderData.conflicts} />
      {actionData?.error ? <AdminAlert>{actionData.error}</AdminAlert> : null}
      {actionData?.confirm ? <ConfirmPanel step={actionData.confirm} /> : null}

      <CalendarSection
        id="stays"
        title="Stays and blocks"
        description="Each day is a night: a stay takes the nights from its check-in to the day before its check-out."
        notice={notice}
      >
        <StaffMonths
          path={path}
          month={loaderData.month}
          monthsShown={loaderData.monthsShown}
          previousMonth={loaderData.previousMonth}
          nextMonth={loaderData.nextMonth}
          thisMonth={loaderData.thisMonth}
          today={loaderData.today}
          stays={loaderData.stays}
          seasons={loaderData.seasons}
          dailyRate={rental.dailyRate}
          minStayDays={rental.minStayDays}
          currency={rental.currency}
        />
        <div className="flex min-w-0 flex-col gap-4">
          <h3 className="font-display text-xl text-fg">In these months</h3>
          <StayTable stays={loaderData.stays} />
        </div>
        <div className="grid grid-cols-1 gap-10 border-t border-line pt-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <div className="min-w-0">
            <StaffStayForm today={loaderData.today} settings={loaderData.stayForm} actionData={actionData} />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <h3 className="font-display text-xl text-fg">Add a block</h3>
            <BlockForm today={loaderData.today} actionData={actionData} />
          </div>
        </div>
      </CalendarSection>

      <CalendarSection
        id="seasons"
        title="Seasons"
        description="Named periods with their own nightly rate, minimum stay and arrival days. Nights outside every season cost the daily rate."
        notice={notice}
      >
        <SeasonTable
          seasons={loaderData.seasons}
          currency={rental.currency}
          editPath={(id) => `${path}?month=${month}&season=${id}#season-form`}
        />
        <SeasonForm
          key={loaderData.editing?.id ?? 'new'}
          editing={loaderData.editing}
          cancelPath={`${path}?month=${month}#seasons`}
          defaults={{ nightlyRate: rental.dailyRate, minNights: rental.minStayDays }}
          festiveBalanceDaysBefore={loaderData.festiveBalanceDaysBefore}
          actionData={actionData}
        />
      </CalendarSection>

      <CalendarSection
        id="feeds"
        title="Imported calendars"
        description="Airbnb, Vrbo and Booking.com calendars of this villa: their bookings become blocks here."
        notice={notice}
        actions={<SyncButton disabled={loaderData.feeds.length === 0} />}
      >
        <FeedTable feeds={loaderData.feeds} />
        <FeedForm actionData={actionData} />
      </CalendarSection>

      <CalendarSection
        id="export"
        title="Export"
        description="This villa’s stays and blocks as a calendar the platforms can import, so they never sell its taken nights."
        notice={notice}
      >
        <ExportPanel url={loaderData.exportUrl} />
      </CalendarSection>
    </div>
  );
}

/** A `data()` thrown on purpose (404, the backend's 503) passes through. */
function isData(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? text.title(loaded.rental.title) : 'Calendar');

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={notFound ? specTexts.rental.notFoundTitle : 'Calendar'}
        back={{ to: '/admin/rentals', label: 'Back to Rentals' }}
      />
      <AdminAlert>{notFound ? specTexts.rental.notFoundFallback : specTexts.rental.loadFailed}</AdminAlert>
      <div>
        <Link to="/admin/rentals" className="link text-sm">
          Back to Rentals
        </Link>
      </div>
    </div>
  );
}
