import type { Page } from '@playwright/test';
import { expect, go, javaScriptEnabled, signIn, test } from './helpers';

/**
 * Content in both languages (issue 14, item 3), with JavaScript and without: staff write a listing's French
 * beside its English (tabs with JavaScript, both panels without), pick amenities from the bilingual
 * vocabulary, and the French page shows the French — or the English, marked lang="en", where it is missing.
 */

/** With JavaScript the French fields sit behind the 'Français' tab; without, they show beside the English. */
async function openFrench(page: Page) {
  if (!javaScriptEnabled()) return;
  const tab = page.getByRole('tab', { name: /Français/ });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function addAmenity(page: Page, text: string) {
  await page.getByLabel('Amenity', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Amenities added' })).toContainText(text);
}

test('staff write a property in French; the French page shows it, and the English where it is missing', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  const stamp = `${test.info().project.name} ${Date.now()}`;
  const title = `E2E Bilingual Villa ${stamp}`;
  const titleFr = `Villa bilingue ${stamp}`;
  await signIn(page);
  await go(page, '/admin/properties/new');

  if (!javaScriptEnabled()) {
    // Both languages at once, each under its name.
    await expect(page.getByRole('group', { name: 'English' })).toBeVisible();
    await expect(page.getByRole('group', { name: /Français/ })).toBeVisible();
  }
  await page.getByLabel('Title').fill(title);
  await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('4100000');
  await page.getByRole('textbox', { name: 'Location' }).fill('Flamands');
  await page.getByLabel('Address').fill('Anse des Flamands');
  await page.getByLabel('Status').selectOption('published');
  await page.getByLabel('Description').fill('A bilingual villa made by the end-to-end suite.');
  await openFrench(page);
  await page.getByLabel('Titre').fill(titleFr);
  await page.getByLabel('Descriptif').fill('Une villa bilingue, créée par les tests de bout en bout.');
  await addAmenity(page, 'Ocean views');
  await addAmenity(page, 'Helicopter on call');
  await page.getByRole('button', { name: 'Save Property' }).click();
  await page.waitForURL(/\/admin\/properties(\?|$)/);

  await go(page, `/admin/properties?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('French missing');
  const path = await row.getByRole('link', { name: /View/ }).getAttribute('href');
  expect(path).toMatch(/^\/properties\/[0-9a-f-]{36}$/);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/fr${path}`);
  const heading = visitor.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(titleFr);
  await expect(heading).not.toHaveAttribute('lang');
  await expect(visitor.getByText('Une villa bilingue, créée par les tests de bout en bout.')).toBeVisible();
  await expect(visitor.locator('li', { hasText: 'Vue sur l’océan' })).not.toHaveAttribute('lang');
  await expect(visitor.locator('li', { hasText: 'Helicopter on call' })).toHaveAttribute('lang', 'en');
  // The English page keeps the English.
  await visitor.goto(path!);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.locator('li', { hasText: 'Ocean views' })).toBeVisible();

  // Without its French title, the listing is flagged and the French page shows the English title, marked.
  await row.getByRole('link', { name: /Edit/ }).click();
  await page.waitForURL(/\/admin\/properties\/[0-9a-f-]{36}$/);
  if (javaScriptEnabled()) await go(page, page.url());
  await openFrench(page);
  await expect(page.getByLabel('Titre')).toHaveValue(titleFr);
  await page.getByLabel('Titre').fill('');
  await page.getByRole('button', { name: 'Save Property' }).click();
  await page.waitForURL(/\/admin\/properties(\?|$)/);
  await go(page, `/admin/properties?q=${encodeURIComponent(title)}&french=missing`);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('French missing');

  await visitor.goto(`/fr${path}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(visitor.getByText('Une villa bilingue, créée par les tests de bout en bout.')).toBeVisible();

  // Clean up: the shared database goes on to other journeys.
  await deleteListed(page, '/admin/properties', title);
  await visitor.close();
});

test('a post with a French address: read in French there, the English address in French leads to it', async ({
  page,
}) => {
  const stamp = `${test.info().project.name}-${Date.now()}`;
  const title = `E2E Bilingual Post ${stamp}`;
  await signIn(page);
  await go(page, '/admin/blogs/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Featured Image URL').fill('/images/demo/blog-01.webp');
  await page.getByLabel('Status').selectOption('published');
  await page.getByLabel('Content').fill('Written in **English**.');
  await openFrench(page);
  await page.getByLabel('Titre').fill(`Article bilingue ${stamp}`);
  await page.getByLabel('Adresse de l’article').fill(`article-bilingue-${stamp}`);
  await page.getByLabel('Contenu').fill('Écrit en **français**.');
  await page.getByRole('button', { name: /^Save/ }).click();
  await page.waitForURL(/\/admin\/blogs(\?|$)/);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/fr/blog/article-bilingue-${stamp}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Article bilingue ${stamp}`);
  await expect(visitor.locator('main strong')).toHaveText('français');
  // Its alternates and the switcher name each language's own address (no redirect in between).
  const english = new RegExp(`/blog/e2e-bilingual-post-${stamp.toLowerCase()}$`);
  await expect(visitor.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', english);
  await expect(visitor.locator('head link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    new RegExp(`/fr/blog/article-bilingue-${stamp}$`),
  );
  await expect(visitor.getByRole('banner').locator('a[hreflang="en"]').first()).toHaveAttribute('href', english);
  // Its English address on the French site leads to its French address.
  await visitor.goto(`/fr/blog/e2e-bilingual-post-${stamp.toLowerCase()}`);
  await expect(visitor).toHaveURL(new RegExp(`/fr/blog/article-bilingue-${stamp}$`));
  await visitor.goto(`/blog/e2e-bilingual-post-${stamp.toLowerCase()}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);

  await deleteListed(page, '/admin/blogs', title);
  await visitor.close();
});

/** Deletes the row titled `title` from an admin list (confirming in the dialog, or on the page without JavaScript). */
async function deleteListed(page: Page, list: string, title: string) {
  await go(page, `${list}?q=${encodeURIComponent(title)}`);
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: /^Delete/ })
    .click();
  if (javaScriptEnabled()) {
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  } else {
    await page.locator('#main').getByRole('button', { name: 'Delete', exact: true }).click();
  }
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
}
