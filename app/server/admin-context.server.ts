import { redirect, type RouterContextProvider } from 'react-router';
import { loginRedirectPath, requireStaff, staffContext, type StaffSession } from './auth/auth.server';

/**
 * For admin loaders: the staff session the admin layout's middleware put in context. Without one (a
 * loader reached any other way) the request goes to /login like any signed-out visitor. Actions call
 * `requireStaff(request, context)`, which checks the session again.
 */
export function getStaffSession(request: Request, context: Readonly<RouterContextProvider>): StaffSession {
  const session = context.get(staffContext);
  if (!session) throw redirect(loginRedirectPath(request));
  return session;
}

export { requireStaff };
