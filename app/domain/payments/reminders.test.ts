import { describe, expect, it } from 'vitest';
import { addDays, parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { summarizeLedger, type LedgerEntry } from '#app/domain/payments/ledger';
import { remindersOn } from '#app/domain/payments/reminders';
import { fixPaymentSchedule } from '#app/domain/payments/schedule';
import { EXAMPLE_SCHEDULE } from '#tests/helpers/payments';

const d = (value: string): CalendarDate => parseCalendarDate(value)!;

const SCHEDULE = EXAMPLE_SCHEDULE;

const pay = (amount: number, on: string, id = on): LedgerEntry => ({
  id,
  kind: 'payment',
  amount,
  on: d(on),
  method: 'bank-transfer',
  payer: null,
  bankReference: null,
  note: null,
});
const DEPOSIT = [pay(370_400, '2026-11-24')];
const PAID = [...DEPOSIT, pay(1_364_100, '2026-12-30')];

/** Every reminder sent from the schedule's day to `until`, the clock moved a day at a time. */
function sentUntil(entries: readonly LedgerEntry[], until: string, cancelled = false) {
  const sent = new Set<string>();
  const log: string[] = [];
  for (let day = SCHEDULE.fixedOn; day <= d(until); day = addDays(day, 1)) {
    const dated = entries.filter((entry) => entry.on <= day);
    const today = remindersOn(SCHEDULE, summarizeLedger(SCHEDULE, dated, day), day, { cancelled, sent });
    for (const reminder of [...today.send, ...today.superseded]) sent.add(reminder.key);
    log.push(...today.send.map((reminder) => `${day} ${reminder.kind} ${reminder.amount}`));
  }
  return log;
}

describe('remindersOn', () => {
  it('reminds of a deposit not received after 3 days, then that it is overdue, to the guest and to staff', () => {
    expect(sentUntil([], '2026-11-30')).toEqual([
      '2026-11-23 first-payment 370400',
      '2026-11-28 overdue-guest 370400',
      '2026-11-28 overdue-staff 370400',
    ]);
  });

  it('reminds of the balance 14 and 3 days before, each once, and stops once it is paid', () => {
    expect(sentUntil(DEPOSIT, '2027-01-10')).toEqual([
      '2026-11-23 first-payment 370400', // the deposit came the next day
      '2026-12-22 balance-14-days 1364100',
      '2027-01-02 balance-3-days 1364100',
      '2027-01-06 overdue-guest 1364100',
      '2027-01-06 overdue-staff 1364100',
    ]);
    expect(sentUntil(PAID, '2027-03-01')).toEqual([
      '2026-11-23 first-payment 370400',
      '2026-12-22 balance-14-days 1364100',
    ]);
  });

  it('sends nothing for a cancelled stay', () => {
    expect(sentUntil([], '2027-03-20', true)).toEqual([]);
  });

  it('sends a missed reminder late while it is the latest, and supersedes the older ones', () => {
    const ledger = summarizeLedger(SCHEDULE, DEPOSIT, d('2027-01-03'));
    const today = remindersOn(SCHEDULE, ledger, d('2027-01-03'), { cancelled: false, sent: new Set() });
    expect(today.send.map((reminder) => reminder.key)).toEqual(['balance-3-days:2027-01-05']);
    expect(today.superseded.map((reminder) => reminder.key)).toEqual(['balance-14-days:2027-01-05']);
  });

  it('says once that the security deposit was returned', () => {
    const returned = [
      ...PAID,
      { ...pay(-500_000, '2027-03-15', 'r1'), kind: 'refund', reason: 'Returned' } as LedgerEntry,
    ];
    const log = sentUntil(returned, '2027-03-20');
    expect(log.filter((line) => line.includes('security-deposit-returned'))).toEqual([
      '2027-03-15 security-deposit-returned 0',
    ]);
  });

  it('skips reminders meant for the day the schedule was fixed or before', () => {
    const late = fixPaymentSchedule(
      { ...SCHEDULE, total: 12_345, securityDeposit: 0 },
      { depositPercent: 30, depositDueDays: 7, balanceDaysBefore: 60, festiveBalanceDaysBefore: 90 },
      d('2026-12-30'),
    );
    const ledger = summarizeLedger(late, [pay(370_400, '2026-12-31')], d('2026-12-31'));
    // Balance due Jan 5: its 14-day reminder (Dec 22) came before the schedule; the 3-day one (Jan 2) will come.
    expect(remindersOn(late, ledger, d('2026-12-31'), { cancelled: false, sent: new Set() }).send).toEqual([]);
  });
});
