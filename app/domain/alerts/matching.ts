import { parsePriceRange } from '#app/domain/listings/filters';
import type { SavedFilters, SavedSearchKind } from './saved-filters';

/**
 * Which listings an alert holds (docs/decisions/035-search-alerts.md), pure: a listing matches a saved search as the
 * list page's query would (app/server/listings/listings.server.ts: island, type, price in US dollars, at least so
 * many bedrooms, bathrooms, guests; a minimum stay no longer than asked); only published listings reach it (the
 * database's candidates: status 'published', nothing else). A candidate counts when it became published after the
 * search was saved ('new'), or when its price went down since then ('price-drop', from the price it had when the
 * search was saved); a listing already sent to the search is never a candidate (the unique key).
 */

/** A listing as the database gives it to the job (public.saved_search_candidates). */
export interface AlertCandidate {
  id: string;
  /** In the listing's currency (a property's price, a villa's nightly rate), whole units. */
  price: number;
  /** The same, normalised to US dollars: what the price filter reads. */
  priceUsd: number;
  currency: 'USD' | 'EUR';
  island: string;
  type: string | null;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number | null;
  minStayDays: number | null;
  /** When it last became published, if that happened since the search was saved. */
  publishedAt: string | null;
  /** Its price when the search was saved, if the price changed since. */
  firstOldPrice: number | null;
  changedAt: string;
}

export type AlertReason = 'new' | 'price-drop';

export interface AlertItem {
  id: string;
  reason: AlertReason;
  price: number;
  previousPrice: number | null;
  currency: 'USD' | 'EUR';
}

/** At most this many listings in one e-mail; the rest wait for the next one, and the e-mail links to all. */
export const ALERT_MAIL_LIMIT = 12;

export function matchesSavedFilters(kind: SavedSearchKind, filters: SavedFilters, listing: AlertCandidate): boolean {
  if (filters.island && listing.island !== filters.island) return false;
  if (kind === 'property' && filters.type && listing.type !== filters.type) return false;
  const range = parsePriceRange(filters.price);
  if (range?.min != null && listing.priceUsd < range.min) return false;
  if (range?.max != null && listing.priceUsd > range.max) return false;
  if (filters.bedrooms && listing.bedrooms < filters.bedrooms) return false;
  if (kind === 'property' && filters.bathrooms && listing.bathrooms < filters.bathrooms) return false;
  if (kind === 'rental') {
    if (filters.guests && (listing.maxGuests ?? 0) < filters.guests) return false;
    if (filters.minStay && (listing.minStayDays ?? 1) > filters.minStay) return false;
  }
  return true;
}

/**
 * Why a candidate is alerted: published since the search was saved ('new'); else priced lower than when the search
 * was saved ('price-drop'); else not at all (its price rose, or came back to where it was).
 */
export function alertReason(listing: AlertCandidate): { reason: AlertReason; previousPrice: number | null } | null {
  if (listing.publishedAt) return { reason: 'new', previousPrice: null };
  if (listing.firstOldPrice != null && listing.price < listing.firstOldPrice)
    return { reason: 'price-drop', previousPrice: listing.firstOldPrice };
  return null;
}

/**
 * One search's next alert: the candidates that match and have a reason, the most recently changed first, at most
 * ALERT_MAIL_LIMIT (and how many there were in all). Duplicates (the same listing twice) are kept once.
 */
export function selectAlertItems(
  kind: SavedSearchKind,
  filters: SavedFilters,
  candidates: readonly AlertCandidate[],
): { items: AlertItem[]; matches: number } {
  const seen = new Set<string>();
  const all: (AlertItem & { changedAt: string })[] = [];
  for (const listing of candidates) {
    if (seen.has(listing.id) || !matchesSavedFilters(kind, filters, listing)) continue;
    const why = alertReason(listing);
    if (!why) continue;
    seen.add(listing.id);
    all.push({
      id: listing.id,
      price: listing.price,
      currency: listing.currency,
      changedAt: listing.changedAt,
      ...why,
    });
  }
  all.sort((a, b) => (a.changedAt < b.changedAt ? 1 : a.changedAt > b.changedAt ? -1 : a.id.localeCompare(b.id)));
  return {
    items: all.slice(0, ALERT_MAIL_LIMIT).map(({ changedAt: _changedAt, ...item }) => item),
    matches: all.length,
  };
}
