/**
 * The shared rate limits (issue 16, item 2): the database functions behind them on both engines; two
 * instances — two stores on two connection pools, as two server processes have — on one PostgreSQL, where
 * the inquiry limit and the sign-in throttle hold whichever instance answers; and the Supabase store, which
 * calls the same functions through PostgREST with the service-role key.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  databaseRateLimitStore,
  memoryRateLimitStore,
  rateLimitStoreFor,
  withFallback,
  type RateLimitStore,
} from '#app/server/auth/rate-limit-store.server';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, SubmissionLimiter } from '#app/server/auth/rate-limit.server';
import { BackendError } from '#app/server/backend/query';
import { functionCaller, sqlExecutor, type Actor } from '#app/server/backend/sql-executor.server';
import { prepareDatabase } from '#app/server/db/database.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { startPostgres, type PostgresServer } from '#tests/helpers/postgres-server';

const SERVICE: Actor = { role: 'service_role', name: 'Rate limits' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const storeOn = (db: SqlDatabase, actor: Actor = SERVICE) => databaseRateLimitStore(async () => sqlExecutor(db, actor));

describe.each(ENGINES)('the rate-limit functions on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });

  it('count hits in a window opened by the first, and stop counting one past the limit', async () => {
    const store = storeOn(database().db);
    const key = `k-${randomUUID()}`;
    const hits: number[] = [];
    for (let i = 0; i < 4; i++) hits.push((await store.hit([key], 60_000, 2)).get(key)!.hits);
    expect(hits).toEqual([1, 2, 3, 3]);
    const peeked = (await store.peek([key, 'never-hit'])).get(key)!;
    expect(peeked.hits).toBe(3);
    expect(peeked.retryAfterMs).toBeGreaterThan(55_000);
    expect(peeked.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await store.peek(['never-hit'])).size).toBe(0);
    // Without a limit (failed sign-ins), every hit counts; several keys in one call.
    const other = `o-${randomUUID()}`;
    for (let i = 0; i < 4; i++) await store.hit([key, other, other], 60_000, null);
    expect([...(await store.peek([key, other])).values()].map((c) => c.hits)).toEqual(expect.arrayContaining([7, 4]));
    await store.reset([key]);
    expect([...(await store.peek([key, other])).keys()]).toEqual([other]);
  });

  it('count the same way when called in one statement (the store a PostgreSQL deployment uses), a parallel burst included', async () => {
    const store = databaseRateLimitStore(async () => functionCaller(database().db));
    const key = `b-${randomUUID()}`;
    const burst = await Promise.all(Array.from({ length: 40 }, () => store.hit([key], 60_000, 10)));
    const within = burst.map((counts) => counts.get(key)!.hits).filter((hits) => hits <= 10);
    expect(within.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect((await store.peek([key])).get(key)!.hits).toBe(11);
    await store.release([key]);
    expect((await store.peek([key])).get(key)!.hits).toBe(10);
    await store.reset([key]);
    expect((await store.peek([key])).size).toBe(0);
  });

  it('open a new window once the last one closed', async () => {
    const store = storeOn(database().db);
    const key = `w-${randomUUID()}`;
    expect((await store.hit([key], 300, 1)).get(key)!.hits).toBe(1);
    expect((await store.hit([key], 300, 1)).get(key)!.hits).toBe(2);
    await sleep(350);
    expect((await store.peek([key])).size).toBe(0);
    const reopened = (await store.hit([key], 300, 1)).get(key)!;
    expect(reopened.hits).toBe(1);
    expect(reopened.retryAfterMs).toBeGreaterThan(200);
  });

  it('store digests of the keys, never an address or an e-mail, and delete windows closed a while ago', async () => {
    const { db } = database();
    const store = storeOn(db);
    const address = `203.0.113.${Math.floor(Math.random() * 200)}`;
    await store.hit([`submission:${address}`, 'sign-in:email:someone@example.com'], 60_000, null);
    const { rows } = await db.query<{ key: string }>('select key from app_private.rate_limits');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const { key } of rows) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(key).not.toContain(address);
    }
    await db.query(
      `insert into app_private.rate_limits (key, hits, window_ends_at) values ('stale', 5, now() - interval '2 minutes'), ('recent', 5, now() - interval '10 seconds')`,
    );
    await store.hit([`x-${randomUUID()}`], 60_000, 1);
    const left = (
      await db.query<{ key: string }>(`select key from app_private.rate_limits where key in ('stale', 'recent')`)
    ).rows;
    expect(left.map((r) => r.key)).toEqual(['recent']);
  });

  it('count a burst of parallel hits atomically, and take one hit back on release', async () => {
    const store = storeOn(database().db);
    const key = `b-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 150 }, () => store.hit([key], 60_000, 10)));
    expect(results.filter((r) => r.get(key)!.hits <= 10)).toHaveLength(10);
    expect((await store.peek([key])).get(key)!.hits).toBe(11);
    await store.release([key]);
    expect((await store.peek([key])).get(key)!.hits).toBe(10);
    const single = `s-${randomUUID()}`;
    await store.hit([single], 60_000, null);
    await store.release([single, 'never-hit']);
    expect((await store.peek([single])).size).toBe(0);
    // A burst of sign-in attempts through the throttle on this engine's functions.
    const throttle = new LoginThrottle(store, { ...DEFAULT_LOGIN_THROTTLE, slowAfter: 100 });
    const subject = { account: `burst-${randomUUID()}@example.com`, address: '203.0.113.99' };
    const verdicts = await Promise.all(Array.from({ length: 150 }, () => throttle.attempt(subject)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(DEFAULT_LOGIN_THROTTLE.pairLimit);
  });

  it('are the service role’s alone: visitors and staff cannot call them', async () => {
    const { db } = database();
    const staff = await createUser(db, { staff: true });
    for (const actor of [{ role: 'anon' }, { role: 'authenticated', aal: 'aal2', userId: staff }] as Actor[]) {
      const store = storeOn(db, actor);
      await expect(store.hit(['k'], 1000, 1)).rejects.toMatchObject({
        code: 'permission',
      } satisfies Partial<BackendError>);
      await expect(store.peek(['k'])).rejects.toMatchObject({ code: 'permission' });
      await expect(store.reset(['k'])).rejects.toMatchObject({ code: 'permission' });
      await expect(store.release(['k'])).rejects.toMatchObject({ code: 'permission' });
    }
  });
});

describe('two instances on one PostgreSQL', () => {
  let server: PostgresServer;
  let a: SqlDatabase;
  let b: SqlDatabase;
  beforeAll(async () => {
    server = await startPostgres();
    const url = await server.createDatabase(`limits_${randomUUID().replaceAll('-', '')}`);
    await (await prepareDatabase({ target: { kind: 'postgres', url }, seedDemo: false })).close();
    // Each instance has its own pool, as a server process has.
    [a, b] = await Promise.all([
      openSqlDatabase({ kind: 'postgres', url }),
      openSqlDatabase({ kind: 'postgres', url }),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    server?.destroy();
  });

  it('refuses the limit + 1st inquiry from one address whichever instance answers; another address is apart', async () => {
    const [onA, onB] = [new SubmissionLimiter(3, 600_000, storeOn(a)), new SubmissionLimiter(3, 600_000, storeOn(b))];
    const address = '198.51.100.7';
    expect(await onA.accept(address)).toEqual({ allowed: true });
    expect(await onB.accept(address)).toEqual({ allowed: true });
    expect(await onA.accept(address)).toEqual({ allowed: true });
    const refused = await onB.accept(address);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(await onA.accept(address)).toMatchObject({ allowed: false });
    expect(await onB.accept('198.51.100.8')).toEqual({ allowed: true });
    expect(await onA.accept('198.51.100.8')).toEqual({ allowed: true });
  });

  it('allows exactly the limit among concurrent posts to both instances', async () => {
    const [onA, onB] = [new SubmissionLimiter(5, 600_000, storeOn(a)), new SubmissionLimiter(5, 600_000, storeOn(b))];
    const verdicts = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? onA : onB).accept('192.0.2.50')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('gives a parallel burst of sign-ins through both instances at most the allowed guesses, counted before any check', async () => {
    const options = { ...DEFAULT_LOGIN_THROTTLE, slowAfter: 100 };
    const [onA, onB] = [new LoginThrottle(storeOn(a), options), new LoginThrottle(storeOn(b), options)];
    const attacker = { account: 'staff@example.com', address: '203.0.113.9' };
    const verdicts = await Promise.all(Array.from({ length: 150 }, (_, i) => (i % 2 ? onA : onB).attempt(attacker)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(options.pairLimit);
    // Spread over 80 addresses, through both: the free guesses and one more, however many addresses.
    const spread = await Promise.all(
      Array.from({ length: 80 }, (_, i) => (i % 2 ? onA : onB).attempt({ account: 'owner@example.com', address: `10.9.0.${i}` })),
    );
    expect(spread.filter((v) => v.allowed)).toHaveLength(options.accountFree + 1);
    // The holder of staff@, from an address that has not failed, is let through; a success on one instance
    // clears the account on both.
    const holder = { account: 'staff@example.com', address: '192.0.2.200' };
    expect(await onB.attempt(holder)).toMatchObject({ allowed: true });
    await onB.succeeded(holder);
    expect(await onA.attempt(attacker)).toMatchObject({ allowed: false, limit: 'pair' });
  });

  it('counts in each instance while the database is unreachable, and shares again once it is back', async () => {
    const quiet = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    // The pools say so when the server ends their connections.
    const poolErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const [onA, onB] = [a, b].map(
        (db) => new SubmissionLimiter(1, 600_000, withFallback(storeOn(db), memoryRateLimitStore())),
      ) as [SubmissionLimiter, SubmissionLimiter];
      server.stop();
      expect(await onA.accept('192.0.2.60')).toEqual({ allowed: true });
      // Not shared meanwhile: each instance counts its own.
      expect(await onB.accept('192.0.2.60')).toEqual({ allowed: true });
      expect(await onA.accept('192.0.2.60')).toMatchObject({ allowed: false });
      server.start();
      // The pools drop the connections the restart broke; wait until both answer again.
      await vi.waitFor(() => Promise.all([a.query('select 1'), b.query('select 1')]), {
        timeout: 10_000,
        interval: 100,
      });
      expect(await onA.accept('192.0.2.61')).toEqual({ allowed: true });
      expect(await onB.accept('192.0.2.61')).toMatchObject({ allowed: false });
    } finally {
      quiet.mockRestore();
      poolErrors.mockRestore();
    }
  });
});

describe('the store the configuration chooses', () => {
  const SUPABASE = {
    backend: 'supabase' as const,
    DATABASE_URL: { kind: 'pglite' as const, dataDir: null },
    SUPABASE_URL: 'https://project.supabase.co',
  };
  const SERVICE_KEY = 'service-role-key-for-tests-0123456789';

  it('on Supabase, calls the functions through PostgREST with the service-role key, sending digests', async () => {
    const requests: { path: string; apikey: string | null; body: Record<string, unknown> }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const body = JSON.parse(String(init?.body)) as { p_keys: string[] };
      requests.push({ path: url.pathname, apikey: new Headers(init?.headers).get('apikey'), body });
      return /\/rate_limit_(reset|release)$/.test(url.pathname)
        ? new Response(null, { status: 204 })
        : Response.json(body.p_keys.map((key) => ({ key, hits: 4, retry_after_ms: 1_500 })));
    };
    const store = rateLimitStoreFor({ ...SUPABASE, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY }, { fetch });
    expect(store.kind).toBe('database');
    const limiter = new SubmissionLimiter(3, 600_000, store);
    expect(await limiter.accept('198.51.100.20')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    await new LoginThrottle(store).succeeded({ account: 'a@example.com', address: '198.51.100.21' });
    expect(requests.map(({ path, apikey }) => ({ path, apikey }))).toEqual([
      { path: '/rest/v1/rpc/rate_limit_hit', apikey: SERVICE_KEY },
      ...[{ path: '/rest/v1/rpc/rate_limit_reset', apikey: SERVICE_KEY }, { path: '/rest/v1/rpc/rate_limit_release', apikey: SERVICE_KEY }].sort(
        (x, y) => requests.findIndex((r) => r.path === x.path) - requests.findIndex((r) => r.path === y.path),
      ),
    ]);
    expect(requests[0]!.body).toEqual({
      p_keys: [expect.stringMatching(/^[\w-]{43}$/)],
      p_window_ms: 600_000,
      p_limit: 3,
    });
    expect(JSON.stringify(requests)).not.toContain('198.51.100.20');
    expect(JSON.stringify(requests)).not.toContain('a@example.com');
    expect(JSON.stringify(requests)).not.toContain('198.51.100.21');
  });

  it('on Supabase without the service-role key, counts per instance and says so', () => {
    const lines: string[] = [];
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'warn';
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    let store: RateLimitStore;
    try {
      store = rateLimitStoreFor({ ...SUPABASE, SUPABASE_SERVICE_ROLE_KEY: undefined });
    } finally {
      write.mockRestore();
      process.env.LOG_LEVEL = level;
    }
    expect(store.kind).toBe('memory');
    expect(lines.some((line) => line.includes('counted per instance'))).toBe(true);
  });

  it('on PGlite, in memory', () => {
    expect(
      rateLimitStoreFor({
        ...SUPABASE,
        backend: 'embedded',
        SUPABASE_URL: undefined,
        SUPABASE_SERVICE_ROLE_KEY: undefined,
      }).kind,
    ).toBe(memoryRateLimitStore().kind);
  });
});
