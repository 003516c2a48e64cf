import type { StaffRole } from '#app/domain/staff/roles';
import type { SecondFactorStatus } from '#app/domain/staff/two-factor';
import type { QueryRunner } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';

/**
 * A signed-in, active staff member, with their role as the staff list says it on this request, and what their
 * session gave of the second factor (app/domain/staff/two-factor.ts decides what that opens).
 */
export interface StaffUser {
  id: string;
  email: string;
  /** Their name on the staff list ('' until someone gives one). */
  name: string;
  role: StaffRole;
  secondFactor: SecondFactorStatus;
}

export type SignInResult =
  /** `headers` carry the session cookies to set. */
  | { ok: true; user: StaffUser; headers: Headers }
  | { ok: false; message: string; status: number; retryAfterSeconds?: number };

/**
 * Staff authentication, one implementation per backend: the embedded one (accounts and sessions in the
 * database) and Supabase Auth (GoTrue through @supabase/ssr). Routes only see the facade in auth.server.ts.
 */
export interface AuthPort {
  /** The verified staff member of a request (session checked with the server, staff_members listing included). */
  getStaffUser(request: Request): Promise<StaffUser | null>;
  signIn(request: Request, email: string, password: string): Promise<SignInResult>;
  /** Ends every session of the account (global scope); returns the cookie changes. */
  signOut(request: Request): Promise<Headers>;
  /** Whether staff can sign in at all with this configuration. */
  configured(): Promise<boolean>;
  /** The backend acting as this staff member, so row level security applies to them. */
  capabilitiesFor(request: Request, user: StaffUser): Promise<Capabilities>;
  /** The query runner of that backend: the member's session, with its assurance level. */
  runnerFor(request: Request, user: StaffUser): Promise<QueryRunner>;
  /** The signed-in member's own second factor (docs/decisions/021-two-factor.md). */
  secondFactor: SecondFactorPort;
  /** Changes the signed-in member's own password after checking the current one; their other sessions end. */
  changeOwnPassword(request: Request, user: StaffUser, current: string, next: string): Promise<PasswordChange>;
  /**
   * What only the server may do to accounts (the staff page's owner actions, set-password links), with
   * privileges the request's user lacks; null when this configuration cannot (Supabase without
   * SUPABASE_SERVICE_ROLE_KEY). Who may ask is checked before, by the route and row level security.
   */
  accounts(): StaffAccounts | null;
}

export type PasswordChange =
  { ok: true; headers?: Headers } | { ok: false; reason: 'wrong-password' | 'refused'; message?: string };

/** Account operations behind the staff page and the one-time links (docs/decisions/014-staff-roles.md). */
export interface StaffAccounts {
  /**
   * The account of an e-mail address: the existing one, or a new one that cannot sign in until a password is
   * set through a link. `created` says which.
   */
  ensureAccount(email: string): Promise<{ userId: string; created: boolean }>;
  /** Sets a member's password (a used link); every session of theirs ends. */
  setPassword(userId: string, password: string): Promise<void>;
  /** Ends every session of a member at once (deactivation) and keeps them from signing in again. */
  revokeAccess(userId: string): Promise<void>;
  /** Lets a reactivated member sign in again. */
  restoreAccess(userId: string): Promise<void>;
  /**
   * Removes a member's second factor and recovery codes (a lost phone: an owner's reset, or a recovery code
   * used); their sessions count as password-only again, and they add a new authenticator.
   */
  resetSecondFactor(userId: string): Promise<void>;
  /** The server's own backend (service role): reads and uses one-time links. */
  serviceCapabilities(): Promise<Capabilities>;
}

/** An authenticator being added: the factor's id and the otpauth:// URI (with its secret) to scan. */
export interface TotpEnrolment {
  factorId: string;
  uri: string;
}

/**
 * The outcome of a code: right (the session has now given its second factor; `headers` carry cookie changes), or
 * wrong, used already (a code is never accepted twice), or for an enrolment that a newer one replaced.
 */
export type CodeCheck = { ok: true; headers?: Headers } | { ok: false; reason: 'wrong' | 'used' | 'replaced' };

/**
 * One's own TOTP factor: on the embedded backend, secrets and the last time step accepted in app_private; on
 * Supabase, GoTrue's MFA API (enroll, challenge and verify, unenroll). The facade (second-factor.server.ts)
 * throttles every code first.
 */
export interface SecondFactorPort {
  /** A new secret to scan; an earlier enrolment that was never confirmed is dropped. */
  startEnrolment(request: Request, user: StaffUser): Promise<TotpEnrolment>;
  /** The first code from the app: the factor is confirmed and this session has given it. */
  confirmEnrolment(request: Request, user: StaffUser, factorId: string, code: string): Promise<CodeCheck>;
  /** A code for the member's factor (sign-in's second step, a step-up): this session has given it now. */
  verify(request: Request, user: StaffUser, code: string): Promise<CodeCheck>;
  /** Removes the member's own factor and recovery codes; their sessions count as password-only again. */
  remove(request: Request, user: StaffUser): Promise<Headers | undefined>;
}
