import { addMonths, islandToday, parseMonthKey, type CalendarDate } from '#app/domain/booking/dates';
import { CURRENCIES, type Currency } from '#app/domain/currency/currency';
import { minorAmountField } from '#app/domain/payments/entry-form';
import { z } from '#app/domain/zod';
import { line, optionalText, requiredDay } from './schemas';
import { EXPENSE_CATEGORIES, expenseTexts, type ExpenseCategory } from './texts/expenses';

/**
 * A villa's expenses (issue 29, item 3; supabase/migrations/…_homeowner_expenses.sql): the form's schema, shared
 * by the browser and the action, with the database's shapes (vendor on one line of 200 at most, an amount in
 * minor units above 0 and at most 1,000,000.00, a note of 2,000 at most), and the list's filters.
 */

export { EXPENSE_CATEGORIES, type ExpenseCategory };
export const EXPENSES_PATH = '/admin/expenses';
/** The receipt's file input (multipart; read by the action as a stream, app/server/media/documents.server.ts). */
export const RECEIPT_FIELD = 'receipt';
export const MAX_EXPENSE_AMOUNT = 100_000_000;
export const EXPENSES_PAGE_SIZE = 50;

/** An expense as the back office reads it. */
export interface ExpenseRow {
  id: string;
  rental_id: string;
  spent_on: string;
  category: ExpenseCategory;
  vendor: string;
  amount: number;
  currency: Currency;
  note: string | null;
  receipt: string | null;
  charged_to_homeowner: boolean;
  created_at: string;
  created_by: string | null;
  updated_at: string;
}

const E = expenseTexts.errors;

const amount = minorAmountField(
  { required: E.amountRequired, invalid: E.amountInvalid, range: E.amountRange },
  MAX_EXPENSE_AMOUNT,
);

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on' || value === 'true');

/** The expense form, as of a day in the agency's zone (an expense is never dated after it). */
export function expenseSchema(today: CalendarDate = islandToday()) {
  return z.object({
    rentalId: z.uuid({ message: E.villaRequired }),
    spentOn: requiredDay.refine((day) => day <= today, E.dateFuture),
    category: z.enum(EXPENSE_CATEGORIES, { message: E.categoryRequired }),
    vendor: line(E.vendorRequired, 200),
    /** Minor units. */
    amount,
    currency: z.enum(CURRENCIES),
    note: optionalText(2000),
    chargedToHomeowner: checkbox,
    /** On an expense that has one: drop it (a new file replaces it anyway). */
    removeReceipt: checkbox,
  });
}
export type ExpenseInput = z.output<ReturnType<typeof expenseSchema>>;

/** The form's values of a stored expense, or of a new one (today, charged, in the villa's usual currency). */
export function expenseFormValues(row: ExpenseRow | null, defaults: { today: CalendarDate; rentalId?: string }) {
  return {
    rentalId: row?.rental_id ?? defaults.rentalId ?? '',
    spentOn: row?.spent_on ?? defaults.today,
    category: row?.category ?? '',
    vendor: row?.vendor ?? '',
    amount: row ? amountInputText(row.amount) : '',
    currency: row?.currency ?? 'EUR',
    note: row?.note ?? '',
    chargedToHomeowner: row ? (row.charged_to_homeowner ? 'on' : '') : 'on',
    removeReceipt: '',
  };
}

/** 125000 → "1,250.00": how the amount is typed back into the form. */
export function amountInputText(minor: number): string {
  const whole = Math.floor(minor / 100).toLocaleString('en-US');
  return `${whole}.${String(minor % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// The list's filters: ?villa=<uuid>&homeowner=<uuid>&month=YYYY-MM&category=…&page=n (bad values are ignored)
// ---------------------------------------------------------------------------------------------

export interface ExpenseFilters {
  villa: string | null;
  homeowner: string | null;
  /** 'YYYY-MM' */
  month: string | null;
  category: ExpenseCategory | null;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Whether an address's id can name a row (anything else is simply not found). */
export const isRowId = (value: string) => UUID.test(value);

export function parseExpenseFilters(params: URLSearchParams): ExpenseFilters {
  const id = (name: string) => {
    const value = params.get(name)?.toLowerCase() ?? '';
    return UUID.test(value) ? value : null;
  };
  const month = params.get('month') ?? '';
  const category = params.get('category') ?? '';
  const page = Number(params.get('page'));
  return {
    villa: id('villa'),
    homeowner: id('homeowner'),
    month: parseMonthKey(month) ? month : null,
    category: (EXPENSE_CATEGORIES as readonly string[]).includes(category) ? (category as ExpenseCategory) : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The days a month filter covers: from its first day, until the next month's (exclusive). */
export function monthRange(month: string | null): { from: CalendarDate; to: CalendarDate } | null {
  const first = parseMonthKey(month);
  return first ? { from: first, to: addMonths(first, 1) } : null;
}

/** The list's address with some filters changed (the page back to 1 unless given). */
export function expenseListHref(filters: ExpenseFilters, change: Partial<ExpenseFilters> = {}): string {
  const next = { ...filters, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.villa) params.set('villa', next.villa);
  if (next.homeowner) params.set('homeowner', next.homeowner);
  if (next.month) params.set('month', next.month);
  if (next.category) params.set('category', next.category);
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `${EXPENSES_PATH}?${query}` : EXPENSES_PATH;
}
