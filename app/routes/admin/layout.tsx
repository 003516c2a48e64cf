import { NavLink, Outlet } from 'react-router';
import { cx } from '#app/components/ui/cx';
import { STAFF_BOOKING_MESSAGES } from '#app/domain/booking/staff-messages';
import { getStaffSession } from '#app/server/admin-context.server';
import { requireStaff, staffContext } from '#app/server/auth/auth.server';
import type { Route } from './+types/layout';

/**
 * Every /admin route sits under this layout: its middleware requires a staff session (or redirects to
 * /login?redirectTo=…) and puts the staff member and their backend in context. Admin responses are
 * never cached.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    context.set(staffContext, await requireStaff(request));
    const response = await next();
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return { email: getStaffSession(request, context, 'back-office').user.email };
}

const SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/properties', label: 'Properties' },
  { to: '/admin/rentals', label: 'Rentals' },
  { to: '/admin/bookings', label: STAFF_BOOKING_MESSAGES.desk.nav },
  { to: '/admin/blogs', label: 'Blog Posts' },
  { to: '/admin/media', label: 'Media' },
  { to: '/admin/inquiries', label: 'Inquiries' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/settings/currency', label: 'Currency' },
];

export default function AdminLayout() {
  return (
    <div className="container-page flex flex-1 flex-col gap-8 py-10">
      <nav aria-label="Back office" className="-mx-1 overflow-x-auto border-b border-line">
        <ul className="flex min-w-max gap-1">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cx(
                    'inline-block border-b-2 px-3 py-3 text-sm tracking-wide transition',
                    isActive ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];
