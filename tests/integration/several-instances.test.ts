/**
 * Two app instances on one PostgreSQL (issue 16, items 2 and 3), each a process of its own with its own
 * page cache, list counts and rate limits (tests/helpers/app-instance.ts runs the app's server modules): a
 * listing changed through one is seen through the other within a second, so is a change made outside both
 * (psql, a job), and again after the database restarts; the inquiry limit for one address holds whichever
 * instance answers, and two addresses are limited apart; a periodic job runs on one instance at a time, and
 * on the other once the first is killed. (The last test kills instance A.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDatabase } from '#app/server/db/database.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import { createUser } from '#tests/helpers/databases';
import { leadFields } from '#tests/helpers/fixtures';
import { startPostgres, type PostgresServer } from '#tests/helpers/postgres-server';

const INQUIRY_RATE_LIMIT = 3;

interface Instance {
  name: string;
  child: ChildProcess;
  base: string;
  /** What it wrote to stderr (shown when a test fails). */
  errors: string[];
}

interface PageView {
  cache: string | null;
  total: number;
  titles: string[];
}

async function startInstance(name: string, url: string): Promise<Instance> {
  // Node itself, not the tsx command (which runs Node as a child of its own): the process killed is the instance.
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/app-instance.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      SEED_DEMO: '0',
      JOBS: '0',
      INQUIRY_RATE_LIMIT: String(INQUIRY_RATE_LIMIT),
      LOG_LEVEL: 'warn',
    },
    // Its standard input closes when this process ends, however it ends: the instance then exits too.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${errors.join('')}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${errors.join('')}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = (JSON.parse(line) as { port?: number }).port;
      if (port) {
        clearTimeout(timer);
        resolve(port);
      }
    });
  });
  return { name, child, base: `http://127.0.0.1:${port}`, errors };
}

async function view(instance: Instance, pagePath = '/properties?sort=newest'): Promise<PageView> {
  const response = await fetch(`${instance.base}/page?${new URLSearchParams({ path: pagePath })}`);
  if (!response.ok) throw new Error(`${instance.name}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { total: number; titles: string[] };
  return { cache: response.headers.get('X-Cache'), ...body };
}

/** Polls the instance's page until `seen` holds; returns how long that took (ms). */
async function timeUntil(instance: Instance, seen: (page: PageView) => boolean, timeoutMs = 5_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    // A failed read (the database restarting under the instance) is tried again.
    const page = await view(instance).catch(() => null);
    if (page && seen(page)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${instance.name} did not show the change within ${timeoutMs} ms`);
}

async function publish(instance: Instance, staff: string, id: string, status: 'draft' | 'published') {
  const response = await fetch(`${instance.base}/publish?${new URLSearchParams({ id, status, staff })}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`${instance.name}: ${response.status} ${await response.text()}`);
}

async function postLead(instance: Instance, address: string, fields = leadFields()) {
  const response = await fetch(`${instance.base}/inquiry`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'x-client-address': address },
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    ...((await response.json()) as { sent: boolean }),
  };
}

describe('two instances on one PostgreSQL', () => {
  let server: PostgresServer;
  let db: SqlDatabase;
  let a: Instance;
  let b: Instance;
  /** A published property and its title. */
  let listing: { id: string; title: string };
  /** A staff member's user id. */
  let staff: string;

  beforeAll(async () => {
    server = await startPostgres();
    const url = await server.createDatabase(`instances_${randomUUID().replaceAll('-', '')}`);
    await (await prepareDatabase({ target: { kind: 'postgres', url }, seedDemo: true })).close();
    db = await openSqlDatabase({ kind: 'postgres', url });
    staff = await createUser(db, { staff: true });
    // Started together: both migrate (in turn, through the migrator's lock) and start listening.
    [a, b] = await Promise.all([startInstance('instance A', url), startInstance('instance B', url)]);
    const newest = await view(a);
    const { rows } = await db.query<{ id: string; title: string }>(
      `select id, title from public.properties where status = 'published' and title = $1`,
      [newest.titles[0]],
    );
    listing = rows[0]!;
  }, 180_000);

  afterAll(async () => {
    const running = [a, b].filter(
      (instance) => instance && instance.child.exitCode === null && !instance.child.signalCode,
    );
    for (const instance of running) instance.child.kill('SIGTERM');
    await Promise.all(running.map((instance) => new Promise((resolve) => instance.child.once('exit', resolve))));
    await db?.close();
    server?.destroy();
  });

  it('shows a listing unpublished through A on B within a second, and published again', async () => {
    for (const instance of [a, b]) {
      await view(instance);
      expect((await view(instance)).cache).toBe('hit');
    }
    const before = await view(b);
    expect(before.titles).toContain(listing.title);

    await publish(a, staff, listing.id, 'draft');
    // A cleared its own caches before answering the write.
    expect((await view(a)).titles).not.toContain(listing.title);
    const unpublished = await timeUntil(b, (page) => !page.titles.includes(listing.title));
    expect(unpublished).toBeLessThan(1_000);
    // The list's count too (B's count cache was emptied with its pages).
    expect((await view(b)).total).toBe(before.total - 1);

    await publish(a, staff, listing.id, 'published');
    expect(await timeUntil(b, (page) => page.titles.includes(listing.title))).toBeLessThan(1_000);
    expect((await view(b)).total).toBe(before.total);
  });

  it('shows a change made outside both (psql, a job) on each within a second; a statement that changes nothing keeps the caches', async () => {
    for (const instance of [a, b]) {
      await view(instance);
      expect((await view(instance)).cache).toBe('hit');
    }
    await db.query(`update public.properties set title = title where id = $1 and false`, [listing.id]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await view(a)).cache).toBe('hit');
    expect((await view(b)).cache).toBe('hit');

    const renamed = `${listing.title} (renamed)`;
    await db.query('update public.properties set title = $2 where id = $1', [listing.id, renamed]);
    const times = await Promise.all(
      [a, b].map((instance) => timeUntil(instance, (page) => page.titles.includes(renamed))),
    );
    for (const ms of times) expect(ms).toBeLessThan(1_000);
    await db.query('update public.properties set title = $2 where id = $1', [listing.id, listing.title]);
  });

  it('refuses the limit + 1st inquiry from one address whichever instance answers; another address is limited apart', async () => {
    const address = '198.51.100.77';
    const marker = `several-instances ${randomUUID()}`;
    const answers = [];
    for (const instance of [a, b, a]) answers.push(await postLead(instance, address, leadFields({ message: marker })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const instance of [b, a]) {
      const refused = await postLead(instance, address, leadFields({ message: marker }));
      expect(refused).toMatchObject({ status: 429, sent: false });
      expect(Number(refused.retryAfter)).toBeGreaterThan(590);
    }
    expect(await postLead(b, '198.51.100.78')).toMatchObject({ status: 200, sent: true });
    const stored = await db.query('select id from public.inquiries where message = $1', [marker]);
    expect(stored.rows).toHaveLength(INQUIRY_RATE_LIMIT);
  });

  it('listens again after the database restarts, clearing what it may have missed', async () => {
    for (const instance of [a, b]) {
      await view(instance);
      expect((await view(instance)).cache).toBe('hit');
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.stop();
      server.start();
      await db.query('select 1').catch(() => undefined);
      await vi.waitFor(
        async () => {
          for (const instance of [a, b]) {
            const state = (await (await fetch(`${instance.base}/state`)).json()) as { listening: boolean };
            expect(state.listening).toBe(true);
          }
        },
        { timeout: 15_000, interval: 100 },
      );
      for (const instance of [a, b]) {
        // Emptied on reconnecting (a change may have been missed), then cached again…
        expect((await view(instance)).cache).toBe('miss');
        expect((await view(instance)).cache).toBe('hit');
      }
      // …and notified of the next change on the new connection.
      const renamed = `${listing.title} (after the restart)`;
      await vi.waitFor(() => db.query('update public.properties set title = $2 where id = $1', [listing.id, renamed]), {
        timeout: 5_000,
        interval: 100,
      });
      const times = await Promise.all(
        [a, b].map((instance) => timeUntil(instance, (page) => page.titles.includes(renamed))),
      );
      for (const ms of times) expect(ms).toBeLessThan(1_000);
    } finally {
      quiet.mockRestore();
    }
  });

  it('runs a job on one instance at a time, and on the other once the holder is killed (SIGKILL)', async () => {
    const job = async (instance: Instance, name: string, hold = false) =>
      (
        (await (
          await fetch(`${instance.base}/job?${new URLSearchParams({ name, hold: hold ? '1' : '0' })}`, {
            method: 'POST',
          })
        ).json()) as { outcome: string }
      ).outcome;
    expect(await job(a, 'deliver-mail', true)).toBe('running');
    expect(await job(b, 'deliver-mail')).toBe('locked');
    // Another job is another lock.
    expect(await job(b, 'expire-options')).toBe('ran');

    const killed = performance.now();
    a.child.kill('SIGKILL');
    await new Promise((resolve) => a.child.once('exit', resolve));
    await vi.waitFor(async () => expect(await job(b, 'deliver-mail')).toBe('ran'), { timeout: 10_000, interval: 50 });
    // PostgreSQL ends the dead instance's session, and its lock with it, at once.
    expect(performance.now() - killed).toBeLessThan(2_000);
  });
});
