import { Form, Link } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { DashboardFigures } from '#app/components/admin/charts/DashboardFigures';
import { BookingDeskSection } from '#app/components/bookings/admin/BookingDeskSection';
import { CashExpectedSection } from '#app/components/payments/CashExpectedSection';
import { Badge } from '#app/components/ui/Badge';
import { buttonClass, LinkButton } from '#app/components/ui/Button';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { SITE_NAME } from '#app/domain/constants';
import { formatDate } from '#app/domain/format';
import { specTexts } from '#app/domain/spec-texts';
import { can } from '#app/domain/staff/roles';
import { getStaffSession } from '#app/server/admin-context.server';
import { loadBookingDesk } from '#app/server/bookings/desk.server';
import { loadDashboardFigures } from '#app/server/figures/dashboard.server';
import { loadCashExpected } from '#app/server/payments/list.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/dashboard';
import { dashboardCountQueries } from '#app/server/figures/dashboard-counts.server';
import { leadIntakeQueries } from '#app/server/leads/intake.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities, user } = getStaffSession(request, context, 'back-office');
  try {
    const missingTables = await capabilities.use(dashboardCountQueries).missingTables();
    if (missingTables.length) return { state: 'setup' as const, missingTables };
    const now = new Date();
    const [counts, recent, desk, figures, cash] = await Promise.all([
      capabilities.use(dashboardCountQueries).countDashboard(),
      capabilities.use(leadIntakeQueries).recentLeads(),
      // Never throw: a booking desk, figures or cash expected that cannot be read say so and the rest still shows.
      loadBookingDesk(capabilities, now),
      loadDashboardFigures(capabilities, now),
      // Only for those who may open the payments list it links to.
      can(user.role, 'payments') ? loadCashExpected(capabilities, now) : undefined,
    ]);
    return { state: 'ready' as const, counts, recent, desk, figures, cash, now: now.getTime() };
  } catch (error) {
    log.error('dashboard failed to load', { error });
    return { state: 'failed' as const };
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow">Back office</p>
          <h1 className="display-title mt-2">Dashboard</h1>
        </div>
        <div className="flex flex-wrap gap-3" aria-label="Quick actions">
          <LinkButton to="/admin/properties/new" size="sm">
            Add Property
          </LinkButton>
          <LinkButton to="/admin/rentals/new" size="sm" variant="secondary">
            Add Rental
          </LinkButton>
          <LinkButton to="/admin/bookings" size="sm" variant="secondary">
            {staffBookingTexts.desk.dashboard.quickAction}
          </LinkButton>
          <LinkButton to="/admin/blogs/new" size="sm" variant="secondary">
            Add Blog Post
          </LinkButton>
          <LinkButton to="/admin/inquiries?read=unread" size="sm" variant="secondary">
            Unread Inquiries
          </LinkButton>
        </div>
      </header>

      {loaderData.state === 'failed' ? (
        <p role="alert" className="rounded-sm bg-danger-soft p-4 text-danger">
          {specTexts.dashboard.failed}
        </p>
      ) : null}

      {loaderData.state === 'setup' ? (
        <section role="alert" aria-labelledby="setup-heading" className="card border-danger p-6">
          <h2 id="setup-heading" className="font-display text-3xl text-fg">
            {specTexts.dashboard.setupRequired}
          </h2>
          <p className="mt-2 text-fg-muted">
            These tables are missing from the database. Apply the migrations in supabase/migrations/, then refresh.
          </p>
          <ul className="mt-4 list-disc pl-6 font-mono text-sm text-fg">
            {loaderData.missingTables.map((table) => (
              <li key={table}>{table}</li>
            ))}
          </ul>
          <Form method="get" className="mt-5">
            <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Refresh
            </button>
          </Form>
        </section>
      ) : null}

      {loaderData.state === 'ready' ? (
        <>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
            {[
              { label: 'Properties', value: loaderData.counts.properties, to: '/admin/properties' },
              { label: 'Rentals', value: loaderData.counts.rentals, to: '/admin/rentals' },
              { label: 'Blog Posts', value: loaderData.counts.blogPosts, to: '/admin/blogs' },
              { label: 'Inquiries', value: loaderData.counts.inquiries, to: '/admin/inquiries' },
              {
                label: 'Unread Inquiries',
                value: loaderData.counts.unreadLeads,
                to: '/admin/inquiries?read=unread',
              },
            ].map((stat) => (
              <div key={stat.label} className="card card-interactive relative p-5">
                <dt className="text-xs tracking-[0.16em] text-fg-muted uppercase">
                  <Link to={stat.to} className="after:absolute after:inset-0">
                    {stat.label}
                  </Link>
                </dt>
                <dd className="mt-2 font-display text-5xl text-fg">{stat.value}</dd>
              </div>
            ))}
          </dl>

          <BookingDeskSection desk={loaderData.desk} now={loaderData.now} />

          {loaderData.cash !== undefined ? <CashExpectedSection cash={loaderData.cash} /> : null}

          {loaderData.figures ? (
            <DashboardFigures figures={loaderData.figures} />
          ) : (
            <p role="alert" className="rounded-sm bg-danger-soft p-4 text-danger">
              The figures could not be loaded. Please try again in a moment.
            </p>
          )}

          <section aria-labelledby="recent-heading">
            <div className="flex items-end justify-between">
              <h2 id="recent-heading" className="section-title">
                Recent Inquiries
              </h2>
              <Link to="/admin/inquiries" className="link text-sm">
                View all
              </Link>
            </div>
            {loaderData.recent.length === 0 ? (
              <p className="mt-4 text-fg-muted">There are no inquiries yet</p>
            ) : (
              <div className="mt-4">
                <AdminTable
                  caption="Recent inquiries"
                  label="Recent inquiry list"
                  minWidth="36rem"
                  head={
                    <>
                      <Header>Name</Header>
                      <Header>Email</Header>
                      <Header>Date</Header>
                      <Header>Status</Header>
                    </>
                  }
                >
                  {loaderData.recent.map((lead) => (
                    <Row key={lead.id} className="bg-surface">
                      <Cell wide className="text-fg">
                        <Link to={`/admin/inquiries/${lead.id}`} className="link">
                          {lead.name}
                        </Link>
                      </Cell>
                      <Cell label="Email" wide className="break-all text-fg-muted md:break-normal">
                        {lead.email}
                      </Cell>
                      <Cell label="Date" className="text-fg-muted">
                        {formatDate(lead.created_at)}
                      </Cell>
                      <Cell label="Status">
                        <Badge tone={lead.read ? 'neutral' : 'accent'}>{lead.read ? 'Read' : 'Unread'}</Badge>
                      </Cell>
                    </Row>
                  ))}
                </AdminTable>
              </div>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `Dashboard | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];
