import { prepareDatabase } from '#app/server/db/database.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { startPostgres } from '#tests/helpers/postgres-server';

export type BenchEngine = 'PGlite' | 'PostgreSQL';

/**
 * Runs `bench` on a throwaway migrated database of each engine in turn — PGlite in memory (the embedded backend a
 * fresh clone runs on), then a PostgreSQL cluster of its own (database `databaseName`) — and gathers their rows.
 */
export async function onBothEngines<Row>(
  databaseName: string,
  bench: (engine: BenchEngine, db: SqlDatabase) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  const pglite = await prepareDatabase({ target: { kind: 'pglite', dataDir: null }, seedDemo: false });
  try {
    rows.push(...(await bench('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
  const server = await startPostgres();
  try {
    const url = await server.createDatabase(databaseName);
    const postgres = await prepareDatabase({ target: { kind: 'postgres', url }, seedDemo: false });
    try {
      rows.push(...(await bench('PostgreSQL', postgres)));
    } finally {
      await postgres.close();
    }
  } finally {
    server.destroy();
  }
  return rows;
}

/** The `p`th percentile of sorted timings. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
