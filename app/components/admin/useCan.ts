import { useRouteLoaderData } from 'react-router';
import { can, type Permission, type StaffRole } from '#app/domain/staff/roles';

/**
 * Whether the signed-in member's role has `permission`, from the admin layout's data — to hide what they cannot
 * use (navigation, delete buttons, settings forms). Only ever a courtesy: every loader and action checks on the
 * server, and row level security in the database.
 */
export function useCan(permission: Permission): boolean {
  const layout = useRouteLoaderData<{ role?: StaffRole }>('routes/admin/layout');
  return can(layout?.role, permission);
}
