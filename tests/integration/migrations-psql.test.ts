import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_SQL } from '#app/server/db/bootstrap.server';
import { AMENDED, MIGRATIONS_DIR, migrate, readMigrations } from '#app/server/db/migrate.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import { startPostgres, type PostgresServer } from '#tests/helpers/postgres-server';

/**
 * Every migration applies with plain `psql -f`, one file at a time outside any transaction, as an operator
 * or `supabase db push` would — on a database laid out like Supabase's (pg_trgm in the `extensions` schema).
 * And a migration amended after it was applied is accepted from its earlier text, nothing else is.
 */
let server: PostgresServer;
beforeAll(async () => {
  server = await startPostgres();
}, 60_000);
afterAll(() => server?.destroy());

/** psql as an operator runs it; notices ('already exists, skipping') are not failures, warnings are. */
const psql = (url: string, args: string[]) =>
  spawnSync('psql', [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', ...args], {
    encoding: 'utf8',
    env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
  });

describe('the migrations with psql -f', () => {
  it('apply one by one without an error or a warning, and the trigram search works', async () => {
    const url = await server.createDatabase(`psql_${randomUUID().replaceAll('-', '')}`);
    const setup = psql(url, [
      '-c',
      'create schema extensions; create extension pg_trgm with schema extensions;',
      '-c',
      BOOTSTRAP_SQL,
    ]);
    expect(setup.status, setup.stderr).toBe(0);
    for (const migration of await readMigrations()) {
      const result = psql(url, ['-f', path.join(MIGRATIONS_DIR, migration.name)]);
      expect({ migration: migration.name, status: result.status, stderr: result.stderr }).toEqual({
        migration: migration.name,
        status: 0,
        stderr: '',
      });
    }
    const plan = execFileSync(
      'psql',
      [url, '-X', '-A', '-t', '-c', "select indexdef from pg_indexes where indexname = 'properties_search_idx'"],
      { encoding: 'utf8' },
    );
    expect(plan).toContain('gin_trgm_ops');
    // The session's search_path is left as it was found.
    const searchPath = psql(url, [
      '-f',
      path.join(MIGRATIONS_DIR, '20261122000200_admin_search.sql'),
      '-A',
      '-t',
      '-c',
      'show search_path',
    ]);
    expect(searchPath.stdout).not.toContain('extensions');
  });
});

describe('an amended migration', () => {
  let db: SqlDatabase;
  beforeAll(async () => {
    db = await openSqlDatabase({
      kind: 'postgres',
      url: await server.createDatabase(`amend_${randomUUID().replaceAll('-', '')}`),
    });
    await migrate(db);
  });
  afterAll(() => db?.close());

  const [name, [earlier]] = Object.entries(AMENDED)[0]!;
  const recorded = async () =>
    (await db.query<{ checksum: string }>('select checksum from app_private.schema_migrations where name = $1', [name]))
      .rows[0]!.checksum;

  it('is accepted from its earlier text, and its new checksum recorded', async () => {
    const current = await recorded();
    await db.query('update app_private.schema_migrations set checksum = $2 where name = $1', [name, earlier]);
    await expect(migrate(db)).resolves.toEqual([]);
    expect(await recorded()).toBe(current);
  });

  it('is refused from any other text', async () => {
    await db.query('update app_private.schema_migrations set checksum = $2 where name = $1', [name, 'f'.repeat(64)]);
    await expect(migrate(db)).rejects.toThrow(/changed after it was applied/);
  });
});
