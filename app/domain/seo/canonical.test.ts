import { describe, expect, it } from 'vitest';
import { canonicalSearch } from './canonical';

describe('canonicalSearch', () => {
  it('keeps the page number past the first, and nothing else', () => {
    expect(canonicalSearch('?page=3')).toBe('?page=3');
    expect(canonicalSearch('?island=Sint+Maarten&sort=price-asc&page=2&view=map&currency=EUR')).toBe('?page=2');
    expect(canonicalSearch('?checkIn=2027-01-03&checkOut=2027-01-10&guests=4&month=2027-01')).toBe('');
  });

  it('drops the first page and page numbers that are not whole numbers past one', () => {
    for (const search of ['', '?page=1', '?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=']) {
      expect(canonicalSearch(search)).toBe('');
    }
    // Written another way, the same page.
    expect(canonicalSearch('?page=02')).toBe('?page=2');
  });
});
