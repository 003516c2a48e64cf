import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import {
  amountInputText,
  expenseFormValues,
  expenseListHref,
  expenseSchema,
  monthRange,
  parseExpenseFilters,
} from './expenses';
import { expenseTexts } from './texts/expenses';

const TODAY = '2026-11-29' as CalendarDate;
const VILLA = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const fields = (overrides: Record<string, string> = {}) => ({
  rentalId: VILLA,
  spentOn: '2026-11-28',
  category: 'pool',
  vendor: ' Blue Pool ',
  amount: '1,250.5',
  currency: 'EUR',
  chargedToHomeowner: 'on',
  ...overrides,
});

describe('expenseSchema', () => {
  it('reads an expense: the amount in minor units, the checkbox, the note absent', () => {
    expect(expenseSchema(TODAY).parse(fields())).toEqual({
      rentalId: VILLA,
      spentOn: '2026-11-28',
      category: 'pool',
      vendor: 'Blue Pool',
      amount: 125_050,
      currency: 'EUR',
      note: null,
      chargedToHomeowner: true,
      removeReceipt: false,
    });
    expect(expenseSchema(TODAY).parse(fields({ chargedToHomeowner: '' })).chargedToHomeowner).toBe(false);
  });

  it('refuses what the database would, each with its message', () => {
    const error = (overrides: Record<string, string>) =>
      expenseSchema(TODAY)
        .safeParse(fields(overrides))
        .error?.issues.map((issue) => issue.message);
    expect(error({ amount: '12,5x' })).toEqual([expenseTexts.errors.amountInvalid]);
    expect(error({ amount: '0' })).toEqual([expenseTexts.errors.amountRange]);
    expect(error({ amount: '1,000,000.01' })).toEqual([expenseTexts.errors.amountRange]);
    expect(error({ amount: '1,000,000.00' })).toBeUndefined();
    expect(error({ spentOn: '2026-11-30' })).toEqual([expenseTexts.errors.dateFuture]);
    expect(error({ spentOn: TODAY })).toBeUndefined();
    expect(error({ category: 'travel' })).toEqual([expenseTexts.errors.categoryRequired]);
    expect(error({ vendor: 'A\nB' })).toHaveLength(1);
    expect(error({ rentalId: '' })).toEqual([expenseTexts.errors.villaRequired]);
    expect(error({ currency: 'GBP' })).toHaveLength(1);
  });
});

describe('the form’s values', () => {
  it('types a stored amount back as it is typed, and starts a new expense today, charged', () => {
    expect(amountInputText(125_050)).toBe('1,250.50');
    expect(amountInputText(5)).toBe('0.05');
    expect(expenseFormValues(null, { today: TODAY, rentalId: VILLA })).toMatchObject({
      rentalId: VILLA,
      spentOn: TODAY,
      chargedToHomeowner: 'on',
      amount: '',
    });
  });
});

describe('the list’s filters', () => {
  it('keeps good values, drops bad ones, and writes them back', () => {
    const params = new URLSearchParams({ villa: VILLA.toUpperCase(), month: '2026-10', category: 'pool', page: '2' });
    const filters = parseExpenseFilters(params);
    expect(filters).toEqual({ villa: VILLA, homeowner: null, month: '2026-10', category: 'pool', page: 2 });
    expect(parseExpenseFilters(new URLSearchParams('villa=x&month=2026-13&category=travel&page=-1'))).toEqual({
      villa: null,
      homeowner: null,
      month: null,
      category: null,
      page: 1,
    });
    expect(expenseListHref(filters, { page: 3 })).toBe(
      `/admin/expenses?villa=${VILLA}&month=2026-10&category=pool&page=3`,
    );
    expect(expenseListHref(filters, { villa: null, category: null })).toBe('/admin/expenses?month=2026-10');
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(monthRange(null)).toBeNull();
  });
});
