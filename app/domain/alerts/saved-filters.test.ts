import { describe, expect, it } from 'vitest';
import { savedFiltersOf, savedSearchListPath } from './saved-filters';

describe('savedFiltersOf', () => {
  it('keeps only the filters a saved search keeps, read with the list pages’ schema', () => {
    expect(
      savedFiltersOf('property', {
        island: 'Saint Barthélemy',
        type: 'villa',
        bedrooms: '3',
        sort: 'price-asc',
        page: '4',
        email: 'x',
      }),
    ).toEqual({ island: 'Saint Barthélemy', type: 'villa', bedrooms: 3 });
    expect(
      savedFiltersOf('rental', { guests: '6', checkIn: '2030-01-01', checkOut: '2030-01-08', type: 'villa' }),
    ).toEqual({ guests: 6 });
  });
  it('drops a bad value as the list pages do ("Any")', () => {
    expect(savedFiltersOf('property', { island: 'Atlantis', price: '9-1', bedrooms: 'lots' })).toEqual({});
    expect(savedFiltersOf('rental', null)).toEqual({});
  });
  it('gives the list page of the search', () => {
    expect(savedSearchListPath('rental', { bedrooms: 3, guests: 6 })).toBe('/rentals?bedrooms=3&guests=6');
    expect(savedSearchListPath('property', {})).toBe('/properties');
  });
});
