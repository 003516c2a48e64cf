import { localizeAmenities } from '#app/domain/listings/amenities';
import type { Locale } from '#app/domain/i18n/locale';

/**
 * Comparing saved properties side by side (issue 31, item 5; docs/decisions/038-compare-yield-whatsapp.md). The
 * homes being compared are kept in a cookie of their own beside the favourites (no account, with or without
 * JavaScript): at most four property ids, the latest added first, so a fifth replaces the one added first.
 * Only saved properties are compared: /saved reads the favourites and keeps those of them in this list.
 */
export const COMPARE_COOKIE = 'compare';
export const MAX_COMPARED = 4;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseCompared(value: string | null | undefined): string[] {
  if (!value) return [];
  const ids = decodeURIComponent(value)
    .split('.')
    .filter((id) => UUID.test(id))
    .map((id) => id.toLowerCase());
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

/** Reads the list from a Cookie header. */
export function comparedFromCookieHeader(header: string | null | undefined): string[] {
  const match = (header ?? '').split(/;\s*/).find((part) => part.startsWith(`${COMPARE_COOKIE}=`));
  return parseCompared(match?.slice(COMPARE_COOKIE.length + 1));
}

/** Adds a home in front; past four, the one added first leaves. Adding one already there moves it to the front. */
export function addToComparison(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, MAX_COMPARED);
}

export function removeFromComparison(ids: readonly string[], id: string): string[] {
  return ids.filter((other) => other !== id);
}

/** A year-long cookie like the favourites' (it holds nothing secret); an empty list removes it. */
export function compareCookie(ids: readonly string[], secure: boolean): string {
  const value = ids.slice(0, MAX_COMPARED).join('.');
  return `${COMPARE_COOKIE}=${value}; Path=/; Max-Age=${value ? 31_536_000 : 0}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** Whether a row's values are not all the same (a row of one home never differs). */
export function valuesDiffer(values: readonly unknown[]): boolean {
  return new Set(values.map((value) => JSON.stringify(value))).size > 1;
}

/** The whole-unit price of one square metre, or null without an area. */
export function pricePerSquareMetre(price: number, area: number): number | null {
  return area > 0 ? Math.round(price / area) : null;
}

export interface AmenityRow {
  text: string;
  lang?: Locale;
  /** Per home, in the columns' order. */
  has: boolean[];
}

/**
 * One row per amenity any of the homes has, in the page's language (the shared vocabulary's words), the ones all
 * homes share last, each alphabetical: what tells homes apart reads first.
 */
export function amenityRows(homes: readonly { amenities: readonly string[] }[], locale: Locale): AmenityRow[] {
  const rows = new Map<string, AmenityRow>();
  homes.forEach((home, column) => {
    for (const amenity of localizeAmenities(home.amenities, locale)) {
      const key = amenity.text.toLocaleLowerCase(locale);
      const row = rows.get(key) ?? { text: amenity.text, lang: amenity.lang, has: homes.map(() => false) };
      row.has[column] = true;
      rows.set(key, row);
    }
  });
  const shared = (row: AmenityRow) => row.has.every(Boolean);
  return [...rows.values()].sort(
    (a, b) => Number(shared(a)) - Number(shared(b)) || a.text.localeCompare(b.text, locale),
  );
}
