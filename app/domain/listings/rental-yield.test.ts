import { describe, expect, it } from 'vitest';
import { formatShare, grossYield, occupancy, rentalYieldFrom, rentalYieldView, type RentalYield } from './rental-yield';

describe('rental yield', () => {
  const answer = {
    basis: 'rental',
    from: '2025-11-29',
    to: '2026-11-29',
    days: 365,
    nights: 146,
    income: 219000,
    currency: 'USD',
    comparables: 0,
  };

  it('reads the database answer, and nothing else', () => {
    expect(rentalYieldFrom(answer)).toEqual(answer);
    expect(rentalYieldFrom({ ...answer, nights: '146', income: '219000' })).toEqual(answer);
    expect(rentalYieldFrom(null)).toBeNull();
    expect(rentalYieldFrom({ ...answer, basis: 'guess' })).toBeNull();
    expect(rentalYieldFrom({ ...answer, days: 0 })).toBeNull();
    expect(rentalYieldFrom({ ...answer, currency: 'GBP' })).toBeNull();
  });

  it('makes the occupancy and the gross yield', () => {
    expect(occupancy(answer)).toBeCloseTo(0.4);
    expect(occupancy({ nights: 400, days: 365 })).toBe(1);
    expect(grossYield(219_000, 4_500_000)).toBeCloseTo(0.04867);
    expect(grossYield(219_000, 0)).toBeNull();
  });

  it('writes shares in each language', () => {
    expect(formatShare(0.4, 'en')).toBe('40%');
    expect(formatShare(0.04867, 'en', 1)).toBe('4.9%');
    expect(formatShare(0.04867, 'fr', 1)).toBe('4,9\u00a0%');
  });
});

describe('the page section', () => {
  const own: RentalYield = {
    basis: 'rental',
    from: '2025-11-29',
    to: '2026-11-29',
    days: 365,
    nights: 146,
    income: 219_000,
    currency: 'USD',
    comparables: 0,
  };
  const house = { price: 4_500_000, bedrooms: 5, island: 'Saint Barthélemy' };

  it('states a villa’s own figures, with the yield of the asking price', () => {
    const view = rentalYieldView(own, house, 'en');
    expect(view.badge).toBeNull();
    expect(view.lead).toBe('This house is also one of our rentals. Its last twelve months:');
    expect(view.facts).toEqual([
      { label: 'Nights booked', text: '146 nights' },
      { label: 'Occupancy', text: '40%' },
      { label: 'Gross rental income', money: { amount: 219_000, currency: 'USD' } },
      { label: 'Gross yield', text: '4.9%', detail: 'of the asking price' },
    ]);
  });

  it('labels an estimate as such, with its method in one sentence, in French too', () => {
    const view = rentalYieldView({ ...own, basis: 'estimate', comparables: 3 }, house, 'fr');
    expect(view.badge).toBe('Estimation');
    expect(view.lead).toBe('Une estimation, et non les chiffres de cette maison\u00a0:');
    expect(view.method).toMatch(
      /^Estimé comme la moyenne des 3\u00a0villas de 5\u00a0chambres que nous louons à Saint Barthélemy/,
    );
    expect(view.facts.map((fact) => fact.label)).toEqual([
      'Nuits réservées',
      'Taux d’occupation',
      'Revenu locatif brut',
      'Rendement brut',
    ]);
    // Without an asking price there is no yield to state.
    expect(rentalYieldView(own, { ...house, price: 0 }, 'en').facts).toHaveLength(3);
  });
});
