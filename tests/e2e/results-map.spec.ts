import type { Locator, Page } from '@playwright/test';
import { expect, go, javaScriptEnabled, test } from './helpers';

/**
 * The results' map view (issue 15): /properties and /rentals, in English and French, with JavaScript and
 * without — the List | Map switch keeps the filters, the map view keeps its place through the filters and
 * the pages, its markers are named links to the listings, and with JavaScript a card and its marker light
 * up together.
 */

const switchOf = (page: Page, label = 'View results as') => page.getByRole('group', { name: label });
const markers = (page: Page) => page.locator('figure svg a[data-marker]');
/** The maps' captions (a figure's own text also holds the place names drawn on the map). */
const captions = (page: Page) => page.locator('figure figcaption');

/** The names of the listings whose cards the page shows, by id (a card's title links to the listing). */
async function cardTitles(page: Page): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const item of await page.locator('li[data-listing]').all()) {
    titles.set((await item.getAttribute('data-listing'))!, await item.getByRole('heading').innerText());
  }
  return titles;
}

/** Every marker is a link named by its listing's title, to that listing's page, and has a card beside it. */
async function expectNamedMarkerLinks(page: Page, pathPrefix: string) {
  const titles = await cardTitles(page);
  const all = await markers(page).all();
  expect(all.length).toBeGreaterThan(0);
  for (const marker of all) {
    const id = (await marker.getAttribute('data-marker'))!;
    expect(titles.has(id), `a card for marker ${id}`).toBe(true);
    await expect(marker).toHaveAccessibleName(titles.get(id)!);
    expect(await marker.getAttribute('href')).toMatch(new RegExp(`^${pathPrefix}/${id}(\\?|$)`));
  }
}

test('switching /properties to the map keeps the filters and the sort; the markers lead to the listings', async ({
  page,
}) => {
  await go(page, '/properties?island=Saint+Barth%C3%A9lemy&sort=price-asc');
  const views = switchOf(page);
  await expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('figure svg')).toHaveCount(0);

  await views.getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('island')).toBe('Saint Barthélemy');
  expect(params.get('sort')).toBe('price-asc');
  await expect(views.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  await expect(views.getByRole('link', { name: 'List' })).not.toHaveAttribute('aria-current');

  // One island filtered: one map, its caption naming the island and how many of the page's listings it shows.
  const figure = page.getByRole('figure');
  await expect(figure).toHaveCount(1);
  const count = await markers(page).count();
  await expect(captions(page)).toContainText(
    `Map of Saint Barthélemy with ${count === 1 ? 'one listing' : `${count} listings`} from this page`,
  );
  await expectNamedMarkerLinks(page, '/properties');

  // The page still lists every result; the one without a location says so.
  const unplaced = page.locator('li[data-listing]').filter({ hasText: 'Villa Colombier Heights' });
  await expect(unplaced).toContainText('Not on the map: no location yet');
  await expect(page.locator('li[data-listing]')).toHaveCount(count + 1);

  // Back to the list: the same filters, no view parameter.
  await views.getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('view') && url.searchParams.get('sort') === 'price-asc');
  await expect(page.locator('figure svg')).toHaveCount(0);

  // Following a marker opens its listing.
  await go(page, '/properties?island=Saint+Barth%C3%A9lemy&sort=price-asc&view=map');
  const marker = markers(page).last();
  const name = (await marker.getAttribute('aria-label'))!;
  const href = (await marker.getAttribute('href'))!;
  await marker.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the map view survives the filter form, the reset and the pages', async ({ page }) => {
  await go(page, '/properties?view=map');
  // Both islands on the first page of everything.
  await expect(page.getByRole('figure')).toHaveCount(2);
  await expect(captions(page).nth(1)).toContainText(/^Map of Sint Maarten with/);

  // The pages keep the view.
  const pages = page.getByRole('navigation', { name: 'Property pages' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('view') === 'map');
  await expect(page.getByRole('figure').first()).toBeVisible();

  // So does the filter form (a hidden field), with or without JavaScript.
  const search = page.getByRole('search', { name: 'Filter properties' });
  const url = page.url();
  await search.getByLabel('Location').selectOption('Sint Maarten');
  if (!javaScriptEnabled()) await search.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL((next) => next.toString() !== url);
  const params = new URL(page.url()).searchParams;
  expect(params.get('island')).toBe('Sint Maarten');
  expect(params.get('view')).toBe('map');
  expect(params.has('page')).toBe(false);
  await expect(page.getByRole('figure')).toHaveCount(1);
  await expect(captions(page)).toContainText(/^Map of Sint Maarten with/);

  // Reset Filters clears the filters, not the view.
  await search.getByRole('link', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/\/properties\?view=map$/);
  await expect(page.getByRole('figure')).toHaveCount(2);
});

test('rentals have a map view too, its markers leading to the villas', async ({ page }) => {
  await go(page, '/rentals?guests=2');
  await switchOf(page).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('view') === 'map' && url.searchParams.get('guests') === '2',
  );
  await expect(captions(page).first()).toContainText(/^Map of (Saint Barthélemy|Sint Maarten) with/);
  await expectNamedMarkerLinks(page, '/rentals');
});

test('the map view in French', async ({ page }) => {
  await go(page, '/fr/properties?view=map');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const views = switchOf(page, 'Afficher les résultats en');
  await expect(views.getByRole('link', { name: 'Carte' })).toHaveAttribute('aria-current', 'page');
  await expect(views.getByRole('link', { name: 'Liste' })).toHaveAttribute('href', '/fr/properties');
  await expect(captions(page).first()).toContainText(
    /^Carte de Saint Barthélemy avec (un bien|\d+ biens) de cette page/,
  );
  await expectNamedMarkerLinks(page, '/fr/properties');
  const pages = page.getByRole('navigation', { name: 'Pages de résultats' });
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/fr/properties?page=2&view=map');

  // Saint-Barthélemy's listings: one has no location yet, and says so in French.
  await go(page, '/fr/properties?island=Saint+Barth%C3%A9lemy&view=map');
  await expect(page.getByText('Absent de la carte\u00a0: emplacement pas encore renseigné')).toHaveCount(1);
});

test('on a phone the maps come first, above the list, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await go(page, '/properties?view=map');
  const firstMap = await page.getByRole('figure').first().boundingBox();
  const firstCard = await page.locator('li[data-listing]').first().boundingBox();
  expect(firstMap!.y + firstMap!.height).toBeLessThan(firstCard!.y);
  expect(firstMap!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe('with JavaScript', { tag: '@js-only' }, () => {
  const item = (page: Page, id: string) => page.locator(`li[data-listing="${id}"]`);
  const markerOf = (page: Page, id: string) => page.locator(`figure svg a[data-marker="${id}"]`);
  const lit = (locator: Locator) => expect(locator).toHaveAttribute('data-active', 'true');
  const unlit = (locator: Locator) => expect(locator).not.toHaveAttribute('data-active');

  test('the list view loads none of the map view’s code; the map view fetches it', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') chunks.push(new URL(request.url()).pathname);
    });
    await go(page, '/properties');
    await page.waitForLoadState('networkidle');
    expect(chunks.filter((path) => path.includes('ResultsMap'))).toEqual([]);
    await switchOf(page).getByRole('link', { name: 'Map' }).click();
    await expect(page.getByRole('figure').first()).toBeVisible();
    expect(chunks.filter((path) => path.includes('ResultsMap'))).toHaveLength(1);
  });

  test('pointing at or focusing a card lights its marker, and a marker its card', async ({ page }) => {
    await go(page, '/properties?view=map');
    // The map view's code arrives after the page's (a chunk of its own): wait until React owns the cards.
    await page.waitForFunction(() => {
      const card = document.querySelector('li[data-listing]');
      return Boolean(card && Object.keys(card).some((key) => key.startsWith('__reactProps$')));
    });
    const [first, second] = await Promise.all(
      [0, 1].map(async (n) => (await markers(page).nth(n).getAttribute('data-marker'))!),
    );

    await item(page, first!).hover();
    await lit(markerOf(page, first!));
    await unlit(markerOf(page, second!));

    // Focus (the card's link) does the same as the pointer.
    await page.mouse.move(0, 0);
    await unlit(markerOf(page, first!));
    await item(page, second!).getByRole('link').focus();
    await lit(markerOf(page, second!));
    await unlit(markerOf(page, first!));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await unlit(markerOf(page, second!));

    // The other way: the last marker drawn (on top of any neighbour) lights its card, pointed at or focused.
    const last = markers(page).last();
    const id = (await last.getAttribute('data-marker'))!;
    await last.hover();
    await lit(item(page, id));
    await lit(last);
    await page.mouse.move(0, 0);
    await unlit(item(page, id));
    await last.focus();
    await lit(item(page, id));
  });
});
