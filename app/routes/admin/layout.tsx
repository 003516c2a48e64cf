import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router';
import { AdminNav } from '#app/components/admin/AdminNav';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { staffPaymentListTexts } from '#app/domain/payments/texts/staff-list';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { can, type Permission, type StaffRole } from '#app/domain/staff/roles';
import { SECOND_FACTOR_PATHS, secondFactorGate } from '#app/domain/staff/two-factor';
import { getStaffSession } from '#app/server/admin-context.server';
import { requireStaff, staffContext } from '#app/server/auth/auth.server';
import { expenseTexts } from '#app/domain/homeowners/texts/expenses';
import { homeownerTexts } from '#app/domain/homeowners/texts/staff';
import { taskTexts } from '#app/domain/tasks/texts/staff';
import type { Route } from './+types/layout';

/**
 * Every /admin route sits under this layout: its middleware requires a staff session (or redirects to
 * /login?redirectTo=…) that gave the second factor its member has or needs (else to the code, or to adding an
 * authenticator: the one page an owner or admin without one may open) and puts the staff member and their
 * backend in context. Admin responses are never cached.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, pattern }, next) => {
    // React Router's pattern of the matched routes ('admin/account/two-factor': no leading slash).
    const enrolling = `/${pattern}`.replace(/^\/+/, '/') === SECOND_FACTOR_PATHS.page;
    context.set(staffContext, await requireStaff(request, undefined, undefined, { enrolling }));
    const response = await next();
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = getStaffSession(request, context, 'back-office');
  // Adding an authenticator first: no other section opens until it is done.
  const enrolling = secondFactorGate(user.role, user.secondFactor) === 'enrol';
  return { email: user.email, name: user.name, role: enrolling ? undefined : user.role };
}

/** The sections, each shown only to the roles that may open it (the routes refuse the others anyway). */
const SECTIONS: { to: string; label: string; end?: boolean; permission: Permission }[] = [
  { to: '/admin', label: staffTexts.nav.dashboard, end: true, permission: 'back-office' },
  { to: '/admin/properties', label: staffTexts.nav.properties, permission: 'listings' },
  { to: '/admin/rentals', label: staffTexts.nav.rentals, permission: 'listings' },
  { to: '/admin/bookings', label: staffBookingTexts.desk.nav, permission: 'bookings' },
  { to: '/admin/payments', label: staffPaymentListTexts.nav, permission: 'payments' },
  { to: '/admin/homeowners', label: homeownerTexts.nav, permission: 'homeowners' },
  { to: '/admin/expenses', label: expenseTexts.nav, permission: 'expenses' },
  { to: '/admin/tasks', label: taskTexts.board.nav, permission: 'tasks' },
  { to: '/admin/blogs', label: staffTexts.nav.blogPosts, permission: 'posts' },
  { to: '/admin/media', label: staffTexts.nav.media, permission: 'media' },
  { to: '/admin/inquiries', label: staffTexts.nav.inquiries, permission: 'leads' },
  { to: '/admin/outbox', label: staffTexts.nav.outbox, permission: 'leads' },
  { to: '/admin/settings', label: staffTexts.nav.settings, permission: 'settings.view' },
  { to: '/admin/staff', label: staffTexts.title, permission: 'staff.view' },
  { to: '/admin/history', label: staffTexts.nav.history, permission: 'history' },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const sections = sectionsFor(loaderData.role);
  return (
    <div className="container-page flex flex-1 flex-col gap-8 py-10">
      {/* None while an owner or admin adds their authenticator: the one page they may open. */}
      {sections.length > 0 ? <AdminNav sections={sections} /> : null}
      <Outlet />
    </div>
  );
}

/** The back office's sections the member's role may open. */
const sectionsFor = (role: StaffRole | undefined) => SECTIONS.filter((section) => can(role, section.permission));

/** The role's refusal (403) inside the back office, with its navigation; anything else goes to the root's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>('routes/admin/layout');
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <div className="container-page flex flex-1 flex-col gap-8 py-10">
      <AdminNav sections={sectionsFor(layout?.role)} />
      <section aria-labelledby="forbidden-heading" className="card flex max-w-2xl flex-col gap-3 p-8">
        <h1 id="forbidden-heading" className="font-display text-4xl text-fg">
          {staffTexts.forbiddenTitle}
        </h1>
        <p className="text-fg-muted">{staffTexts.forbidden}</p>
        <p>
          <Link to="/admin" className="link">
            {staffTexts.backToDashboard}
          </Link>
        </p>
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];
