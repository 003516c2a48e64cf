import { getEnv, type DatabaseTarget } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { seedDemoContent } from '#app/server/seed/seed.server';
import { noteWrite, startMaintenance, vacuumAnalyze } from './maintenance.server';
import { migrate } from './migrate.server';
import { clearPublicCaches, listenForPublicChanges, type PublicChangesListener } from './public-changes.server';
import { openSqlDatabase, type SqlDatabase } from './sql-database.server';

/**
 * The embedded backend's database for this process: opened, migrated and (when empty and SEED_DEMO is on)
 * seeded once. Kept on globalThis so the development server's module reloads reuse one PGlite instance,
 * which may hold its data folder only once. On a PostgreSQL server, the process also listens for changes
 * other instances make to what visitors see (public-changes.server.ts).
 */
interface DatabaseState {
  ready?: Promise<SqlDatabase>;
  stopMaintenance?: () => void;
  publicChanges?: PublicChangesListener;
}

const state: DatabaseState = ((globalThis as { __islandEstatesDb?: DatabaseState }).__islandEstatesDb ??= {});

export interface PrepareOptions {
  target: DatabaseTarget;
  seedDemo: boolean;
}

/** Opens, migrates and seeds a database; used by the server at start-up and by tests. */
export async function prepareDatabase({ target, seedDemo }: PrepareOptions): Promise<SqlDatabase> {
  const started = performance.now();
  let db = await openSqlDatabase(target);
  const openMs = Math.round(performance.now() - started);
  try {
    const applied = await migrate(db);
    const seeded = seedDemo ? await seedDemoContent(db) : false;
    // PGlite has no autovacuum (maintenance.server.ts): a database just migrated or seeded is analysed before its
    // first page; one that was not is left to the periodic vacuum, whose first turn this counts for (what was
    // written before the restart is not counted anywhere else). Not at every start: it held the start-up back by
    // up to a second on the demo content, and by more on a large database (decision 044).
    if (db.kind === 'pglite') {
      if (applied.length > 0 || seeded) {
        await vacuumAnalyze(db);
        db = await reopenAfterSetUp(db, target);
      } else noteWrite();
    }
    log.info('database ready', {
      backend: target.kind,
      location: target.kind === 'pglite' ? (target.dataDir ?? 'memory') : redactUrl(target.url),
      migrationsApplied: applied.length,
      seeded,
      // Of which opening (PGlite: starting PostgreSQL on the folder), the rest migrating and seeding.
      openMs,
      ms: Math.round(performance.now() - started),
    });
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/**
 * PGlite's WebAssembly memory only grows: initdb, the migrations and the demo's seed leave it some 400 MB above
 * what serving pages needs, for as long as the process lives. A folder on disk is closed and opened again once
 * it is set up (about 0.7 s, on a first start or after an upgrade), so the server idles as it does on any later
 * start (decision 044). A database in memory would lose its data, so it stays open.
 */
async function reopenAfterSetUp(db: SqlDatabase, target: DatabaseTarget): Promise<SqlDatabase> {
  if (target.kind !== 'pglite' || target.dataDir === null) return db;
  await db.close();
  return openSqlDatabase(target);
}

/** The process-wide embedded database, prepared on first use. */
export function getDatabase(): Promise<SqlDatabase> {
  if (!state.ready) {
    const env = getEnv();
    const target = env.DATABASE_URL;
    state.ready = prepareDatabase({ target, seedDemo: env.SEED_DEMO });
    state.ready.then(
      (db) => {
        state.stopMaintenance?.();
        if (db.kind === 'pglite') state.stopMaintenance = startMaintenance(db);
        if (target.kind === 'postgres' && !state.publicChanges)
          state.publicChanges = listenForPublicChanges(target.url);
      },
      () => {
        state.ready = undefined; // let the next request try again
      },
    );
  }
  return state.ready;
}

/** The process's listener for other instances' changes: on PostgreSQL, once the database is ready. */
export function publicChangesListener(): PublicChangesListener | undefined {
  return state.publicChanges;
}

/** Makes `db` the process's database (tests drive the app against a database they prepared). */
export function useDatabase(db: SqlDatabase): void {
  state.ready = Promise.resolve(db);
  // Whatever was cached came from another database.
  clearPublicCaches();
}

export async function closeDatabase(): Promise<void> {
  const ready = state.ready;
  state.ready = undefined;
  state.stopMaintenance?.();
  state.stopMaintenance = undefined;
  const listener = state.publicChanges;
  state.publicChanges = undefined;
  await listener?.stop();
  if (ready) await (await ready.catch(() => null))?.close();
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
