import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { lockForTransaction } from './advisory-lock.server';
import { BOOTSTRAP_SQL } from './bootstrap.server';
import { EMBEDDED_AUTH_SQL } from './embedded-schema.server';
import type { SqlDatabase } from './sql-database.server';

export const MIGRATIONS_DIR = path.resolve('supabase/migrations');

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (name) => {
      const sql = await readFile(path.join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Migrations corrected after they were applied, with the checksums they had: a database that recorded an
 * earlier text gets the new checksum recorded instead of a refusal. Only for changes that leave a database
 * exactly as the earlier text left it (say why here).
 */
export const AMENDED: Record<string, readonly string[]> = {
  // `set local search_path` became `set search_path … reset search_path`, so the file also applies with plain
  // `psql -f` (outside a transaction, where `set local` is ignored); the same indexes and functions result.
  '20261122000200_admin_search.sql': ['b4b04fbab12c07a41cf6cac38dc8334f9f527abc923d6c5392fa4edec5c0a8e7'],
};

// Any fixed number: concurrent start-ups against one PostgreSQL wait for each other here.
const MIGRATION_LOCK_KEY = 727_411_902;

/**
 * Applies the bootstrap, then every migration not yet recorded, each in its own transaction, then the
 * embedded backend's own auth tables.
 * Returns the names applied now. A recorded migration whose file changed is refused: migrations are
 * append-only once applied.
 */
export async function migrate(db: SqlDatabase, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  if (db.kind !== 'postgres') return applyMigrations(db, all);
  // One instance at a time: the lock is held by a transaction of its own while the migrations run on the pool.
  return db.transaction(async (lock) => {
    await lockForTransaction(lock, MIGRATION_LOCK_KEY);
    return applyMigrations(db, all);
  });
}

async function applyMigrations(db: SqlDatabase, all: Migration[]): Promise<string[]> {
  await db.exec(BOOTSTRAP_SQL);
  const { rows } = await db.query<{ name: string; checksum: string }>(
    'select name, checksum from app_private.schema_migrations',
  );
  const applied = new Map(rows.map((r) => [r.name, r.checksum]));
  const done: string[] = [];
  for (const migration of all) {
    const recorded = applied.get(migration.name);
    if (recorded) {
      if (recorded === migration.checksum) continue;
      if (!AMENDED[migration.name]?.includes(recorded)) {
        throw new Error(`Migration ${migration.name} changed after it was applied; add a new migration instead.`);
      }
      await db.query('update app_private.schema_migrations set checksum = $2 where name = $1', [
        migration.name,
        migration.checksum,
      ]);
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into app_private.schema_migrations (name, checksum) values ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
    });
    done.push(migration.name);
  }
  // After the migrations: the staff accounts refer to auth.users, which the bootstrap created.
  await db.exec(EMBEDDED_AUTH_SQL);
  return done;
}
