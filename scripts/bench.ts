/**
 * `npm run bench`: builds, seeds a throwaway database at two sizes (1,000 and 100,000 properties) on each engine
 * (PGlite, then a PostgreSQL cluster of its own), starts the production server and measures each public page with
 * autocannon — uncached (as a signed-in request the page cache skips) and cached — beside the bare route (an
 * ordinary route of the same server), a minimal React Router app (the reference, scripts/lib/bench-reference.ts),
 * the same HTML served as a static file by the server and by nginx, and the server's event-loop delay. Prints every
 * ratio of issue 33 against its target (scripts/lib/bench-targets.ts) and writes bench/results.md.
 *
 * Then the payments rows (benchPayments): the staff's /admin/payments over 20,000 stays with a payment schedule.
 * Then the upload rows (scripts/lib/bench-uploads.ts): ten 5 MB photos through the editors' form and endpoint.
 * Then the similar homes rows (scripts/lib/bench-similar.ts): a listing's similar homes at 100,000 listings, on PGlite
 * and PostgreSQL, against the 50 ms target.
 *
 *   npm run bench [-- --duration 8 --warmup 2 --connections 10 --sizes 1000,100000 --engines pglite,postgres]
 *   npm run bench -- --requests-only     (only the request rows and the targets: no payments, uploads, similar homes)
 *   npm run bench -- --uploads-only      (only the upload rows; written to bench/uploads.md)
 *   npm run bench -- --payments-only     (only the payments rows; printed, results.md left as it is)
 *   npm run bench -- --similar-only      (only the similar homes rows; printed, results.md left as it is)
 */
import autocannon from 'autocannon';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { get as httpGet } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, islandToday } from '#app/domain/booking/dates';
import { benchSimilarHomes, similarTable } from './lib/bench-similar';
import { benchUploads } from './lib/bench-uploads';
import {
  build,
  runScript,
  signInStaff,
  startProductionServer,
  temporaryDataDir,
  type RunningServer,
} from './lib/production-server';
import { serveBytesWithNginx } from './lib/static-nginx';
import { buildReference, startReference, type ReferenceServer } from './lib/bench-reference';
import { judgeTargets, LABELS, targetsTable, type Engine, type Measure, type SizeResult } from './lib/bench-targets';
import { startPostgres, type PostgresServer } from '#tests/helpers/postgres-server';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    sizes: { type: 'string', default: '1000,100000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'requests-only': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'uploads-only': { type: 'boolean', default: false },
    'payments-only': { type: 'boolean', default: false },
    'similar-only': { type: 'boolean', default: false },
  },
});
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const SIZES = values.sizes!.split(',').map(Number);
const ENGINES = values.engines!.split(',').map((name): Engine => {
  if (name === 'pglite') return 'PGlite';
  if (name === 'postgres') return 'PostgreSQL';
  throw new Error(`--engines takes pglite and postgres, not ${name}`);
});
const STATIC_DIR = path.resolve('build/client/_bench');

async function measure(url: string, label: string, headers: Record<string, string> = {}): Promise<Measure> {
  const options = { url, connections: CONNECTIONS, headers: { 'accept-encoding': 'br, gzip', ...headers } };
  // Warm up under the same load first (fills the page cache for cached runs, and lets the JIT settle):
  // a cold first row would flatter every ratio taken against it.
  await autocannon({ ...options, duration: WARMUP });
  const result = await autocannon({ ...options, duration: DURATION });
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Requests the page cache skips: as if a staff member were signed in (the cookie opens no session). */
const UNCACHED = { cookie: '__session=benchmark' };

/** The staff account the server creates at start-up (ADMIN_EMAIL/ADMIN_PASSWORD), for the admin rows. */
const STAFF = { ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'benchmark-staff-password-0123' };

const signIn = (server: RunningServer) => signInStaff(server, STAFF.ADMIN_EMAIL, STAFF.ADMIN_PASSWORD);

async function firstIds(server: RunningServer) {
  const html = await (await fetch(`${server.url}/properties`, { headers: UNCACHED })).text();
  const property = /href="\/properties\/([0-9a-f-]{36})"/.exec(html)?.[1];
  const rentalHtml = await (await fetch(`${server.url}/rentals`, { headers: UNCACHED })).text();
  const rental = /href="\/rentals\/([0-9a-f-]{36})"/.exec(rentalHtml)?.[1];
  const blogHtml = await (await fetch(`${server.url}/blog`, { headers: UNCACHED })).text();
  const post = /href="\/blog\/([a-z0-9-]+)"/.exec(blogHtml)?.[1];
  const pages = Number(/page \d+ of (\d+)/.exec(html)?.[1] ?? 1);
  if (!property || !rental || !post) throw new Error('could not find a property, rental and post to measure');
  return { property, rental, post, deepPage: Math.max(1, Math.floor(pages * 0.9)) };
}

/** A response's bytes as sent (no decompression) and its headers. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const sent = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)]));
        resolve({ body: Buffer.concat(chunks), headers: sent });
      });
    }).on('error', reject);
  });
}

/**
 * The yardstick for cached pages (issue 16): nginx (one worker, like the server's one process) serving the bytes
 * the page cache sends for the same page — brotli-compressed, with the same content headers — as a static file.
 */
async function nginxRow(pageUrl: string): Promise<Measure> {
  const accept = { 'accept-encoding': 'br, gzip' };
  await rawGet(pageUrl, accept); // stored on the first request, so the next one is a cache hit
  const cached = await rawGet(pageUrl, accept);
  if (cached.headers['x-cache'] !== 'hit') throw new Error(`${pageUrl} was not answered from the page cache`);
  const nginx = await serveBytesWithNginx({
    name: 'properties.html',
    bytes: cached.body,
    headers: {
      'Content-Encoding': cached.headers['content-encoding']!,
      'Cache-Control': cached.headers['cache-control']!,
      Vary: cached.headers['vary']!,
    },
  });
  try {
    return await measure(nginx.url, LABELS.nginx);
  } finally {
    await nginx.stop();
  }
}

/** Where a size's database lives: a PGlite folder, or a database of the run's PostgreSQL cluster. */
async function databaseFor(engine: Engine, size: number, postgres: PostgresServer | undefined) {
  if (engine === 'PostgreSQL') {
    const url = await postgres!.createDatabase(`bench_${size}`);
    return { url, remove: () => {} };
  }
  const data = temporaryDataDir(`bench-${size}`);
  return { url: `pglite:${data.dir}`, remove: data.remove };
}

/** The event-loop probe the bench preloads into the server (it prints its histogram on SIGUSR2, then resets). */
const PROBE = fileURLToPath(new URL('./lib/event-loop-probe.mjs', import.meta.url));
type Delay = { p50: number; p99: number; max: number };

/** Ends the probe's histogram (SIGUSR2) and answers it: the delays since the previous signal. */
async function eventLoopStats(server: RunningServer, delays: Delay[]): Promise<Delay | undefined> {
  const seen = delays.length;
  server.process.kill('SIGUSR2');
  for (let waited = 0; delays.length === seen && waited < 3_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return delays.at(-1);
}

async function benchSize(
  size: number,
  engine: Engine,
  reference: ReferenceServer,
  postgres: PostgresServer | undefined,
): Promise<SizeResult> {
  const database = await databaseFor(engine, size, postgres);
  const env = { DATABASE_URL: database.url, SEED_DEMO: '1' };
  try {
    // The demo content holds 16 properties; synthetic rows make up the rest.
    console.log(`\nSeeding ${size} properties on ${engine}…`);
    runScript(
      [
        'scripts/db-seed.ts',
        '--demo',
        '--properties',
        String(Math.max(0, size - 16)),
        '--rentals',
        String(Math.round(size / 5)),
        '--posts',
        String(Math.round(size / 100)),
        '--seed',
        '7',
        // A year of seasons and stays for every rental (20,000 rentals at the larger size).
        '--bookings',
      ],
      { ...env, LOG_LEVEL: 'warn' },
    );
    // The static file is in the folder before the server starts (it serves the files it found at start-up): the
    // /properties page as a first server answers it.
    if (engine === 'PGlite') {
      const first = await startProductionServer({ ...env, ...STAFF });
      try {
        mkdirSync(STATIC_DIR, { recursive: true });
        writeFileSync(path.join(STATIC_DIR, 'properties.html'), await (await fetch(`${first.url}/properties`)).text());
      } finally {
        await first.stop();
      }
    }
    const delays: Delay[] = [];
    const server = await startProductionServer(
      { ...env, ...STAFF, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PROBE}`.trim() },
      undefined,
      {
        onStdout(line) {
          if (line.includes('"event loop delay"')) delays.push(JSON.parse(line) as Delay);
        },
      },
    );
    try {
      const ids = await firstIds(server);
      // A week two months ahead: the date filter and a quote on the rental page.
      const stay = `checkIn=${addDays(islandToday(), 60)}&checkOut=${addDays(islandToday(), 67)}`;
      const pages: [string, string][] = [
        ['/', '/'],
        ['/properties', '/properties'],
        ['/properties filtered', '/properties?island=Sint+Maarten&type=villa&price=1000000-3000000&bedrooms=3'],
        [`/properties deep page (${ids.deepPage})`, `/properties?page=${ids.deepPage}`],
        ['a property', `/properties/${ids.property}`],
        ['/rentals', '/rentals'],
        ['/rentals by dates', `/rentals?${stay}`],
        ['a rental', `/rentals/${ids.rental}`],
        ['a rental with dates (calendar and quote)', `/rentals/${ids.rental}?${stay}&guests=2`],
        ['/blog', '/blog'],
        ['a post', `/blog/${ids.post}`],
      ];
      const rows: Measure[] = [];
      // The reference and the bare route back to back, so a slow minute of the machine falls on both.
      rows.push(await measure(`${reference.url}/`, LABELS.reference));
      rows.push(await measure(`${server.url}/_bench/floor`, LABELS.floor, UNCACHED));
      if (engine === 'PGlite') {
        rows.push(await measure(`${server.url}/_bench/properties.html`, LABELS.static));
        rows.push(await nginxRow(`${server.url}/properties`));
      }
      await eventLoopStats(server, delays); // from here on
      for (const [label, pagePath] of pages) {
        rows.push(await measure(`${server.url}${pagePath}`, `${label} — uncached`, UNCACHED));
        process.stdout.write('.');
      }
      const eventLoop = await eventLoopStats(server, delays);
      // Cached pages come from memory whatever the engine: measured once.
      if (engine === 'PGlite') {
        for (const [label, pagePath] of pages) {
          rows.push(await measure(`${server.url}${pagePath}`, `${label} — cached`));
          process.stdout.write('.');
        }
      }
      // The back office, signed in (never cached): a list with its exact count, and searches.
      const staff = { cookie: await signIn(server) };
      for (const [label, pagePath] of [
        ['admin properties list (staff)', '/admin/properties'],
        ['admin property search "villa" (staff)', '/admin/properties?q=villa'],
        ['admin property search, no match (staff)', '/admin/properties?q=zzzz'],
      ]) {
        rows.push(await measure(`${server.url}${pagePath}`, label!, staff));
      }
      process.stdout.write('\n');
      return { engine, size, rows, startupMs: server.startupMs, eventLoop };
    } finally {
      await server.stop();
    }
  } finally {
    database.remove();
  }
}

/** The staff's payments list at scale: the 20,000 stays with a schedule (target: p99 ≤ 300 ms). */
const PAYMENT_SCHEDULES = 20_000;

/**
 * The payments rows, on a database of their own: 1,200 villas with a year of stays each (24,000 stays), 20,000
 * of them with a payment schedule and money on most (scripts/db-seed.ts seedSyntheticPayments; the triggers of
 * …_payment_positions.sql write their positions as the rows go in), so the list counts and totals 20,000
 * positions whatever the size of the listing rows.
 */
async function benchPayments(): Promise<Measure[]> {
  const data = temporaryDataDir('bench-payments');
  const env = { DATABASE_URL: `pglite:${data.dir}`, SEED_DEMO: '0' };
  try {
    console.log(`\nSeeding ${PAYMENT_SCHEDULES} stays with a payment schedule…`);
    runScript(
      ['scripts/db-seed.ts', '--rentals', '1200', '--seed', '7', '--bookings', '--payments', String(PAYMENT_SCHEDULES)],
      { ...env, LOG_LEVEL: 'warn' },
    );
    // Without the background jobs: on this synthetic database thousands of stays are overdue at once, so the
    // reminders' first run (an e-mail each) would hold the embedded database for minutes and measure that instead.
    const server = await startProductionServer({ ...env, ...STAFF, JOBS: '0' });
    try {
      const staff = { cookie: await signIn(server) };
      const html = await (await fetch(`${server.url}/admin/payments`, { headers: staff })).text();
      const schedules = Number(/(\d+) stays? · page \d+ of (\d+)/.exec(html)?.[1] ?? 0);
      const pages = Number(/(\d+) stays? · page \d+ of (\d+)/.exec(html)?.[2] ?? 1);
      if (schedules < PAYMENT_SCHEDULES)
        throw new Error(`/admin/payments lists ${schedules} stays, not ${PAYMENT_SCHEDULES}`);
      const today = islandToday();
      const rows: Measure[] = [];
      for (const [label, pagePath] of [
        [`admin payments list (staff, ${schedules} schedules)`, '/admin/payments'],
        ['admin payments overdue in dollars (staff)', '/admin/payments?status=overdue&currency=USD'],
        ['admin payments due in 90 days (staff)', `/admin/payments?from=${today}&to=${addDays(today, 90)}`],
        [
          `admin payments deep page (${Math.floor(pages * 0.9)}) (staff)`,
          `/admin/payments?page=${Math.floor(pages * 0.9)}`,
        ],
      ]) {
        rows.push(await measure(`${server.url}${pagePath}`, label!, staff));
        process.stdout.write('.');
      }
      process.stdout.write('\n');
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    data.remove();
  }
}

function paymentsTable(rows: readonly Measure[]): string {
  return [
    `### Payments: ${PAYMENT_SCHEDULES.toLocaleString('en-US')} stays with a schedule (target p99 ≤ 300 ms)`,
    '',
    '| page | req/s | p50 ms | p99 ms | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
  ].join('\n');
}

/** A rate as a multiple of another, or a dash when that one is nothing (a row that answered nothing). */
const times = (rps: number, of: number) => (of > 0 ? (rps / of).toFixed(2) : '–');

function table(result: SizeResult): string {
  const floor = result.rows.find((r) => r.label === LABELS.floor)!;
  const reference = result.rows.find((r) => r.label === LABELS.reference)!;
  return [
    `### ${result.engine}, ${result.size.toLocaleString('en-US')} properties (server ready in ${result.startupMs} ms)`,
    '',
    '| page | req/s | p50 ms | p99 ms | errors | non-2xx | × bare route | × reference |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...result.rows.map(
      (r) =>
        `| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${times(r.rps, floor.rps)} | ${times(r.rps, reference.rps)} |`,
    ),
    ...(result.eventLoop
      ? [
          '',
          `Event-loop delay during the uncached rows: p50 ${result.eventLoop.p50} ms, p99 ${result.eventLoop.p99} ms, max ${result.eventLoop.max} ms.`,
        ]
      : []),
  ].join('\n');
}

/** Every size on every engine, beside the reference app (built and started once for the run). */
async function benchRequests(): Promise<SizeResult[]> {
  buildReference();
  const reference = await startReference();
  const postgres = ENGINES.includes('PostgreSQL') ? await startPostgres() : undefined;
  const results: SizeResult[] = [];
  try {
    for (const engine of ENGINES)
      for (const size of SIZES) results.push(await benchSize(size, engine, reference, postgres));
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true });
    postgres?.destroy();
    await reference.stop();
  }
  return results;
}

async function main() {
  if (values['similar-only']) {
    // No server, no build: the one query, as a visitor, on both engines.
    console.log(`\n${similarTable(await benchSimilarHomes())}`);
    return;
  }
  if (!values['no-build']) build();
  if (values['uploads-only']) {
    const uploads = await benchUploads();
    mkdirSync('bench', { recursive: true });
    writeFileSync('bench/uploads.md', `# Upload benchmark\n\n${uploads}\n`);
    console.log(`\n${uploads}\nWritten to bench/uploads.md`);
    return;
  }
  if (values['payments-only']) {
    console.log(`\n${paymentsTable(await benchPayments())}`);
    return;
  }
  const results = await benchRequests();
  const extras = values['requests-only']
    ? []
    : [paymentsTable(await benchPayments()), similarTable(await benchSimilarHomes()), await benchUploads()];
  const pglite = results.filter((r) => r.engine === 'PGlite');
  const row = (size: number, label: string) => pglite.find((r) => r.size === size)?.rows.find((r) => r.label === label);
  const biggest = Math.max(...SIZES);
  const small = row(Math.min(...SIZES), '/properties filtered — uncached');
  const large = row(biggest, '/properties filtered — uncached');
  const rentalsPlain = row(biggest, '/rentals — uncached');
  const rentalsByDates = row(biggest, '/rentals by dates — uncached');
  const cachedVersusNginx = pglite.map((result) => {
    const cached = result.rows.find((r) => r.label === '/properties — cached');
    const nginx = result.rows.find((r) => r.label === LABELS.nginx);
    return cached && nginx
      ? `Cached /properties ÷ nginx serving its bytes at ${result.size.toLocaleString('en-US')}: ${(cached.rps / nginx.rps).toFixed(2)}× (${cached.rps} ÷ ${nginx.rps} req/s)`
      : '';
  });
  const summary = [
    '# Benchmark results',
    '',
    `One run of \`npm run bench\` on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; autocannon ${CONNECTIONS} connections × ${DURATION} s per row, server and load generator on the same machine (noisy).`,
    'Uncached rows send a cookie that makes the page cache step aside; cached rows are anonymous visitors (measured on PGlite only: they come from memory).',
    '',
    targetsTable(judgeTargets(results)),
    '',
    ...results.map(table).flatMap((t) => [t, '']),
    large && small
      ? `Filtered /properties p99 at ${biggest.toLocaleString('en-US')} ÷ at ${Math.min(...SIZES).toLocaleString('en-US')} (PGlite): ${(large.p99 / Math.max(1, small.p99)).toFixed(2)}×`
      : '',
    rentalsPlain && rentalsByDates
      ? `/rentals by dates p99 ÷ /rentals p99 at ${biggest.toLocaleString('en-US')} properties (${Math.round(biggest / 5).toLocaleString('en-US')} rentals with a year of stays each): ${(rentalsByDates.p99 / Math.max(1, rentalsPlain.p99)).toFixed(2)}×`
      : '',
    ...cachedVersusNginx,
    '',
    ...extras.flatMap((t) => [t, '']),
  ].join('\n');
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.md', summary);
  console.log(`\n${summary}`);
  console.log('Written to bench/results.md');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
