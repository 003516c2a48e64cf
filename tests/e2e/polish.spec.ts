/**
 * Issue 26 ("what a guest, a French buyer and a staff member still stumble on"): the points a browser can check,
 * with JavaScript on and off.
 */
import { expect, go, javaScriptEnabled, test } from './helpers';

test.describe('small but felt', () => {
  test('the sale price bands start with "Under $1M", in the visitor’s language and currency', async ({ page }) => {
    await go(page, '/properties');
    const english = page.getByRole('search').getByLabel('Price Range');
    await expect(english.locator('option').nth(1)).toHaveText('Under $1M');
    await expect(english.locator('option').nth(2)).toHaveText('$1M - $3M');
    await english.selectOption('0-999999');
    if (!javaScriptEnabled()) await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/price=0-999999/);
    const prices = async () =>
      (await page.locator('main article').getByText(/^\$[\d,]+$/).allTextContents()).map((price) =>
        Number(price.replace(/[$,]/g, '')),
      );
    await expect.poll(async () => (await prices()).length).toBeGreaterThan(0);
    await expect.poll(async () => Math.max(...(await prices()))).toBeLessThan(1_000_000);

    await go(page, '/fr/properties');
    const french = page.getByRole('search').getByLabel('Budget');
    await expect(french.locator('option').nth(1)).toHaveText('Moins de €1M');
  });

  test('a filter form asks only for what is set: no empty parameters in the address', async ({ page }) => {
    await go(page, '/rentals');
    const search = page.getByRole('search');
    await search.getByLabel('Bedrooms').selectOption('3');
    if (!javaScriptEnabled()) await search.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/bedrooms=3/);
    const url = new URL(page.url());
    expect([...url.searchParams.keys()]).toEqual(['bedrooms']);
    expect(url.search).not.toMatch(/=(&|$)/);

    await go(page, '/');
    await page.getByRole('search').getByLabel('Location').selectOption('Sint Maarten');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/properties\?/);
    expect(new URL(page.url()).search).toBe('?island=Sint+Maarten');
  });

  test('the message box says its limit before it is met, and the browser keeps to it', async ({ page }) => {
    await go(page, '/contact');
    const message = page.getByLabel(/^Message/);
    await expect(message).toHaveAttribute('maxlength', '5000');
    await expect(page.getByText('Up to 5,000 characters')).toBeVisible();
    await message.fill('x'.repeat(5100));
    expect((await message.inputValue()).length).toBe(5000);
    if (javaScriptEnabled()) {
      await message.fill('Hello there');
      await message.press('!');
      await expect(page.getByText('4,988 characters left')).toBeVisible();
    }
    await go(page, '/fr/contact');
    await expect(page.getByText('Jusqu’à 5\u202f000 caractères')).toBeVisible();
  });
});
