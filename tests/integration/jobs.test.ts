/**
 * The background job runner (app/server/jobs/): its schedule, its refusal to overlap a job with itself, its
 * calm about failures, its clean stop; the PostgreSQL lock that lets several instances share one database
 * (two runners with their own connections on a throwaway server); and the bookings' jobs wired as server.ts
 * starts them, against PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, islandToday } from '#app/domain/booking/dates';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { optionsExpiryBackend, serviceBackend } from '#app/server/bookings/service-backend.server';
import { getEnv, type Env } from '#app/server/env.server';
import { syncCalendarFeedsJob } from '#app/server/jobs/booking-jobs.server';
import { lockKey, postgresJobLock } from '#app/server/jobs/lock.server';
import { createJobRunner, type Job, type JobRunner, type JobRunnerOptions } from '#app/server/jobs/runner.server';
import { startServerJobs } from '#app/server/jobs/start.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { insertRental } from '#tests/helpers/fixtures';
import { fixtureDates, startICalServer, type ICalServer } from '#tests/helpers/ical-server';

type LogCall = [level: 'debug' | 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>];

/** A logger that remembers, so tests can read what the runner said. */
function recordingLog() {
  const calls: LogCall[] = [];
  const at = (level: LogCall[0]) => (msg: string, fields?: Record<string, unknown>) =>
    void calls.push([level, msg, fields]);
  return {
    calls,
    log: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') },
    said: (msg: string) => calls.filter(([, said]) => said === msg),
  };
}

/** A promise a test settles by hand: a job that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job runner', () => {
  const runners: JobRunner[] = [];
  const runner = (options: JobRunnerOptions = {}) => {
    const created = createJobRunner({ initialDelayMs: 10, ...options });
    runners.push(created);
    return created;
  };

  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });

  it('runs a job shortly after start, then on its interval (real timers)', async () => {
    const { log, said } = recordingLog();
    const times: number[] = [];
    const started = performance.now();
    const jobs = runner({ log });
    jobs.register({ name: 'tick-tock', intervalMs: 25, run: async () => void times.push(performance.now() - started) });
    jobs.start();
    await vi.waitFor(() => expect(times.length).toBeGreaterThanOrEqual(3), { timeout: 2_000, interval: 5 });
    expect(times[0]).toBeGreaterThanOrEqual(9);
    // Each later run a whole interval after the one before (timers may be late, never early).
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(20);
    expect(said('jobs started')[0]?.[2]).toEqual({ jobs: 'tick-tock every 25 ms' });
    // A quiet run is logged with its duration, at debug level.
    expect(said('job ran')[0]).toEqual(['debug', 'job ran', { job: 'tick-tock', ms: expect.any(Number) }]);
  });

  it('follows the schedule exactly: first run after the delay, then every interval', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const jobs = runner({ initialDelayMs: 50 });
    jobs.register({ name: 'counted', intervalMs: 30, run: async () => void runs++ });
    jobs.start();
    await vi.advanceTimersByTimeAsync(49);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(30 * 4);
    expect(runs).toBe(5);
    // A job registered after start is scheduled too.
    let late = 0;
    jobs.register({ name: 'late', intervalMs: 30, run: async () => void late++ });
    await vi.advanceTimersByTimeAsync(50 + 30);
    expect(late).toBe(2);
  });

  it('skips the ticks that come while the previous run is still going', async () => {
    vi.useFakeTimers();
    const { log, said } = recordingLog();
    const holds = [gate(), gate()];
    let runs = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const jobs = runner({ log });
    jobs.register({
      name: 'slow',
      intervalMs: 30,
      async run() {
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await holds[runs++]?.opened;
        concurrent--;
        return { run: runs };
      },
    });
    jobs.start();
    await vi.advanceTimersByTimeAsync(10); // the first run starts, and holds
    expect(jobs.running()).toEqual(['slow']);
    await vi.advanceTimersByTimeAsync(30 * 3); // three ticks while it runs
    expect(runs).toBe(1);
    expect(said('job still running: tick skipped')).toHaveLength(3);
    expect(await jobs.tick('slow')).toBe('overlap');

    holds[0]!.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(jobs.running()).toEqual([]);
    await vi.advanceTimersByTimeAsync(30); // the next tick runs again
    expect(runs).toBe(2);
    holds[1]!.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(maxConcurrent).toBe(1);
    // A run with something to report is logged at info level, with its duration.
    expect(said('job ran').map(([level, , fields]) => [level, fields])).toEqual([
      ['info', { job: 'slow', ms: expect.any(Number), run: 1 }],
      ['info', { job: 'slow', ms: expect.any(Number), run: 2 }],
    ]);
  });

  it('survives a job that throws or rejects, logs it, and runs it again on the next tick', async () => {
    vi.useFakeTimers();
    const { log, said } = recordingLog();
    let runs = 0;
    const jobs = runner({ log });
    jobs.register({
      name: 'flaky',
      intervalMs: 30,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error('database went away');
        if (runs === 2) return Promise.reject(new TypeError('bad answer'));
        return { fine: true };
      },
    });
    jobs.start();
    await vi.advanceTimersByTimeAsync(10 + 30 * 2);
    expect(runs).toBe(3);
    expect(
      said('job failed').map(([level, , fields]) => [level, fields?.job, (fields?.error as Error).message]),
    ).toEqual([
      ['error', 'flaky', 'database went away'],
      ['error', 'flaky', 'bad answer'],
    ]);
    expect(said('job ran')).toHaveLength(1);
    expect(await jobs.tick('flaky')).toBe('ran');
  });

  it('stops cleanly: waits for the run in progress, then no tick runs any more', async () => {
    const { log, said } = recordingLog();
    const hold = gate();
    let runs = 0;
    let finished = false;
    const jobs = runner({ log, initialDelayMs: 0 });
    jobs.register({
      name: 'long',
      intervalMs: 20,
      async run({ signal }) {
        runs++;
        await hold.opened;
        finished = true;
        return { aborted: signal.aborted };
      },
    });
    jobs.start();
    await vi.waitFor(() => expect(runs).toBe(1));

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await sleep(60);
    expect(stopped).toBe(false); // still waiting for the run
    hold.open();
    await stopping;
    expect(finished).toBe(true);
    // The job was told the runner is stopping.
    expect(said('job ran')[0]?.[2]).toMatchObject({ aborted: true });
    await sleep(60);
    expect(runs).toBe(1);
    expect(await jobs.tick('long')).toBe('stopped');
    expect(said('jobs stopped')).toHaveLength(1);
    await jobs.stop(); // twice is fine
  });

  it('stops within its deadline even when a run never ends', async () => {
    const { log, said } = recordingLog();
    const jobs = runner({ log, initialDelayMs: 0, stopTimeoutMs: 50 });
    jobs.register({ name: 'stuck', intervalMs: 1_000, run: () => new Promise(() => {}) });
    jobs.start();
    await vi.waitFor(() => expect(jobs.running()).toEqual(['stuck']));
    const started = performance.now();
    await jobs.stop();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(said('jobs still running at shutdown: left unfinished')[0]?.[2]).toEqual({ jobs: ['stuck'] });
  });

  it('refuses a second job of the same name and a non-positive interval', () => {
    const jobs = runner();
    jobs.register({ name: 'once', intervalMs: 10, run: async () => {} });
    expect(() => jobs.register({ name: 'once', intervalMs: 10, run: async () => {} })).toThrow(/registered already/);
    expect(() => jobs.register({ name: 'never', intervalMs: 0, run: async () => {} })).toThrow(/positive/);
  });
});

describe('the PostgreSQL lock: several instances on one database', () => {
  const database = useTestDatabase('postgres', { seedDemo: false });
  const runners: JobRunner[] = [];
  /** A server instance's runner: its own lock connections, its own timers. */
  const instance = (options: JobRunnerOptions = {}) => {
    const created = createJobRunner({ lock: postgresJobLock(database().url), initialDelayMs: 10, ...options });
    runners.push(created);
    return created;
  };
  const advisoryLocks = async () =>
    (
      await database().db.query<{ count: number }>(
        "select count(*)::int as count from pg_locks where locktype = 'advisory' and granted",
      )
    ).rows[0]!.count;

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });

  /** One job body shared by every instance: counts runs and how many ran at once. */
  function sharedJob(name: string, ms: number) {
    const state = { runs: 0, concurrent: 0, maxConcurrent: 0 };
    const job: Job = {
      name,
      intervalMs: 200,
      async run() {
        state.runs++;
        state.concurrent++;
        state.maxConcurrent = Math.max(state.maxConcurrent, state.concurrent);
        await sleep(ms);
        state.concurrent--;
      },
    };
    return { job, state };
  }

  it('runs a job once per tick between two instances; the other skips it', async () => {
    // Long enough that the other instance asks for the lock while the run holds it, even on a loaded machine
    // (at 80 ms a busy CI could let one tick finish before the other began, and both ran).
    const { job, state } = sharedJob('shared', 500);
    const a = instance();
    const b = instance();
    a.register(job);
    b.register(job);
    for (let tick = 1; tick <= 3; tick++) {
      const outcomes = await Promise.all([a.tick('shared'), b.tick('shared')]);
      expect(outcomes.sort()).toEqual(['locked', 'ran']);
      expect(state.runs).toBe(tick);
    }
    expect(state.maxConcurrent).toBe(1);
    // Released after each run: no advisory lock is left behind.
    expect(await advisoryLocks()).toBe(0);
  });

  it('holds the lock on its own connection for the run only, one key per job', async () => {
    const hold = gate();
    const a = instance();
    const b = instance();
    let inside = 0;
    a.register({
      name: 'held',
      intervalMs: 1_000,
      run: async () => {
        inside = await advisoryLocks();
        await hold.opened;
      },
    });
    b.register({ name: 'held', intervalMs: 1_000, run: async () => {} });
    b.register({ name: 'other', intervalMs: 1_000, run: async () => {} });

    const running = a.tick('held');
    await vi.waitFor(() => expect(inside).toBe(1));
    const { rows } = await database().db.query<{ held: boolean }>(
      "select exists (select 1 from pg_locks l join pg_stat_activity s on s.pid = l.pid where l.locktype = 'advisory' and s.application_name = 'island-estates job lock: held') as held",
    );
    expect(rows[0]!.held).toBe(true);
    expect(await b.tick('held')).toBe('locked');
    // Another job's lock is another key.
    expect(await b.tick('other')).toBe('ran');
    hold.open();
    expect(await running).toBe('ran');
    expect(await advisoryLocks()).toBe(0);
    // Free again: the other instance runs it now.
    expect(await b.tick('held')).toBe('ran');
  });

  it('never runs the job at once in two instances ticking on their own timers', async () => {
    const { job, state } = sharedJob('timed', 150);
    const a = instance();
    const b = instance();
    a.register({ ...job, intervalMs: 250 });
    b.register({ ...job, intervalMs: 250 });
    a.start();
    b.start();
    // Ticks at 10, 260, 510, 760 ms in both instances.
    await sleep(900);
    await Promise.all([a.stop(), b.stop()]);
    expect(state.maxConcurrent).toBe(1);
    expect(state.runs).toBeGreaterThanOrEqual(3);
    expect(state.runs).toBeLessThanOrEqual(4);
  });

  it('lets another instance take over when the holder loses its connection, without crashing it', async () => {
    const hold = gate();
    const { log, said } = recordingLog();
    const a = instance({ log });
    const b = instance();
    let started = false;
    a.register({
      name: 'orphaned',
      intervalMs: 1_000,
      run: async () => {
        started = true;
        await hold.opened;
      },
    });
    b.register({ name: 'orphaned', intervalMs: 1_000, run: async () => {} });
    const running = a.tick('orphaned');
    await vi.waitFor(() => expect(started).toBe(true));
    expect(await b.tick('orphaned')).toBe('locked');

    // The holder's lock session dies (a network cut, a restarted pooler): PostgreSQL frees the lock.
    await database().db.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'island-estates job lock: orphaned'",
    );
    await vi.waitFor(async () => expect(await b.tick('orphaned')).toBe('ran'));
    hold.open();
    expect(await running).toBe('ran');
    expect(said('job failed')).toEqual([]);
    expect(lockKey('orphaned')).toBe('island-estates:job:orphaned');
  });

  it('fails the tick, not the process, when the database cannot be reached', async () => {
    const { log, said } = recordingLog();
    const jobs = createJobRunner({ lock: postgresJobLock('postgres://postgres@127.0.0.1:1/none'), log });
    runners.push(jobs);
    let runs = 0;
    jobs.register({ name: 'unlucky', intervalMs: 1_000, run: async () => void runs++ });
    expect(await jobs.tick('unlucky')).toBe('failed');
    expect(runs).toBe(0);
    expect(said('job failed')).toHaveLength(1);
  });
});

describe.each(ENGINES)('the bookings jobs on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const today = islandToday();
  let staff: Backend;
  let visitor: Backend;
  let platform: ICalServer;
  let runner: JobRunner | null = null;

  beforeAll(async () => {
    const { db } = database();
    const userId = await createUser(db, { staff: true });
    staff = createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: 'desk@example.com' }));
    visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    platform = await startICalServer({ '/airbnb.ics': { file: 'airbnb.ics' } });
  });

  afterAll(async () => {
    await platform?.close();
  });

  afterEach(async () => {
    await runner?.stop();
    runner = null;
  });

  /** A website request held as an option until `until`; returns its id. */
  async function option(rentalId: string, offset: number, until: Date) {
    const id = randomUUID();
    await visitor.createBookingRequest({
      id,
      rentalId,
      checkIn: addDays(today, offset),
      checkOut: addDays(today, offset + 3),
      guests: 2,
      name: 'Olive Option',
      email: 'olive@example.com',
      phone: null,
      message: null,
      addOns: [],
    });
    expect(await staff.holdAsOption(id, until)).toBe(true);
    return id;
  }

  it('expire-options, started as server.ts starts it, releases an option whose deadline passed', async () => {
    const villa = await insertRental(database().db, { title: 'Villa Deadline', min_stay_days: 1 });
    const lapsed = await option(villa, 20, new Date(Date.now() - 60_000));
    const held = await option(villa, 30, new Date(Date.now() + 3_600_000));

    const env: Env = {
      ...getEnv(),
      NODE_ENV: 'production',
      JOBS: true,
      ICAL_SYNC_INTERVAL_MINUTES: 0,
      DATABASE_URL: engine === 'postgres' ? { kind: 'postgres', url: database().url } : getEnv().DATABASE_URL,
    };
    runner = await startServerJobs({ env, runner: { initialDelayMs: 5 } });
    await vi.waitFor(async () => expect((await staff.getStay(lapsed))?.status).toBe('expired'), { timeout: 5_000 });
    expect((await staff.getStay(held))?.status).toBe('option');
    const history = await staff.listStayEvents(lapsed);
    expect(history.at(-1)).toMatchObject({
      action: 'expired',
      actor: 'System (option deadline passed)',
      from_status: 'option',
    });
    // Its dates are free again for visitors.
    expect(await visitor.listBusyDates(villa, addDays(today, 20), addDays(today, 23))).toEqual([]);
  });

  it('is not started in tests, nor with JOBS=0', async () => {
    expect(await startServerJobs({ env: { ...getEnv(), NODE_ENV: 'test' } })).toBeNull();
    expect(await startServerJobs({ env: { ...getEnv(), NODE_ENV: 'production', JOBS: false } })).toBeNull();
  });

  it('sync-calendar-feeds imports every feed as the service role, then waits until a feed is due', async () => {
    const villa = await insertRental(database().db, { title: 'Villa Synced', min_stay_days: 1 });
    const feedId = await staff.addFeed(villa, 'Airbnb', platform.url('/airbnb.ics'));
    const service = await serviceBackend('Calendar sync job');
    expect(service).not.toBeNull();

    const intervalMs = 30 * 60_000;
    let now = Date.now();
    runner = createJobRunner();
    runner.register(syncCalendarFeedsJob(service!, intervalMs, () => now));
    const fetched = () => platform.requests.filter((path) => path === '/airbnb.ics').length;
    const before = fetched();

    expect(await runner.tick('sync-calendar-feeds')).toBe('ran');
    expect(fetched()).toBe(before + 1);
    const blocks = (
      await staff.listRentalStays(villa, fixtureDates('2027-01-01') as never, fixtureDates('2028-12-31') as never)
    ).filter((stay) => stay.source === 'feed');
    expect(blocks).toHaveLength(4);
    expect((await staff.listStayEvents(blocks[0]!.id))[0]).toMatchObject({
      actor: 'iCal sync: Airbnb',
      action: 'blocked',
    });
    expect(await staff.getFeed(feedId)).toMatchObject({ last_error: null, last_event_count: 4 });

    // Synced a moment ago (by this instance, another one, or staff): not fetched again yet.
    expect(await runner.tick('sync-calendar-feeds')).toBe('ran');
    expect(fetched()).toBe(before + 1);
    // Half an interval after that sync it is due.
    now = Date.parse((await staff.getFeed(feedId))!.last_synced_at!) + intervalMs / 2;
    expect(await runner.tick('sync-calendar-feeds')).toBe('ran');
    expect(fetched()).toBe(before + 2);
  });
});

describe('the service backend on Supabase', () => {
  const SUPABASE = {
    backend: 'supabase' as const,
    SUPABASE_URL: 'https://project.supabase.co',
    SUPABASE_ANON_KEY: 'anon-key-for-tests-0123456789',
  };
  const SERVICE_KEY = 'service-role-key-for-tests-0123456789';
  let requests: { path: string; apikey: string | null; authorization: string | null; body: unknown }[];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    requests.push({
      path: url.pathname,
      apikey: headers.get('apikey'),
      authorization: headers.get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return url.pathname.endsWith('/expire_options')
      ? Response.json(2)
      : Response.json({ events: 0, added: 0, updated: 0, removed: 0, conflicts: 0 });
  };

  beforeEach(() => {
    requests = [];
  });

  it('syncs feeds with the service-role key, never a session', async () => {
    const service = await serviceBackend('Calendar sync job', {
      env: { ...SUPABASE, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY },
      fetch,
    });
    const feedId = randomUUID();
    expect(await service!.use(bookingQueries).syncFeedEvents(feedId, [])).toMatchObject({ events: 0 });
    expect(requests).toEqual([
      {
        path: '/rest/v1/rpc/sync_feed_events',
        apikey: SERVICE_KEY,
        authorization: `Bearer ${SERVICE_KEY}`,
        body: { p_feed_id: feedId, p_events: [], p_rejected: [] },
      },
    ]);
  });

  it('has no service backend without the key, and says once that periodic syncing is off', async () => {
    const lines: string[] = [];
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      expect(await serviceBackend(undefined, { env: SUPABASE, fetch })).toBeNull();
      expect(await serviceBackend(undefined, { env: SUPABASE, fetch })).toBeNull();
    } finally {
      write.mockRestore();
      process.env.LOG_LEVEL = level;
    }
    expect(lines.filter((line) => line.includes('periodic calendar feed syncing is off on Supabase'))).toHaveLength(1);
    expect(requests).toEqual([]);
  });

  it('releases options through an anonymous client (no service-role key needed)', async () => {
    const expiry = await optionsExpiryBackend({ env: SUPABASE, fetch });
    expect(await expiry.use(bookingQueries).expireOptions()).toBe(2);
    expect(requests).toEqual([
      {
        path: '/rest/v1/rpc/expire_options',
        apikey: SUPABASE.SUPABASE_ANON_KEY,
        authorization: `Bearer ${SUPABASE.SUPABASE_ANON_KEY}`,
        body: {},
      },
    ]);
  });

  it('registers no feed job on Supabase without the key, and expire-options all the same', async () => {
    const runner = await startServerJobs({
      env: { ...getEnv(), ...SUPABASE, SUPABASE_SERVICE_ROLE_KEY: undefined, NODE_ENV: 'production', JOBS: true },
      runner: { initialDelayMs: 60_000 },
    });
    try {
      expect(runner).not.toBeNull();
      await expect(runner!.tick('sync-calendar-feeds')).rejects.toThrow(/No job named/);
    } finally {
      await runner?.stop();
    }
  });
});
