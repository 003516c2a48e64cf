import { z } from '#app/domain/zod';
import { filtersToSearch } from '#app/domain/listings/filters';
import { propertyFiltersSchema, rentalFiltersSchema } from '#app/domain/listings/filter-params';

/**
 * A saved search (docs/glossary.md; docs/decisions/035-search-alerts.md): the filters of /properties or /rentals a
 * visitor asked to be alerted about, read with the list pages' own schema (filter-params.ts) and kept without what
 * only shapes one page of results (page, sort) or one stay (check-in and check-out dates: availability changes
 * every day, a saved search does not). The database checks the same keys (…_saved_searches.sql).
 */

export const SAVED_SEARCH_KINDS = ['property', 'rental'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

export { ALERT_FREQUENCIES, type AlertFrequency } from './form-fields';

export const savedPropertyFiltersSchema = propertyFiltersSchema.pick({
  island: true,
  type: true,
  price: true,
  bedrooms: true,
  bathrooms: true,
});
export const savedRentalFiltersSchema = rentalFiltersSchema.pick({
  island: true,
  price: true,
  bedrooms: true,
  guests: true,
  minStay: true,
});
export type SavedPropertyFilters = z.output<typeof savedPropertyFiltersSchema>;
export type SavedRentalFilters = z.output<typeof savedRentalFiltersSchema>;
export type SavedFilters = Partial<SavedPropertyFilters & SavedRentalFilters>;

/** The filter fields a saved search of `kind` keeps, as the list page's form names them. */
export const SAVED_FILTER_FIELDS: Record<SavedSearchKind, readonly (keyof SavedFilters)[]> = {
  property: Object.keys(savedPropertyFiltersSchema.shape) as (keyof SavedFilters)[],
  rental: Object.keys(savedRentalFiltersSchema.shape) as (keyof SavedFilters)[],
};

const withoutEmpty = (value: Record<string, unknown>): SavedFilters =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as SavedFilters;

/**
 * The saved filters of a search from anything (a form's fields, the database's jsonb): unknown keys dropped, bad
 * values dropped (the list pages' rule: a stale value means "Any").
 */
export function savedFiltersOf(kind: SavedSearchKind, input: unknown): SavedFilters {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const fields = Object.fromEntries(
    SAVED_FILTER_FIELDS[kind].flatMap((key) => {
      const value = source[key];
      return value === undefined || value === null || value === '' ? [] : [[key, String(value)]];
    }),
  );
  const schema = kind === 'property' ? savedPropertyFiltersSchema : savedRentalFiltersSchema;
  return withoutEmpty(schema.parse(fields));
}

/** The list page a saved search's results are on: '/properties?island=…' (the English address; callers localise). */
export function savedSearchListPath(kind: SavedSearchKind, filters: SavedFilters): string {
  return `/${kind === 'property' ? 'properties' : 'rentals'}${filtersToSearch(filters as Record<string, string | number | undefined>)}`;
}
