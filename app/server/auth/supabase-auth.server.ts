import type { AuthError } from '@supabase/supabase-js';
import { MESSAGES } from '#app/domain/messages';
import { createBackend } from '#app/server/backend/backend.server';
import { supabaseExecutor } from '#app/server/backend/supabase-executor.server';
import { log } from '#app/server/log.server';
import { createSupabaseServerClient, type SupabaseRequestClient } from '#app/server/supabase.server';
import type { AuthPort, SignInResult, StaffUser } from './port.server';

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
export function signInErrorMessage(error: Pick<AuthError, 'message' | 'status'> & { code?: string }): { message: string; status: number } {
  const code = error.code ?? '';
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(error.message)) {
    return { message: MESSAGES.login.invalidCredentials, status: 401 };
  }
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(error.message)) {
    return { message: MESSAGES.login.emailNotConfirmed, status: 403 };
  }
  if (error.status === 429 || code === 'over_request_rate_limit' || /rate limit/i.test(error.message)) {
    return { message: MESSAGES.login.rateLimited, status: 429 };
  }
  if ((error.status ?? 0) >= 500) return { message: MESSAGES.login.unexpected, status: 503 };
  // A readable server message is shown as is; an empty or raw-JSON one is not.
  if (error.message && !error.message.trim().startsWith('{')) {
    return { message: MESSAGES.login.serverMessage(error.message), status: error.status ?? 400 };
  }
  return { message: MESSAGES.login.default, status: 400 };
}

async function isStaff(client: SupabaseRequestClient, userId: string): Promise<boolean> {
  // Row level security lets a signed-in user read their own staff_members row, and nothing else.
  const { data, error } = await client.supabase.from('staff_members').select('user_id').eq('user_id', userId).maybeSingle();
  if (error) {
    log.error('staff check failed', { code: error.code, message: error.message });
    return false;
  }
  return Boolean(data);
}

export const supabaseAuth: AuthPort = {
  async getStaffUser(request) {
    const client = supabaseFor(request);
    // getUser() asks GoTrue to verify the token; the session in the cookie alone is never trusted.
    const { data, error } = await client.supabase.auth.getUser();
    if (error || !data.user) return null;
    if (!(await isStaff(client, data.user.id))) return null;
    return { id: data.user.id, email: data.user.email ?? '' } satisfies StaffUser;
  },

  async signIn(request, email, password): Promise<SignInResult> {
    const client = supabaseFor(request);
    const { data, error } = await client.supabase.auth.signInWithPassword({ email, password });
    if (error || !data.user) return { ok: false, ...signInErrorMessage(error ?? { message: '', status: 400 }) };
    if (!(await isStaff(client, data.user.id))) {
      await client.supabase.auth.signOut({ scope: 'local' });
      return { ok: false, message: MESSAGES.login.notStaff, status: 403 };
    }
    return { ok: true, user: { id: data.user.id, email: data.user.email ?? email }, headers: client.headers };
  },

  async signOut(request) {
    const client = supabaseFor(request);
    const { error } = await client.supabase.auth.signOut({ scope: 'global' });
    if (error) log.warn('supabase sign-out failed', { message: error.message });
    return client.headers;
  },

  configured: async () => true,

  async backendFor(request) {
    return createBackend(supabaseExecutor(supabaseFor(request).supabase));
  },
};
