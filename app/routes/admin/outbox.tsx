import { Link } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { DeliveryDetail, OutboxStateBadge, RetryMessageButton } from '#app/components/admin/MailThread';
import { adminMeta } from '#app/components/admin/meta';
import { Pagination } from '#app/components/listings/Pagination';
import { cx } from '#app/components/ui/cx';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { canRetry, OUTBOX_KIND_LABELS } from '#app/domain/mail/outbox';
import { mailInboxTexts } from '#app/domain/mail/texts/inbox';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { loadOutbox, runOutboxAction } from '#app/server/mail/lead-mail.server';
import type { Route } from './+types/outbox';

/** Every e-mail the site sends, by delivery state: what waits or failed first, with 'Retry' and the last error. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'leads');
  return loadOutbox(capabilities, new URL(request.url));
}

/** intent=retry with `messageId`: that e-mail is due again now; back here with a notice. */
export async function action({ request, context }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'leads');
  return runOutboxAction(capabilities, await request.formData(), request);
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, rows, total, page, pageCount, notice } = loaderData;
  const hrefFor = (target: number) => `/admin/outbox?state=${filter}${target > 1 ? `&page=${target}` : ''}`;

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={mailInboxTexts.outboxTitle} />
      <p className="max-w-3xl text-fg-muted">{mailInboxTexts.outboxLead}</p>
      {actionData?.mailError ? <AdminAlert>{actionData.mailError}</AdminAlert> : null}
      {notice === 'retried' && !actionData ? <AdminAlert tone="success">{mailInboxTexts.retried}</AdminAlert> : null}

      <nav aria-label="Outbox filters" className="flex flex-wrap gap-2">
        {mailInboxTexts.outboxFilters.map((option) => (
          <Link
            key={option.value}
            to={`/admin/outbox?state=${option.value}`}
            aria-current={filter === option.value ? 'page' : undefined}
            className={cx(
              'rounded-full border px-4 py-1.5 text-sm transition',
              filter === option.value
                ? 'border-accent bg-accent-soft text-fg'
                : 'border-line text-fg-muted hover:text-fg',
            )}
          >
            {option.label}
          </Link>
        ))}
      </nav>
      <p className="-mt-4 text-xs text-fg-muted">
        {total} {total === 1 ? 'e-mail' : 'e-mails'}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
      </p>

      {rows.length === 0 ? (
        <p className="card px-6 py-12 text-center text-fg-muted">{mailInboxTexts.outboxEmpty}</p>
      ) : (
        <AdminTable
          caption="E-mails"
          minWidth="52rem"
          head={
            <>
              <Header>E-mail</Header>
              <Header>Inquiry</Header>
              <Header>State</Header>
              <Header>Delivery</Header>
              <Header className="text-right">Actions</Header>
            </>
          }
        >
          {rows.map((row) => (
            <Row key={row.id}>
              <Cell wide>
                <p className="font-medium text-fg">{OUTBOX_KIND_LABELS[row.kind]}</p>
                <p className="text-xs break-all text-fg-muted">
                  {mailInboxTexts.to} {row.to}
                </p>
                <p className="text-xs text-fg-muted">
                  <time dateTime={row.created_at}>{formatIslandDateTime(row.created_at)}</time>
                </p>
              </Cell>
              <Cell label="Inquiry">
                {row.lead ? (
                  <Link to={`/admin/inquiries/${row.inquiry_id}`} className="link">
                    {row.lead.name}
                  </Link>
                ) : (
                  <span className="text-fg-muted">—</span>
                )}
              </Cell>
              <Cell label="State">
                <OutboxStateBadge state={row.state} />
              </Cell>
              <Cell label="Delivery" wide className="max-w-sm">
                <DeliveryDetail message={row} />
              </Cell>
              {canRetry(row.state) ? (
                <Cell wide className="text-right max-md:text-left">
                  <div className="flex justify-end max-md:justify-start">
                    <RetryMessageButton
                      id={row.id}
                      label={`${OUTBOX_KIND_LABELS[row.kind]} ${mailInboxTexts.to.toLowerCase()} ${row.to}`}
                    />
                  </div>
                </Cell>
              ) : (
                <Cell className="max-md:hidden" />
              )}
            </Row>
          ))}
        </AdminTable>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} label="Outbox pages" />
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(mailInboxTexts.outboxTitle);
