import { data, Form, Link, redirect } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { adminMeta } from '#app/components/admin/meta';
import { useCan } from '#app/components/admin/useCan';
import { HomeownerForm } from '#app/components/homeowners/HomeownerForm';
import { Button } from '#app/components/ui/Button';
import { homeownerFormValues, homeownerMatches, homeownerSchema } from '#app/domain/homeowners/schemas';
import { homeownerTexts as text } from '#app/domain/homeowners/texts/staff';
import { statementTexts } from '#app/domain/homeowners/texts/statements';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { parseSubmission } from '#app/server/forms.server';
import { homeownerQueries } from '#app/server/homeowners/homeowners.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/homeowners';

/** The homeowners, searched by name or e-mail (`?q=`): every staff member reads them (issue 29). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'homeowners');
  const params = new URL(request.url).searchParams;
  const search = (params.get('q') ?? '').slice(0, 200);
  const all = await capabilities.use(homeownerQueries).listHomeowners();
  return {
    search,
    total: all.length,
    homeowners: all.filter((row) => homeownerMatches(row, search)),
    deleted: params.get('done') === 'deleted',
  };
}

/**
 * Adds a homeowner, for owners and admins (403 otherwise; row level security says the same): on to their page,
 * or back with what was typed and the messages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, capabilities } = await requireStaff(request, context, 'homeowners.manage');
  const submission = parseSubmission(await request.formData(), homeownerSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const created = await capabilities.use(homeownerQueries).createHomeowner(submission.value);
    log.info('homeowner added', { userId: user.id, homeownerId: created.id });
    return redirect(`/admin/homeowners/${created.id}?done=created`);
  } catch (error) {
    const status = backendFailureStatus(error);
    log.error('homeowner add failed', { userId: user.id, error });
    return data(
      { result: submission.reply({ formErrors: [status === 403 ? text.refused : text.failed] }) },
      { status: status === 500 ? 400 : status },
    );
  }
}

export default function Homeowners({ loaderData, actionData }: Route.ComponentProps) {
  const canManage = useCan('homeowners.manage');
  const { homeowners, search, total } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title}>
        <Link to="/admin/homeowners/statements" className="link text-sm">
          {statementTexts.payouts.run}
        </Link>
      </AdminPageHeader>
      <p className="max-w-3xl text-fg-muted">{text.lead}</p>
      {loaderData.deleted && !actionData ? <AdminAlert tone="success">{text.remove.deleted}</AdminAlert> : null}

      <Form method="get" role="search" className="flex max-w-xl items-end gap-3">
        <label className="flex flex-1 flex-col gap-1 text-sm">
          <span className="label">{text.search}</span>
          <input type="search" name="q" defaultValue={search} placeholder={text.searchHint} className="input" />
        </label>
        <Button type="submit" variant="secondary">
          {text.searchButton}
        </Button>
      </Form>

      <p className="text-sm text-fg-muted" aria-live="polite">
        {text.count(homeowners.length, total)}
      </p>
      {homeowners.length === 0 ? (
        <p className="text-fg-muted">{total === 0 ? text.empty : text.noMatch}</p>
      ) : (
        <AdminTable
          caption={text.caption}
          minWidth="44rem"
          head={
            <>
              <Header>{text.columns.name}</Header>
              <Header>{text.columns.emails}</Header>
              <Header>{text.columns.phone}</Header>
              <Header>{text.columns.language}</Header>
              <Header>{text.columns.currency}</Header>
            </>
          }
        >
          {homeowners.map((homeowner) => (
            <Row key={homeowner.id}>
              <Cell wide>
                <Link to={`/admin/homeowners/${homeowner.id}`} className="link font-medium">
                  {homeowner.name}
                </Link>
              </Cell>
              <Cell label={text.columns.emails} className="break-all">
                {homeowner.emails.join(', ')}
              </Cell>
              <Cell label={text.columns.phone}>{homeowner.phone ?? '—'}</Cell>
              <Cell label={text.columns.language}>{text.languages[homeowner.language]}</Cell>
              <Cell label={text.columns.currency}>{homeowner.currency}</Cell>
            </Row>
          ))}
        </AdminTable>
      )}

      {canManage ? (
        <div className="max-w-4xl">
          <HomeownerForm id={null} values={homeownerFormValues(null)} lastResult={actionData?.result} />
        </div>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
