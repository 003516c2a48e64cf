import type { ClaimedMessage } from '#app/domain/mail/outbox';
import { SITE_NAME } from '#app/domain/constants';
import { escapeHtml, headerText } from '#app/domain/mail/escape';
import type { StatementDocumentData } from '#app/domain/homeowners/statement-rows';
import { monthLabel, monthParam } from '#app/domain/homeowners/statements';
import { statementDocumentTexts } from '#app/domain/homeowners/texts/statement-document';
import { formatMinorAmount } from '#app/domain/payments/money';
import type { QueryRunner } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { UndeliverableMessage, type MailSettings } from '#app/server/mail/compose.server';
import type { OutgoingMail } from '#app/server/mail/transport.server';
import { renderStatementPdf } from './statement-pdf.server';

/**
 * Sending a statement (issue 29, item 4): the database marks it sent and queues one e-mail per homeowner's address
 * in one transaction (send_homeowner_statement); the delivery worker draws the PDF as it sends each one, from the
 * statement as stored (frozen once issued, so every copy is the same document), and attaches it.
 */

/** Sends an issued statement (owners and admins); false when it is not issued. */
export async function sendStatement(capabilities: Capabilities, statementId: string): Promise<boolean> {
  return capabilities.use(statementMailQueries).sendHomeownerStatement(statementId);
}

export function statementMailQueries(runner: QueryRunner) {
  return {
    async sendHomeownerStatement(statementId: string): Promise<boolean> {
      const { rows } = await runner.run({ kind: 'rpc', fn: 'send_homeowner_statement', args: { p_id: statementId } });
      return rows[0]?.value === true;
    },
    /** The statement an outbox message carries, with what its PDF prints (the worker, as the service role). */
    async homeownerStatementOfMessage(outboxId: string): Promise<StatementDocumentData | null> {
      const { rows } = await runner.run({
        kind: 'rpc',
        fn: 'homeowner_statement_of_message',
        args: { p_outbox_id: outboxId },
      });
      return (rows[0]?.value as StatementDocumentData | null | undefined) ?? null;
    },
  };
}

/** The e-mail of a 'homeowner-statement' message: a short letter in the homeowner's language and the PDF. */
export async function composeStatementMail(
  message: ClaimedMessage,
  settings: MailSettings,
  data: StatementDocumentData | null,
): Promise<OutgoingMail> {
  if (!data) throw new UndeliverableMessage('The statement of this e-mail is gone');
  if (!message.recipient) throw new UndeliverableMessage('The homeowner’s address is missing');
  const { statement, homeowner } = data;
  const locale = homeowner.language === 'fr' ? 'fr' : 'en';
  const t = statementDocumentTexts[locale];
  const month = monthLabel(statement.month, locale);
  const agency = data.issuer?.name ?? SITE_NAME;
  const text = `${t.mail.body(homeowner.name, month, formatMinorAmount(statement.closing_balance, statement.currency, locale))}\n${agency}\n`;
  return {
    messageId: message.message_id,
    from: settings.from,
    to: [{ name: headerText(homeowner.name, 100), address: message.recipient }],
    subject: headerText(t.mail.subject(month, agency), 200),
    text,
    html: text
      .trim()
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
      .join('\n'),
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: [
      {
        filename: t.fileName(monthParam(statement.month)),
        content: await renderStatementPdf(data),
        contentType: 'application/pdf',
      },
    ],
  };
}
