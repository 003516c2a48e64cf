import { describe, expect, it } from 'vitest';
import {
  favouritesCookie,
  favouritesFromCookieHeader,
  parseFavourites,
  serializeFavourites,
  toggleFavourite,
} from './favourites';

const a = '6f1c2a52-8d1e-4c1b-9c55-0b8d3f0a1e11';
const b = '7a2d3b63-9e2f-4d2c-8d66-1c9e4a1b2f22';

describe('favourites', () => {
  it('round-trips and ignores junk and duplicates', () => {
    const list = [
      { kind: 'property' as const, id: a },
      { kind: 'rental' as const, id: b },
    ];
    expect(parseFavourites(serializeFavourites(list))).toEqual(list);
    expect(parseFavourites(`p:${a}.x:${b}.p:nope.p:${a}`)).toEqual([{ kind: 'property', id: a }]);
  });
  it('toggles an item, newest first', () => {
    const one = toggleFavourite([], { kind: 'property', id: a }, true);
    const two = toggleFavourite(one, { kind: 'rental', id: b }, true);
    expect(two.map((f) => f.id)).toEqual([b, a]);
    expect(toggleFavourite(two, { kind: 'property', id: a }, false)).toEqual([{ kind: 'rental', id: b }]);
  });
  it('reads the cookie among others and writes an expiring cookie when empty', () => {
    expect(favouritesFromCookieHeader(`theme=dark; favourites=p:${a}; other=1`)).toEqual([{ kind: 'property', id: a }]);
    expect(favouritesCookie([], false)).toContain('Max-Age=0');
    expect(favouritesCookie([{ kind: 'property', id: a }], true)).toMatch(/Secure$/);
  });
});
