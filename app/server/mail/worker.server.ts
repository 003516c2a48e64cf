import { DEFAULT_RETRY_POLICY, nextAttemptAt, type ClaimedMessage, type RetryPolicy } from '#app/domain/mail/outbox';
import { log as appLog } from '#app/server/log.server';
import type { BookingQueries } from '#app/server/bookings/queries.server';
import { composeStatementMail, type statementMailQueries } from '#app/server/homeowners/statement-mail.server';
import type { PaymentQueries } from '#app/server/payments/queries.server';
import type { HomeownerAccountQueries } from '#app/server/homeowners/accounts.server';
import { composeVendorDayMail } from '#app/server/tasks/vendor-mail.server';
import type { VendorLinkQueries } from '#app/server/tasks/vendor-links.server';
import { composeSavedSearchMail } from '#app/server/alerts/mail.server';
import type { AlertQueries } from '#app/server/alerts/queries.server';
import {
  carriesPaymentInstructions,
  carriesReceiptLink,
  carriesReminder,
  composeMessage,
  UndeliverableMessage,
  type MailSettings,
} from './compose.server';
import type { MailQueries } from './outbox.server';
import { MailTransportError, type MailTransport, type OutgoingMail } from './transport.server';

/**
 * The delivery worker: one run claims due messages (a batch at a time, `claim_outbox`: FOR UPDATE SKIP
 * LOCKED, so two workers never take the same row), sends each through the transport, and records the
 * outcome — sent (with the server's answer), retrying (the back-off of RetryPolicy) or failed (after the
 * last try, or at once for a recipient the server refused for good).
 *
 * Exactly once, as far as mail allows: the row is marked sent only after the server accepted the message.
 * If the process dies in between, the row stays 'sending' until its lease ends and is claimed again; the
 * second copy carries the same Message-ID, which a well-behaved server (and the folder transport) drops.
 */

export type OutboxStore = Pick<
  MailQueries,
  'claimOutbox' | 'markOutboxSent' | 'markOutboxRetrying' | 'markOutboxFailed' | 'releaseOutbox'
> &
  // A booking request's e-mails carry a receipt link minted as they are sent (its token is never stored).
  Pick<BookingQueries, 'issueBookingReceiptLink'> &
  // A confirmation says how to pay: the stay's fixed schedule and the account in its currency.
  Pick<PaymentQueries, 'paymentInstructions'> &
  // A payment reminder says which payment, its amount and due date (…_payment_reminders.sql).
  Pick<PaymentQueries, 'reminderOfMessage'> &
  // A homeowner's invitation greets them in their language (…_homeowner_accounts.sql).
  Partial<Pick<HomeownerAccountQueries, 'invitationOfMessage'>> &
  // A homeowner's statement carries its PDF, drawn as it is sent (…_homeowner_statements.sql).
  Pick<ReturnType<typeof statementMailQueries>, 'homeownerStatementOfMessage'> &
  // A vendor's morning e-mail: the day's tasks and a new link to their list, as it is sent (…_vendor_links.sql).
  Partial<Pick<VendorLinkQueries, 'vendorDayOfMessage'>> &
  // A subscriber's confirmation and alerts: the search, its listings and a new link, as it is sent (…_saved_searches.sql).
  Partial<Pick<AlertQueries, 'savedSearchMailOfMessage'>>;

type Logger = Pick<typeof appLog, 'debug' | 'info' | 'warn' | 'error'>;

export interface DeliveryOptions {
  store: OutboxStore;
  transport: MailTransport;
  settings: MailSettings;
  /** Messages claimed at a time (default 10). */
  batchSize?: number;
  /** Batches one run may deliver before it leaves the rest to the next run (default 10). */
  maxBatches?: number;
  /** How long a claim keeps a message from other workers (default 600 s: a batch on slow servers). */
  leaseSeconds?: number;
  policy?: RetryPolicy;
  now?: () => Date;
  log?: Logger;
  /** Aborted: no new batch is claimed, and what this batch has not sent yet is given back. */
  signal?: AbortSignal;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Given back untried because the worker is stopping. */
  released: number;
  /** Outcomes that could not be recorded (the database failed, or the lease was lost): resent later. */
  unrecorded: number;
}

export const DEFAULT_BATCH_SIZE = 10;
export const DEFAULT_LEASE_SECONDS = 600;

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);

export async function deliverDueMessages(options: DeliveryOptions): Promise<DeliveryReport> {
  const {
    store,
    transport,
    settings,
    batchSize = DEFAULT_BATCH_SIZE,
    maxBatches = 10,
    leaseSeconds = DEFAULT_LEASE_SECONDS,
    policy = DEFAULT_RETRY_POLICY,
    now = () => new Date(),
    log = appLog,
    signal,
  } = options;
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0, released: 0, unrecorded: 0 };

  /** Records an outcome; a failure to record is logged, never thrown (the lease brings the row back). */
  async function record(message: ClaimedMessage, what: keyof DeliveryReport, write: () => Promise<boolean>) {
    try {
      if (await write()) {
        report[what] += 1;
        return;
      }
      log.warn('mail outcome not recorded: the message was claimed again meanwhile', {
        outboxId: message.id,
        messageId: message.message_id,
        outcome: what,
      });
    } catch (error) {
      log.error('mail outcome not recorded', {
        outboxId: message.id,
        messageId: message.message_id,
        outcome: what,
        error,
      });
    }
    report.unrecorded += 1;
  }

  async function failOrRetry(message: ClaimedMessage, error: string, permanent: boolean) {
    const next = permanent
      ? null
      : nextAttemptAt({ attempts: message.attempts, queuedAt: message.queued_at, now: now() }, policy);
    const fields = {
      outboxId: message.id,
      messageId: message.message_id,
      kind: message.kind,
      attempts: message.attempts,
      error,
    };
    if (next) {
      log.warn('mail not delivered: will try again', { ...fields, nextAttemptAt: next.toISOString() });
      await record(message, 'retrying', () =>
        store.markOutboxRetrying(message.id, message.attempts, { error, nextAttemptAt: next }),
      );
    } else {
      log.error('mail not delivered: failed', { ...fields, permanent });
      await record(message, 'failed', () => store.markOutboxFailed(message.id, message.attempts, { error }));
    }
  }

  async function deliver(message: ClaimedMessage) {
    let mail: OutgoingMail;
    try {
      const receiptToken = carriesReceiptLink(message)
        ? await store.issueBookingReceiptLink(message.stay_id!)
        : undefined;
      // Read as it is sent: a schedule fixed a moment after the confirmation is queued is in it.
      const payment = carriesPaymentInstructions(message)
        ? await store.paymentInstructions(message.stay_id!)
        : undefined;
      const reminder = carriesReminder(message) ? await store.reminderOfMessage(message.id) : undefined;
      const homeowner =
        message.kind === 'homeowner-invitation' ? await store.invitationOfMessage?.(message.id) : undefined;
      mail =
        message.kind === 'homeowner-statement'
          ? await composeStatementMail(message, settings, await store.homeownerStatementOfMessage(message.id))
          : message.kind === 'vendor-day'
            ? composeVendorDayMail(message, settings, (await store.vendorDayOfMessage?.(message.id)) ?? null)
            : message.kind === 'saved-search-confirmation' || message.kind === 'saved-search-alert'
              ? composeSavedSearchMail(message, settings, (await store.savedSearchMailOfMessage?.(message.id)) ?? null)
              : composeMessage(message, settings, { receiptToken, payment, reminder, homeowner });
    } catch (error) {
      await failOrRetry(message, errorText(error), error instanceof UndeliverableMessage);
      return;
    }
    let response: string;
    let sentTo: string[];
    try {
      const delivery = await transport.send(mail);
      response = delivery.rejected.length
        ? `${delivery.response} (refused: ${delivery.rejected.join(', ')})`
        : delivery.response;
      sentTo = delivery.accepted;
    } catch (error) {
      await failOrRetry(message, errorText(error), error instanceof MailTransportError && error.permanent);
      return;
    }
    log.info('mail sent', {
      outboxId: message.id,
      messageId: message.message_id,
      kind: message.kind,
      to: sentTo.join(', '),
      via: transport.kind,
    });
    await record(message, 'sent', () =>
      store.markOutboxSent(message.id, message.attempts, { response, sentTo, at: now() }),
    );
  }

  for (let batch = 0; batch < maxBatches && !signal?.aborted; batch++) {
    const claimed = await store.claimOutbox(batchSize, leaseSeconds);
    report.claimed += claimed.length;
    for (const message of claimed) {
      if (signal?.aborted) {
        await record(message, 'released', () => store.releaseOutbox(message.id, message.attempts, now()));
        continue;
      }
      await deliver(message);
    }
    if (claimed.length < batchSize) break;
  }
  return report;
}
