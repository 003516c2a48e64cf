import { describe, expect, it } from 'vitest';
import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import {
  cancellationOutcome,
  cancellationScaleProblems,
  DEFAULT_CANCELLATION_SCALE,
  retainedPercentFor,
  type CancellationFacts,
  type CancellationScale,
} from '#app/domain/payments/cancellation';
import { fixPaymentSchedule } from '#app/domain/payments/schedule';

const d = (value: string): CalendarDate => parseCalendarDate(value)!;

const THREE_TIERS: CancellationScale = {
  baseRetainedPercent: 10,
  tiers: [
    { withinDays: 90, retainedPercent: 30 },
    { withinDays: 60, retainedPercent: 50 },
    { withinDays: 30, retainedPercent: 100 },
  ],
};

describe('retainedPercentFor', () => {
  it('keeps the deposit’s share until 61 days before arrival, everything from 60 days', () => {
    expect(retainedPercentFor(DEFAULT_CANCELLATION_SCALE, 200)).toBe(30);
    expect(retainedPercentFor(DEFAULT_CANCELLATION_SCALE, 61)).toBe(30);
    expect(retainedPercentFor(DEFAULT_CANCELLATION_SCALE, 60)).toBe(100);
    expect(retainedPercentFor(DEFAULT_CANCELLATION_SCALE, 59)).toBe(100);
    expect(retainedPercentFor(DEFAULT_CANCELLATION_SCALE, 0)).toBe(100);
    expect(retainedPercentFor(DEFAULT_CANCELLATION_SCALE, -3)).toBe(100);
  });

  it('walks every tier at its edges', () => {
    expect([91, 90, 61, 60, 31, 30, 1].map((days) => retainedPercentFor(THREE_TIERS, days))).toEqual([
      10, 30, 30, 50, 50, 100, 100,
    ]);
  });

  it('keeps the base share for ever when the scale has no tier', () => {
    expect(retainedPercentFor({ baseRetainedPercent: 0, tiers: [] }, -1)).toBe(0);
  });
});

describe('cancellationScaleProblems', () => {
  it('accepts the default and an ordered scale', () => {
    expect(cancellationScaleProblems(DEFAULT_CANCELLATION_SCALE)).toEqual([]);
    expect(cancellationScaleProblems(THREE_TIERS)).toEqual([]);
    expect(
      cancellationScaleProblems({ baseRetainedPercent: 0, tiers: [{ withinDays: 0, retainedPercent: 0 }] }),
    ).toEqual([]);
  });

  it('refuses shares outside 0–100', () => {
    expect(cancellationScaleProblems({ baseRetainedPercent: -1, tiers: [] })).toEqual([
      'The share retained must be between 0% and 100%.',
    ]);
    expect(
      cancellationScaleProblems({ baseRetainedPercent: 30, tiers: [{ withinDays: 60, retainedPercent: 101 }] }),
    ).toEqual(['Tier 1: the share retained must be between 0% and 100%.']);
    expect(cancellationScaleProblems({ baseRetainedPercent: Number.NaN, tiers: [] })).toHaveLength(1);
  });

  it('refuses tiers out of order, repeated, or of fractional or negative days', () => {
    const unordered = { baseRetainedPercent: 10, tiers: [...THREE_TIERS.tiers].reverse() };
    expect(cancellationScaleProblems(unordered)).toContain(
      'Tier 2: tiers go from the most days before arrival to the fewest, each once.',
    );
    const repeated = {
      baseRetainedPercent: 10,
      tiers: [
        { withinDays: 60, retainedPercent: 50 },
        { withinDays: 60, retainedPercent: 100 },
      ],
    };
    expect(cancellationScaleProblems(repeated)).toEqual([
      'Tier 2: tiers go from the most days before arrival to the fewest, each once.',
    ]);
    expect(
      cancellationScaleProblems({ baseRetainedPercent: 10, tiers: [{ withinDays: 7.5, retainedPercent: 50 }] }),
    ).toEqual(['Tier 1: the days before arrival must be a whole number, 0 or more.']);
    expect(
      cancellationScaleProblems({ baseRetainedPercent: 10, tiers: [{ withinDays: -1, retainedPercent: 50 }] }),
    ).toEqual(['Tier 1: the days before arrival must be a whole number, 0 or more.']);
  });

  it('refuses a share that falls as arrival comes closer', () => {
    expect(
      cancellationScaleProblems({ baseRetainedPercent: 50, tiers: [{ withinDays: 30, retainedPercent: 30 }] }),
    ).toEqual(['Tier 1: the share retained cannot fall as arrival comes closer.']);
  });
});

describe('cancellationOutcome', () => {
  const facts: CancellationFacts = {
    scale: DEFAULT_CANCELLATION_SCALE,
    total: 1_234_500,
    currency: 'USD',
    checkIn: d('2027-03-06'),
    cancelledOn: d('2026-12-01'),
    received: 370_400,
  };

  it('retains exactly the deposit the schedule asked, and refunds nothing more when only it was paid', () => {
    const schedule = fixPaymentSchedule(
      {
        checkIn: facts.checkIn,
        checkOut: d('2027-03-13'),
        total: 12_345,
        securityDeposit: 0,
        festive: false,
        currency: 'USD',
      },
      { depositPercent: 30, depositDueDays: 7, balanceDaysBefore: 60, festiveBalanceDaysBefore: 90 },
      d('2026-11-20'),
    );
    const outcome = cancellationOutcome(facts);
    expect(outcome).toEqual({ daysBefore: 95, retainedPercent: 30, retained: 370_400, refund: 0, stillOwed: 0 });
    expect(outcome.retained).toBe(schedule.instalments[0]!.amount);
  });

  it('refunds what was received beyond the retained share, the security deposit included', () => {
    const paidInFull = { ...facts, received: 1_234_500 + 500_000 };
    expect(cancellationOutcome(paidInFull)).toMatchObject({ retained: 370_400, refund: 1_364_100, stillOwed: 0 });
    const late = { ...paidInFull, cancelledOn: d('2027-01-05') };
    expect(cancellationOutcome(late)).toMatchObject({ daysBefore: 60, retained: 1_234_500, refund: 500_000 });
  });

  it('says what is still owed when less than the retained share was received', () => {
    expect(cancellationOutcome({ ...facts, cancelledOn: d('2027-02-20'), received: 370_400 })).toMatchObject({
      retainedPercent: 100,
      retained: 1_234_500,
      refund: 0,
      stillOwed: 864_100,
    });
    expect(cancellationOutcome({ ...facts, received: 0 })).toMatchObject({ refund: 0, stillOwed: 370_400 });
  });

  it('retains nothing on a free cancellation and refunds everything received', () => {
    const free = { ...facts, scale: { baseRetainedPercent: 0, tiers: [{ withinDays: 30, retainedPercent: 100 }] } };
    expect(cancellationOutcome(free)).toMatchObject({ retained: 0, refund: 370_400 });
  });
});
