import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePropertyFilters } from '#app/domain/listings/filter-params';
import { publishedPropertiesQuery } from '#app/server/listings/listings.server';
import { compileQuery } from '#app/server/backend/sql-compiler';
import { noteWrite, startMaintenance, vacuumAnalyze } from '#app/server/db/maintenance.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import { seedSql } from '#app/server/seed/seed-sql';
import { syntheticProperties } from '#app/server/seed/synthetic';
import { useTestDatabase } from '#tests/helpers/databases';

/** PGlite has no autovacuum: the embedded backend vacuums and analyses its tables itself. */
describe('embedded database maintenance (PGlite)', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });

  async function deepPagePlan(db: SqlDatabase): Promise<string> {
    const statement = compileQuery({
      ...publishedPropertiesQuery(parsePropertyFilters(new URLSearchParams('page=300'))),
      count: false,
    } as never).main;
    return db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'anon', true)`);
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off) ${statement.text}`,
        statement.params,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('after bulk writes, a vacuum lets a deep page read the index alone', async () => {
    const { db } = database();
    await db.exec(seedSql({ properties: syntheticProperties(5_000, 11), rentals: [], blogPosts: [], inquiries: [] }));
    // Without a vacuum the visibility map is empty: the scan must read the table (here it sorts its rows).
    const before = await deepPagePlan(db);
    expect(before).not.toMatch(/Index Only Scan[\s\S]*Heap Fetches: 0/);
    await vacuumAnalyze(db);
    const plan = await deepPagePlan(db);
    expect(plan).toMatch(/Index Only Scan[\s\S]*Heap Fetches: 0/);
    expect(plan).not.toMatch(/(Seq|Bitmap Heap) Scan on properties properties_1/);
  });
});

describe('periodic maintenance', () => {
  afterEach(() => vi.useRealTimers());

  it('vacuums on the interval only when something was written since', async () => {
    vi.useFakeTimers();
    const scripts: string[] = [];
    const db = {
      kind: 'pglite',
      maintain: async (script: string) => void scripts.push(script),
    } as unknown as SqlDatabase;
    const stop = startMaintenance(db, 1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(scripts).toEqual([]);
    noteWrite();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(
      /^vacuum \(analyze\) public\.properties, public\.rentals, public\.blog_posts, public\.inquiries/,
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(scripts).toHaveLength(1);
    stop();
    noteWrite();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(scripts).toHaveLength(1);
  });
});

describe('maintenance on PostgreSQL', () => {
  const database = useTestDatabase('postgres', { seedDemo: false });

  it('runs a vacuum beyond the statement timeout that bounds requests, and restores it', async () => {
    // The app's own pool with a short timeout, on the test's database. The queries after the maintenance get
    // the pool's idle connection back — the one whose setting was lifted — and find the timeout restored.
    const db = await openSqlDatabase({ kind: 'postgres', url: database().url }, { statementTimeoutMs: 300 });
    try {
      await expect(db.exec('select pg_sleep(0.6)')).rejects.toThrow(/statement timeout/);
      await db.maintain('select pg_sleep(0.6)');
      await vacuumAnalyze(db);
      for (let n = 0; n < 12; n += 1) {
        const { rows } = await db.query<{ statement_timeout: string }>('show statement_timeout');
        expect(rows[0]!.statement_timeout).toBe('300ms');
      }
      await expect(db.exec('select pg_sleep(0.6)')).rejects.toThrow(/statement timeout/);
    } finally {
      await db.close();
    }
  });
});
