import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_TERMS } from '#app/domain/booking/terms';
import { DEFAULT_CANCELLATION_SCALE } from '#app/domain/payments/cancellation';
import { cancellationScaleSchema, freezeStayTerms, stayTermsSchema } from '#app/domain/payments/terms';

describe('freezeStayTerms', () => {
  it('copies the terms in force with the cancellation scale and the agreement’s version', () => {
    const frozen = freezeStayTerms(DEFAULT_BOOKING_TERMS, DEFAULT_CANCELLATION_SCALE, '2026-11');
    expect(frozen).toEqual({
      depositPercent: 30,
      depositDueDays: 7,
      balanceDaysBefore: 60,
      festiveBalanceDaysBefore: 90,
      cancellation: { baseRetainedPercent: 30, tiers: [{ withinDays: 60, retainedPercent: 100 }] },
      agreementVersion: '2026-11',
    });
    expect(frozen.cancellation.tiers).not.toBe(DEFAULT_CANCELLATION_SCALE.tiers);
  });

  it('takes the booking terms’ own scale and deposit delay when given no other', () => {
    const scale = { baseRetainedPercent: 50, tiers: [{ withinDays: 30, retainedPercent: 100 }] };
    const frozen = freezeStayTerms({ ...DEFAULT_BOOKING_TERMS, depositDueDays: 10, cancellation: scale });
    expect(frozen).toMatchObject({ depositDueDays: 10, cancellation: scale, agreementVersion: null });
  });

  it('reads back what it stored, through JSON', () => {
    const frozen = freezeStayTerms({ ...DEFAULT_BOOKING_TERMS, depositDueDays: 5 }, DEFAULT_CANCELLATION_SCALE, null);
    expect(stayTermsSchema.parse(JSON.parse(JSON.stringify(frozen)))).toEqual(frozen);
  });
});

describe('cancellationScaleSchema', () => {
  it('refuses a scale out of order with the scale’s own words', () => {
    const result = cancellationScaleSchema.safeParse({
      baseRetainedPercent: 30,
      tiers: [
        { withinDays: 30, retainedPercent: 100 },
        { withinDays: 60, retainedPercent: 100 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Tier 2: tiers go from the most days before arrival to the fewest, each once.',
    ]);
  });

  it('refuses shares and days out of range', () => {
    expect(cancellationScaleSchema.safeParse({ baseRetainedPercent: 120, tiers: [] }).success).toBe(false);
    expect(
      cancellationScaleSchema.safeParse({ baseRetainedPercent: 30, tiers: [{ withinDays: 1.5, retainedPercent: 50 }] })
        .success,
    ).toBe(false);
  });
});
