/**
 * Instances started together on one empty PostgreSQL database (issue 16, item 4), as a deployment of two or more
 * does: each migrates, seeds the demo content and creates the staff account of ADMIN_EMAIL — in turn, through
 * advisory locks held by a transaction — and neither fails nor doubles anything. Found by the cluster test
 * (tests/e2e/cluster.spec.ts): the second instance died on `users_email_key`. Also: a wait for the migration
 * lock longer than the pool's statement and query timeouts (4–5 s) still ends in a start, not a failure.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { lockForTransaction } from '#app/server/db/advisory-lock.server';
import { prepareDatabase } from '#app/server/db/database.server';
import { migrate } from '#app/server/db/migrate.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import { seedDemoContent } from '#app/server/seed/seed.server';
import { startPostgres, type PostgresServer } from '#tests/helpers/postgres-server';

const INSTANCES = 3;

describe('instances starting together on one PostgreSQL', () => {
  let server: PostgresServer;
  const opened: SqlDatabase[] = [];

  beforeAll(async () => {
    server = await startPostgres();
  });

  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close().catch(() => undefined)));
    server?.destroy();
  });

  const emptyDatabase = () => server.createDatabase(`startup_${randomUUID().replaceAll('-', '')}`);
  const count = async (db: SqlDatabase, sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
  const advisoryLocks = (db: SqlDatabase) =>
    count(
      db,
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
  /** The demo's listings, as one instance alone seeds them. */
  let demo: number | undefined;
  const demoProperties = async () => {
    if (demo === undefined) {
      const db = await prepareDatabase({ target: { kind: 'postgres', url: await emptyDatabase() }, seedDemo: true });
      opened.push(db);
      demo = await count(db, 'select count(*)::int as n from public.properties');
    }
    return demo;
  };

  it('migrate, seed and create the staff account once, whichever comes first', async () => {
    const url = await emptyDatabase();
    const email = 'Owner@Example.com';
    // What entry.server.tsx's start-up does, in each instance (its own pool), all at once.
    const results = await Promise.all(
      Array.from({ length: INSTANCES }, async () => {
        const db = await prepareDatabase({ target: { kind: 'postgres', url }, seedDemo: true });
        opened.push(db);
        return upsertStaffAccount(db, email, 'a-long-enough-password');
      }),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.userId)).size).toBe(1);
    const db = opened.at(-1)!;
    expect(await count(db, `select count(*)::int as n from auth.users where email = 'owner@example.com'`)).toBe(1);
    expect(await count(db, 'select count(*)::int as n from public.properties')).toBe(await demoProperties());
    expect(await advisoryLocks(db)).toBe(0);
  });

  it('seed once and create one account when the instances reach those steps at the same moment', async () => {
    const url = await emptyDatabase();
    await (await prepareDatabase({ target: { kind: 'postgres', url }, seedDemo: false })).close();
    const instances = await Promise.all(
      Array.from({ length: INSTANCES }, () => openSqlDatabase({ kind: 'postgres', url })),
    );
    opened.push(...instances);
    const seeded = await Promise.all(instances.map((db) => seedDemoContent(db)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const accounts = await Promise.all(
      instances.map((db) => upsertStaffAccount(db, 'same@example.com', 'a-long-enough-password')),
    );
    expect(accounts.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(accounts.map((result) => result.userId)).size).toBe(1);
    const db = instances[0]!;
    expect(await count(db, 'select count(*)::int as n from public.properties')).toBe(await demoProperties());
    expect(await count(db, 'select count(*)::int as n from public.staff_members')).toBe(1);
    expect(await advisoryLocks(db)).toBe(0);
  });

  it('waits for the migration lock longer than the statement timeout, then migrates', async () => {
    const url = await emptyDatabase();
    // Another instance holds the lock (an earlier version's session lock: the same key) for 6 s.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(727411902)');
      const db = await openSqlDatabase({ kind: 'postgres', url });
      opened.push(db);
      const started = performance.now();
      const migrating = migrate(db);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await other.query('select pg_advisory_unlock(727411902)');
      expect((await migrating).length).toBeGreaterThan(0);
      expect(performance.now() - started).toBeGreaterThanOrEqual(6_000);
    } finally {
      await other.end();
    }
  });

  it('gives up on a lock held too long, with a clear error', async () => {
    const url = await emptyDatabase();
    const holder = await openSqlDatabase({ kind: 'postgres', url });
    const waiter = await openSqlDatabase({ kind: 'postgres', url });
    opened.push(holder, waiter);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holderDone = holder.transaction(async (tx) => {
      await lockForTransaction(tx, 'a test lock');
      held();
      await released;
    });
    await holding;
    await expect(waiter.transaction((tx) => lockForTransaction(tx, 'a test lock', { timeoutMs: 300 }))).rejects.toThrow(
      /still held by another session after 300 ms/,
    );
    release();
    await holderDone;
    // Released with the holder's transaction: taken at once now.
    await waiter.transaction((tx) => lockForTransaction(tx, 'a test lock', { timeoutMs: 0 }));
  });
});
