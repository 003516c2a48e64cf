import { describe, expect, it } from 'vitest';
import { parsePropertyFilters, parseRentalFilters } from './filter-params';
import { compactedSearch, filtersToSearch, parsePriceRange } from './filters';

const params = (search: string) => new URLSearchParams(search);

describe('parsePriceRange', () => {
  it('reads min-max with an open upper end', () => {
    expect(parsePriceRange('1000000-3000000')).toEqual({ min: 1_000_000, max: 3_000_000 });
    expect(parsePriceRange('10000000-')).toEqual({ min: 10_000_000, max: null });
    expect(parsePriceRange('-500')).toEqual({ min: null, max: 500 });
  });
  it('rejects nonsense', () => {
    for (const bad of ['', '-', 'abc', '5-1', '1e6-2e6', '1-2-3', null, undefined])
      expect(parsePriceRange(bad)).toBeNull();
  });
});

describe('parsePropertyFilters', () => {
  it('reads every filter', () => {
    expect(
      parsePropertyFilters(
        params('island=Sint+Maarten&type=villa&price=3000000-5000000&bedrooms=3&bathrooms=2&sort=price-desc&page=2'),
      ),
    ).toEqual({
      island: 'Sint Maarten',
      type: 'villa',
      price: '3000000-5000000',
      bedrooms: 3,
      bathrooms: 2,
      sort: 'price-desc',
      page: 2,
    });
  });
  it('falls back to defaults for invalid values instead of failing', () => {
    expect(
      parsePropertyFilters(
        params('island=Atlantis&type=castle&price=cheap&bedrooms=-2&bathrooms=x&sort=random&page=0'),
      ),
    ).toEqual({
      island: undefined,
      type: undefined,
      price: undefined,
      bedrooms: undefined,
      bathrooms: undefined,
      sort: 'newest',
      page: 1,
    });
  });
  it('treats empty values as Any and takes the first of repeated values', () => {
    expect(parsePropertyFilters(params('island=&bedrooms=2&bedrooms=5'))).toEqual({
      bedrooms: 2,
      sort: 'newest',
      page: 1,
    });
  });
});

describe('parseRentalFilters', () => {
  it('reads the five rental filters', () => {
    expect(
      parseRentalFilters(params('island=Saint+Barth%C3%A9lemy&price=500-1000&bedrooms=2&guests=6&minStay=3')),
    ).toEqual({
      island: 'Saint Barthélemy',
      price: '500-1000',
      bedrooms: 2,
      guests: 6,
      minStay: 3,
      page: 1,
    });
  });
});

describe('filtersToSearch', () => {
  it('drops empty values and defaults', () => {
    expect(
      filtersToSearch(
        { island: 'Sint Maarten', type: undefined, sort: 'newest', page: 2 },
        { sort: 'newest', page: 1 },
      ),
    ).toBe('?island=Sint+Maarten&page=2');
    expect(filtersToSearch({ page: 1 }, { page: 1 })).toBe('');
  });
});

describe('compactedSearch', () => {
  it('drops empty parameters, keeping the others in their order', () => {
    const params = new URLSearchParams('island=&type=villa&price=&bedrooms=3&bathrooms=&sort=newest&view=map');
    expect(compactedSearch(params)).toBe('?type=villa&bedrooms=3&sort=newest&view=map');
    expect(compactedSearch(new URLSearchParams('island=&price='))).toBe('');
  });
  it('says null when nothing is to drop', () => {
    expect(compactedSearch(new URLSearchParams('type=villa&sort=price-asc'))).toBeNull();
    expect(compactedSearch(new URLSearchParams(''))).toBeNull();
  });
});
