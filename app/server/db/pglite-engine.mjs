/**
 * The embedded database itself: a PGlite opened with the settings decision 044 chose, and its queries answered
 * with the rows the app expects. Plain JavaScript so that the worker thread (pglite-worker.mjs) loads it as it is,
 * from source or beside the production build, without TypeScript; sql-database.server.ts uses it in-process too.
 */
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
// Contrib modules the migrations enable, which Supabase and PostgreSQL ship: pg_trgm for the staff search
// (…_admin_search.sql), btree_gist for the bookings' exclusion constraints (…_bookings.sql).
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DATE_OID, INT8_OID, NUMERIC_OID, normaliseRow } from './pg-rows.mjs';

const PARSERS = { [NUMERIC_OID]: Number, [INT8_OID]: Number, [DATE_OID]: (v) => v };

/**
 * PGlite's own start parameters (PGlite.defaultStartParams in @electric-sql/pglite 0.5) with the memory settings
 * of decision 044 after them. The WebAssembly heap never shrinks and PostgreSQL touches all of shared_buffers at
 * start, so these bound the process's memory: 128 MB of buffers by default cost about 115 MB of RSS before the
 * first query. The demo database is some 60 MB on disk and the operating system caches what the buffers do not.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  // Per sort or hash: a list page sorts a few thousand rows at most.
  'work_mem=4MB',
  // VACUUM's dead-row memory: the periodic vacuum of maintenance.server.ts touches it once and keeps it.
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
];
const START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  ...[
    'search_path=public',
    'exit_on_error=false',
    'log_checkpoints=false',
    'max_worker_processes=0',
    'max_parallel_workers=0',
    'max_parallel_workers_per_gather=0',
    'io_method=sync',
    'max_parallel_maintenance_workers=0',
    ...PGLITE_SETTINGS,
  ].flatMap((setting) => ['-c', setting]),
];

/** Opens PGlite on `dataDir` (null: in memory), or in memory from a `dumpDataDir` tarball. */
export async function openEngine(dataDir, loadDataDir) {
  const db = new PGlite({
    dataDir: dataDir ?? undefined,
    loadDataDir,
    extensions: { pg_trgm, btree_gist },
    startParams: START_PARAMS,
  });
  await db.waitReady;
  return db;
}

/** A PGlite (or one of its transactions) as the app's SqlClient. */
export function engineClient(client) {
  return {
    async query(text, params = []) {
      // Passed per query: this PGlite version ignores parsers given to the constructor.
      const result = await client.query(text, params, { parsers: PARSERS });
      return { rows: result.rows.map(normaliseRow) };
    },
    async exec(script) {
      await client.exec(script);
    },
  };
}

/**
 * Statements kept prepared, by text, per PGlite (docs/decisions/052-prepared-statements-on-pglite.md). PGlite's
 * `query` parses and plans its statement anew each time, in six calls into WebAssembly; a prepared one is bound
 * and run in one call, and PostgreSQL keeps its plan once a generic plan does as well as a custom one. The
 * executor's texts are few (their values are parameters), so most requests find theirs prepared.
 */
const MAX_PREPARED = 500;
const prepared = new WeakMap();
let preparedNames = 0;
const { serialize } = protocol;

/**
 * The statements `pglite` keeps prepared (text → name and parameter types), and the names to close with the next
 * statement prepared: those the cache let go, or forgot as stale.
 */
function preparedOf(pglite) {
  let state = prepared.get(pglite);
  if (!state) {
    const closing = [];
    const statements = new LRUCache({ max: MAX_PREPARED, dispose: ({ name }) => closing.push(name) });
    prepared.set(pglite, (state = { statements, closing }));
  }
  return state;
}

/** One message of several protocol messages (each a Uint8Array), for one call into PGlite. */
function oneMessage(parts) {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * `text` with `params` as a prepared statement of `pglite`'s, inside a transaction the caller holds: prepared on
 * first use (with the statements that left the cache closed in the same call), then bound, described and run in
 * one call. The rows are read as `query` reads them, with the app's parsers.
 */
async function preparedQuery(pglite, text, params) {
  const state = preparedOf(pglite);
  let statement = state.statements.get(text);
  if (!statement) {
    const name = `app_${++preparedNames}`;
    const closing = state.closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const described = await pglite.runExclusive(() =>
      pglite.execProtocolStream(
        oneMessage([
          ...closing,
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      ),
    );
    statement = { name, types: parse.parseDescribeStatementResults(described) };
    state.statements.set(text, statement);
  }
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = pglite.serializers[statement.types[index]];
    return serializer ? serializer(value) : value.toString();
  });
  try {
    const messages = await pglite.runExclusive(() =>
      pglite.execProtocolStream(
        oneMessage([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      ),
    );
    return parse.parseResults(messages, pglite.parsers, { parsers: PARSERS })[0].rows.map(normaliseRow);
  } catch (error) {
    // Prepared again next time (the cache closes what it forgets): a statement whose result changed shape (a
    // migration) cannot run as it was, and one deallocated behind the cache's back (DEALLOCATE ALL) means all were.
    if (error?.code === NO_SUCH_STATEMENT) state.statements.clear();
    else if (isStalePlan(error) && state.statements.peek(text) === statement) state.statements.delete(text);
    throw error;
  }
}

const NO_SUCH_STATEMENT = '26000';

/**
 * A prepared statement that can no longer run as it was: its tables changed the columns it returns (a migration
 * since), or it was deallocated. Prepared anew, it runs.
 */
const isStalePlan = (error) =>
  error?.code === NO_SUCH_STATEMENT ||
  (error?.code === '0A000' && /cached plan must not change result type/.test(error.message));

/**
 * Runs `statements` in order in one transaction of `pglite`, after `setup` (a script, if any), and answers each
 * one's rows; the first error rolls it all back and is the answer. SqlDatabase.batch on PGlite, in either thread.
 * Each statement runs prepared (preparedQuery); a batch that met a stale one (isStalePlan) is rolled back and run
 * once more, its statements prepared anew.
 */
export async function engineBatch(pglite, statements, setup) {
  const run = () =>
    pglite.transaction(async (tx) => {
      if (setup) await tx.exec(setup);
      const answers = [];
      for (const { text, params } of statements) answers.push(await preparedQuery(pglite, text, params));
      return answers;
    });
  try {
    return await run();
  } catch (error) {
    if (!isStalePlan(error)) throw error;
    return run();
  }
}
