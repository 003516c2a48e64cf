import type { Backend } from '#app/server/backend/backend.server';

/** A signed-in staff member. */
export interface StaffUser {
  id: string;
  email: string;
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
  backendFor(request: Request, user: StaffUser): Promise<Backend>;
}
