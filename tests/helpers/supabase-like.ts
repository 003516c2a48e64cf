import { randomUUID } from 'node:crypto';
import { BOOTSTRAP_SQL } from '#app/server/db/bootstrap.server';
import { migrate } from '#app/server/db/migrate.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import type { Engine } from './databases';
import { sharedCluster, type SharedCluster } from './template-databases';

/**
 * Supabase's default privileges for objects the migrations create in public: anon and authenticated get every
 * privilege on new tables, functions and sequences unless a migration says otherwise.
 */
export const SUPABASE_DEFAULT_PRIVILEGES = `
  alter default privileges in schema public grant all on tables to anon, authenticated;
  alter default privileges in schema public grant all on functions to anon, authenticated;
  alter default privileges in schema public grant all on sequences to anon, authenticated;
`;

/**
 * A database laid out like a Supabase project's — the embedded backend's bootstrap (roles anon, authenticated,
 * service_role; auth.uid()), Supabase's default privileges, then the migrations — on a new
 * database of the run's PostgreSQL cluster, or PGlite. What anon may do there is what anyone with the public
 * anon key may do.
 */
export async function openSupabaseLikeDatabase(
  engine: Engine,
): Promise<{ db: SqlDatabase; close: () => Promise<void> }> {
  let cluster: SharedCluster | undefined;
  const db =
    engine === 'postgres'
      ? await openSqlDatabase({
          kind: 'postgres',
          url: await (cluster = sharedCluster()).createDatabase(`supabase_${randomUUID().replaceAll('-', '')}`),
        })
      : await openSqlDatabase({ kind: 'pglite', dataDir: null });
  await db.exec(BOOTSTRAP_SQL);
  await db.exec(SUPABASE_DEFAULT_PRIVILEGES);
  await migrate(db);
  return {
    db,
    close: async () => {
      await db.close().catch(() => undefined);
      await cluster?.dropDatabases();
    },
  };
}
