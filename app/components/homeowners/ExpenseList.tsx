import { Form, Link } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { Button } from '#app/components/ui/Button';
import type { SelectOption } from '#app/components/ui/Field';
import {
  EXPENSE_CATEGORIES,
  EXPENSES_PATH,
  expenseListHref,
  type ExpenseFilters,
} from '#app/domain/homeowners/expenses';
import { expenseCategoryLabels, expenseTexts, type ExpenseCategory } from '#app/domain/homeowners/texts/expenses';

const text = expenseTexts;

/** One expense as the list shows it: its texts already formatted by the loader. */
export interface ExpenseListItem {
  id: string;
  day: string;
  villa: string;
  category: ExpenseCategory;
  vendor: string;
  amount: string;
  charged: boolean;
  hasReceipt: boolean;
}

/**
 * The list's filters: a plain GET form (villa, month, category), and the homeowner the list is narrowed to when
 * it came from their page, with a link that drops it.
 */
export function ExpenseFilterForm({
  filters,
  villas,
  homeowner,
}: {
  filters: ExpenseFilters;
  villas: readonly SelectOption[];
  homeowner: string | null;
}) {
  return (
    <Form method="get" aria-label={text.filters.label} className="flex flex-col gap-3">
      {homeowner && filters.homeowner ? (
        <p className="text-sm text-fg">
          {text.filters.homeowner(homeowner)} ·{' '}
          <Link to={expenseListHref(filters, { homeowner: null })} className="link">
            {text.filters.allHomeowners}
          </Link>
          <input type="hidden" name="homeowner" value={filters.homeowner} />
        </p>
      ) : null}
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <label className="col-span-2 flex flex-col gap-1 text-sm sm:col-span-1">
          <span className="label">{text.filters.villa}</span>
          <select name="villa" defaultValue={filters.villa ?? ''} className="input">
            <option value="">{text.filters.allVillas}</option>
            {villas.map((villa) => (
              <option key={villa.value} value={villa.value}>
                {villa.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="label">{text.filters.month}</span>
          <input type="month" name="month" defaultValue={filters.month ?? ''} className="input" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="label">{text.filters.category}</span>
          <select name="category" defaultValue={filters.category ?? ''} className="input">
            <option value="">{text.filters.allCategories}</option>
            {EXPENSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {expenseCategoryLabels.en[category]}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex gap-3 sm:col-span-1">
          <Button type="submit" variant="secondary">
            {text.filters.apply}
          </Button>
          <Link to={EXPENSES_PATH} className="link self-center text-sm">
            {text.filters.clear}
          </Link>
        </div>
      </div>
    </Form>
  );
}

/** The totals per currency of everything the filters match. */
export function ExpenseTotals({ totals }: { totals: readonly { currency: string; count: number; amount: string }[] }) {
  if (totals.length === 0) return null;
  return (
    <section aria-labelledby="expense-totals" className="card p-4" data-testid="expense-totals">
      <h2 id="expense-totals" className="text-xs tracking-[0.16em] text-fg-muted uppercase">
        {text.totals}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-8 gap-y-1 text-sm">
        {totals.map((total) => (
          <li key={total.currency}>
            <span className="font-medium text-fg">{total.currency}</span> {text.totalLine(total.count, total.amount)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The expenses: a table on wide screens, a card each below 768 px. */
export function ExpenseTable({ items }: { items: readonly ExpenseListItem[] }) {
  const c = text.columns;
  return (
    <AdminTable
      caption={text.caption}
      minWidth="52rem"
      head={
        <>
          <Header>{c.date}</Header>
          <Header>{c.villa}</Header>
          <Header>{c.category}</Header>
          <Header>{c.vendor}</Header>
          <Header className="text-right">{c.amount}</Header>
          <Header>{c.charged}</Header>
          <Header>{c.receipt}</Header>
        </>
      }
    >
      {items.map((item) => (
        <Row key={item.id} className="bg-surface transition-colors hover:bg-surface-muted/60">
          <Cell label={c.date}>
            <Link to={`${EXPENSES_PATH}/${item.id}`} className="link font-medium whitespace-nowrap">
              {item.day}
            </Link>
          </Cell>
          <Cell label={c.villa}>{item.villa}</Cell>
          <Cell label={c.category}>{expenseCategoryLabels.en[item.category]}</Cell>
          <Cell label={c.vendor} className="break-words">
            {item.vendor}
          </Cell>
          <Cell label={c.amount} className="whitespace-nowrap md:text-right md:tabular-nums">
            {item.amount}
          </Cell>
          <Cell label={c.charged}>{item.charged ? text.charged.yes : text.charged.no}</Cell>
          <Cell label={c.receipt}>
            {item.hasReceipt ? (
              <a href={`${EXPENSES_PATH}/${item.id}/receipt`} target="_blank" rel="noreferrer" className="link">
                {text.viewReceipt}
              </a>
            ) : (
              <span className="text-fg-muted">{text.noReceipt}</span>
            )}
          </Cell>
        </Row>
      ))}
    </AdminTable>
  );
}
