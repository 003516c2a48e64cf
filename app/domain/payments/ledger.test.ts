import { describe, expect, it } from 'vitest';
import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { cancellationOutcome, DEFAULT_CANCELLATION_SCALE } from '#app/domain/payments/cancellation';
import {
  entryProblems,
  netReceived,
  outstandingDueOn,
  summarizeLedger,
  type LedgerEntry,
  type PaymentEntry,
  type RefundEntry,
} from '#app/domain/payments/ledger';
import { fixPaymentSchedule } from '#app/domain/payments/schedule';
import { EXAMPLE_SCHEDULE } from '#tests/helpers/payments';

const d = (value: string): CalendarDate => parseCalendarDate(value)!;

const SCHEDULE = EXAMPLE_SCHEDULE;

let nextId = 0;
const payment = (amount: number, on: string, extra: Partial<PaymentEntry> = {}): PaymentEntry => ({
  id: `e${++nextId}`,
  kind: 'payment',
  amount,
  on: d(on),
  method: 'bank-transfer',
  payer: 'John Smith',
  bankReference: null,
  note: null,
  ...extra,
});
const refund = (amount: number, on: string, reason = 'Security deposit returned'): RefundEntry => ({
  id: `e${++nextId}`,
  kind: 'refund',
  amount,
  on: d(on),
  method: 'bank-transfer',
  reason,
  note: null,
});
const reversal = (of: LedgerEntry, on: string): LedgerEntry => ({
  id: `e${++nextId}`,
  kind: 'reversal',
  reverses: of.id,
  on: d(on),
  reason: 'Recorded on the wrong stay',
  note: null,
});

describe('summarizeLedger', () => {
  it('awaits the deposit, then shows it received with the balance next', () => {
    const before = summarizeLedger(SCHEDULE, [], d('2026-11-21'));
    expect(before).toMatchObject({ owed: 1_734_500, dueToDate: 0, received: 0, outstanding: 1_734_500 });
    expect(before.status).toBe('awaiting-deposit');
    expect(before.next).toEqual({ kind: 'deposit', due: d('2026-11-27'), amount: 370_400 });

    const after = summarizeLedger(SCHEDULE, [payment(370_400, '2026-11-25')], d('2026-11-28'));
    expect(after.status).toBe('deposit-received');
    expect(after).toMatchObject({ dueToDate: 370_400, received: 370_400, outstanding: 1_364_100 });
    expect(after.next).toEqual({ kind: 'balance', due: d('2027-01-05'), amount: 864_100 });
  });

  it('asks for everything due on the next payment’s day together: the balance with the security deposit', () => {
    const after = summarizeLedger(SCHEDULE, [payment(370_400, '2026-11-25')], d('2026-11-28'));
    expect(after.next).toEqual({ kind: 'balance', due: d('2027-01-05'), amount: 864_100 });
    expect(outstandingDueOn(after.instalments, after.next!.due)).toBe(864_100 + 500_000);
    // Part of it paid: what is left of both.
    const part = summarizeLedger(
      SCHEDULE,
      [payment(370_400, '2026-11-25'), payment(1_000_000, '2026-12-20')],
      d('2026-12-21'),
    );
    expect(part.next).toEqual({ kind: 'security-deposit', due: d('2027-01-05'), amount: 364_100 });
    expect(outstandingDueOn(part.instalments, part.next!.due)).toBe(364_100);
    expect(outstandingDueOn(part.instalments, d('2026-11-27'))).toBe(0);
  });

  it('shows a partial deposit as awaited, then overdue from the day after its due date', () => {
    const entries = [payment(200_000, '2026-11-24')];
    const onTheDay = summarizeLedger(SCHEDULE, entries, d('2026-11-27'));
    expect(onTheDay.status).toBe('awaiting-deposit');
    expect(onTheDay.next).toEqual({ kind: 'deposit', due: d('2026-11-27'), amount: 170_400 });
    const dayAfter = summarizeLedger(SCHEDULE, entries, d('2026-11-28'));
    expect(dayAfter.status).toBe('overdue');
    expect(dayAfter.instalments[0]).toMatchObject({ paid: 200_000, outstanding: 170_400, overdue: true });
  });

  it('is overdue when the balance is late, even with the deposit in', () => {
    const ledger = summarizeLedger(SCHEDULE, [payment(370_400, '2026-11-25')], d('2027-01-06'));
    expect(ledger.status).toBe('overdue');
    expect(ledger.dueToDate).toBe(1_734_500);
  });

  it('is paid in full once the balance and the security deposit are in, in any number of payments', () => {
    const entries = [payment(370_400, '2026-11-25'), payment(1_000_000, '2026-12-20'), payment(364_100, '2027-01-02')];
    const ledger = summarizeLedger(SCHEDULE, entries, d('2027-02-01'));
    expect(ledger).toMatchObject({
      received: 1_734_500,
      outstanding: 0,
      toRefund: 0,
      next: null,
      status: 'paid-in-full',
    });
    expect(ledger.instalments.map((step) => step.paid)).toEqual([370_400, 864_100, 500_000]);
  });

  it('shows an over-payment as a refund due', () => {
    const ledger = summarizeLedger(SCHEDULE, [payment(1_800_000, '2026-11-25')], d('2026-11-26'));
    expect(ledger).toMatchObject({ received: 1_800_000, outstanding: 0, toRefund: 65_500, status: 'refund-due' });
  });

  it('owes the security deposit back from check-out, until a refund records it', () => {
    const paid = [payment(1_734_500, '2026-11-25')];
    expect(summarizeLedger(SCHEDULE, paid, d('2027-03-12')).status).toBe('paid-in-full');
    const departed = summarizeLedger(SCHEDULE, paid, d('2027-03-13'));
    expect(departed).toMatchObject({ owed: 1_234_500, toRefund: 500_000, status: 'refund-due' });
    const returned = summarizeLedger(SCHEDULE, [...paid, refund(-500_000, '2027-03-15')], d('2027-03-16'));
    expect(returned).toMatchObject({ received: 1_234_500, toRefund: 0, status: 'paid-in-full' });
  });

  it('leaves a reversed entry out of the sums but keeps it in the list', () => {
    const wrong = payment(370_400, '2026-11-25');
    const entries = [wrong, reversal(wrong, '2026-11-26')];
    const ledger = summarizeLedger(SCHEDULE, entries, d('2026-11-26'));
    expect(ledger.received).toBe(0);
    expect(ledger.status).toBe('awaiting-deposit');
    expect(ledger.entries.map((line) => line.reversed)).toEqual([true, false]);
    expect(netReceived(entries)).toBe(0);
  });

  it('brings a reversed refund back into what is held', () => {
    const paid = payment(1_734_500, '2026-11-25');
    const mistaken = refund(-500_000, '2026-12-01', 'Sent by mistake');
    const ledger = summarizeLedger(SCHEDULE, [paid, mistaken, reversal(mistaken, '2026-12-02')], d('2026-12-03'));
    expect(ledger).toMatchObject({ received: 1_734_500, status: 'paid-in-full' });
  });

  it('owes only the retained share after a cancellation, and shows the rest as a refund due', () => {
    const entries = [payment(1_734_500, '2026-11-25')];
    const outcome = cancellationOutcome({
      scale: DEFAULT_CANCELLATION_SCALE,
      total: SCHEDULE.total,
      currency: 'USD',
      checkIn: SCHEDULE.checkIn,
      cancelledOn: d('2026-12-01'),
      received: netReceived(entries),
    });
    const ledger = summarizeLedger(SCHEDULE, entries, d('2026-12-01'), { retainedAfterCancellation: outcome.retained });
    expect(ledger).toMatchObject({ owed: 370_400, toRefund: outcome.refund, status: 'refund-due', next: null });
    expect(ledger.instalments).toEqual([]);
    const unpaid = summarizeLedger(SCHEDULE, [], d('2026-12-01'), { retainedAfterCancellation: 370_400 });
    expect(unpaid).toMatchObject({ outstanding: 370_400, status: 'overdue' });
    const lapsed = summarizeLedger(SCHEDULE, [], d('2026-12-01'), { retainedAfterCancellation: 0 });
    expect(lapsed).toMatchObject({ owed: 0, outstanding: 0, toRefund: 0, status: 'settled' });
  });

  it('calls a single payment with its security deposit still to come "deposit received"', () => {
    const late = fixPaymentSchedule(
      {
        checkIn: d('2027-03-06'),
        checkOut: d('2027-03-13'),
        total: 12_345,
        securityDeposit: 5_000,
        festive: false,
        currency: 'USD',
      },
      { depositPercent: 30, depositDueDays: 7, balanceDaysBefore: 60, festiveBalanceDaysBefore: 90 },
      d('2027-02-01'),
    );
    const ledger = summarizeLedger(late, [payment(1_234_500, '2027-02-03')], d('2027-02-04'));
    expect(ledger.status).toBe('deposit-received');
    expect(ledger.next).toEqual({ kind: 'security-deposit', due: d('2027-02-08'), amount: 500_000 });
  });
});

describe('entryProblems', () => {
  const TODAY = d('2026-11-30');
  const first = payment(370_400, '2026-11-25');
  const back = reversal(first, '2026-11-26');

  it('accepts a payment, a refund with a reason and a reversal of an earlier entry', () => {
    expect(entryProblems([], first, TODAY)).toEqual([]);
    expect(entryProblems([first], refund(-1_000, '2026-11-27'), TODAY)).toEqual([]);
    expect(entryProblems([first], back, TODAY)).toEqual([]);
  });

  it('refuses a payment of nothing or of fractions of a cent, and a refund that is not negative or has no reason', () => {
    expect(entryProblems([], payment(0, '2026-11-25'), TODAY)).toEqual(['A payment is an amount greater than zero.']);
    expect(entryProblems([], payment(10.5, '2026-11-25'), TODAY)).toEqual([
      'A payment is an amount greater than zero.',
    ]);
    expect(entryProblems([], refund(1_000, '2026-11-25', ' '), TODAY)).toEqual([
      'A refund is a negative amount.',
      'A refund needs a reason.',
    ]);
  });

  it('refuses reversing an unknown entry, a reversal, or an entry twice, and recording an entry twice', () => {
    expect(entryProblems([], back, TODAY)).toEqual(['There is no such entry to reverse.']);
    expect(entryProblems([first, back], reversal(back, '2026-11-27'), TODAY)).toEqual([
      'A reversal cannot be reversed: record the entry again.',
    ]);
    expect(entryProblems([first, back], reversal(first, '2026-11-27'), TODAY)).toEqual([
      'This entry is already reversed.',
    ]);
    expect(entryProblems([first], first, TODAY)).toEqual(['This entry is already recorded.']);
  });

  it('refuses money dated after today', () => {
    expect(entryProblems([], payment(100, '2026-12-01'), TODAY)).toEqual(['An entry cannot be dated after today.']);
    expect(entryProblems([], payment(100, '2026-11-30'), TODAY)).toEqual([]);
  });
});
