import { describe, expect, it } from 'vitest';
import { bookingTotal, guestChoices, parseGuests } from './booking';

describe('booking', () => {
  it('totals seven nights', () => {
    expect(bookingTotal(1250)).toBe(8750);
    expect(bookingTotal(0)).toBe(0);
  });
  it('offers 1..max guests', () => {
    expect(guestChoices(4)).toEqual([1, 2, 3, 4]);
    expect(guestChoices(0)).toEqual([1]);
  });
  it('accepts only guest counts within the rental’s maximum', () => {
    expect(parseGuests('3', 6)).toBe(3);
    expect(parseGuests('7', 6)).toBeUndefined();
    expect(parseGuests('x', 6)).toBeUndefined();
    expect(parseGuests(null, 6)).toBeUndefined();
  });
});
