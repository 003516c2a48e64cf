import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { DEFAULT_BOOKING_TERMS } from '#app/domain/booking/terms';
import { summarizeLedger } from '#app/domain/payments/ledger';
import type { PaymentLedgerRow } from '#app/domain/payments/rows';
import { fixPaymentSchedule, type PaymentSchedule } from '#app/domain/payments/schedule';
import { freezeStayTerms } from '#app/domain/payments/terms';
import { DEFAULT_CANCELLATION_SCALE } from '#app/domain/payments/cancellation';
import { BackendError } from '#app/server/backend/query';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { paymentQueries } from '#app/server/payments/queries.server';
import { entryFromRow, ensureSchedule } from '#app/server/payments/stay-payments.server';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { insertRental } from '#tests/helpers/fixtures';

/**
 * Payments in the database (supabase/migrations/…_payments.sql), on PGlite and PostgreSQL:
 * - what a stay owes is computed once in SQL (payment_ledger) and agrees with the domain's summarizeLedger on
 *   every day of a moved clock, for stays unpaid, part-paid, paid, over-paid, refunded, reversed, cancelled;
 * - a schedule is fixed once and the ledger is append-only, whoever asks;
 * - agents record payments, only owners and admins refunds and reversals; visitors read and write nothing;
 * - recording an option's deposit confirms it (unless the terms say staff confirm by hand); moving an
 *   option's deadline moves its deposit's due date; cancelling closes the schedule with what it retains.
 */

const TODAY = islandToday();
const at = (offset: number): CalendarDate => addDays(TODAY, offset);

describe.each(ENGINES)('payments on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let db: SqlDatabase;
  let rentalId: string;
  const as = {} as Record<'owner' | 'agent' | 'anon', Backend>;
  let nextNight = at(200);

  beforeAll(async () => {
    db = database().db;
    rentalId = await insertRental(db, { title: 'Villa Ledger', max_guests: 6, min_stay_days: 1 });
    for (const role of ['owner', 'agent'] as const) {
      const userId = await createUser(db, { staff: true, role });
      as[role] = createBackend(
        sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` }),
      );
    }
    as.anon = createBackend(sqlExecutor(db, { role: 'anon' }));
  });

  /** A guest's stay with a quote of `total` dollars, on nights of its own. */
  async function insertStay(
    status: 'option' | 'confirmed',
    total = 12_345,
    { checkIn = nextNight, nights = 7 }: { checkIn?: CalendarDate; nights?: number } = {},
  ): Promise<string> {
    if (checkIn === nextNight) nextNight = addDays(nextNight, nights + 1);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests,
                                 quote, option_expires_at)
       values ($1, $2, $3, $4, 'staff', 'Grace Guest', 'grace@example.com', 2, $5, $6) returning id`,
      [
        rentalId,
        checkIn,
        addDays(checkIn, nights),
        status,
        JSON.stringify({ total, securityDeposit: 5000, festive: false, currency: 'USD' }),
        status === 'option' ? new Date(Date.now() + 5 * 86_400_000).toISOString() : null,
      ],
    );
    return rows[0]!.id;
  }

  /** Fixes `schedule` on the stay as the database's owner (dates in the past need no clock). */
  async function fix(stayId: string, schedule: PaymentSchedule) {
    const terms = freezeStayTerms(DEFAULT_BOOKING_TERMS, DEFAULT_CANCELLATION_SCALE, null);
    await db.query('select public.fix_payment_schedule($1, $2)', [stayId, JSON.stringify({ ...schedule, terms })]);
  }

  async function entry(stayId: string, values: Record<string, unknown>): Promise<string> {
    const columns = Object.keys(values);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.payment_entries (stay_id, ${columns.join(', ')})
       values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
      [stayId, ...Object.values(values)],
    );
    return rows[0]!.id;
  }

  const pay = (stayId: string, amount: number, on: CalendarDate) =>
    entry(stayId, { kind: 'payment', amount, received_on: on, method: 'bank-transfer' });

  async function sqlLedger(stayId: string, on: CalendarDate): Promise<PaymentLedgerRow> {
    const { rows } = await db.query<PaymentLedgerRow>('select * from public.payment_ledger($1) where stay_id = $2', [
      on,
      stayId,
    ]);
    // The one stay's computation says the same as every stay's.
    const one = await db.query<PaymentLedgerRow>('select * from public.payment_ledger($1, $2)', [on, stayId]);
    expect(one.rows).toEqual(rows);
    return rows[0]!;
  }

  async function domainLedger(stayId: string, schedule: PaymentSchedule, on: CalendarDate) {
    const { rows } = await db.query<{ retained: number | null }>(
      'select retained from public.payment_schedules where stay_id = $1',
      [stayId],
    );
    const entries = await as.owner.use(paymentQueries).listEntries(stayId);
    const retained = rows[0]!.retained;
    return summarizeLedger(
      schedule,
      entries.map(entryFromRow),
      on,
      retained === null ? {} : { retainedAfterCancellation: retained },
    );
  }

  it('computes what a stay owes in SQL exactly as the domain does, on every day of a moved clock', async () => {
    const scenarios: { name: string; record: (stayId: string) => Promise<void>; close?: number }[] = [
      { name: 'unpaid', record: async () => {} },
      { name: 'part of the deposit', record: async (id) => void (await pay(id, 100_000, at(-4))) },
      { name: 'the deposit', record: async (id) => void (await pay(id, 370_400, at(-4))) },
      {
        name: 'everything, in three wires',
        record: async (id) => {
          await pay(id, 370_400, at(-4));
          await pay(id, 864_100, at(-2));
          await pay(id, 500_000, at(-1));
        },
      },
      { name: 'over-paid', record: async (id) => void (await pay(id, 2_000_000, at(-2))) },
      {
        name: 'a payment reversed',
        record: async (id) => {
          const wrong = await pay(id, 370_400, at(-4));
          await entry(id, {
            kind: 'reversal',
            amount: 0,
            received_on: at(-1),
            reverses: wrong,
            reason: 'Another stay',
          });
        },
      },
      {
        name: 'refunded after an over-payment',
        record: async (id) => {
          await pay(id, 2_000_000, at(-3));
          await entry(id, {
            kind: 'refund',
            amount: -265_500,
            received_on: at(-1),
            method: 'bank-transfer',
            reason: 'Over-paid',
          });
        },
      },
      {
        name: 'cancelled after the deposit',
        record: async (id) => void (await pay(id, 370_400, at(-4))),
        close: 370_400,
      },
      { name: 'cancelled, unpaid', record: async () => {}, close: 370_400 },
      { name: 'lapsed, paid', record: async (id) => void (await pay(id, 100_000, at(-4))), close: 0 },
      { name: 'lapsed, unpaid', record: async () => {}, close: 0 },
    ];
    for (const scenario of scenarios) {
      const stayId = await insertStay('confirmed');
      // Fixed ten days ago: the deposit fell due three days ago; the balance is due 60 days before arrival.
      const own = await scheduleOn(stayId);
      const balanceDue = own.instalments[1]!.due;
      const days = [
        ...[-10, -3, -2, 0].map(at),
        ...[-1, 0, 1].map((n) => addDays(balanceDue, n)),
        ...[-1, 0].map((n) => addDays(own.checkIn, n)),
        ...[0, 1, 30].map((n) => addDays(own.checkOut, n)),
      ];
      await fix(stayId, own);
      await scenario.record(stayId);
      if (scenario.close !== undefined) {
        await db.query('update public.payment_schedules set retained = $2, closed_on = $3 where stay_id = $1', [
          stayId,
          scenario.close,
          at(-1),
        ]);
      }
      for (const on of days) {
        const sql = await sqlLedger(stayId, on);
        const domain = await domainLedger(stayId, own, on);
        expect(
          {
            owed: sql.owed,
            dueToDate: sql.due_to_date,
            received: sql.received,
            outstanding: sql.outstanding,
            toRefund: sql.to_refund,
            next: sql.next_kind ? { kind: sql.next_kind, due: sql.next_due, amount: sql.next_amount } : null,
            status: sql.status,
          },
          `${scenario.name} on ${on}`,
        ).toEqual({
          owed: domain.owed,
          dueToDate: domain.dueToDate,
          received: domain.received,
          outstanding: domain.outstanding,
          toRefund: domain.toRefund,
          next: domain.next,
          status: domain.status,
        });
      }
    }
  });

  /** The example schedule moved onto the stay's own dates. */
  async function scheduleOn(stayId: string): Promise<PaymentSchedule> {
    const { rows } = await db.query<{ check_in: string; check_out: string }>(
      'select check_in::text, check_out::text from public.stays where id = $1',
      [stayId],
    );
    const checkIn = rows[0]!.check_in as CalendarDate;
    return fixPaymentSchedule(
      {
        checkIn,
        checkOut: rows[0]!.check_out as CalendarDate,
        total: 12_345,
        securityDeposit: 5000,
        festive: false,
        currency: 'USD',
      },
      { depositPercent: 30, depositDueDays: 7, balanceDaysBefore: 60, festiveBalanceDaysBefore: 90 },
      at(-10),
    );
  }

  it('fixes a schedule once, from the stay’s own quote, and never rewrites it', async () => {
    const stayId = await insertStay('confirmed');
    await ensureSchedule(as.agent, stayId);
    const first = await as.agent.use(paymentQueries).getSchedule(stayId);
    expect(first?.schedule).toMatchObject({
      currency: 'USD',
      total: 1_234_500,
      security_deposit: 500_000,
      fixed_on: TODAY,
    });
    expect(first?.instalments.map((step) => [step.kind, step.amount])).toEqual([
      ['deposit', 370_400],
      ['balance', 864_100],
      ['security-deposit', 500_000],
    ]);
    // Fixed again: nothing changes.
    await ensureSchedule(as.owner, stayId);
    expect(await as.owner.use(paymentQueries).getSchedule(stayId)).toEqual(first);

    // A schedule that is not the quote is refused; so is rewriting one, even by an owner.
    const other = await insertStay('confirmed');
    const wrong = await scheduleOn(other);
    const terms = freezeStayTerms(DEFAULT_BOOKING_TERMS, DEFAULT_CANCELLATION_SCALE, null);
    await expect(as.owner.use(paymentQueries).fixSchedule(other, { ...wrong, total: 1 }, terms)).rejects.toBeInstanceOf(
      BackendError,
    );
    await expect(
      db.query('update public.payment_instalments set amount = 1 where stay_id = $1', [stayId]),
    ).rejects.toThrow(/fixed once/);
    await expect(
      db.query('update public.payment_schedules set total = 1 where stay_id = $1', [stayId]),
    ).rejects.toThrow(/fixed once/);
  });

  it('keeps every entry: none is changed or removed, an entry is reversed once, never a reversal', async () => {
    const stayId = await insertStay('confirmed');
    await ensureSchedule(as.owner, stayId);
    const payments = as.owner.use(paymentQueries);
    const paid = await payments.recordEntry(stayId, {
      kind: 'payment',
      amount: 370_400,
      receivedOn: at(-1),
      method: 'bank-transfer',
      payer: 'G. Guest',
      bankReference: 'IE-WIRE',
      note: null,
    });
    await expect(db.query('update public.payment_entries set amount = 1 where id = $1', [paid])).rejects.toThrow(
      /never changed/,
    );
    await expect(db.query('delete from public.payment_entries where id = $1', [paid])).rejects.toThrow(/never changed/);

    const reversal = await payments.recordEntry(stayId, {
      kind: 'reversal',
      reverses: paid,
      receivedOn: TODAY,
      reason: 'Wrong stay',
    });
    await expect(
      payments.recordEntry(stayId, { kind: 'reversal', reverses: paid, receivedOn: TODAY, reason: 'Again' }),
    ).rejects.toMatchObject({ code: 'unique' });
    await expect(
      payments.recordEntry(stayId, { kind: 'reversal', reverses: reversal, receivedOn: TODAY, reason: 'Undo' }),
    ).rejects.toMatchObject({ code: 'constraint' });
    await expect(
      payments.recordEntry(stayId, {
        kind: 'payment',
        amount: 100,
        receivedOn: at(1),
        method: 'cash',
        payer: null,
        bankReference: null,
        note: null,
      }),
    ).rejects.toMatchObject({ code: 'constraint' });
    expect((await payments.listEntries(stayId)).map((row) => row.kind)).toEqual(['payment', 'reversal']);
    expect(await payments.getLedger(stayId)).toMatchObject({ received: 0, status: 'awaiting-deposit' });
  });

  it('lets agents record payments, owners also refunds and reversals, and visitors nothing at all', async () => {
    const stayId = await insertStay('confirmed');
    await ensureSchedule(as.owner, stayId);
    const agent = as.agent.use(paymentQueries);
    const paid = await agent.recordEntry(stayId, {
      kind: 'payment',
      amount: 2_000_000,
      receivedOn: TODAY,
      method: 'card-elsewhere',
      payer: null,
      bankReference: null,
      note: 'Paid twice by mistake',
    });
    await expect(
      agent.recordEntry(stayId, {
        kind: 'refund',
        amount: -265_500,
        receivedOn: TODAY,
        method: 'bank-transfer',
        reason: 'x',
        note: null,
      }),
    ).rejects.toMatchObject({ code: 'permission' });
    await expect(
      agent.recordEntry(stayId, { kind: 'reversal', reverses: paid, receivedOn: TODAY, reason: 'x' }),
    ).rejects.toMatchObject({
      code: 'permission',
    });
    expect(await agent.getLedger(stayId)).toMatchObject({ to_refund: 265_500, status: 'refund-due' });
    await as.owner.use(paymentQueries).recordEntry(stayId, {
      kind: 'refund',
      amount: -265_500,
      receivedOn: TODAY,
      method: 'bank-transfer',
      reason: 'Over-paid',
      note: null,
    });
    expect(await agent.getLedger(stayId)).toMatchObject({
      received: 1_734_500,
      outstanding: 0,
      status: 'paid-in-full',
    });

    const visitor = as.anon.use(paymentQueries);
    await expect(visitor.listEntries(stayId)).rejects.toMatchObject({ code: 'permission' });
    await expect(visitor.getLedger(stayId)).rejects.toMatchObject({ code: 'permission' });
    await expect(visitor.getSchedule(stayId)).rejects.toMatchObject({ code: 'permission' });
    await expect(
      visitor.recordEntry(stayId, {
        kind: 'payment',
        amount: 1,
        receivedOn: TODAY,
        method: 'cash',
        payer: null,
        bankReference: null,
        note: null,
      }),
    ).rejects.toMatchObject({ code: 'permission' });
  });

  it('confirms an option when its deposit is recorded, unless staff confirm by hand', async () => {
    const option = await insertStay('option');
    await ensureSchedule(as.agent, option);
    const agent = as.agent.use(paymentQueries);
    const payment = (amount: number) =>
      ({
        kind: 'payment',
        amount,
        receivedOn: TODAY,
        method: 'bank-transfer',
        payer: null,
        bankReference: null,
        note: null,
      }) as const;
    await agent.recordEntry(option, payment(100_000));
    expect(await statusOf(option)).toBe('option');
    await agent.recordEntry(option, payment(270_400));
    expect(await statusOf(option)).toBe('confirmed');

    await db.query('update public.booking_terms set confirm_on_deposit = false');
    try {
      const byHand = await insertStay('option');
      await ensureSchedule(as.agent, byHand);
      await agent.recordEntry(byHand, payment(370_400));
      expect(await statusOf(byHand)).toBe('option');
      expect(await agent.getLedger(byHand)).toMatchObject({ status: 'deposit-received' });
    } finally {
      await db.query('update public.booking_terms set confirm_on_deposit = true');
    }
  });

  it('moves an option’s deposit with its deadline, and closes a cancelled stay with what it retains', async () => {
    const option = await insertStay('option');
    await ensureSchedule(as.agent, option);
    const deposit = async () => (await as.agent.use(paymentQueries).getSchedule(option))!.instalments[0]!;
    expect((await deposit()).due).toBe(at(5));
    await db.query(`update public.stays set option_expires_at = $2 where id = $1`, [
      option,
      new Date(Date.now() + 9 * 86_400_000).toISOString(),
    ]);
    expect((await deposit()).due).toBe(at(9));

    const stay = await insertStay('confirmed');
    await ensureSchedule(as.agent, stay);
    await as.agent.use(paymentQueries).recordEntry(stay, {
      kind: 'payment',
      amount: 500_000,
      receivedOn: TODAY,
      method: 'bank-transfer',
      payer: null,
      bankReference: null,
      note: null,
    });
    expect(await as.agent.use(paymentQueries).cancelStay(stay, 370_400)).toBe(true);
    expect(await statusOf(stay)).toBe('cancelled');
    expect(await as.agent.use(paymentQueries).getLedger(stay)).toMatchObject({
      owed: 370_400,
      to_refund: 129_600,
      status: 'refund-due',
      next_kind: null,
    });
    expect(await as.agent.use(paymentQueries).cancelStay(stay, 0)).toBe(false);

    // An option that lapses owes nothing.
    await db.query(`update public.stays set status = 'expired' where id = $1`, [option]);
    expect(await as.agent.use(paymentQueries).getLedger(option)).toMatchObject({ owed: 0, status: 'settled' });
  });

  async function statusOf(stayId: string): Promise<string> {
    const { rows } = await db.query<{ status: string }>('select status from public.stays where id = $1', [stayId]);
    return rows[0]!.status;
  }
});
