import { demoContent } from '../../app/server/seed/demo-content';
import { expect, go, javaScriptEnabled, signIn, test } from './helpers';

/**
 * A private listing's journey (issue 31, item 3), with JavaScript on and off: staff make a demo property private
 * and create a share link for a new lead on its editor; the link opens in a browser of its own (no staff cookie):
 * "Prepared for …", while the property's public address is a 404; the lead's page shows the opening; revoked, the
 * link is a 404 at once. The property is published again afterwards.
 */

/** Each project takes its own published demo property. */
const propertyFor = (js: boolean) => demoContent.properties.filter((p) => p.status === 'published')[js ? 0 : 1]!;

test('staff share a private property with one buyer, who opens it; the opening is on their lead; revoked, it is gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const js = javaScriptEnabled();
  const property = propertyFor(js);
  const buyer = `Buyer ${js ? 'Ada' : 'Noé'} Private`;
  const email = `private-${js ? 'js' : 'nojs'}@example.com`;
  await signIn(page);
  await go(page, `/admin/properties/${property.id}`);
  await page.getByLabel('Status').selectOption('private');
  await page.getByRole('button', { name: 'Save Property' }).click();
  await page.waitForURL(/\/admin\/properties(\?.*)?$/);

  try {
    await go(page, `/admin/properties/${property.id}`);
    const sharing = page.getByTestId('private-sharing');
    await expect(sharing).toContainText('This property is private');
    await sharing.getByLabel('New lead’s name').fill(buyer);
    await sharing.getByLabel('New lead’s e-mail').fill(email);
    await sharing.getByRole('button', { name: 'Make a share link' }).click();
    const url = await page.getByTestId('share-url').inputValue();
    expect(url).toMatch(/\/properties\/shared\/[A-Za-z0-9_-]{43}$/);

    // The buyer's own browser.
    const visitor = await browser.newContext({ javaScriptEnabled: js });
    try {
      const buyerPage = await visitor.newPage();
      const opened = await buyerPage.goto(url);
      expect(opened?.status()).toBe(200);
      expect(opened?.headers()['cache-control']).toBe('no-store');
      await expect(buyerPage.getByText(`Prepared for ${buyer}`)).toBeVisible();
      await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(property.title);
      await expect(buyerPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      expect(await buyerPage.locator('script[type="application/ld+json"]').count()).toBe(0);
      expect((await buyerPage.goto(`/properties/${property.id}`))?.status()).toBe(404);

      // The opening, on the lead.
      await go(page, `/admin/properties/${property.id}`);
      await page.getByTestId('private-sharing').getByRole('link', { name: buyer }).click();
      await expect(page.getByTestId('share-openings')).toContainText(`Opened the private link to ${property.title}`);

      // Revoked: gone at once.
      await go(page, `/admin/properties/${property.id}`);
      await page.getByRole('button', { name: `Revoke the link for ${buyer}` }).click();
      await expect(page.getByText('Link revoked: it no longer opens.')).toBeVisible();
      expect((await buyerPage.goto(url))?.status()).toBe(404);
    } finally {
      await visitor.close();
    }
  } finally {
    await go(page, `/admin/properties/${property.id}`);
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Save Property' }).click();
    await page.waitForURL(/\/admin\/properties(\?.*)?$/);
  }
});
