import { data } from 'react-router';
import { expenseTexts } from '#app/domain/homeowners/texts/expenses';
import { getStaffSession } from '#app/server/admin-context.server';
import { expenseQueries } from '#app/server/homeowners/expenses.server';
import { documentResponse } from '#app/server/media/documents.server';
import { mediaStoreFor } from '#app/server/media/store.server';
import type { Route } from './+types/expense-receipt';

/**
 * `/admin/expenses/:id/receipt`: an expense's receipt (a photo or a PDF) from the private media store, shown in
 * the browser, for staff who may see expenses (row level security hides the expense from anyone else too);
 * `Cache-Control: private, no-store`. 404 when the expense or its receipt is not there.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'expenses');
  const expense = await capabilities.use(expenseQueries).getExpense(params.id);
  if (!expense?.receipt) throw data(expenseTexts.errors.notFound, { status: 404 });
  return documentResponse(mediaStoreFor(request), expense.receipt, `receipt-${expense.spent_on}-${expense.vendor}`);
}
