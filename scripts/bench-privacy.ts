/**
 * The personal data figure (issue 32, item 3: "in ≤ 2 s at 100,000 inquiries"): on a throwaway database per engine —
 * PGlite in memory and a PostgreSQL cluster of its own — 100,000 inquiries from 50,000 people (two each), their
 * 100,000 e-mails, 100,000 history entries, 20,000 booking requests and 20,000 saved searches are seeded as the
 * database's owner; then an owner (the authenticated role, through the query runner the page uses) exports people
 * picked at random, one call at a time (privacy_export_person), and erases a few (privacy_erase_person).
 *
 *   npm run bench:privacy
 */
import { randomUUID } from 'node:crypto';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { vacuumAnalyze } from '#app/server/db/maintenance.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { privacyQueries } from '#app/server/privacy/queries.server';
import { personDataTotal } from '#app/domain/privacy/person-data';
import { onBothEngines, percentile, type BenchEngine } from './lib/bench-engines';

const INQUIRIES = 100_000;
const PEOPLE = INQUIRIES / 2;
const STAYS = 20_000;
const SEARCHES = 20_000;
const CALLS = 100;
const ERASURES = 5;
const TARGET_MS = 2_000;
const CHUNK = 10_000;

interface Row {
  label: string;
  p50: number;
  p99: number;
  calls: number;
}

const address = (n: number) => `person${n}@bench.example`;

async function seed(db: SqlDatabase): Promise<string> {
  const rentals = 200;
  await db.maintain(
    `insert into public.rentals (title, status) select 'Bench villa ' || n, 'published' from generate_series(1, ${rentals}) n`,
  );
  for (let from = 1; from <= INQUIRIES; from += CHUNK) {
    const to = Math.min(INQUIRIES, from + CHUNK - 1);
    await db.maintain(
      `insert into public.inquiries (name, email, phone, message, created_at)
       select 'Person ' || (n % ${PEOPLE}), 'Person' || (n % ${PEOPLE}) || '@Bench.example', '+590 690 00 00 00',
              'Is the villa free?', now() - (n || ' minutes')::interval
         from generate_series(${from}, ${to}) n`,
    );
  }
  await db.maintain(
    `insert into public.mail_outbox (kind, inquiry_id, audience, recipient, state, sent_at)
     select 'visitor-acknowledgement', i.id, 'visitor', i.email, 'sent', now() from public.inquiries i`,
  );
  await db.maintain(
    `insert into public.audit_events (actor_name, actor_kind, table_name, row_id, subject_table, subject_id, action, changes)
     select 'Visitor', 'visitor', 'inquiries', i.id::text, 'inquiries', i.id::text, 'insert', '{"source": {"after": "contact"}}'
       from public.inquiries i`,
  );
  await db.maintain(
    `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
     select r.id, date '2027-01-01' + (n / ${rentals}) * 7, date '2027-01-01' + (n / ${rentals}) * 7 + 5, 'requested',
            'website', 'Person ' || (n * 3 % ${PEOPLE}), 'person' || (n * 3 % ${PEOPLE}) || '@bench.example', 2
       from generate_series(0, ${STAYS - 1}) n
       join (select id, row_number() over (order by id) - 1 as k from public.rentals) r on r.k = n % ${rentals}`,
  );
  await db.maintain(
    `insert into public.saved_searches (kind, email) select 'rental', 'person' || (n * 7 % ${PEOPLE}) || '@bench.example'
       from generate_series(1, ${SEARCHES}) n`,
  );
  const owner = randomUUID();
  await db.query('insert into auth.users (id, email) values ($1, $2)', [owner, `${owner}@example.com`]);
  await db.query(`insert into public.staff_members (user_id, role, email, name) values ($1, 'owner', $2, 'Bench')`, [
    owner,
    `${owner}@example.com`,
  ]);
  await vacuumAnalyze(db);
  return owner;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed(calls: number, run: (n: number) => Promise<void>): Promise<Omit<Row, 'label'>> {
  const times: number[] = [];
  for (let n = 0; n < calls; n += 1) {
    const started = performance.now();
    await run(n);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), calls };
}

async function benchEngine(engine: BenchEngine, db: SqlDatabase): Promise<Row[]> {
  console.log(`\nPersonal data: seeding ${INQUIRIES.toLocaleString('en-US')} inquiries on ${engine}…`);
  const owner = await seed(db);
  const privacy = privacyQueries(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: owner }));
  const pick = (n: number) => (n * 7_919) % PEOPLE;
  for (let n = 0; n < 5; n += 1) await privacy.exportPerson(address(pick(n)));
  const exported = await timed(CALLS, async (n) => {
    const data = await privacy.exportPerson(address(pick(n + 10)).toUpperCase());
    if (personDataTotal(data) === 0) throw new Error('a person of the bench has no data');
  });
  const erased = await timed(ERASURES, async (n) => {
    const counts = await privacy.erasePerson(address(pick(n + 1_000)));
    if (!counts.inquiries) throw new Error('a person of the bench had nothing erased');
  });
  const size = INQUIRIES.toLocaleString('en-US');
  console.log(`${engine}: export p50 ${exported.p50} ms, p99 ${exported.p99} ms; erase p50 ${erased.p50} ms`);
  return [
    { label: `${engine}: export one person (${size} inquiries)`, ...exported },
    { label: `${engine}: erase one person (${size} inquiries)`, ...erased },
  ];
}

async function main() {
  const rows = await onBothEngines('bench_privacy', benchEngine);
  console.log(
    [
      '',
      `### A person's data at ${INQUIRIES.toLocaleString('en-US')} inquiries (target ≤ ${TARGET_MS} ms)`,
      '',
      '| call | calls | p50 ms | p99 ms | target |',
      '|---|---:|---:|---:|---|',
      ...rows.map(
        (r) => `| ${r.label} | ${r.calls} | ${r.p50} | ${r.p99} | ${r.p99 <= TARGET_MS ? 'met' : 'MISSED'} |`,
      ),
    ].join('\n'),
  );
}

await main();
