import type { Currency } from '#app/domain/currency/currency';
import {
  EXPENSES_PAGE_SIZE,
  monthRange,
  type ExpenseFilters,
  type ExpenseInput,
  type ExpenseRow,
} from '#app/domain/homeowners/expenses';
import { mandateOfKey } from '#app/domain/media/documents';
import { asc, desc, eq, gte, isIn, lt, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { staffRows } from '#app/server/backend/rows';
import { EXPENSE_COLUMNS } from '#app/server/backend/schema';

/**
 * A villa's expenses (supabase/migrations/…_homeowner_expenses.sql). Row level security decides: every active
 * staff member reads, records, corrects and removes them (agents too); visitors nothing (a read gives no rows, a
 * write is refused with a BackendError 'permission'). The receipt is a key of the private media store; these
 * functions only name it (app/server/homeowners/expense-actions.server.ts stores and removes the files).
 */

export interface ExpenseTotal {
  currency: Currency;
  expenses: number;
  /** Minor units. */
  total: number;
}

export interface ExpensePage {
  rows: ExpenseRow[];
  total: number;
  page: number;
  pageCount: number;
}

const expenseValues = (input: ExpenseInput) => ({
  rental_id: input.rentalId,
  spent_on: input.spentOn,
  category: input.category,
  vendor: input.vendor,
  amount: input.amount,
  currency: input.currency,
  note: input.note,
  charged_to_homeowner: input.chargedToHomeowner,
});

export function expenseQueries(runner: QueryRunner) {
  const rows = staffRows(runner);
  /** The list's filters as query filters; `rentalIds` the homeowner's villas (null: not narrowed by homeowner). */
  const filtersOf = (filters: ExpenseFilters, rentalIds: readonly string[] | null) => {
    const days = monthRange(filters.month);
    return [
      filters.villa && eq('rental_id', filters.villa),
      rentalIds && isIn('rental_id', rentalIds),
      days && gte('spent_on', days.from),
      days && lt('spent_on', days.to),
      filters.category && eq('category', filters.category),
    ];
  };

  return {
    /** One page of the list, the most recent first. */
    async listExpenses(filters: ExpenseFilters, rentalIds: readonly string[] | null): Promise<ExpensePage> {
      // A homeowner without villas has no expenses.
      if (rentalIds?.length === 0) return { rows: [], total: 0, page: filters.page, pageCount: 1 };
      const from = (filters.page - 1) * EXPENSES_PAGE_SIZE;
      const result = await runner.run({
        kind: 'select',
        table: 'homeowner_expenses',
        columns: EXPENSE_COLUMNS,
        where: filtersOf(filters, rentalIds),
        order: [desc('spent_on'), desc('created_at'), asc('id')],
        range: { from, to: from + EXPENSES_PAGE_SIZE - 1 },
        count: true,
      } as SelectQuery<ExpenseRow>);
      const total = result.count ?? 0;
      return {
        rows: result.rows,
        total,
        page: filters.page,
        pageCount: Math.max(1, Math.ceil(total / EXPENSES_PAGE_SIZE)),
      };
    },

    /** The totals per currency of everything the filters match (every page), as the database adds them up. */
    async expenseTotals(filters: ExpenseFilters, rentalIds: readonly string[] | null): Promise<ExpenseTotal[]> {
      const days = monthRange(filters.month);
      const villas = filters.villa ? [filters.villa] : null;
      const narrowed = rentalIds && villas ? villas.filter((id) => rentalIds.includes(id)) : (villas ?? rentalIds);
      const { rows: found } = await runner.run({
        kind: 'rpc',
        fn: 'homeowner_expense_totals',
        args: {
          p_rental_ids: narrowed ? [...narrowed] : null,
          p_from: days?.from ?? null,
          p_to: days?.to ?? null,
          p_category: filters.category,
        },
      });
      return (found as unknown as { currency: Currency; expenses: number | string; total: number | string }[]).map(
        (row) => ({ currency: row.currency, expenses: Number(row.expenses), total: Number(row.total) }),
      );
    },

    getExpense: (id: string) => rows.one<ExpenseRow>('homeowner_expenses', EXPENSE_COLUMNS, id),

    /** Records an expense; refused ('permission') unless active staff. */
    async createExpense(input: ExpenseInput, receipt: string | null): Promise<ExpenseRow> {
      const { rows: created } = await runner.run({
        kind: 'insert',
        table: 'homeowner_expenses',
        values: { ...expenseValues(input), receipt },
        returning: EXPENSE_COLUMNS,
      });
      return created[0] as unknown as ExpenseRow;
    },

    /** Corrects an expense (its receipt too when given: a key, or null to drop it); false when none matched. */
    updateExpense: (id: string, input: ExpenseInput, receipt?: string | null) =>
      rows.updateOne('homeowner_expenses', id, {
        ...expenseValues(input),
        ...(receipt === undefined ? {} : { receipt }),
      }),

    /** Removes an expense; its receipt's key (to remove the file when nothing else names it), or false. */
    async deleteExpense(id: string): Promise<{ receipt: string | null } | false> {
      const { rows: removed } = await runner.run({
        kind: 'delete',
        table: 'homeowner_expenses',
        where: [eq('id', id)],
        returning: ['receipt'],
      });
      return removed[0] ? { receipt: (removed[0] as { receipt: string | null }).receipt } : false;
    },

    /** Whether a private document is still named by an expense, an agreement or a task's photo (then its file stays). */
    async documentInUse(key: string): Promise<boolean> {
      const receipts = await rows.count('homeowner_expenses', [eq('receipt', key)]);
      const mandate = mandateOfKey(key);
      const mandates = mandate ? await rows.count('management_agreements', [eq('mandate_document', mandate)]) : 0;
      // An inspection's photo (issue 30, item 6) may be the same bytes as a receipt's.
      const photos = mandate ? 0 : await rows.count('task_photos', [eq('document', key)]);
      return receipts + mandates + photos > 0;
    },

    /** Every villa, by title, for the form's and the filter's choice. */
    async villaChoices(): Promise<{ value: string; label: string }[]> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'rentals',
        columns: ['id', 'title'],
        order: [asc('title'), asc('id')],
      } as SelectQuery<{ id: string; title: string }>);
      return found.map((row) => ({ value: row.id, label: row.title }));
    },
  };
}
