import { z } from '#app/domain/zod';
import { PROPERTY_STATUSES, STATUSES, type Status } from '#app/domain/constants';

/**
 * Admin list state in the URL: search text, status (or read) filter, sort column and direction, page.
 * Bad values fall back to the defaults: created_at descending, all statuses, page 1.
 */
export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_SORTS = {
  properties: ['title', 'price', 'island', 'status', 'created_at'],
  rentals: ['title', 'location', 'daily_rate', 'min_stay_days', 'max_guests', 'status', 'created_at'],
  blog_posts: ['title', 'slug', 'created_at', 'status'],
  inquiries: ['created_at'],
} as const;

export type AdminTable = keyof typeof ADMIN_SORTS;
export type AdminSort<T extends AdminTable> = (typeof ADMIN_SORTS)[T][number];

export const LEAD_READ_FILTERS = ['all', 'read', 'unread'] as const;
export type LeadReadFilter = (typeof LEAD_READ_FILTERS)[number];

/** Listings and posts: all, or only those whose French title or text is missing (issue 14, item 3). */
export const FRENCH_FILTERS = ['all', 'missing'] as const;
export type FrenchFilter = (typeof FRENCH_FILTERS)[number];
export const FRENCH_FILTER_OPTIONS: readonly { value: FrenchFilter; label: string }[] = [
  { value: 'all', label: 'Any translation' },
  { value: 'missing', label: 'French missing' },
];

export interface AdminListState<T extends AdminTable> {
  /**
   * Search text: matched case-insensitively, as a substring, in title, location and island (listings),
   * title, content and slug (posts), or name, e-mail and message (inquiries) (SPEC §5). The search
   * functions of supabase/migrations/…_admin_search.sql hold those columns.
   */
  q: string;
  status: Status | 'all';
  read: LeadReadFilter;
  /** Listings and posts only. */
  french: FrenchFilter;
  sort: AdminSort<T>;
  dir: 'asc' | 'desc';
  page: number;
}

export function parseAdminListState<T extends AdminTable>(table: T, params: URLSearchParams): AdminListState<T> {
  const sorts = ADMIN_SORTS[table] as readonly string[];
  const schema = z.object({
    q: z.string().trim().max(200).catch('').default(''),
    status: z
      .enum([...(table === 'properties' ? PROPERTY_STATUSES : STATUSES), 'all'])
      .catch('all')
      .default('all'),
    read: z.enum(LEAD_READ_FILTERS).catch('all').default('all'),
    french: z.enum(FRENCH_FILTERS).catch('all').default('all'),
    sort: z
      .string()
      .refine((s) => sorts.includes(s))
      .catch('created_at')
      .default('created_at'),
    dir: z.enum(['asc', 'desc']).catch('desc').default('desc'),
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  });
  const raw = Object.fromEntries([...params].filter(([, v]) => v !== ''));
  const state = schema.parse(raw);
  // created_at defaults to newest first; any other column without a direction starts ascending.
  const dir =
    params.get('dir') === 'asc' || params.get('dir') === 'desc'
      ? state.dir
      : state.sort === 'created_at'
        ? 'desc'
        : 'asc';
  return { ...state, dir, sort: state.sort as AdminSort<T> };
}

/** The state after clicking a column header: the active column flips, a new column starts ascending. */
export function nextSort<T extends AdminTable>(
  state: AdminListState<T>,
  column: AdminSort<T>,
): Pick<AdminListState<T>, 'sort' | 'dir'> {
  if (state.sort === column) return { sort: column, dir: state.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: column, dir: 'asc' };
}

/** The query string of a list state, without defaults. */
export function adminListSearch<T extends AdminTable>(state: Partial<AdminListState<T>>): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status && state.status !== 'all') params.set('status', state.status);
  if (state.read && state.read !== 'all') params.set('read', state.read);
  if (state.french && state.french !== 'all') params.set('french', state.french);
  if (state.sort && !(state.sort === 'created_at' && state.dir === 'desc')) {
    params.set('sort', state.sort);
    if (state.dir) params.set('dir', state.dir);
  }
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
