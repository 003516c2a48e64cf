import { data, redirect } from 'react-router';
import { isUuid } from '#app/domain/admin/rows';
import type { LeadMessageRow } from '#app/domain/entities';
import type { OutboxRow, ThreadMessage } from '#app/domain/mail/outbox';
import { mailInboxTexts } from '#app/domain/mail/texts/inbox';
import { replyFormSchema, REPLY_INTENT, RETRY_INTENT } from '#app/domain/mail/reply-form';
import { referenceOf, replySubject } from '#app/domain/mail/templates';
import { backendFailureStatus, listReturnPath } from '#app/server/http/action-answers.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { getEnv } from '#app/server/env.server';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import { factsOfLead, mailSettings, renderMessage } from './compose.server';
import { OUTBOX_FILTERS, type LeadSummary, type OutboxFilter } from './outbox.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { listingAdminQueries } from '#app/server/listings/admin.server';
import { mailQueries } from './outbox.server';

/**
 * The back office's side of the mail: an inquiry's thread and its reply form (/admin/inquiries/{id}), and
 * the outbox list (/admin/outbox). Route modules parse and call these; the writes go through the database
 * functions (queue_inquiry_reply, retry_outbox_message), which check staff again.
 */

/** One message of a thread as the inquiry's detail lists it. */

export interface LeadThread {
  reference: string;
  messages: ThreadMessage[];
  /** The reply form's subject to start with. */
  replySubject: string;
}

async function listingTitle(capabilities: Capabilities, lead: LeadMessageRow): Promise<string | null> {
  try {
    if (lead.property_id)
      return (await capabilities.use(listingAdminQueries).getProperty(lead.property_id))?.title ?? null;
    if (lead.rental_id)
      return (await capabilities.use(listingAdminQueries).getRental(lead.rental_id))?.title ?? null;
  } catch (error) {
    log.warn('inquiry thread: listing not loaded', { leadId: lead.id, error });
  }
  return null;
}

async function stayReference(capabilities: Capabilities, lead: LeadMessageRow): Promise<string | null> {
  if (!lead.stay_id) return null;
  try {
    return (await capabilities.use(bookingQueries).getStay(lead.stay_id))?.reference ?? null;
  } catch (error) {
    log.warn('inquiry thread: booking request not loaded', { leadId: lead.id, error });
    return null;
  }
}

function recipientsOf(message: OutboxRow, notify: readonly string[]): string {
  if (message.sent_to?.length) return message.sent_to.join(', ');
  return message.audience === 'staff' ? notify.join(', ') : (message.recipient ?? '');
}

/** The inquiry's messages, oldest first, each with the subject it carries and its delivery state. */
export async function loadLeadThread(capabilities: Capabilities, lead: LeadMessageRow): Promise<LeadThread> {
  const env = getEnv();
  const settings = mailSettings(env);
  const [rows, title, reference] = await Promise.all([
    capabilities.use(mailQueries).listLeadMail(lead.id),
    listingTitle(capabilities, lead),
    stayReference(capabilities, lead),
  ]);
  const facts = factsOfLead(lead, { listingTitle: title, stayReference: reference });
  return {
    reference: referenceOf(facts),
    replySubject: replySubject(facts),
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      state: row.state,
      subject: renderMessage(row, facts, settings.site).subject,
      to: recipientsOf(row, settings.notify),
      body: row.body,
      signer: row.signer,
      attempts: row.attempts,
      created_at: row.created_at,
      sent_at: row.sent_at,
      next_attempt_at: row.next_attempt_at,
      last_error: row.last_error,
    })),
  };
}

/** Answers a mail notice in the page's URL (`?mail=replied|retried`) after the redirect of a post. */
export type MailNotice = 'replied' | 'retried';
export function mailNoticeOf(url: URL): MailNotice | null {
  const value = url.searchParams.get('mail');
  return value === 'replied' || value === 'retried' ? value : null;
}

/** Back to `pathname` with the list's search kept and the notice set; replacing the post in the history. */
function backWith(request: Request, pathname: string, notice: MailNotice) {
  const target = new URL(listReturnPath(request, pathname), 'http://local');
  target.searchParams.set('mail', notice);
  return redirect(`${target.pathname}${target.search}`);
}

export const isMailIntent = (intent: FormDataEntryValue | null) => intent === REPLY_INTENT || intent === RETRY_INTENT;

/** 'Retry' of one message (the form's `messageId`); 409 when it is neither failed nor waiting any more. */
async function retry(capabilities: Capabilities, formData: FormData, request: Request, pathname: string) {
  const id = formData.get('messageId');
  if (!isUuid(id)) return data({ mailError: mailInboxTexts.retryFailed }, { status: 400 });
  try {
    if (!(await capabilities.use(mailQueries).retryOutboxMessage(id)))
      return data({ mailError: mailInboxTexts.retryFailed }, { status: 409 });
  } catch (error) {
    log.error('mail retry failed', { outboxId: id, error });
    return data({ mailError: mailInboxTexts.retryFailed }, { status: backendFailureStatus(error) });
  }
  return backWith(request, pathname, 'retried');
}

/**
 * The inquiry detail's mail intents: `reply` (subject and body, Conform) queues a reply signed by the staff
 * member; `retry` sends a failed or waiting message again. Success redirects back with a notice.
 */
export async function runLeadMailAction(
  capabilities: Capabilities,
  leadId: string,
  formData: FormData,
  request: Request,
) {
  const pathname = `/admin/inquiries/${leadId}`;
  if (formData.get('intent') === RETRY_INTENT) return retry(capabilities, formData, request, pathname);

  const submission = parseSubmission(formData, replyFormSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  let queued: string | null;
  try {
    queued = await capabilities.use(mailQueries).queueLeadReply(leadId, submission.value);
  } catch (error) {
    log.error('reply not queued', { leadId, error });
    return data(
      { result: submission.reply({ formErrors: [mailInboxTexts.replyFailed] }) },
      { status: backendFailureStatus(error) },
    );
  }
  if (!queued) throw data(null, { status: 404 });
  log.info('reply queued', { leadId, outboxId: queued });
  return backWith(request, pathname, 'replied');
}

/** The outbox list's filter from the URL (`?state=`), pending by default. */
export function outboxFilterOf(url: URL): OutboxFilter {
  const value = url.searchParams.get('state');
  return value && value in OUTBOX_FILTERS ? (value as OutboxFilter) : 'pending';
}

export function outboxPageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export interface OutboxListRow extends OutboxRow {
  lead: LeadSummary | null;
}

/** A page of the outbox with the name of each message's inquiry. */
export async function loadOutbox(capabilities: Capabilities, url: URL) {
  const filter = outboxFilterOf(url);
  const page = await capabilities.use(mailQueries).listOutbox(filter, outboxPageOf(url));
  const summaries = await capabilities
    .use(mailQueries)
    .leadSummaries(page.rows.map((row) => row.inquiry_id).filter((id): id is string => id !== null));
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  const notify = getEnv().NOTIFY_EMAILS;
  return {
    filter,
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      lead: (row.inquiry_id && byId.get(row.inquiry_id)) || null,
      to: recipientsOf(row, notify),
    })),
    notice: mailNoticeOf(url),
  };
}

/** The outbox page's action: `retry` only. */
export async function runOutboxAction(capabilities: Capabilities, formData: FormData, request: Request) {
  if (formData.get('intent') !== RETRY_INTENT) return data({ mailError: mailInboxTexts.retryFailed }, { status: 400 });
  return retry(capabilities, formData, request, '/admin/outbox');
}
