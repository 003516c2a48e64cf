import { randomUUID } from 'node:crypto';
import { migrate, readMigrations, type Migration } from '#app/server/db/migrate.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import type { Engine } from '#tests/helpers/databases';
import { sharedCluster, type SharedCluster } from '#tests/helpers/template-databases';

/**
 * A fresh database on one engine with the schema as it was just before `migration`, for a test of what that
 * migration does to existing rows: insert them, then `migrateRest()`. `close()` ends it (and
 * drops it, on PostgreSQL).
 */
export async function databaseBefore(
  engine: Engine,
  migration: string,
): Promise<{ db: SqlDatabase; migrateRest: () => Promise<string[]>; close: () => Promise<void> }> {
  let cluster: SharedCluster | undefined;
  let db: SqlDatabase;
  if (engine === 'pglite') {
    db = await openSqlDatabase({ kind: 'pglite', dataDir: null });
  } else {
    cluster = sharedCluster();
    db = await openSqlDatabase({
      kind: 'postgres',
      url: await cluster.createDatabase(`before_${randomUUID().replaceAll('-', '')}`),
    });
  }
  const all: Migration[] = await readMigrations();
  const before = all.filter((each) => each.name < migration);
  if (before.length === all.length) throw new Error(`No migration named ${migration}`);
  await migrate(db, before);
  return {
    db,
    migrateRest: () => migrate(db, all),
    close: async () => {
      await db.close().catch(() => undefined);
      await cluster?.dropDatabases();
    },
  };
}
