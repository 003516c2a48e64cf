import { log } from '#app/server/log.server';
import type { SqlDatabase } from './sql-database.server';

/**
 * PGlite runs PostgreSQL in single-user mode, without the autovacuum that every PostgreSQL server and
 * Supabase project has: left alone, its tables are never vacuumed or analysed, so the planner works from
 * stale sizes and index-only scans must visit the table for every row (a deep page of 100,000 properties
 * then sorts the whole table: 200 ms instead of 35). The embedded backend does it itself: once when the
 * database is ready, then every few minutes when anything was written since.
 */

const VACUUM_ANALYZE =
  'vacuum (analyze) public.properties, public.rentals, public.blog_posts, public.inquiries, public.staff_members, public.stays, public.stay_events, public.rental_seasons, public.rental_feeds, public.payment_schedules, public.payment_instalments, public.payment_entries, public.payment_positions, app_private.sessions';
const INTERVAL_MS = 5 * 60_000;

// Process-wide, like the database itself: server.ts's background jobs (app/server/jobs/) load their own copy
// of this module beside the app build's, and their writes count too.
const writes = ((globalThis as { __islandEstatesWrites?: { sinceVacuum: number } }).__islandEstatesWrites ??= {
  sinceVacuum: 0,
});

/** Called after every write through the backend. */
export function noteWrite(): void {
  writes.sinceVacuum += 1;
}

export async function vacuumAnalyze(db: SqlDatabase): Promise<void> {
  const started = performance.now();
  writes.sinceVacuum = 0;
  await db.maintain(VACUUM_ANALYZE);
  log.info('vacuumed and analysed', { ms: Math.round(performance.now() - started) });
}

/** Starts the periodic vacuum of an embedded database; returns the function that stops it. */
export function startMaintenance(db: SqlDatabase, intervalMs = INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    if (writes.sinceVacuum === 0) return;
    vacuumAnalyze(db).catch((error: unknown) => log.warn('vacuum failed', { error }));
  }, intervalMs);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
