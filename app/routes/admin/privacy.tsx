import { Form, Link } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { ErasureConfirm } from '#app/components/privacy/ErasureConfirm';
import { PersonSummary } from '#app/components/privacy/PersonSummary';
import { buttonClass } from '#app/components/ui/button-class';
import { Field } from '#app/components/ui/Field';
import { personDataTexts as t } from '#app/domain/privacy/texts/staff';
import { loadPersonDataPage, personDataAction } from '#app/server/privacy/page.server';
import type { Route } from './+types/privacy';

/**
 * /admin/privacy (issue 32, items 3–4): owners and admins look a person up by e-mail address, read what is kept
 * and download it as JSON (/admin/privacy/export.json); owners erase it after a second step that names what will
 * go and asks for the address again. Reached from the Settings page. app/server/privacy/page.server.ts.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadPersonDataPage(request, context);
}

/** intent=erase (owners): the erasure, in one transaction, and the mail folder's copies. */
export function action({ request, context }: Route.ActionArgs) {
  return personDataAction(request, context);
}

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const invalid = page.kind === 'form' && page.email !== '';
  const exportHref = `/admin/privacy/export.json?email=${encodeURIComponent(page.email)}`;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={t.title} back={{ to: '/admin/settings', label: 'Back to Settings' }}>
        <Link to="/admin/settings/retention" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {t.retentionLink}
        </Link>
      </AdminPageHeader>
      <p className="max-w-3xl text-fg-muted">{t.lead}</p>
      {page.kind === 'form' && page.erased !== null ? (
        <AdminAlert tone="success">{t.erased(page.erased)}</AdminAlert>
      ) : null}
      <Form method="get" className="flex max-w-xl flex-col gap-4 sm:flex-row sm:items-center" role="search">
        <Field
          className="grow"
          label={t.emailLabel}
          hint={t.emailHint}
          errors={invalid ? [t.emailInvalid] : undefined}
          inputProps={{ name: 'email', type: 'email', required: true, defaultValue: page.email, autoComplete: 'off' }}
        />
        <button type="submit" className={buttonClass({ variant: 'primary' })}>
          {t.lookUp}
        </button>
      </Form>
      {page.kind === 'found' ? (
        <section aria-labelledby="found-heading" className="flex flex-col gap-6">
          <h2 id="found-heading" className="font-display text-2xl text-fg" data-testid="person-found">
            {page.total === 0 ? t.nothing(page.email) : t.found(page.total, page.email)}
          </h2>
          {page.total > 0 ? (
            <div className="flex flex-wrap gap-3">
              <a href={exportHref} download className={buttonClass({ variant: 'primary' })} data-testid="download-json">
                {t.download}
              </a>
              {page.canErase && !page.confirmErase ? (
                <Link
                  to={`/admin/privacy?email=${encodeURIComponent(page.email)}&step=erase`}
                  className={buttonClass({ variant: 'secondary' })}
                >
                  {t.erase}
                </Link>
              ) : null}
            </div>
          ) : null}
          {page.confirmErase && page.total > 0 ? (
            <ErasureConfirm email={page.email} sections={page.sections} lastResult={actionData?.result} />
          ) : null}
          {page.total > 0 ? <PersonSummary sections={page.sections} /> : null}
        </section>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(t.title);
