import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import { specTexts } from '#app/domain/spec-texts';
import { isStaffRole, type StaffRole } from '#app/domain/staff/roles';
import { supabaseExecutor } from '#app/server/backend/supabase-executor.server';
import { log } from '#app/server/log.server';
import { getEnv } from '#app/server/env.server';
import { createSupabaseServerClient, serverOnlyClient, type SupabaseRequestClient } from '#app/server/supabase.server';
import type { AuthPort, PasswordChange, SignInResult, StaffAccounts, StaffUser } from './port.server';
import { resetSecondFactorWithAdmin, secondFactorOf, supabaseSecondFactor } from './supabase-second-factor.server';
import { capabilitiesOver } from '#app/server/capabilities.server';
import { answeringOverHttp } from '#app/server/http/backend-errors.server';

/**
 * Staff sign-in with Supabase Auth. One @supabase/ssr client per request (kept per Request object), whose
 * cookie writes are merged into the response by the root middleware.
 */
const clients = new WeakMap<Request, SupabaseRequestClient>();

export function supabaseFor(request: Request): SupabaseRequestClient {
  let client = clients.get(request);
  if (!client) {
    client = createSupabaseServerClient(request);
    clients.set(request, client);
  }
  return client;
}

/** The cookie changes of the request's Supabase client, if the request used one. */
export function supabaseHeadersOf(request: Request): Headers | undefined {
  return clients.get(request)?.headers;
}

/** SPEC §8's texts for GoTrue's errors. */
export function signInErrorMessage(error: Pick<AuthError, 'message' | 'status'> & { code?: string }): {
  message: string;
  status: number;
} {
  const code = error.code ?? '';
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(error.message)) {
    return { message: specTexts.login.invalidCredentials, status: 401 };
  }
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(error.message)) {
    return { message: specTexts.login.emailNotConfirmed, status: 403 };
  }
  if (error.status === 429 || code === 'over_request_rate_limit' || /rate limit/i.test(error.message)) {
    return { message: specTexts.login.rateLimited, status: 429 };
  }
  if ((error.status ?? 0) >= 500) return { message: specTexts.login.unexpected, status: 503 };
  // A readable server message is shown as is; an empty or raw-JSON one is not.
  if (error.message && !error.message.trim().startsWith('{')) {
    return { message: specTexts.login.serverMessage(error.message), status: error.status ?? 400 };
  }
  return { message: specTexts.login.default, status: 400 };
}

/** The user's row on the staff list, if they are an active member (RLS lets a user read their own row). */
async function staffRow(
  client: SupabaseRequestClient,
  userId: string,
): Promise<{ role: StaffRole; name: string } | null> {
  const { data, error } = await client.supabase
    .from('staff_members')
    .select('user_id, role, name')
    .eq('user_id', userId)
    .is('deactivated_at', null)
    .maybeSingle();
  if (error) {
    log.error('staff check failed', { code: error.code, message: error.message });
    return null;
  }
  const row = data as { role?: unknown; name?: unknown } | null;
  if (!row || !isStaffRole(row.role)) return null;
  return { role: row.role, name: typeof row.name === 'string' ? row.name : '' };
}

/** A supabase-js client for the server's own work with the service-role key; null without the key. */
function serviceClient(): SupabaseClient | null {
  const env = getEnv();
  return env.SUPABASE_SERVICE_ROLE_KEY ? serverOnlyClient(env, env.SUPABASE_SERVICE_ROLE_KEY) : null;
}

/** Checks a password without keeping a session: a throwaway client signs in, then ends that one session. */
async function passwordMatches(email: string, password: string): Promise<boolean | 'unavailable'> {
  const env = getEnv();
  const probe = serverOnlyClient(env, env.SUPABASE_ANON_KEY ?? '');
  const { data, error } = await probe.auth.signInWithPassword({ email, password });
  if (error || !data.session) {
    const { status } = signInErrorMessage(error ?? { message: '', status: 400 });
    return status === 401 ? false : 'unavailable';
  }
  await probe.auth.signOut({ scope: 'local' });
  return true;
}

/** Banned until the end of time (GoTrue takes a duration): no sign-in, no refreshed session. */
const BANNED = '876000h';

/** Account operations with the service-role key (GoTrue's admin API). */
function supabaseAccounts(admin: SupabaseClient): StaffAccounts {
  const fail = (what: string, error: { message: string; status?: number }): never => {
    log.error(`supabase ${what} failed`, { message: error.message, status: error.status });
    throw new Error(`Supabase could not ${what}: ${error.message}`);
  };
  return {
    async ensureAccount(email) {
      const normalised = email.trim().toLowerCase();
      // Confirmed at once: the invitation's link proves the address, and sets the first password.
      const { data, error } = await admin.auth.admin.createUser({ email: normalised, email_confirm: true });
      if (!error && data.user) return { userId: data.user.id, created: true };
      if (error && (error as { code?: string }).code !== 'email_exists' && error.status !== 422)
        fail('create the account', error);
      // An account of that address exists (a former member, or one made in the dashboard): find it.
      for (let page = 1; page <= 50; page++) {
        const listed = await admin.auth.admin.listUsers({ page, perPage: 200 });
        if (listed.error) fail('list the accounts', listed.error);
        const found = listed.data.users.find((user) => user.email?.toLowerCase() === normalised);
        if (found) return { userId: found.id, created: false };
        if (listed.data.users.length < 200) break;
      }
      throw new Error(`Supabase has an account for ${normalised} but it could not be found`);
    },
    async setPassword(userId, password) {
      const { error } = await admin.auth.admin.updateUserById(userId, { password });
      if (error) fail('set the password', error);
    },
    async revokeAccess(userId) {
      // Their tokens stop refreshing and they cannot sign in; meanwhile every request of theirs is already
      // refused, as the staff list (is_staff(), and the check of each request) says they are deactivated.
      const { error } = await admin.auth.admin.updateUserById(userId, { ban_duration: BANNED });
      if (error) fail('ban the account', error);
    },
    async restoreAccess(userId) {
      const { error } = await admin.auth.admin.updateUserById(userId, { ban_duration: 'none' });
      if (error) fail('lift the ban', error);
    },
    resetSecondFactor: (userId) => resetSecondFactorWithAdmin(admin, userId),
    serviceCapabilities: async () => capabilitiesOver(answeringOverHttp(supabaseExecutor(admin))),
  };
}

export const supabaseAuth: AuthPort = {
  async getStaffUser(request) {
    const client = supabaseFor(request);
    // getUser() asks GoTrue to verify the token; the session in the cookie alone is never trusted.
    const { data, error } = await client.supabase.auth.getUser();
    if (error || !data.user) return null;
    const staff = await staffRow(client, data.user.id);
    if (!staff) return null;
    const secondFactor = await secondFactorOf(client, data.user);
    return { id: data.user.id, email: data.user.email ?? '', ...staff, secondFactor } satisfies StaffUser;
  },

  async signIn(request, email, password): Promise<SignInResult> {
    const client = supabaseFor(request);
    const { data, error } = await client.supabase.auth.signInWithPassword({ email, password });
    if (error || !data.user) return { ok: false, ...signInErrorMessage(error ?? { message: '', status: 400 }) };
    const staff = await staffRow(client, data.user.id);
    if (!staff) {
      await client.supabase.auth.signOut({ scope: 'local' });
      return { ok: false, message: specTexts.login.notStaff, status: 403 };
    }
    const secondFactor = await secondFactorOf(client, data.user);
    return {
      ok: true,
      user: { id: data.user.id, email: data.user.email ?? email, ...staff, secondFactor },
      headers: client.headers,
    };
  },

  async signOut(request) {
    const client = supabaseFor(request);
    const { error } = await client.supabase.auth.signOut({ scope: 'global' });
    if (error) log.warn('supabase sign-out failed', { message: error.message });
    return client.headers;
  },

  configured: async () => true,

  async capabilitiesFor(request) {
    return capabilitiesOver(answeringOverHttp(supabaseExecutor(supabaseFor(request).supabase)));
  },

  // The session's own JWT (aal1 or aal2, as GoTrue issued it) reaches PostgREST.
  runnerFor: async (request) => supabaseExecutor(supabaseFor(request).supabase),

  secondFactor: supabaseSecondFactor(supabaseFor),

  async changeOwnPassword(request, user, current, next): Promise<PasswordChange> {
    const matches = await passwordMatches(user.email, current);
    if (matches === 'unavailable') return { ok: false, reason: 'refused' };
    if (!matches) return { ok: false, reason: 'wrong-password' };
    const client = supabaseFor(request);
    const { error } = await client.supabase.auth.updateUser({ password: next });
    if (error) {
      log.warn('supabase password change refused', { message: error.message, status: error.status });
      return { ok: false, reason: 'refused', message: error.message };
    }
    // Every other session of theirs ends; this one stays.
    const others = await client.supabase.auth.signOut({ scope: 'others' });
    if (others.error) log.warn('supabase sign-out of other sessions failed', { message: others.error.message });
    return { ok: true, headers: client.headers };
  },

  accounts() {
    const admin = serviceClient();
    return admin ? supabaseAccounts(admin) : null;
  },
};
