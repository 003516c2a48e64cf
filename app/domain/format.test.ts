import { describe, expect, it } from 'vitest';
import { formatArea, formatDate, formatPrice, formatSquareFeet, plural } from './format';

describe('formatPrice', () => {
  it('shows USD without decimals', () => {
    expect(formatPrice(4_250_000)).toBe('$4,250,000');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1234.56)).toBe('$1,235');
  });
});

describe('formatDate', () => {
  it('uses the en-US long format in the agency time zone, whatever the host zone', () => {
    // 02:30 UTC on 6 March is still 5 March in the Caribbean (UTC-4).
    expect(formatDate('2026-03-06T02:30:00Z')).toBe('March 5, 2026');
    expect(formatDate('2026-03-06T12:00:00Z')).toBe('March 6, 2026');
  });
});

describe('area', () => {
  it('formats square metres and converts to square feet', () => {
    expect(formatArea(450)).toBe('450 m²');
    expect(formatSquareFeet(100)).toBe('1,076 sq ft');
  });
});

describe('plural', () => {
  it('uses the singular for one only', () => {
    expect(plural(1, 'night')).toBe('1 night');
    expect(plural(3, 'night')).toBe('3 nights');
    expect(plural(0, 'guest')).toBe('0 guests');
  });
});
