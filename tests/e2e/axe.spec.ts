import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, islandToday } from '../../app/domain/booking/dates';
import { expect, test, waitForHydration } from './helpers';

/**
 * Accessibility (issue 15): every public page, in English and in French, in both themes, has no axe
 * violation (every rule axe runs by default: WCAG 2.x A and AA, and its best practices).
 *
 * The theme is a `dark` class on <html>, set before first paint by an inline script from the visitor's saved
 * choice (localStorage `theme`) or the system's. Axe runs inside the page, so it needs JavaScript: the pages
 * are checked hydrated, and as served — their scripts blocked, the server's HTML as a visitor without
 * JavaScript gets it (only the inline theme script runs, so both themes are checked there too). Hence
 * `@js-only`: the no-JS project could not run axe at all.
 */

/** Case Corail (demo): a villa to rent, bookable far ahead. */
const CORAIL = '/rentals/7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d02';

type Theme = 'dark' | 'light';

async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string> {
  await page.goto(list);
  const href = await page
    .locator('main a[href]')
    .evaluateAll(
      (links, source) => links.map((link) => link.getAttribute('href')!).find((href) => new RegExp(source).test(href)),
      pattern.source,
    );
  expect(href, `a link matching ${pattern} on ${list}`).toBeTruthy();
  return href!;
}

/** The pages to check; detail pages are the first of their list (the demo content). */
async function publicPages(page: Page): Promise<{ path: string; status?: number }[]> {
  const property = await firstLink(page, '/properties', /^\/properties\/[0-9a-f-]{36}$/);
  const post = await firstLink(page, '/blog', /^\/blog\/[^/?]+$/);
  const frenchPost = await firstLink(page, '/fr/blog', /^\/fr\/blog\/[^/?]+$/);
  // A stay past the other journeys' dates (150–180 days ahead), so the form shows its quote; and one shorter
  // than the villa's three-night minimum, so the page shows why not.
  const checkIn = addDays(islandToday(), 200);
  return [
    { path: '/' },
    { path: '/properties' },
    { path: property },
    { path: '/rentals' },
    { path: CORAIL },
    { path: `${CORAIL}/request?checkIn=${checkIn}&checkOut=${addDays(checkIn, 5)}&guests=2` },
    { path: `${CORAIL}/request?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2` },
    { path: '/property-management' },
    { path: '/investment' },
    { path: '/blog' },
    { path: post },
    { path: '/contact' },
    { path: '/saved' },
    { path: '/no-such-page', status: 404 },
    { path: '/fr/' },
    { path: `/fr${property}` },
    { path: '/fr/rentals' },
    { path: `/fr${CORAIL}` },
    { path: frenchPost },
    { path: '/fr/contact' },
    { path: '/fr/pas-de-page', status: 404 },
  ];
}

async function violationsOn(page: Page, path: string, status: number, theme: Theme, hydrated: boolean) {
  // The visitor's saved choice, set before the page's own theme script reads it (a later call runs last).
  await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  if (hydrated) await waitForHydration(page);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // Entrance transitions finish before colours are measured.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map(
      (node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
    ),
  }));
}

const MODES = [
  { name: 'hydrated', blockScripts: false },
  { name: 'as served to a visitor without JavaScript', blockScripts: true },
] as const;

for (const mode of MODES) {
  for (const language of ['English', 'French'] as const) {
    test(
      `${language} pages have no axe violations in either theme (${mode.name})`,
      { tag: '@js-only' },
      async ({ page, consoleErrors }) => {
        test.setTimeout(300_000);
        const pages = (await publicPages(page)).filter(
          ({ path }) => path.startsWith('/fr') === (language === 'French'),
        );
        if (mode.blockScripts) {
          // The app's modules never load, so the page stays the server's HTML (the inline theme script still runs).
          // The last list page, still hydrating, is left first: the block is for the pages checked.
          await page.goto('about:blank');
          await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
          consoleErrors.allow(/Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED/);
        }
        const found: Record<string, unknown> = {};
        for (const theme of ['dark', 'light'] as const) {
          for (const { path, status = 200 } of pages) {
            const violations = await violationsOn(page, path, status, theme, !mode.blockScripts);
            if (violations.length) found[`${theme} ${path}`] = violations;
          }
        }
        expect(found).toEqual({});
      },
    );
  }
}
