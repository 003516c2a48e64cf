import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, normaliseRecoveryCode, recoveryCodeFromBytes } from '#app/domain/staff/two-factor';
import type { QueryRunner } from '#app/server/backend/query';

/**
 * Recovery codes and used codes, as query descriptions run by either executor as the signed-in member
 * (supabase/migrations/…_two_factor.sql): only their SHA-256 is stored, each code works once.
 */

/** The digest a recovery code is stored and looked up by: SHA-256 of its normalised form. */
export function recoveryCodeDigest(code: string): string {
  const normalised = normaliseRecoveryCode(code);
  if (!normalised) throw new Error('Not a recovery code');
  return createHash('sha256').update(normalised).digest('hex');
}

/** Ten new recovery codes, as shown once to the member (`ABCDE-FGHJK`). */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(recoveryCodeFromBytes(randomBytes(10)));
  return [...codes];
}

/** A function of …_two_factor.sql that returns one value. */
async function call(
  runner: QueryRunner,
  fn:
    | 'replace_staff_recovery_codes'
    | 'use_staff_recovery_code'
    | 'staff_recovery_codes_left'
    | 'claim_second_factor_code'
    | 'clear_staff_second_factor',
  args: Record<string, unknown>,
): Promise<unknown> {
  const result = await runner.run({ kind: 'rpc', fn, args });
  return (result.rows[0] as { value?: unknown } | undefined)?.value;
}

/** The member's operations on their own codes (their session's runner) and the server's reset (service role). */
export function secondFactorQueries(runner: QueryRunner) {
  return {
    /** Replaces the member's recovery codes with ten new ones and returns them (a session that gave the factor). */
    async replaceRecoveryCodes(): Promise<string[]> {
      const codes = newRecoveryCodes();
      await call(runner, 'replace_staff_recovery_codes', { p_digests: codes.map(recoveryCodeDigest) });
      return codes;
    },
    /** True the first time a right code is used; false for a wrong or used one. */
    async redeemRecoveryCode(code: string): Promise<boolean> {
      if (!normaliseRecoveryCode(code)) return false;
      return (await call(runner, 'use_staff_recovery_code', { p_digest: recoveryCodeDigest(code) })) === true;
    },
    async recoveryCodesLeft(): Promise<number> {
      return Number((await call(runner, 'staff_recovery_codes_left', {})) ?? 0);
    },
    /** Claims a code before it is checked (Supabase): false when the member used it in the last two minutes. */
    async claimCode(digest: string): Promise<boolean> {
      return (await call(runner, 'claim_second_factor_code', { p_digest: digest })) === true;
    },
    /** Forgets a member's factor and recovery codes (the member at aal2, or the service role). */
    async clearSecondFactor(userId: string): Promise<void> {
      await call(runner, 'clear_staff_second_factor', { p_user_id: userId });
    },
  };
}
