import { describe, expect, it } from 'vitest';
import type { ClaimedMessage } from '#app/domain/mail/outbox';
import { composeMessage, UndeliverableMessage, type MailSettings } from './compose.server';

const SETTINGS: MailSettings = {
  from: 'Island Estates <no-reply@islandestates.example>',
  notify: ['desk@islandestates.example'],
  site: { url: 'https://islandestates.example' },
  acknowledgementReplyTo: 'hello@islandestates.example',
};

const SENTENCE =
  'The EUR bank account was changed by Olivia on December 7, 2026 at 12:00 UTC: IBAN ****0189 → ****0143.';

/** A bank details alert as claim_outbox returns it (…_bank_accounts.sql). */
function bankAlert(overrides: Partial<ClaimedMessage> = {}): ClaimedMessage {
  return {
    id: 'a1',
    kind: 'bank-details-changed',
    audience: 'staff-member',
    recipient: 'owner@example.com',
    message_id: '<a1@islandestates.example>',
    in_reply_to: null,
    subject: 'Bank details changed: EUR account',
    body: SENTENCE,
    signer: null,
    attempts: 1,
    queued_at: '2026-12-07T12:00:00Z',
    created_at: '2026-12-07T12:00:00Z',
    inquiry_id: null,
    inquiry_name: null,
    inquiry_email: null,
    inquiry_phone: null,
    inquiry_message: null,
    inquiry_source: null,
    inquiry_created_at: null,
    property_id: null,
    property_title: null,
    rental_id: null,
    rental_title: null,
    stay_id: null,
    stay_reference: null,
    inquiry_locale: null,
    staff_user_id: 'u1',
    staff_name: 'Ada Owner',
    staff_role: 'owner',
    secret: null,
    ...overrides,
  };
}

describe('composing the bank details alert', () => {
  it('goes to the one owner, with the database’s subject and sentence and the settings link', () => {
    const mail = composeMessage(bankAlert(), SETTINGS);
    expect(mail.to).toEqual([{ name: 'Ada Owner', address: 'owner@example.com' }]);
    expect(mail.subject).toBe('Bank details changed: EUR account');
    expect(mail.text).toContain(SENTENCE);
    expect(mail.text).toContain('If you did not expect this change, check the settings now and secure the account');
    expect(mail.text).toContain('https://islandestates.example/admin/settings/bank-accounts');
    expect(mail.headers).toMatchObject({ 'Auto-Submitted': 'auto-generated' });
    expect(mail.messageId).toBe('<a1@islandestates.example>');
  });

  it('is undeliverable without its text, its owner or a plain address', () => {
    expect(() => composeMessage(bankAlert({ body: null }), SETTINGS)).toThrow(UndeliverableMessage);
    expect(() => composeMessage(bankAlert({ staff_role: null }), SETTINGS)).toThrow(UndeliverableMessage);
    expect(() => composeMessage(bankAlert({ recipient: 'a@x.example, b@x.example' }), SETTINGS)).toThrow(
      UndeliverableMessage,
    );
  });
});
