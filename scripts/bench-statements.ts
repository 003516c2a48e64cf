/**
 * `npx tsx scripts/bench-statements.ts [--url postgres://…] [--homeowners 200] [--stays 2000]`: a month's statement
 * run (issue 29: "a statement run for 200 homeowners and 2,000 stays: ≤ 60 s") on a throwaway database — PGlite in
 * memory by default (the embedded backend a fresh clone runs on), or a PostgreSQL database given by --url (it is
 * migrated; use an empty one). It seeds, as the database's owner, one villa per homeowner (a tenth of them owned by
 * two co-owners), two agreements per villa (the second from mid-March), the stays (guests' confirmed stays priced
 * by their quote, a tenth booked on a platform with its amount, some crossing into February or April), a cancelled
 * stay and two expenses per villa; then, as an owner of the staff, times "Draft all" and "Issue all drafts" of
 * March 2026 through the same functions the run's page calls (one statement per homeowner and currency, each well
 * within the PostgreSQL adapter's 4 s statement timeout), and prints the figures.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { prepareDatabase } from '#app/server/db/database.server';
import { statementQueries } from '#app/server/homeowners/statements.server';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    homeowners: { type: 'string', default: '200' },
    stays: { type: 'string', default: '2000' },
  },
});
const HOMEOWNERS = Number(values.homeowners);
const STAYS = Number(values.stays);
const MONTH = '2026-03-01';
const TARGET_SECONDS = 60;

const seconds = (since: number) => (performance.now() - since) / 1000;

async function main() {
  const db = await prepareDatabase({
    target: values.url ? { kind: 'postgres', url: values.url } : { kind: 'pglite', dataDir: null },
    seedDemo: false,
  });
  const q = (sql: string, params: unknown[] = []) => db.query(sql, params);
  try {
    const seeding = performance.now();
    await q(
      `insert into public.homeowners (name, emails, language, currency)
       select 'Bench homeowner ' || lpad(n::text, 4, '0'), array['bench' || n || '@example.com'],
              case when n % 2 = 0 then 'fr' else 'en' end, 'EUR'
         from generate_series(1, $1::int) n`,
      [HOMEOWNERS],
    );
    await q(
      `insert into public.rentals (title, status, price_currency)
       select 'Bench villa ' || lpad(n::text, 4, '0'), 'published', 'EUR' from generate_series(1, $1::int) n`,
      [HOMEOWNERS],
    );
    // Villa n belongs to homeowner n; every tenth villa also to homeowner n + 1 (60 % / 40 %).
    await q(
      `
      with h as (select id, row_number() over (order by name) n from public.homeowners where name like 'Bench%'),
           r as (select id, row_number() over (order by title) n from public.rentals where title like 'Bench villa%')
      insert into public.homeowner_listings (homeowner_id, rental_id, owned_from, share_percent)
      select h.id, r.id, date '2025-01-01', case when r.n % 10 = 0 then 60 end from h join r on r.n = h.n
      union all
      select h.id, r.id, date '2025-01-01', 40 from h join r on r.n % 10 = 0 and h.n = r.n % $1::int + 1`,
      [HOMEOWNERS],
    );
    await q(`
      insert into public.management_agreements (rental_id, effective_from, commission_percent, commission_base,
        services_treatment, mandate_signed_on, mandate_signatories)
      select r.id, d.day, d.percent, d.base, d.services, '2024-12-01', 'Bench'
        from public.rentals r
        cross join (values ('2025-01-01'::date, 20.00, 'accommodation', 'agency-revenue'),
                           ('2026-03-16'::date, 18.50, 'accommodation-and-services', 'passed-to-homeowner'))
          as d(day, percent, base, services)
       where r.title like 'Bench villa%'`);
    // STAYS stays spread over the villas, 4 nights every 5 days from February 20: some cross into March or April.
    const perVilla = Math.max(1, Math.ceil(STAYS / HOMEOWNERS));
    await q(`
      insert into public.rental_feeds (rental_id, name, url)
      select id, 'Airbnb', 'https://airbnb.example/' || id || '.ics' from public.rentals where title like 'Bench villa%'`);
    await q(
      `with r as (select r.id, f.id as feed_id, row_number() over (order by r.title) n
                    from public.rentals r join public.rental_feeds f on f.rental_id = r.id
                   where r.title like 'Bench villa%'),
            s as (select r.*, i, date '2026-02-20' + 5 * i as check_in
                    from r cross join generate_series(0, $1::int - 1) i
                   where (r.n - 1) * $1::int + i < $2::int)
       insert into public.stays (rental_id, check_in, check_out, status, source, feed_id, external_uid, guest_name,
                                 guest_email, guests, quote)
       select s.id, s.check_in, s.check_in + 4,
              case when s.i % 10 = 9 then 'blocked' else 'confirmed' end,
              case when s.i % 10 = 9 then 'feed' else 'staff' end,
              case when s.i % 10 = 9 then s.feed_id end,
              case when s.i % 10 = 9 then 'bench-' || s.i end,
              case when s.i % 10 = 9 then null else 'Bench guest' end,
              case when s.i % 10 = 9 then null else 'guest@example.com' end,
              case when s.i % 10 = 9 then null else 2 end,
              case when s.i % 10 = 9 then null else jsonb_build_object(
                'lines', jsonb_build_array(jsonb_build_object('nights', 2, 'rate', 900, 'amount', 1800),
                                           jsonb_build_object('nights', 2, 'rate', 1100, 'amount', 2200)),
                'accommodation', 4000, 'serviceFee', jsonb_build_object('percent', 5, 'amount', 200),
                'currency', 'EUR') end
         from s`,
      [perVilla, STAYS],
    );
    await q(`
      insert into public.homeowner_platform_amounts (stay_id, platform, amount, currency)
      select id, 'airbnb', 412345, 'EUR' from public.stays where source = 'feed' and external_uid like 'bench-%'`);
    // One stay cancelled per villa, retaining €600.00 on March 3.
    await q(`
      with c as (
        insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guests, quote)
        select id, '2026-09-01', '2026-09-08', 'cancelled', 'staff', 'Bench cancel', 2, '{"currency": "EUR"}'
          from public.rentals where title like 'Bench villa%'
        returning id)
      insert into public.payment_schedules (stay_id, currency, fixed_on, total, terms, retained, closed_on)
      select id, 'EUR', '2026-01-10', 300000, '{}', 60000, '2026-03-03' from c`);
    await q(`
      insert into public.homeowner_expenses (rental_id, spent_on, category, vendor, amount, currency)
      select id, d.day, d.category, 'Bench vendor', d.amount, 'EUR'
        from public.rentals r
        cross join (values ('2026-03-04'::date, 'pool', 12050), ('2026-03-21'::date, 'garden', 8000)) as d(day, category, amount)
       where r.title like 'Bench villa%'`);
    const staysCounted = (
      await q(`select count(*)::int as n from public.stays where rental_id in
      (select id from public.rentals where title like 'Bench villa%') and status <> 'cancelled'`)
    ).rows[0] as { n: number };
    // A database in service has its statistics (autovacuum on PostgreSQL, the start-up's analyze on PGlite).
    await q('analyze');
    console.log(`seeded ${HOMEOWNERS} homeowners, ${staysCounted.n} stays in ${seconds(seeding).toFixed(1)} s`);

    const owner = randomUUID();
    await q('insert into auth.users (id, email) values ($1, $2)', [owner, `${owner}@example.com`]);
    await q(`insert into public.staff_members (user_id, role, email) values ($1, 'owner', $2)`, [
      owner,
      `${owner}@example.com`,
    ]);
    const statements = statementQueries(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: owner, email: `${owner}@example.com` }),
    );

    const drafting = performance.now();
    const drafts = await statements.draftAll(MONTH);
    const draftSeconds = seconds(drafting);
    const issuing = performance.now();
    const issued = await statements.issueAll(MONTH);
    const issueSeconds = seconds(issuing);
    const lines = (
      await q(
        `select count(*)::int as n, sum(jsonb_array_length(lines))::int as lines, sum(closing_balance)::bigint as closing
         from public.homeowner_statements where month = $1`,
        [MONTH],
      )
    ).rows[0] as { n: number; lines: number; closing: number };
    const total = draftSeconds + issueSeconds;
    console.log(`engine: ${db.kind}`);
    console.log(`Draft all: ${drafts} statements in ${draftSeconds.toFixed(1)} s`);
    console.log(`Issue all drafts: ${issued} statements in ${issueSeconds.toFixed(1)} s`);
    console.log(`${lines.n} statements, ${lines.lines} lines, closing balances ${lines.closing} cents in all`);
    console.log(
      `statement run: ${total.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s): ${total <= TARGET_SECONDS ? 'met' : 'MISSED'}`,
    );
    if (total > TARGET_SECONDS) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

await main();
