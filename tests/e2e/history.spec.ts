import { ADMIN, expect, go, signIn, test } from './helpers';

/**
 * The history of every change, end to end, with JavaScript and without (issue 17, item 3): staff create a
 * property and change its price; the editor's history shows who changed what (the price, before → after);
 * /admin/history, filtered by that person with its plain GET form, lists the change with a link to the
 * property; once deleted, the property's entries stay, marked deleted.
 */

test('a price change shows on the editor’s history and on /admin/history filtered by the person', async ({ page }) => {
  const title = `E2E History ${test.info().project.name} ${Date.now()}`;
  await signIn(page);

  await go(page, '/admin/properties/new');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('2750000');
  await page.getByRole('textbox', { name: 'Location' }).fill('Flamands');
  await page.getByLabel('Address').fill('Anse des Flamands');
  await page.getByLabel('Description').fill('A villa whose changes the history keeps.');
  await page.getByRole('button', { name: 'Save Property' }).click();
  await page.waitForURL(/\/admin\/properties(\?|$)/);

  await go(page, `/admin/properties?q=${encodeURIComponent(title)}`);
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: /Edit/ }).click();
  await page.waitForURL(/\/admin\/properties\/[0-9a-f-]{36}$/);
  const editor = new URL(page.url()).pathname;
  await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('2900000');
  await page.getByRole('button', { name: 'Save Property' }).click();
  await page.waitForURL(/\/admin\/properties(\?|$)/);

  // The editor's history: newest first, the price change by this member, then the creation.
  await go(page, editor);
  const panel = page.getByRole('region', { name: 'Change history' });
  await expect(panel).toBeVisible();
  const entries = panel.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Changed');
  await expect(entries.first()).toContainText(ADMIN.email);
  await expect(entries.first().getByRole('term')).toHaveText(['Price']);
  await expect(entries.first().getByRole('definition')).toHaveText(/^2,750,000\s*→\s*changed to\s*2,900,000$/);
  await expect(entries.nth(1)).toContainText('Created');

  // The whole history, filtered by the person with the GET form.
  await go(page, '/admin/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await page.getByLabel('Person').selectOption({ label: ADMIN.email });
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/\/admin\/history\?person=[0-9a-f-]{36}/);
  const row = page.getByRole('row').filter({ hasText: title }).filter({ hasText: '2,900,000' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Price');
  await expect(row).toContainText('2,750,000');
  await expect(row.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', editor);
  await expect(row).toContainText(ADMIN.email);
  await expect(page.getByLabel('Person')).toHaveValue(/^[0-9a-f-]{36}$/);

  // Visitors' changes are someone else's: the same entry is not theirs.
  await go(page, '/admin/history?person=visitors');
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // Deleted, the property keeps its history, no longer linked.
  const id = editor.split('/').pop()!;
  const deleted = await page.request.post('/admin/properties', { form: { intent: 'delete', id, confirm: 'yes' } });
  expect(deleted.ok()).toBe(true);
  await go(page, '/admin/history?kind=properties');
  const gone = page.getByRole('row').filter({ hasText: title });
  await expect(gone).toHaveCount(3);
  await expect(gone.first()).toContainText('(deleted)');
  await expect(gone.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
});
