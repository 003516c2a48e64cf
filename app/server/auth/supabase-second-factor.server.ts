import type { AuthError, SupabaseClient, User } from '@supabase/supabase-js';
import { SITE_NAME } from '#app/domain/constants';
import type { SecondFactorStatus } from '#app/domain/staff/two-factor';
import { supabaseExecutor } from '#app/server/backend/supabase-executor.server';
import { log } from '#app/server/log.server';
import type { SupabaseRequestClient } from '#app/server/supabase.server';
import type { CodeCheck, SecondFactorPort, StaffUser } from './port.server';
import { secondFactorQueries } from './recovery-codes.server';
import { usedCodeDigest } from './totp.server';

/**
 * Two-factor sign-in on Supabase through GoTrue's MFA API (supabase.auth.mfa: enroll, challenge and verify,
 * getAuthenticatorAssuranceLevel, unenroll): GoTrue keeps the secret, checks the code and issues the `aal2`
 * session, whose JWT PostgREST's policies read. GoTrue accepts a code again under a new challenge, so each code
 * is first claimed in our own table (claim_second_factor_code): a code is never accepted twice.
 */

const verifiedTotp = (user: Pick<User, 'factors'>) =>
  (user.factors ?? []).filter((factor) => factor.factor_type === 'totp' && factor.status === 'verified');

/** What the request's session gave: from its JWT (verified by getUser just before), factors from GoTrue's user. */
export async function secondFactorOf(
  client: SupabaseRequestClient,
  user: Pick<User, 'factors'>,
): Promise<SecondFactorStatus> {
  const enrolled = verifiedTotp(user).length > 0;
  // A token it cannot read counts as password-only (getUser has verified it anyway).
  const { data } = await client.supabase.auth.mfa.getAuthenticatorAssuranceLevel().catch(() => ({ data: null }));
  const assurance = data?.currentLevel === 'aal2' ? 'aal2' : 'aal1';
  const methods = (data?.currentAuthenticationMethods ?? []) as (string | { method: string; timestamp: number })[];
  const totp = methods.find((entry) => typeof entry === 'object' && entry.method === 'totp');
  const verifiedAt =
    assurance === 'aal2' && typeof totp === 'object' ? new Date(totp.timestamp * 1000).toISOString() : null;
  return { enrolled, assurance, verifiedAt };
}

/** GoTrue's answer to a wrong code, a factor gone, or anything else (thrown: a failure, not the member's). */
function codeRefusal(error: AuthError & { code?: string }): CodeCheck {
  if (error.code === 'mfa_verification_failed' || error.code === 'mfa_challenge_expired')
    return { ok: false, reason: 'wrong' };
  if (error.code === 'mfa_factor_not_found') return { ok: false, reason: 'replaced' };
  log.error('supabase second factor failed', { code: error.code, status: error.status, message: error.message });
  throw new Error(`Supabase could not check the code: ${error.message}`);
}

export function supabaseSecondFactor(clientOf: (request: Request) => SupabaseRequestClient): SecondFactorPort {
  const factorsOf = async (supabase: SupabaseClient) => {
    const { data, error } = await supabase.auth.getUser();
    if (error || !data.user) throw new Error(`Supabase could not read the factors: ${error?.message ?? 'no user'}`);
    return data.user.factors ?? [];
  };

  /** Claims the code, then challenges and verifies it with GoTrue: the session it saves is aal2. */
  async function check(
    client: SupabaseRequestClient,
    user: StaffUser,
    factorId: string,
    code: string,
  ): Promise<CodeCheck> {
    const claimed = await secondFactorQueries(supabaseExecutor(client.supabase)).claimCode(
      usedCodeDigest(user.id, code),
    );
    if (!claimed) return { ok: false, reason: 'used' };
    const { error } = await client.supabase.auth.mfa.challengeAndVerify({ factorId, code });
    if (error) return codeRefusal(error);
    return { ok: true, headers: client.headers };
  }

  return {
    async startEnrolment(request, user) {
      const client = clientOf(request);
      // An enrolment never confirmed goes (GoTrue refuses a second factor of the same name, and keeps ten at most).
      for (const factor of await factorsOf(client.supabase)) {
        if (factor.factor_type === 'totp' && factor.status !== 'verified') {
          await client.supabase.auth.mfa.unenroll({ factorId: factor.id });
        }
      }
      const { data, error } = await client.supabase.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: `${SITE_NAME} ${new Date().toISOString()}`,
        issuer: SITE_NAME,
      });
      if (error || !data) throw new Error(`Supabase could not start the enrolment: ${error?.message ?? 'no factor'}`);
      log.info('second factor enrolment started', { userId: user.id });
      return { factorId: data.id, uri: data.totp.uri };
    },

    async confirmEnrolment(request, user, factorId, code) {
      const outcome = await check(clientOf(request), user, factorId, code);
      if (outcome.ok) log.info('second factor added', { userId: user.id });
      return outcome;
    },

    async verify(request, user, code) {
      const client = clientOf(request);
      const factor = verifiedTotp({ factors: await factorsOf(client.supabase) })[0];
      if (!factor) return { ok: false, reason: 'wrong' };
      return check(client, user, factor.id, code);
    },

    async remove(request, user) {
      const client = clientOf(request);
      // The recovery codes first, while the session is still aal2 (the database asks); then the factor, and a
      // refreshed session whose JWT says aal1.
      await secondFactorQueries(supabaseExecutor(client.supabase)).clearSecondFactor(user.id);
      for (const factor of verifiedTotp({ factors: await factorsOf(client.supabase) })) {
        const { error } = await client.supabase.auth.mfa.unenroll({ factorId: factor.id });
        if (error) throw new Error(`Supabase could not remove the factor: ${error.message}`);
      }
      const refreshed = await client.supabase.auth.refreshSession();
      if (refreshed.error)
        log.warn('supabase session refresh after removing a factor failed', { message: refreshed.error.message });
      log.info('second factor removed', { userId: user.id });
      return client.headers;
    },
  };
}

/** GoTrue's admin API (service-role key): every TOTP factor of a member goes, and our recovery codes with it. */
export async function resetSecondFactorWithAdmin(admin: SupabaseClient, userId: string): Promise<void> {
  const listed = await admin.auth.admin.mfa.listFactors({ userId });
  if (listed.error) throw new Error(`Supabase could not list the factors: ${listed.error.message}`);
  for (const factor of listed.data.factors.filter((each) => each.factor_type === 'totp')) {
    const { error } = await admin.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    if (error) throw new Error(`Supabase could not delete the factor: ${error.message}`);
  }
  await secondFactorQueries(supabaseExecutor(admin)).clearSecondFactor(userId);
}
