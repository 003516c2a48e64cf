/**
 * The worker thread that owns the embedded database (decision 044): PGlite is PostgreSQL compiled to WebAssembly,
 * and every query runs synchronously on the thread that calls it. Here, a long query no longer stops the server's
 * main thread from rendering pages and answering other requests. pglite-thread.server.ts is the other side.
 *
 * Messages in: { id, op, tx?, text?, params?, statements? }; out: { id, ok: true, value } or { id, ok: false, error }.
 * A transaction (op 'begin') stays open, taking the queries tagged with its id, until op 'end' commits it or
 * rolls it back; PGlite runs nothing else meanwhile (it has one connection), as in the same thread. Op 'batch' is a
 * whole transaction in one message: its setup (`text`) and its statements, answered with each one's rows.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { engineBatch, engineClient, openEngine } from './pglite-engine.mjs';

/** What crosses the thread boundary of an error: PostgreSQL's fields (code, constraint, detail…) and the message. */
function plainError(error) {
  const plain = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  }
  return plain;
}

const ROLLBACK = Symbol('rollback');
const { dataDir, loadDataDir } = workerData;
const opening = openEngine(dataDir, loadDataDir ? new Blob([loadDataDir]) : undefined);
const outside = opening.then(engineClient);
// A failure to open is the answer to the first message (op 'ready'), not an uncaught rejection.
outside.catch(() => undefined);
/** Open transactions by id: their client, the functions that end them, and PGlite's promise of the outcome. */
const transactions = new Map();

/** Opens a transaction and runs `setup` in it (a script, if any); resolves once its queries may come. */
function begin(tx, setup) {
  return new Promise((begun, failed) => {
    const entry = {};
    entry.finished = opening.then((pglite) =>
      pglite.transaction(
        (client) =>
          new Promise((commit, rollback) => {
            Object.assign(entry, { client: engineClient(client), commit, rollback });
            transactions.set(tx, entry);
            // A setup that fails rolls the transaction back; the begin fails with its error.
            (setup ? client.exec(setup) : Promise.resolve()).then(begun, (error) => {
              failed(error);
              rollback(ROLLBACK);
            });
          }),
      ),
    );
    // Before the transaction began (BEGIN failed) this fails the begin; after, end() reports the outcome.
    entry.finished.catch(failed).finally(() => transactions.delete(tx));
  });
}

/** Ends an open transaction: resolves once PGlite committed or rolled back; rejects when the commit failed. */
async function end(tx, commit) {
  const entry = transactions.get(tx);
  if (!entry) throw new Error(`No open transaction ${tx}`);
  if (commit) entry.commit();
  else entry.rollback(ROLLBACK);
  try {
    await entry.finished;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

async function clientFor(tx) {
  if (tx === undefined) return outside;
  const entry = transactions.get(tx);
  if (!entry) throw new Error(`No open transaction ${tx}`);
  return entry.client;
}

async function run({ op, tx, text, params, statements }) {
  const pglite = await opening;
  switch (op) {
    case 'ready':
      return null;
    case 'query':
      return (await (await clientFor(tx)).query(text, params)).rows;
    case 'exec':
      return (await clientFor(tx)).exec(text);
    case 'begin':
      return begin(tx, text);
    case 'end':
      return end(tx, text === 'commit');
    case 'batch':
      return engineBatch(pglite, statements, text);
    case 'dump': {
      // The dump copies the files as they are: write the dirty pages out first.
      await pglite.exec('checkpoint');
      return (await pglite.dumpDataDir('none')).arrayBuffer();
    }
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`Unknown operation ${op}`);
  }
}

parentPort.on('message', (message) => {
  run(message).then(
    (value) => {
      const transfer = value instanceof ArrayBuffer ? [value] : [];
      parentPort.postMessage({ id: message.id, ok: true, value }, transfer);
      if (message.op === 'close') parentPort.close();
    },
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});
