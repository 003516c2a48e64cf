import type { Page } from '@playwright/test';
import { expect, javaScriptEnabled, test, waitForHydration } from './helpers';

/**
 * The French site (issue 14): the language is the URL's, `<html lang>` follows it, every public page names its
 * canonical URL and its reciprocal hreflang alternates, and the header's EN | FR switch is a plain link to the
 * same page in the other language with the filters kept. French prices default to euros. With and without
 * JavaScript.
 */

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled()) await waitForHydration(page);
}

const languages = (page: Page) => page.getByRole('banner').getByRole('group', { name: /^(Language|Langue)$/ });

async function alternates(page: Page) {
  const href = async (selector: string) => page.locator(`head ${selector}`).getAttribute('href');
  return {
    canonical: await href('link[rel="canonical"]'),
    en: await href('link[rel="alternate"][hreflang="en"]'),
    fr: await href('link[rel="alternate"][hreflang="fr"]'),
    xDefault: await href('link[rel="alternate"][hreflang="x-default"]'),
  };
}

test('the home page in both languages: lang, canonical and reciprocal hreflang', async ({ page, baseURL }) => {
  await open(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const en = await alternates(page);
  expect(en).toEqual({ canonical: `${baseURL}/`, en: `${baseURL}/`, fr: `${baseURL}/fr/`, xDefault: `${baseURL}/` });

  await open(page, '/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des demeures d’exception sur deux îles des Caraïbes',
  );
  await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeAttached();
  const fr = await alternates(page);
  expect(fr).toEqual({ ...en, canonical: `${baseURL}/fr/` });
  // French prices default to euros; the chrome speaks French.
  await expect(page.getByRole('group', { name: 'Devise' }).first().getByRole('link', { name: 'EUR' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Tous droits réservés.');
});

test('the switcher keeps the filters, both ways', async ({ page, baseURL }) => {
  await open(page, '/properties?island=Sint+Maarten&bedrooms=2');
  await languages(page).getByRole('link', { name: 'fr' }).click();
  await page.waitForURL(/\/fr\/properties\?/);
  expect(page.url()).toBe(`${baseURL}/fr/properties?island=Sint+Maarten&bedrooms=2`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Propriétés à vendre');
  await expect(page.getByRole('search').getByLabel('Île', { exact: true })).toHaveValue('Sint Maarten');
  // The switcher keeps the filters; the canonical and hreflang links do not (a filtered list is not another page).
  const fr = await alternates(page);
  expect(fr).toEqual({
    canonical: `${baseURL}/fr/properties`,
    en: `${baseURL}/properties`,
    fr: `${baseURL}/fr/properties`,
    xDefault: `${baseURL}/properties`,
  });

  // A French card leads to the French property page.
  const href = await page.locator('main article a').first().getAttribute('href');
  expect(href).toMatch(/^\/fr\/properties\//);

  await languages(page).getByRole('link', { name: 'en' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/fr'));
  expect(page.url()).toBe(`${baseURL}/properties?island=Sint+Maarten&bedrooms=2`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for Sale');
});

test('filters a French list in French', async ({ page }) => {
  await open(page, '/fr/properties');
  const url = page.url();
  await page.getByRole('search').getByLabel('Île', { exact: true }).selectOption('Saint Barthélemy');
  if (!javaScriptEnabled()) await page.getByRole('button', { name: 'Appliquer' }).click();
  await page.waitForURL((next) => next.toString() !== url);
  expect(new URL(page.url()).pathname).toBe('/fr/properties');
  expect(new URL(page.url()).searchParams.get('island')).toBe('Saint Barthélemy');
  await expect(page.locator('main article').first()).toContainText(/chambres?/);
});

test('the other French lists and pages answer in French, with a main heading', async ({ page }) => {
  for (const path of ['/fr/rentals', '/fr/blog', '/fr/contact', '/fr/investment', '/fr/property-management']) {
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
