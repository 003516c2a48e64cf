import { describe, expect, it } from 'vitest';
import { ALERT_MAIL_LIMIT, alertReason, matchesSavedFilters, selectAlertItems, type AlertCandidate } from './matching';

const listing = (overrides: Partial<AlertCandidate> = {}): AlertCandidate => ({
  id: 'a',
  price: 3_000_000,
  priceUsd: 3_000_000,
  currency: 'USD',
  island: 'Saint Barthélemy',
  type: 'villa',
  bedrooms: 4,
  bathrooms: 3,
  maxGuests: null,
  minStayDays: null,
  publishedAt: '2026-11-20T12:00:00Z',
  firstOldPrice: null,
  changedAt: '2026-11-20T12:00:00Z',
  ...overrides,
});

describe('matchesSavedFilters', () => {
  it('matches a property as the list page filters it', () => {
    const villa = listing();
    expect(matchesSavedFilters('property', {}, villa)).toBe(true);
    expect(
      matchesSavedFilters('property', { island: 'Saint Barthélemy', type: 'villa', bedrooms: 4, bathrooms: 3 }, villa),
    ).toBe(true);
    expect(matchesSavedFilters('property', { island: 'Sint Maarten' }, villa)).toBe(false);
    expect(matchesSavedFilters('property', { type: 'apartment' }, villa)).toBe(false);
    expect(matchesSavedFilters('property', { bedrooms: 5 }, villa)).toBe(false);
    expect(matchesSavedFilters('property', { bathrooms: 4 }, villa)).toBe(false);
  });

  it('reads the price band in US dollars, inclusive, open-ended on an empty side', () => {
    const euro = listing({ price: 2_800_000, priceUsd: 3_000_000, currency: 'EUR' });
    expect(matchesSavedFilters('property', { price: '1000000-3000000' }, euro)).toBe(true);
    expect(matchesSavedFilters('property', { price: '3000000-' }, euro)).toBe(true);
    expect(matchesSavedFilters('property', { price: '0-2999999' }, euro)).toBe(false);
    expect(matchesSavedFilters('property', { price: '3000001-' }, euro)).toBe(false);
  });

  it('matches a villa for rent on guests and the minimum stay it allows', () => {
    const villa = listing({ type: null, price: 1500, priceUsd: 1500, maxGuests: 8, minStayDays: 5 });
    expect(matchesSavedFilters('rental', { guests: 8, minStay: 5 }, villa)).toBe(true);
    expect(matchesSavedFilters('rental', { guests: 9 }, villa)).toBe(false);
    expect(matchesSavedFilters('rental', { minStay: 4 }, villa)).toBe(false);
    expect(matchesSavedFilters('rental', { price: '1000-2000' }, villa)).toBe(true);
  });
});

describe('alertReason (price drops)', () => {
  it('calls a listing published since the search was saved new, whatever its price did', () => {
    expect(alertReason(listing({ firstOldPrice: 2_000_000 }))).toEqual({ reason: 'new', previousPrice: null });
  });
  it('marks a lower price than when the search was saved as a drop, from that price', () => {
    expect(alertReason(listing({ publishedAt: null, price: 4_500_000, firstOldPrice: 6_000_000 }))).toEqual({
      reason: 'price-drop',
      previousPrice: 6_000_000,
    });
  });
  it('alerts nothing for a price that rose or came back', () => {
    expect(alertReason(listing({ publishedAt: null, price: 6_500_000, firstOldPrice: 6_000_000 }))).toBeNull();
    expect(alertReason(listing({ publishedAt: null, price: 6_000_000, firstOldPrice: 6_000_000 }))).toBeNull();
    expect(alertReason(listing({ publishedAt: null, firstOldPrice: null }))).toBeNull();
  });
});

describe('selectAlertItems', () => {
  it('keeps each listing once, the most recently changed first, at most 12, and counts them all', () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      listing({
        id: `l${String(i).padStart(2, '0')}`,
        changedAt: `2026-11-${String(10 + i).padStart(2, '0')}T00:00:00Z`,
      }),
    );
    const { items, matches } = selectAlertItems('property', {}, [...many, many[14]!]);
    expect(matches).toBe(15);
    expect(items).toHaveLength(ALERT_MAIL_LIMIT);
    expect(items[0]).toEqual({ id: 'l14', reason: 'new', price: 3_000_000, previousPrice: null, currency: 'USD' });
    expect(new Set(items.map((item) => item.id)).size).toBe(ALERT_MAIL_LIMIT);
  });
  it('leaves out what does not match and what has no reason', () => {
    const { items, matches } = selectAlertItems('property', { bedrooms: 4 }, [
      listing({ id: 'small', bedrooms: 2 }),
      listing({ id: 'dearer', publishedAt: null, price: 7_000_000, firstOldPrice: 6_000_000 }),
      listing({ id: 'cheaper', publishedAt: null, price: 5_000_000, firstOldPrice: 6_000_000 }),
    ]);
    expect(matches).toBe(1);
    expect(items.map((item) => [item.id, item.reason])).toEqual([['cheaper', 'price-drop']]);
  });
});
