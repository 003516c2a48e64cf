import { SITE_NAME } from '#app/domain/constants';
import { escapeHtml, headerText } from './escape';
import { linkHtml, mailLayout, paragraphHtml, quoteHtml } from './layout';
import type { MailSite, RenderedMail } from './templates';

/**
 * The owners' alert when a bank account guests pay into is added, changed or removed (issue 28, item 10).
 * The database wrote what happened — which account, what changed (numbers masked), who, when — as one
 * sentence in the outbox row, with the subject, in the same transaction as the change
 * (supabase/migrations/…_bank_accounts.sql); this frames it. English, as every staff e-mail.
 */

export interface BankDetailsMailFacts {
  /** The owner it goes to ('' when they gave no name). */
  name: string;
  /** As the database wrote them: 'Bank details changed: USD account', and the sentence. */
  subject: string | null;
  sentence: string;
}

export const BANK_ACCOUNTS_PATH = '/admin/settings/bank-accounts';

export const BANK_DETAILS_WARNING =
  'If you did not expect this change, check the settings now and secure the account that made it.';

export function bankDetailsChangedMail(facts: BankDetailsMailFacts, site: MailSite): RenderedMail {
  const url = `${site.url.replace(/\/+$/, '')}${BANK_ACCOUNTS_PATH}`;
  const subject = headerText(facts.subject?.trim() || 'Bank details changed', 200);
  const greeting = facts.name.trim() ? `Hello ${headerText(facts.name, 100)},` : 'Hello,';
  const sentence = facts.sentence.trim();

  const text = [
    greeting,
    '',
    sentence,
    '',
    BANK_DETAILS_WARNING,
    `Bank accounts: ${url}`,
    '',
    `— ${SITE_NAME} (every owner gets this e-mail)`,
  ].join('\n');
  const html = mailLayout({
    title: subject,
    preheader: sentence,
    eyebrow: 'Security alert',
    heading: 'Bank details changed',
    content: [
      paragraphHtml(escapeHtml(greeting)),
      quoteHtml(sentence),
      paragraphHtml(escapeHtml(BANK_DETAILS_WARNING)),
      paragraphHtml(linkHtml(url, 'Open the bank accounts')),
    ].join('\n'),
    footer: escapeHtml(
      `${SITE_NAME} · every owner gets this e-mail, so one account cannot change bank details unseen.`,
    ),
  });
  return { subject, text, html };
}
