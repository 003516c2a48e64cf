/**
 * Adds synthetic rows to the configured database, in batches, with a progress bar:
 *
 *   npm run db:seed -- --properties 100000 --rentals 20000 --posts 500 [--demo] [--seed 7]
 *
 * Works on PGlite (DATABASE_URL unset or pglite:…) and on a postgres:// server. Stop a server that holds a
 * PGlite folder first (PGlite opens once). Runs VACUUM (ANALYZE) afterwards, so the planner knows the new
 * sizes and index-only scans can skip the table.
 */
import { parseArgs } from 'node:util';
import { prepareDatabase } from '#app/server/db/database.server';
import { vacuumAnalyze } from '#app/server/db/maintenance.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { getEnv } from '#app/server/env.server';
import { seedSql, type SeedTables } from '#app/server/seed/seed-sql';
import { syntheticPosts, syntheticProperties, syntheticRentals } from '#app/server/seed/synthetic';

const BATCH = 1000;

function progress(label: string, done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const line = `${label.padEnd(11)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
  else if (done === total || done % (BATCH * 10) === 0) console.log(line);
  if (done === total && process.stdout.isTTY) process.stdout.write('\n');
}

export async function seedSynthetic(
  db: SqlDatabase,
  counts: { properties: number; rentals: number; posts: number },
  seed = Date.now() % 100_000,
) {
  const tables: [string, number, (n: number, seed: number, offset: number) => object[], keyof SeedTables][] = [
    ['properties', counts.properties, syntheticProperties, 'properties'],
    ['rentals', counts.rentals, syntheticRentals, 'rentals'],
    ['posts', counts.posts, syntheticPosts, 'blogPosts'],
  ];
  for (const [label, total, make, key] of tables) {
    for (let done = 0; done < total;) {
      const size = Math.min(BATCH, total - done);
      const content: SeedTables = { properties: [], rentals: [], blogPosts: [], inquiries: [] };
      content[key] = make(size, seed, done) as never;
      await db.exec(seedSql(content));
      done += size;
      progress(label, done, total);
    }
  }
  // Sizes for the planner, and the visibility map that index-only scans need (PGlite has no autovacuum).
  await vacuumAnalyze(db);
}

async function main() {
  const { values } = parseArgs({
    options: {
      demo: { type: 'boolean', default: false },
      properties: { type: 'string', default: '0' },
      rentals: { type: 'string', default: '0' },
      posts: { type: 'string', default: '0' },
      seed: { type: 'string' },
    },
  });
  const counts = {
    properties: Number(values.properties),
    rentals: Number(values.rentals),
    posts: Number(values.posts),
  };
  if (Object.values(counts).some((n) => !Number.isInteger(n) || n < 0))
    throw new Error('Counts must be whole numbers ≥ 0');
  const env = getEnv();
  // --demo also loads the demo content first when the database is empty.
  const db = await prepareDatabase({ target: env.DATABASE_URL, seedDemo: values.demo ?? false });
  const started = performance.now();
  try {
    await seedSynthetic(db, counts, values.seed ? Number(values.seed) : undefined);
  } finally {
    await db.close();
  }
  console.log(
    `Added ${counts.properties} properties, ${counts.rentals} rentals and ${counts.posts} posts in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
