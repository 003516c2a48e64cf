import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import type { ClaimedMessage } from '#app/domain/mail/outbox';
import type { ReminderMessage } from '#app/domain/payments/reminder-message';
import {
  carriesPaymentInstructions,
  carriesReceiptLink,
  carriesReminder,
  composeMessage,
  renderMessage,
  UndeliverableMessage,
  factsOfClaim,
  type MailSettings,
} from './compose.server';

const SETTINGS: MailSettings = {
  from: 'Island Estates <no-reply@islandestates.example>',
  notify: ['desk@islandestates.example'],
  site: { url: 'https://islandestates.example' },
  acknowledgementReplyTo: 'hello@islandestates.example',
};

const REMINDER: ReminderMessage = {
  kind: 'first-payment',
  due: '2026-11-27' as CalendarDate,
  amount: 94_500,
  currency: 'USD',
  instalments: ['deposit'],
  received: 0,
};

/** A payment reminder as claim_outbox returns it (…_payment_reminders.sql). */
function claimed(overrides: Partial<ClaimedMessage> = {}): ClaimedMessage {
  return {
    id: 'r1',
    kind: 'payment-reminder',
    audience: 'visitor',
    recipient: 'grace@example.com',
    message_id: '<r1@islandestates.example>',
    in_reply_to: '<ack@islandestates.example>',
    subject: null,
    body: null,
    signer: null,
    attempts: 1,
    queued_at: '2026-11-23T16:00:00Z',
    created_at: '2026-11-23T16:00:00Z',
    inquiry_id: 'i1',
    inquiry_name: 'Grace Guest',
    inquiry_email: 'grace@example.com',
    inquiry_phone: null,
    inquiry_message: '',
    inquiry_source: 'booking',
    inquiry_created_at: '2026-11-20T12:00:00Z',
    property_id: null,
    property_title: null,
    rental_id: 'villa-1',
    rental_title: 'Villa Rappel',
    stay_id: 'stay-1',
    stay_reference: 'IE-1A2B3C4D',
    inquiry_locale: 'en',
    staff_user_id: null,
    staff_name: null,
    staff_role: null,
    secret: null,
    ...overrides,
  };
}

describe('composing the payment reminders', () => {
  it('mints a link and reads the instructions for the guest’s reminder; the reminder for both kinds', () => {
    expect(carriesReceiptLink(claimed())).toBe(true);
    expect(carriesPaymentInstructions(claimed())).toBe(true);
    expect(carriesReminder(claimed())).toBe(true);
    const staff = claimed({ kind: 'payment-overdue', audience: 'staff', recipient: null });
    expect(carriesReceiptLink(staff)).toBe(false);
    expect(carriesReminder(staff)).toBe(true);
  });

  it('sends the guest’s reminder to the guest, threaded, and staff’s notice to the staff addresses', () => {
    const guest = composeMessage(claimed(), SETTINGS, { reminder: REMINDER });
    expect(guest.to).toEqual([{ name: 'Grace Guest', address: 'grace@example.com' }]);
    expect(guest.inReplyTo).toBe('<ack@islandestates.example>');
    expect(guest.subject).toBe('Reminder: the first payment for your stay — IE-1A2B3C4D');
    const notice = composeMessage(claimed({ kind: 'payment-overdue', audience: 'staff', recipient: null }), SETTINGS, {
      reminder: { ...REMINDER, kind: 'overdue-staff' },
    });
    expect(notice.to).toEqual([{ address: 'desk@islandestates.example' }]);
    expect(notice.text).toContain('https://islandestates.example/admin/bookings/stay-1#payments');
  });

  it('never sends one without its reminder, though the inquiry’s thread still names it', () => {
    expect(() => composeMessage(claimed(), SETTINGS)).toThrow(UndeliverableMessage);
    const message = claimed();
    expect(renderMessage(message, factsOfClaim(message), SETTINGS.site).subject).toBe(
      'Payment reminder, to the guest — IE-1A2B3C4D',
    );
  });
});
