import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { StaffRole } from '#app/domain/staff/roles';
import { prepareDatabase, useDatabase } from '#app/server/db/database.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import { startPostgres, type PostgresServer } from './postgres-server';
import { pgliteCopy, sharedCluster, type PostgresCluster, type SharedCluster } from './template-databases';

/** The two SQL engines every integration suite runs against. */
export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

export interface TestDatabase {
  db: SqlDatabase;
  /** The PostgreSQL cluster the database is on (postgres engine only), to create more databases on. */
  cluster?: PostgresCluster;
  /** The block's own cluster, to stop and start (postgres engine with `ownServer` only). */
  server?: PostgresServer;
  url: string;
}

export interface TestDatabaseOptions {
  /** With the demo content (the default), or only migrated. */
  seedDemo?: boolean;
  /**
   * PostgreSQL only: a cluster of the block's own, migrated for real, instead of a copy of a template on the
   * run's shared cluster — for tests that stop or start the server (`server`).
   */
  ownServer?: boolean;
}

/**
 * A migrated (and, by default, seeded) database of its own for one describe block: an in-memory PGlite, or a
 * database on PostgreSQL, each a copy of a database migrated once per run (tests/helpers/template-databases.ts).
 * It is also the app's database (sessions, sign-in) for the block.
 */
export function useTestDatabase(engine: Engine, options: TestDatabaseOptions = {}): () => TestDatabase {
  let current: TestDatabase | undefined;
  let shared: SharedCluster | undefined;
  beforeAll(async () => {
    const seedDemo = options.seedDemo ?? true;
    if (engine === 'pglite') {
      current = { db: await pgliteCopy(seedDemo), url: 'pglite:memory' };
    } else if (options.ownServer) {
      const server = await startPostgres();
      const url = await server.createDatabase(`test_${randomUUID().replaceAll('-', '')}`);
      const db = await prepareDatabase({ target: { kind: 'postgres', url }, seedDemo });
      current = { db, cluster: server, server, url };
    } else {
      shared = sharedCluster();
      const url = await shared.copyOfTemplate(seedDemo);
      current = { db: await openSqlDatabase({ kind: 'postgres', url }), cluster: shared, url };
    }
    // The app's own database singleton (sessions, sign-in) uses it too.
    useDatabase(current.db);
  });
  afterAll(async () => {
    await current?.db.close().catch(() => undefined);
    current?.server?.destroy();
    await shared?.dropDatabases();
  });
  return () => {
    if (!current) throw new Error('The test database is not ready');
    return current;
  };
}

/**
 * Creates a signed-in user (auth.users row) and, when `staff`, lists them in staff_members with `role` (owner)
 * and `name` (none).
 */
export async function createUser(
  db: SqlDatabase,
  { staff, role = 'owner', name = '' }: { staff: boolean; role?: StaffRole; name?: string },
): Promise<string> {
  const id = randomUUID();
  await db.query('insert into auth.users (id, email) values ($1, $2)', [id, `${id}@example.com`]);
  if (staff) {
    await db.query('insert into public.staff_members (user_id, role, email, name) values ($1, $2, $3, $4)', [
      id,
      role,
      `${id}@example.com`,
      name,
    ]);
  }
  return id;
}
