import { describe, expect, it } from 'vitest';
import { guestChoices } from './guests';

describe('guestChoices', () => {
  it('offers 1..max guests', () => {
    expect(guestChoices(4)).toEqual([1, 2, 3, 4]);
    expect(guestChoices(0)).toEqual([1]);
  });
});
