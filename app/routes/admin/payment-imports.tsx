import { Link } from 'react-router';
import { AdminPageHeader } from '#app/components/admin/AdminPage';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { adminMeta } from '#app/components/admin/meta';
import { StatementUploadForm } from '#app/components/payments/StatementUploadForm';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { STATEMENT_IMPORTS_PATH } from '#app/domain/payments/statements/import-form';
import { statementImportTexts } from '#app/domain/payments/texts/statement-imports';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { runUploadAction } from '#app/server/payments/statement-import-actions.server';
import { STATEMENT_SIZE_TEXT, statementImportQueries } from '#app/server/payments/statement-imports.server';
import type { Route } from './+types/payment-imports';

const text = statementImportTexts;

/** The statements imported so far, newest first, and the upload form (staff who record payments). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'payments');
  return { imports: await capabilities.use(statementImportQueries).list(), sizeText: STATEMENT_SIZE_TEXT };
}

/** A statement uploaded: read, matched and stored, then its review; a bad file or mapping records nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, capabilities } = await requireStaff(request, context, 'payments');
  return runUploadAction(capabilities, request, user.id);
}

export default function PaymentImports({ loaderData, actionData }: Route.ComponentProps) {
  const { imports, sizeText } = loaderData;
  return (
    <div className="flex flex-col gap-10">
      <AdminPageHeader
        title={text.title}
        eyebrow={text.eyebrow}
        back={{ to: '/admin/payments', label: text.backToPayments }}
      />
      <p className="max-w-3xl text-fg-muted">{text.intro}</p>
      <div className="max-w-4xl">
        <StatementUploadForm lastResult={actionData?.result} sizeText={sizeText} />
      </div>
      <section aria-labelledby="imports-heading" className="flex flex-col gap-4">
        <h2 id="imports-heading" className="font-display text-2xl text-fg">
          {text.list.heading}
        </h2>
        {imports.length === 0 ? (
          <p className="text-sm text-fg-muted">{text.list.empty}</p>
        ) : (
          <AdminTable
            caption={text.list.caption}
            label={text.list.heading}
            minWidth="48rem"
            head={
              <>
                <Header>{text.list.file}</Header>
                <Header>{text.list.importedAt}</Header>
                <Header>{text.list.by}</Header>
                <Header className="text-right">{text.list.credits}</Header>
                <Header className="text-right">{text.list.toReview}</Header>
                <Header className="text-right">{text.list.accepted}</Header>
              </>
            }
          >
            {imports.map((item) => (
              <Row key={item.id} className="bg-surface transition-colors hover:bg-surface-muted/60">
                <Cell wide>
                  <Link to={`${STATEMENT_IMPORTS_PATH}/${item.id}`} className="link font-medium break-all">
                    {item.fileName}
                  </Link>
                  <span className="block text-xs text-fg-muted">
                    {text.upload.formats[item.format] ?? item.format}
                    {item.account ? ` · ${item.account}` : ''}
                  </span>
                </Cell>
                <Cell label={text.list.importedAt} className="text-fg">
                  {formatIslandDateTime(item.importedAt)}
                </Cell>
                <Cell label={text.list.by} className="text-fg">
                  {item.importedBy ?? '—'}
                </Cell>
                <Cell label={text.list.credits} className="text-right text-fg">
                  {item.credits}
                </Cell>
                <Cell label={text.list.toReview} className="text-right text-fg">
                  {item.proposed + item.unmatched}
                </Cell>
                <Cell label={text.list.accepted} className="text-right text-fg">
                  {item.accepted}
                </Cell>
              </Row>
            ))}
          </AdminTable>
        )}
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
