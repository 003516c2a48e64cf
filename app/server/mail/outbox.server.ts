import type { LeadMessageRow } from '#app/domain/entities';
import type { ClaimedMessage, OutboxRow, OutboxState } from '#app/domain/mail/outbox';
import type { Page } from '#app/server/backend/query';
import { asc, desc, eq, isIn, pageRange, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { MAIL_OUTBOX_COLUMNS } from '#app/server/backend/schema';

/**
 * The outbox's reads and writes, as query descriptions (supabase/migrations/…_mail_outbox.sql):
 * - the delivery worker, as the service role: claim due messages, then record each one's outcome. Every
 *   outcome is written only while the row is still this claim's (state 'sending' and the attempt the claim
 *   counted), so a worker that lost its lease never overwrites the one that took the row over;
 * - staff, through row level security: an inquiry's thread, the outbox list, a reply, a retry.
 * Nothing here is open to visitors; their inquiries write the outbox through the database trigger.
 */

export const OUTBOX_PAGE_SIZE = 25;

/** The outbox list's filters: what still needs attention first. */
export const OUTBOX_FILTERS = {
  pending: ['queued', 'sending', 'retrying'],
  failed: ['failed'],
  sent: ['sent'],
  all: ['queued', 'sending', 'retrying', 'failed', 'sent'],
} as const satisfies Record<string, readonly OutboxState[]>;
export type OutboxFilter = keyof typeof OUTBOX_FILTERS;

export type LeadSummary = Pick<LeadMessageRow, 'id' | 'name' | 'email'>;

export function mailQueries(runner: QueryRunner) {
  /** Updates a claimed row if it is still this claim's; true when it was. */
  async function settle(id: string, attempts: number, values: Record<string, unknown>): Promise<boolean> {
    const result = await runner.run({
      kind: 'update',
      table: 'mail_outbox',
      values,
      where: [eq('id', id), eq('state', 'sending'), eq('attempts', attempts)],
      returning: ['id'],
    });
    return result.rows.length === 1;
  }

  return {
    /** Due messages (and those whose sender's lease ran out) become 'sending' for `leaseSeconds`. */
    async claimOutbox(batch: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'claim_outbox',
        args: { p_batch: batch, p_lease_seconds: Math.max(1, Math.ceil(leaseSeconds)) },
      });
      return result.rows as unknown as ClaimedMessage[];
    },

    /** The mail server accepted it: what it answered, and to whom it went. An account e-mail's link is erased. */
    markOutboxSent: (id: string, attempts: number, outcome: { response: string; sentTo: string[]; at: Date }) =>
      settle(id, attempts, {
        state: 'sent',
        secret: null,
        sent_at: outcome.at.toISOString(),
        sent_to: outcome.sentTo,
        smtp_response: outcome.response.slice(0, 1000),
        last_error: null,
        locked_until: null,
      }),

    /** This try failed; the next one at `nextAttemptAt`. */
    markOutboxRetrying: (id: string, attempts: number, outcome: { error: string; nextAttemptAt: Date }) =>
      settle(id, attempts, {
        state: 'retrying',
        last_error: outcome.error.slice(0, 1000),
        next_attempt_at: outcome.nextAttemptAt.toISOString(),
        locked_until: null,
      }),

    /** That was the last try (or the message can never be delivered). */
    markOutboxFailed: (id: string, attempts: number, outcome: { error: string }) =>
      settle(id, attempts, { state: 'failed', last_error: outcome.error.slice(0, 1000), locked_until: null }),

    /** Gives a claimed message back untried (the worker is stopping): due at once, the claim not counted. */
    releaseOutbox: (id: string, attempts: number, now: Date) =>
      settle(id, attempts, {
        state: attempts > 1 ? 'retrying' : 'queued',
        attempts: attempts - 1,
        next_attempt_at: now.toISOString(),
        locked_until: null,
      }),

    /** Every message about one inquiry, oldest first (staff). */
    async listLeadMail(leadId: string): Promise<OutboxRow[]> {
      const result = await runner.run({
        kind: 'select',
        table: 'mail_outbox',
        columns: MAIL_OUTBOX_COLUMNS,
        where: [eq('inquiry_id', leadId)],
        // One submission's two e-mails share a timestamp: the staff notification first.
        order: [asc('created_at'), asc('kind'), asc('id')],
        range: { from: 0, to: 199 },
      } as SelectQuery<OutboxRow>);
      return result.rows;
    },

    /** The outbox, newest first, by filter (staff). */
    async listOutbox(filter: OutboxFilter, page: number): Promise<Page<OutboxRow>> {
      const result = await runner.run({
        kind: 'select',
        table: 'mail_outbox',
        columns: MAIL_OUTBOX_COLUMNS,
        where: [filter === 'all' ? null : isIn('state', OUTBOX_FILTERS[filter])],
        order: [desc('created_at'), desc('id')],
        range: pageRange(page, OUTBOX_PAGE_SIZE),
        count: true,
      } as SelectQuery<OutboxRow>);
      const total = result.count ?? 0;
      return { rows: result.rows, total, page, pageCount: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)) };
    },

    /** Names of the inquiries a page of the outbox is about (staff). */
    async leadSummaries(ids: readonly string[]): Promise<LeadSummary[]> {
      if (ids.length === 0) return [];
      const result = await runner.run({
        kind: 'select',
        table: 'inquiries',
        columns: ['id', 'name', 'email'],
        where: [isIn('id', [...new Set(ids)])],
      } as SelectQuery<LeadSummary>);
      return result.rows;
    },

    /** Queues a reply signed by the staff member acting; its outbox id, or null when the inquiry is gone. */
    async queueLeadReply(leadId: string, reply: { subject: string; body: string }): Promise<string | null> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'queue_inquiry_reply',
        args: { p_inquiry_id: leadId, p_subject: reply.subject, p_body: reply.body },
      });
      const value = result.rows[0]?.value;
      return typeof value === 'string' ? value : null;
    },

    /** 'Retry': a failed or retrying message is due now (staff); false when it is neither (any more). */
    async retryOutboxMessage(id: string): Promise<boolean> {
      const result = await runner.run({ kind: 'rpc', fn: 'retry_outbox_message', args: { p_id: id } });
      return result.rows[0]?.value === true;
    },
  };
}

export type MailQueries = ReturnType<typeof mailQueries>;
