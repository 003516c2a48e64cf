import { useLocation } from 'react-router';
import { AdminAlert, AdminEmptyState, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { isStayListFiltered, StayFilters } from '#app/components/bookings/admin/StayFilters';
import { StayTable } from '#app/components/bookings/admin/StayTable';
import { Pagination } from '#app/components/listings/Pagination';
import { buttonClass, LinkButton } from '#app/components/ui/Button';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { staffAgreementTexts } from '#app/domain/payments/rental-agreement';
import { parseStayListState, stayListSearch } from '#app/domain/booking/stay-list';
import { getStaffSession } from '#app/server/admin-context.server';
import { loadStayList } from '#app/server/bookings/desk.server';
import type { Route } from './+types/bookings';
import { useCan } from '#app/components/admin/useCan';

const text = staffBookingTexts.desk;

/** Booking requests and stays, filtered by status, villa and dates in the URL (bad values mean "all"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'bookings');
  const state = parseStayListState(new URL(request.url).searchParams);
  return { state, ...(await loadStayList(capabilities, state)) };
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { state, rows, total, pageCount, rentals, failed } = loaderData;
  const location = useLocation();
  const filtered = isStayListFiltered(state);
  const canSeeTerms = useCan('settings.view');

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.listTitle} eyebrow={text.eyebrow}>
        {/* A download, not a navigation: the browser fetches the file itself (no JavaScript needed). */}
        <a
          href={`/admin/bookings/export.csv${stayListSearch(state, { page: 1 })}`}
          download
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Export CSV
        </a>
        {canSeeTerms ? (
          <>
            <LinkButton to="/admin/bookings/terms" variant="secondary" size="sm">
              {staffBookingTexts.staffCalendar.termsLink}
            </LinkButton>
            <LinkButton to="/admin/settings/rental-agreement" variant="secondary" size="sm">
              {staffAgreementTexts.nav}
            </LinkButton>
          </>
        ) : null}
      </AdminPageHeader>

      <StayFilters state={state} rentals={rentals} />

      {failed ? <AdminAlert>{text.listFailed}</AdminAlert> : null}

      {rows.length === 0 ? (
        failed ? null : (
          <AdminEmptyState title={text.empty.title} text={filtered ? text.empty.filtered : text.empty.text}>
            {filtered ? (
              <LinkButton to={location.pathname} variant="secondary" size="sm">
                {text.filters.clear}
              </LinkButton>
            ) : null}
          </AdminEmptyState>
        )
      ) : (
        <>
          <StayTable rows={rows} />
          <div className="flex flex-col items-center gap-2">
            <p className="text-sm text-fg-muted">{text.listCount(total, state.page, pageCount)}</p>
            <Pagination
              page={state.page}
              pageCount={pageCount}
              label={text.pagesLabel}
              hrefFor={(page) => `${location.pathname}${stayListSearch(state, { page })}`}
            />
          </div>
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.listTitle);
