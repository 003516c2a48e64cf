import { data, Form, redirect } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { adminMeta } from '#app/components/admin/meta';
import { ExpenseForm } from '#app/components/homeowners/ExpenseForm';
import { Button } from '#app/components/ui/Button';
import { islandToday } from '#app/domain/booking/dates';
import { EXPENSES_PATH, expenseFormValues, isRowId } from '#app/domain/homeowners/expenses';
import { expenseTexts as text } from '#app/domain/homeowners/texts/expenses';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { expenseAction } from '#app/server/homeowners/expense-actions.server';
import { expenseQueries } from '#app/server/homeowners/expenses.server';
import { mediaStoreFor } from '#app/server/media/store.server';
import type { Route } from './+types/expense';

/**
 * One expense (`new` for a new one, `?villa=` to start on a villa): the form every staff member records and
 * corrects expenses with, from a phone with a photo of the receipt, and the delete of one recorded by mistake.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'expenses');
  const queries = capabilities.use(expenseQueries);
  const isNew = params.id === 'new';
  const expense = isNew || !isRowId(params.id) ? null : await queries.getExpense(params.id);
  if (!isNew && !expense) throw data(text.errors.notFound, { status: 404 });
  const today = islandToday();
  const villa = new URL(request.url).searchParams.get('villa') ?? undefined;
  const done = new URL(request.url).searchParams.get('done');
  return {
    id: expense?.id ?? null,
    today,
    values: expenseFormValues(expense, { today, rentalId: villa && isRowId(villa) ? villa : undefined }),
    villas: await queries.villaChoices(),
    receiptHref: expense?.receipt ? `${EXPENSES_PATH}/${expense.id}/receipt` : null,
    notice: done === 'created' ? text.notices.created : done === 'saved' ? text.notices.saved : null,
  };
}

/** Saves (multipart, with the receipt) or deletes; back to the form with what was typed when refused. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, capabilities } = await requireStaff(request, context, 'expenses');
  if (params.id !== 'new' && !isRowId(params.id)) throw data(text.errors.notFound, { status: 404 });
  const outcome = await expenseAction(capabilities, mediaStoreFor(request), user, params.id, request);
  if ('done' in outcome) {
    return redirect(
      outcome.done === 'deleted'
        ? `${EXPENSES_PATH}?done=deleted`
        : `${EXPENSES_PATH}/${outcome.id}?done=${outcome.done}`,
    );
  }
  return data({ result: outcome.result }, { status: outcome.status });
}

export default function Expense({ loaderData, actionData }: Route.ComponentProps) {
  const { id } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={id ? text.form.editTitle : text.form.newTitle}
        back={{ to: EXPENSES_PATH, label: text.form.back }}
      />
      {loaderData.notice && !actionData ? <AdminAlert tone="success">{loaderData.notice}</AdminAlert> : null}
      <ExpenseForm
        id={id}
        today={loaderData.today}
        values={loaderData.values}
        villas={loaderData.villas}
        receiptHref={loaderData.receiptHref}
        lastResult={actionData?.result}
      />
      {id ? (
        <Form method="post" className="max-w-3xl" data-testid="expense-delete">
          <input type="hidden" name="intent" value="delete" />
          <EditorSection title={text.delete.title} description={text.delete.description}>
            <div className="sm:col-span-2">
              <Button type="submit" variant="secondary">
                {text.delete.button}
              </Button>
            </div>
          </EditorSection>
        </Form>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded?.id ? text.form.editTitle : text.form.newTitle);
