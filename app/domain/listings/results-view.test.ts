import { describe, expect, it } from 'vitest';
import { filtersToSearch } from './filters';
import { parseResultsView, searchInView, viewParam } from './results-view';

describe('parseResultsView', () => {
  it.each([
    ['', 'list'],
    ['?view=map', 'map'],
    ['?island=Sint+Maarten&view=map&page=2', 'map'],
    ['?view=list', 'list'],
    ['?view=MAP', 'list'],
    ['?view=', 'list'],
    ['?view=satellite', 'list'],
    // The first value wins, as for the filters.
    ['?view=map&view=list', 'map'],
    ['?view=list&view=map', 'list'],
  ])('%s → %s', (search, view) => {
    expect(parseResultsView(new URLSearchParams(search))).toBe(view);
  });
});

describe('searchInView', () => {
  it('adds view=map after every filter, sort and page, in their order', () => {
    expect(searchInView('?island=Saint+Barth%C3%A9lemy&sort=price-asc&page=2', 'map')).toBe(
      '?island=Saint+Barth%C3%A9lemy&sort=price-asc&page=2&view=map',
    );
  });
  it('drops view for the list and keeps the rest', () => {
    expect(searchInView('?island=Sint+Maarten&view=map&page=3', 'list')).toBe('?island=Sint+Maarten&page=3');
  });
  it('gives an empty search for the list without filters', () => {
    expect(searchInView('', 'list')).toBe('');
    expect(searchInView('?view=map', 'list')).toBe('');
  });
  it('gives ?view=map alone without filters', () => {
    expect(searchInView('', 'map')).toBe('?view=map');
    expect(searchInView('?', 'map')).toBe('?view=map');
  });
  it('replaces repeated or odd views with one', () => {
    expect(searchInView('?view=list&view=map&bedrooms=3', 'map')).toBe('?bedrooms=3&view=map');
  });
  it('keeps dates and empty filters as they were written', () => {
    expect(searchInView('?checkIn=2027-01-10&checkOut=2027-01-17&price=', 'map')).toBe(
      '?checkIn=2027-01-10&checkOut=2027-01-17&price=&view=map',
    );
  });
  it('is idempotent', () => {
    const once = searchInView('?type=villa', 'map');
    expect(searchInView(once, 'map')).toBe(once);
    expect(searchInView(searchInView(once, 'list'), 'list')).toBe('?type=villa');
  });
});

describe('viewParam', () => {
  it('is view=map for the map and nothing for the list, in links built from filters', () => {
    const filters = { island: 'Sint Maarten', sort: 'newest', page: 2 };
    const defaults = { sort: 'newest', page: 1 };
    expect(filtersToSearch({ ...filters, ...viewParam('map') }, defaults)).toBe('?island=Sint+Maarten&page=2&view=map');
    expect(filtersToSearch({ ...filters, ...viewParam('list') }, defaults)).toBe('?island=Sint+Maarten&page=2');
  });
});
