import { demoContent } from '../../app/server/seed/demo-content';
import { expect, go, test } from './helpers';

/**
 * Issue 31, items 5 and 7, in a browser with JavaScript on and off: saved properties compared side by side
 * (plain forms, a cookie, a real table whose differing rows say so), and a listing's "WhatsApp us" (counted by
 * the site, then wa.me with the listing named; wa.me itself is answered here, as the machine has no internet).
 */

const published = demoContent.properties.filter((property) => property.status === 'published');
// Two homes whose bedrooms differ, so the table has a row marked as differing.
const first = published[0]!;
const second = published.find((property) => property.bedrooms !== first.bedrooms)!;

test('compares saved properties side by side, in English and in French', async ({ page, context, baseURL }) => {
  const cookie = [first, second].map((property) => `p:${property.id}`).join('.');
  await context.addCookies([{ name: 'favourites', value: cookie, url: baseURL! }]);

  await go(page, '/saved');
  for (const property of [first, second]) {
    const compare = page.getByRole('button', { name: `Compare — ${property.title}` });
    await compare.click();
    await expect(page.getByRole('button', { name: `In comparison: remove — ${property.title}` })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Compare (2 of 4)' }).click();
  await expect(page).toHaveURL(/\/saved\?view=compare$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare properties' })).toBeVisible();

  const table = page.getByRole('table');
  await expect(table.locator('thead').getByRole('columnheader')).toHaveText([
    new RegExp(`^${first.title}`),
    new RegExp(`^${second.title}`),
  ]);
  const bedrooms = table.getByRole('row', { name: /^Bedrooms differs/ });
  await expect(bedrooms.getByRole('cell')).toHaveText([String(first.bedrooms), String(second.bedrooms)]);
  // Both homes are on the islands' list of islands; the island row differs or not, but it is there.
  await expect(table.getByRole('rowheader', { name: /^Island/ })).toBeVisible();

  await page.getByRole('link', { name: 'Show only what differs' }).click();
  await expect(page).toHaveURL(/only=differences/);
  await expect(table.getByRole('rowheader', { name: /^Bedrooms differs/ })).toBeVisible();
  const rows = await table.getByRole('rowheader').allTextContents();
  expect(rows.filter((text) => !/differs|Amenities/.test(text))).toEqual([]);

  await go(page, '/fr/saved?view=compare');
  await expect(page.getByRole('heading', { level: 1, name: 'Comparer les propriétés' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /^Chambres diffère/ })).toBeVisible();

  // Removing one from the table leaves the other.
  await page.getByRole('button', { name: `Retirer — ${first.title}` }).click();
  await expect(page.getByRole('table').locator('thead').getByRole('columnheader')).toHaveText([
    new RegExp(`^${second.title}`),
  ]);
});

test('opens a WhatsApp chat naming the listing, in the page language', async ({ page }) => {
  const villa = demoContent.rentals.find((rental) => rental.status === 'published')!;
  const opened: string[] = [];
  await page.route('https://wa.me/**', async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title><p>chat</p>' });
  });

  await go(page, `/properties/${first.id}`);
  await page.getByRole('link', { name: 'WhatsApp us' }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/590590000000\?text=/);
  expect(new URL(opened[0]!).searchParams.get('text')).toContain(`I would like to know more about ${first.title}`);

  await go(page, `/fr/rentals/${villa.id}`);
  await page.getByRole('link', { name: 'Écrivez-nous sur WhatsApp' }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\//);
  const text = new URL(opened[1]!).searchParams.get('text')!;
  expect(text).toMatch(/^Bonjour, je souhaiterais en savoir plus sur /);
  expect(text).toContain(`/fr/rentals/${villa.id}`);
});
