import { data, isRouteErrorResponse, Link, redirect, useRouteError } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { useCan } from '#app/components/admin/useCan';
import { AdjustmentForm, PayoutForm } from '#app/components/homeowners/StatementForms';
import {
  IntentButton,
  longDay,
  StatementBadge,
  StatementBalances,
  StatementLines,
} from '#app/components/homeowners/StatementParts';
import { islandToday } from '#app/domain/booking/dates';
import { payoutFormValues } from '#app/domain/homeowners/statement-forms';
import { monthLabel, monthParam } from '#app/domain/homeowners/statements';
import { statementTexts as text } from '#app/domain/homeowners/texts/statements';
import { z } from '#app/domain/zod';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { runStatementAction } from '#app/server/homeowners/statement-actions.server';
import { homeownerQueries } from '#app/server/homeowners/homeowners.server';
import { statementQueries } from '#app/server/homeowners/statements.server';
import type { Route } from './+types/homeowner-statement';

const statementId = z.uuid();
const NOTICES: Record<string, string> = {
  recomputed: text.done.recomputed,
  issuedOne: text.done.issuedOne,
  sentOne: text.done.sentOne,
  paid: text.done.paid,
  adjusted: text.done.adjusted,
};

/** One statement (issue 29, item 4): its lines and balances as the database states them, for every staff member. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'homeowners');
  if (!statementId.safeParse(params.id).success) throw data(text.notFound, { status: 404 });
  const statement = await capabilities.use(statementQueries).get(params.id);
  if (!statement) throw data(text.notFound, { status: 404 });
  const homeowner = await capabilities.use(homeownerQueries).getHomeowner(statement.homeowner_id);
  return {
    statement,
    homeowner: { id: statement.homeowner_id, name: homeowner?.name ?? statement.homeowner_id },
    payout: payoutFormValues(statement.closing_balance, islandToday()),
    notice: NOTICES[new URL(request.url).searchParams.get('done') ?? ''] ?? null,
  };
}

/** Recompute, issue, send, delete (a draft) or pay (owners and admins); back here, or to the run once deleted. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, capabilities } = await requireStaff(request, context, 'homeowners.statements');
  if (!statementId.safeParse(params.id).success) throw data(text.notFound, { status: 404 });
  const formData = await request.formData();
  const outcome = await runStatementAction(capabilities, user, params.id, formData);
  if ('done' in outcome) {
    if (outcome.done === 'deleted') return redirect('/admin/homeowners/statements?done=deleted');
    return redirect(`/admin/homeowners/statements/${params.id}?done=${outcome.done}`);
  }
  return data(
    { error: outcome.error, result: outcome.result, form: String(formData.get('intent')) },
    { status: outcome.status },
  );
}

export default function HomeownerStatement({ loaderData, actionData }: Route.ComponentProps) {
  const canRun = useCan('homeowners.statements');
  const { statement, homeowner, notice } = loaderData;
  const month = monthLabel(statement.month);
  const base = `/admin/homeowners/statements/${statement.id}`;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={text.statementTitle(homeowner.name, month)}
        eyebrow={text.eyebrow}
        back={{ to: `/admin/homeowners/statements?month=${monthParam(statement.month)}`, label: text.backToRun(month) }}
      />
      {notice && !actionData ? <AdminAlert tone="success">{notice}</AdminAlert> : null}
      {actionData?.error ? <AdminAlert>{actionData.error}</AdminAlert> : null}
      <div className="flex flex-wrap items-center gap-4 text-sm text-fg-muted">
        <StatementBadge status={statement.status} />
        <span>{statement.currency}</span>
        <span>
          {statement.status === 'draft'
            ? text.draftNote
            : statement.status === 'issued'
              ? text.issuedNote(longDay(statement.issued_at!))
              : statement.status === 'sent'
                ? text.sentNote(longDay(statement.sent_at!))
                : text.paidNote(longDay(statement.paid_at!))}
        </span>
        <Link to={`/admin/homeowners/${homeowner.id}`} className="link">
          {homeowner.name}
        </Link>
        <a href={`${base}/lines.csv`} className="link" download>
          {text.csv}
        </a>
        {statement.status !== 'draft' ? (
          <a href={`${base}/statement.pdf`} className="link">
            {text.pdf}
          </a>
        ) : null}
      </div>

      <StatementLines lines={statement.lines} currency={statement.currency} />
      <StatementBalances
        opening={statement.opening_balance}
        total={statement.total}
        closing={statement.closing_balance}
        currency={statement.currency}
      />

      {canRun && statement.status === 'draft' ? (
        <div className="flex flex-wrap gap-3" data-testid="statement-actions">
          <IntentButton intent="issue" label={text.issue} testId="statement-issue" />
          <IntentButton intent="recompute" label={text.recompute} variant="secondary" />
          <IntentButton intent="delete" label={text.deleteDraft} variant="ghost" />
        </div>
      ) : null}
      {canRun && statement.status === 'draft' ? (
        <div className="max-w-3xl">
          <AdjustmentForm
            statementId={statement.id}
            lastResult={actionData?.form === 'adjust' ? actionData.result : undefined}
          />
        </div>
      ) : null}
      {canRun && statement.status === 'issued' ? (
        <IntentButton intent="send" label={text.markSent} testId="statement-send" />
      ) : null}
      {canRun && statement.status === 'sent' ? (
        <div className="max-w-3xl">
          <PayoutForm
            statementId={statement.id}
            currency={statement.currency}
            values={loaderData.payout}
            lastResult={actionData?.form === 'pay' ? actionData.result : undefined}
          />
        </div>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? text.statementTitle(loaded.homeowner.name, monthLabel(loaded.statement.month)) : text.notFound);

export function ErrorBoundary() {
  const error = useRouteError();
  return <AdminAlert>{isRouteErrorResponse(error) && error.status === 404 ? text.notFound : text.failed}</AdminAlert>;
}
