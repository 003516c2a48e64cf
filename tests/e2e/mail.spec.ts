import { randomUUID } from 'node:crypto';
import { ADMIN, expect, go, signIn, test, writtenMails, type WrittenMail } from './helpers';

/**
 * E-mail, end to end, with JavaScript and without: a visitor's contact message leaves a staff notification
 * and an acknowledgement as .eml files (the embedded default: no SMTP_URL, the folder transport writing to
 * E2E_DATA_DIR + '-mail', as playwright.config.ts sets MAIL_DIR); staff see both in the inquiry's detail
 * with their delivery state, reply from the inbox, and the visitor receives the reply, threaded.
 */

test('a visitor’s message leaves two e-mails; staff see them sent, reply from the inbox, and the visitor receives the reply', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const visitor = `visitor-${tag}@example.com`;
  const name = `Hélène Mail ${tag}`;

  // The visitor writes (the thank-you replaces the form).
  await go(page, '/contact');
  const form = page.locator('form#contact');
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email Address').fill(visitor);
  await form.getByLabel('Message').fill(`Is Villa <b>Les Ondes</b> free at Easter? (${tag})`);
  await form.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText("Thank you for your message! We'll be in touch soon.")).toBeVisible();

  // Within a few seconds the worker has written both messages to the folder.
  let staffCopy: WrittenMail | undefined;
  let acknowledgement: WrittenMail | undefined;
  await expect
    .poll(
      async () => {
        const all = await writtenMails();
        staffCopy = all.find((mail) => mail.parsed.replyTo?.value[0]?.address === visitor);
        acknowledgement = all.find((mail) => mail.to.includes(visitor));
        return Boolean(staffCopy && acknowledgement);
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  expect(staffCopy!.to).toEqual(['info@islandestates.example']);
  expect(staffCopy!.parsed.subject).toBe(`New contact message — ${name}`);
  expect(staffCopy!.parsed.text).toContain(`Is Villa <b>Les Ondes</b> free at Easter? (${tag})`);
  expect(staffCopy!.parsed.html).toContain('Is Villa &lt;b&gt;Les Ondes&lt;/b&gt; free at Easter?');
  expect(acknowledgement!.parsed.subject).toMatch(/^We received your message — Island Estates \(IQ-[0-9A-F]{8}\)$/);
  expect(acknowledgement!.parsed.text).toContain('within one business day');
  const inboxLink = /\/admin\/inquiries\/([0-9a-f-]{36})/.exec(staffCopy!.parsed.text ?? '');
  expect(inboxLink).not.toBeNull();

  // Staff open the inquiry from the link in their e-mail: both messages, sent.
  await signIn(page);
  await go(page, `/admin/inquiries/${inboxLink![1]}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const thread = page.locator('section[aria-labelledby="inquiry-mail-heading"]');
  const messages = thread.getByTestId('mail-message');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toContainText('Notification to staff');
  await expect(messages.nth(0)).toContainText('Sent');
  await expect(messages.nth(1)).toContainText('Acknowledgement to the visitor');
  await expect(messages.nth(1)).toContainText(visitor);
  await expect(messages.nth(1)).toContainText('Sent');

  // The reply: subject prefilled as the visitor's mail client would show it.
  const reply = page.locator('section[aria-labelledby="inquiry-reply-heading"]');
  await expect(reply.getByLabel('Subject')).toHaveValue(`Re: ${acknowledgement!.parsed.subject}`);
  await reply.getByLabel('Message').fill(`Dear Hélène,\n\nYes, it is free at Easter. (${tag})`);
  await reply.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Your reply is on its way. Its delivery shows below.')).toBeVisible();
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(2)).toContainText(`Reply from ${ADMIN.email}`);
  await expect(messages.nth(2)).toContainText(`Yes, it is free at Easter. (${tag})`);
  // Delivered within a couple of the worker's runs: the page shows it sent after a reload.
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await page.getByTestId('mail-message').nth(2).textContent()) ?? '';
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toContain('Sent');

  // And the visitor has it: to their address only, threaded under the acknowledgement, answering to staff.
  let answer: WrittenMail | undefined;
  await expect
    .poll(
      async () => {
        answer = (await writtenMails()).find((mail) => mail.to.includes(visitor) && mail.parsed.subject?.startsWith('Re: '));
        return Boolean(answer);
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  expect(answer!.to).toEqual([visitor]);
  expect(answer!.parsed.inReplyTo).toBe(acknowledgement!.parsed.messageId);
  expect(answer!.parsed.replyTo?.value[0]?.address).toBe(ADMIN.email);
  expect(answer!.parsed.text).toContain(`Yes, it is free at Easter. (${tag})`);
  expect(answer!.parsed.text).toContain(`> Is Villa <b>Les Ondes</b> free at Easter? (${tag})`);
});

test('the outbox lists what the site sent, by state', async ({ page }) => {
  await signIn(page);
  await go(page, '/admin/outbox?state=sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const filters = page.getByRole('navigation', { name: 'Outbox filters' });
  await expect(filters.getByRole('link', { name: 'Sent', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table').getByText('Acknowledgement to the visitor').first()).toBeVisible();
  await filters.getByRole('link', { name: 'Waiting', exact: true }).click();
  await page.waitForURL(/state=pending/);
  await expect(filters.getByRole('link', { name: 'Waiting', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(filters.getByRole('link', { name: 'Sent', exact: true })).not.toHaveAttribute('aria-current', 'page');
});
