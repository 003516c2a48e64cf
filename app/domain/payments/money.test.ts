import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#app/domain/currency/currency';
import { formatMinorAmount, percentInWholeUnits, toMinorUnits } from '#app/domain/payments/money';

describe('toMinorUnits', () => {
  it('turns a quote’s whole dollars or euros into cents', () => {
    expect(toMinorUnits(12_345, 'USD')).toBe(1_234_500);
    expect(toMinorUnits(0, 'EUR')).toBe(0);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1_999);
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow(RangeError);
  });
});

describe('percentInWholeUnits', () => {
  it('rounds a share to whole units, half up, on integers', () => {
    expect(percentInWholeUnits(1_234_500, 30, 'USD')).toBe(370_400); // 3,703.50 → 3,704
    expect(percentInWholeUnits(1_234_400, 30, 'USD')).toBe(370_300); // 3,703.20 → 3,703
    expect(percentInWholeUnits(1_000_000, 33.33, 'EUR')).toBe(333_300);
    expect(percentInWholeUnits(1_234_500, 100, 'USD')).toBe(1_234_500);
    expect(percentInWholeUnits(1_234_500, 0, 'USD')).toBe(0);
  });

  it('never exceeds the amount for a share up to 100%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (whole, hundredths) => {
        const share = percentInWholeUnits(whole * 100, hundredths / 100, 'USD');
        expect(share % 100).toBe(0);
        expect(share).toBeLessThanOrEqual(whole * 100);
      }),
    );
  });
});

describe('formatMinorAmount', () => {
  it('shows the cents, in English and French', () => {
    expect(formatMinorAmount(370_400, 'USD')).toBe('$3,704.00');
    expect(formatMinorAmount(-50_000, 'USD')).toBe('-$500.00');
    expect(formatMinorAmount(2_135_050, 'EUR', 'en')).toBe('€21,350.50');
    expect(formatMinorAmount(2_135_050, 'EUR', 'fr')).toBe('21\u202f350,50\u00a0€');
    expect(formatMinorAmount(370_400, 'USD', 'fr')).toBe('3\u202f704,00\u00a0$US');
  });

  it('says the same figure as a whole-unit price', () => {
    expect(formatMinorAmount(toMinorUnits(12_345, 'USD'), 'USD').replace('.00', '')).toBe(formatMoney(12_345, 'USD'));
  });
});
