import type { LeadSource } from '#app/domain/leads/sources';
import type { Locale } from '#app/domain/i18n/locale';
import type { StaffRole } from '#app/domain/staff/roles';

/**
 * The mail outbox, pure (supabase/migrations/…_mail_outbox.sql; the server side is app/server/mail/): its
 * rows, the retry schedule, the words staff read for each kind and state, and an inquiry's reference.
 * Its words (message, staff notification, acknowledgement, reply, thread) are defined in docs/glossary.md.
 */

export const OUTBOX_KINDS = [
  'staff-notification',
  'visitor-acknowledgement',
  'staff-reply',
  // Account e-mails (…_staff_roles.sql): a one-time link to a staff member, about no inquiry.
  'staff-invitation',
  'staff-password-reset',
  // A fresh link to a booking request's receipt, asked for from an old id-only address (…_private_links.sql).
  'booking-receipt-link',
  // Staff decided on a booking request: the guest is told (…_guest_stay_mail.sql).
  'booking-confirmed',
  'booking-declined',
  'booking-cancelled',
  // A bank account guests pay into was added, changed or removed: one e-mail to each owner (…_bank_accounts.sql).
  'bank-details-changed',
  // Payment reminders, each once (…_payment_reminders.sql): to the guest, and the overdue notice to staff.
  'payment-reminder',
  'payment-overdue',
  // A homeowner's one-time link to their page (…_homeowner_accounts.sql), in their language.
  'homeowner-invitation',
  // A homeowner's monthly statement with its PDF, to each of their addresses (…_homeowner_statements.sql).
  'homeowner-statement',
  // A vendor's tasks of the day, each morning they have any, with their private link (…_vendor_links.sql).
  'vendor-day',
  // A saved search's confirmation (double opt-in) and its alerts, to the subscriber (…_saved_searches.sql).
  'saved-search-confirmation',
  'saved-search-alert',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** The e-mails that tell a guest what became of their booking request. */
export const STAY_DECISION_KINDS = [
  'booking-confirmed',
  'booking-declined',
  'booking-cancelled',
] as const satisfies readonly OutboxKind[];
export type StayDecisionKind = (typeof STAY_DECISION_KINDS)[number];

export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'retrying', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** A row of public.mail_outbox as staff read it. */
export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  /** Null for an account e-mail. */
  inquiry_id: string | null;
  audience: OutboxAudience;
  /** The visitor's (or the staff member's) address; null for a staff notification (NOTIFY_EMAILS at send time). */
  recipient: string | null;
  message_id: string;
  in_reply_to: string | null;
  /** Replies only. */
  subject: string | null;
  body: string | null;
  signer: string | null;
  created_by: string | null;
  state: OutboxState;
  attempts: number;
  queued_at: string;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  smtp_response: string | null;
  sent_to: string[] | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  /** The member an account e-mail is for; null otherwise. */
  staff_user_id: string | null;
}

/** Staff (NOTIFY_EMAILS), the visitor of an inquiry, or one staff member (account e-mails). */
export type OutboxAudience = 'staff' | 'visitor' | 'staff-member' | 'homeowner' | 'vendor' | 'subscriber';

/** What the worker's claim (`claim_outbox`) returns: a message with everything its text needs. */
/** One e-mail of an inquiry's thread, as staff see it (the inquiry page). */
export interface ThreadMessage {
  id: string;
  kind: OutboxKind;
  state: OutboxState;
  subject: string;
  /** Who it goes to, in words: the visitor's address, or the staff addresses. */
  to: string;
  /** Replies: what staff wrote, and who signed. */
  body: string | null;
  signer: string | null;
  attempts: number;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string;
  last_error: string | null;
}

export interface ClaimedMessage {
  id: string;
  kind: OutboxKind;
  audience: OutboxAudience;
  recipient: string | null;
  message_id: string;
  in_reply_to: string | null;
  subject: string | null;
  body: string | null;
  signer: string | null;
  /** Tries started, this one included. */
  attempts: number;
  queued_at: string;
  created_at: string;
  /** The inquiry's fields: null for an account e-mail, which is about no inquiry. */
  inquiry_id: string | null;
  inquiry_name: string | null;
  inquiry_email: string | null;
  inquiry_phone: string | null;
  inquiry_message: string | null;
  inquiry_source: LeadSource | null;
  inquiry_created_at: string | null;
  property_id: string | null;
  property_title: string | null;
  rental_id: string | null;
  rental_title: string | null;
  stay_id: string | null;
  stay_reference: string | null;
  /** The inquiry's language: the visitor's e-mails are written in it. */
  inquiry_locale: Locale | null;
  /** Account e-mails: the member, their name and role, and the link's token (until sent). */
  staff_user_id: string | null;
  staff_name: string | null;
  staff_role: StaffRole | null;
  secret: string | null;
  /** A booking request's stay: its dates, guests, services, stored quote and status (null otherwise). */
  stay_check_in?: string | null;
  stay_check_out?: string | null;
  stay_guests?: number | null;
  stay_add_ons?: string[] | null;
  stay_quote?: unknown;
  stay_status?: string | null;
}

/** Whether a message is an account e-mail (a link for a staff member) rather than one about an inquiry. */
export const isAccountMail = (kind: OutboxKind) => kind === 'staff-invitation' || kind === 'staff-password-reset';

// ---- Retries ------------------------------------------------------------------------------------------

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When a failed try is followed by another: after the 1st try 1 min, then 5 min, 30 min, 2 h, then every
 * 6 h, until 3 days after the message was queued; a try that would come later is not made and the message
 * is failed (staff may 'Retry' it, which starts a new window).
 */
export interface RetryPolicy {
  /** The wait after the 1st, 2nd, … failed try. */
  delaysMs: readonly number[];
  /** The wait after every later failed try. */
  thenEveryMs: number;
  /** No try later than this after the message was queued. */
  giveUpAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  delaysMs: [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR],
  thenEveryMs: 6 * HOUR,
  giveUpAfterMs: 72 * HOUR,
};

/** The wait after the `attempts`-th failed try (1-based). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const index = Math.max(1, Math.floor(attempts)) - 1;
  return policy.delaysMs[index] ?? policy.thenEveryMs;
}

/** When to try again after the `attempts`-th try failed; null when that was the last one. */
export function nextAttemptAt(
  { attempts, queuedAt, now }: { attempts: number; queuedAt: string | Date; now: Date },
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Date | null {
  const next = now.getTime() + retryDelayMs(attempts, policy);
  const deadline = new Date(queuedAt).getTime() + policy.giveUpAfterMs;
  return next <= deadline ? new Date(next) : null;
}

/** How many tries the policy makes in all when every one fails (the figure the docs quote). */
export function triesInWindow(policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  let tries = 1;
  let at = 0;
  for (;;) {
    at += retryDelayMs(tries, policy);
    if (at > policy.giveUpAfterMs) return tries;
    tries += 1;
  }
}

/** A visitor gets at most one acknowledgement per address in this many minutes (the database enforces it). */
export const ACKNOWLEDGEMENT_THROTTLE_MINUTES = 10;

// ---- Words --------------------------------------------------------------------------------------------

export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  'staff-notification': 'Notification to staff',
  'visitor-acknowledgement': 'Acknowledgement to the visitor',
  'staff-reply': 'Reply',
  'staff-invitation': 'Staff invitation',
  'staff-password-reset': 'Password reset',
  'booking-receipt-link': 'New link to the guest’s request',
  'booking-confirmed': 'Stay confirmed, to the guest',
  'booking-declined': 'Request declined, to the guest',
  'booking-cancelled': 'Stay cancelled, to the guest',
  'bank-details-changed': 'Bank details changed, to owners',
  'payment-reminder': 'Payment reminder, to the guest',
  'payment-overdue': 'Payment overdue, to staff',
  'homeowner-invitation': 'Homeowner’s invitation',
  'homeowner-statement': 'Monthly statement, to the homeowner',
  'vendor-day': 'The day’s tasks, to the vendor',
  'saved-search-confirmation': 'Saved search: please confirm',
  'saved-search-alert': 'Saved search: new listings',
};

export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
};

/** Messages staff may send again at once: a failed one, or one waiting for its next try. */
export const canRetry = (state: OutboxState) => state === 'failed' || state === 'retrying';

/**
 * What staff and the visitor quote: a booking request's own reference (IE-…), otherwise 'IQ-' and the
 * first eight hex digits of the inquiry's id.
 */
export function leadReference(leadId: string, stayReference?: string | null): string {
  if (stayReference) return stayReference;
  return `IQ-${leadId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
