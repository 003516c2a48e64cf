import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { StaffRole } from '#app/domain/staff/roles';
import { prepareDatabase, useDatabase } from '#app/server/db/database.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { startPostgres, type PostgresServer } from './postgres-server';

/** The two SQL engines every integration suite runs against. */
export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

export interface TestDatabase {
  db: SqlDatabase;
  /** The postgres server behind the database (postgres engine only). */
  server?: PostgresServer;
  url: string;
}

/**
 * A migrated (and, by default, seeded) database for one describe block: PGlite in memory, or a fresh
 * database on a throwaway PostgreSQL cluster. Created once per block, as a fresh PGlite takes seconds.
 */
export function useTestDatabase(engine: Engine, options: { seedDemo?: boolean } = {}): () => TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    const seedDemo = options.seedDemo ?? true;
    if (engine === 'pglite') {
      const db = await prepareDatabase({ target: { kind: 'pglite', dataDir: null }, seedDemo });
      current = { db, url: 'pglite:memory' };
    } else {
      const server = await startPostgres();
      const url = await server.createDatabase(`test_${randomUUID().replaceAll('-', '')}`);
      const db = await prepareDatabase({ target: { kind: 'postgres', url }, seedDemo });
      current = { db, server, url };
    }
    // The app's own database singleton (sessions, sign-in) uses it too.
    useDatabase(current.db);
  });
  afterAll(async () => {
    await current?.db.close().catch(() => undefined);
    current?.server?.destroy();
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
