import type { CalendarDate } from '#app/domain/booking/dates';

/**
 * Public list filters: what the browser needs (price ranges, sort labels, links). Reading them from a URL
 * (with zod) lives in filter-params.ts, used by loaders only, so list pages ship no zod.
 */

export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** 'min-max' with an empty side meaning unbounded ('10000000-' is 10M+); null when unreadable. */
export function parsePriceRange(value: string | null | undefined): PriceRange | null {
  const match = /^(\d{0,12})-(\d{0,12})$/.exec(value?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  const min = match[1] ? Number(match[1]) : null;
  const max = match[2] ? Number(match[2]) : null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export const PROPERTY_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
export const PROPERTY_SORT_LABELS: Record<PropertySort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
};

/** The URL search of a filter state, without defaults, for links (pagination, reset). */
export function filtersToSearch(
  filters: Record<string, string | number | undefined>,
  defaults: Record<string, unknown> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || defaults[key] === value) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A filter form's search as it should read: without its empty parameters (an "Any" select, an empty date). Null
 * when `params` already reads so. A plain HTML GET form sends every field; the list loaders redirect its address
 * to this one, and with JavaScript the form asks for it directly.
 */
export function compactedSearch(params: URLSearchParams): string | null {
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [key, value] of params) {
    if (value === '') dropped = true;
    else kept.append(key, value);
  }
  if (!dropped) return null;
  const search = kept.toString();
  return search ? `?${search}` : '';
}

/** The stay of the filters, when both dates are there and in order. */
export function filterStay(filters: {
  checkIn?: CalendarDate;
  checkOut?: CalendarDate;
}): { checkIn: CalendarDate; checkOut: CalendarDate } | null {
  return filters.checkIn && filters.checkOut && filters.checkOut > filters.checkIn
    ? { checkIn: filters.checkIn, checkOut: filters.checkOut }
    : null;
}
