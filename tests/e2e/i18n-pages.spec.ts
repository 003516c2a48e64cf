import type { Page } from '@playwright/test';
import type { Texts } from '../../app/domain/i18n/catalogue';
import { blogTexts } from '#app/domain/content/texts/blog';
import { errorsTexts } from '../../app/domain/i18n/texts/errors';
import { investmentTexts } from '../../app/domain/i18n/texts/investment';
import { managementTexts } from '../../app/domain/i18n/texts/management';
import { expect, javaScriptEnabled, test, waitForHydration } from './helpers';

/**
 * The blog, the service pages and the error pages in French (issue 14): French headings, dates, links that
 * stay under /fr, French titles, 404s in French with their status, and none of the page's English interface
 * texts left (compared against the English catalogue). With and without JavaScript.
 */

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  if (javaScriptEnabled()) await waitForHydration(page);
}

/** The English texts of a namespace that French would show differently (functions skipped; short words too, which content may hold). */
function englishTexts(catalogue: { en: Texts; fr: Texts }): string[] {
  return Object.entries(catalogue.en)
    .filter(([key, text]) => typeof text === 'string' && text.length >= 12 && text !== catalogue.fr[key])
    .map(([, text]) => text as string);
}

/** The page's interface text: the main landmark without the posts' own (English) content. */
async function interfaceText(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const content of copy.querySelectorAll('.prose-text, article h2, article h1, article p.flex-1'))
      content.remove();
    return copy.innerText;
  });
}

async function expectNoEnglish(page: Page, ...catalogues: { en: Texts; fr: Texts }[]) {
  const text = await interfaceText(page);
  const left = catalogues.flatMap(englishTexts).filter((english) => text.includes(english));
  expect(left).toEqual([]);
}

test('the blog in French: list, post, dates, links and titles', async ({ page }) => {
  await open(page, '/fr/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le Journal des îles');
  await expect(page).toHaveTitle('Journal | Island Estates');
  // Dates the French way: '23 novembre 2026'.
  await expect(page.locator('main article time').first()).toHaveText(
    /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
  );
  const readMore = page.getByRole('link', { name: /^Lire la suite/ }).first();
  const href = await readMore.getAttribute('href');
  expect(href).toMatch(/^\/fr\/blog\/[^/]+$/);
  await expectNoEnglish(page, blogTexts);

  await readMore.click();
  await page.waitForURL(/\/fr\/blog\/.+/);
  await expect(page.locator('main header p.eyebrow')).toContainText(/\d+\u00a0min de lecture/);
  await expect(page.getByText('Vous rêvez d’une maison dans les îles\u00a0?')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Retour au journal' }).first()).toHaveAttribute(
    'href',
    '/fr/blog',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
    'href',
    '/fr/contact',
  );
  await expectNoEnglish(page, blogTexts);
});

test('a missing post answers 404 with the spec’s text in French', async ({ page }) => {
  await open(page, '/fr/blog/no-such-post', 404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article introuvable');
  await expect(page.getByText('L’article que vous cherchez n’existe pas ou a été retiré.')).toBeVisible();
  await expect(page).toHaveTitle('Article introuvable | Island Estates');
  await expect(page.getByRole('main').getByRole('link', { name: 'Retour au journal' })).toHaveAttribute(
    'href',
    '/fr/blog',
  );
});

test('the investment page in French', async ({ page }) => {
  await open(page, '/fr/investment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investir à Sint Maarten');
  await expect(page).toHaveTitle('Investir à Sint Maarten | Island Estates');
  await expect(page.getByRole('heading', { name: '9 bonnes raisons d’investir' })).toBeVisible();
  await expect(page.getByText('3,8\u00a0%', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Parler à un conseiller' })).toHaveAttribute(
    'href',
    '/fr/contact?topic=investment#contact-form',
  );
  await expect(page.getByRole('link', { name: 'Voir les propriétés' }).first()).toHaveAttribute(
    'href',
    '/fr/properties?island=Sint+Maarten',
  );
  await expectNoEnglish(page, investmentTexts);
});

test('the property management page in French', async ({ page }) => {
  await open(page, '/fr/property-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestion locative');
  await expect(page).toHaveTitle('Gestion locative | Island Estates');
  await expect(page.getByRole('heading', { name: 'Nos formules de gestion' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Essentiel', level: 3 })).toBeVisible();
  await expect(page.getByText('12\u00a0%', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choisir Prestige' })).toHaveAttribute(
    'href',
    '/fr/contact?topic=management&package=Luxury#contact-form',
  );
  await expect(page.getByRole('heading', { name: 'Ce qu’en disent les propriétaires' })).toBeVisible();
  await expectNoEnglish(page, managementTexts);
});

test('an unknown French address answers 404 in French, with a way to the French home page', async ({ page }) => {
  await open(page, '/fr/nonexistent', 404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page).toHaveTitle('Page introuvable | Island Estates');
  await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute(
    'href',
    '/fr/',
  );
  await expectNoEnglish(page, errorsTexts);
});

test('the English pages keep their texts', async ({ page }) => {
  await open(page, '/investment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invest in Sint Maarten');
  await open(page, '/property-management');
  await expect(page.getByRole('link', { name: 'Choose Luxury' })).toHaveAttribute(
    'href',
    '/contact?topic=management&package=Luxury#contact-form',
  );
  await open(page, '/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Island Journal');
  await open(page, '/nonexistent', 404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | Island Estates');
});
