import { useEffect, useRef } from 'react';
import { data, Link, useFetcher, useLocation } from 'react-router';
import { AdminAlert, AdminNotice } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { RouteHistoryPanel } from '#app/components/admin/HistoryPanel';
import { LeadReplyForm } from '#app/components/admin/leads/LeadReplyForm';
import { StageBadge } from '#app/components/admin/leads/LeadBadges';
import { LeadDetails } from '#app/components/admin/leads/LeadDetails';
import { LeadNotes } from '#app/components/admin/leads/LeadNotes';
import { LeadShareOpenings } from '#app/components/admin/leads/LeadShareOpenings';
import { LeadPipelinePanel } from '#app/components/admin/leads/LeadPipelinePanel';
import { MailThread } from '#app/components/admin/MailThread';
import { ConfirmDeletePanel, DeleteButton, type RowFetcher } from '#app/components/admin/RowActions';
import { Badge } from '#app/components/ui/Badge';
import { Button, buttonClass } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { isUuid, type RowActionData } from '#app/domain/admin/rows';
import { LEAD_SOURCE_LABELS } from '#app/domain/leads/sources';
import { mailInboxTexts } from '#app/domain/mail/texts/inbox';
import { specTexts } from '#app/domain/spec-texts';
import { handleRowAction } from '#app/server/admin/lists.server';
import { listReturnPath } from '#app/server/http/action-answers.server';
import { rowActionPermission } from '#app/domain/staff/roles';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { isLeadIntent, leadListContext, loadLeadPanel, runLeadAction } from '#app/server/leads/lead-actions.server';
import { log } from '#app/server/log.server';
import { isMailIntent, loadLeadThread, mailNoticeOf, runLeadMailAction } from '#app/server/mail/lead-mail.server';
import { loadItemHistory } from '#app/server/history/history.server';
import type { Route } from './+types/inquiry';
import { leadQueries } from '#app/server/leads/queries.server';
import { privateSharingQueries } from '#app/server/listings/private-sharing.server';

/**
 * One inquiry — a lead — with its pipeline (stage, assignee, follow-up, notes): opening it marks it read
 * through a POST (below), never through this GET.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = getStaffSession(request, context, 'leads');
  const { capabilities } = session;
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  let lead;
  try {
    lead = await capabilities.use(leadQueries).getLead(params.id);
  } catch (error) {
    log.error('inquiry failed to load', { id: params.id, error });
    throw data(null, { status: 500 });
  }
  if (!lead) throw data(null, { status: 404 });
  // Its e-mails and their delivery; the inquiry still shows when they cannot be read.
  const thread = await loadLeadThread(capabilities, lead).catch((error: unknown) => {
    log.error('inquiry e-mails failed to load', { id: lead.id, error });
    return null;
  });
  const { userId, today } = leadListContext(session);
  const [panel, history, openings] = await Promise.all([
    loadLeadPanel(capabilities, lead),
    loadItemHistory(capabilities, 'inquiries', lead.id),
    // Its openings of private share links (issue 31, item 3); the lead still shows when they cannot be read.
    capabilities
      .use(privateSharingQueries)
      .shareOpeningsOf(lead.id)
      .catch((error: unknown) => {
        log.error('share openings failed to load', { id: lead.id, error });
        return [];
      }),
  ]);
  // Today on the islands as plain text (overdue follow-ups), so server and browser agree on it.
  return {
    lead,
    thread,
    mailNotice: mailNoticeOf(new URL(request.url)),
    ...panel,
    userId,
    today: `${today}`,
    history,
    openings,
  };
}

/**
 * The inquiry in the URL (any `id` in the body is ignored): intent=read marks it read (never back);
 * intent=delete with confirm=yes deletes it and returns to the list, without it asks for confirmation;
 * intent=reply queues a reply to the visitor, intent=retry sends a failed e-mail again (mail/inquiry-mail.server.ts);
 * intent=stage|assign|follow-up|note work the lead (leads/lead-actions.server.ts).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const session = await requireStaff(request, context, rowActionPermission('leads', formData.get('intent')));
  const { capabilities } = session;
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  if (isMailIntent(formData.get('intent'))) return runLeadMailAction(capabilities, params.id, formData, request);
  if (isLeadIntent(formData.get('intent'))) return runLeadAction(session, params.id, formData, request);
  formData.set('id', params.id);
  return handleRowAction(capabilities, formData, {
    table: 'inquiries',
    messages: { read: specTexts.inquiries.updateFailed, delete: specTexts.inquiries.deleteFailed },
    afterDelete: listReturnPath(request, '/admin/inquiries'),
  });
}

export default function Lead({
  loaderData: { lead, thread, mailNotice, staff, notes, openings, userId, today },
  actionData: answer,
}: Route.ComponentProps) {
  // The row actions' answer, or the mail intents' (a reply's form state, a retry's failure).
  const actionData = answer && 'ok' in answer ? answer : undefined;
  const replyResult = answer && 'result' in answer ? answer.result : undefined;
  const mailError = answer && 'mailError' in answer ? answer.mailError : undefined;
  // A lead form's refusal without JavaScript (with it, each form's fetcher has its own).
  const leadAnswer = answer && 'leadForm' in answer ? answer.leadForm : undefined;
  const location = useLocation();
  // Keyed by inquiry, so one inquiry's result never shows on another.
  const readFetcher = useFetcher<RowActionData>({ key: `inquiry-read-${lead.id}` });
  const deleteFetcher = useFetcher<RowActionData>({ key: `inquiry-delete-${lead.id}` }) as RowFetcher;
  const heading = useRef<HTMLHeadingElement>(null);
  const attempted = useRef(new Set<string>());
  const read = lead.read || (readFetcher.state !== 'idle' && readFetcher.formData?.get('intent') === 'read');
  const { submit } = readFetcher;

  // Opening an unread inquiry marks it read (SPEC §4). GET changes nothing, so the browser posts it.
  useEffect(() => {
    if (lead.read || attempted.current.has(lead.id)) return;
    attempted.current.add(lead.id);
    void submit({ intent: 'read' }, { method: 'post', preventScrollReset: true });
  }, [lead.id, lead.read, submit]);

  // After choosing another inquiry in the list, move focus (and on a phone, the view) to it.
  useEffect(() => {
    if (location.key !== 'default') heading.current?.focus();
  }, [lead.id, location.key]);

  const errors = [
    actionData?.error,
    mailError,
    readFetcher.state === 'idle' ? readFetcher.data?.error : undefined,
    deleteFetcher.state === 'idle' ? deleteFetcher.data?.error : undefined,
  ].filter(Boolean);
  const deleting = deleteFetcher.state !== 'idle' && deleteFetcher.formData?.get('confirm') === 'yes';

  return (
    <article
      aria-labelledby="inquiry-heading"
      aria-busy={deleting || undefined}
      className={cx('card flex flex-col gap-6 p-5 sm:p-7', deleting && 'opacity-50')}
    >
      {errors.length ? <AdminAlert>{[...new Set(errors)].join(' ')}</AdminAlert> : null}
      {mailNotice && !answer ? (
        <AdminAlert tone="success">
          {mailNotice === 'replied' ? mailInboxTexts.replyQueued : mailInboxTexts.retried}
        </AdminAlert>
      ) : null}
      {actionData?.confirmDelete ? (
        <ConfirmDeletePanel {...actionData.confirmDelete} confirmText={specTexts.inquiries.deleteConfirm} />
      ) : null}

      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="eyebrow">{LEAD_SOURCE_LABELS[lead.source]}</p>
          <h2
            id="inquiry-heading"
            ref={heading}
            tabIndex={-1}
            className="mt-2 font-display text-3xl break-words text-fg focus:outline-none sm:text-4xl"
          >
            {lead.name}
          </h2>
        </div>
        <div className="flex flex-wrap gap-2">
          <StageBadge stage={lead.stage} />
          <Badge tone={read ? 'neutral' : 'accent'}>{read ? 'Read' : 'Unread'}</Badge>
        </div>
      </header>

      <LeadDetails lead={lead} read={read} />

      <LeadPipelinePanel lead={lead} staff={staff} currentUserId={userId} today={today} pageAnswer={leadAnswer} />

      <section aria-labelledby="inquiry-message-heading">
        <h3 id="inquiry-message-heading" className="label font-sans">
          Message
        </h3>
        <div
          tabIndex={0}
          className="max-h-[300px] overflow-y-auto rounded-sm border border-line bg-canvas p-4 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-fg"
        >
          {lead.message}
        </div>
      </section>

      <LeadNotes leadId={lead.id} notes={notes} pageAnswer={leadAnswer} />
      <LeadShareOpenings openings={openings} />

      {thread ? <MailThread reference={thread.reference} messages={thread.messages} /> : null}
      {thread ? (
        <LeadReplyForm
          key={mailNotice === 'replied' ? location.key : 'reply'}
          leadId={lead.id}
          defaultSubject={thread.replySubject}
          lastResult={replyResult}
        />
      ) : null}

      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
        {read ? null : (
          <readFetcher.Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="read" />
            <Button type="submit" size="sm">
              Mark as Read
            </Button>
          </readFetcher.Form>
        )}
        <a href={`mailto:${lead.email}`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Reply by Email
        </a>
        <DeleteButton
          fetcher={deleteFetcher}
          id={lead.id}
          title={`Inquiry from ${lead.name}`}
          confirmText={specTexts.inquiries.deleteConfirm}
          className={cx(
            buttonClass({ variant: 'secondary', size: 'sm' }),
            'border-danger/50 text-danger hover:border-danger hover:bg-danger-soft',
          )}
        />
      </div>
      <RouteHistoryPanel framed={false} />
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Inquiry from ${loaderData.lead.name}` : 'Inquiry');

export function ErrorBoundary() {
  return (
    <AdminNotice
      headingId="inquiry-missing-heading"
      title="Inquiry Not Found"
      text="This inquiry does not exist or has been deleted."
      className="gap-3 py-16"
    >
      <Link to="/admin/inquiries" className="link text-sm">
        Back to Inquiries
      </Link>
    </AdminNotice>
  );
}
