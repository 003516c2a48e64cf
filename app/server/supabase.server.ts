import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { getEnv, type Env } from './env.server';

export interface SupabaseRequestClient {
  supabase: SupabaseClient;
  /** Set-Cookie headers the client wrote (session refresh, sign-in, sign-out); every response carries them. */
  headers: Headers;
}

/**
 * The per-request Supabase client of @supabase/ssr: it reads the session from the request's cookies and
 * writes refreshed or cleared cookies into `headers`. Server only; no supabase-js reaches the browser.
 */
export function createSupabaseServerClient(request: Request): SupabaseRequestClient {
  const env = getEnv();
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY are not set');
  const headers = new Headers();
  const supabase = createServerClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    cookies: {
      getAll: () =>
        parseCookieHeader(request.headers.get('Cookie') ?? '').map(({ name, value }) => ({ name, value: value ?? '' })),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies)
          headers.append('Set-Cookie', serializeCookieHeader(name, value, options));
      },
    },
    // Node 20 has no global WebSocket; supabase-js needs one at creation even though realtime is unused.
    realtime: { transport: WebSocket as never },
  });
  return { supabase, headers };
}

/**
 * A client for the server's own work (background jobs, shared rate limits): the given key (anon or service
 * role), no cookies, no session kept or refreshed. Never a request's client.
 */
export function serverOnlyClient(
  env: Pick<Env, 'SUPABASE_URL'>,
  key: string,
  fetch?: typeof globalThis.fetch,
): SupabaseClient {
  if (!env.SUPABASE_URL) throw new Error('SUPABASE_URL is not set');
  return createClient(env.SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js needs one at creation even though realtime is unused.
    realtime: { transport: WebSocket as never },
    ...(fetch ? { global: { fetch } } : {}),
  });
}
