import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { balanceDueDate, priceStay, type RentalPricing } from '#app/domain/booking/quote';
import { DEFAULT_BOOKING_TERMS } from '#app/domain/booking/terms';
import { toMinorUnits } from '#app/domain/payments/money';
import {
  DEFAULT_DEPOSIT_DUE_DAYS,
  fixPaymentSchedule,
  paymentTermsOf,
  scheduledTotal,
  type ScheduledQuote,
} from '#app/domain/payments/schedule';

const d = (value: string): CalendarDate => {
  const date = parseCalendarDate(value);
  if (!date) throw new Error(`bad test date ${value}`);
  return date;
};

const TERMS = paymentTermsOf(DEFAULT_BOOKING_TERMS); // 30% deposit in 7 days, balance 60 days before (festive 90)

const STAY: ScheduledQuote = {
  checkIn: d('2027-03-06'),
  checkOut: d('2027-03-13'),
  total: 12_345,
  securityDeposit: 5_000,
  festive: false,
  currency: 'USD',
};

describe('fixPaymentSchedule', () => {
  it('asks a deposit within a week and the balance 60 days before arrival, then the security deposit', () => {
    const schedule = fixPaymentSchedule(STAY, TERMS, d('2026-11-20'));
    expect(schedule.instalments).toEqual([
      { kind: 'deposit', amount: 370_400, due: d('2026-11-27') },
      { kind: 'balance', amount: 864_100, due: d('2027-01-05') },
      { kind: 'security-deposit', amount: 500_000, due: d('2027-01-05') },
    ]);
    expect(schedule.total).toBe(1_234_500);
    expect(schedule.depositPercent).toBe(30);
    expect(schedule.securityDepositReturnFrom).toBe(d('2027-03-13'));
    expect(scheduledTotal(schedule)).toBe(1_734_500);
  });

  it('makes the option’s deadline the deposit’s due date', () => {
    const schedule = fixPaymentSchedule(STAY, { ...TERMS, depositDueDays: 3 }, d('2026-11-20'));
    expect(schedule.optionDeadline).toBe(d('2026-11-23'));
    expect(schedule.optionDeadline).toBe(schedule.instalments[0]!.due);
  });

  it('asks the balance 90 days before arrival for a festive stay', () => {
    const festive = { ...STAY, checkIn: d('2026-12-26'), checkOut: d('2027-01-02'), festive: true };
    const schedule = fixPaymentSchedule(festive, TERMS, d('2026-08-01'));
    expect(balanceDueDate(festive.checkIn, true, TERMS)).toBe(d('2026-09-27'));
    expect(schedule.instalments.map((step) => [step.kind, step.due])).toEqual([
      ['deposit', d('2026-08-08')],
      ['balance', d('2026-09-27')],
      ['security-deposit', d('2026-09-27')],
    ]);
  });

  it('asks one payment when fixed inside the balance window, due in a week but never after arrival', () => {
    const inside = fixPaymentSchedule(STAY, TERMS, d('2027-01-05'));
    expect(inside.instalments).toEqual([
      { kind: 'full', amount: 1_234_500, due: d('2027-01-12') },
      { kind: 'security-deposit', amount: 500_000, due: d('2027-01-12') },
    ]);
    expect(inside.depositPercent).toBe(0);
    expect(inside.optionDeadline).toBe(d('2027-01-12'));

    const lastMinute = fixPaymentSchedule(STAY, TERMS, d('2027-03-03'));
    expect(lastMinute.instalments[0]).toEqual({ kind: 'full', amount: 1_234_500, due: d('2027-03-06') });
    const late = fixPaymentSchedule(STAY, TERMS, d('2027-03-08'));
    expect(late.instalments[0]!.due).toBe(d('2027-03-08'));
  });

  it('splits the day before the balance’s date, the deposit then due no later than the balance', () => {
    const schedule = fixPaymentSchedule(STAY, TERMS, d('2027-01-04'));
    expect(schedule.instalments.map((step) => [step.kind, step.due])).toEqual([
      ['deposit', d('2027-01-05')],
      ['balance', d('2027-01-05')],
      ['security-deposit', d('2027-01-05')],
    ]);
  });

  it('asks no security deposit when the villa has none, and one payment when the deposit is the whole price', () => {
    const noDeposit = fixPaymentSchedule({ ...STAY, securityDeposit: 0 }, TERMS, d('2026-11-20'));
    expect(noDeposit.instalments.map((step) => step.kind)).toEqual(['deposit', 'balance']);
    expect(noDeposit.securityDepositReturnFrom).toBeNull();
    const whole = fixPaymentSchedule(STAY, { ...TERMS, depositPercent: 100 }, d('2026-11-20'));
    expect(whole.instalments.map((step) => step.kind)).toEqual(['full', 'security-deposit']);
    const none = fixPaymentSchedule(STAY, { ...TERMS, depositPercent: 0 }, d('2026-11-20'));
    expect(none.instalments.map((step) => [step.kind, step.amount])).toEqual([
      ['balance', 1_234_500],
      ['security-deposit', 500_000],
    ]);
    expect(none.optionDeadline).toBe(d('2027-01-05'));
  });

  it('keeps amounts in the villa’s currency, in cents', () => {
    const euros = fixPaymentSchedule({ ...STAY, currency: 'EUR', total: 9_999 }, TERMS, d('2026-11-20'));
    expect(euros.currency).toBe('EUR');
    expect(euros.instalments.slice(0, 2).map((step) => step.amount)).toEqual([300_000, 699_900]);
  });

  it('uses 7 days when the terms have no deposit delay yet', () => {
    expect(DEFAULT_DEPOSIT_DUE_DAYS).toBe(7);
    expect(TERMS.depositDueDays).toBe(7);
    expect(paymentTermsOf({ ...DEFAULT_BOOKING_TERMS, depositDueDays: 10 }).depositDueDays).toBe(10);
  });

  it('always adds up to the total exactly, whatever the price and the share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 0, max: 400 }),
        (total, depositPercent, daysAhead) => {
          const fixedOn = addDays(STAY.checkIn, -daysAhead);
          const schedule = fixPaymentSchedule({ ...STAY, total }, { ...TERMS, depositPercent }, fixedOn);
          const stayParts = schedule.instalments.filter((step) => step.kind !== 'security-deposit');
          expect(stayParts.reduce((sum, step) => sum + step.amount, 0)).toBe(total * 100);
          for (const step of schedule.instalments) {
            expect(Number.isInteger(step.amount)).toBe(true);
            expect(step.amount).toBeGreaterThan(0);
            expect(step.due >= fixedOn || step.due === STAY.checkIn).toBe(true);
          }
          const dues = schedule.instalments.map((step) => step.due);
          expect([...dues].sort()).toEqual(dues);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('asks the amounts and the balance date the guest was quoted', () => {
    const villa: RentalPricing = {
      dailyRate: 1_763,
      minStayDays: 3,
      maxGuests: 6,
      island: 'Saint Barthélemy',
      securityDeposit: 4_000,
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 3, max: 21 }), (daysAhead, nights) => {
        const checkIn = d('2027-04-10');
        const today = addDays(checkIn, -daysAhead);
        const quote = priceStay(
          { rental: villa, seasons: [], terms: DEFAULT_BOOKING_TERMS, today },
          checkIn,
          addDays(checkIn, nights),
          2,
        );
        const schedule = fixPaymentSchedule(quote, TERMS, today);
        const fromQuote = quote.schedule.map((step) => [step.kind, toMinorUnits(step.amount, 'USD')]);
        const fixed = schedule.instalments
          .filter((step) => step.kind !== 'security-deposit')
          .map((step) => [step.kind, step.amount]);
        expect(fixed).toEqual(fromQuote);
        const quotedBalance = quote.schedule.find((step) => step.kind === 'balance');
        if (quotedBalance) expect(schedule.instalments[1]!.due).toBe(quotedBalance.due);
      }),
      { numRuns: 200 },
    );
  });
});
