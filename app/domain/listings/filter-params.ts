import { z } from '#app/domain/zod';
import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { ISLANDS, PROPERTY_TYPES } from '#app/domain/constants';
import { parsePriceRange, PROPERTY_SORTS } from './filters';

/**
 * Public list filters, read from the URL. Every field falls back to its default on a bad value, so a
 * hand-edited or stale link shows results instead of an error.
 */

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);
const atLeast = (max: number) => z.coerce.number().int().min(1).max(max).optional().catch(undefined);
const page = z.coerce.number().int().min(1).max(100_000).catch(1).default(1);
const priceRange = z
  .string()
  .optional()
  .transform((value) => (parsePriceRange(value) ? value : undefined))
  .catch(undefined);

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

const calendarDate = z
  .string()
  .optional()
  .transform((value) => parseCalendarDate(value) ?? undefined)
  .catch(undefined);

export const rentalFiltersSchema = z.object({
  island: optionalEnum(ISLANDS),
  price: priceRange,
  bedrooms: atLeast(50),
  guests: atLeast(100),
  minStay: atLeast(365),
  /** A stay: only villas free for every night whose rules allow it (both dates, check-out after check-in). */
  checkIn: calendarDate,
  checkOut: calendarDate,
  page,
});
export type RentalFilters = Omit<z.output<typeof rentalFiltersSchema>, 'checkIn' | 'checkOut'> & {
  checkIn?: CalendarDate;
  checkOut?: CalendarDate;
};

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
  return rentalFiltersSchema.parse(searchParamsObject(params)) as RentalFilters;
}
