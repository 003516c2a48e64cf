import type { TableName } from './query';

/**
 * The columns each table exposes to query descriptions. The SQL executor only ever puts identifiers from
 * this list into SQL text; everything else travels as a parameter.
 */
export const TABLE_COLUMNS: Record<TableName, ReadonlySet<string>> = {
  properties: new Set([
    'id', 'title', 'description', 'price', 'property_type', 'location', 'address', 'island', 'bedrooms',
    'bathrooms', 'area', 'status', 'featured', 'amenities', 'images', 'latitude', 'longitude', 'created_at',
    'updated_at',
  ]),
  rentals: new Set([
    'id', 'title', 'description', 'daily_rate', 'location', 'address', 'island', 'bedrooms', 'bathrooms', 'area',
    'status', 'featured', 'amenities', 'images', 'latitude', 'longitude', 'min_stay_days', 'max_guests',
    'availability_calendar', 'created_at', 'updated_at',
  ]),
  blog_posts: new Set(['id', 'slug', 'title', 'content', 'featured_image', 'status', 'created_at', 'updated_at']),
  inquiries: new Set([
    'id', 'name', 'email', 'phone', 'message', 'read', 'source', 'property_id', 'rental_id', 'created_at',
  ]),
  staff_members: new Set(['user_id', 'created_at']),
};

/** Columns stored as jsonb: values are sent as JSON text. */
export const JSON_COLUMNS: ReadonlySet<string> = new Set(['availability_calendar']);

/** The tables the product cannot run without (the dashboard's 'Database Setup Required' check). */
export const PRODUCT_TABLES = ['properties', 'rentals', 'blog_posts', 'inquiries'] as const satisfies TableName[];
