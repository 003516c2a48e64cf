import { readFile } from 'node:fs/promises';
import { readPdf } from '../helpers/pdf-text';
import { expect, go, test } from './helpers';

/**
 * Issue 31, item 4: from a property page a visitor downloads its brochure (a PDF with the title and the price
 * as the page's title states them), in English and in French, with JavaScript and without; and the page itself
 * prints without the site's chrome, light in either theme, with its address.
 */

/** Demo listing (app/server/seed/demo-content.ts). */
const VILLA_LES_ONDES = '/properties/3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01';

for (const [prefix, label] of [
  ['', 'Download the brochure'],
  ['/fr', 'Télécharger la brochure'],
] as const) {
  test(`a property's brochure downloads from its page (${prefix || '/'})`, async ({ page }) => {
    await go(page, `${prefix}${VILLA_LES_ONDES}`);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    // The page's title says the listed price: '<title> — <price> | Island Estates'.
    const price = /— (.+) \| /.exec(await page.title())![1]!;
    const link = page.getByRole('link', { name: label });
    await expect(link).toHaveAttribute('href', `${prefix}${VILLA_LES_ONDES}/brochure.pdf`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/brochure\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.byteLength).toBeLessThan(5 * 1024 * 1024);
    const pdf = await readPdf(new Uint8Array(bytes));
    expect(pdf.language).toBe(prefix ? 'fr-FR' : 'en-US');
    const plain = (text: string) => text.replace(/\s+/g, ' ');
    expect(pdf.text).toContain(plain(title));
    expect(pdf.text).toContain(plain(price));
  });
}

test('a rental page links its brochure, a PDF in the page’s language', async ({ page }) => {
  await go(page, '/fr/rentals');
  await page.locator('main a[href^="/fr/rentals/"]').first().click();
  await expect(page).toHaveURL(/\/fr\/rentals\/[0-9a-f-]{36}$/);
  const link = page.getByRole('link', { name: 'Télécharger la brochure' });
  const href = (await link.getAttribute('href'))!;
  expect(href).toBe(`${new URL(page.url()).pathname}/brochure.pdf`);
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = await readPdf(new Uint8Array(await response.body()));
  expect(pdf.language).toBe('fr-FR');
  expect(pdf.text).toContain('Par nuit');
  expect(pdf.text).not.toContain('Key facts');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a property page prints without its chrome, light in the ${colorScheme} theme`, async ({ page }, info) => {
    await page.emulateMedia({ colorScheme });
    await go(page, VILLA_LES_ONDES);
    await page.emulateMedia({ media: 'print', colorScheme });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download the brochure' })).toBeHidden();
    await expect(page.locator('main form').first()).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(`${new URL(page.url()).origin}${VILLA_LES_ONDES}`, { exact: true })).toBeVisible();
    const colours = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      heading: getComputedStyle(document.querySelector('h1')!).color,
    }));
    expect(colours.background).toBe('rgb(255, 255, 255)');
    // Dark ink: each channel well below the middle.
    const channels = colours.heading
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number);
    expect(Math.max(...channels)).toBeLessThan(80);
    await page.screenshot({ path: info.outputPath(`print-${colorScheme}.png`), fullPage: true });
  });
}
