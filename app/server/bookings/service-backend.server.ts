import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { supabaseExecutor } from '#app/server/backend/supabase-executor.server';
import { capabilitiesOver, type Capabilities } from '#app/server/capabilities.server';
import { getDatabase } from '#app/server/db/database.server';
import { getEnv, type Env } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { serverOnlyClient } from '#app/server/supabase.server';

/**
 * The capabilities the background jobs act through, with no visitor or staff member behind them. A job is
 * no request: it sees the data layer's own errors (BackendError), which it logs, not HTTP answers.
 *
 * - Feed syncing writes stays and feeds: it acts as the service role. Embedded and PostgreSQL: the SQL
 *   executor as `service_role` (row level security lets it; the stays' history records `name`). Supabase: a
 *   supabase-js client with SUPABASE_SERVICE_ROLE_KEY — server only, never in a request's client, no
 *   session. Without that key there is no service backend (null): feeds then sync only when staff press
 *   'Sync now', under the staff member's own session.
 * - Releasing options past their deadline needs no privilege (`expire_options()` is callable by anyone:
 *   it only does what time already did), so on Supabase it goes through an anonymous client and works
 *   without the service-role key.
 */

export interface ServiceBackendOptions {
  env?: Pick<Env, 'backend' | 'SUPABASE_URL' | 'SUPABASE_ANON_KEY' | 'SUPABASE_SERVICE_ROLE_KEY'>;
  /** The HTTP client of the Supabase clients (tests record PostgREST requests with it). */
  fetch?: typeof fetch;
}

export const SERVICE_ACTOR_NAME = 'System (background job)';

let saidFeedSyncIsOff = false;

/** The service role's backend; null on Supabase without SUPABASE_SERVICE_ROLE_KEY (logged once). */
export async function serviceBackend(
  name = SERVICE_ACTOR_NAME,
  options: ServiceBackendOptions = {},
): Promise<Capabilities | null> {
  const env = options.env ?? getEnv();
  if (env.backend !== 'supabase') {
    return capabilitiesOver(sqlExecutor(await getDatabase(), { role: 'service_role', name }));
  }
  if (!env.SUPABASE_SERVICE_ROLE_KEY) {
    if (!saidFeedSyncIsOff) {
      saidFeedSyncIsOff = true;
      log.info(
        "periodic calendar feed syncing is off on Supabase: SUPABASE_SERVICE_ROLE_KEY is not set ('Sync now' still works for staff)",
      );
    }
    return null;
  }
  return capabilitiesOver(supabaseExecutor(serverOnlyClient(env, env.SUPABASE_SERVICE_ROLE_KEY, options.fetch)));
}

/** The backend that releases options past their deadline: anonymous where that suffices (Supabase). */
export async function optionsExpiryBackend(options: ServiceBackendOptions = {}): Promise<Capabilities> {
  const env = options.env ?? getEnv();
  if (env.backend !== 'supabase') return capabilitiesOver(sqlExecutor(await getDatabase(), ANONYMOUS));
  if (!env.SUPABASE_ANON_KEY) throw new Error('SUPABASE_ANON_KEY is not set');
  return capabilitiesOver(supabaseExecutor(serverOnlyClient(env, env.SUPABASE_ANON_KEY, options.fetch)));
}
