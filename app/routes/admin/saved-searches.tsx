import { Form, Link } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { Pagination } from '#app/components/listings/Pagination';
import { buttonClass } from '#app/components/ui/button-class';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { savedSearchStaffTexts as t } from '#app/domain/alerts/texts/staff';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { loadSavedSearches, savedSearchAction } from '#app/server/alerts/staff.server';
import type { Route } from './+types/saved-searches';

/**
 * Saved searches (issue 31, item 1): every staff member reads who asked for alerts, about what, how often, in what
 * state and since when; "Turn into a lead" puts one in the pipeline, once (app/server/alerts/staff.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'leads');
  return loadSavedSearches(capabilities, new URL(request.url));
}

/** intent=lead with `searchId`: the search's lead, then its page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'leads');
  return savedSearchAction(capabilities, await request.formData(), new URL(request.url).origin);
}

export default function AdminSavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, page, pageCount } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={t.title} back={{ to: '/admin/inquiries', label: 'Back to Inquiries' }} />
      <p className="max-w-3xl text-fg-muted">{t.lead}</p>
      {actionData && 'error' in actionData ? <AdminAlert>{actionData.error}</AdminAlert> : null}
      <p className="-mt-4 text-xs text-fg-muted">{t.count(total)}</p>
      {rows.length === 0 ? (
        <p className="card px-6 py-12 text-center text-fg-muted">{t.empty}</p>
      ) : (
        <AdminTable
          caption={t.title}
          minWidth="56rem"
          head={
            <>
              <Header>{t.address}</Header>
              <Header>{t.lookingFor}</Header>
              <Header>{t.frequency}</Header>
              <Header>{t.state}</Header>
              <Header>{t.since}</Header>
              <Header className="text-right">{t.actions}</Header>
            </>
          }
        >
          {rows.map((row) => (
            <Row key={row.id}>
              <Cell label={t.address} wide>
                <span className="break-all">{row.email}</span>
              </Cell>
              <Cell label={t.lookingFor} wide className="max-w-md">
                {row.words}
              </Cell>
              <Cell label={t.frequency}>{t.frequencies[row.frequency]}</Cell>
              <Cell label={t.state}>{t.states[row.state]}</Cell>
              <Cell label={t.since}>
                <time dateTime={row.since}>{formatIslandDateTime(row.since)}</time>
              </Cell>
              <Cell wide className="text-right max-md:text-left">
                {row.leadId ? (
                  <Link to={`/admin/inquiries/${row.leadId}`} className="link">
                    {t.openLead}
                  </Link>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="lead" />
                    <input type="hidden" name="searchId" value={row.id} />
                    <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                      {t.toLead}
                    </button>
                  </Form>
                )}
              </Cell>
            </Row>
          ))}
        </AdminTable>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => `/admin/saved-searches${target > 1 ? `?page=${target}` : ''}`}
        label={t.pages}
      />
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(t.title);
