import { addDays, parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { CURRENCIES, type Currency } from '#app/domain/currency/currency';
import type { LedgerStatus } from '#app/domain/payments/ledger';
import type { InstalmentKind } from '#app/domain/payments/schedule';
import { z } from '#app/domain/zod';

/**
 * The staff's payments list (/admin/payments, issue 28 item 8): filters in the URL, bad values fall back to
 * "all"; the rows and totals come from the database (payment_list, …_payments_list.sql).
 */
export const PAYMENT_LIST_PAGE_SIZE = 25;

/** 'due': awaiting the deposit or holding it, with something still to pay. */
export const PAYMENT_LIST_STATUSES = ['all', 'due', 'overdue', 'refund-due', 'paid-in-full', 'settled'] as const;
export type PaymentListStatus = (typeof PAYMENT_LIST_STATUSES)[number];

/** The dashboard's horizon for the cash expected. */
export const CASH_EXPECTED_DAYS = 90;

/** The search field's longest text: a reference, a guest's or a villa's name. */
export const PAYMENT_LIST_SEARCH_MAX = 100;

const optionalDate = z
  .string()
  .optional()
  .transform((value) => parseCalendarDate(value) ?? undefined)
  .catch(undefined);

const paymentListSchema = z.object({
  status: z.enum(PAYMENT_LIST_STATUSES).catch('all').default('all'),
  rental: z.uuid().optional().catch(undefined),
  search: z
    .string()
    .trim()
    .max(PAYMENT_LIST_SEARCH_MAX)
    .optional()
    .transform((value) => value || undefined)
    .catch(undefined),
  from: optionalDate,
  to: optionalDate,
  currency: z.enum(CURRENCIES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export interface PaymentListState {
  status: PaymentListStatus;
  /** One villa, by id (an address kept from when the filter was a list of villas, or written by hand). */
  rental?: string;
  /** The reference, the guest's name or the villa's name contains it, whatever the case. */
  search?: string;
  /** Stays whose next due date is on or after `from` … */
  from?: CalendarDate;
  /** … and on or before `to`. */
  to?: CalendarDate;
  currency?: Currency;
  page: number;
}

export function parsePaymentListState(params: URLSearchParams): PaymentListState {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ''));
  return paymentListSchema.parse(raw) as PaymentListState;
}

export function paymentListSearch(state: PaymentListState, overrides: Partial<PaymentListState> = {}): string {
  const merged = { ...state, ...overrides };
  const params = new URLSearchParams();
  if (merged.status !== 'all') params.set('status', merged.status);
  if (merged.search) params.set('search', merged.search);
  if (merged.rental) params.set('rental', merged.rental);
  if (merged.from) params.set('from', merged.from);
  if (merged.to) params.set('to', merged.to);
  if (merged.currency) params.set('currency', merged.currency);
  if (merged.page > 1) params.set('page', String(merged.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Any filter narrows the list (the empty state then offers to clear them). */
export function isPaymentListFiltered(state: PaymentListState): boolean {
  return state.status !== 'all' || Boolean(state.search || state.rental || state.from || state.to || state.currency);
}

/** The list's address for what falls due in the dashboard's horizon from `today`. */
export function cashExpectedHref(today: CalendarDate): string {
  const state: PaymentListState = { status: 'all', from: today, to: addDays(today, CASH_EXPECTED_DAYS), page: 1 };
  return `/admin/payments${paymentListSearch(state)}`;
}

/** One stay of the list: its booking beside today's ledger; amounts in minor units of `currency`. */
export interface PaymentListRow {
  stay_id: string;
  reference: string;
  rental_id: string;
  villa: string;
  guest_name: string | null;
  check_in: CalendarDate;
  check_out: CalendarDate;
  currency: Currency;
  owed: number;
  received: number;
  outstanding: number;
  /** the overdue part of `outstanding` (what was due by today and has not come) */
  overdue: number;
  to_refund: number;
  next_kind: InstalmentKind | null;
  next_due: CalendarDate | null;
  next_amount: number | null;
  status: LedgerStatus;
}

/** The filtered set's money in one currency (never added to the other's). */
export interface PaymentListTotals {
  currency: Currency;
  stays: number;
  outstanding: number;
  overdue: number;
  toRefund: number;
}

export interface PaymentListPage {
  rows: PaymentListRow[];
  total: number;
  totals: PaymentListTotals[];
}

/** What falls due in the horizon and is not yet covered, in one currency. */
export interface CashExpected {
  currency: Currency;
  amount: number;
  instalments: number;
  stays: number;
}
