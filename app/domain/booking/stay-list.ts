import type { StayStatus } from '#app/domain/entities';
import { z } from '#app/domain/zod';
import { parseCalendarDate, type CalendarDate } from './dates';
import { STAY_STATUSES } from './stays';

/** The bookings list: filters in the URL, bad values fall back to "all". */
export const STAY_LIST_PAGE_SIZE = 25;
export const STAY_LIST_ORDERS = ['newest', 'arrival'] as const;

const optionalDate = z
  .string()
  .optional()
  .transform((value) => parseCalendarDate(value) ?? undefined)
  .catch(undefined);

const stayListSchema = z.object({
  status: z
    .enum([...STAY_STATUSES, 'all', 'active'])
    .catch('all')
    .default('all'),
  rental: z.uuid().optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
  order: z.enum(STAY_LIST_ORDERS).catch('newest').default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export interface StayListState {
  /** 'active': requested, options, confirmed stays and blocks. */
  status: StayStatus | 'all' | 'active';
  rental?: string;
  /** Stays with a night on or after `from` … */
  from?: CalendarDate;
  /** … and on or before `to`. */
  to?: CalendarDate;
  order: (typeof STAY_LIST_ORDERS)[number];
  page: number;
}

export function parseStayListState(params: URLSearchParams): StayListState {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ''));
  return stayListSchema.parse(raw) as StayListState;
}

export function stayListSearch(state: StayListState, overrides: Partial<StayListState> = {}): string {
  const merged = { ...state, ...overrides };
  const params = new URLSearchParams();
  if (merged.status !== 'all') params.set('status', merged.status);
  if (merged.rental) params.set('rental', merged.rental);
  if (merged.from) params.set('from', merged.from);
  if (merged.to) params.set('to', merged.to);
  if (merged.order !== 'newest') params.set('order', merged.order);
  if (merged.page > 1) params.set('page', String(merged.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
