import { describe, expect, it } from 'vitest';
import { formatShare, grossYield, occupancy, rentalYieldFrom } from './rental-yield';

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
