import type { Page } from '@playwright/test';
import { addDays, isoWeekday, type CalendarDate } from '../../app/domain/booking/dates';
import { demoContent } from '../../app/server/seed/demo-content';
import { expect, go, test } from './helpers';

/**
 * A fresh clone's French site reads French (issue 26, item 9), with JavaScript and without: every card and
 * every page of the demo's properties, rentals and posts shows its French — no element of the content is
 * marked `lang="en"`, the English fallback of decision 010 — and a villa's quote in high season names the
 * season in French.
 */

const LISTS = [
  { path: '/fr/properties', detail: /^\/fr\/properties\/[^/?]+$/ },
  { path: '/fr/rentals', detail: /^\/fr\/rentals\/[^/?]+$/ },
  { path: '/fr/blog', detail: /^\/fr\/blog\/[^/?]+$/ },
];

const published = <T extends { status: string }>(rows: readonly T[]) =>
  rows.filter((row) => row.status === 'published');
/** What the French pages must show: every published demo title in French. */
const FRENCH_TITLES = [
  ...published(demoContent.properties),
  ...published(demoContent.rentals),
  ...published(demoContent.blogPosts),
].map((row) => row.title_fr!);
/** English demo texts that have a French (titles that are names are the same in both). */
const ENGLISH_TEXTS = [
  ...[...demoContent.properties, ...demoContent.rentals].flatMap((row) => [
    row.title === row.title_fr ? null : row.title,
    row.description.split('\n\n')[0]!.slice(0, 60),
  ]),
  ...demoContent.blogPosts.flatMap((post) => [post.title, post.content.slice(0, 60)]),
].filter((text): text is string => text !== null);

/** The content's elements marked English (the header's language switch is chrome, not content). */
async function englishInMain(page: Page): Promise<string[]> {
  return page
    .locator('main [lang="en"]')
    .evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 160)));
}

async function expectFrench(page: Page) {
  expect(await englishInMain(page), page.url()).toEqual([]);
  const text = await page.locator('main').innerText();
  expect(
    ENGLISH_TEXTS.filter((english) => text.includes(english)),
    page.url(),
  ).toEqual([]);
}

test('every card and page of the French properties, rentals and journal shows the demo content in French', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const details = new Set<string>();
  const titlesSeen = new Set<string>();
  for (const list of LISTS) {
    // Every page of the list (the properties fill two).
    let next: string | null = list.path;
    while (next) {
      await go(page, next);
      await expectFrench(page);
      for (const title of await page.locator('main article h2, main article h3').allInnerTexts())
        titlesSeen.add(title.trim());
      for (const href of await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
        if (list.detail.test(href)) details.add(href);
      next = await page
        .locator('main a[rel="next"]')
        .first()
        .getAttribute('href', { timeout: 1_000 })
        .catch(() => null);
    }
  }
  expect([...titlesSeen].sort()).toEqual(expect.arrayContaining([...FRENCH_TITLES].sort()));
  expect(details.size).toBe(FRENCH_TITLES.length);

  for (const path of details) {
    await go(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(FRENCH_TITLES, path).toContain(heading);
    await expectFrench(page);
  }
});

/** A Saturday (the grandest villas' arrival day in high season) three weeks into the demo's next high season. */
function highSeasonSaturday(rentalId: string): CalendarDate {
  const today = new Date().toISOString().slice(0, 10);
  const season = demoContent.seasons.find(
    (candidate) => candidate.rental_id === rentalId && candidate.name === 'High season' && candidate.start_date > today,
  );
  if (!season) throw new Error('the demo has no high season ahead');
  let date = addDays(season.start_date as CalendarDate, 21);
  while (isoWeekday(date) !== 6) date = addDays(date, 1);
  return date;
}

test('a villa’s quote in high season names the season in French, and its calendar too', async ({ page }) => {
  // Villa Azur, Lurin: Saturday arrivals and seven nights in high season.
  const villa = demoContent.rentals.find((rental) => rental.title === 'Villa Azur, Lurin')!;
  const checkIn = highSeasonSaturday(villa.id);
  const checkOut = addDays(checkIn, 7);
  await go(
    page,
    `/fr/rentals/${villa.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&month=${checkIn.slice(0, 7)}`,
  );
  const box = page.locator('#booking');
  await expect(box.getByText(/^7\snuits × .+ — Haute saison$/)).toBeVisible();
  await expect(box).not.toContainText('High season');
  const calendar = page.locator('#availability');
  await expect(calendar.getByText('Haute saison', { exact: true }).first()).toBeVisible();
  await expect(calendar).not.toContainText('High season');
  expect(await englishInMain(page)).toEqual([]);

  // The English page keeps the English name.
  await go(page, `/rentals/${villa.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  await expect(page.locator('#booking').getByText(/^7 nights × .+ — High season$/)).toBeVisible();
});
