import { data, redirect, type RouterContextProvider } from 'react-router';
import { specTexts } from '#app/domain/spec-texts';
import { safeRedirectPath } from '#app/domain/auth/redirects';
import { staffTexts } from '#app/domain/staff/texts/staff';
import {
  SECOND_FACTOR_PATHS,
  secondFactorRequired,
  secretOfUri,
  twoFactorActionSchema,
  type TwoFactorAction,
} from '#app/domain/staff/two-factor';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import { requireStaff, type StaffSession } from './auth.server';
import {
  confirmEnrolment,
  recoveryCodesLeft,
  regenerateRecoveryCodes,
  removeOwnSecondFactor,
  requireRecentSecondFactor,
  startEnrolment,
} from './second-factor.server';
import { qrCodeSvg } from './totp.server';

const T = staffTexts.twoFactor;

/**
 * /admin/account/two-factor: adding an authenticator (the QR code and its key, the first code, then the ten
 * recovery codes once), and for a member who has one, new recovery codes or removing it — each after a fresh
 * code (requireRecentSecondFactor). Owners and admins without one reach this page only.
 */

/** An enrolment on the page: what to scan (the QR code as SVG) and type (the key), and what the form sends back. */
export interface EnrolmentView {
  factorId: string;
  uri: string;
  secret: string;
  qrSvg: string;
}

const wayOn = (url: URL) => safeRedirectPath(url.searchParams.get('redirectTo'), '/admin');

export async function loadTwoFactorPage(request: Request, { user }: StaffSession) {
  const url = new URL(request.url);
  return {
    email: user.email,
    enrolled: user.secondFactor.enrolled,
    required: secondFactorRequired(user.role),
    codesLeft: user.secondFactor.enrolled ? await recoveryCodesLeft(request, user) : null,
    notice:
      url.searchParams.get('recovered') === '1'
        ? T.recovered
        : url.searchParams.get('done') === 'removed'
          ? T.removed
          : null,
    redirectTo: wayOn(url),
  };
}

async function enrolmentView(factorId: string, uri: string): Promise<EnrolmentView> {
  return { factorId, uri, secret: secretOfUri(uri) ?? '', qrSvg: await qrCodeSvg(uri) };
}

/** intent=start|confirm (adding one, open to a member who must add one) · intent=regenerate|remove (a fresh code first). */
export async function runTwoFactorAction(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const formData = await request.formData();
  const intent = formData.get('intent');
  // Adding one is what an owner without one may do; the rest needs the back office open, and a fresh code.
  const session =
    intent === 'start' || intent === 'confirm'
      ? await requireStaff(request, context, 'back-office', { enrolling: true })
      : await requireRecentSecondFactor(request, context);
  const submission = parseSubmission(formData, twoFactorActionSchema);
  if (submission.status !== 'success') {
    const enrolment =
      intent === 'confirm' ? await enrolmentOf(formData.get('factorId'), formData.get('uri')) : undefined;
    return data({ result: submission.reply({ hideFields: ['code'] }), enrolment }, { status: 400 });
  }
  const action: TwoFactorAction = submission.value;
  const { user } = session;
  const page = `${SECOND_FACTOR_PATHS.page}?${new URLSearchParams({ redirectTo: wayOn(url) })}`;
  try {
    switch (action.intent) {
      case 'start': {
        if (user.secondFactor.enrolled) return redirect(page);
        const started = await startEnrolment(request, user);
        return { enrolment: await enrolmentView(started.factorId, started.uri) };
      }
      case 'confirm': {
        if (user.secondFactor.enrolled) return redirect(page);
        const outcome = await confirmEnrolment(request, user, action.factorId, action.code);
        if (outcome.ok) return data({ recoveryCodes: outcome.recoveryCodes }, { headers: outcome.headers });
        const message =
          outcome.reason === 'throttled'
            ? specTexts.login.rateLimited
            : outcome.reason === 'replaced'
              ? T.enrolmentReplaced
              : outcome.reason === 'used'
                ? T.usedCode
                : T.wrongCode;
        return data(
          {
            result: submission.reply({ hideFields: ['code'], fieldErrors: { code: [message] } }),
            enrolment: await enrolmentView(action.factorId, action.uri),
          },
          {
            status: outcome.reason === 'throttled' ? 429 : 400,
            headers: outcome.reason === 'throttled' ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined,
          },
        );
      }
      case 'regenerate':
        return { recoveryCodes: await regenerateRecoveryCodes(request, user) };
      case 'remove': {
        const headers = await removeOwnSecondFactor(request, user);
        return redirect(`${SECOND_FACTOR_PATHS.page}?done=removed`, { headers });
      }
    }
  } catch (error) {
    log.error('two-factor change failed', { userId: user.id, intent: action.intent, error });
    return data({ result: submission.reply({ hideFields: ['code'], formErrors: [T.failed] }) }, { status: 500 });
  }
}

/** The enrolment a failed confirm came from, shown again (its secret travels in the form, as it was on the page). */
async function enrolmentOf(factorId: FormDataEntryValue | null, uri: FormDataEntryValue | null) {
  if (
    typeof factorId !== 'string' ||
    typeof uri !== 'string' ||
    !uri.startsWith('otpauth://totp/') ||
    uri.length > 512
  ) {
    return undefined;
  }
  return enrolmentView(factorId, uri);
}
