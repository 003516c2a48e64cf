import { islandMidnight, islandToday } from '#app/domain/booking/dates';
import { SITE_NAME } from '#app/domain/constants';
import type { ClaimedMessage } from '#app/domain/mail/outbox';
import { escapeHtml, headerText } from '#app/domain/mail/escape';
import { VENDOR_MAIL_HOUR, vendorDayMail, vendorTasksPath, type VendorDay } from '#app/domain/tasks/vendor';
import type { Capabilities } from '#app/server/capabilities.server';
import type { Job } from '#app/server/jobs/runner.server';
import { UndeliverableMessage, type MailSettings } from '#app/server/mail/compose.server';
import type { OutgoingMail } from '#app/server/mail/transport.server';
import { vendorLinkQueries } from './vendor-links.server';

/**
 * The vendors' morning e-mail (issue 30, item 5): from VENDOR_MAIL_HOUR on the islands (the injected clock), the
 * job queues the day's e-mail of each active vendor with an address and an unfinished task that day — once per
 * vendor and day, whatever instance runs it and however often (queue_vendor_day_mails, a unique key). The delivery
 * worker composes each as it sends it, with the day's tasks read then and a new private link to the vendor's list
 * (vendor_day_of_message): the outbox never holds a token.
 */

export const VENDOR_MORNING_INTERVAL_MS = 15 * 60_000;

export interface VendorMorningReport {
  /** False before the morning hour: nothing was queued, nothing was read. */
  due: boolean;
  queued: number;
}

/** Queues today's morning e-mails once it is VENDOR_MAIL_HOUR on the islands. */
export async function queueVendorMornings(
  capabilities: Capabilities,
  clock: () => Date = () => new Date(),
): Promise<VendorMorningReport> {
  const now = clock();
  const today = islandToday(now);
  if (now.getTime() < islandMidnight(today).getTime() + VENDOR_MAIL_HOUR * 3_600_000) return { due: false, queued: 0 };
  return { due: true, queued: await capabilities.use(vendorLinkQueries).queueDayMails(today) };
}

/** The periodic job; the key keeps each e-mail once whatever runs it. */
export function vendorMorningJob(
  capabilities: Capabilities,
  clock: () => Date = () => new Date(),
  intervalMs = VENDOR_MORNING_INTERVAL_MS,
): Job {
  return {
    name: 'vendor-morning-mail',
    intervalMs,
    async run() {
      const report = await queueVendorMornings(capabilities, clock);
      return report.queued > 0 ? { ...report } : undefined;
    },
  };
}

/** The e-mail of a 'vendor-day' message, in the vendor's language, with the link minted for it. */
export function composeVendorDayMail(
  message: ClaimedMessage,
  settings: MailSettings,
  facts: { day: VendorDay; token: string } | null,
): OutgoingMail {
  if (!facts) throw new UndeliverableMessage('The vendor of this e-mail is gone or no longer active');
  if (!message.recipient) throw new UndeliverableMessage('The vendor’s address is missing');
  const { day, token } = facts;
  if (day.tasks.length === 0) throw new UndeliverableMessage('The vendor has no task left that day');
  const locale = day.vendor.language === 'fr' ? 'fr' : 'en';
  const pageUrl = `${settings.site.url}${vendorTasksPath(token, locale)}`;
  const { subject, text } = vendorDayMail(day, pageUrl, SITE_NAME);
  const link = `<a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a>`;
  return {
    messageId: message.message_id,
    from: settings.from,
    to: [{ name: headerText(day.vendor.name, 100), address: message.recipient }],
    subject: headerText(subject, 200),
    text,
    html: text
      .trim()
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>').replace(escapeHtml(pageUrl), link)}</p>`)
      .join('\n'),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
