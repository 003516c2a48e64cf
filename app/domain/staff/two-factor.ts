import { z } from '#app/domain/zod';
import { staffTexts } from '#app/domain/staff/texts/staff';
import type { StaffRole } from './roles';

/**
 * Two-factor sign-in for staff (issue 25, item 7; docs/decisions/021-two-factor.md): the rules, pure. A TOTP
 * authenticator (RFC 6238: SHA-1, 6 digits, 30 s, one step either side) and ten one-time recovery codes.
 * Owners and admins must have one; agents may. Row level security says the same in SQL
 * (supabase/migrations/…_two_factor.sql: public.staff_role_requires_second_factor, public.staff_role()).
 * Its words (second factor, recovery code, assurance level, step-up) are defined in docs/glossary.md.
 */

const T = staffTexts.twoFactor;

/** As GoTrue's JWTs say it: `aal1` after a password, `aal2` after the second factor too. */
export type AssuranceLevel = 'aal1' | 'aal2';

/** What a session knows of its member's second factor. */
export interface SecondFactorStatus {
  /** The member has a confirmed authenticator. */
  enrolled: boolean;
  assurance: AssuranceLevel;
  /** When this session last gave a code (ISO time); null after the password alone. */
  verifiedAt: string | null;
}

/** The roles that must have a second factor. */
export const SECOND_FACTOR_ROLES = ['owner', 'admin'] as const satisfies readonly StaffRole[];

export function secondFactorRequired(role: StaffRole): boolean {
  return (SECOND_FACTOR_ROLES as readonly StaffRole[]).includes(role);
}

/**
 * What a signed-in member must do before the back office opens: nothing (`open`), give a code from their app
 * (`code`), or add an authenticator (`enrol`: owners and admins without one).
 */
export type SecondFactorGate = 'open' | 'code' | 'enrol';

export function secondFactorGate(role: StaffRole, status: SecondFactorStatus): SecondFactorGate {
  if (status.enrolled) return status.assurance === 'aal2' ? 'open' : 'code';
  return secondFactorRequired(role) ? 'enrol' : 'open';
}

/** The second step of sign-in (and a step-up), its recovery-code variant, and the page to add or change one's factor. */
export const SECOND_FACTOR_PATHS = {
  code: '/login/verify',
  recovery: '/login/recovery',
  page: '/admin/account/two-factor',
} as const;

/** Minutes a code given counts for a sensitive change (bank and payout details, one's factor, a reset). */
export const STEP_UP_MINUTES = 5;

/** Whether a sensitive change must ask for a fresh code: none given yet, or the last is older than `maxAgeMinutes`. */
export function stepUpDue(status: SecondFactorStatus, now: number, maxAgeMinutes = STEP_UP_MINUTES): boolean {
  if (!status.enrolled || status.assurance !== 'aal2' || !status.verifiedAt) return true;
  const given = Date.parse(status.verifiedAt);
  return !Number.isFinite(given) || now - given > maxAgeMinutes * 60_000;
}

/** RFC 6238 as every authenticator app reads an otpauth:// URI by default. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

/** A code as typed: spaces and dashes dropped ("123 456"). */
export const normaliseTotpCode = (value: string) => value.replace(/[\s-]/g, '');

const totpCode = z
  .string({ message: T.codeRequired })
  .transform(normaliseTotpCode)
  .pipe(
    z
      .string()
      .min(1, T.codeRequired)
      .regex(/^\d{6}$/, T.codeFormat),
  );

// ---------------------------------------------------------------------------------------------------------------
// Recovery codes: 10 characters of Crockford's base32 (50 random bits), shown as two groups of five.
// ---------------------------------------------------------------------------------------------------------------

export const RECOVERY_CODE_COUNT = 10;
/** Digits and capitals without I, L, O and U, which are misread (Crockford's base32). */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RECOVERY_CODE_LENGTH = 10;

/** A recovery code from 10 random bytes (each gives 5 bits: the alphabet has 32 characters). */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== RECOVERY_CODE_LENGTH) throw new Error(`A recovery code needs ${RECOVERY_CODE_LENGTH} bytes`);
  const chars = Array.from(bytes, (byte) => RECOVERY_CODE_ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * A recovery code as typed, in the one form its digest is taken of (10 capitals, no dash), or null when it
 * cannot be one. Case, spaces and dashes do not matter, and the letters people mistake for digits are read as
 * Crockford reads them (O as 0, I and L as 1).
 */
export function normaliseRecoveryCode(value: string): string | null {
  const plain = value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== RECOVERY_CODE_LENGTH) return null;
  return [...plain].every((ch) => RECOVERY_CODE_ALPHABET.includes(ch)) ? plain : null;
}

const recoveryCode = z
  .string({ message: T.recoveryRequired })
  .trim()
  .min(1, T.recoveryRequired)
  .max(64, T.recoveryFormat)
  .transform((value, ctx) => {
    const normalised = normaliseRecoveryCode(value);
    if (!normalised) ctx.addIssue({ code: 'custom', message: T.recoveryFormat });
    return normalised ?? '';
  });

// ---------------------------------------------------------------------------------------------------------------
// The forms
// ---------------------------------------------------------------------------------------------------------------

/** The second step of sign-in, and a step-up: the code from the app. */
export const secondFactorCodeSchema = z.object({ code: totpCode, redirectTo: z.string().optional() });

/** Instead of the app: one recovery code. */
export const recoveryCodeSchema = z.object({ code: recoveryCode, redirectTo: z.string().optional() });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The two-factor page's forms, told apart by `intent`:
 *   intent=start       (owners' and admins' first visit, or an agent's choice) a new secret to scan
 *   intent=confirm     factorId, uri (the secret shown, kept for showing again), code: the first code
 *   intent=remove      one's own authenticator and recovery codes (a fresh code first)
 *   intent=regenerate  ten new recovery codes (a fresh code first)
 */
export const twoFactorActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('start') }),
  z.object({
    intent: z.literal('confirm'),
    factorId: z.string().regex(UUID),
    uri: z.string().startsWith('otpauth://totp/').max(512),
    code: totpCode,
  }),
  z.object({ intent: z.literal('remove') }),
  z.object({ intent: z.literal('regenerate') }),
]);
export type TwoFactorAction = z.output<typeof twoFactorActionSchema>;

/** The confirm form alone (its client-side validation). */
export const enrolmentConfirmSchema = twoFactorActionSchema.options[1];

/** The secret an otpauth:// URI carries, for showing as text (null when it carries none). */
export function secretOfUri(uri: string): string | null {
  try {
    const secret = new URL(uri).searchParams.get('secret');
    return secret && /^[A-Z2-7]+=*$/.test(secret) ? secret : null;
  } catch {
    return null;
  }
}

/** A base32 secret in groups of four, as people type it into an app. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
