import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { ExpenseFilterForm, ExpenseTable, ExpenseTotals } from '#app/components/homeowners/ExpenseList';
import { Pagination } from '#app/components/listings/Pagination';
import { LinkButton } from '#app/components/ui/Button';
import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { EXPENSES_PATH, expenseListHref, parseExpenseFilters } from '#app/domain/homeowners/expenses';
import { expenseTexts as text } from '#app/domain/homeowners/texts/expenses';
import { formatMinorAmount } from '#app/domain/payments/money';
import { getStaffSession } from '#app/server/admin-context.server';
import { expenseQueries } from '#app/server/homeowners/expenses.server';
import { homeownerQueries } from '#app/server/homeowners/homeowners.server';
import type { Route } from './+types/expenses';

/**
 * What the agency spent on the villas, the most recent first, filtered by villa, month and category (or to one
 * homeowner's villas, from their page), with the totals per currency of everything that matches. Every staff
 * member reads and records expenses (issue 29, item 3).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'expenses');
  const url = new URL(request.url);
  const filters = parseExpenseFilters(url.searchParams);
  const queries = capabilities.use(expenseQueries);

  // A homeowner's villas: those of every period of ownership they had (their past expenses included).
  let homeowner: string | null = null;
  let rentalIds: string[] | null = null;
  if (filters.homeowner) {
    const homeowners = capabilities.use(homeownerQueries);
    const found = await homeowners.getHomeowner(filters.homeowner);
    if (found) {
      homeowner = found.name;
      const periods = await homeowners.listOwnership({ homeownerId: found.id });
      rentalIds = [...new Set(periods.map((period) => period.rental_id).filter((id): id is string => id !== null))];
    }
  }

  const [page, totals, villas] = await Promise.all([
    queries.listExpenses(filters, rentalIds),
    queries.expenseTotals(filters, rentalIds),
    queries.villaChoices(),
  ]);
  const titles = new Map(villas.map((villa) => [villa.value, villa.label]));
  return {
    filters,
    homeowner,
    villas: rentalIds ? villas.filter((villa) => rentalIds.includes(villa.value)) : villas,
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    items: page.rows.map((row) => ({
      id: row.id,
      day: formatCalendarDate(row.spent_on as CalendarDate, 'long', 'en'),
      villa: titles.get(row.rental_id) ?? '—',
      category: row.category,
      vendor: row.vendor,
      amount: formatMinorAmount(row.amount, row.currency),
      charged: row.charged_to_homeowner,
      hasReceipt: row.receipt !== null,
    })),
    totals: totals.map((line) => ({
      currency: line.currency,
      count: line.expenses,
      amount: formatMinorAmount(line.total, line.currency),
    })),
    filtered: Boolean(filters.villa || filters.homeowner || filters.month || filters.category),
    deleted: url.searchParams.get('done') === 'deleted',
  };
}

export default function Expenses({ loaderData }: Route.ComponentProps) {
  const { filters, items, total, filtered } = loaderData;
  const newHref = filters.villa ? `${EXPENSES_PATH}/new?villa=${filters.villa}` : `${EXPENSES_PATH}/new`;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title}>
        <LinkButton to={newHref}>{text.add}</LinkButton>
      </AdminPageHeader>
      <p className="max-w-3xl text-fg-muted">{text.lead}</p>
      {loaderData.deleted ? <AdminAlert tone="success">{text.notices.deleted}</AdminAlert> : null}
      <ExpenseFilterForm filters={filters} villas={loaderData.villas} homeowner={loaderData.homeowner} />
      {items.length === 0 ? (
        <p className="text-fg-muted">{filtered ? text.noMatch : text.empty}</p>
      ) : (
        <>
          <ExpenseTotals totals={loaderData.totals} />
          <ExpenseTable items={items} />
          <div className="flex flex-col items-center gap-2">
            <p className="text-sm text-fg-muted">{text.count(total)}</p>
            <Pagination
              page={loaderData.page}
              pageCount={loaderData.pageCount}
              label={text.pagesLabel}
              hrefFor={(page) => expenseListHref(filters, { page })}
            />
          </div>
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
