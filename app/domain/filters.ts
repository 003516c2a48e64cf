import { z } from 'zod';
import { ISLANDS, PROPERTY_TYPES } from './constants';

/**
 * Public list filters, read from the URL. Every field falls back to its default on a bad value, so a
 * hand-edited or stale link shows results instead of an error.
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

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);
const atLeast = (max: number) => z.coerce.number().int().min(1).max(max).optional().catch(undefined);
const page = z.coerce.number().int().min(1).max(100_000).catch(1).default(1);
const priceRange = z
  .string()
  .optional()
  .transform((value) => (parsePriceRange(value) ? value : undefined))
  .catch(undefined);

export const PROPERTY_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
export const PROPERTY_SORT_LABELS: Record<PropertySort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
};

export const propertyFiltersSchema = z.object({
  island: optionalEnum(ISLANDS),
  type: optionalEnum(PROPERTY_TYPES),
  price: priceRange,
  bedrooms: atLeast(50),
  bathrooms: atLeast(50),
  sort: z.enum(PROPERTY_SORTS).catch('newest').default('newest'),
  page,
});
export type PropertyFilters = z.output<typeof propertyFiltersSchema>;

export const rentalFiltersSchema = z.object({
  island: optionalEnum(ISLANDS),
  price: priceRange,
  bedrooms: atLeast(50),
  guests: atLeast(100),
  minStay: atLeast(365),
  page,
});
export type RentalFilters = z.output<typeof rentalFiltersSchema>;

function searchParamsObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  // The first value wins when a field is repeated; empty values mean "Any".
  for (const [key, value] of params) if (!(key in out) && value !== '') out[key] = value;
  return out;
}

export function parsePropertyFilters(params: URLSearchParams): PropertyFilters {
  return propertyFiltersSchema.parse(searchParamsObject(params));
}

export function parseRentalFilters(params: URLSearchParams): RentalFilters {
  return rentalFiltersSchema.parse(searchParamsObject(params));
}

/** The URL search of a filter state, without defaults, for links (pagination, reset). */
export function filtersToSearch(filters: Record<string, string | number | undefined>, defaults: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || defaults[key] === value) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
