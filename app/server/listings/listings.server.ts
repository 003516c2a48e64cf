import { rentalYieldFrom, type RentalYield } from '#app/domain/listings/rental-yield';
import type { CalendarDate } from '#app/domain/booking/dates';
import { FEATURED_PROPERTIES_ON_HOME, PUBLIC_PAGE_SIZE } from '#app/domain/constants';
import { SIMILAR_HOMES } from '#app/domain/listings/similar';
import { FALLBACK_RATE, usdBand, type Currency, type ExchangeRate } from '#app/domain/currency/currency';
import type { BlogPostRow, PropertyRow, RentalRow } from '#app/domain/entities';
import { parsePriceRange } from '#app/domain/listings/filters';
import { filterStay } from '#app/domain/listings/filters';
import type { Locale } from '#app/domain/i18n/locale';
import { type PropertyFilters, type RentalFilters } from '#app/domain/listings/filter-params';
import { rowsAndCount } from '#app/server/backend/count-cache.server';
import {
  asc,
  desc,
  eq,
  gte,
  lte,
  pageRange,
  type Filter,
  type OrderBy,
  type Page,
  type QueryRunner,
  type SelectQuery,
} from '#app/server/backend/query';

/** What a property card shows. */
export type PropertyCard = Pick<
  PropertyRow,
  | 'id'
  | 'title'
  | 'title_fr'
  | 'price'
  | 'price_currency'
  | 'property_type'
  | 'location'
  | 'island'
  | 'bedrooms'
  | 'bathrooms'
  | 'area'
  | 'images'
  | 'featured'
>;

export const PROPERTY_CARD_COLUMNS = [
  'id',
  'title',
  'title_fr',
  'price',
  'price_currency',
  'property_type',
  'location',
  'island',
  'bedrooms',
  'bathrooms',
  'area',
  'images',
  'featured',
] as const satisfies readonly (keyof PropertyCard)[];

export type ComparedProperty = PropertyCard & Pick<PropertyRow, 'amenities'>;
const COMPARED_PROPERTY_COLUMNS = [
  ...PROPERTY_CARD_COLUMNS,
  'amenities',
] as const satisfies readonly (keyof ComparedProperty)[];

export type RentalCard = Pick<
  RentalRow,
  | 'id'
  | 'title'
  | 'title_fr'
  | 'daily_rate'
  | 'price_currency'
  | 'location'
  | 'island'
  | 'bedrooms'
  | 'bathrooms'
  | 'area'
  | 'images'
  | 'featured'
  | 'min_stay_days'
  | 'max_guests'
  | 'security_deposit'
>;

export const RENTAL_CARD_COLUMNS = [
  'id',
  'title',
  'title_fr',
  'daily_rate',
  'price_currency',
  'location',
  'island',
  'bedrooms',
  'bathrooms',
  'area',
  'images',
  'featured',
  'min_stay_days',
  'max_guests',
  'security_deposit',
] as const satisfies readonly (keyof RentalCard)[];

/**
 * Where a listing stands, for the results' map view. The true point: only the server's maps read it
 * (app/server/maps), which give the page `publicLocation()` instead.
 */
export type ListingLocation = Pick<PropertyRow, 'id' | 'island' | 'latitude' | 'longitude' | 'approximate_location'>;
const LISTING_LOCATION_COLUMNS = [
  'id',
  'island',
  'latitude',
  'longitude',
  'approximate_location',
] as const satisfies readonly (keyof ListingLocation)[];

export type PublicProperty = Omit<PropertyRow, 'status' | 'updated_at' | 'price_usd' | 'french_missing' | 'rental_id'>;
export const PUBLIC_PROPERTY_COLUMNS = [
  ...PROPERTY_CARD_COLUMNS,
  'description',
  'description_fr',
  'address',
  'amenities',
  'latitude',
  'longitude',
  // The page shows a discreet location as a circle, never the coordinates (app/server/maps/listing-location.server.ts).
  'approximate_location',
  'created_at',
] as const satisfies readonly (keyof PublicProperty)[];

export type PublicRental = Omit<RentalRow, 'status' | 'updated_at' | 'daily_rate_usd' | 'french_missing'>;
const PUBLIC_RENTAL_COLUMNS = [
  ...RENTAL_CARD_COLUMNS,
  'description',
  'description_fr',
  'address',
  'amenities',
  'latitude',
  'longitude',
  'approximate_location',
  'availability_calendar',
  'created_at',
] as const satisfies readonly (keyof PublicRental)[];

export type BlogPostSummary = Pick<
  BlogPostRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'content'
  | 'title_fr'
  | 'content_fr'
  | 'slug_fr'
  | 'featured_image'
  | 'featured_image_meta'
  | 'created_at'
  | 'updated_at'
>;
const BLOG_POST_COLUMNS = [
  'id',
  'slug',
  'title',
  'content',
  'title_fr',
  'content_fr',
  'slug_fr',
  'featured_image',
  'featured_image_meta',
  'created_at',
  // The post's dateModified (structured data).
  'updated_at',
] as const satisfies readonly (keyof BlogPostSummary)[];

export type { Page } from '#app/server/backend/query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const published = eq('status', 'published');

/** A listing's similar homes as cards, in the function's order (nearest first). */
function similarQuery<Row>(
  table: 'properties' | 'rentals',
  columns: readonly (keyof Row & string)[],
  id: string,
  limit: number,
): SelectQuery<Row> {
  const fn = table === 'properties' ? 'similar_properties' : 'similar_rentals';
  return { kind: 'select', table, columns, source: { fn, args: { p_id: id, p_limit: limit } } };
}

/** The currency a visitor's price band is in, and the rate that turns it into normalised dollars. */
export interface BandCurrency {
  currency: Currency;
  rate: ExchangeRate;
}
export const USD_BANDS: BandCurrency = { currency: 'USD', rate: FALLBACK_RATE };

/**
 * Inclusive at both ends; an empty side is unbounded. The band is in the visitor's currency; the column holds
 * normalised US dollars, so the band is translated exactly as the database translates each price.
 */
function priceFilters(column: string, value: string | undefined, band: BandCurrency): Filter[] {
  const parsed = parsePriceRange(value);
  if (!parsed) return [];
  const range = usdBand(parsed, band.currency, band.rate);
  const filters: Filter[] = [];
  if (range.min != null) filters.push(gte(column, range.min));
  if (range.max != null) filters.push(lte(column, range.max));
  return filters;
}

/** Ties are broken by id in the same direction, so one index on (column, id) serves both directions. */
const NEWEST: OrderBy[] = [desc('created_at'), desc('id')];
const PROPERTY_ORDER: Record<PropertyFilters['sort'], OrderBy[]> = {
  newest: NEWEST,
  // Across currencies: by the normalised amount.
  'price-asc': [asc('price_usd'), asc('id')],
  'price-desc': [desc('price_usd'), desc('id')],
};

export const featuredPropertiesQuery = (): SelectQuery<PropertyCard> => ({
  kind: 'select',
  table: 'properties',
  columns: PROPERTY_CARD_COLUMNS,
  where: [published, eq('featured', true)],
  order: NEWEST,
  range: { from: 0, to: FEATURED_PROPERTIES_ON_HOME - 1 },
});

/** Published properties matching the filters; ties ordered by id so pages never repeat or skip a card. */
export const publishedPropertiesQuery = (
  filters: PropertyFilters,
  band: BandCurrency = USD_BANDS,
): SelectQuery<PropertyCard> => ({
  kind: 'select',
  table: 'properties',
  columns: PROPERTY_CARD_COLUMNS,
  where: [
    published,
    filters.island && eq('island', filters.island),
    filters.type && eq('property_type', filters.type),
    ...priceFilters('price_usd', filters.price, band),
    filters.bedrooms && gte('bedrooms', filters.bedrooms),
    filters.bathrooms && gte('bathrooms', filters.bathrooms),
  ],
  order: PROPERTY_ORDER[filters.sort],
  range: pageRange(filters.page, PUBLIC_PAGE_SIZE),
  count: true,
});

export const publishedPropertyQuery = (id: string): SelectQuery<PublicProperty> => ({
  kind: 'select',
  table: 'properties',
  columns: PUBLIC_PROPERTY_COLUMNS,
  where: [published, eq('id', id)],
  single: true,
});

/** With a stay in the filters: only the villas that can take it (supabase/migrations/…_bookings.sql). */
export const publishedRentalsQuery = (
  filters: RentalFilters,
  band: BandCurrency = USD_BANDS,
): SelectQuery<RentalCard> => ({
  kind: 'select',
  table: 'rentals',
  columns: RENTAL_CARD_COLUMNS,
  source: stayFilterSource(filters),
  where: [
    published,
    filters.island && eq('island', filters.island),
    ...priceFilters('daily_rate_usd', filters.price, band),
    filters.bedrooms && gte('bedrooms', filters.bedrooms),
    filters.guests && gte('max_guests', filters.guests),
    filters.minStay && lte('min_stay_days', filters.minStay),
  ],
  order: NEWEST,
  range: pageRange(filters.page, PUBLIC_PAGE_SIZE),
  count: true,
});

function stayFilterSource(filters: RentalFilters): SelectQuery<RentalCard>['source'] {
  const stay = filterStay(filters);
  return stay ? { fn: 'available_rentals', args: { p_check_in: stay.checkIn, p_check_out: stay.checkOut } } : undefined;
}

export const publishedRentalQuery = (id: string): SelectQuery<PublicRental> => ({
  kind: 'select',
  table: 'rentals',
  columns: PUBLIC_RENTAL_COLUMNS,
  where: [published, eq('id', id)],
  single: true,
});

export const publishedPostsQuery = (page: number, pageSize: number): SelectQuery<BlogPostSummary> => ({
  kind: 'select',
  table: 'blog_posts',
  columns: BLOG_POST_COLUMNS,
  where: [published],
  order: NEWEST,
  range: pageRange(page, pageSize),
  count: true,
});

/** A published post by its address: its English slug, or (`slug_fr`) its French one. */
export const publishedPostQuery = (
  slug: string,
  column: 'slug' | 'slug_fr' = 'slug',
): SelectQuery<BlogPostSummary> => ({
  kind: 'select',
  table: 'blog_posts',
  columns: BLOG_POST_COLUMNS,
  where: [published, eq(column, slug)],
  single: true,
});

/** Published cards among the given ids (a visitor's favourites); unpublished ones drop out. */
export const publishedByIdsQuery = <Row>(
  table: 'properties' | 'rentals',
  columns: readonly (keyof Row & string)[],
  ids: readonly string[],
): SelectQuery<Row> => ({
  kind: 'select',
  table,
  columns,
  where: [published, { op: 'in', column: 'id', values: ids.filter(isUuid) }],
  order: [asc('id')],
  range: { from: 0, to: 99 },
});

async function runPage<Row>(
  runner: QueryRunner,
  query: SelectQuery<Row>,
  page: number,
  pageSize: number,
): Promise<Page<Row>> {
  // Published-only lists read the same for every visitor, so their count can be shared for a while.
  const { rows, total } = await rowsAndCount(runner, query, 'visitors');
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * Cards show their cover photo alone (PropertyCard, RentalCard, the comparison): the other photos, with their
 * words in two languages, would only weigh on the page's data, which every page carries to the browser.
 */
function asCards<Row extends Pick<PropertyRow, 'images'>>(rows: Row[]): Row[] {
  return rows.map((row) =>
    Array.isArray(row.images) && row.images.length > 1 ? { ...row, images: row.images.slice(0, 1) } : row,
  );
}

const cardPage = <Row extends Pick<PropertyRow, 'images'>>(page: Page<Row>): Page<Row> => ({
  ...page,
  rows: asCards(page.rows),
});

/** The listing and blog reads of the public site. */
export function listingQueries(runner: QueryRunner) {
  return {
    /** The cheapest read that proves the backend answers (health check). */
    async ping(): Promise<void> {
      await runner.run({
        kind: 'select',
        table: 'properties',
        columns: ['id'],
        where: [published],
        range: { from: 0, to: 0 },
      } as SelectQuery<{ id: string }>);
    },
    async listFeaturedProperties(): Promise<PropertyCard[]> {
      return asCards((await runner.run(featuredPropertiesQuery())).rows);
    },
    async listPublishedProperties(
      filters: PropertyFilters,
      band: BandCurrency = USD_BANDS,
    ): Promise<Page<PropertyCard>> {
      return cardPage(await runPage(runner, publishedPropertiesQuery(filters, band), filters.page, PUBLIC_PAGE_SIZE));
    },
    /**
     * Up to `limit` published properties nearest the one with `id` (published or private), nearest first, as
     * cards (app/domain/listings/similar.ts; one query: `similar_properties`).
     */
    async similarProperties(id: string, limit: number = SIMILAR_HOMES): Promise<PropertyCard[]> {
      if (!isUuid(id)) return [];
      return asCards((await runner.run(similarQuery('properties', PROPERTY_CARD_COLUMNS, id, limit))).rows);
    },
    /** Up to `limit` published rentals nearest the one with `id`, nearest first, as cards (`similar_rentals`). */
    async similarRentals(id: string, limit: number = SIMILAR_HOMES): Promise<RentalCard[]> {
      if (!isUuid(id)) return [];
      return asCards((await runner.run(similarQuery('rentals', RENTAL_CARD_COLUMNS, id, limit))).rows);
    },
    async getPublishedProperty(id: string): Promise<PublicProperty | null> {
      if (!isUuid(id)) return null;
      return (await runner.run(publishedPropertyQuery(id))).rows[0] ?? null;
    },
    async listPublishedRentals(filters: RentalFilters, band: BandCurrency = USD_BANDS): Promise<Page<RentalCard>> {
      return cardPage(await runPage(runner, publishedRentalsQuery(filters, band), filters.page, PUBLIC_PAGE_SIZE));
    },
    async getPublishedRental(id: string): Promise<PublicRental | null> {
      if (!isUuid(id)) return null;
      return (await runner.run(publishedRentalQuery(id))).rows[0] ?? null;
    },
    listPublishedPosts(page: number, pageSize: number): Promise<Page<BlogPostSummary>> {
      return runPage(runner, publishedPostsQuery(page, pageSize), page, pageSize);
    },
    async listPublishedPropertiesByIds(ids: readonly string[]): Promise<PropertyCard[]> {
      if (ids.length === 0) return [];
      return asCards(
        (await runner.run(publishedByIdsQuery<PropertyCard>('properties', PROPERTY_CARD_COLUMNS, ids))).rows,
      );
    },
    /**
     * A published property's rental income (issue 31, item 6): its villa's last twelve months to `today`, or an
     * estimate from comparable villas; null when there is neither.
     */
    async getPropertyRentalYield(id: string, today: CalendarDate): Promise<RentalYield | null> {
      if (!isUuid(id)) return null;
      const { rows } = await runner.run({
        kind: 'rpc',
        fn: 'property_rental_yield',
        args: { p_property: id, p_today: today },
      });
      return rentalYieldFrom(rows[0]?.value);
    },
    /** The saved homes being compared (/saved?view=compare): the cards' facts and the amenities. */
    async listComparedProperties(ids: readonly string[]): Promise<ComparedProperty[]> {
      if (ids.length === 0) return [];
      return asCards(
        (await runner.run(publishedByIdsQuery<ComparedProperty>('properties', COMPARED_PROPERTY_COLUMNS, ids))).rows,
      );
    },
    async listPublishedRentalsByIds(ids: readonly string[]): Promise<RentalCard[]> {
      if (ids.length === 0) return [];
      return asCards((await runner.run(publishedByIdsQuery<RentalCard>('rentals', RENTAL_CARD_COLUMNS, ids))).rows);
    },
    /** The locations of published listings among the given ids (a page of results on the map). */
    async listPublishedLocations(table: 'properties' | 'rentals', ids: readonly string[]): Promise<ListingLocation[]> {
      if (ids.length === 0) return [];
      return (await runner.run(publishedByIdsQuery<ListingLocation>(table, LISTING_LOCATION_COLUMNS, ids))).rows;
    },
    async getPublishedPost(slug: string): Promise<BlogPostSummary | null> {
      return (await runner.run(publishedPostQuery(slug))).rows[0] ?? null;
    },
    /**
     * A published post at /blog/{slug} or /fr/blog/{slug}: a French address is looked up among the French
     * slugs first, then the English ones (a post without a French slug keeps its English one in French);
     * an English address among the English slugs, then the French ones (a shared French link, or the
     * language switch from a French address). The page redirects when the post's address in its language
     * (localizedSlug) is another.
     */
    async findPublishedPost(slug: string, locale: Locale): Promise<BlogPostSummary | null> {
      const [first, second] = locale === 'fr' ? (['slug_fr', 'slug'] as const) : (['slug', 'slug_fr'] as const);
      const found = (await runner.run(publishedPostQuery(slug, first))).rows[0];
      return found ?? (await runner.run(publishedPostQuery(slug, second))).rows[0] ?? null;
    },
  };
}
