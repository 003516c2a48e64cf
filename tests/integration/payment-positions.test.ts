import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { DEFAULT_BOOKING_TERMS } from '#app/domain/booking/terms';
import type { Currency } from '#app/domain/currency/currency';
import { DEFAULT_CANCELLATION_SCALE } from '#app/domain/payments/cancellation';
import { fixPaymentSchedule } from '#app/domain/payments/schedule';
import { freezeStayTerms } from '#app/domain/payments/terms';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { insertRental } from '#tests/helpers/fixtures';

/**
 * The payment positions (supabase/migrations/…_payment_positions.sql), on PGlite and PostgreSQL: kept by
 * triggers as schedules are fixed, money is recorded, reversed and refunded, stays are cancelled, options lapse
 * or move their deadline and stays change their dates, the list and the dashboard's cash expected read them,
 * and say exactly what the computation from the entries and instalments says (payment_ledger, itself held to
 * the domain's summarizeLedger by payments.test.ts) on every day around every due date and check-out.
 */

const TODAY = islandToday();
const at = (offset: number): CalendarDate => addDays(TODAY, offset);

/** The list as it was computed before the positions (…_payments_list.sql), from every stay's ledger. */
const COMPUTED_LIST = `
  with listed as materialized (
    select l.stay_id, l.currency, l.owed, l.due_to_date, l.received, l.outstanding, l.to_refund, l.next_kind,
           l.next_due, l.next_amount, l.status, st.reference, st.rental_id, r.title as villa, st.guest_name,
           st.check_in, st.check_out,
           case when l.status = 'overdue' then least(l.outstanding, greatest(0, l.due_to_date - l.received)) else 0 end::bigint
             as overdue
      from public.payment_ledger($1::date) l
      join public.stays st on st.id = l.stay_id
      join public.rentals r on r.id = st.rental_id
     where ($2::text is null
            or ($2 = 'due' and l.status in ('awaiting-deposit', 'deposit-received') and l.outstanding > 0)
            or l.status = $2)
       and ($3::uuid is null or st.rental_id = $3)
       and ($4::date is null or l.next_due >= $4)
       and ($5::date is null or l.next_due <= $5)
       and ($6::text is null or l.currency = $6)
  )
  select jsonb_build_object(
    'total', (select count(*) from listed),
    'totals', coalesce((
      select jsonb_agg(jsonb_build_object('currency', x.currency, 'stays', x.stays, 'outstanding', x.outstanding,
                                          'overdue', x.overdue, 'toRefund', x.to_refund) order by x.currency)
        from (select currency, count(*) as stays, sum(outstanding) as outstanding, sum(overdue) as overdue,
                     sum(to_refund) as to_refund
                from listed group by currency) x
    ), '[]'::jsonb),
    'rows', coalesce((
      select jsonb_agg(to_jsonb(p) order by p.next_due asc nulls last, p.reference, p.stay_id)
        from (select * from listed order by next_due asc nulls last, reference, stay_id
               limit $7::integer offset greatest(0, coalesce($8::integer, 0))) p
    ), '[]'::jsonb)
  ) as value`;

/** The dashboard's cash expected as it was computed before the positions, from every instalment's fill. */
const COMPUTED_CASH_EXPECTED = `
  select s.currency, sum(s.amount - s.paid)::bigint as amount, count(*)::integer as instalments,
         count(distinct s.stay_id)::integer as stays
    from public.payment_steps($1::date) s
   where s.due between $1::date and $1::date + $2::integer and s.amount > s.paid
   group by s.currency
   order by s.currency`;

const LEDGER_COLUMNS =
  'stay_id, currency, owed, due_to_date, received, outstanding, to_refund, next_kind, next_due, next_amount, status';

describe.each(ENGINES)('payment positions on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let db: SqlDatabase;
  const villas: string[] = [];
  const booked: Record<string, [CalendarDate, CalendarDate][]> = {};
  const days = new Set<CalendarDate>([at(-15), at(-1), TODAY, at(1)]);

  beforeAll(async () => {
    db = database().db;
    for (const title of ['Villa Positions', 'Villa Totals']) {
      const id = await insertRental(db, { title, max_guests: 6, min_stay_days: 1 });
      villas.push(id);
    }
    await createUser(db, { staff: true, role: 'owner' });
  });

  const q = async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows;

  /** A stay on `villa` arriving `arrival` days from today, with its schedule fixed `fixedAgo` days ago. */
  async function stay({
    villa = 0,
    arrival,
    nights = 7,
    currency = 'USD',
    total = 12_345,
    securityDeposit = 5000,
    festive = false,
    status = 'confirmed',
    fixedAgo = 10,
  }: {
    villa?: number;
    arrival: number;
    nights?: number;
    currency?: Currency;
    total?: number;
    securityDeposit?: number;
    festive?: boolean;
    status?: 'option' | 'confirmed';
    fixedAgo?: number;
  }): Promise<string> {
    const rentalId = villas[villa]!;
    // Each stay on nights of its own: moved later until no other stay of the villa holds them.
    const taken = (booked[rentalId] ??= []);
    let checkIn = at(arrival);
    while (taken.some(([from, to]) => checkIn < to && from < addDays(checkIn, nights + 3)))
      checkIn = addDays(checkIn, 1);
    const checkOut = addDays(checkIn, nights);
    taken.push([checkIn, checkOut]);
    const quote = { total, securityDeposit, festive, currency };
    const [row] = await q<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests,
                                 quote, option_expires_at)
       values ($1, $2, $3, $4, 'staff', 'Grace Guest', 'grace@example.com', 2, $5, $6) returning id`,
      [
        rentalId,
        checkIn,
        checkOut,
        status,
        JSON.stringify(quote),
        status === 'option' ? new Date(Date.now() + 5 * 86_400_000).toISOString() : null,
      ],
    );
    const schedule = fixPaymentSchedule(
      { checkIn, checkOut, ...quote },
      { depositPercent: 30, depositDueDays: 7, balanceDaysBefore: 60, festiveBalanceDaysBefore: 90 },
      at(-fixedAgo),
    );
    const terms = freezeStayTerms(DEFAULT_BOOKING_TERMS, DEFAULT_CANCELLATION_SCALE, null);
    await q('select public.fix_payment_schedule($1, $2)', [row!.id, JSON.stringify({ ...schedule, terms })]);
    return row!.id;
  }

  async function entry(stayId: string, values: Record<string, unknown>): Promise<string> {
    const columns = Object.keys(values);
    const [row] = await q<{ id: string }>(
      `insert into public.payment_entries (stay_id, ${columns.join(', ')})
       values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
      [stayId, ...Object.values(values)],
    );
    return row!.id;
  }
  const pay = (stayId: string, amount: number, ago = 2) =>
    entry(stayId, { kind: 'payment', amount, received_on: at(-ago), method: 'bank-transfer' });
  const reverse = (stayId: string, entryId: string) =>
    entry(stayId, { kind: 'reversal', amount: 0, received_on: at(-1), reverses: entryId, reason: 'Another stay' });
  const refund = (stayId: string, amount: number) =>
    entry(stayId, { kind: 'refund', amount: -amount, received_on: at(-1), method: 'bank-transfer', reason: 'Back' });

  /** Every day on which some stay's figures may change: around each due date and each check-out. */
  async function collectDays() {
    const rows = await q<{ day: CalendarDate }>(
      `select (d + n)::text as day
         from (select due as d from public.payment_instalments
               union select check_out from public.stays s
                      where exists (select 1 from public.payment_schedules p where p.stay_id = s.id)) x
        cross join (values (-1), (0), (1)) v(n)`,
    );
    for (const { day } of rows) days.add(day);
  }

  it('keeps every stay’s position as schedules are fixed, money moves, stays close and dates move', async () => {
    await stay({ arrival: 200 });
    await pay(await stay({ villa: 1, arrival: 200, currency: 'EUR' }), 100_000);
    await pay(await stay({ arrival: 200 }), 370_400, 4);
    const all = await stay({ villa: 1, arrival: 90 });
    await pay(all, 370_400, 4);
    await pay(all, 1_364_100);
    // Arriving in a month: one payment of the whole price; over-paid.
    await pay(await stay({ arrival: 30, currency: 'EUR' }), 2_000_000);
    await pay(await stay({ villa: 1, arrival: 20 }), 300_000);
    const reversed = await stay({ arrival: 200 });
    await reverse(reversed, await pay(reversed, 370_400, 4));
    const refunded = await stay({ villa: 1, arrival: 200 });
    await pay(refunded, 2_000_000, 3);
    await refund(refunded, 265_500);
    const refundReversed = await stay({ arrival: 200, securityDeposit: 0, currency: 'EUR' });
    await pay(refundReversed, 200_000, 3);
    await pay(refundReversed, 170_400, 2);
    await reverse(refundReversed, await refund(refundReversed, 50_000));
    // Cancelled with what it retains; an option that lapses; an option whose deadline moves.
    const cancelled = await stay({ arrival: 200, currency: 'EUR' });
    await pay(cancelled, 500_000);
    await q('select public.cancel_stay($1, $2)', [cancelled, 370_400]);
    await q('select public.cancel_stay($1, $2)', [await stay({ villa: 1, arrival: 200 }), 370_400]);
    const lapsed = await stay({ arrival: 200, status: 'option' });
    await pay(lapsed, 100_000);
    const lapsedUnpaid = await stay({ villa: 1, arrival: 200, status: 'option' });
    await q(`update public.stays set status = 'expired' where id = any($1)`, [[lapsed, lapsedUnpaid]]);
    const settled = await stay({ arrival: 200 });
    await pay(settled, 370_400);
    await q('select public.cancel_stay($1, $2)', [settled, 370_400]);
    const moved = await stay({ villa: 1, arrival: 200, status: 'option', fixedAgo: 0 });
    await q('update public.stays set option_expires_at = $2 where id = $1', [
      moved,
      new Date(Date.now() + 9 * 86_400_000).toISOString(),
    ]);
    // Stays that have left (the security deposit no longer owed) or are in the house; a festive one.
    await pay(await stay({ arrival: -20, fixedAgo: 100 }), 1_234_500, 30);
    await pay(await stay({ villa: 1, arrival: -3, nights: 6, fixedAgo: 100 }), 1_234_500, 30);
    await stay({ arrival: 100, festive: true, fixedAgo: 5 });
    // A stay whose check-out moves after its schedule was fixed.
    const longer = await stay({ villa: 1, arrival: -2, nights: 3, fixedAgo: 100 });
    await pay(longer, 1_500_000, 20);
    await q('update public.stays set check_out = check_out + 2 where id = $1', [longer]);
    await collectDays();

    // What the triggers kept is what a refresh from scratch writes.
    const kept = await q('select * from public.payment_positions order by stay_id');
    await q('select public.refresh_payment_positions(array(select stay_id from public.payment_schedules))');
    expect(await q('select * from public.payment_positions order by stay_id')).toEqual(kept);
    expect(kept).toHaveLength((await q('select 1 from public.payment_schedules')).length);
  });

  it('says on every day what the ledger computed from the entries says, for every stay', async () => {
    const statuses = new Set<unknown>();
    const nextKinds = new Set<unknown>();
    for (const day of [...days].sort()) {
      const positions = await q(`select ${LEDGER_COLUMNS} from public.payment_positions_on($1) order by stay_id`, [
        day,
      ]);
      const ledger = await q(`select ${LEDGER_COLUMNS} from public.payment_ledger($1) order by stay_id`, [day]);
      expect(positions, `on ${day}`).toEqual(ledger);
      for (const row of ledger as { status: string; next_kind: string | null }[]) {
        statuses.add(row.status);
        nextKinds.add(row.next_kind);
      }
    }
    // The days and stays above reach every status and every kind of next payment.
    expect([...statuses].sort()).toEqual(
      ['awaiting-deposit', 'deposit-received', 'overdue', 'paid-in-full', 'refund-due', 'settled'].sort(),
    );
    expect([...nextKinds].sort()).toEqual(['balance', 'deposit', 'full', 'security-deposit', null].sort());
    expect(days.size).toBeGreaterThan(40);
  });

  it('lists, counts and totals exactly as the computed list did, with every filter and page', async () => {
    const filters = (day: CalendarDate): unknown[][] => [
      [null, null, null, null, null, null, null],
      ['due', null, null, null, null, null, null],
      ['overdue', null, null, null, 'USD', null, null],
      ['refund-due', null, null, null, null, null, null],
      ['paid-in-full', villas[1], null, null, null, null, null],
      ['settled', null, null, null, null, null, null],
      [null, villas[0], null, null, 'EUR', 3, 1],
      [null, null, day, addDays(day, 90), null, 4, 2],
      [null, null, null, null, null, 5, 100],
    ];
    for (const day of [...days].sort()) {
      for (const args of filters(day)) {
        const [listed] = await q<{ value: unknown }>(
          'select public.payment_list($1, $2, $3, $4, $5, $6, $7, $8) as value',
          [day, ...args],
        );
        const [computed] = await q<{ value: unknown }>(COMPUTED_LIST, [day, ...args]);
        expect(listed!.value, `on ${day} with ${JSON.stringify(args)}`).toEqual(computed!.value);
      }
      const cash = await q('select * from public.payment_cash_expected($1, 90)', [day]);
      expect(cash, `cash expected on ${day}`).toEqual(await q(COMPUTED_CASH_EXPECTED, [day, 90]));
    }
  });

  it('lets staff read the positions, nobody write them, and visitors nothing', async () => {
    const staffId = await createUser(db, { staff: true, role: 'agent' });
    const asRole = (role: string, userId: string | null, sql: string) =>
      db.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.jwt.claim.sub', $3, true)`,
          [role, JSON.stringify(userId ? { sub: userId, role, aal: 'aal2' } : { role }), userId ?? ''],
        );
        return (await tx.query(sql)).rows;
      });
    const count = (await q('select 1 from public.payment_positions')).length;
    expect(await asRole('authenticated', staffId, 'select stay_id from public.payment_positions')).toHaveLength(count);
    await expect(asRole('anon', null, 'select stay_id from public.payment_positions')).rejects.toThrow(/permission/);
    await expect(asRole('authenticated', staffId, 'update public.payment_positions set received = 0')).rejects.toThrow(
      /permission/,
    );
    await expect(asRole('authenticated', staffId, `select public.refresh_payment_positions('{}')`)).rejects.toThrow(
      /permission/,
    );
  });
});
