/**
 * `npm run bench:embedded`: the embedded default's figures (issue 33, decision 044). Starts the production server
 * on PGlite with the demo content (SEED_DEMO=1) on a new data folder, stops it, and starts it again on the same,
 * now existing, folder. For each start it reports the time to /healthz, the server's own startupMs and "database
 * ready" ms, the resident memory (VmRSS) once ready, after ~10 s idle, and after a burst of uncached page loads
 * (with the main thread's event-loop delay during the burst, from scripts/lib/event-loop-probe.mjs), and the peak.
 * Builds nothing: run `npm run build` first.
 *
 *   npm run bench:embedded [-- --idle 10 --duration 10 --connections 10]
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startProductionServer, temporaryDataDir, type RunningServer } from './lib/production-server';

const { values } = parseArgs({
  options: {
    idle: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const IDLE_MS = Number(values.idle) * 1000;
/** A session cookie the page cache skips (as scripts/bench.ts's uncached rows): every page is rendered. */
const UNCACHED = { cookie: '__session=benchmark' };
const PROBE = fileURLToPath(new URL('./lib/event-loop-probe.mjs', import.meta.url));

interface Delay {
  p50: number;
  p99: number;
  max: number;
}

interface Figures {
  label: string;
  toHealthzMs: number;
  startupMs?: number;
  databaseReadyMs?: number;
  rssReadyMb: number;
  rssIdleMb: number;
  rssAfterLoadMb: number;
  rssPeakMb: number;
  loadRps: number;
  loadP99Ms: number;
  delay?: Delay;
}

/** Resident and peak resident memory of a process, in MB (Linux). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pagesOf(server: RunningServer): Promise<string[]> {
  const get = async (path: string) => (await fetch(`${server.url}${path}`, { headers: UNCACHED })).text();
  const property = /href="\/properties\/([0-9a-f-]{36})"/.exec(await get('/properties'))?.[1];
  const rental = /href="\/rentals\/([0-9a-f-]{36})"/.exec(await get('/rentals'))?.[1];
  if (!property || !rental) throw new Error('no property or rental to load');
  return [
    '/',
    '/properties',
    '/properties?island=Sint+Maarten&bedrooms=3',
    `/properties/${property}`,
    '/rentals',
    `/rentals/${rental}`,
    '/fr/properties',
    '/blog',
  ];
}

/** Starts the server on `dataDir`, measures it, stops it. */
async function measureStart(label: string, dataDir: string): Promise<Figures> {
  const logged: Record<string, number> = {};
  const delays: Delay[] = [];
  const server = await startProductionServer(
    {
      DATABASE_URL: `pglite:${dataDir}`,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PROBE}`.trim(),
    },
    undefined,
    {
      onStdout(line) {
        if (!line.startsWith('{')) return;
        const entry = JSON.parse(line) as { msg?: string; ms?: number; startupMs?: number } & Partial<Delay>;
        if (entry.msg === 'database ready') logged.databaseReady = entry.ms!;
        else if (entry.msg?.startsWith('listening')) logged.startup = entry.startupMs!;
        else if (entry.msg === 'event loop delay') delays.push(entry as Delay);
      },
    },
  );
  const pid = server.process.pid!;
  try {
    const ready = memory(pid);
    await sleep(IDLE_MS);
    const idle = memory(pid);
    const pages = await pagesOf(server);
    process.kill(pid, 'SIGUSR2'); // a new histogram for the load
    const result = await autocannon({
      url: server.url,
      connections: Number(values.connections),
      duration: Number(values.duration),
      headers: UNCACHED,
      requests: pages.map((path) => ({ method: 'GET' as const, path })),
    });
    process.kill(pid, 'SIGUSR2');
    await sleep(500); // the probe's line
    const loaded = memory(pid);
    return {
      label,
      toHealthzMs: server.startupMs,
      startupMs: logged.startup,
      databaseReadyMs: logged.databaseReady,
      rssReadyMb: ready.rss,
      rssIdleMb: idle.rss,
      rssAfterLoadMb: loaded.rss,
      rssPeakMb: loaded.peak,
      loadRps: Math.round(result.requests.average),
      loadP99Ms: result.latency.p99,
      delay: delays.at(-1),
    };
  } finally {
    await server.stop();
  }
}

function table(rows: Figures[]): string {
  const line = (cells: (string | number | undefined)[]) => `| ${cells.map((c) => c ?? '—').join(' | ')} |`;
  return [
    line([
      'start',
      'to /healthz ms',
      'startupMs',
      'database ready ms',
      'RSS ready MB',
      `RSS idle ${values.idle} s MB`,
      'RSS after load MB',
      'peak RSS MB',
      'uncached req/s',
      'p99 ms',
      'loop delay p50/p99/max ms',
    ]),
    line(Array.from({ length: 11 }, () => '---')),
    ...rows.map((r) =>
      line([
        r.label,
        r.toHealthzMs,
        r.startupMs,
        r.databaseReadyMs,
        r.rssReadyMb,
        r.rssIdleMb,
        r.rssAfterLoadMb,
        r.rssPeakMb,
        r.loadRps,
        r.loadP99Ms,
        r.delay ? `${r.delay.p50}/${r.delay.p99}/${r.delay.max}` : undefined,
      ]),
    ),
  ].join('\n');
}

async function main() {
  const data = temporaryDataDir('embedded');
  try {
    const rows = [await measureStart('new folder', data.dir), await measureStart('existing folder', data.dir)];
    console.log(`\n${table(rows)}\n`);
    console.log(`Uncached load: ${values.connections} connections for ${values.duration} s over the demo's pages.`);
  } finally {
    data.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
