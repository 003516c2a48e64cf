import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { islandToday } from '#app/domain/booking/dates';
import { prepareDatabase } from '#app/server/db/database.server';
import { dumpPgliteDataDir, openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';

/**
 * Migrated databases made once per test run and copied for each describe block (decision 039): a PostgreSQL
 * TEMPLATE database per variant on the run's shared cluster (tests/helpers/postgres-global-setup.ts), and a
 * PGlite data folder per variant dumped to a tarball. A copy takes about a second; initdb, the migrations and
 * the demo seed take many.
 */

/** A PostgreSQL server a test may create databases on. */
export interface PostgresCluster {
  url: string;
  port: number;
  /** A URL to a fresh, empty database on this server. */
  createDatabase(name: string): Promise<string>;
}

let memo: string | undefined;
/**
 * What a copy is made of: the migrations, the code that applies them and the demo seed, and the islands' date
 * (the seed's page views count back from it). A change to any of them (watch mode, a run past midnight) makes
 * new templates rather than serving stale ones.
 */
function fingerprint(): string {
  if (memo) return memo;
  const hash = createHash('sha256');
  for (const dir of ['supabase/migrations', 'app/server/db', 'app/server/seed']) {
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.test.ts')) continue;
      hash.update(name).update(readFileSync(path.join(dir, name)));
    }
  }
  hash.update(islandToday());
  return (memo = hash.digest('hex').slice(0, 16));
}

function provided(key: 'sharedPostgresUrl' | 'testDatabaseCache'): string {
  const value = inject(key);
  if (!value) throw new Error(`No ${key}: run the integration tests through vitest.config.ts (its globalSetup)`);
  return value;
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: provided('sharedPostgresUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '')}"`;

/** A cluster whose databases the test's block drops in its afterAll. */
export interface SharedCluster extends PostgresCluster {
  /** A URL to a fresh copy of the variant's migrated template database. */
  copyOfTemplate(seedDemo: boolean): Promise<string>;
  dropDatabases(): Promise<void>;
}

/** The run's shared cluster. Databases made through it are dropped by `dropDatabases`. */
export function sharedCluster(): SharedCluster {
  const url = provided('sharedPostgresUrl');
  const made: string[] = [];
  const create = async (name: string, template?: string) => {
    const from = template ? ` template ${quoted(template)}` : '';
    await onServer((client) => client.query(`create database ${quoted(name)}${from}`));
    made.push(name);
    return databaseUrl(url, name);
  };
  return {
    url,
    port: Number(new URL(url).port),
    createDatabase: (name) => create(name),
    async copyOfTemplate(seedDemo) {
      return create(`test_${randomUUID().replaceAll('-', '')}`, await postgresTemplate(seedDemo));
    },
    async dropDatabases() {
      const names = made.splice(0);
      if (names.length === 0) return;
      // FORCE: a pool the test left open must not keep its database (and the cluster's disk) alive.
      await onServer(async (client) => {
        for (const name of names) await client.query(`drop database if exists ${quoted(name)} with (force)`);
      });
    },
  };
}

const templates = new Map<boolean, Promise<string>>();

/** The migrated (and maybe seeded) template on the shared cluster, built by the first file that needs it. */
function postgresTemplate(seedDemo: boolean): Promise<string> {
  let template = templates.get(seedDemo);
  if (!template) {
    template = buildPostgresTemplate(seedDemo);
    // A failed build is tried again by the next block rather than failing every block after it.
    template.catch(() => templates.delete(seedDemo));
    templates.set(seedDemo, template);
  }
  return template;
}

async function buildPostgresTemplate(seedDemo: boolean): Promise<string> {
  const name = `tmpl_${seedDemo ? 'seeded' : 'empty'}_${fingerprint()}`;
  return onServer(async (client) => {
    // One builder at a time, across parallel workers: the others wait here, then find it built. The lock is
    // the session's, released when onServer ends it.
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return name;
    const building = `${name}_building`;
    await client.query(`drop database if exists ${quoted(building)} with (force)`);
    await client.query(`create database ${quoted(building)}`);
    const url = databaseUrl(provided('sharedPostgresUrl'), building);
    await (await prepareDatabase({ target: { kind: 'postgres', url }, seedDemo })).close();
    // Named a template only once complete; and no session may ever connect to it, as CREATE DATABASE …
    // TEMPLATE refuses a source that has other sessions.
    await client.query(`alter database ${quoted(building)} rename to ${quoted(name)}`);
    await client.query(`alter database ${quoted(name)} with is_template true allow_connections false`);
    return name;
  });
}

const dumps = new Map<boolean, Promise<Blob>>();

/**
 * The variant's migrated PGlite data folder: read from the run's cache folder, or made (migrations, seed,
 * VACUUM ANALYZE, as prepareDatabase does for the app) and written there by the first file that needs it.
 * Two workers making it at once only duplicate the work: each writes its own file, then renames it in place.
 */
async function pgliteDump(seedDemo: boolean): Promise<Blob> {
  const file = path.join(provided('testDatabaseCache'), `pglite_${seedDemo ? 'seeded' : 'empty'}_${fingerprint()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await prepareDatabase({ target: { kind: 'pglite', dataDir: null }, seedDemo });
  try {
    const dump = await dumpPgliteDataDir(db);
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await db.close().catch(() => undefined);
  }
}

/** A fresh in-memory PGlite holding a copy of the variant's migrated database. */
export async function pgliteCopy(seedDemo: boolean): Promise<SqlDatabase> {
  let dump = dumps.get(seedDemo);
  if (!dump) {
    dump = pgliteDump(seedDemo);
    dump.catch(() => dumps.delete(seedDemo));
    dumps.set(seedDemo, dump);
  }
  return openSqlDatabase({ kind: 'pglite', dataDir: null }, { loadDataDir: await dump });
}
