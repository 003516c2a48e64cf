/**
 * The embedded database itself: a PGlite opened with the settings decision 044 chose, and its queries answered
 * with the rows the app expects. Plain JavaScript so that the worker thread (pglite-worker.mjs) loads it as it is,
 * from source or beside the production build, without TypeScript; sql-database.server.ts uses it in-process too.
 */
import { PGlite } from '@electric-sql/pglite';
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
 * Runs `statements` in order in one transaction of `pglite`, after `setup` (a script, if any), and answers each
 * one's rows; the first error rolls it all back and is the answer. SqlDatabase.batch on PGlite, in either thread.
 */
export function engineBatch(pglite, statements, setup) {
  return pglite.transaction(async (tx) => {
    if (setup) await tx.exec(setup);
    const client = engineClient(tx);
    const answers = [];
    for (const { text, params } of statements) answers.push((await client.query(text, params)).rows);
    return answers;
  });
}
