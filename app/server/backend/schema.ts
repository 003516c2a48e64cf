import type { BlogPostRow, InquiryRow, PropertyRow, RentalRow } from '#app/domain/entities';
import type { TableName } from './query';

// Every column of each table, typed against its row (one home: the back office reads whole rows with these).
// prettier-ignore
export const PROPERTY_COLUMNS = [
  'id', 'title', 'description', 'price', 'property_type', 'location', 'address', 'island', 'bedrooms', 'bathrooms', 'area', 'status', 'featured',
  'amenities', 'images', 'latitude', 'longitude', 'created_at', 'updated_at',
] as const satisfies readonly (keyof PropertyRow)[];

// prettier-ignore
export const RENTAL_COLUMNS = [
  'id', 'title', 'description', 'daily_rate', 'location', 'address', 'island', 'bedrooms', 'bathrooms', 'area', 'status', 'featured', 'amenities',
  'images', 'latitude', 'longitude', 'min_stay_days', 'max_guests', 'availability_calendar', 'created_at', 'updated_at',
] as const satisfies readonly (keyof RentalRow)[];

// prettier-ignore
export const BLOG_POST_COLUMNS = ['id', 'slug', 'title', 'content', 'featured_image', 'status', 'created_at', 'updated_at'] as const satisfies readonly (keyof BlogPostRow)[];

// prettier-ignore
export const INQUIRY_COLUMNS = [
  'id', 'name', 'email', 'phone', 'message', 'read', 'source', 'property_id', 'rental_id', 'created_at',
] as const satisfies readonly (keyof InquiryRow)[];

/**
 * The columns each table exposes to query descriptions. The SQL executor only ever puts identifiers from
 * this list into SQL text; everything else travels as a parameter.
 */
export const TABLE_COLUMNS: Record<TableName, ReadonlySet<string>> = {
  properties: new Set(PROPERTY_COLUMNS),
  rentals: new Set(RENTAL_COLUMNS),
  blog_posts: new Set(BLOG_POST_COLUMNS),
  inquiries: new Set(INQUIRY_COLUMNS),
  staff_members: new Set(['user_id', 'created_at']),
};

/** Columns stored as jsonb: values are sent as JSON text. */
export const JSON_COLUMNS: ReadonlySet<string> = new Set(['availability_calendar']);

/** The tables the product cannot run without (the dashboard's 'Database Setup Required' check). */
export const PRODUCT_TABLES = ['properties', 'rentals', 'blog_posts', 'inquiries'] as const satisfies TableName[];

/**
 * The staff search function of each searchable table (supabase/migrations/…_admin_search.sql): it takes a
 * complete ILIKE pattern and returns the table's rows that match in its searchable columns, to staff only.
 */
export const SEARCH_FUNCTIONS: Partial<Record<TableName, string>> = {
  properties: 'admin_search_properties',
  rentals: 'admin_search_rentals',
  blog_posts: 'admin_search_blog_posts',
  inquiries: 'admin_search_inquiries',
};

export function searchFunction(table: TableName): string {
  const name = SEARCH_FUNCTIONS[table];
  if (!name) throw new Error(`${table} cannot be searched`);
  return name;
}
