import type { PaymentInstructions } from '#app/domain/payments/guest-stay';
import { CONTACT_EMAIL, SITE_NAME } from '#app/domain/constants';
import type { LeadMessageRow } from '#app/domain/entities';
import { parseCalendarDate } from '#app/domain/booking/dates';
import { readQuoteSnapshot } from '#app/domain/booking/desk';
import { homeownerInvitationMail } from '#app/domain/homeowners/invitation-mail';
import { isAccountMail, OUTBOX_KIND_LABELS, type ClaimedMessage } from '#app/domain/mail/outbox';
import type { StayFacts } from '#app/domain/mail/stay-facts';
import { stayDecision } from '#app/domain/mail/stay-mail';
import { accountMail } from '#app/domain/mail/staff-mail';
import { bankDetailsChangedMail } from '#app/domain/mail/bank-details-mail';
import { paymentOverdueMail, paymentReminderMail } from '#app/domain/mail/payment-reminder-mail';
import type { ReminderMessage } from '#app/domain/payments/reminder-message';
import { isStaffRole } from '#app/domain/staff/roles';
import {
  bookingReceiptLink,
  staffNotification,
  staffReply,
  visitorAcknowledgement,
  referenceOf,
  type LeadFacts,
  type MailSite,
  type RenderedMail,
} from '#app/domain/mail/templates';
import { headerText, isPlainAddress } from '#app/domain/mail/escape';
import type { Env } from '#app/server/env.server';
import type { MailAddress, OutgoingMail } from './transport.server';

/**
 * From an outbox message to the e-mail itself: the text from the templates (app/domain/mail/), the
 * envelope from the settings and the row. Recipients come only from the row (the address the visitor
 * typed) or NOTIFY_EMAILS (staff); names in headers are one line.
 */

export interface MailSettings {
  /** MAIL_FROM */
  from: string;
  /** NOTIFY_EMAILS: where staff notifications go. */
  notify: string[];
  site: MailSite;
  /** Where a visitor's answer to an acknowledgement goes: the agency's public address. */
  acknowledgementReplyTo: string;
}

export function mailSettings(env: Pick<Env, 'MAIL_FROM' | 'NOTIFY_EMAILS' | 'SITE_URL' | 'PORT'>): MailSettings {
  return {
    from: env.MAIL_FROM,
    notify: env.NOTIFY_EMAILS,
    site: { url: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '') },
    acknowledgementReplyTo: CONTACT_EMAIL,
  };
}

/** A message that can never be sent as it stands (no valid recipient): failed at once, not retried. */
export class UndeliverableMessage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndeliverableMessage';
  }
}

/** What the worker minted for one message before it is composed: a receipt link's token (private links). */
export interface MessageLinks {
  receiptToken?: string | null;
  /** A confirmation's payment instructions: the stay's fixed schedule and the account to pay into. */
  payment?: PaymentInstructions | null;
  /** A payment reminder's own facts (which payment, its amount and due date, what was received). */
  reminder?: ReminderMessage | null;
  /** A homeowner's invitation: whom it greets, in which language (…_homeowner_accounts.sql). */
  homeowner?: { name: string; language: 'en' | 'fr' } | null;
}

/**
 * The messages that carry a new receipt link: a booking request's acknowledgement, a fresh link, and the
 * confirmation (the link opens the guest's page, with its payments).
 */
export const carriesReceiptLink = (message: Pick<ClaimedMessage, 'kind' | 'stay_id'>) =>
  message.stay_id !== null &&
  (message.kind === 'visitor-acknowledgement' ||
    message.kind === 'booking-receipt-link' ||
    message.kind === 'booking-confirmed' ||
    message.kind === 'payment-reminder');

/** The messages that say how to pay: the confirmation and the guest's payment reminders. */
export const carriesPaymentInstructions = (message: Pick<ClaimedMessage, 'kind' | 'stay_id'>) =>
  message.stay_id !== null && (message.kind === 'booking-confirmed' || message.kind === 'payment-reminder');

/** The messages about a payment reminder the job recorded (…_payment_reminders.sql). */
export const carriesReminder = (message: Pick<ClaimedMessage, 'kind'>) =>
  message.kind === 'payment-reminder' || message.kind === 'payment-overdue';

/** A booking request's stay from a claimed message (null when the message is about none, or from an older claim). */
function stayOfClaim(message: ClaimedMessage): StayFacts | null {
  const checkIn = parseCalendarDate(message.stay_check_in?.slice(0, 10));
  const checkOut = parseCalendarDate(message.stay_check_out?.slice(0, 10));
  if (!message.stay_id || !checkIn || !checkOut || typeof message.stay_guests !== 'number') return null;
  const quote = readQuoteSnapshot(message.stay_quote);
  return {
    checkIn,
    checkOut,
    guests: message.stay_guests,
    addOns: message.stay_add_ons ?? [],
    total: quote?.total ?? null,
    currency: quote?.currency ?? 'USD',
    schedule: quote?.schedule ?? [],
  };
}

/** The facts the templates need, from a claimed message about an inquiry. */
export function factsOfClaim(message: ClaimedMessage, links: MessageLinks = {}): LeadFacts {
  if (!message.inquiry_id) throw new UndeliverableMessage('The message is about no inquiry');
  return {
    id: message.inquiry_id,
    name: message.inquiry_name ?? '',
    email: message.inquiry_email ?? '',
    phone: message.inquiry_phone,
    message: message.inquiry_message ?? '',
    source: message.inquiry_source ?? 'contact',
    createdAt: message.inquiry_created_at ?? message.created_at,
    listing: message.property_id
      ? { kind: 'property', id: message.property_id, title: message.property_title }
      : message.rental_id
        ? { kind: 'rental', id: message.rental_id, title: message.rental_title }
        : null,
    booking: message.stay_id
      ? {
          stayId: message.stay_id,
          reference: message.stay_reference,
          receiptToken: links.receiptToken ?? null,
          payment: links.payment ?? null,
          stay: stayOfClaim(message),
        }
      : null,
    // A row claimed by a server older than the language column reads as English.
    locale: message.inquiry_locale === 'fr' ? 'fr' : 'en',
  };
}

/** The same facts from an inquiry as staff read it, with its listing's title and booking reference. */
export function factsOfLead(
  lead: LeadMessageRow,
  extra: { listingTitle?: string | null; stayReference?: string | null } = {},
): LeadFacts {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    source: lead.source,
    createdAt: lead.created_at,
    listing: lead.property_id
      ? { kind: 'property', id: lead.property_id, title: extra.listingTitle ?? null }
      : lead.rental_id
        ? { kind: 'rental', id: lead.rental_id, title: extra.listingTitle ?? null }
        : null,
    booking: lead.stay_id ? { stayId: lead.stay_id, reference: extra.stayReference ?? null } : null,
    locale: lead.locale === 'fr' ? 'fr' : 'en',
  };
}

/** What a message says, by its kind. */
export function renderMessage(
  message: Pick<ClaimedMessage, 'kind' | 'subject' | 'body' | 'signer'>,
  facts: LeadFacts,
  site: MailSite,
  reminder: ReminderMessage | null = null,
): RenderedMail {
  switch (message.kind) {
    case 'payment-reminder':
    case 'payment-overdue':
      // The inquiry's thread names it without reading the reminder (composeMessage never sends it without).
      if (!reminder) {
        const subject = `${OUTBOX_KIND_LABELS[message.kind]} — ${referenceOf(facts)}`;
        return { subject, text: subject, html: '' };
      }
      return message.kind === 'payment-reminder'
        ? paymentReminderMail(reminder, facts, site)
        : paymentOverdueMail(reminder, facts, site);
    case 'staff-notification':
      return staffNotification(facts, site);
    case 'visitor-acknowledgement':
      return visitorAcknowledgement(facts, site);
    case 'booking-receipt-link':
      return bookingReceiptLink(facts, site);
    case 'booking-confirmed':
    case 'booking-declined':
    case 'booking-cancelled':
      return stayDecision(message.kind, facts, site);
    case 'staff-reply':
      return staffReply(
        { subject: message.subject ?? '', body: message.body ?? '', signer: message.signer ?? '' },
        facts,
        site,
      );
    case 'staff-invitation':
    case 'staff-password-reset':
    case 'bank-details-changed':
    case 'homeowner-invitation':
    case 'homeowner-statement':
    case 'vendor-day':
    case 'saved-search-confirmation':
    case 'saved-search-alert':
      throw new UndeliverableMessage(`${message.kind} is not about an inquiry`);
  }
}

function address(value: string | null | undefined, what: string): string {
  if (!value || !isPlainAddress(value)) throw new UndeliverableMessage(`${what} is not a single e-mail address`);
  return value;
}

/**
 * An account e-mail (an invitation, a password reset) to one staff member, with their one-time link. Without
 * its token (erased once sent, so a 'Retry' after a send cannot carry it) it can never be sent: failed at once,
 * and an owner sends a new link.
 */
function composeAccountMail(message: ClaimedMessage, settings: MailSettings): OutgoingMail {
  if (message.kind !== 'staff-invitation' && message.kind !== 'staff-password-reset') {
    throw new UndeliverableMessage(`${message.kind} is not an account e-mail`);
  }
  if (!message.secret)
    throw new UndeliverableMessage('The link of this e-mail is gone: send a new one from the staff page');
  if (!isStaffRole(message.staff_role)) throw new UndeliverableMessage('The staff member is no longer listed');
  const name = message.staff_name ?? '';
  const rendered = accountMail(
    { kind: message.kind, name, role: message.staff_role, token: message.secret },
    settings.site,
  );
  return {
    messageId: message.message_id,
    from: settings.from,
    to: [
      {
        ...(name ? { name: headerText(name, 100) } : {}),
        address: address(message.recipient, 'The staff member’s address'),
      },
    ],
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
  };
}

/**
 * The owners' alert that a bank account guests pay into changed (…_bank_accounts.sql): to one owner, with the
 * sentence the database wrote in the same transaction as the change. Nothing in it is secret (numbers are
 * masked), so a 'Retry' sends it as it was.
 */
function composeBankDetailsMail(message: ClaimedMessage, settings: MailSettings): OutgoingMail {
  if (!message.body) throw new UndeliverableMessage('The bank details e-mail has no text');
  if (!message.staff_user_id || !isStaffRole(message.staff_role))
    throw new UndeliverableMessage('The owner is no longer listed');
  const name = message.staff_name ?? '';
  const rendered = bankDetailsChangedMail({ name, subject: message.subject, sentence: message.body }, settings.site);
  return {
    messageId: message.message_id,
    from: settings.from,
    to: [
      {
        ...(name ? { name: headerText(name, 100) } : {}),
        address: address(message.recipient, 'The owner’s address'),
      },
    ],
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
  };
}

/**
 * A homeowner's invitation (…_homeowner_accounts.sql), in their language, with its one-time link. Without its
 * token (erased once sent) or its account (deactivated or removed meanwhile) it is never sent: staff send a new one.
 */
function composeHomeownerInvitation(
  message: ClaimedMessage,
  settings: MailSettings,
  homeowner: MessageLinks['homeowner'],
): OutgoingMail {
  if (!message.secret) throw new UndeliverableMessage('The link of this e-mail is gone: send a new one');
  if (!homeowner) throw new UndeliverableMessage('The homeowner’s account is no longer active');
  const rendered = homeownerInvitationMail({ ...homeowner, token: message.secret }, settings.site);
  const name = headerText(homeowner.name, 100);
  return {
    messageId: message.message_id,
    from: settings.from,
    to: [{ ...(name ? { name } : {}), address: address(message.recipient, 'The homeowner’s address') }],
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
  };
}

/** The e-mail of a claimed message, ready for the transport, with the links the worker minted for it. */
export function composeMessage(
  message: ClaimedMessage,
  settings: MailSettings,
  links: MessageLinks = {},
): OutgoingMail {
  if (isAccountMail(message.kind)) return composeAccountMail(message, settings);
  if (message.kind === 'bank-details-changed') return composeBankDetailsMail(message, settings);
  if (message.kind === 'homeowner-invitation') return composeHomeownerInvitation(message, settings, links.homeowner);
  if (message.kind === 'booking-receipt-link' && !links.receiptToken) {
    throw new UndeliverableMessage('The booking request of this e-mail is gone: there is no link to send');
  }
  if (carriesReminder(message) && !links.reminder) {
    throw new UndeliverableMessage('The payment reminder of this e-mail is gone');
  }
  const facts = factsOfClaim(message, links);
  const rendered = renderMessage(message, facts, settings.site, links.reminder ?? null);
  const visitor: MailAddress = { name: headerText(facts.name, 100), address: facts.email };
  const automatic = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' };

  let to: MailAddress[];
  let replyTo: MailAddress | undefined;
  let headers: Record<string, string> | undefined;
  switch (message.kind) {
    case 'staff-notification':
    case 'payment-overdue':
      to = settings.notify.map((notify) => ({ address: address(notify, 'NOTIFY_EMAILS') }));
      // Staff answer the visitor by replying.
      replyTo = isPlainAddress(facts.email) ? visitor : undefined;
      headers = automatic;
      break;
    case 'visitor-acknowledgement':
    case 'booking-receipt-link':
    case 'booking-confirmed':
    case 'booking-declined':
    case 'booking-cancelled':
    case 'payment-reminder':
      to = [{ name: visitor.name, address: address(message.recipient, 'The visitor’s address') }];
      replyTo = { name: SITE_NAME, address: settings.acknowledgementReplyTo };
      headers = automatic;
      break;
    case 'staff-reply':
      to = [{ name: visitor.name, address: address(message.recipient, 'The visitor’s address') }];
      // The visitor's answer reaches the staff member who wrote.
      replyTo = { name: SITE_NAME, address: address(message.signer, 'The signer') };
      break;
    default:
      throw new UndeliverableMessage(`${message.kind} is not about an inquiry`);
  }
  return {
    messageId: message.message_id,
    from: settings.from,
    to,
    replyTo,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    inReplyTo: message.in_reply_to ?? undefined,
    references: message.in_reply_to ?? undefined,
    headers,
  };
}
