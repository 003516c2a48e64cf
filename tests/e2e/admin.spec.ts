import type { Page } from '@playwright/test';
import { ADMIN, completeSecondStep, expect, go, javaScriptEnabled, signIn, test } from './helpers';

/** Clicks a button that posts, and waits until the server has answered (fetchers update optimistically). */
async function post(page: Page, button: ReturnType<Page['getByRole']>) {
  const answered = page.waitForResponse((r) => r.request().method() === 'POST');
  await button.click();
  await answered;
  if (!javaScriptEnabled()) await page.waitForLoadState();
}

/** A row button's accessible name: its label, then the row's title for screen readers. */
const named = (label: string, title: string) =>
  new RegExp(`^${label}\\s*: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Deletes a row from a list or editor: a dialog with JavaScript, a confirmation step without. */
async function confirmDelete(page: Page, name: RegExp | string) {
  await page.getByRole('button', { name }).first().click();
  if (javaScriptEnabled()) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('This action cannot be undone.');
    // The row hides at once (an optimistic UI); the delete is done when its POST is answered.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Delete' }).click(),
    ]);
  } else {
    await expect(page.locator('#confirm-delete-text')).toHaveText(
      /Are you sure you want to delete this .*\? This action cannot be undone\./,
    );
    await page.locator('#main').getByRole('button', { name: 'Delete', exact: true }).click();
  }
}

/** The id in a row's public View link. */
async function publicPath(page: Page, title: string, prefix: string): Promise<string> {
  const href = await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('link', { name: /View/ })
    .getAttribute('href');
  expect(href).toMatch(new RegExp(`^${prefix}`));
  return href!;
}

test.describe('staff journeys', () => {
  test('sign in: a visitor is sent to /login, a wrong password is refused, the right one opens the dashboard', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await page.goto('/admin/properties');
    await page.waitForURL(/\/login\?redirectTo=%2Fadmin%2Fproperties/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Authentication Error');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password. Please try again.');
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Then the second factor (docs/decisions/021-two-factor.md), and on to the page asked for.
    await page.waitForURL(
      /\/login\/verify\?redirectTo=%2Fadmin%2Fproperties$|\/admin\/account\/two-factor\?redirectTo=%2Fadmin%2Fproperties$/,
    );
    await completeSecondStep(page, ADMIN.email);
    await page.waitForURL(/\/admin\/properties$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin Login' })).toHaveCount(0);
  });

  test('a property: create, publish, feature, edit and delete, and the public site follows', async ({
    page,
    consoleErrors,
  }) => {
    // Create, publish, feature, edit and delete, each checked on the public site: past 60 s on a loaded machine.
    test.slow();
    consoleErrors.allow(/status of 404/);
    const title = `E2E Villa ${test.info().project.name} ${Date.now()}`;
    await signIn(page);
    await go(page, '/admin/properties/new');
    await expect(page.getByRole('heading', { name: 'Add New Property' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('2750000');
    await page.getByRole('textbox', { name: 'Location' }).fill('Flamands');
    await page.getByLabel('Address').fill('Anse des Flamands');
    await page.getByLabel('Description').fill('A test villa made by the end-to-end suite.');
    await page.getByLabel('Image URL').fill('/images/demo/villa-01.webp');
    await page.getByRole('button', { name: 'Add Image' }).click();
    await expect(page.getByText('Main Image').first()).toBeVisible();
    await page.getByRole('button', { name: 'Save Property' }).click();
    await page.waitForURL(/\/admin\/properties(\?|$)/);

    await go(page, `/admin/properties?q=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    const path = await publicPath(page, title, '/properties/');
    // Drafts are not public.
    expect((await page.request.get(path, { headers: { Cookie: '' } })).status()).toBe(404);

    await post(page, row.getByRole('button', { name: named('Publish', title) }));
    await expect(row.getByRole('button', { name: named('Set as Draft', title) })).toBeVisible();
    await post(page, row.getByRole('button', { name: named('Featured', title) }));
    await expect(row.getByRole('button', { name: named('Featured', title) })).toHaveAttribute('aria-pressed', 'true');

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();

    await row.getByRole('link', { name: /Edit/ }).click();
    await page.waitForURL(/\/admin\/properties\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Edit Property' })).toBeVisible();
    await page.getByLabel('Title').fill(`${title} (edited)`);
    await page.getByRole('button', { name: 'Save Property' }).click();
    await page.waitForURL(/\/admin\/properties(\?|$)/);
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${title} (edited)`);

    await go(page, `/admin/properties?q=${encodeURIComponent(title)}`);
    await confirmDelete(page, named('Delete', `${title} (edited)`));
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    const gone = await visitor.goto(path);
    expect(gone?.status()).toBe(404);
    await visitor.close();
  });

  test('a rental and a blog post: create published, see them public, delete', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const stamp = `${test.info().project.name} ${Date.now()}`;
    await signIn(page);

    await go(page, '/admin/rentals/new');
    await page.getByLabel('Title').fill(`E2E Rental ${stamp}`);
    await page.getByRole('textbox', { name: 'Location' }).fill('Maho');
    await page.getByLabel('Address').fill('Maho Road');
    await page.getByRole('spinbutton', { name: 'Daily Rate', exact: true }).fill('950');
    await page.getByLabel('Status').selectOption('published');
    await page.getByLabel('Description').fill('A test rental.');
    await page.getByRole('button', { name: 'Save Rental' }).click();
    await page.waitForURL(/\/admin\/rentals(\?|$)/);
    await go(page, `/admin/rentals?q=${encodeURIComponent(`E2E Rental ${stamp}`)}`);
    await expect(page.getByRole('row').filter({ hasText: `E2E Rental ${stamp}` })).toContainText('night');
    const rentalPath = await publicPath(page, `E2E Rental ${stamp}`, '/rentals/');
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(rentalPath);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`E2E Rental ${stamp}`);
    await confirmDelete(page, named('Delete', `E2E Rental ${stamp}`));
    await expect(page.getByRole('row').filter({ hasText: `E2E Rental ${stamp}` })).toHaveCount(0);
    expect((await visitor.goto(rentalPath))?.status()).toBe(404);

    const postTitle = `E2E Post ${stamp}`;
    await go(page, '/admin/blogs/new');
    await expect(page.getByRole('heading', { name: 'Add New Blog Post' })).toBeVisible();
    await page.getByLabel('Title').fill(postTitle);
    await page.getByLabel('Featured Image URL').fill('/images/demo/blog-01.webp');
    await page.getByLabel('Status').selectOption('published');
    await page.getByLabel('Content').fill('## Hello\n\nWritten by the **end-to-end** suite.');
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.waitForURL(/\/admin\/blogs(\?|$)/);
    await go(page, `/admin/blogs?q=${encodeURIComponent(postTitle)}`);
    const postPath = await publicPath(page, postTitle, '/blog/');
    expect(postPath).toMatch(/^\/blog\/e2e-post-/);
    await visitor.goto(postPath);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(postTitle);
    await expect(visitor.locator('main strong')).toHaveText('end-to-end');
    await confirmDelete(page, named('Delete', postTitle));
    await expect(page.getByRole('row').filter({ hasText: postTitle })).toHaveCount(0);
    expect((await visitor.goto(postPath))?.status()).toBe(404);
    await visitor.close();
  });

  test('an inquiry: sent by a visitor, read and deleted by staff; then sign out', async ({ page }) => {
    const name = `E2E Lead ${test.info().project.name} ${Date.now()}`;
    await go(page, '/contact');
    const form = page.locator('form#contact');
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Email Address').fill('lead@example.com');
    await form.getByLabel('Message').fill('Please call me about management.');
    await form.getByRole('button', { name: /Send/ }).click();
    await expect(page.getByText("Thank you for your message! We'll be in touch soon.")).toBeVisible();

    await signIn(page);
    await go(page, `/admin/inquiries?q=${encodeURIComponent(name)}`);
    await page
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    await page.waitForURL(/\/admin\/inquiries\/[0-9a-f-]{36}/);
    if (javaScriptEnabled()) {
      // Opening it marks it read (a POST made by the page, never the GET itself).
      await expect(page.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    } else {
      await page.getByRole('button', { name: 'Mark as Read' }).click();
      await expect(page.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    }
    await expect(page.locator('#main')).toContainText('Read');
    await expect(page.getByRole('link', { name: 'lead@example.com' })).toHaveAttribute(
      'href',
      'mailto:lead@example.com',
    );
    await confirmDelete(page, /^Delete/);
    await page.waitForURL(/\/admin\/inquiries(\?|$)/);
    await go(page, `/admin/inquiries?q=${encodeURIComponent(name)}`);
    await expect(page.getByText('No inquiries found')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin Login' })).toBeVisible();
    await page.goto('/admin');
    await page.waitForURL(/\/login\?redirectTo=%2Fadmin/);
  });
});
