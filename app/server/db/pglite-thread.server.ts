import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { log } from '#app/server/log.server';
import type { SqlClient, SqlDatabase, SqlStatement } from './sql-database.server';

/**
 * The embedded database in a worker thread (decision 044): the main thread's side of pglite-worker.mjs. Every
 * query, script and transaction is a message; the answers come back as PGlite gives them, rows already normalised
 * and errors with PostgreSQL's fields (code, constraint, table, detail…) copied onto an Error, so callers read
 * them as they read PGlite's own.
 *
 * The worker is a plain module of the repository, found from the working directory as the migrations are
 * (migrate.server.ts): the same file serves the sources under tsx, the tests and the production build.
 */
export const PGLITE_WORKER = path.resolve('app/server/db/pglite-worker.mjs');

type Operation = 'ready' | 'query' | 'exec' | 'begin' | 'end' | 'batch' | 'dump' | 'close';
interface Answer {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: Record<string, unknown> & { message: string };
}

export interface PgliteThread extends SqlDatabase {
  /** The data folder as a tarball (after a checkpoint), as dumpPgliteDataDir answers. */
  dump(): Promise<Blob>;
}

/** An Error carrying what the worker sent of the original (its code, constraint, detail…). */
function rebuildError(sent: Answer['error']): Error {
  const { message, name, ...fields } = sent ?? { message: 'PGlite worker error' };
  const error = new Error(message);
  if (typeof name === 'string') error.name = name;
  return Object.assign(error, fields);
}

/**
 * Starts the worker on `dataDir` (null: in memory, or from `loadDataDir`), resolving once PGlite is ready.
 * `onClosed` runs once the worker is gone (after close(), or if it died).
 */
export async function openPgliteThread(
  dataDir: string | null,
  loadDataDir: Blob | undefined,
  onClosed: () => void,
): Promise<PgliteThread> {
  const load = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(PGLITE_WORKER, {
    workerData: { dataDir, loadDataDir: load },
    transferList: load ? [load] : [],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let gone: Error | null = null;
  // The worker keeps the process alive only while it owes an answer: an unclosed database never holds it open.
  const holdWhilePending = () => (pending.size > 0 ? worker.ref() : worker.unref());
  worker.on('message', ({ id, ok, value, error }: Answer) => {
    const waiting = pending.get(id);
    pending.delete(id);
    holdWhilePending();
    if (ok) waiting?.resolve(value);
    else waiting?.reject(rebuildError(error));
  });
  const stop = (reason: Error) => {
    if (gone) return;
    gone = reason;
    for (const waiting of pending.values()) waiting.reject(reason);
    pending.clear();
    onClosed();
  };
  worker.on('error', (error) => {
    // Every query from now on fails as unavailable (503) until the process is restarted.
    log.error('embedded database worker failed', { error });
    stop(new Error(`The embedded database is closed: its worker failed (${error.message})`));
  });
  worker.on('exit', () => stop(new Error('The embedded database is closed')));

  const send = <T>(
    op: Operation,
    fields: { tx?: number; text?: string; params?: unknown[]; statements?: readonly SqlStatement[] } = {},
  ) =>
    new Promise<T>((resolve, reject) => {
      if (gone) return reject(gone);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      holdWhilePending();
      worker.postMessage({ id, op, ...fields });
    });

  const client = (tx?: number): SqlClient => ({
    async query<Row>(text: string, params: unknown[] = []) {
      return { rows: await send<Row[]>('query', { tx, text, params }) };
    },
    exec: (text) => send<void>('exec', { tx, text }),
  });

  try {
    await send('ready');
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  let nextTx = 0;
  return {
    kind: 'pglite',
    ...client(),
    async transaction(work, setup) {
      const tx = nextTx++;
      await send('begin', { tx, text: setup });
      let result;
      try {
        result = await work(client(tx));
      } catch (error) {
        // The work's own error is the answer, even if the worker is gone and cannot roll back.
        await send('end', { tx, text: 'rollback' }).catch(() => undefined);
        throw error;
      }
      await send('end', { tx, text: 'commit' });
      return result;
    },
    batch: (statements, setup) => send('batch', { text: setup, statements }),
    // PGlite sets no statement timeout.
    maintain: (statement) => send<void>('exec', { text: statement }),
    async dump() {
      return new Blob([await send<ArrayBuffer>('dump')]);
    },
    async close() {
      if (gone) return;
      await send('close');
      await worker.terminate();
      stop(new Error('The embedded database is closed'));
    },
  };
}
