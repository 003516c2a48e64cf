import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool, QueryConfig } from 'pg';
import type { DatabaseTarget } from '#app/server/env.server';
import { DATE_OID, INT8_OID, NUMERIC_OID, normaliseRow } from './pg-rows.mjs';

/** A parameterised SQL statement. */
export interface SqlStatement {
  text: string;
  params: unknown[];
}

/** What the SQL executor needs of a database: parameterised queries, transactions, scripts, close. */
export interface SqlClient {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a multi-statement script without parameters (migrations, seed). */
  exec(script: string): Promise<void>;
}

export interface SqlDatabase extends SqlClient {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction on one connection; rolls back when it throws. `setup`: a script without
   * parameters run first, with the BEGIN (one round trip for both; the executor's role and claims).
   */
  transaction<T>(work: (tx: SqlClient) => Promise<T>, setup?: string): Promise<T>;
  /**
   * Runs `statements` in order in one transaction, after `setup` as `transaction` runs it, and answers each one's
   * rows; the first error rolls it all back and is the answer. For a transaction whose statements are known before
   * it starts: on PGlite's thread the whole of it is one message, where `transaction` takes one a statement and two
   * more for its BEGIN and its COMMIT.
   */
  batch<Row = Record<string, unknown>>(statements: readonly SqlStatement[], setup?: string): Promise<Row[][]>;
  /**
   * Runs a maintenance statement (VACUUM) outside any transaction and without the statement timeout that
   * bounds every request's queries: on a large or busy database it may rightly take longer. Never on a
   * request's path.
   */
  maintain(statement: string): Promise<void>;
  close(): Promise<void>;
}

const asText = (v: string) => v;

export interface OpenOptions {
  statementTimeoutMs?: number;
  /** PGlite in memory only: start from this data folder (a `dumpPgliteDataDir` tarball) instead of initdb. */
  loadDataDir?: Blob;
  /**
   * PGlite only: run it on the calling thread instead of its own worker thread (decision 044). The worker is the
   * default: PGlite computes on the thread that calls it, and a long query would stop the server meanwhile.
   */
  inProcess?: boolean;
}

export async function openSqlDatabase(target: DatabaseTarget, options: OpenOptions = {}) {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, options)
    : openPostgres(target.url, options.statementTimeoutMs);
}

/** How to take a copy of each PGlite database openPglite returned, for dumpPgliteDataDir. */
const dumpers = new WeakMap<SqlDatabase, () => Promise<Blob>>();

/**
 * The data folder of a PGlite database as a tarball, for `openSqlDatabase(…, { loadDataDir })`: the tests open
 * a migrated copy in about a second instead of running initdb and every migration again.
 */
export async function dumpPgliteDataDir(db: SqlDatabase): Promise<Blob> {
  const dump = dumpers.get(db);
  if (!dump) throw new Error('Not a PGlite database');
  return dump();
}

/**
 * PGlite keeps its folder open in one process only; a second process on the same folder could corrupt it.
 * A lock file with the owner's pid refuses a second opener while the first is alive.
 */
function lockDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, 'island-estates.lock');
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      // This process (already open here) or another live one.
      alive = owner === process.pid || (owner > 0 && process.kill(owner, 0));
    } catch {
      alive = false;
    }
    if (alive)
      throw new Error(
        `The database folder ${dataDir} is in use by process ${owner}; stop it first (PGlite opens a folder once).`,
      );
    writeFileSync(lock, String(process.pid));
  }
  return () => rmSync(lock, { force: true });
}

async function openPglite(dataDir: string | null, { loadDataDir, inProcess }: OpenOptions): Promise<SqlDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const opened = inProcess
      ? await openPgliteInProcess(dataDir, loadDataDir, unlock)
      : await openThread(dataDir, loadDataDir, unlock);
    return opened;
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openThread(dataDir: string | null, loadDataDir: Blob | undefined, unlock: () => void) {
  const { openPgliteThread } = await import('./pglite-thread.server');
  const thread = await openPgliteThread(dataDir, loadDataDir, unlock);
  const { dump, ...db } = thread;
  dumpers.set(db, dump);
  return db;
}

async function openPgliteInProcess(
  dataDir: string | null,
  loadDataDir: Blob | undefined,
  unlock: () => void,
): Promise<SqlDatabase> {
  const { openEngine, engineClient, engineBatch } = await import('./pglite-engine.mjs');
  const db = await openEngine(dataDir, loadDataDir);
  const opened: SqlDatabase = {
    kind: 'pglite',
    ...engineClient(db),
    transaction: (work, setup) =>
      db.transaction(async (tx) => {
        if (setup) await tx.exec(setup);
        return work(engineClient(tx));
      }),
    batch: (statements, setup) => engineBatch(db, statements, setup),
    // PGlite sets no statement timeout.
    maintain: (statement) => db.exec(statement).then(() => undefined),
    close: async () => {
      await db.close();
      unlock();
    },
  };
  dumpers.set(opened, async () => {
    // The dump copies the files as they are: write the dirty pages out first.
    await db.exec('checkpoint');
    return db.dumpDataDir('none');
  });
  return opened;
}

async function openPostgres(url: string, statementTimeoutMs = 4_000): Promise<SqlDatabase> {
  const { default: pg } = await import('pg');
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === NUMERIC_OID || oid === INT8_OID
        ? (v: string) => Number(v)
        : oid === DATE_OID
          ? asText
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    // Also a client-side limit: a server that stopped answering fails the query instead of hanging.
    query_timeout: statementTimeoutMs + 1_000,
    types,
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'postgres pool error', error: error.message })),
  );
  const wrap = (client: Pick<Pool, 'query'>): SqlClient => ({
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await client.query(text, params);
      return { rows: result.rows.map((r: Record<string, unknown>) => normaliseRow<Row>(r)) };
    },
    async exec(script: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(script);
    },
  });
  const database: SqlDatabase = {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work, setup) {
      const client = await pool.connect();
      // A server that goes away mid-transaction also emits 'error' on the client: handled, not a crash.
      let broken = false;
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      try {
        // Without parameters pg sends it as one simple query: the BEGIN and the setup in one round trip.
        await client.query(setup ? `begin; ${setup}` : 'begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is discarded instead of going back to the pool.
        client.release(broken);
      }
    },
    // Each statement is a round trip to PostgreSQL anyway: the transaction as it would be written by hand.
    batch: <Row>(statements: readonly SqlStatement[], setup?: string) =>
      database.transaction(async (tx) => {
        const answers: Row[][] = [];
        for (const { text, params } of statements) answers.push((await tx.query<Row>(text, params)).rows);
        return answers;
      }, setup),
    async maintain(statement) {
      const client = await pool.connect();
      let broken = false;
      try {
        // Session settings on a pooled connection: lifted for this statement, restored before it goes back.
        await client.query('set statement_timeout = 0');
        // And the pool's client-side limit (0 would mean "the pool's own"): a day.
        await client.query({ text: statement, query_timeout: 86_400_000 } as QueryConfig);
      } catch (error) {
        broken = true;
        throw error;
      } finally {
        await client.query('reset statement_timeout').catch(() => {
          broken = true;
        });
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
  return database;
}
