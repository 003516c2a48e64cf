import { describe, expect, it } from 'vitest';
import { villaGuests } from './stay-params';

describe('villaGuests', () => {
  it('keeps a count the villa takes, and starts at two (or fewer) without one', () => {
    expect(villaGuests('4', 8)).toEqual({ guests: 4, correction: null });
    expect(villaGuests(' 8 ', 8)).toEqual({ guests: 8, correction: null });
    expect(villaGuests(null, 8)).toEqual({ guests: 2, correction: null });
    expect(villaGuests('', 1)).toEqual({ guests: 1, correction: null });
  });

  it('says what it changed, and why, for every count it cannot take', () => {
    expect(villaGuests('0', 8)).toEqual({ guests: 1, correction: { asked: 0, guests: 1, reason: 'at-least-one' } });
    expect(villaGuests('-3', 8)).toEqual({ guests: 1, correction: { asked: -3, guests: 1, reason: 'at-least-one' } });
    expect(villaGuests('2.5', 8)).toEqual({ guests: 2, correction: { asked: 2.5, guests: 2, reason: 'whole' } });
    expect(villaGuests('12', 8)).toEqual({ guests: 8, correction: { asked: 12, guests: 8, reason: 'capacity' } });
    expect(villaGuests('8.5', 8)).toEqual({ guests: 8, correction: { asked: 8.5, guests: 8, reason: 'capacity' } });
    expect(villaGuests('two', 8)).toEqual({ guests: 2, correction: { asked: null, guests: 2, reason: 'unreadable' } });
    expect(villaGuests('Infinity', 8)).toMatchObject({ guests: 2, correction: { reason: 'unreadable' } });
  });
});
