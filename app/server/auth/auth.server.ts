import { createContext, data, redirect, type RouterContextProvider } from 'react-router';
import { specTexts } from '#app/domain/spec-texts';
import { safeRedirectPath } from '#app/domain/auth/redirects';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { can, type Permission } from '#app/domain/staff/roles';
import { SECOND_FACTOR_PATHS, secondFactorGate } from '#app/domain/staff/two-factor';
import { getEnv } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { embeddedAuth } from './embedded-auth.server';
import type { AuthPort, SignInResult, StaffAccounts, StaffUser } from './port.server';
import { loginThrottle } from './rate-limit.server';
import { supabaseAuth } from './supabase-auth.server';
import type { Capabilities } from '#app/server/capabilities.server';

export type { CodeCheck, PasswordChange, SignInResult, StaffAccounts, StaffUser, TotpEnrolment } from './port.server';

/** Staff authentication for the configured backend. */
export function authPort(): AuthPort {
  return getEnv().backend === 'supabase' ? supabaseAuth : embeddedAuth;
}

export interface StaffSession {
  user: StaffUser;
  /** The capabilities acting as this staff member, so row level security applies to them. */
  capabilities: Capabilities;
}

export const staffContext = createContext<StaffSession | null>(null);

export const getStaffUser = (request: Request) => authPort().getStaffUser(request);
export const signOut = (request: Request) => authPort().signOut(request);
export const authConfigured = () => authPort().configured();

/**
 * The page a request is for, as the browser shows it: a data request (`/admin/staff.data?_routes=…`, as actions
 * and client navigations reach the server) names its page without the `.data` and React Router's own parameters.
 */
export function pagePath(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.endsWith('.data') ? url.pathname.slice(0, -'.data'.length) || '/' : url.pathname;
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  search.delete('index');
  const query = search.toString();
  return `${path === '/_root' ? '/' : path}${query ? `?${query}` : ''}`;
}

/** /login, coming back to the requested page afterwards. */
export function loginRedirectPath(request: Request): string {
  return `/login?${new URLSearchParams({ redirectTo: pagePath(request) })}`;
}

/** Where a signed-in member goes next to reach `redirectTo`: their code, their enrolment, or there at once. */
export function secondFactorPath(user: StaffUser, redirectTo: string): string {
  const gate = secondFactorGate(user.role, user.secondFactor);
  if (gate === 'open') return redirectTo;
  const path = gate === 'code' ? SECOND_FACTOR_PATHS.code : SECOND_FACTOR_PATHS.page;
  // Never a way back to that step itself (it would nest at every redirect): the way back it carries instead.
  const onward =
    redirectTo.split('?')[0] === path ? new URL(redirectTo, 'http://x').searchParams.get('redirectTo') : redirectTo;
  return `${path}?${new URLSearchParams({ redirectTo: safeRedirectPath(onward, '/admin') })}`;
}

/**
 * The one check every admin loader, action and middleware goes through: a staff session, or a redirect
 * to /login that comes back here afterwards; a session that has not given the second factor its member has
 * (or their role needs) goes to the code, or to adding an authenticator (app/domain/staff/two-factor.ts) — the
 * latter except where `enrolling` (that very page); with a permission, a member whose role lacks it gets a 403
 * (app/domain/staff/roles.ts). The staff list is read again on each call, so a deactivated member or a
 * changed role counts at once.
 */
export async function requireStaff(
  request: Request,
  context?: Readonly<RouterContextProvider>,
  permission?: Permission,
  { enrolling = false }: { enrolling?: boolean } = {},
): Promise<StaffSession> {
  const port = authPort();
  const user = await port.getStaffUser(request);
  if (!user) throw redirect(loginRedirectPath(request));
  const gate = secondFactorGate(user.role, user.secondFactor);
  if (gate === 'code' || (gate === 'enrol' && !enrolling)) {
    log.info('staff request sent to the second factor', { userId: user.id, gate });
    throw redirect(secondFactorPath(user, pagePath(request)));
  }
  if (permission) requirePermission(user, permission);
  const existing = context?.get(staffContext);
  if (
    existing &&
    existing.user.id === user.id &&
    existing.user.role === user.role &&
    sameAssurance(existing.user, user)
  ) {
    return existing;
  }
  return { user, capabilities: await port.capabilitiesFor(request, user) };
}

const sameAssurance = (a: StaffUser, b: StaffUser) =>
  a.secondFactor.assurance === b.secondFactor.assurance && a.secondFactor.enrolled === b.secondFactor.enrolled;

/** Refuses (403) a member whose role does not have `permission`. */
export function requirePermission(user: StaffUser, permission: Permission): void {
  if (can(user.role, permission)) return;
  log.warn('staff action refused: role lacks the permission', { userId: user.id, role: user.role, permission });
  throw data(staffTexts.forbidden, { status: 403 });
}

/** The signed-in member's own password; see AuthPort.changeOwnPassword. */
export const changeOwnPassword = (request: Request, user: StaffUser, current: string, next: string) =>
  authPort().changeOwnPassword(request, user, current, next);

/** Account operations for the staff page and the one-time links; null when this configuration cannot. */
export const staffAccounts = (): StaffAccounts | null => authPort().accounts();

/**
 * Signs in, throttled (rate-limit.server.ts): the attempt is counted before the password is checked, per
 * account and address, per address and per account; a refused one gets the spec's rate-limit text and how long
 * to wait.
 */
export async function signIn(request: Request, email: string, password: string): Promise<SignInResult> {
  const normalised = email.trim().toLowerCase();
  const subject = { account: normalised, address: clientAddress(request) };
  const verdict = await loginThrottle.attempt(subject);
  if (!verdict.allowed) {
    log.warn('sign-in refused: too many attempts', {
      email: normalised,
      clientAddress: subject.address,
      limit: verdict.limit,
    });
    return {
      ok: false,
      message: specTexts.login.rateLimited,
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
    };
  }
  const result = await authPort().signIn(request, normalised, password);
  if (result.ok) await loginThrottle.succeeded(subject);
  else if (result.status === 401) log.info('sign-in failed', { email: normalised, clientAddress: subject.address });
  return result;
}

/** The client's address as server.ts recorded it (never a header the client chose). */
export function clientAddress(request: Request): string {
  return request.headers.get('x-client-address') ?? 'unknown';
}
