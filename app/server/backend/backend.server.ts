import { getDatabase } from '#app/server/db/database.server';
import { getEnv } from '#app/server/env.server';
import { adminPort } from './admin.server';
import { inquiriesPort } from './inquiries.server';
import { listingsPort } from './listings.server';
import type { QueryRunner } from './query';
import { sqlExecutor, type Actor } from './sql-executor.server';

/**
 * The backend port the routes use: typed operations over query descriptions, bound to one executor and
 * one actor. Routes never see SQL or supabase-js.
 */
export function createBackend(runner: QueryRunner) {
  return {
    ...listingsPort(runner),
    ...inquiriesPort(runner),
    // Staff operations: row level security refuses them to any other actor.
    ...adminPort(runner),
  };
}

export type Backend = ReturnType<typeof createBackend>;

/** The runner for an actor on the configured backend. */
export async function openRunner(actor: Actor): Promise<QueryRunner> {
  const env = getEnv();
  if (env.backend === 'supabase') {
    throw new Error('The hosted Supabase backend is not part of this build yet; unset SUPABASE_URL and SUPABASE_ANON_KEY.');
  }
  return sqlExecutor(await getDatabase(), actor);
}

export async function openBackend(actor: Actor): Promise<Backend> {
  return createBackend(await openRunner(actor));
}
