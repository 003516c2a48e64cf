/**
 * How an instance learns that what visitors see changed elsewhere (issue 16, item 3): the triggers that
 * record and announce each statement that changed a public table, on both engines; the PostgreSQL listener;
 * and the poller Supabase instances use instead, on SQL and through PostgREST. The two-process test of the
 * whole path is several-instances.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { prepareDatabase } from '#app/server/db/database.server';
import {
  PUBLIC_CHANGES_CHANNEL,
  listenForPublicChanges,
  pollPublicChanges,
  startPublicChangesPolling,
  stopPublicChangesPolling,
} from '#app/server/db/public-changes.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import { publicPageCache } from '#app/server/http/page-cache.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { startPostgres, type PostgresServer } from '#tests/helpers/postgres-server';

const rename = (db: SqlDatabase, title: string) =>
  db.query(
    `update public.properties set title = $1 where id = (select id from public.properties where status = 'published' order by id limit 1)`,
    [title],
  );

describe.each(ENGINES)('the record of public changes on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('has a change for each statement that changed a public table, and none for the rest', async () => {
    const { db } = database();
    const changes: unknown[] = [];
    const poller = pollPublicChanges(sqlExecutor(db, ANONYMOUS), { start: false, onChange: (t) => changes.push(t) });
    // The first answer clears: nothing is known yet.
    await poller.poll();
    expect(changes).toHaveLength(1);
    await poller.poll();
    expect(changes).toHaveLength(1);

    await rename(db, `Renamed ${randomUUID()}`);
    await poller.poll();
    expect(changes).toHaveLength(2);

    // Nothing changed; a change rolled back; a table visitors never read.
    await db.query(`update public.stays set status = 'expired' where false`);
    await db
      .transaction(async (tx) => {
        await rename(tx as SqlDatabase, 'Never seen');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await db.query(`update public.inquiries set read = not read where id = (select id from public.inquiries limit 1)`);
    await poller.poll();
    expect(changes).toHaveLength(2);

    // Any public table, and a statement on many rows counts once.
    await db.query(`update public.booking_terms set updated_at = now()`);
    await poller.poll();
    expect(changes).toHaveLength(3);
  });

  it('forgets changes ten minutes old, as the next change is recorded', async () => {
    const { db } = database();
    await db.query(`insert into app_private.public_changes (changed_at) values (now() - interval '11 minutes')`);
    await rename(db, `Renamed ${randomUUID()}`);
    const { rows } = await db.query<{ old: number }>(
      `select count(*)::int as old from app_private.public_changes where changed_at < now() - interval '10 minutes'`,
    );
    expect(rows[0]!.old).toBe(0);
  });
});

describe('on a PostgreSQL server', () => {
  let server: PostgresServer;
  let url: string;
  let db: SqlDatabase;
  let other: SqlDatabase;
  beforeAll(async () => {
    server = await startPostgres();
    url = await server.createDatabase(`changes_${randomUUID().replaceAll('-', '')}`);
    db = await prepareDatabase({ target: { kind: 'postgres', url }, seedDemo: true });
    other = await openSqlDatabase({ kind: 'postgres', url });
  });
  afterAll(async () => {
    await db?.close();
    await other?.close();
    server?.destroy();
  });

  it('announces the changed table at commit to a listener, and nothing once it stopped', async () => {
    const heard: (string | null)[] = [];
    const listener = listenForPublicChanges(url, { onChange: (table) => heard.push(table) });
    await listener.listening;
    expect(listener.isListening()).toBe(true);
    await db.transaction(async (tx) => {
      await rename(tx as SqlDatabase, `Renamed ${randomUUID()}`);
      await rename(tx as SqlDatabase, `Renamed ${randomUUID()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Not before the commit.
      expect(heard).toEqual([]);
    });
    await vi.waitFor(() => expect(heard).toEqual(['properties']), { timeout: 1_000, interval: 10 });
    await db.query(`select pg_notify($1, 'rentals')`, [PUBLIC_CHANGES_CHANNEL]);
    await vi.waitFor(() => expect(heard).toEqual(['properties', 'rentals']), { timeout: 1_000, interval: 10 });
    await listener.stop();
    expect(listener.isListening()).toBe(false);
    await rename(db, `Renamed ${randomUUID()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toHaveLength(2);
  });

  it('keeps trying to listen while the server cannot be reached', async () => {
    const quiet = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const heard: (string | null)[] = [];
      const closed = `postgres://postgres@127.0.0.1:${server.port + 1}/postgres`;
      const listener = listenForPublicChanges(closed, { onChange: (t) => heard.push(t), retryDelaysMs: [20] });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(listener.isListening()).toBe(false);
      await listener.stop();
      expect(heard).toEqual([]);
    } finally {
      quiet.mockRestore();
    }
  });

  it('polls a change whose transaction commits after a later one', async () => {
    const changes: unknown[] = [];
    const poller = pollPublicChanges(sqlExecutor(db, ANONYMOUS), { start: false, onChange: (t) => changes.push(t) });
    await poller.poll();
    let commitSlow!: () => void;
    const slowMayCommit = new Promise<void>((resolve) => (commitSlow = resolve));
    // The slow transaction takes its change's id first…
    const slow = other.transaction(async (tx) => {
      await rename(tx as SqlDatabase, `Slow ${randomUUID()}`);
      await slowMayCommit;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // …a later one commits before it, and is seen…
    await db.query(`update public.booking_terms set updated_at = now()`);
    await poller.poll();
    expect(changes).toHaveLength(2);
    // …and so is the slow one, once it commits.
    commitSlow();
    await slow;
    await poller.poll();
    expect(changes).toHaveLength(3);
  });
});

describe('polling through PostgREST (Supabase)', () => {
  it('asks recent_public_changes with the anon key each interval, and clears on an id it had not seen', async () => {
    const answers = [[1, 2], [1, 2], [2, 3], [3]];
    const asked: { path: string; apikey: string | null }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      asked.push({ path: url.pathname, apikey: new Headers(init?.headers).get('apikey') });
      return Response.json(answers[Math.min(asked.length - 1, answers.length - 1)]);
    };
    const env = { SUPABASE_URL: 'https://project.supabase.co', SUPABASE_ANON_KEY: 'anon-key-for-tests-0123456789' };
    // Each clear of this process's caches moves the page cache's generation.
    const before = publicPageCache().generation;
    const poller = startPublicChangesPolling(env, { fetch, intervalMs: 20 });
    try {
      // Started once per process.
      expect(startPublicChangesPolling(env, { fetch })).toBe(poller);
      await vi.waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(4), { timeout: 2_000, interval: 10 });
      stopPublicChangesPolling();
      // The first answer and the one with id 3 cleared the caches; [1, 2] again and [3] did not.
      expect(publicPageCache().generation - before).toBe(2);
      expect(asked[0]).toEqual({ path: '/rest/v1/rpc/recent_public_changes', apikey: env.SUPABASE_ANON_KEY });
    } finally {
      stopPublicChangesPolling();
    }
    const count = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(asked.length).toBe(count);
  });
});
