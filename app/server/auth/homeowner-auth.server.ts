import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { supabaseExecutor } from '#app/server/backend/supabase-executor.server';
import { capabilitiesOver, type Capabilities } from '#app/server/capabilities.server';
import { getDatabase } from '#app/server/db/database.server';
import { getEnv } from '#app/server/env.server';
import { answeringOverHttp } from '#app/server/http/backend-errors.server';
import { log } from '#app/server/log.server';
import { clientAddress } from './auth.server';
import { openSession, passwordMatches, readToken, digest, SESSION_IDLE_MS, touchSession } from './embedded-auth.server';
import { loginThrottle } from './rate-limit.server';
import { signInErrorMessage, supabaseFor } from './supabase-auth.server';

/**
 * A homeowner's sign-in (issue 29, item 5; docs/decisions/033-homeowner-page.md). A homeowner's account is an
 * auth user like a staff member's — the same accounts, passwords, sessions and cookie — listed in
 * public.homeowner_accounts instead of staff_members: the staff checks (getStaffUser, is_staff(), staff_role())
 * never see them, and these never see staff. Each request reads the account again, so a deactivated or removed
 * one stops at once.
 */
export interface HomeownerUser {
  id: string;
  email: string;
  homeownerId: string;
}

export interface HomeownerSession {
  user: HomeownerUser;
  /** Acting as the homeowner: row level security gives them their own rows only. */
  capabilities: Capabilities;
}

/** Why a sign-in was refused: the route says it in the page's language. */
export type HomeownerSignIn =
  | { ok: true; user: HomeownerUser; headers: Headers }
  | { ok: false; reason: 'invalid' | 'not-homeowner' | 'throttled' | 'unavailable'; retryAfterSeconds?: number };

interface HomeownerAuthPort {
  user(request: Request): Promise<HomeownerUser | null>;
  signIn(request: Request, email: string, password: string): Promise<HomeownerSignIn>;
  capabilities(request: Request, user: HomeownerUser): Promise<Capabilities>;
}

interface AccountRow {
  user_id: string;
  homeowner_id: string | null;
  email: string;
}

const embedded: HomeownerAuthPort = {
  async user(request) {
    const token = await readToken(request);
    if (!token) return null;
    const { rows } = await (
      await getDatabase()
    ).query<AccountRow & { last_seen_at: string }>(
      `select s.user_id, h.homeowner_id, h.email, s.last_seen_at
         from app_private.sessions s
         join public.homeowner_accounts h on h.user_id = s.user_id and h.deactivated_at is null
        where s.id = $1 and s.expires_at > now() and s.last_seen_at > now() - make_interval(secs => $2)`,
      [digest(token), SESSION_IDLE_MS / 1000],
    );
    const row = rows[0];
    if (!row?.homeowner_id) return null;
    await touchSession(token, row.last_seen_at);
    return { id: row.user_id, email: row.email, homeownerId: row.homeowner_id };
  },
  async signIn(_request, email, password) {
    const { rows } = await (
      await getDatabase()
    ).query<AccountRow & { password_hash: string }>(
      `select a.user_id, a.password_hash, a.email, h.homeowner_id
         from app_private.staff_accounts a
         left join public.homeowner_accounts h on h.user_id = a.user_id and h.deactivated_at is null
        where a.email = $1`,
      [email],
    );
    const account = rows[0];
    const valid = await passwordMatches(account?.password_hash, password);
    if (!account || !valid) return { ok: false, reason: 'invalid' };
    if (!account.homeowner_id) return { ok: false, reason: 'not-homeowner' };
    const headers = await openSession(account.user_id);
    return { ok: true, user: { id: account.user_id, email, homeownerId: account.homeowner_id }, headers };
  },
  capabilities: async (_request, user) =>
    capabilitiesOver(
      answeringOverHttp(
        sqlExecutor(await getDatabase(), { role: 'authenticated', userId: user.id, email: user.email, aal: 'aal1' }),
      ),
    ),
};

/** The user's active homeowner account (row level security lets a user read their own row). */
async function accountOf(request: Request, userId: string): Promise<AccountRow | null> {
  const { data, error } = await supabaseFor(request)
    .supabase.from('homeowner_accounts')
    .select('user_id, homeowner_id, email')
    .eq('user_id', userId)
    .is('deactivated_at', null)
    .maybeSingle();
  if (error) log.error('homeowner account check failed', { code: error.code, message: error.message });
  return (data as AccountRow | null) ?? null;
}

const supabase: HomeownerAuthPort = {
  async user(request) {
    // getUser() asks GoTrue to verify the token; the session in the cookie alone is never trusted.
    const { data, error } = await supabaseFor(request).supabase.auth.getUser();
    if (error || !data.user) return null;
    const account = await accountOf(request, data.user.id);
    return account?.homeowner_id
      ? { id: account.user_id, email: account.email, homeownerId: account.homeowner_id }
      : null;
  },
  async signIn(request, email, password) {
    const client = supabaseFor(request);
    const { data, error } = await client.supabase.auth.signInWithPassword({ email, password });
    if (error || !data.user) {
      const { status } = signInErrorMessage(error ?? { message: '', status: 400 });
      return { ok: false, reason: status === 401 ? 'invalid' : 'unavailable' };
    }
    const account = await accountOf(request, data.user.id);
    if (!account?.homeowner_id) {
      await client.supabase.auth.signOut({ scope: 'local' });
      return { ok: false, reason: 'not-homeowner' };
    }
    return {
      ok: true,
      user: { id: account.user_id, email: account.email, homeownerId: account.homeowner_id },
      headers: client.headers,
    };
  },
  capabilities: async (request) => capabilitiesOver(answeringOverHttp(supabaseExecutor(supabaseFor(request).supabase))),
};

const port = (): HomeownerAuthPort => (getEnv().backend === 'supabase' ? supabase : embedded);

/** The signed-in homeowner of a request, or null (a visitor, a staff member, a deactivated account). */
export const getHomeownerUser = (request: Request) => port().user(request);

export async function homeownerSession(request: Request): Promise<HomeownerSession | null> {
  const user = await port().user(request);
  return user ? { user, capabilities: await port().capabilities(request, user) } : null;
}

/** Signs a homeowner in, throttled like staff sign-in (per account and address, per address, per account). */
export async function signInHomeowner(request: Request, email: string, password: string): Promise<HomeownerSignIn> {
  const normalised = email.trim().toLowerCase();
  const subject = { account: normalised, address: clientAddress(request) };
  const verdict = await loginThrottle.attempt(subject);
  if (!verdict.allowed) {
    log.warn('homeowner sign-in refused: too many attempts', { email: normalised, clientAddress: subject.address });
    return { ok: false, reason: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const result = await port().signIn(request, normalised, password);
  if (result.ok) {
    await loginThrottle.succeeded(subject);
    log.info('homeowner signed in', { userId: result.user.id });
  } else log.info('homeowner sign-in failed', { email: normalised, reason: result.reason });
  return result;
}
