import { CONTACT_EMAIL } from '#app/domain/constants';
import type { MailSettings } from '#app/server/mail/compose.server';
import type { MailTransport, OutgoingMail } from '#app/server/mail/transport.server';

/** The mail settings of the tests that deliver the outbox themselves. */
export const TEST_MAIL_SETTINGS: MailSettings = {
  from: 'Island Estates <no-reply@islandestates.example>',
  notify: ['desk@islandestates.example'],
  site: { url: 'https://islandestates.example' },
  acknowledgementReplyTo: CONTACT_EMAIL,
};

/** A logger that says nothing. */
export const SILENT_LOG = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** A transport that keeps what it is given. */
export function capturingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'folder',
    sent,
    send: async (mail) => {
      sent.push(mail);
      return { accepted: mail.to.map((to) => to.address), rejected: [], response: '250 kept' };
    },
    close: async () => {},
  };
}
