import { Link, NavLink, useLocation, useOutlet } from 'react-router';
import { ListCount } from '#app/components/admin/AdminListPagination';
import { AdminNotice, AdminPageHeader } from '#app/components/admin/AdminPage';
import { LinkButton } from '#app/components/ui/Button';
import { savedSearchStaffTexts } from '#app/domain/alerts/texts/staff';
import { LeadInboxViews, LeadRowMeta } from '#app/components/admin/leads/LeadInbox';
import { LeadFilterForm } from '#app/components/admin/leads/LeadFilterForm';
import { adminMeta } from '#app/components/admin/meta';
import { Pagination } from '#app/components/listings/Pagination';
import { cx } from '#app/components/ui/cx';
import { ArrowLeftIcon } from '#app/components/ui/page-icons';
import { formatDate } from '#app/domain/format';
import { isLeadListFiltered, leadListSearch } from '#app/domain/leads/filters';
import type { LeadListingOption, StaffOption } from '#app/domain/leads/lead';
import { truncate } from '#app/domain/text-utils';
import { loadAdminList } from '#app/server/admin/lists.server';
import { getStaffSession } from '#app/server/admin-context.server';
import { leadListContext, leadStateOf } from '#app/server/leads/lead-actions.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/inquiries';
import { leadQueries } from '#app/server/leads/queries.server';

/**
 * The inbox: the leads (left), filtered by the URL (search, read, stage, assignee, source, island, listing,
 * overdue; app/domain/leads/filters.ts), with the selected one, a nested route, on the right. Every role
 * opens it on all leads (a shared inbox: anyone picks up a new lead); 'My leads' is one link away.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getStaffSession(request, context, 'leads');
  const { capabilities } = session;
  const state = leadStateOf(request);
  const leadContext = leadListContext(session);
  const fallback =
    <T,>(what: string, value: T) =>
    (error: unknown) => {
      log.error(`inbox ${what} failed to load`, { error });
      return value;
    };
  const [page, overdue, staff, listings] = await Promise.all([
    loadAdminList('inquiries', () => capabilities.use(leadQueries).listLeads(state, leadContext), state.page),
    capabilities.use(leadQueries).countOverdueLeads(state, leadContext).catch(fallback('overdue count', 0)),
    capabilities
      .use(leadQueries)
      .listActiveStaff()
      .catch(fallback('staff', [] as StaffOption[])),
    capabilities
      .use(leadQueries)
      .listLeadListings()
      .catch(fallback('listings', [] as LeadListingOption[])),
  ]);
  return { state, ...page, overdue, staff, listings, today: `${leadContext.today}`, userId: session.user.id };
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { state, rows, total, pageCount, overdue, staff, listings, today, userId } = loaderData;
  const outlet = useOutlet();
  const location = useLocation();
  const filtered = isLeadListFiltered(state);
  const search = leadListSearch(state);

  return (
    <div className="flex flex-col gap-8">
      {/* Saved searches are not leads until staff turn one into a lead: reached from here, not the menu. */}
      <AdminPageHeader title="Inquiries">
        <LinkButton to="/admin/saved-searches" variant="secondary" size="sm">
          {savedSearchStaffTexts.nav}
        </LinkButton>
      </AdminPageHeader>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        {/* Below lg the panes stack: a phone shows the list, or the open inquiry with the way back to it. */}
        <section aria-labelledby="inquiry-list-heading" className={cx('card flex flex-col', outlet && 'max-lg:hidden')}>
          <div className="flex flex-col gap-4 border-b border-line p-4">
            <h2 id="inquiry-list-heading" className="sr-only">
              All inquiries
            </h2>
            <LeadInboxViews state={state} overdue={overdue} />
            <LeadFilterForm state={state} staff={staff} listings={listings} />
            <ListCount
              live
              state={state}
              pageCount={pageCount}
              total={total}
              noun={['inquiry', 'inquiries']}
              className="text-xs text-fg-muted"
            />
          </div>

          {rows.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
              <p className="font-display text-2xl text-fg">No inquiries found</p>
              <p className="text-sm text-fg-muted">
                {filtered ? 'No inquiries match this search.' : 'There are no inquiries yet'}
              </p>
              {filtered ? (
                <Link to={location.pathname} className="link mt-2 text-sm">
                  Clear Search
                </Link>
              ) : null}
            </div>
          ) : (
            <ul className="divide-y divide-line lg:max-h-[600px] lg:overflow-y-auto lg:overscroll-contain">
              {rows.map((lead) => (
                <li key={lead.id}>
                  <NavLink
                    to={`/admin/inquiries/${lead.id}${search}`}
                    preventScrollReset
                    className={({ isActive }) =>
                      cx(
                        'relative flex gap-3 px-4 py-3.5 transition-colors hover:bg-surface-muted focus-visible:-outline-offset-2',
                        isActive &&
                          'bg-accent-soft before:absolute before:inset-y-0 before:left-0 before:w-0.5 before:bg-accent',
                      )
                    }
                  >
                    <span className="mt-1.5 flex w-2 shrink-0 justify-center">
                      {lead.read ? null : (
                        <>
                          <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
                          <span className="sr-only">Unread: </span>
                        </>
                      )}
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="flex items-baseline justify-between gap-3">
                        <span className={cx('truncate text-sm text-fg', !lead.read && 'font-semibold')}>
                          {lead.name}
                        </span>
                        <span className="shrink-0 text-xs text-fg-subtle">{formatDate(lead.created_at)}</span>
                      </span>
                      <span className="line-clamp-2 text-sm text-fg-muted">{truncate(lead.message, 120)}</span>
                      <LeadRowMeta lead={lead} today={today} userId={userId} />
                    </span>
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
          {pageCount > 1 ? (
            <div className="border-t border-line px-2 pb-4 [&>nav]:mt-4">
              <Pagination
                page={state.page}
                pageCount={pageCount}
                label="Inquiry pages"
                hrefFor={(page) => `${location.pathname}${leadListSearch({ ...state, page })}`}
              />
            </div>
          ) : null}
        </section>

        <div className={cx('flex min-w-0 flex-col gap-4', !outlet && 'max-lg:hidden')}>
          {outlet ? (
            <>
              <Link
                to={`/admin/inquiries${search}`}
                className="link inline-flex min-h-10 w-fit items-center gap-2 text-sm lg:hidden"
              >
                <ArrowLeftIcon size={16} />
                Back to Inquiries
              </Link>
              {outlet}
            </>
          ) : (
            <AdminNotice
              headingId="select-inquiry-heading"
              title="Select an Inquiry"
              text="Choose an inquiry from the list to read it."
              className="gap-2 py-20"
            />
          )}
        </div>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta('Inquiries');
