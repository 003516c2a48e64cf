import { log } from '#app/server/log.server';
import type { JobLock, LockedRun } from './runner.server';

/**
 * One instance at a time per job, among all the servers that share one PostgreSQL database: a session-level
 * advisory lock, `pg_try_advisory_lock(hashtext('island-estates:job:<name>'))`, taken on a connection of its
 * own for the length of the run and released after it. The run itself uses the app's pool as usual; the lock
 * only needs its session to stay open. An instance that finds the lock taken skips that tick (it never
 * waits), and a crashed instance cannot keep it: PostgreSQL releases a session's locks when it ends.
 *
 * A connection of its own, opened per run, rather than one from the pool: a session lock belongs to the
 * connection, and a pooled one would go back to the pool still holding it (or be handed to a query while
 * it does). One connection per job run (every minute at most) costs nothing worth pooling.
 *
 * DATABASE_URL must reach PostgreSQL directly or through a session-mode pooler: behind a transaction-mode
 * pooler (PgBouncer's `pool_mode = transaction`, Supabase's port 6543) consecutive statements may land on
 * different server sessions, and a session lock means nothing there.
 *
 * PGlite needs no lock (one process opens its folder); on Supabase the jobs run in every instance without
 * one: they are idempotent, and `sync_feed_events` applies a feed atomically.
 */

export const lockKey = (job: string) => `island-estates:job:${job}`;

export function postgresJobLock(url: string, options: { connectTimeoutMs?: number } = {}): JobLock {
  return {
    async withLock<T>(name: string, work: () => Promise<T>): Promise<LockedRun<T>> {
      const { default: pg } = await import('pg');
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
        // Only the lock's own two statements run here: a server that stops answering fails them.
        query_timeout: 5_000,
        // The session sits idle during the run; keepalives tell a dead peer from a quiet one.
        keepAlive: true,
        application_name: `island-estates job lock: ${name}`,
      });
      // Losing the connection mid-run releases the lock early; the run finishes regardless (jobs are
      // idempotent), and it must not crash the process.
      client.on('error', (error) => log.warn('job lock connection lost', { job: name, error }));
      await client.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as locked',
          [lockKey(name)],
        );
        if (!rows[0]?.locked) return { acquired: false };
        try {
          return { acquired: true, value: await work() };
        } finally {
          // Ending the session would release it too; say so explicitly while the connection is healthy.
          await client
            .query('select pg_advisory_unlock(hashtext($1))', [lockKey(name)])
            .catch((error: unknown) => log.warn('job lock not released explicitly', { job: name, error }));
        }
      } finally {
        await client.end().catch(() => undefined);
      }
    },
  };
}
