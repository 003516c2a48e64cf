import { beforeAll, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '#app/domain/booking/dates';
import { entrySummary, itemLabel } from '#app/domain/history/history';
import { invoiceReference, type InvoiceLine } from '#app/domain/payments/documents';
import { BackendError, eq, type QueryRunner } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor, type Actor } from '#app/server/backend/sql-executor.server';
import type { SqlClient, SqlDatabase } from '#app/server/db/sql-database.server';
import { historyQueries } from '#app/server/history/queries.server';
import { invoiceQueries, type IssueInvoice } from '#app/server/payments/invoices.server';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertRental } from '#tests/helpers/fixtures';

/**
 * Invoices numbered without gaps (issue 28, item 7; supabase/migrations/…_invoices.sql), on PGlite and
 * PostgreSQL: numbers follow each other per legal entity; an issue that rolls back gives its number back; two
 * issuers on two connections queue on the series' counter and get contiguous, distinct numbers; an issued
 * invoice is never changed or deleted; only owners and admins keep the legal entities, visitors see nothing.
 */

const LINES: InvoiceLine[] = [
  { label: '7 nights × $2,400 — High season', amount: 1_680_000, kind: 'charge' },
  { label: 'Sint Maarten tax (5%)', amount: 84_000, kind: 'tax' },
];

const staff = (userId: string): Actor => ({ role: 'authenticated', userId, aal: 'aal2' });

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'accepted';
  } catch (error) {
    if (error instanceof BackendError)
      return `${error.code}${error.details?.constraint ? ` ${error.details.constraint}` : ''}`;
    const e = error as { code?: string; constraint?: string };
    return `${e.code}${e.constraint ? ` ${e.constraint}` : ''}`;
  }
}

/** Switches a transaction to a member's role and claims, as the SQL executor does for each request. */
async function actAs(tx: SqlClient, userId: string): Promise<void> {
  await tx.query(
    `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
            set_config('request.jwt.claim.sub', $2, true)`,
    [JSON.stringify({ role: 'authenticated', sub: userId, aal: 'aal2' }), userId],
  );
}

const ISSUE_SQL = `select number from public.issue_invoice($1, $2, $3, 'USD', 1764000, $4::jsonb, 'en')`;

describe.each(ENGINES)('invoices numbered without gaps on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let db: SqlDatabase;
  let owner: string;
  let admin: string;
  let agent: string;
  let outsider: string;
  let stayId: string;
  let entityId: string;
  let otherEntityId: string;
  let ownerRunner: QueryRunner;

  beforeAll(async () => {
    db = database().db;
    owner = await createUser(db, { staff: true, role: 'owner' });
    admin = await createUser(db, { staff: true, role: 'admin' });
    agent = await createUser(db, { staff: true, role: 'agent' });
    outsider = await createUser(db, { staff: false });
    ownerRunner = sqlExecutor(db, staff(owner));
    const rentalId = await insertRental(db, { title: 'Villa Ledger', island: 'Sint Maarten' });
    const { rows } = await db.query<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
       values ($1, '2031-03-01', '2031-03-08', 'confirmed', 'staff', 'Grace Guest', 'grace@example.com', 2) returning id`,
      [rentalId],
    );
    stayId = rows[0]!.id;
    const entities = await sqlExecutor(db, staff(admin)).run({
      kind: 'insert',
      table: 'legal_entities',
      values: {
        name: 'Island Estates SXM B.V.',
        address: 'Front Street 1\nPhilipsburg, Sint Maarten',
        registration_number: 'KvK 123456',
        island: 'Sint Maarten',
        invoice_prefix: 'IE-SXM',
      },
      returning: ['id'],
    });
    entityId = entities.rows[0]!.id as string;
    const other = await sqlExecutor(db, staff(owner)).run({
      kind: 'insert',
      table: 'legal_entities',
      values: { name: 'Island Estates SAS', island: 'Saint Barthélemy', invoice_prefix: 'IE-SBH' },
      returning: ['id'],
    });
    otherEntityId = other.rows[0]!.id as string;
  });

  /** Issues an invoice of the stay as the owner (or `runner`'s actor); `issuedOn` as 'YYYY-MM-DD'. */
  const issue = (
    { issuedOn = '2026-11-20', ...overrides }: Omit<Partial<IssueInvoice>, 'issuedOn'> & { issuedOn?: string } = {},
    runner: QueryRunner = ownerRunner,
  ) =>
    invoiceQueries(runner).issueInvoice({
      stayId,
      legalEntityId: entityId,
      issuedOn: parseCalendarDate(issuedOn)!,
      currency: 'USD',
      lines: LINES,
      language: 'en',
      ...overrides,
    });

  it('numbers a series 1, 2, 3 and prints the number as the domain does', async () => {
    const issued = [await issue(), await issue({ language: 'fr' }), await issue({ issuedOn: '2026-11-21' })];
    expect(issued.map((invoice) => invoice.number)).toEqual([1, 2, 3]);
    expect(issued.map((invoice) => invoice.reference)).toEqual([1, 2, 3].map((n) => invoiceReference('IE-SXM', n)));
    expect(issued[0]).toMatchObject({
      stay_id: stayId,
      series: 'IE-SXM',
      currency: 'USD',
      total: 1_764_000,
      lines: LINES,
      language: 'en',
      issued_by: owner,
      issuer: { name: 'Island Estates SXM B.V.', registrationNumber: 'KvK 123456', island: 'Sint Maarten' },
    });
    const listed = await invoiceQueries(sqlExecutor(db, staff(agent))).listInvoices(stayId);
    expect(listed.map((invoice) => invoice.reference)).toEqual(['IE-SXM-000001', 'IE-SXM-000002', 'IE-SXM-000003']);
    // Its own history, on the stay's.
    const history = await historyQueries(sqlExecutor(db, staff(agent))).itemHistory('stays', stayId);
    expect(history.map(entrySummary).reverse()).toEqual([
      'Invoice issued: IE-SXM-000001',
      'Invoice issued: IE-SXM-000002',
      'Invoice issued: IE-SXM-000003',
    ]);
    expect(history[0]).toMatchObject({ actor_kind: 'staff', actor_id: owner });
    const entities = await historyQueries(sqlExecutor(db, staff(admin))).itemHistory('legal_entities', entityId);
    expect(entities.map((entry) => itemLabel(entry))).toEqual(['Legal entity · Island Estates SXM B.V.']);
    expect(invoiceReference('IE-SXM', 1_234_567)).toBe('IE-SXM-1234567');
  });

  it('gives a rolled-back issue’s number to the next one: no gap', async () => {
    const before = await issue({ issuedOn: '2026-11-22' });
    const taken = await db
      .transaction(async (tx) => {
        await actAs(tx, owner);
        const { rows } = await tx.query<{ number: number }>(ISSUE_SQL, [
          stayId,
          entityId,
          '2026-11-22',
          JSON.stringify(LINES),
        ]);
        expect(rows[0]!.number).toBe(before.number + 1);
        throw new Error('the PDF could not be drawn');
      })
      .catch((error: Error) => error.message);
    expect(taken).toBe('the PDF could not be drawn');
    const after = await issue({ issuedOn: '2026-11-22' });
    expect(after.number).toBe(before.number + 1);
    // Another series counts on its own.
    const sbh = await db.query<{ n: number }>(
      'select count(*)::int as n from public.invoices where legal_entity_id = $1',
      [otherEntityId],
    );
    expect(sbh.rows[0]!.n).toBe(0);
  });

  it('gives issuers at the same moment contiguous, distinct numbers', async () => {
    const { rows } = await db.query<{ last: number }>(
      'select coalesce(max(number), 0) as last from public.invoices where legal_entity_id = $1',
      [entityId],
    );
    const last = rows[0]!.last;
    // Each call is its own transaction (on PostgreSQL, on a connection of its own from the pool).
    const issued = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        issue({ issuedOn: '2026-11-23' }, sqlExecutor(db, staff(i % 2 ? agent : admin))),
      ),
    );
    expect(issued.map((invoice) => invoice.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 8 }, (_, i) => last + 1 + i),
    );
  });

  // Two connections, one waiting on the other's transaction: PostgreSQL's (PGlite has one connection).
  if (engine === 'postgres')
    it('makes a second issuer wait for the first one’s transaction, then take the next number or the same one', async () => {
      const next = async () =>
        (
          await db.query<{ next: number }>(
            'select coalesce(max(number), 0) + 1 as next from public.invoices where legal_entity_id = $1',
            [entityId],
          )
        ).rows[0]!.next;

      for (const firstCommits of [true, false]) {
        const expected = await next();
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let firstTook = 0;
        const first = db
          .transaction(async (tx) => {
            await actAs(tx, owner);
            const { rows } = await tx.query<{ number: number }>(ISSUE_SQL, [
              stayId,
              entityId,
              '2026-11-24',
              JSON.stringify(LINES),
            ]);
            firstTook = rows[0]!.number;
            await gate;
            if (!firstCommits) throw new Error('rolled back');
          })
          .catch(() => undefined);
        while (firstTook === 0) await new Promise((resolve) => setTimeout(resolve, 10));
        // Second connection: it must queue behind the first issuer's counter row.
        let secondDone = false;
        const second = issue({ issuedOn: '2026-11-24' }, sqlExecutor(db, staff(agent))).then((invoice) => {
          secondDone = true;
          return invoice;
        });
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(secondDone).toBe(false);
        release();
        await first;
        const invoice = await second;
        expect(firstTook).toBe(expected);
        expect(invoice.number).toBe(firstCommits ? expected + 1 : expected);
      }
    });

  it('refuses to change or delete an issued invoice, even to the database’s owner', async () => {
    const [invoice] = await invoiceQueries(ownerRunner).listInvoices(stayId);
    expect(await refusal(() => db.query('update public.invoices set total = 0 where id = $1', [invoice!.id]))).toBe(
      '42501',
    );
    expect(await refusal(() => db.query('delete from public.invoices where id = $1', [invoice!.id]))).toBe('42501');
    expect(await refusal(() => db.query('truncate public.invoices'))).toMatch(/^(42501|0A000)/);
    // Through the API: no privilege at all.
    expect(
      await refusal(() =>
        ownerRunner.run({ kind: 'update', table: 'invoices', values: { total: 0 }, where: [eq('id', invoice!.id)] }),
      ),
    ).toBe('permission');
    expect(
      await refusal(() => ownerRunner.run({ kind: 'delete', table: 'invoices', where: [eq('id', invoice!.id)] })),
    ).toBe('permission');
    expect(
      await refusal(() =>
        ownerRunner.run({
          kind: 'insert',
          table: 'invoices',
          values: { legal_entity_id: entityId, series: 'IE-SXM', number: 999, stay_id: stayId, total: 0 },
        }),
      ),
    ).toBe('permission');
  });

  it('refuses lines that do not add up, a date before the series’ last, another island’s entity, a future date', async () => {
    const wrongTotal = () =>
      ownerRunner.run({
        kind: 'rpc',
        fn: 'issue_invoice',
        args: {
          p_stay_id: stayId,
          p_legal_entity_id: entityId,
          p_issued_on: '2026-11-25',
          p_currency: 'USD',
          p_total: 5,
          p_lines: LINES,
          p_language: 'en',
        },
      });
    expect(await refusal(wrongTotal)).toBe('constraint invoices_total');
    expect(await refusal(() => issue({ issuedOn: '2026-11-01' }))).toBe('constraint invoices_issued_on_order');
    expect(await refusal(() => issue({ legalEntityId: otherEntityId }))).toBe('constraint invoices_entity_island');
    expect(await refusal(() => issue({ issuedOn: '2099-01-01' }))).toBe('constraint invoices_issued_on');
    expect(await refusal(() => issue({ lines: [{ label: '', amount: 5, kind: 'charge' }] }))).toBe(
      'constraint invoices_lines',
    );
  });

  it('lets staff issue, and nobody else; owners and admins keep the legal entities, agents and visitors cannot', async () => {
    expect(await refusal(() => issue({ issuedOn: '2026-11-26' }, sqlExecutor(db, staff(agent))))).toBe('accepted');
    expect(await refusal(() => issue({ issuedOn: '2026-11-26' }, sqlExecutor(db, staff(outsider))))).toBe('permission');
    expect(await refusal(() => issue({ issuedOn: '2026-11-26' }, sqlExecutor(db, ANONYMOUS)))).toBe('permission');

    const rename = (actor: Actor, name: string) =>
      sqlExecutor(db, actor).run({
        kind: 'update',
        table: 'legal_entities',
        values: { name },
        where: [eq('id', entityId)],
        returning: ['name'],
      });
    expect((await rename(staff(admin), 'Island Estates Sint Maarten B.V.')).rows).toEqual([
      { name: 'Island Estates Sint Maarten B.V.' },
    ]);
    // An agent's update matches no row (row level security); a visitor has no privilege at all.
    expect((await rename(staff(agent), 'Agent & Co')).rows).toEqual([]);
    expect(await refusal(() => rename(ANONYMOUS, 'Visitor & Co'))).toBe('permission');
    expect(
      await refusal(() =>
        sqlExecutor(db, staff(agent)).run({
          kind: 'insert',
          table: 'legal_entities',
          values: { name: 'Agent & Co', invoice_prefix: 'AGENT' },
        }),
      ),
    ).toBe('permission');
    expect(
      await refusal(() => sqlExecutor(db, ANONYMOUS).run({ kind: 'select', table: 'legal_entities', columns: ['id'] })),
    ).toBe('permission');
    expect(
      await refusal(() => sqlExecutor(db, ANONYMOUS).run({ kind: 'select', table: 'invoices', columns: ['id'] })),
    ).toBe('permission');
    // The counter is out of every API role's reach (no way to skip numbers by hand).
    expect(
      await refusal(() =>
        db.transaction(async (tx) => {
          await actAs(tx, owner);
          await tx.query('update app_private.invoice_counters set next_number = next_number + 10');
        }),
      ),
    ).toBe('42501');
    const { rows } = await db.query<{ name: string }>('select name from public.legal_entities where id = $1', [
      entityId,
    ]);
    expect(rows[0]!.name).toBe('Island Estates Sint Maarten B.V.');
    // A signed-in user who is not staff reads nothing.
    const seen = await sqlExecutor(db, staff(outsider)).run({ kind: 'select', table: 'invoices', columns: ['id'] });
    expect(seen.rows).toEqual([]);
  });
});
