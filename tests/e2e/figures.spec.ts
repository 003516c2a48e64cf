import type { Page } from '@playwright/test';
import { expect, go, signIn, test } from './helpers';

/**
 * The dashboard's figures (issue 17, item 4), with JavaScript and without: each chart is an image with its
 * title and description, drawn on the server, with its data table behind a disclosure that opens without
 * JavaScript; the bookings list exports its filtered rows as CSV; and listing page views are counted by the
 * production server — a page answered from the page cache counts, a bot's and a prefetch's do not.
 */

const CHARTS = [
  { id: 'leads-per-week', heading: 'Leads per week', image: 'Leads per week by source' },
  { id: 'conversion', heading: 'Conversion by stage', image: 'Conversion by stage' },
  { id: 'top-listings', heading: 'Top listings by leads', image: 'Top listings by leads' },
  { id: 'page-views', heading: 'Listing page views', image: 'Listing page views a day' },
  { id: 'occupancy', heading: 'Villa occupancy', image: 'Villa occupancy by month' },
];

/** The address of the first listing on a list page (`/properties`, `/rentals`). */
async function firstListing(page: Page, list: '/properties' | '/rentals'): Promise<string> {
  await go(page, list);
  const href = await page
    .locator(`main a[href^="${list}/"]`)
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!).find((h) => /^\/(properties|rentals)\/[0-9a-f-]{36}$/.test(h)),
    );
  expect(href, `a listing on ${list}`).toBeTruthy();
  return href!;
}

test('the dashboard shows each chart with its data table', async ({ page }) => {
  // A lead about a listing this week, so every chart has something to draw whenever the demo content was made.
  await go(page, await firstListing(page, '/properties'));
  const form = page.locator('form#property-inquiry');
  await form.getByLabel('Full Name').fill('Figures Visitor');
  await form.getByLabel('Email Address').fill('figures@example.com');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText("Thank you for your inquiry! We'll get back to you shortly.")).toBeVisible();

  await signIn(page);
  await go(page, '/admin');
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures).toBeVisible();
  for (const chart of CHARTS) {
    const card = page.getByRole('region', { name: chart.heading, exact: true });
    await expect(card, chart.id).toBeVisible();
    // The demo content has leads, villas and page views: a chart, not an empty state.
    await expect(card.getByRole('img', { name: chart.image, exact: true })).toBeVisible();
    const table = card.getByRole('table').first();
    await expect(table).toBeHidden();
    await card.getByText('Data table', { exact: true }).click();
    await expect(table).toBeVisible();
    expect(await table.getByRole('row').count(), chart.id).toBeGreaterThan(1);
  }
});

test('the bookings list exports its filtered rows as CSV', async ({ page }) => {
  await signIn(page);
  await go(page, '/admin/bookings?status=confirmed&order=arrival');
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', '/admin/bookings/export.csv?status=confirmed&order=arrival');
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Reference,Villa,Source,Guest name,E-mail,Phone,Arrival,Departure,Nights/);
  for (const line of lines.slice(1)) expect(line).toContain(',Confirmed,');
});

/** Today's listing page views, as the dashboard's table says. */
async function viewsToday(page: Page): Promise<number> {
  await go(page, '/admin');
  const daily = page
    .getByRole('region', { name: 'Listing page views', exact: true })
    .getByRole('table', { name: 'Listing page views a day', includeHidden: true });
  // The table sits in a closed disclosure: read, not shown.
  const today = daily.getByRole('row', { includeHidden: true }).last();
  return Number(await today.getByRole('cell', { includeHidden: true }).last().textContent());
}

test(
  'listing page views are counted by the server, from the page cache too, never for bots or prefetches',
  { tag: '@no-js-only' },
  async ({ page, playwright }) => {
    test.setTimeout(120_000);
    await signIn(page);
    // Counts are written every ~10 s: wait until nothing counted before this test is still on its way.
    let before = await viewsToday(page);
    for (let settled = false; !settled;) {
      await page.waitForTimeout(11_000);
      const now = await viewsToday(page);
      settled = now === before;
      before = now;
    }
    const href = await firstListing(page, '/rentals');

    // A visitor without cookies, as a browser says it is: the second answer comes from the page cache.
    const visitor = await playwright.request.newContext({
      baseURL: new URL(page.url()).origin,
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    await visitor.get(href);
    const cached = await visitor.get(href);
    expect(cached.status()).toBe(200);
    expect(cached.headers()['x-cache']).toBe('hit');
    await visitor.get(href, {
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    await visitor.get(href, { headers: { 'Sec-Purpose': 'prefetch' } });
    await visitor.dispose();

    await expect.poll(() => viewsToday(page), { timeout: 30_000, intervals: [2_000] }).toBe(before + 2);
    await page.waitForTimeout(11_000);
    expect(await viewsToday(page)).toBe(before + 2);
  },
);

test('the charts read on a phone and fill their cards on a desktop (issue 26)', async ({ page }) => {
  await signIn(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await go(page, '/admin');
    for (const chart of CHARTS) {
      const image = page
        .getByRole('region', { name: chart.heading, exact: true })
        .getByRole('img', { name: chart.image, exact: true });
      await expect(image).toBeVisible();
      // Every label's type as rendered: its size in the drawing's units times the drawing's scale, at least 11 px.
      const sizes = await image.evaluate((svg) => {
        const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        return [...svg.querySelectorAll('text')].map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
      });
      expect(sizes.length, chart.id).toBeGreaterThan(0);
      expect(Math.min(...sizes), `${chart.id} at ${width} px`).toBeGreaterThanOrEqual(11);
    }
    // The leads chart spans its card.
    const card = page.getByRole('region', { name: 'Leads per week', exact: true });
    const [cardBox, imageBox] = [
      await card.boundingBox(),
      await card.getByRole('img', { name: 'Leads per week by source' }).boundingBox(),
    ];
    expect(imageBox!.width / cardBox!.width, `leads chart at ${width} px`).toBeGreaterThan(0.85);
  }
});
