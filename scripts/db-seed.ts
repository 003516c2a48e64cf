/**
 * Adds synthetic rows to the configured database, in batches, with a progress bar:
 *
 *   npm run db:seed -- --properties 100000 --rentals 20000 --posts 500 [--demo] [--seed 7] [--bookings]
 *                      [--payments 20000]   (payment schedules on that many of the bookings' stays)
 *
 * Works on PGlite (DATABASE_URL unset or pglite:…) and on a postgres:// server. Stop a server that holds a
 * PGlite folder first (PGlite opens once). Runs VACUUM (ANALYZE) afterwards, so the planner knows the new
 * sizes and index-only scans can skip the table.
 */
import { parseArgs } from 'node:util';
import { islandToday } from '#app/domain/booking/dates';
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

/**
 * A year of bookings for every rental that has no calendar yet: the islands' seasons (Festive with a 10-night
 * minimum and Saturday arrivals, High with 5 nights) and a stay of 3–9 nights every 18 days from today,
 * options, confirmed stays and blocks mixed. Set-based SQL, so 20,000 rentals take seconds, not minutes.
 */
export async function seedSyntheticBookings(db: SqlDatabase, today: string): Promise<number> {
  const { rows: rentals } = await db.query<{ id: string }>(
    // Rentals with a calendar of their own already (the demo villas) are left as they are.
    `select r.id from public.rentals r
      where not exists (select 1 from public.stays x where x.rental_id = r.id)
        and not exists (select 1 from public.rental_seasons x where x.rental_id = r.id)
      order by r.id`,
  );
  // In batches of 200 rentals (4,000 stays): each statement stays well inside a server's statement timeout
  // (every stay is checked against the exclusion constraint and writes its history record). The turnover tasks a
  // stay makes (…_turnovers.sql) are left out of this bulk load: five tasks and their history per stay would
  // multiply it several times over, and nothing measured on these stays reads tasks.
  await db.query('alter table public.stays disable trigger stays_sync_tasks');
  try {
    await insertSyntheticBookings(db, rentals, today);
  } finally {
    await db.query('alter table public.stays enable trigger stays_sync_tasks');
  }
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from public.stays');
  return rows[0]?.count ?? 0;
}

async function insertSyntheticBookings(db: SqlDatabase, rentals: { id: string }[], today: string): Promise<void> {
  const batch = 200;
  for (let done = 0; done < rentals.length; done += batch) {
    const ids = rentals.slice(done, done + batch).map((r) => r.id);
    await db.query(
      `insert into public.rental_seasons (rental_id, name, start_date, end_date, nightly_rate, min_nights, arrival_days, festive)
       select r.id, s.name, $2::date + s.from_day, $2::date + s.to_day, round(r.daily_rate * s.factor)::int, s.min_nights, s.arrival_days, s.festive
         from public.rentals r
        cross join (values
          ('Festive', 25, 44, 1.6, 10, array[6], true),
          ('High season', 45, 145, 1.25, 5, null::integer[], false)
        ) as s(name, from_day, to_day, factor, min_nights, arrival_days, festive)
        where r.id = any($1::uuid[])`,
      [ids, today],
    );
    await db.query(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests, note, option_expires_at)
       select r.id, d.check_in, d.check_in + d.nights, d.status, d.source,
              case when d.source = 'staff' then 'Synthetic guest' end, case when d.source = 'staff' then 'guest@example.com' end,
              case when d.source = 'staff' then 2 end, case when d.source <> 'staff' then 'Synthetic block' end,
              case when d.status = 'option' then now() + interval '3 days' end
         from public.rentals r
        cross join lateral (
          select $2::date + k * 18 + abs(hashtext(r.id::text || k)) % 6 as check_in,
                 3 + abs(hashtext(r.id::text || 'n' || k)) % 7 as nights,
                 case abs(hashtext(r.id::text || 's' || k)) % 10 when 0 then 'option' when 1 then 'blocked' else 'confirmed' end as status,
                 case abs(hashtext(r.id::text || 's' || k)) % 10 when 1 then 'homeowner-block' else 'staff' end as source
            from generate_series(0, 19) k
        ) d
        where r.id = any($1::uuid[])`,
      [ids, today],
    );
    progress('bookings', Math.min(done + batch, rentals.length), rentals.length);
  }
}

/**
 * Payment schedules for `count` of the synthetic guests' stays (options and confirmed), and money on part of
 * them — deposits, full payments, over-payments — so /admin/payments has every status at scale (the bench's
 * 20,000-stay row). Set-based SQL written as the database's owner: schedules as fix_payment_schedule writes
 * them (USD and EUR, a deposit, a balance and a security deposit), without the per-payment trigger that
 * confirms an option (it reads the whole ledger once a row, which a bulk load does not need).
 */
export async function seedSyntheticPayments(db: SqlDatabase, today: string, count: number): Promise<number> {
  await db.query(
    `with picked as (
       select s.id, s.check_in, row_number() over (order by s.id) as n
         from public.stays s
        where s.source = 'staff' and s.status in ('option', 'confirmed')
          and not exists (select 1 from public.payment_schedules p where p.stay_id = s.id)
        order by s.id
        limit $2
     )
     insert into public.payment_schedules (stay_id, currency, fixed_on, total, security_deposit, festive, terms)
     select id, case when n % 4 = 0 then 'EUR' else 'USD' end, $1::date - 10, (4000 + (n % 20) * 500) * 100,
            case when n % 3 = 0 then 0 else 300000 end, false, '{}'::jsonb
       from picked`,
    [today, count],
  );
  // Deposits due from a week ago to a week ahead; balances 60 days before arrival (never before the deposit).
  await db.query(
    `insert into public.payment_instalments (stay_id, kind, position, amount, due)
     select p.stay_id, i.kind, i.position, i.amount, i.due
       from (select p.*, s.check_in, abs(hashtext(p.stay_id::text)) as h
               from public.payment_schedules p join public.stays s on s.id = p.stay_id
              where not exists (select 1 from public.payment_instalments x where x.stay_id = p.stay_id)) p
      cross join lateral (
        select d.deposit_due, greatest(d.deposit_due + 1, p.check_in - 60) as balance_due
          from (select $1::date - 7 + p.h % 15 as deposit_due) d
      ) due
      cross join lateral (values
        ('deposit', 0, p.total * 3 / 10, due.deposit_due),
        ('balance', 1, p.total - p.total * 3 / 10, due.balance_due),
        ('security-deposit', 2, nullif(p.security_deposit, 0), due.balance_due)
      ) as i(kind, position, amount, due)
      where i.amount is not null`,
    [today],
  );
  await db.exec('alter table public.payment_entries disable trigger payment_entries_confirm_option');
  try {
    await db.query(
      `insert into public.payment_entries (stay_id, kind, amount, received_on, method, payer)
       select p.stay_id, 'payment',
              case abs(hashtext(p.stay_id::text || 'paid')) % 6
                when 0 then p.total * 3 / 10
                when 1 then p.total * 3 / 10
                when 2 then p.total + p.security_deposit
                else p.total + p.security_deposit + 10000 end,
              $1::date - 1, 'bank-transfer', 'Synthetic guest'
         from public.payment_schedules p
        where abs(hashtext(p.stay_id::text || 'paid')) % 6 < 4
          and not exists (select 1 from public.payment_entries e where e.stay_id = p.stay_id)`,
      [today],
    );
  } finally {
    await db.exec('alter table public.payment_entries enable trigger payment_entries_confirm_option');
  }
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from public.payment_schedules');
  return rows[0]?.count ?? 0;
}

async function main() {
  const { values } = parseArgs({
    options: {
      demo: { type: 'boolean', default: false },
      properties: { type: 'string', default: '0' },
      rentals: { type: 'string', default: '0' },
      posts: { type: 'string', default: '0' },
      seed: { type: 'string' },
      /** Also a year of seasons and stays for every rental (the booking calendar at scale). */
      bookings: { type: 'boolean', default: false },
      /** With --bookings: payment schedules (and money received) on this many of the synthetic stays. */
      payments: { type: 'string', default: '0' },
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
    if (values.bookings) {
      const stays = await seedSyntheticBookings(db, islandToday());
      await vacuumAnalyze(db);
      console.log(`Bookings: ${stays} stays in all.`);
      const payments = Number(values.payments);
      if (payments > 0) {
        const schedules = await seedSyntheticPayments(db, islandToday(), payments);
        await vacuumAnalyze(db);
        console.log(`Payments: ${schedules} stays with a payment schedule.`);
      }
    }
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
