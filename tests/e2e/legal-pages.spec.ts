import { randomUUID } from 'node:crypto';
import { expect, go, signIn, test } from './helpers';

/**
 * The privacy notice and the legal notice (issue 32, item 2), with JavaScript and without: reached from the
 * footer and from the forms in both languages; an owner edits a text at /admin/settings/legal-pages, visitors
 * see it at once (the cached page is dropped), and "Restore the default text" puts the built-in one back.
 */

test('the footer and the forms lead to the notices, in English and in French', async ({ page }) => {
  await go(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  const table = page.getByTestId('cookie-table');
  for (const name of ['currency', 'favourites', 'compare', '__session', 'theme']) {
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
  }

  await go(page, '/fr/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL(/\/fr\/legal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Directeur de la publication' })).toBeVisible();

  // The contact form's line near its button, in the page's language.
  await go(page, '/contact');
  await expect(page.locator('form#contact').getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await go(page, '/fr/contact');
  await page.locator('form#contact').getByRole('link', { name: 'politique de confidentialité' }).click();
  await expect(page).toHaveURL(/\/fr\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
});

test('an owner edits the legal notice, visitors see it at once, and the default text comes back', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = randomUUID().slice(0, 8);
  // A visitor's earlier visit leaves the page in the cache.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/legal');
  await expect(visitor.getByRole('heading', { name: 'Director of publication' })).toBeVisible();

  await signIn(page);
  await go(page, '/admin/settings');
  await page.getByRole('link', { name: 'Privacy and legal notices' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/legal-pages$/);
  const editor = page.getByTestId('legal-editor-legal');
  try {
    await editor.getByLabel('Text in English (Markdown)').fill(`## Publisher ${tag}\n\nIsland Estates SAS.`);
    await editor.getByLabel('Text in French (Markdown)').fill(`## Éditeur ${tag}\n\nIsland Estates SAS.`);
    await editor.getByRole('button', { name: 'Save · Legal notice' }).click();
    await expect(page.getByText('Saved: the public pages show it now.')).toBeVisible();
    await expect(editor.getByText(/Shows your text, saved/)).toBeVisible();

    await visitor.goto('/legal');
    await expect(visitor.getByRole('heading', { name: `Publisher ${tag}` })).toBeVisible();
    await visitor.goto('/fr/legal');
    await expect(visitor.getByRole('heading', { name: `Éditeur ${tag}` })).toBeVisible();
  } finally {
    await go(page, '/admin/settings/legal-pages');
    const restore = page.getByRole('button', { name: 'Restore the default text · Legal notice' });
    if ((await restore.count()) > 0) {
      await restore.click();
      await expect(page.getByText('Saved: the public pages show it now.')).toBeVisible();
    }
  }
  await expect(editor.getByText('Shows the built-in text.')).toBeVisible();
  await visitor.goto('/legal');
  await expect(visitor.getByRole('heading', { name: 'Director of publication' })).toBeVisible();
  await visitorContext.close();
});
