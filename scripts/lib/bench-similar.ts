/**
 * The similar homes figure of `npm run bench` (issue 31, item 2: "p99 ≤ 50 ms at 100,000 listings"): on a throwaway
 * database per engine — PGlite in memory (the embedded backend a fresh clone runs on) and a PostgreSQL cluster of
 * its own — 100,000 properties (a tenth private, some drafts) and 20,000 rentals are seeded as the database's owner,
 * then a visitor (the anon role, through the same query runner the pages use) asks for the similar homes of
 * published listings picked at random, one call at a time: `similar_properties` / `similar_rentals`, one query each.
 * Prints p50 and p99 against the 50 ms target.
 */
import { createBackend } from '#tests/helpers/backend';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { vacuumAnalyze } from '#app/server/db/maintenance.server';
import { listingQueries } from '#app/server/listings/listings.server';
import { onBothEngines, percentile, type BenchEngine } from './bench-engines';

const PROPERTIES = 100_000;
const RENTALS = 20_000;
const CALLS = 400;
const WARMUP = 40;
export const SIMILAR_TARGET_MS = 50;

export interface SimilarRow {
  label: string;
  p50: number;
  p99: number;
  calls: number;
}

/** Seeded 5,000 rows a statement, as maintenance (the owner's, without the API's statement timeout). */
const CHUNK = 5_000;

async function seed(db: SqlDatabase) {
  for (let from = 1; from <= PROPERTIES; from += CHUNK)
    await seedProperties(db, from, Math.min(PROPERTIES, from + CHUNK - 1));
  for (let from = 1; from <= RENTALS; from += CHUNK) await seedRentals(db, from, Math.min(RENTALS, from + CHUNK - 1));
  await vacuumAnalyze(db);
}

async function seedProperties(db: SqlDatabase, from: number, to: number) {
  await db.maintain(
    `insert into public.properties (title, description, price, property_type, location, address, island, bedrooms,
                                    bathrooms, area, status)
     select 'Bench home ' || n, 'A home of the similar homes bench.', 300000 + (n * 7919113::bigint) % 60000000,
            (array['villa', 'apartment', 'house'])[1 + n % 3], 'Gustavia', '1 Rue du Banc',
            (array['Saint Barthélemy', 'Sint Maarten'])[1 + (n / 7) % 2], 1 + (n * 5) % 8, 1 + n % 5, 250,
            case when n % 10 = 0 then 'private' when n % 23 = 0 then 'draft' else 'published' end
       from generate_series(${from}, ${to}) n`,
  );
}

async function seedRentals(db: SqlDatabase, from: number, to: number) {
  await db.maintain(
    `insert into public.rentals (title, description, daily_rate, location, address, island, bedrooms, bathrooms, area,
                                 status, max_guests, min_stay_days)
     select 'Bench villa ' || n, 'A villa of the similar homes bench.', 200 + (n * 7331) % 25000, 'Gustavia',
            '1 Rue du Banc', (array['Saint Barthélemy', 'Sint Maarten'])[1 + (n / 7) % 2], 1 + (n * 5) % 8,
            1 + n % 5, 200, case when n % 19 = 0 then 'draft' else 'published' end, 8, 3
       from generate_series(${from}, ${to}) n`,
  );
}

async function time(
  ids: readonly string[],
  run: (id: string) => Promise<unknown[]>,
): Promise<Omit<SimilarRow, 'label'>> {
  const pick = (n: number) => ids[(n * 7_919) % ids.length]!;
  for (let n = 0; n < WARMUP; n += 1) await run(pick(n));
  const times: number[] = [];
  for (let n = WARMUP; n < WARMUP + CALLS; n += 1) {
    const started = performance.now();
    const found = await run(pick(n));
    times.push(performance.now() - started);
    if (found.length === 0) throw new Error('a published listing of the bench has no similar homes');
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), calls: CALLS };
}

async function benchEngine(engine: BenchEngine, db: SqlDatabase): Promise<SimilarRow[]> {
  console.log(`\nSimilar homes: seeding ${PROPERTIES.toLocaleString('en-US')} properties on ${engine}…`);
  await seed(db);
  const ids = async (table: string) =>
    (await db.query<{ id: string }>(`select id from public.${table} where status = 'published' order by id`)).rows.map(
      (row) => row.id,
    );
  const visitor = createBackend(sqlExecutor(db, ANONYMOUS)).use(listingQueries);
  const [properties, rentals] = [await ids('properties'), await ids('rentals')];
  return [
    {
      label: `${engine}: a property's similar homes (${PROPERTIES.toLocaleString('en-US')} properties)`,
      ...(await time(properties, (id) => visitor.similarProperties(id))),
    },
    {
      label: `${engine}: a rental's similar homes (${RENTALS.toLocaleString('en-US')} rentals)`,
      ...(await time(rentals, (id) => visitor.similarRentals(id))),
    },
  ];
}

/** The rows of both engines. */
export function benchSimilarHomes(): Promise<SimilarRow[]> {
  return onBothEngines('bench_similar', benchEngine);
}

export function similarTable(rows: readonly SimilarRow[]): string {
  return [
    `### Similar homes at ${PROPERTIES.toLocaleString('en-US')} listings (target p99 ≤ ${SIMILAR_TARGET_MS} ms, one query per page)`,
    '',
    '| query | calls | p50 ms | p99 ms | target |',
    '|---|---:|---:|---:|---|',
    ...rows.map(
      (r) => `| ${r.label} | ${r.calls} | ${r.p50} | ${r.p99} | ${r.p99 <= SIMILAR_TARGET_MS ? 'met' : 'MISSED'} |`,
    ),
  ].join('\n');
}
