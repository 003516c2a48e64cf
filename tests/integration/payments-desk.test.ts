import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#app/domain/booking/dates';
import { staffPaymentTexts } from '#app/domain/payments/texts/staff';
import * as bookingRoute from '#app/routes/admin/booking';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertRental, requestContext, unwrap } from '#tests/helpers/fixtures';
import {
  insertStay,
  islandDay,
  load,
  locationOf,
  post,
  signInStaff,
  staffRequestContext,
  type SignedInStaff,
} from '#tests/helpers/booking-desk';

/**
 * The booking page's payments, through its route module as staff use it: confirming fixes the schedule; a
 * payment is recorded from a plain form, bad input is answered next to its field and records nothing; the
 * ledger shows what is due, received and outstanding; cancelling a paid stay says what is retained and
 * refunded, then closes the schedule with it.
 */

const text = staffPaymentTexts;
type Handler = (args: never) => unknown;
type DetailData = Awaited<ReturnType<typeof bookingRoute.loader>>;

describe.each(ENGINES)('payments on the booking page on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let staff: SignedInStaff;
  let villa: string;
  const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;

  const detail = async (id: string, search = '') =>
    (await load(
      bookingRoute.loader as Handler,
      `/admin/bookings/${id}${search}`,
      staffRequestContext(database().db, staff),
      { id },
    )) as DetailData;
  const act = (id: string, fields: Record<string, string>) =>
    post(
      bookingRoute.action as Handler,
      `/admin/bookings/${id}`,
      fields,
      requestContext(database().db),
      { id },
      staff.cookie,
    );
  const ledgerOf = (data: DetailData) => {
    if (!data.payments || data.payments === 'failed') throw new Error('no payments on the page');
    return data.payments;
  };

  beforeAll(async () => {
    const { db } = database();
    staff = await signInStaff(db, `payments-${engine}@example.com`, engine === 'pglite' ? '192.0.2.80' : '192.0.2.81');
    villa = await insertRental(db, {
      title: 'Villa Caisse',
      island: 'Saint Barthélemy',
      max_guests: 8,
      min_stay_days: 1,
    });
  });

  it('fixes the schedule when the desk confirms, and records a payment from the form', async () => {
    const checkIn = islandDay(120);
    const stay = await insertStay(database().db, { rentalId: villa, checkIn, checkOut: addDays(checkIn, 7) });
    expect(ledgerOf.bind(null, await detail(stay.id))).toThrow();

    expect(locationOf(await act(stay.id, { intent: 'confirm' }))).toBe(`/admin/bookings/${stay.id}?done=confirmed`);
    const confirmed = ledgerOf(await detail(stay.id));
    // The quote: 7 nights at $1,000 and 5% tax = $7,350; deposit 30% = $2,205; security deposit $5,000.
    expect(confirmed.schedule.instalments.map((step) => [step.kind, step.amount])).toEqual([
      ['deposit', 220_500],
      ['balance', 514_500],
      ['security-deposit', 500_000],
    ]);
    expect(confirmed.summary).toMatchObject({ status: 'awaiting-deposit', received: 0, outstanding: 1_235_000 });

    // Bad input: the messages next to the fields, what was typed kept, nothing recorded.
    const refused = unwrap(
      await act(stay.id, {
        intent: 'record-payment',
        amount: '12,34x',
        receivedOn: addDays(islandDay(0), 1),
        method: '',
      }),
    );
    expect(refused.status).toBe(400);
    const reply = (
      refused.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
    ).result;
    expect(reply.error).toMatchObject({
      amount: [text.form.amountInvalid],
      receivedOn: [text.form.dateFuture],
      method: [text.form.methodRequired],
    });
    expect(reply.initialValue.amount).toBe('12,34x');
    expect(await q('select id from payment_entries where stay_id = $1', [stay.id])).toEqual([]);

    const recorded = await act(stay.id, {
      intent: 'record-payment',
      amount: '2,205.00',
      receivedOn: islandDay(0),
      method: 'bank-transfer',
      payer: 'Ada Guest',
      bankReference: stay.reference,
    });
    expect(locationOf(recorded)).toBe(`/admin/bookings/${stay.id}?done=record-payment#payments`);
    const paid = ledgerOf(await detail(stay.id, '?done=record-payment'));
    expect(paid.summary).toMatchObject({ status: 'deposit-received', received: 220_500, outstanding: 1_014_500 });
    expect(paid.summary.next).toMatchObject({ kind: 'balance', amount: 514_500 });
    expect(paid.may).toEqual({ record: true, refund: true });
  });

  it('says what a cancellation retains and refunds before it, then closes the schedule with it', async () => {
    const checkIn = islandDay(150);
    const stay = await insertStay(database().db, { rentalId: villa, checkIn, checkOut: addDays(checkIn, 7) });
    await act(stay.id, { intent: 'confirm' });
    await detail(stay.id);
    await act(stay.id, { intent: 'record-payment', amount: '4000', receivedOn: islandDay(0), method: 'cheque' });

    const asked = unwrap(await act(stay.id, { intent: 'cancel' }));
    expect((asked.data as { askDetail?: string }).askDetail).toBe(
      'Cancelled today, 150 days before arrival: 30% of the price is retained ($2,205.00). $4,000.00 received: $1,795.00 is to be refunded to the guest.',
    );
    expect(locationOf(await act(stay.id, { intent: 'cancel', confirm: 'yes' }))).toBe(
      `/admin/bookings/${stay.id}?done=cancelled`,
    );
    const cancelled = ledgerOf(await detail(stay.id));
    expect(cancelled.closed).toEqual({ retained: 220_500, on: islandDay(0) });
    expect(cancelled.summary).toMatchObject({ status: 'refund-due', owed: 220_500, toRefund: 179_500 });
  });
});
