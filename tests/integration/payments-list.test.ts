import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '#app/domain/booking/dates';
import { DEFAULT_BOOKING_TERMS } from '#app/domain/booking/terms';
import type { Currency } from '#app/domain/currency/currency';
import { DEFAULT_CANCELLATION_SCALE } from '#app/domain/payments/cancellation';
import { fixPaymentSchedule } from '#app/domain/payments/schedule';
import { freezeStayTerms } from '#app/domain/payments/terms';
import * as dashboardRoute from '#app/routes/admin/dashboard';
import * as exportRoute from '#app/routes/admin/payments-export';
import * as listRoute from '#app/routes/admin/payments';
import { staffContext } from '#app/server/auth/auth.server';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { createBackend } from '#tests/helpers/backend';
import { islandDay, load, signInStaff, staffRequestContext, type SignedInStaff } from '#tests/helpers/booking-desk';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertRental, requestContext } from '#tests/helpers/fixtures';

/**
 * The staff's payments list (/admin/payments), its CSV and the dashboard's cash expected, through their route
 * modules on PGlite and PostgreSQL: every stay with a schedule in one row, filtered by status, a search,
 * villa, next due dates and currency (bad parameters mean "all"), with totals per currency summed by the
 * database, kept between writes and fresh after any; agents read it, visitors are sent to /login.
 */

type Handler = (args: never) => unknown;
type ListData = Awaited<ReturnType<typeof listRoute.loader>>;
type DashboardData = Extract<Awaited<ReturnType<typeof dashboardRoute.loader>>, { state: 'ready' }>;

const T = islandDay(0);
const at = (offset: number): CalendarDate => addDays(T, offset);

describe.each(ENGINES)('the payments list on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let owner: SignedInStaff;
  let agent: SignedInStaff;
  const villas = {} as Record<'a' | 'b', string>;
  const stays = {} as Record<'overdue' | 'awaiting' | 'deposit' | 'refund' | 'paid' | 'settled', string>;
  const references = {} as Record<keyof typeof stays, string>;

  const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;

  /** A confirmed stay of `total` whole units fixed on `fixedOn` (deposit due a week later, balance 60 days before arrival). */
  async function stayWithSchedule(
    rentalId: string,
    {
      total,
      currency,
      fixedOn,
      checkIn,
    }: { total: number; currency: Currency; fixedOn: CalendarDate; checkIn: CalendarDate },
  ) {
    const checkOut = addDays(checkIn, 7);
    const quote = { total, securityDeposit: 0, festive: false, currency };
    const [stay] = await q<{ id: string; reference: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests, quote)
       values ($1, $2, $3, 'confirmed', 'staff', 'Grace Guest', 'grace@example.com', 2, $4) returning id, reference`,
      [rentalId, checkIn, checkOut, JSON.stringify(quote)],
    );
    const schedule = fixPaymentSchedule(
      { checkIn, checkOut, ...quote },
      { depositPercent: 30, depositDueDays: 7, balanceDaysBefore: 60, festiveBalanceDaysBefore: 90 },
      fixedOn,
    );
    const terms = freezeStayTerms(DEFAULT_BOOKING_TERMS, DEFAULT_CANCELLATION_SCALE, null);
    await q('select public.fix_payment_schedule($1, $2)', [stay!.id, JSON.stringify({ ...schedule, terms })]);
    return stay!;
  }

  const pay = (stayId: string, amount: number) =>
    q(
      `insert into public.payment_entries (stay_id, kind, amount, received_on, method)
       values ($1, 'payment', $2, $3, 'bank-transfer')`,
      [stayId, amount, at(-1)],
    );

  function contextOf(staff: SignedInStaff, role: 'owner' | 'agent') {
    if (role === 'owner') return staffRequestContext(database().db, staff);
    const context = requestContext(database().db);
    context.set(staffContext, {
      user: {
        id: staff.userId,
        email: staff.email,
        name: '',
        role,
        secondFactor: { enrolled: true, assurance: 'aal2', verifiedAt: null },
      },
      capabilities: createBackend(
        sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId: staff.userId, email: staff.email }),
      ),
    });
    return context;
  }

  const list = async (search = '', role: 'owner' | 'agent' = 'owner') =>
    (await load(
      listRoute.loader as Handler,
      `/admin/payments${search}`,
      contextOf(role === 'owner' ? owner : agent, role),
    )) as ListData;
  const listed = async (search = '') => (await list(search)).rows.map((row) => row.reference);
  const csv = async (search = '') => {
    const response = (await load(
      exportRoute.loader as Handler,
      `/admin/payments/export.csv${search}`,
      contextOf(owner, 'owner'),
    )) as Response;
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    return (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  };

  beforeAll(async () => {
    const { db } = database();
    owner = await signInStaff(
      db,
      `list-owner-${engine}@example.com`,
      engine === 'pglite' ? '192.0.2.94' : '192.0.2.95',
    );
    agent = await signInStaff(
      db,
      `list-agent-${engine}@example.com`,
      engine === 'pglite' ? '192.0.2.96' : '192.0.2.97',
    );
    await db.query(`update public.staff_members set role = 'agent' where user_id = $1`, [agent.userId]);
    villas.a = await insertRental(db, { title: 'Villa Anse', max_guests: 8, min_stay_days: 1 });
    villas.b = await insertRental(db, { title: 'Villa Baie', max_guests: 8, min_stay_days: 1 });

    // Fixed ten days ago: the $3,000 deposit was due three days ago and has not come (balance due in 60 days).
    const overdue = await stayWithSchedule(villas.a, {
      total: 10_000,
      currency: 'USD',
      fixedOn: at(-10),
      checkIn: at(120),
    });
    // Fixed today: the $6,000 deposit is due in a week; the balance in 140 days.
    const awaiting = await stayWithSchedule(villas.a, { total: 20_000, currency: 'USD', fixedOn: T, checkIn: at(200) });
    // €2,400 deposit received; the €5,600 balance is due in 70 days.
    const deposit = await stayWithSchedule(villas.b, { total: 8_000, currency: 'EUR', fixedOn: T, checkIn: at(130) });
    await pay(deposit.id, 240_000);
    // €5,000 due, €5,100 received: €100 to refund.
    const refund = await stayWithSchedule(villas.b, { total: 5_000, currency: 'EUR', fixedOn: T, checkIn: at(300) });
    await pay(refund.id, 510_000);
    const paid = await stayWithSchedule(villas.a, { total: 4_000, currency: 'USD', fixedOn: T, checkIn: at(320) });
    await pay(paid.id, 400_000);
    // Cancelled with its $1,200 deposit retained, which it paid: settled.
    const settled = await stayWithSchedule(villas.a, { total: 4_000, currency: 'USD', fixedOn: T, checkIn: at(340) });
    await pay(settled.id, 120_000);
    await q('select public.cancel_stay($1, $2)', [settled.id, 120_000]);

    Object.assign(stays, {
      overdue: overdue.id,
      awaiting: awaiting.id,
      deposit: deposit.id,
      refund: refund.id,
      paid: paid.id,
      settled: settled.id,
    });
    Object.assign(references, {
      overdue: overdue.reference,
      awaiting: awaiting.reference,
      deposit: deposit.reference,
      refund: refund.reference,
      paid: paid.reference,
      settled: settled.reference,
    });
  });

  it('lists every stay with a schedule by next due date, with its ledger in words and totals per currency', async () => {
    const data = await list();
    expect(data.failed).toBe(false);
    expect(data.total).toBe(6);
    // Next due: the overdue deposit (3 days ago), the deposit in a week, the balance in 70 days; then nothing
    // due, by reference.
    expect(data.rows.slice(0, 3).map((row) => row.reference)).toEqual([
      references.overdue,
      references.awaiting,
      references.deposit,
    ]);
    expect(data.rows.slice(3).map((row) => row.reference)).toEqual(
      [references.refund, references.paid, references.settled].sort(),
    );
    expect(data.rows[0]).toMatchObject({
      stay_id: stays.overdue,
      villa: 'Villa Anse',
      guest_name: 'Grace Guest',
      check_in: at(120),
      status: 'overdue',
      currency: 'USD',
      next_kind: 'deposit',
      next_due: at(-3),
      next_amount: 300_000,
      received: 0,
      outstanding: 1_000_000,
      overdue: 300_000,
    });
    expect(data.rows.find((row) => row.stay_id === stays.refund)).toMatchObject({
      status: 'refund-due',
      to_refund: 10_000,
      next_due: null,
    });
    expect(data.rows.find((row) => row.stay_id === stays.settled)?.status).toBe('settled');
    // Dollars and euros never added together.
    expect(data.totals).toEqual([
      { currency: 'EUR', stays: 2, outstanding: 560_000, overdue: 0, toRefund: 10_000 },
      { currency: 'USD', stays: 4, outstanding: 3_000_000, overdue: 300_000, toRefund: 0 },
    ]);
    expect(data.villa).toBeNull();
  });

  it('filters by status, villa, next due dates and currency, the totals following the filter', async () => {
    expect(await listed('?status=due')).toEqual([references.awaiting, references.deposit]);
    const overdue = await list('?status=overdue');
    expect(overdue.rows.map((row) => row.reference)).toEqual([references.overdue]);
    expect(overdue.totals).toEqual([
      { currency: 'USD', stays: 1, outstanding: 1_000_000, overdue: 300_000, toRefund: 0 },
    ]);
    expect(await listed('?status=refund-due')).toEqual([references.refund]);
    expect(await listed('?status=paid-in-full')).toEqual([references.paid]);
    expect(await listed('?status=settled')).toEqual([references.settled]);
    expect(await listed(`?rental=${villas.b}`)).toEqual([references.deposit, references.refund]);
    const euros = await list('?currency=EUR');
    expect(euros.rows.map((row) => row.reference)).toEqual([references.deposit, references.refund]);
    expect(euros.totals.map((line) => line.currency)).toEqual(['EUR']);
    expect(await listed(`?from=${at(5)}&to=${at(10)}`)).toEqual([references.awaiting]);
    expect(await listed(`?from=${at(-5)}&to=${at(0)}&rental=${villas.a}`)).toEqual([references.overdue]);
    expect(await listed(`?status=due&currency=USD&rental=${villas.b}`)).toEqual([]);
    // A link filtered by one villa names it, so the filter shows what it is.
    expect((await list(`?rental=${villas.b}`)).villa).toBe('Villa Baie');
  });

  it('searches the reference, the guest and the villa by name, whatever the case, taking what is typed literally', async () => {
    expect(await listed('?search=BAIE')).toEqual([references.deposit, references.refund]);
    expect(await listed(`?search=${references.paid.toLowerCase()}`)).toEqual([references.paid]);
    expect(await listed(`?search=${encodeURIComponent(references.paid.slice(3))}`)).toEqual([references.paid]);
    expect((await list('?search=grace+guest')).total).toBe(6);
    const search = await list('?search=%20anse%20&currency=USD&status=overdue');
    expect(search.state.search).toBe('anse');
    expect(search.rows.map((row) => row.reference)).toEqual([references.overdue]);
    expect(search.totals).toEqual([
      { currency: 'USD', stays: 1, outstanding: 1_000_000, overdue: 300_000, toRefund: 0 },
    ]);
    // LIKE's wildcards are letters like any other.
    expect(await listed('?search=%25')).toEqual([]);
    expect(await listed('?search=Villa_Anse')).toEqual([]);
    expect(await listed('?search=nobody')).toEqual([]);
  });

  it('shows at once what changed since the list was last read, whoever wrote it', async () => {
    const before = await list('?search=Villa+Baie');
    expect(before.rows.find((row) => row.stay_id === stays.deposit)?.received).toBe(240_000);
    // Written straight into the database, as another instance, a job or an operator in psql would.
    await pay(stays.deposit, 10_000);
    await q(`update public.rentals set title = 'Villa Baie Rouge' where id = $1`, [villas.b]);
    await q(`update public.stays set guest_name = 'Ada Guest' where id = $1`, [stays.deposit]);
    const after = await list('?search=Villa+Baie');
    expect(after.rows.find((row) => row.stay_id === stays.deposit)).toMatchObject({
      received: 250_000,
      villa: 'Villa Baie Rouge',
      guest_name: 'Ada Guest',
    });
    expect(after.totals.find((line) => line.currency === 'EUR')?.outstanding).toBe(550_000);
    // A write that is rolled back changes nothing, and the list says so.
    await expect(
      database().db.transaction(async (tx) => {
        await tx.query(`update public.rentals set title = 'Villa Never' where id = $1`, [villas.b]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await list('?search=Villa+Baie')).rows.map((row) => row.villa)).toEqual([
      'Villa Baie Rouge',
      'Villa Baie Rouge',
    ]);
    // As it was, for the tests that follow.
    await q(`update public.rentals set title = 'Villa Baie' where id = $1`, [villas.b]);
    await q(`update public.stays set guest_name = 'Grace Guest' where id = $1`, [stays.deposit]);
    await q(
      `insert into public.payment_entries (stay_id, kind, amount, received_on, method, reason)
       values ($1, 'refund', -10000, $2, 'bank-transfer', 'Paid twice')`,
      [stays.deposit, at(-1)],
    );
  });

  it('falls back to the whole list for parameters it cannot read', async () => {
    const data = await list('?status=bogus&rental=not-a-uuid&from=2026-13-45&to=tomorrow&currency=GBP&page=0');
    expect(data.state).toEqual({ status: 'all', page: 1 });
    expect(data.total).toBe(6);
    // A page past the end is empty, with the count still there.
    const beyond = await list('?page=9');
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(6);
  });

  it('exports the filtered list as CSV: whole units to the cent beside one currency column', async () => {
    const lines = await csv();
    expect(lines[0]).toBe(
      'Reference,Villa,Guest,Arrival,Departure,Status,Next due,Next due date,Next amount,Due,Received,Outstanding,Overdue,To refund,Currency',
    );
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe(
      `${references.overdue},Villa Anse,Grace Guest,${at(120)},${at(127)},Overdue,Deposit,${at(-3)},3000.00,10000.00,0.00,10000.00,3000.00,0.00,USD`,
    );
    const euros = await csv('?currency=EUR&status=refund-due');
    expect(euros).toHaveLength(2);
    expect(euros[1]).toBe(
      `${references.refund},Villa Baie,Grace Guest,${at(300)},${at(307)},Refund due,,,,5000.00,5100.00,0.00,0.00,100.00,EUR`,
    );
  });

  it('lets agents read the list, and sends visitors to /login', async () => {
    const data = await list('?status=overdue', 'agent');
    expect(data.rows.map((row) => row.reference)).toEqual([references.overdue]);
    for (const [loader, path] of [
      [listRoute.loader, '/admin/payments'],
      [exportRoute.loader, '/admin/payments/export.csv'],
    ] as const) {
      const refused = await load(loader as Handler, path, requestContext(database().db));
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=/);
    }
    // The database says the same to a visitor who calls it directly.
    const anonymous = createBackend(sqlExecutor(database().db, { role: 'anon' }));
    await expect(
      anonymous
        .use((runner) => runner)
        .run({
          kind: 'rpc',
          fn: 'payment_list',
          args: {
            p_on: T,
            p_status: null,
            p_rental: null,
            p_from: null,
            p_to: null,
            p_currency: null,
            p_limit: 25,
            p_offset: 0,
          },
        }),
    ).rejects.toMatchObject({ code: 'permission' });
    await expect(
      anonymous.use((runner) => runner).run({ kind: 'rpc', fn: 'payment_list_version', args: {} }),
    ).rejects.toMatchObject({ code: 'permission' });
  });

  it('shows the dashboard the cash expected in the next 90 days per currency, linking to the list on those dates', async () => {
    const data = (await load(dashboardRoute.loader as Handler, '/admin', contextOf(owner, 'owner'))) as DashboardData;
    expect(data.state).toBe('ready');
    // $6,000 deposit in a week and $7,000 balance in 60 days; €5,600 balance in 70 days. Not the overdue
    // deposit (before today), the $14,000 balance in 140 days, nor what is paid or closed.
    expect(data.cash).toEqual({
      today: T,
      days: 90,
      amounts: [
        { currency: 'EUR', amount: 560_000, instalments: 1, stays: 1 },
        { currency: 'USD', amount: 1_300_000, instalments: 2, stays: 2 },
      ],
    });
    const agentView = (await load(
      dashboardRoute.loader as Handler,
      '/admin',
      contextOf(agent, 'agent'),
    )) as DashboardData;
    expect(agentView.cash?.amounts).toEqual(data.cash?.amounts);
  });
});
