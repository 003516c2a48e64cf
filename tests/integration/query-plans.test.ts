import { beforeAll, describe, expect, it } from 'vitest';
import { parseAdminListState } from '#app/domain/admin/lists';
import { parsePropertyFilters, parseRentalFilters } from '#app/domain/listings/filter-params';
import { adminListQuery } from '#app/server/backend/rows';
import {
  featuredPropertiesQuery,
  publishedPostsQuery,
  publishedPropertiesQuery,
  publishedRentalsQuery,
} from '#app/server/listings/listings.server';
import type { Query } from '#app/server/backend/query';
import { compileQuery } from '#app/server/backend/sql-compiler';
import type { SqlStatement } from '#app/server/db/sql-database.server';
import { vacuumAnalyze } from '#app/server/db/maintenance.server';
import { seedSynthetic, seedSyntheticBookings } from '../../scripts/db-seed';
import { addDays, islandToday } from '#app/domain/booking/dates';
import { createUser, useTestDatabase } from '#tests/helpers/databases';
import type { Currency, ExchangeRate } from '#app/domain/currency/currency';

const EUR_RATE: ExchangeRate = { eurUsd: 1.08, setAt: '2026-11-27T00:00:00.000Z' };

/**
 * Flat cost at scale: on a real PostgreSQL with 100,000 properties and 20,000 rentals, no public filter,
 * sort or count reads a table sequentially (checked with EXPLAIN, as the visitor's role, so row level
 * security is part of the plan), and admin search is served by an index too.
 */
describe('query plans at 100,000 properties (PostgreSQL)', () => {
  const database = useTestDatabase('postgres', { seedDemo: false });
  let staffId = '';

  beforeAll(async () => {
    const { db } = database();
    await seedSynthetic(db, { properties: 100_000, rentals: 20_000, posts: 2_000 }, 42);
    // A year of seasons and stays for every rental: 400,000 stays.
    await seedSyntheticBookings(db, islandToday());
    await db.exec(
      `insert into public.inquiries (name, email, message, source)
       select 'Visitor ' || g, 'visitor' || g || '@example.com', 'A question about listing ' || g, 'contact'
         from generate_series(1, 20000) g`,
    );
    // Seeding ends with VACUUM (ANALYZE), but pages written in the last moments may not be marked
    // all-visible yet (this cluster's autovacuum holds a snapshot while it analyses the new rows). Vacuum
    // again until they are, as autovacuum soon would on a live server.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const { rows } = await db.query<{ pending: number }>(
        `select count(*)::int as pending from pg_class
          where relname in ('properties', 'rentals', 'blog_posts', 'inquiries', 'stays', 'rental_seasons') and relnamespace = 'public'::regnamespace and relallvisible < relpages`,
      );
      if (rows[0]!.pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
      await vacuumAnalyze(db);
    }
    staffId = await createUser(db, { staff: true });
  }, 600_000);

  async function plan(statement: SqlStatement, role: 'anon' | 'staff'): Promise<string> {
    const { db } = database();
    return db.transaction(async (tx) => {
      const claims = role === 'anon' ? { role: 'anon' } : { role: 'authenticated', sub: staffId, aal: 'aal2' };
      await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        role === 'anon' ? 'anon' : 'authenticated',
        JSON.stringify(claims),
      ]);
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${statement.text}`, statement.params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  async function expectIndexed(query: Query, role: 'anon' | 'staff' = 'anon') {
    const compiled = compileQuery(query);
    for (const statement of [compiled.main, compiled.count].filter((s): s is SqlStatement => Boolean(s))) {
      const text = await plan(statement, role);
      expect(text, `${statement.text}\n${text}`).not.toMatch(/Seq Scan on (properties|rentals|blog_posts)/);
    }
  }

  const properties = (search: string, currency: Currency = 'USD') =>
    publishedPropertiesQuery(parsePropertyFilters(new URLSearchParams(search)), { currency, rate: EUR_RATE });
  const rentals = (search: string, currency: Currency = 'USD') =>
    publishedRentalsQuery(parseRentalFilters(new URLSearchParams(search)), { currency, rate: EUR_RATE });

  it.each([
    '',
    'page=200',
    'sort=price-asc',
    'sort=price-desc&page=50',
    'island=Sint+Maarten',
    'island=Saint+Barth%C3%A9lemy&sort=price-desc',
    'type=apartment',
    'price=1000000-3000000',
    'price=10000000-',
    'bedrooms=5',
    'bathrooms=4',
    'island=Sint+Maarten&type=villa&price=3000000-5000000&bedrooms=3&bathrooms=2',
  ])('properties list and count ?%s', async (search) => {
    await expectIndexed(properties(search));
  });

  it.each([
    '',
    'page=100',
    'island=Sint+Maarten',
    'price=500-1000',
    'price=2000-',
    'bedrooms=4',
    'guests=8',
    'minStay=2',
    'island=Saint+Barth%C3%A9lemy&price=1000-2000&bedrooms=2&guests=4&minStay=7',
  ])('rentals list and count ?%s', async (search) => {
    await expectIndexed(rentals(search));
  });

  // Bands in euros are translated into normalised dollar amounts, which the same indexes serve.
  it.each([
    ['properties', 'price=1000000-3000000'],
    ['properties', 'price=10000000-&sort=price-desc'],
    ['properties', 'island=Sint+Maarten&type=villa&price=3000000-5000000&bedrooms=3'],
    ['rentals', 'price=500-1000'],
    ['rentals', 'island=Saint+Barth%C3%A9lemy&price=2000-&guests=4'],
  ] as const)('%s in euros ?%s', async (table, search) => {
    await expectIndexed(table === 'properties' ? properties(search, 'EUR') : rentals(search, 'EUR'));
  });

  // The date filter: the villas busy on the dates and those a season refuses are each one set, read once
  // (…_date_search_set_based.sql; the stays from an index on the dates alone, never a read of all stays), and a
  // page stops as soon as it has its rows.
  const stayFilter = (offset: number, nights: number, more = '') =>
    `checkIn=${addDays(islandToday(), offset)}&checkOut=${addDays(islandToday(), offset + nights)}${more}`;
  it.each([
    [stayFilter(60, 7)],
    [stayFilter(200, 10, '&island=Sint+Maarten&guests=4')],
    [stayFilter(30, 7, '&page=3')],
  ])('rentals free for a stay, list and count ?%s', async (search) => {
    const compiled = compileQuery(rentals(search));
    for (const statement of [compiled.main, compiled.count!]) {
      const text = await plan(statement, 'anon');
      expect(text, text).toContain('stays_busy_dates_idx');
      // Each rule one hashed set, probed once a villa. The seasons (two a villa) come from their dates' index,
      // or in one scan when the dates touch a third of them, as the high season does.
      expect(text.match(/NOT \(hashed SubPlan \d+\)/g), text).toHaveLength(2);
      expect(text, text).not.toMatch(/Seq Scan on (stays|rentals)\b/);
    }
  });

  it('featured properties and the blog', async () => {
    await expectIndexed(featuredPropertiesQuery());
    await expectIndexed(publishedPostsQuery(1, 9));
    await expectIndexed(publishedPostsQuery(50, 9));
  });

  // Admin lists without search read the table under row level security, through its indexes.
  it.each(['', 'sort=title', 'sort=price&dir=desc', 'sort=island', 'status=draft', 'status=published&sort=title'])(
    'admin properties ?%s',
    async (search) => {
      await expectIndexed(
        adminListQuery('properties', ['id', 'title'], parseAdminListState('properties', new URLSearchParams(search))),
        'staff',
      );
    },
  );

  // Under row level security PostgreSQL may not use an index for ILIKE (not leakproof): staff search reads
  // each table's search function instead, whose own query (as its owner) is served by a trigram index.
  it.each([
    ['properties', '%villa%'],
    ['rentals', '%bay%'],
    ['blog_posts', '%island%'],
    ['inquiries', '%ada%'],
  ])('the staff search function of %s reads its trigram index, with any pattern', async (table, pattern) => {
    const { db } = database();
    const [fn] = (
      await db.query<{ body: string }>(`select prosrc as body from pg_proc where proname = $1`, [
        `admin_search_${table}`,
      ])
    ).rows;
    expect(fn, `admin_search_${table}`).toBeDefined();
    const body = fn!.body.replace(/\bpattern\b/g, '$1');
    const text = await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('plan_cache_mode', 'force_generic_plan', true)`,
        [JSON.stringify({ role: 'authenticated', sub: staffId, aal: 'aal2' })],
      );
      await tx.exec(`prepare search_body(text) as ${body}`);
      try {
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain execute search_body('${pattern}')`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await tx.exec('deallocate search_body');
      }
    });
    expect(text, text).toContain(`Bitmap Index Scan on ${table}_search_idx`);
    expect(text, text).not.toMatch(/Seq Scan/);
  });

  // The inbox reads leads (…_lead_pipeline_more.sql): its search function filters the view, whose search
  // columns are the inquiry's, so the inquiries' trigram index still serves it; the joined listings are
  // looked up by key.
  it('the leads’ search function reads the inquiries’ trigram index', async () => {
    const { db } = database();
    const text = await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('plan_cache_mode', 'force_generic_plan', true)`,
        [JSON.stringify({ role: 'authenticated', sub: staffId, aal: 'aal2' })],
      );
      const [fn] = (
        await tx.query<{ body: string }>(`select prosrc as body from pg_proc where proname = 'admin_search_leads'`)
      ).rows;
      await tx.exec(`prepare search_body(text) as ${fn!.body.replace(/\bpattern\b/g, '$1')}`);
      try {
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain execute search_body('%visitor 42%')`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await tx.exec('deallocate search_body');
      }
    });
    expect(text, text).toContain('Bitmap Index Scan on inquiries_search_idx');
    expect(text, text).not.toMatch(/Seq Scan on (inquiries|properties|rentals)/);
  });

  it('a staff search reads the search function, not the table', async () => {
    const compiled = compileQuery(
      adminListQuery('properties', ['id', 'title'], parseAdminListState('properties', new URLSearchParams('q=villa'))),
    );
    for (const statement of [compiled.main, compiled.count!]) {
      const text = await plan(statement, 'staff');
      expect(text, text).toContain('Function Scan on admin_search_properties');
      expect(text, text).not.toMatch(/Seq Scan on properties/);
    }
  });

  it('checks staff membership once per statement, not once per row', async () => {
    const compiled = compileQuery(
      adminListQuery(
        'properties',
        ['id', 'title'],
        parseAdminListState('properties', new URLSearchParams('sort=title')),
      ),
    );
    for (const statement of [compiled.main, compiled.count!]) {
      const text = await plan(statement, 'staff');
      expect(text, text).toMatch(/InitPlan/);
      expect(text, text).not.toMatch(/Filter: [^\n]*is_staff\(\)/);
    }
  });
});
