import type { Page, TestInfo } from '@playwright/test';
import { expect, go, javaScriptEnabled, signIn, test } from './helpers';

/**
 * Recording an expense from a phone (issue 29, item 3), with JavaScript and without: at 375 × 812 the form is one
 * column, the receipt's input opens the camera (`capture="environment"`), a photo is posted with the form, and the
 * expense shows in the list as a card with its receipt, which staff open. Screenshots are attached.
 */

test.use({ viewport: { width: 375, height: 812 } });

/** A screenshot of the whole page, kept in the test's output folder and attached to the report. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

// The smallest JPEG the recogniser takes: its first bytes say JPEG (the store keeps it as sent).
const RECEIPT = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF receipt from a phone')]);

test('an expense with a photo of its receipt, from a phone', async ({ page }, testInfo) => {
  await signIn(page);
  const vendor = `Gustavia Pool ${testInfo.project.name} ${Date.now()}`;
  await go(page, '/admin/expenses/new');
  const input = page.locator('input[type="file"][name="receipt"]');
  await expect(input).toHaveAttribute('capture', 'environment');
  await expect(input).toHaveAttribute('accept', 'image/*,application/pdf');

  const villa = page.getByLabel('Villa');
  const first = await villa.locator('option').nth(1).getAttribute('value');
  await villa.selectOption(first!);
  await page.getByLabel('Category').selectOption('pool');
  await page.getByLabel('Vendor').fill(vendor);
  await page.getByLabel('Amount').fill('185.40');
  await input.setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: RECEIPT });
  await shoot(page, testInfo, 'expense-form');
  const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  expect(noSideways).toBe(true);
  await page.getByRole('button', { name: 'Save expense' }).click();

  await page.waitForURL(/\/admin\/expenses\/[0-9a-f-]{36}\?done=created$/);
  await expect(page.getByText('The expense was recorded.')).toBeVisible();
  const receiptHref = await page.getByRole('link', { name: 'View receipt' }).getAttribute('href');
  const receipt = await page.request.get(receiptHref!);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['cache-control']).toBe('private, no-store');
  expect(Buffer.from(await receipt.body())).toEqual(RECEIPT);

  await go(page, '/admin/expenses?category=pool');
  const card = page.getByRole('row').filter({ hasText: vendor });
  await expect(card).toContainText('€185.40');
  await expect(card.getByRole('link', { name: 'View receipt' })).toBeVisible();
  await expect(page.getByTestId('expense-totals')).toContainText('EUR');
  await shoot(page, testInfo, 'expenses-list');

  // Clean up: the expense recorded by mistake is deleted, its receipt with it.
  await card.getByRole('link').first().click();
  if (javaScriptEnabled()) await page.waitForURL(/\/admin\/expenses\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Delete expense' }).click();
  await page.waitForURL(/\/admin\/expenses\?done=deleted$/);
  expect((await page.request.get(receiptHref!)).status()).toBe(404);
});
