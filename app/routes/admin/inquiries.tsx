import { Link, NavLink, useLocation, useOutlet } from 'react-router';
import { AdminListPages, AdminListToolbar, isFiltered, ListCount } from '#app/components/admin/AdminListControls';
import { AdminNotice, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { cx } from '#app/components/ui/cx';
import { ArrowLeftIcon } from '#app/components/ui/icons';
import { adminListSearch, parseAdminListState } from '#app/domain/admin-lists';
import { READ_FILTER_OPTIONS } from '#app/domain/admin-rows';
import { formatDate } from '#app/domain/format';
import { truncate } from '#app/domain/text';
import { loadAdminList } from '#app/server/admin-actions.server';
import { getStaffSession } from '#app/server/admin-context.server';
import type { Route } from './+types/inquiries';

/** The inquiry list (left) with the selected inquiry, a nested route, on the right. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { backend } = getStaffSession(request, context, 'leads');
  const state = parseAdminListState('inquiries', new URL(request.url).searchParams);
  const page = await loadAdminList('inquiries', () => backend.listInquiries(state), state.page);
  return { state, ...page };
}

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const { state, rows, total, pageCount } = loaderData;
  const outlet = useOutlet();
  const location = useLocation();
  const filtered = isFiltered(state, 'read');
  const search = adminListSearch(state);

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title="Inquiries" />

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        {/* Below lg the panes stack: a phone shows the list, or the open inquiry with the way back to it. */}
        <section aria-labelledby="inquiry-list-heading" className={cx('card flex flex-col', outlet && 'max-lg:hidden')}>
          <div className="flex flex-col gap-4 border-b border-line p-4">
            <h2 id="inquiry-list-heading" className="sr-only">
              All inquiries
            </h2>
            <AdminListToolbar
              stacked
              state={state}
              searchLabel="Search inquiries"
              placeholder="Search by name, email or message"
              filter={{ name: 'read', label: 'Filter by read status', value: state.read, options: READ_FILTER_OPTIONS }}
            />
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
              {rows.map((inquiry) => (
                <li key={inquiry.id}>
                  <NavLink
                    to={`/admin/inquiries/${inquiry.id}${search}`}
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
                      {inquiry.read ? null : (
                        <>
                          <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
                          <span className="sr-only">Unread: </span>
                        </>
                      )}
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="flex items-baseline justify-between gap-3">
                        <span className={cx('truncate text-sm text-fg', !inquiry.read && 'font-semibold')}>
                          {inquiry.name}
                        </span>
                        <span className="shrink-0 text-xs text-fg-subtle">{formatDate(inquiry.created_at)}</span>
                      </span>
                      <span className="line-clamp-2 text-sm text-fg-muted">{truncate(inquiry.message, 120)}</span>
                    </span>
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
          {pageCount > 1 ? (
            <div className="border-t border-line px-2 pb-4 [&>nav]:mt-4">
              <AdminListPages state={state} pageCount={pageCount} label="Inquiry pages" />
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
