import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, go, mailsTo, signIn, test } from './helpers';

/**
 * A person's data end to end, with JavaScript and without (issue 32, items 3–4): a visitor writes from the contact
 * page and gets the acknowledgement; the owner finds the Personal data page from Settings, looks the visitor up by
 * address (other capitals), reads the counts, downloads the JSON, is refused a wrong confirmation, erases the
 * person — the message to them gone from the mail folder — and a new look-up finds nothing.
 */
test('the owner looks a person up, downloads their data and erases them', async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const address = `privacy-${test.info().project.name}-${tag}@example.com`;
  const name = `Erin Privacy ${tag}`;

  await go(page, '/contact');
  const contact = page.locator('form#contact');
  await contact.getByLabel('Full Name').fill(name);
  await contact.getByLabel('Email Address').fill(address);
  await contact.getByLabel('Message').fill('Please keep me posted about villas in Flamands.');
  await contact.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText("Thank you for your message! We'll be in touch soon.")).toBeVisible();
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 20_000 }).toBeGreaterThan(0);

  await signIn(page);
  await go(page, '/admin/settings');
  await page.getByRole('link', { name: 'Personal data' }).click();
  await page.waitForURL(/\/admin\/privacy$/);
  await page.getByLabel('E-mail address').fill(address.toUpperCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('person-found')).toHaveText(new RegExp(`records? kept about ${address}`));
  await expect(page.getByTestId('count-inquiries')).toHaveText('1');
  await expect(page.getByTestId('count-emails')).toHaveText('2');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-json').click()]);
  expect(download.suggestedFilename()).toMatch(/^person-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    inquiries: { name: string; email: string }[];
  };
  expect(exported.inquiries).toEqual([expect.objectContaining({ name, email: address })]);

  await page.getByRole('link', { name: 'Erase this person…' }).click();
  const confirm = page.getByRole('region', { name: 'Erase this person' });
  await expect(confirm.getByRole('list', { name: 'Erase this person' })).toContainText('Inquiries (leads): 1');
  await confirm.getByLabel('Type the e-mail address again to confirm').fill('someone.else@example.com');
  await confirm.getByRole('button', { name: 'Erase for good' }).click();
  await expect(confirm.getByText('This is not the address being erased')).toBeVisible();

  await confirm.getByLabel('Type the e-mail address again to confirm').fill(address);
  await confirm.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByText(/The person was erased: \d+ records anonymised\./)).toBeVisible();
  expect(await mailsTo(address)).toEqual([]);

  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('person-found')).toHaveText(`Nothing is kept about ${address}.`);
});
