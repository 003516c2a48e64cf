import { describe, expect, it } from 'vitest';
import {
  addToComparison,
  amenityRows,
  compareCookie,
  comparedFromCookieHeader,
  MAX_COMPARED,
  pricePerSquareMetre,
  removeFromComparison,
  valuesDiffer,
} from './compare';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the comparison list', () => {
  it('keeps four homes at most: a fifth replaces the one added first', () => {
    let list: string[] = [];
    for (const n of [1, 2, 3, 4]) list = addToComparison(list, id(n));
    expect(list).toEqual([id(4), id(3), id(2), id(1)]);
    list = addToComparison(list, id(5));
    expect(list).toHaveLength(MAX_COMPARED);
    expect(list).toEqual([id(5), id(4), id(3), id(2)]);
  });

  it('moves a home added again to the front, and removes one', () => {
    const list = addToComparison([id(2), id(1)], id(1));
    expect(list).toEqual([id(1), id(2)]);
    expect(removeFromComparison(list, id(1))).toEqual([id(2)]);
  });

  it('round-trips through its cookie and ignores what is not an id', () => {
    const cookie = compareCookie([id(1), id(2)], true);
    expect(cookie).toMatch(/^compare=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure$/);
    const header = `theme=dark; ${cookie.split(';')[0]}`;
    expect(comparedFromCookieHeader(header)).toEqual([id(1), id(2)]);
    expect(comparedFromCookieHeader(`compare=${id(1)}.nope.${id(1)}.${id(3)}`)).toEqual([id(1), id(3)]);
    expect(compareCookie([], false)).toBe('compare=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly');
  });
});

describe('the comparison table', () => {
  it('tells rows whose values differ', () => {
    expect(valuesDiffer([5, 5, 5])).toBe(false);
    expect(valuesDiffer([5, 4])).toBe(true);
    expect(valuesDiffer([{ a: 1 }, { a: 1 }])).toBe(false);
    expect(valuesDiffer([7])).toBe(false);
  });

  it('prices a square metre in whole units, none without an area', () => {
    expect(pricePerSquareMetre(4_500_000, 450)).toBe(10_000);
    expect(pricePerSquareMetre(1_000_000, 3)).toBe(333_333);
    expect(pricePerSquareMetre(1_000_000, 0)).toBeNull();
  });

  it('lists each amenity once in the page language, what sets homes apart first', () => {
    const rows = amenityRows(
      [{ amenities: ['Pool', 'Ocean views', 'Gym'] }, { amenities: ['pool', 'Wine cellar', 'Helipad nearby'] }],
      'fr',
    );
    expect(rows.map((row) => [row.text, row.has, row.lang])).toEqual([
      ['Cave à vin', [false, true], undefined],
      // Text the vocabulary does not know stays as typed, marked as English.
      ['Helipad nearby', [false, true], 'en'],
      ['Salle de sport', [true, false], undefined],
      ['Vue sur l’océan', [true, false], undefined],
      ['Piscine', [true, true], undefined],
    ]);
  });
});
