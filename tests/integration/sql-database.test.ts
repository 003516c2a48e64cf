import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toBackendError } from '#app/server/backend/sql-executor.server';
import { textLiteral } from '#app/server/db/sql-literal';
import { PGLITE_SETTINGS } from '#app/server/db/pglite-engine.mjs';
import { dumpPgliteDataDir, openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import { sharedCluster, type SharedCluster } from '#tests/helpers/template-databases';

/**
 * The SqlDatabase contract, on each way of running it (decision 044): PGlite in its worker thread (the server's
 * default), PGlite in the calling thread (openSqlDatabase's `inProcess`), and PostgreSQL. The rows, the errors'
 * PostgreSQL fields and the transactions must read the same whichever answers.
 */
const VARIANTS = ['pglite worker', 'pglite in process', 'postgres'] as const;

describe.each(VARIANTS)('SqlDatabase on %s', (variant) => {
  let db: SqlDatabase;
  let cluster: SharedCluster | undefined;
  beforeAll(async () => {
    if (variant === 'postgres') {
      cluster = sharedCluster();
      db = await openSqlDatabase({ kind: 'postgres', url: await cluster.createDatabase(`contract_${Date.now()}`) });
    } else {
      db = await openSqlDatabase({ kind: 'pglite', dataDir: null }, { inProcess: variant === 'pglite in process' });
    }
    await db.exec(`
      create table things (id int primary key, name text not null check (name <> ''), amount numeric,
        big bigint, day date, at timestamptz, tags text[], doc jsonb);
      create table notes (id serial primary key, body text);`);
  });
  afterAll(async () => {
    await db.close();
    await cluster?.dropDatabases();
  });

  it('answers rows as the app expects them (numbers, dates as text, timestamps as ISO strings)', async () => {
    await db.query(
      `insert into things values (1, 'a', 12.5, 9007199254740991, '2026-12-01', '2026-12-01T10:00:00Z', '{x,y}', '{"k": [1]}')`,
    );
    const { rows } = await db.query('select * from things where id = $1', [1]);
    expect(rows).toEqual([
      {
        id: 1,
        name: 'a',
        amount: 12.5,
        big: 9007199254740991,
        day: '2026-12-01',
        at: '2026-12-01T10:00:00.000Z',
        tags: ['x', 'y'],
        doc: { k: [1] },
      },
    ]);
  });

  it('carries PostgreSQL’s error fields, which the executor maps to its own codes', async () => {
    const error = await db.query(`insert into things (id, name) values (1, 'again')`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_pkey', table: 'things' });
    expect((error as Error).message).toMatch(/duplicate key value violates unique constraint "things_pkey"/);
    expect(toBackendError(error).code).toBe('unique');
    const check = await db.query(`insert into things (id, name) values (2, '')`).catch((e: unknown) => e);
    expect(toBackendError(check).code).toBe('constraint');
    const syntax = await db.query('select from where').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
  });

  it('commits a transaction’s work, and rolls all of it back when the work throws', async () => {
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(`insert into notes (body) values ('kept') returning id`);
      await tx.exec(`insert into notes (body) values ('kept too')`);
      return rows[0]!.id;
    });
    expect(id).toBeGreaterThan(0);
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into notes (body) values ('dropped')`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    // A failed statement inside: the transaction's error is PostgreSQL's, and nothing of it stays.
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into notes (body) values ('dropped too')`);
        await tx.query(`insert into things (id, name) values (1, 'duplicate')`);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query<{ body: string }>('select body from notes order by id');
    expect(rows.map((r) => r.body)).toEqual(['kept', 'kept too']);
  });

  it('answers concurrent queries and transactions, each transaction seeing only its own writes before commit', async () => {
    const inserts = Array.from({ length: 20 }, (_, i) =>
      db.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', [`many ${i}`]);
        const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from notes where body = $1`, [
          `many ${i}`,
        ]);
        return rows[0]!.n;
      }),
    );
    const reads = Array.from({ length: 20 }, () => db.query<{ one: number }>('select 1 as one'));
    expect(await Promise.all(inserts)).toEqual(Array.from({ length: 20 }, () => 1));
    expect((await Promise.all(reads)).map((r) => r.rows)).toEqual(Array.from({ length: 20 }, () => [{ one: 1 }]));
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from notes where body like 'many %'`);
    expect(rows).toEqual([{ n: 20 }]);
  });

  it('runs a transaction’s setup script with its BEGIN, for its work only; a failing setup fails it and keeps nothing', async () => {
    const claims = JSON.stringify({ role: 'authenticated', email: `o'brien\\x@example.com` });
    const seen = await db.transaction(
      async (tx) => {
        const { rows } = await tx.query<{ role: string; claims: string }>(
          `select current_setting('test.role') as role, current_setting('request.jwt.claims') as claims`,
        );
        return rows[0];
      },
      `select set_config('test.role', 'anon', true), set_config('request.jwt.claims', ${textLiteral(claims)}, true)`,
    );
    expect(seen).toEqual({ role: 'anon', claims });
    expect(JSON.parse(seen!.claims).email).toBe(`o'brien\\x@example.com`);
    // Local to the transaction: the next one (or a query outside) does not see it.
    const after = await db.query<{ role: string | null }>(`select current_setting('test.role', true) as role`);
    expect(after.rows[0]?.role ?? '').toBe('');

    let ran = false;
    await expect(
      db.transaction(async (tx) => {
        ran = true;
        await tx.query(`insert into notes (body) values ('never')`);
      }, `insert into notes (body) values ('setup'); select 1/0`),
    ).rejects.toMatchObject({ code: '22012' });
    expect(ran).toBe(false);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from notes where body in ('setup', 'never')`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('answers a batch’s statements, run again and again, as a query answers them, with every kind of value', async () => {
    await db.query(
      `insert into things (id, name, amount, big, day, at, tags, doc) values
         (101, 'Azur', 2400.5, 9007199254740000, '2027-03-01', '2027-03-01T10:00:00Z', '{a,b}', '{"k": [1]}'),
         (102, 'Corail', null, null, null, null, null, null)`,
    );
    const text = `select id, name, amount, big, day, at, tags, doc from things
                   where id = any($1) and (name <> $2 or $3::boolean) and coalesce(day, $4) >= $4 and ($5::jsonb is not null)
                   order by id`;
    const params = [[101, 102], 'nobody', true, '2000-01-01', { any: 'object' }];
    const expected = (await db.query(text, params)).rows;
    expect(expected).toHaveLength(2);
    for (let round = 0; round < 8; round++) expect(await db.batch([{ text, params }])).toEqual([expected]);
    // Other values for the same statement, and a null.
    expect(await db.batch([{ text, params: [[102], 'Corail', false, '2000-01-01', null] }])).toEqual([[]]);
    expect(await db.batch([{ text, params: [[102], 'Azur', false, '2000-01-01', {}] }])).toEqual([[expected[1]]]);
    await db.query('delete from things where id in (101, 102)');
  });

  it('answers a batch with the columns a table has now, after a migration changed them or its statements were deallocated', async () => {
    await db.exec('create table evolving (id int primary key, a text)');
    await db.query(`insert into evolving values (1, 'one')`);
    const statement = { text: 'select * from evolving where id = $1', params: [1] };
    for (let round = 0; round < 6; round++) expect(await db.batch([statement])).toEqual([[{ id: 1, a: 'one' }]]);
    await db.exec(`alter table evolving add column b text not null default 'new'`);
    expect(await db.batch([statement])).toEqual([[{ id: 1, a: 'one', b: 'new' }]]);
    // Prepared statements dropped behind the database's back are prepared again.
    await db.exec('deallocate all');
    expect(await db.batch([statement])).toEqual([[{ id: 1, a: 'one', b: 'new' }]]);
    await db.exec('drop table evolving');
  });

  it('runs a batch in one transaction after its setup, answering each statement’s rows; an error keeps none of it', async () => {
    const setup = `select set_config('test.role', 'batch', true)`;
    const answers = await db.batch<Record<string, unknown>>(
      [
        { text: `insert into notes (body) values ($1) returning body`, params: ['batched'] },
        {
          text: `select current_setting('test.role') as role, count(*)::int as n from notes where body = $1`,
          params: ['batched'],
        },
        { text: `select 1 as one where false`, params: [] },
      ],
      setup,
    );
    // The second statement saw the first one's row and the setup's setting: one transaction.
    expect(answers).toEqual([[{ body: 'batched' }], [{ role: 'batch', n: 1 }], []]);
    const after = await db.query<{ role: string | null }>(`select current_setting('test.role', true) as role`);
    expect(after.rows[0]?.role ?? '').toBe('');

    await expect(
      db.batch([
        { text: `insert into notes (body) values ('batch dropped')`, params: [] },
        { text: `insert into things (id, name) values (1, 'duplicate')`, params: [] },
        { text: `insert into notes (body) values ('batch never')`, params: [] },
      ]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'things_pkey' });
    await expect(db.batch([{ text: 'select 1', params: [] }], 'select 1/0')).rejects.toMatchObject({ code: '22012' });
    const { rows } = await db.query<{ body: string }>(`select body from notes where body like 'batch%' order by id`);
    expect(rows).toEqual([{ body: 'batched' }]);
    await db.query(`delete from notes where body = 'batched'`);
  });

  it('runs maintenance statements outside any transaction', async () => {
    await db.maintain('vacuum (analyze) things, notes');
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from things`);
    expect(rows).toEqual([{ n: 1 }]);
  });

  // PGlite's own: its settings and its dumps (not skipped on PostgreSQL, simply not its tests).
  if (variant !== 'postgres') {
    it('runs with the memory settings of decision 044', async () => {
      const { rows } = await db.query<{ setting: string }>(
        `select name || '=' || current_setting(name) as setting from pg_settings where name = any($1) order by name`,
        [PGLITE_SETTINGS.map((s) => s.split('=')[0])],
      );
      expect(rows.map((r) => r.setting)).toEqual([...PGLITE_SETTINGS].sort());
    });

    it('dumps a copy that opens in memory, in the worker or in process', async () => {
      const dump = await dumpPgliteDataDir(db);
      for (const inProcess of [false, true]) {
        const copy = await openSqlDatabase({ kind: 'pglite', dataDir: null }, { loadDataDir: dump, inProcess });
        expect((await copy.query<{ n: number }>(`select count(*)::int as n from notes`)).rows).toEqual([{ n: 22 }]);
        await copy.close();
      }
    });
  }
});

describe('PGlite in its worker thread', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'island-worker-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the folder’s lock until closed, and refuses queries after', async () => {
    const db = await openSqlDatabase({ kind: 'pglite', dataDir: dir });
    expect(readFileSync(path.join(dir, 'island-estates.lock'), 'utf8')).toBe(String(process.pid));
    await db.query('create table kept (n int)');
    await db.query('insert into kept values (7)');
    await db.close();
    expect(() => readFileSync(path.join(dir, 'island-estates.lock'))).toThrow();
    const error = await db.query('select 1').catch((e: unknown) => e);
    expect(toBackendError(error).code).toBe('unavailable');
    // What was written is on disk: another opener finds it.
    const again = await openSqlDatabase({ kind: 'pglite', dataDir: dir });
    expect((await again.query('select n from kept')).rows).toEqual([{ n: 7 }]);
    await again.close();
  });

  describe('in memory', () => {
    let db: SqlDatabase;
    beforeAll(async () => {
      db = await openSqlDatabase({ kind: 'pglite', dataDir: null });
    });
    afterAll(() => db.close());

    it('sends a batch as one message, where a transaction takes one for each statement, its BEGIN and its COMMIT', async () => {
      const sent = vi.spyOn(Worker.prototype, 'postMessage');
      try {
        const statements = [
          { text: 'select 1 as one', params: [] },
          { text: 'select $1::int as two', params: [2] },
        ];
        const setup = `select set_config('test.role', 'x', true)`;
        await db.transaction(async (tx) => {
          for (const { text, params } of statements) await tx.query(text, params);
        }, setup);
        expect(sent).toHaveBeenCalledTimes(4);
        sent.mockClear();
        expect(await db.batch(statements, setup)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
        expect(sent).toHaveBeenCalledTimes(1);
      } finally {
        sent.mockRestore();
      }
    });

    it('keeps a batch’s statements prepared: parsed once, whatever their values', async () => {
      const text = 'select $1::int + 1 as next /* prepared-once */';
      for (let value = 0; value < 5; value++)
        expect(await db.batch([{ text, params: [value] }])).toEqual([[{ next: value + 1 }]]);
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from pg_prepared_statements where statement like '%prepared-once%' and statement not like '%pg_prepared%'`,
      );
      expect(rows).toEqual([{ n: 1 }]);
    });

    it('keeps the main thread free while a long query runs', async () => {
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 10);
      // A second or more of PostgreSQL's own work, on the worker.
      await db.query('select count(*) from generate_series(1, 3000000) a, generate_series(1, 1) b');
      clearInterval(timer);
      // The interval kept firing meanwhile; on the main thread it could not have fired once.
      expect(ticks).toBeGreaterThan(5);
    });
  });
});
