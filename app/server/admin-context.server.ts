import { redirect, type RouterContextProvider } from 'react-router';
import type { Permission } from '#app/domain/staff/roles';
import {
  loginRedirectPath,
  requirePermission,
  requireStaff as requireStaffSession,
  staffContext,
  type StaffSession,
} from './auth/auth.server';

/**
 * For admin loaders: the staff session the admin layout's middleware put in context (it read the staff list on
 * this very request), refused with a 403 when the member's role lacks `permission`. Without one (a loader
 * reached any other way) the request goes to /login like any signed-out visitor. Actions call
 * `requireStaff(request, context, permission)`, which checks the session and the staff list again.
 */
export function getStaffSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
  permission: Permission,
): StaffSession {
  const session = context.get(staffContext);
  if (!session) throw redirect(loginRedirectPath(request));
  requirePermission(session.user, permission);
  return session;
}

/** For admin actions: the staff session, checked again, whose role must have `permission` (else 403). */
export function requireStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
  permission: Permission,
): Promise<StaffSession> {
  return requireStaffSession(request, context, permission);
}

export { requirePermission };
