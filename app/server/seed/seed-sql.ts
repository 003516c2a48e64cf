/**
 * Turns seed content into one SQL script. The embedded backend executes it at first start-up and
 * `scripts/generate-seed-sql.ts` writes it to supabase/seed.sql, so both backends get the same rows.
 */

import { textLiteral } from '#app/server/db/sql-literal';
import { demoPageViewsSql, type DemoViewedListing } from './demo-page-views';

/** Any row object; interfaces such as InquiryRow qualify (no index signature needed). */
type Row = object;

export interface SeedTables {
  properties: readonly Row[];
  rentals: readonly Row[];
  blogPosts: readonly Row[];
  inquiries: readonly Row[];
  /** Rental seasons and stays (bookings); optional for seeds that have none. */
  seasons?: readonly Row[];
  stays?: readonly Row[];
  /** Listing page views of the last days, relative to the day the seed runs (demo-page-views.ts). */
  pageViews?: readonly DemoViewedListing[];
}

const JSONB_COLUMNS = new Set(['availability_calendar', 'quote', 'images', 'featured_image_meta']);

export function sqlLiteral(value: unknown, column?: string): string {
  if (value === null || value === undefined) return 'null';
  if (column && JSONB_COLUMNS.has(column)) return `${sqlLiteral(JSON.stringify(value))}::jsonb`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot seed a non-finite number in ${column}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === 'number')) return `array[${value.join(', ')}]::integer[]`;
    return value.length === 0 ? `'{}'::text[]` : `array[${value.map((v) => sqlLiteral(String(v))).join(', ')}]::text[]`;
  }
  return textLiteral(String(value));
}

function insertStatements(table: string, rows: readonly Row[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const values = rows
    .map((row) => `  (${columns.map((c) => sqlLiteral((row as Record<string, unknown>)[c], c)).join(', ')})`)
    .join(',\n');
  return `insert into public.${table} (${columns.map((c) => `"${c}"`).join(', ')}) values\n${values}\non conflict (id) do nothing;\n`;
}

/** Properties and rentals go first: inquiries, seasons and stays refer to them. */
export function seedSql(content: SeedTables): string {
  return [
    insertStatements('properties', content.properties),
    insertStatements('rentals', content.rentals),
    insertStatements('blog_posts', content.blogPosts),
    insertStatements('inquiries', content.inquiries),
    insertStatements('rental_seasons', content.seasons ?? []),
    insertStatements('stays', content.stays ?? []),
    demoPageViewsSql(content.pageViews ?? []),
  ]
    .filter(Boolean)
    .join('\n');
}
