import { TOTP } from 'otpauth';
import { secondFactorRequired } from '#app/domain/staff/two-factor';
import { signIn, type SignInResult, type StaffUser } from '#app/server/auth/auth.server';
import { confirmEnrolment, startEnrolment, verifySecondFactor } from '#app/server/auth/second-factor.server';
import { getDatabase } from '#app/server/db/database.server';

/**
 * Signing staff in through both steps on the embedded backend, for tests of what comes after: the password
 * (signIn, throttled as ever), then — for an owner or admin without an authenticator — an enrolment through the
 * same functions the page calls, or — for a member with one — a code. The result is what signIn gives, with a
 * session that counts for the back office.
 *
 * A code is never accepted twice, so the helper forgets the factor's last time step before it signs an account
 * in again within the same 30 seconds (tests/integration/two-factor.test.ts proves the refusal itself).
 */

/** The code an authenticator app shows now for `secret`. */
export const codeFor = (secret: string, timestamp = Date.now()) => new TOTP({ secret }).generate({ timestamp });

/** The confirmed factor's secret of a member, as their app holds it (null without one). */
export async function totpSecretOf(userId: string): Promise<string | null> {
  const db = await getDatabase();
  const { rows } = await db.query<{ secret: string }>(
    'select secret from app_private.staff_totp_factors where user_id = $1 and confirmed_at is not null',
    [userId],
  );
  return rows[0]?.secret ?? null;
}

/** The request of the session a sign-in opened (its cookie), from the same address. */
export function sessionRequest(signedIn: { headers: Headers }, from: Request): Request {
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0]!)
    .join('; ');
  return new Request('http://localhost/login/verify', {
    method: 'POST',
    headers: { Cookie: cookie, 'x-client-address': from.headers.get('x-client-address') ?? 'unknown' },
  });
}

export async function signInWithSecondFactor(request: Request, email: string, password: string): Promise<SignInResult> {
  const result = await signIn(request, email, password);
  if (!result.ok) return result;
  const { user } = result;
  const session = sessionRequest(result, request);
  const gave = (): StaffUser => ({
    ...user,
    secondFactor: { enrolled: true, assurance: 'aal2', verifiedAt: new Date().toISOString() },
  });
  if (!user.secondFactor.enrolled) {
    // Agents may sign in with their password alone; owners and admins add an authenticator first.
    if (!secondFactorRequired(user.role)) return result;
    const { factorId, uri } = await startEnrolment(session, user);
    const secret = new URL(uri).searchParams.get('secret')!;
    const confirmed = await confirmEnrolment(session, user, factorId, codeFor(secret));
    if (!confirmed.ok) throw new Error(`The enrolment of ${email} was refused: ${confirmed.reason}`);
    return { ...result, user: gave() };
  }
  const secret = await totpSecretOf(user.id);
  if (!secret) throw new Error(`${email} has no authenticator the tests know`);
  await (
    await getDatabase()
  ).query('update app_private.staff_totp_factors set last_time_step = null where user_id = $1', [user.id]);
  const verified = await verifySecondFactor(session, user, codeFor(secret));
  if (!verified.ok) throw new Error(`The code of ${email} was refused: ${verified.reason}`);
  return { ...result, user: gave() };
}
