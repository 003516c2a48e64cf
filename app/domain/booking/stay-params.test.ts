import { describe, expect, it } from 'vitest';
import { rentalGuests } from './stay-params';

describe('villaGuests', () => {
  it('keeps a count the villa takes, and starts at two (or fewer) without one', () => {
    expect(rentalGuests('4', 8)).toEqual({ guests: 4, correction: null });
    expect(rentalGuests(' 8 ', 8)).toEqual({ guests: 8, correction: null });
    expect(rentalGuests(null, 8)).toEqual({ guests: 2, correction: null });
    expect(rentalGuests('', 1)).toEqual({ guests: 1, correction: null });
  });

  it('says what it changed, and why, for every count it cannot take', () => {
    expect(rentalGuests('0', 8)).toEqual({ guests: 1, correction: { asked: 0, guests: 1, reason: 'at-least-one' } });
    expect(rentalGuests('-3', 8)).toEqual({ guests: 1, correction: { asked: -3, guests: 1, reason: 'at-least-one' } });
    expect(rentalGuests('2.5', 8)).toEqual({ guests: 2, correction: { asked: 2.5, guests: 2, reason: 'whole' } });
    expect(rentalGuests('12', 8)).toEqual({ guests: 8, correction: { asked: 12, guests: 8, reason: 'capacity' } });
    expect(rentalGuests('8.5', 8)).toEqual({ guests: 8, correction: { asked: 8.5, guests: 8, reason: 'capacity' } });
    expect(rentalGuests('two', 8)).toEqual({ guests: 2, correction: { asked: null, guests: 2, reason: 'unreadable' } });
    expect(rentalGuests('Infinity', 8)).toMatchObject({ guests: 2, correction: { reason: 'unreadable' } });
  });
});
