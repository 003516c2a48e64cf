import type { Page } from '@playwright/test';
import { expect, javaScriptEnabled, test, waitForHydration } from './helpers';

/**
 * A visitor reads prices in euros (issue 14): the header's selector is a plain link, remembered in a cookie
 * for every later page; converted prices are marked ≈ with the rate's date in a footnote; the price filter
 * works in euros. The same journey with JavaScript and without.
 */

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled()) await waitForHydration(page);
}

const cards = (page: Page) => page.locator('main article');
const selector = (page: Page) => page.getByRole('group', { name: 'Currency' }).first();
const euros = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('switches to euros, sees ≈ euro prices everywhere and filters in euros', async ({ page, context }) => {
  await open(page, '/properties');
  await expect(cards(page).first()).toContainText(/\$[\d,]+/);
  await expect(page.getByText(/^≈ Converted at/)).toHaveCount(0);

  await selector(page).getByRole('link', { name: 'EUR' }).click();
  await page.waitForURL(/currency=EUR/);
  await expect(selector(page).getByRole('link', { name: 'EUR' })).toHaveAttribute('aria-current', 'true');
  await expect(cards(page).first()).toContainText('≈\u00a0€');
  await expect(page.getByText(/^≈ Converted at €1 = \$[\d.]+, the rate of \w+ \d{1,2}, \d{4}\./)).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'currency')?.value).toBe('EUR');

  // The price filter speaks euros: the band €1M - €3M, every card inside it.
  const priceFilter = page.getByRole('search').getByLabel('Price Range', { exact: true });
  await expect(priceFilter.locator('option', { hasText: '€1M - €3M' })).toHaveCount(1);
  const url = page.url();
  await priceFilter.selectOption({ label: '€1M - €3M' });
  if (!javaScriptEnabled()) await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL((next) => next.toString() !== url);
  expect(new URL(page.url()).searchParams.get('price')).toBe('1000000-3000000');
  // With JavaScript the address changes before the new list arrives: wait until every card is in the band.
  // Converted prices are rounded to €10,000 at this size.
  await expect
    .poll(async () => {
      const prices = (await cards(page).locator('[data-converted]').allTextContents()).map(euros);
      const inBand = prices.every((price) => price >= 990_000 && price <= 3_010_000);
      return prices.length > 0 && prices.length === (await cards(page).count()) && inBand;
    })
    .toBe(true);

  // The cookie carries the choice to the next page, with no parameter in its address.
  await open(page, '/rentals');
  await expect(cards(page).first()).toContainText(/≈\u00a0€[\d,]+ \/ night/);
  await expect(
    page
      .getByRole('search')
      .getByLabel('Price per Night', { exact: true })
      .locator('option', { hasText: '€500 - €1,000' }),
  ).toHaveCount(1);

  // The home page's search card offers the same bands in euros.
  await open(page, '/');
  await expect(
    page.getByRole('search').getByLabel('Price Range', { exact: true }).locator('option', { hasText: '€1M - €3M' }),
  ).toHaveCount(1);
  await open(page, '/rentals');

  // Back to dollars: no more ≈.
  await selector(page).getByRole('link', { name: 'USD' }).click();
  await page.waitForURL(/currency=USD/);
  await expect(cards(page).first()).toContainText(/^(?!.*≈).*\$[\d,]+ \/ night/s);
  await expect(page.getByText(/^≈ Converted at/)).toHaveCount(0);
});
