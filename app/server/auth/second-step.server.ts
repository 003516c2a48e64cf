import { data, redirect } from 'react-router';
import { specTexts } from '#app/domain/spec-texts';
import { safeRedirectPath } from '#app/domain/auth/redirects';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { recoveryCodeSchema, SECOND_FACTOR_PATHS, secondFactorCodeSchema } from '#app/domain/staff/two-factor';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import { getStaffUser, secondFactorPath, type StaffUser } from './auth.server';
import { redeemRecoveryCode, verifySecondFactor } from './second-factor.server';

const T = staffTexts.twoFactor;

/**
 * The second step of sign-in (/login/verify: a code from the app; /login/recovery: a recovery code) and the
 * step-up (/login/verify?reason=step-up): who may be here, and what their code does. The session of the
 * password is already there (aal1); only a right code makes it count for the back office.
 */

export type SecondStepKind = 'code' | 'recovery';

/** The member on this step, or where they go instead (signed out: /login; nothing to give: on). */
async function memberOnStep(request: Request, redirectTo: string, stepUp: boolean): Promise<StaffUser> {
  const user = await getStaffUser(request);
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo })}`);
  // No authenticator: owners and admins add one, agents go on.
  if (!user.secondFactor.enrolled) throw redirect(secondFactorPath(user, redirectTo));
  if (user.secondFactor.assurance === 'aal2' && !stepUp) throw redirect(redirectTo);
  return user;
}

const wayBack = (url: URL) => safeRedirectPath(url.searchParams.get('redirectTo'), '/admin');

export async function loadSecondStep(request: Request, kind: SecondStepKind) {
  const url = new URL(request.url);
  const redirectTo = wayBack(url);
  const stepUp = kind === 'code' && url.searchParams.get('reason') === 'step-up';
  await memberOnStep(request, redirectTo, stepUp);
  const search = new URLSearchParams({ redirectTo, ...(stepUp ? { reason: 'step-up' } : {}) });
  // This page's own address: a client navigation's request names `/login/verify.data`, which is no page to post to.
  const [here, other] =
    kind === 'code'
      ? [SECOND_FACTOR_PATHS.code, SECOND_FACTOR_PATHS.recovery]
      : [SECOND_FACTOR_PATHS.recovery, SECOND_FACTOR_PATHS.code];
  return data(
    {
      redirectTo,
      stepUp,
      action: `${here}?${search}`,
      other: `${other}?${new URLSearchParams({ redirectTo })}`,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** A code posted: on with the session now counting (or a recovery code's enrolment), or the field's message. */
export async function secondStepAction(request: Request, kind: SecondStepKind) {
  const url = new URL(request.url);
  const stepUp = kind === 'code' && url.searchParams.get('reason') === 'step-up';
  const submission = parseSubmission(
    await request.formData(),
    kind === 'code' ? secondFactorCodeSchema : recoveryCodeSchema,
  );
  const hide = { hideFields: ['code'] };
  if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 });
  const redirectTo = safeRedirectPath(submission.value.redirectTo ?? url.searchParams.get('redirectTo'), '/admin');
  const user = await memberOnStep(request, redirectTo, stepUp);
  const refuse = (message: string, status: number, headers?: HeadersInit) =>
    data({ result: submission.reply({ ...hide, fieldErrors: { code: [message] } }) }, { status, headers });
  try {
    if (kind === 'code') {
      const outcome = await verifySecondFactor(request, user, submission.value.code);
      if (outcome.ok) return redirect(redirectTo, { headers: outcome.headers });
      if (outcome.reason === 'throttled')
        return refuse(specTexts.login.rateLimited, 429, { 'Retry-After': String(outcome.retryAfterSeconds) });
      return refuse(outcome.reason === 'used' ? T.usedCode : T.wrongCode, 400);
    }
    const outcome = await redeemRecoveryCode(request, user, submission.value.code);
    // The old authenticator is gone: add a new one (owners and admins must, agents are offered it).
    if (outcome.ok)
      return redirect(`${SECOND_FACTOR_PATHS.page}?${new URLSearchParams({ redirectTo, recovered: '1' })}`);
    if (outcome.reason === 'throttled')
      return refuse(specTexts.login.rateLimited, 429, { 'Retry-After': String(outcome.retryAfterSeconds) });
    return refuse(
      outcome.reason === 'unavailable' ? T.recoveryUnavailable : T.wrongRecovery,
      outcome.reason === 'unavailable' ? 503 : 400,
    );
  } catch (error) {
    log.error('second factor check failed unexpectedly', { userId: user.id, error });
    return data({ result: submission.reply({ ...hide, formErrors: [T.failed] }) }, { status: 500 });
  }
}
