import { data, Form, Link, redirect } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { adminMeta } from '#app/components/admin/meta';
import { useCan } from '#app/components/admin/useCan';
import { PayoutImport } from '#app/components/homeowners/PayoutImport';
import { PlatformStays } from '#app/components/homeowners/PlatformStays';
import { IntentButton, Money, StatementBadge } from '#app/components/homeowners/StatementParts';
import { Button } from '#app/components/ui/Button';
import { addMonths, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { monthLabel, monthParam, parseStatementMonth } from '#app/domain/homeowners/statements';
import { statementTexts as text } from '#app/domain/homeowners/texts/statements';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { runPayoutImport } from '#app/server/homeowners/payout-import.server';
import { platformAmountQueries } from '#app/server/homeowners/platform-amounts.server';
import { runStatementRunAction } from '#app/server/homeowners/statement-actions.server';
import { homeownerQueries } from '#app/server/homeowners/homeowners.server';
import { statementQueries } from '#app/server/homeowners/statements.server';
import type { Route } from './+types/homeowner-statements';

const PATH = '/admin/homeowners/statements';
const monthOf = (request: Request) =>
  parseStatementMonth(new URL(request.url).searchParams.get('month'), islandToday());

/** What the last run's button did, from `?done=` and `count`. */
function noticeOf(params: URLSearchParams): string | null {
  const count = Math.max(0, Number(params.get('count')) || 0);
  switch (params.get('done')) {
    case 'drafted':
      return text.done.drafted(count);
    case 'issued':
      return text.done.issued(count);
    case 'sent':
      return text.done.sent(count);
    case 'platform':
      return text.platform.saved;
    default:
      return null;
  }
}

/**
 * A month's statement run (issue 29, item 7): every homeowner's statements of the month with their balances,
 * read by every staff member; owners and admins draft, issue and send them all from here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'homeowners');
  const month = monthOf(request);
  const [statements, homeowners, platformStays] = await Promise.all([
    capabilities.use(statementQueries).listMonth(month),
    capabilities.use(homeownerQueries).listHomeowners(),
    capabilities.use(platformAmountQueries).staysOfMonth(month),
  ]);
  const names = new Map(homeowners.map((homeowner) => [homeowner.id, homeowner.name]));
  return {
    month,
    rows: statements
      .map((statement) => ({ ...statement, name: names.get(statement.homeowner_id) ?? statement.homeowner_id }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.currency.localeCompare(b.currency)),
    platformStays: platformStays.map((stay) => ({
      id: stay.id,
      villa: stay.villa,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      note: stay.note,
      platform: stay.amount?.platform ?? '',
      amount: stay.amount ? (stay.amount.amount / 100).toFixed(2) : '',
      currency: stay.amount?.currency ?? '',
    })),
    notice: noticeOf(new URL(request.url).searchParams),
  };
}

/**
 * "Draft all", "Issue all drafts", "Send all issued" (owners and admins), back here with what was done; a
 * platform's amount for one stay, or a platform's payout export (the one multipart form), answered here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, capabilities } = await requireStaff(request, context, 'homeowners.statements');
  const month = monthOf(request);
  if (/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
    const { status, ...payoutImport } = await runPayoutImport(capabilities, user, request);
    return data({ error: null, failed: null, payoutImport }, { status });
  }
  const formData = await request.formData();
  const outcome = await runStatementRunAction(capabilities, user, month, formData);
  if ('done' in outcome) {
    return redirect(`${PATH}?month=${monthParam(month)}&done=${outcome.done}&count=${outcome.count ?? 0}`);
  }
  // A platform amount refused: the message on its row, with what was typed.
  const failed = outcome.stayId
    ? {
        stayId: outcome.stayId,
        message: outcome.error,
        values: Object.fromEntries(
          ['platform', 'amount', 'currency'].map((name) => [name, String(formData.get(name) ?? '')]),
        ),
      }
    : null;
  return data({ error: failed ? null : outcome.error, failed, payoutImport: null }, { status: outcome.status });
}

export default function HomeownerStatements({ loaderData, actionData }: Route.ComponentProps) {
  const canRun = useCan('homeowners.statements');
  const { month, rows, notice } = loaderData;
  const label = monthLabel(month);
  const here = `${PATH}?month=${monthParam(month)}`;
  const step = (months: number) => monthParam(addMonths(month as CalendarDate, months));
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={text.runTitle(label)}
        eyebrow={text.eyebrow}
        back={{ to: '/admin/homeowners', label: text.backToHomeowners }}
      />
      <p className="max-w-3xl text-fg-muted">{text.runLead}</p>
      {notice && !actionData ? <AdminAlert tone="success">{notice}</AdminAlert> : null}
      {actionData?.error ? <AdminAlert>{actionData.error}</AdminAlert> : null}

      <div className="flex flex-wrap items-end gap-3">
        <Form method="get" className="flex items-end gap-3">
          <label className="flex flex-col gap-1 text-sm">
            <span className="label">{text.monthLabel}</span>
            <input type="month" name="month" defaultValue={monthParam(month)} className="input" />
          </label>
          <Button type="submit" variant="secondary">
            {text.show}
          </Button>
        </Form>
        <Link to={`${PATH}?month=${step(-1)}`} className="link text-sm">
          {text.previous}
        </Link>
        <Link to={`${PATH}?month=${step(1)}`} className="link text-sm">
          {text.next}
        </Link>
      </div>

      {canRun ? (
        <div className="flex flex-wrap gap-3" data-testid="statement-run-actions">
          <IntentButton intent="draft-all" label={text.draftAll} action={here} />
          <IntentButton intent="issue-all" label={text.issueAll} variant="secondary" action={here} />
          <IntentButton intent="send-all" label={text.sendAll} variant="secondary" action={here} />
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{text.managersOnly}</p>
      )}

      <p className="text-sm text-fg-muted" aria-live="polite">
        {text.count(rows.length)}
      </p>
      {rows.length === 0 ? (
        <p className="text-fg-muted">{text.empty}</p>
      ) : (
        <AdminTable
          caption={text.caption(label)}
          minWidth="48rem"
          head={
            <>
              <Header>{text.columns.homeowner}</Header>
              <Header>{text.columns.currency}</Header>
              <Header>{text.columns.status}</Header>
              <Header className="text-right">{text.columns.opening}</Header>
              <Header className="text-right">{text.columns.total}</Header>
              <Header className="text-right">{text.columns.closing}</Header>
            </>
          }
        >
          {rows.map((row) => (
            <Row key={row.id}>
              <Cell wide>
                <Link to={`${PATH}/${row.id}`} className="link font-medium">
                  {row.name}
                </Link>
              </Cell>
              <Cell label={text.columns.currency}>{row.currency}</Cell>
              <Cell label={text.columns.status}>
                <StatementBadge status={row.status} />
              </Cell>
              <Cell label={text.columns.opening} className="md:text-right">
                <Money amount={row.opening_balance} currency={row.currency} />
              </Cell>
              <Cell label={text.columns.total} className="md:text-right">
                <Money amount={row.total} currency={row.currency} />
              </Cell>
              <Cell label={text.columns.closing} className="md:text-right">
                <Money amount={row.closing_balance} currency={row.currency} />
              </Cell>
            </Row>
          ))}
        </AdminTable>
      )}

      {canRun ? <PayoutImport answer={actionData?.payoutImport ?? null} action={here} /> : null}

      <PlatformStays
        stays={loaderData.platformStays}
        action={here}
        canEnter={canRun}
        failed={actionData?.failed ?? null}
      />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? text.runTitle(monthLabel(loaded.month)) : text.runTitle(''));
