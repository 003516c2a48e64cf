import { alertMail, confirmationMail, type MailContent } from '#app/domain/alerts/mail';
import { savedFiltersOf } from '#app/domain/alerts/saved-filters';
import { SITE_NAME } from '#app/domain/constants';
import { escapeHtml, headerText } from '#app/domain/mail/escape';
import type { ClaimedMessage } from '#app/domain/mail/outbox';
import { UndeliverableMessage, type MailSettings } from '#app/server/mail/compose.server';
import type { OutgoingMail } from '#app/server/mail/transport.server';
import type { SavedSearchMailFacts } from './queries.server';

/**
 * A subscriber's e-mail as it is sent (the delivery worker): the confirmation of a new search, or an alert with its
 * listings, in the search's language, with a link minted for this e-mail (saved_search_mail_of_message). An alert
 * carries RFC 8058's List-Unsubscribe and List-Unsubscribe-Post headers, which nodemailer sends as they are.
 */

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** Paragraphs of text as HTML, each address a link. */
function htmlOf(text: string): string {
  return text
    .trim()
    .split('\n\n')
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`)
          .replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n');
}

export function composeSavedSearchMail(
  message: ClaimedMessage,
  settings: MailSettings,
  facts: SavedSearchMailFacts | null,
): OutgoingMail {
  if (!facts) throw new UndeliverableMessage('The saved search of this e-mail is gone');
  if (!message.recipient) throw new UndeliverableMessage('The subscriber’s address is missing');
  const { search, token } = facts;
  const saved = { kind: search.kind, filters: savedFiltersOf(search.kind, search.filters), locale: search.locale };
  let content: MailContent;
  if (message.kind === 'saved-search-confirmation') {
    content = confirmationMail(saved, settings.site.url, token, SITE_NAME);
  } else {
    if (search.unsubscribedAt) throw new UndeliverableMessage('The subscriber unsubscribed before it was sent');
    if (facts.items.length === 0) throw new UndeliverableMessage('No listing of this alert is published any more');
    const listings = facts.items.map((item) => ({
      ...item,
      title: (search.locale === 'fr' && item.titleFr) || item.title,
    }));
    content = alertMail(saved, listings, facts.matches ?? listings.length, settings.site.url, token, SITE_NAME);
  }
  return {
    messageId: message.message_id,
    from: settings.from,
    to: [{ address: message.recipient }],
    subject: headerText(content.subject, 200),
    text: content.text,
    html: htmlOf(content.text),
    headers: content.headers,
  };
}
