import { ADMIN_PAGE_SIZE, type AdminListState } from '#app/domain/admin-lists';
import { DASHBOARD_RECENT_INQUIRIES, type Status } from '#app/domain/constants';
import type { BlogPostRow, InquiryRow, PropertyRow, RentalRow } from '#app/domain/entities';
import type { Page } from './listings.server';
import {
  BackendError,
  desc,
  eq,
  pageRange,
  type Filter,
  type QueryRunner,
  type SelectQuery,
  type TableName,
} from './query';
import { BLOG_POST_COLUMNS, INQUIRY_COLUMNS, PRODUCT_TABLES, PROPERTY_COLUMNS, RENTAL_COLUMNS } from './schema';

/** Staff reads and writes of the back office. Row level security refuses them to anyone not staff. */

export type AdminPropertyRow = Omit<
  PropertyRow,
  'description' | 'amenities' | 'address' | 'latitude' | 'longitude' | 'price_usd' | 'title_fr' | 'description_fr'
>;
// prettier-ignore
const ADMIN_PROPERTY_COLUMNS = [
  'id', 'title', 'price', 'price_currency', 'property_type', 'location', 'island', 'bedrooms', 'bathrooms', 'area', 'status', 'featured', 'images', 'created_at', 'updated_at',
  'french_missing',
] as const satisfies readonly (keyof AdminPropertyRow)[];

export type AdminRentalRow = Omit<
  RentalRow,
  | 'description'
  | 'amenities'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'availability_calendar'
  | 'daily_rate_usd'
  | 'title_fr'
  | 'description_fr'
>;
// prettier-ignore
const ADMIN_RENTAL_COLUMNS = [
  'id', 'title', 'daily_rate', 'price_currency', 'location', 'island', 'bedrooms', 'bathrooms', 'area', 'status', 'featured', 'images', 'min_stay_days', 'max_guests', 'created_at', 'updated_at',
  'french_missing',
] as const satisfies readonly (keyof AdminRentalRow)[];

export type AdminBlogPostRow = Omit<BlogPostRow, 'content' | 'title_fr' | 'content_fr'>;
// prettier-ignore
const ADMIN_BLOG_COLUMNS = ['id', 'slug', 'slug_fr', 'title', 'featured_image', 'status', 'created_at', 'updated_at', 'french_missing'] as const satisfies readonly (keyof AdminBlogPostRow)[];

/** The staff lists of listings and posts (inquiries are read as leads: app/server/leads/port.server.ts). */
export type ListingTable = 'properties' | 'rentals' | 'blog_posts';

export function adminListQuery<Row>(
  table: ListingTable,
  columns: readonly (keyof Row & string)[],
  state: AdminListState<ListingTable>,
): SelectQuery<Row> {
  return {
    kind: 'select',
    table,
    columns,
    // Through the table's staff search function, which a trigram index serves (row level security keeps
    // PostgreSQL from using one for ILIKE on the table itself).
    search: state.q || undefined,
    where: [
      state.status !== 'all' && eq('status', state.status),
      // Kept by the database (…_french_content.sql): the French title or text is missing.
      state.french === 'missing' && eq('french_missing', true),
    ],
    // Ties by id in the same direction: one index on (column, id) serves both directions.
    order: [
      { column: state.sort, ascending: state.dir === 'asc' },
      { column: 'id', ascending: state.dir === 'asc' },
    ],
    range: pageRange(state.page, ADMIN_PAGE_SIZE),
    count: true,
  };
}

const byId = <Row>(table: TableName, columns: readonly (keyof Row & string)[], id: string): SelectQuery<Row> => ({
  kind: 'select',
  table,
  columns,
  where: [eq('id', id)],
  single: true,
});

export interface DashboardCounts {
  properties: number;
  rentals: number;
  blogPosts: number;
  inquiries: number;
  unreadInquiries: number;
}

export function adminPort(runner: QueryRunner) {
  async function list<Row>(
    table: ListingTable,
    columns: readonly (keyof Row & string)[],
    state: AdminListState<ListingTable>,
  ): Promise<Page<Row>> {
    const result = await runner.run(adminListQuery<Row>(table, columns, state));
    const total = result.count ?? 0;
    return { rows: result.rows, total, page: state.page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
  }
  async function one<Row>(table: TableName, columns: readonly (keyof Row & string)[], id: string): Promise<Row | null> {
    return (await runner.run(byId<Row>(table, columns, id))).rows[0] ?? null;
  }
  const count = async (table: TableName, where: Filter[] = []) =>
    (
      await runner.run({ kind: 'select', table, columns: ['id'], where, count: true, head: true } as SelectQuery<{
        id: string;
      }>)
    ).count ?? 0;

  /** Insert when `id` is null, else update; returns the row's id. Refused (permission) unless staff. */
  async function save(table: ListingTable, id: string | null, values: Record<string, unknown>): Promise<string> {
    const result = id
      ? await runner.run({ kind: 'update', table, values, where: [eq('id', id)], returning: ['id'] })
      : await runner.run({ kind: 'insert', table, values, returning: ['id'] });
    const saved = result.rows[0]?.id;
    if (typeof saved !== 'string') throw new BackendError('permission', `No ${table} row was saved`, { table });
    return saved;
  }
  /** Updates one row by id; false when no row matched (deleted meanwhile, or not allowed). */
  async function updateOne(table: TableName, id: string, values: Record<string, unknown>): Promise<boolean> {
    const result = await runner.run({ kind: 'update', table, values, where: [eq('id', id)], returning: ['id'] });
    return result.rows.length === 1;
  }

  return {
    listAdminProperties: (state: AdminListState<'properties'>) =>
      list<AdminPropertyRow>('properties', ADMIN_PROPERTY_COLUMNS, state),
    listAdminRentals: (state: AdminListState<'rentals'>) =>
      list<AdminRentalRow>('rentals', ADMIN_RENTAL_COLUMNS, state),
    listAdminBlogPosts: (state: AdminListState<'blog_posts'>) =>
      list<AdminBlogPostRow>('blog_posts', ADMIN_BLOG_COLUMNS, state),

    getProperty: (id: string) => one<PropertyRow>('properties', PROPERTY_COLUMNS, id),
    getRental: (id: string) => one<RentalRow>('rentals', RENTAL_COLUMNS, id),
    getBlogPost: (id: string) => one<BlogPostRow>('blog_posts', BLOG_POST_COLUMNS, id),
    getInquiry: (id: string) => one<InquiryRow>('inquiries', INQUIRY_COLUMNS, id),

    saveProperty: (id: string | null, values: Record<string, unknown>) => save('properties', id, values),
    saveRental: (id: string | null, values: Record<string, unknown>) => save('rentals', id, values),
    saveBlogPost: (id: string | null, values: Record<string, unknown>) => save('blog_posts', id, values),

    /** Any status to any other, directly (SPEC §4). */
    setStatus: (table: ListingTable, id: string, status: Status) => updateOne(table, id, { status }),
    setFeatured: (table: 'properties' | 'rentals', id: string, featured: boolean) => updateOne(table, id, { featured }),
    /** Unread to read only; there is no way back (SPEC §4). */
    markInquiryRead: (id: string) => updateOne('inquiries', id, { read: true }),

    async deleteRow(table: ListingTable | 'inquiries', id: string): Promise<boolean> {
      const result = await runner.run({ kind: 'delete', table, where: [eq('id', id)], returning: ['id'] });
      return result.rows.length === 1;
    },

    /**
     * Whether another post has this address, in either language (its slug or its French slug): one address
     * is one post, whichever site it is read on.
     */
    async isSlugTaken(slug: string, exceptId: string | null): Promise<boolean> {
      for (const column of ['slug', 'slug_fr']) {
        const result = await runner.run({
          kind: 'select',
          table: 'blog_posts',
          columns: ['id'],
          where: [eq(column, slug)],
          range: { from: 0, to: 1 },
        } as SelectQuery<{ id: string }>);
        if (result.rows.some((row) => row.id !== exceptId)) return true;
      }
      return false;
    },

    async countDashboard(): Promise<DashboardCounts> {
      const [properties, rentals, blogPosts, inquiries, unreadInquiries] = await Promise.all([
        count('properties'),
        count('rentals'),
        count('blog_posts'),
        count('inquiries'),
        count('inquiries', [eq('read', false)]),
      ]);
      return { properties, rentals, blogPosts, inquiries, unreadInquiries };
    },

    async recentInquiries(): Promise<InquiryRow[]> {
      const result = await runner.run({
        kind: 'select',
        table: 'inquiries',
        columns: INQUIRY_COLUMNS,
        order: [desc('created_at'), desc('id')],
        range: { from: 0, to: DASHBOARD_RECENT_INQUIRIES - 1 },
      } as SelectQuery<InquiryRow>);
      return result.rows;
    },

    /** The product tables the database lacks ('Database Setup Required'). */
    async missingTables(): Promise<string[]> {
      const missing: string[] = [];
      for (const table of PRODUCT_TABLES) {
        try {
          await count(table);
        } catch (error) {
          if (error instanceof BackendError && error.code === 'missing_table') missing.push(table);
          else throw error;
        }
      }
      return missing;
    },
  };
}
