import { redirect, type RouterContextProvider } from 'react-router';
import { safeRedirectPath } from '#app/domain/auth/redirects';
import { SECOND_FACTOR_PATHS, STEP_UP_MINUTES, stepUpDue } from '#app/domain/staff/two-factor';
import { log } from '#app/server/log.server';
import { authPort, clientAddress, pagePath, requireStaff, type StaffSession } from './auth.server';
import type { CodeCheck, StaffUser, TotpEnrolment } from './port.server';
import { loginThrottle, type SignInSubject } from './rate-limit.server';
import { secondFactorQueries } from './recovery-codes.server';

/**
 * Two-factor sign-in's flows over the auth port (docs/decisions/021-two-factor.md): every code — from the app,
 * a recovery code, the first code of an enrolment — goes through the sign-in throttle first, counted against
 * the account `second-factor:<member>` and the client's address, so guessing codes meets the same limits and
 * growing delays as guessing passwords; a right one forgets the failures.
 */

export type Throttled = { ok: false; reason: 'throttled'; retryAfterSeconds: number };
export type CodeOutcome = CodeCheck | Throttled;

const subjectOf = (request: Request, user: StaffUser): SignInSubject => ({
  account: `second-factor:${user.id}`,
  address: clientAddress(request),
});

/** Counts the attempt, runs `check`, and forgets the failures when it was right. */
async function throttled<T extends { ok: boolean }>(
  request: Request,
  user: StaffUser,
  check: () => Promise<T>,
): Promise<T | Throttled> {
  const subject = subjectOf(request, user);
  const verdict = await loginThrottle.attempt(subject);
  if (!verdict.allowed) {
    log.warn('second factor refused: too many attempts', {
      userId: user.id,
      clientAddress: subject.address,
      limit: verdict.limit,
    });
    return { ok: false, reason: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const outcome = await check();
  if (outcome.ok) await loginThrottle.succeeded(subject);
  else log.info('second factor code refused', { userId: user.id, clientAddress: subject.address });
  return outcome;
}

/** A code from the app: the second step of sign-in, or a step-up. */
export const verifySecondFactor = (request: Request, user: StaffUser, code: string): Promise<CodeOutcome> =>
  throttled(request, user, () => authPort().secondFactor.verify(request, user, code));

/** A new authenticator to scan: its factor and its otpauth:// URI. */
export const startEnrolment = (request: Request, user: StaffUser): Promise<TotpEnrolment> =>
  authPort().secondFactor.startEnrolment(request, user);

/** The first code of an enrolment; when right, the member's ten recovery codes (shown once). */
export async function confirmEnrolment(
  request: Request,
  user: StaffUser,
  factorId: string,
  code: string,
): Promise<(CodeCheck & { ok: false }) | Throttled | { ok: true; recoveryCodes: string[]; headers?: Headers }> {
  const port = authPort();
  const outcome = await throttled(request, user, () =>
    port.secondFactor.confirmEnrolment(request, user, factorId, code),
  );
  if (!outcome.ok) return outcome;
  const now = {
    ...user,
    secondFactor: { enrolled: true, assurance: 'aal2', verifiedAt: new Date().toISOString() },
  } as const;
  const recoveryCodes = await secondFactorQueries(await port.runnerFor(request, now)).replaceRecoveryCodes();
  return { ok: true, recoveryCodes, headers: outcome.headers };
}

/**
 * A recovery code instead of the app (a lost phone): used once, then the member's factor is removed, so that
 * they add a new one (GoTrue can issue aal2 only for a factor's code, so both backends do the same). On Supabase
 * this needs the service-role key: without it, the code is not even tried.
 */
export async function redeemRecoveryCode(
  request: Request,
  user: StaffUser,
  code: string,
): Promise<{ ok: true } | { ok: false; reason: 'wrong' | 'unavailable' } | Throttled> {
  const port = authPort();
  const accounts = port.accounts();
  if (!accounts) return { ok: false, reason: 'unavailable' };
  return throttled(request, user, async () => {
    const used = await secondFactorQueries(await port.runnerFor(request, user)).redeemRecoveryCode(code);
    if (!used) return { ok: false, reason: 'wrong' } as const;
    await accounts.resetSecondFactor(user.id);
    log.info('recovery code used: second factor removed', { userId: user.id });
    return { ok: true } as const;
  });
}

/** Ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(request: Request, user: StaffUser): Promise<string[]> {
  return secondFactorQueries(await authPort().runnerFor(request, user)).replaceRecoveryCodes();
}

export async function recoveryCodesLeft(request: Request, user: StaffUser): Promise<number> {
  return secondFactorQueries(await authPort().runnerFor(request, user)).recoveryCodesLeft();
}

/** Removes one's own authenticator and recovery codes. */
export const removeOwnSecondFactor = (request: Request, user: StaffUser) =>
  authPort().secondFactor.remove(request, user);

/**
 * For sensitive changes — bank and payout details (issue 28), one's own factor, recovery codes, an owner's reset
 * of another member's factor: the staff session, whose last code must be at most `maxAgeMinutes` old. Otherwise
 * the member is sent to enter a fresh code (or, with no factor yet, to add one) and comes back to `returnTo`
 * (the page of the request by default) to do it again.
 */
export async function requireRecentSecondFactor(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  { maxAgeMinutes = STEP_UP_MINUTES, returnTo }: { maxAgeMinutes?: number; returnTo?: string } = {},
): Promise<StaffSession> {
  const session = await requireStaff(request, context);
  const { secondFactor } = session.user;
  if (!stepUpDue(secondFactor, Date.now(), maxAgeMinutes)) return session;
  const back = safeRedirectPath(returnTo ?? pagePath(request), '/admin');
  log.info('sensitive change: a fresh second factor asked', {
    userId: session.user.id,
    verifiedAt: secondFactor.verifiedAt,
  });
  if (!secondFactor.enrolled)
    throw redirect(`${SECOND_FACTOR_PATHS.page}?${new URLSearchParams({ redirectTo: back })}`);
  throw redirect(`${SECOND_FACTOR_PATHS.code}?${new URLSearchParams({ redirectTo: back, reason: 'step-up' })}`);
}
