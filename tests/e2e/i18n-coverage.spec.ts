import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Texts } from '#app/domain/i18n/catalogue';
import '#app/domain/i18n/texts/fr';
import { expect, javaScriptEnabled, test, waitForHydration } from './helpers';

/**
 * Issue 14: every public page rendered in French contains no English interface text. The English texts are
 * the catalogue's own (every namespace in app/domain/i18n/texts), compared with what a French page shows —
 * its visible text and the texts assistive technology reads (aria-label, placeholder, title, alt, the
 * document title) — leaving out content that has no French yet, which the page marks `lang="en"`. With
 * JavaScript, after hydration (a page that hydrated back into English would also fail the console guard).
 */

/** English interface texts that are also French words, so finding them proves nothing. */
const ALSO_FRENCH = new Set([
  'Location',
  'Message',
  'Date',
  'Type',
  'Description',
  'Contact',
  'Photos',
  'Consultation',
]);

/**
 * Common interface words a page could still hard-code outside the catalogue; none may show on a French page
 * either.
 */
const COMMON_ENGLISH = [
  'Read More',
  'Learn More',
  'View Details',
  'Submit',
  'Send Message',
  'Bedrooms',
  'Bathrooms',
  'Guests',
  'Check-in',
  'Check-out',
  'Amenities',
  'Features',
  'Available',
  'Booked',
  'per night',
  'Request',
  'Search',
  'Share',
  'Previous',
  'Next',
  'Back to',
];

async function englishInterfaceTexts(): Promise<string[]> {
  const folder = path.resolve('app/domain/i18n/texts');
  const texts = new Set<string>(COMMON_ENGLISH);
  for (const file of readdirSync(folder).filter((name) => /\.ts$/.test(name) && !name.includes('.test.'))) {
    const module = (await import(path.join(folder, file))) as Record<string, unknown>;
    for (const exported of Object.values(module)) {
      if (!exported || typeof exported !== 'object' || !('en' in exported) || !('fr' in exported)) continue;
      const { en, fr } = exported as { en: Texts; fr: Texts };
      for (const [key, english] of Object.entries(en)) {
        // Texts with values are functions; their fixed parts are checked where the pages use them.
        if (typeof english !== 'string' || english === fr[key] || ALSO_FRENCH.has(english)) continue;
        // Words and phrases, not punctuation or a single letter.
        if (/[A-Za-z]{3,}/.test(english)) texts.add(english.trim());
      }
    }
  }
  return [...texts];
}

/** What a visitor reads and hears on the page, without the elements marked as English content. */
async function frenchPageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const isEnglishContent = (element: Element) => element.closest('[lang]:not(html)')?.getAttribute('lang') === 'en';
    const parts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || isEnglishContent(parent) || parent.closest('script, style, noscript, template')) continue;
      parts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (isEnglishContent(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join('\n').replace(/\s+/g, ' ');
  });
}

/** A first link in `main` whose path matches, from a list page (the demo content's first listing or post). */
async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string> {
  await page.goto(list);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`no link matching ${pattern} on ${list}`);
  return href;
}

test('no French public page shows an English interface text', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  const english = await englishInterfaceTexts();
  expect(english.length).toBeGreaterThanOrEqual(100);

  const property = await firstLink(page, '/fr/properties', /^\/fr\/properties\/[^/?]+$/);
  const rental = await firstLink(page, '/fr/rentals', /^\/fr\/rentals\/[^/?]+$/);
  const post = await firstLink(page, '/fr/blog', /^\/fr\/blog\/[^/?]+$/);
  const pages = [
    '/fr/',
    '/fr/properties',
    '/fr/properties?island=Saint+Barth%C3%A9lemy&bedrooms=3&sort=price-desc',
    property,
    '/fr/rentals',
    rental,
    `${rental}/request`,
    '/fr/property-management',
    '/fr/investment',
    '/fr/blog',
    post,
    '/fr/contact',
    '/fr/saved',
    '/fr/no-such-page',
  ];
  consoleErrors.allow(/404/);

  const found: string[] = [];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === '/fr/no-such-page' ? 404 : 200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    if (javaScriptEnabled()) await waitForHydration(page);
    const text = await frenchPageTexts(page);
    for (const phrase of english) {
      const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'u').test(text)) found.push(`${path}: “${phrase}”`);
    }
  }
  expect(found).toEqual([]);
});

/** React Router's own code, which has texts of its own (its default error screen's, which the spec's echo). */
function reactRouterCode(): string {
  const folder = path.resolve('node_modules/react-router/dist/production');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .join('\n');
}

/**
 * Every catalogue text of one language that the other language words differently (long enough to be
 * telling), but for those React Router's code has too.
 */
async function catalogueTexts(locale: 'en' | 'fr'): Promise<string[]> {
  const library = reactRouterCode();
  const folder = path.resolve('app/domain/i18n/texts');
  const texts = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => /\.ts$/.test(name) && !name.includes('.test.'))) {
    const module = (await import(path.join(folder, file))) as Record<string, unknown>;
    for (const exported of Object.values(module)) {
      if (!exported || typeof exported !== 'object' || !('en' in exported) || !('fr' in exported)) continue;
      const catalogue = exported as Record<'en' | 'fr', Texts>;
      const other = catalogue[locale === 'en' ? 'fr' : 'en'];
      for (const [key, text] of Object.entries(catalogue[locale])) {
        if (typeof text === 'string' && text !== other[key] && text.length >= 12 && !library.includes(text)) {
          texts.add(text);
        }
      }
    }
  }
  return [...texts];
}

test(
  'a page loads the interface texts of its own language only (the build splits them by page and language)',
  { tag: '@js-only' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const english = await catalogueTexts('en');
    const french = await catalogueTexts('fr');
    expect(Math.min(english.length, french.length)).toBeGreaterThanOrEqual(100);
    const property = await firstLink(page, '/properties', /^\/properties\/[^/?]+$/);
    const rental = await firstLink(page, '/rentals', /^\/rentals\/[^/?]+$/);
    const post = await firstLink(page, '/blog', /^\/blog\/[^/?]+$/);
    const paths = ['/', '/properties', property, '/rentals', rental, '/blog', post, '/contact', '/investment'];

    const found: string[] = [];
    for (const [locale, foreign] of [
      ['en', french],
      ['fr', english],
    ] as const) {
      for (const englishPath of paths) {
        const pagePath = locale === 'en' ? englishPath : `/fr${englishPath}`;
        const scripts = new Set<string>();
        const collect = (response: import('@playwright/test').Response) => {
          const { pathname } = new URL(response.url());
          if (/^\/assets\/[^/]+\.js$/.test(pathname)) scripts.add(pathname);
        };
        page.on('response', collect);
        const document = await page.goto(pagePath);
        // Preloaded with the route modules, in the page's language.
        expect(await document?.text(), pagePath).toContain(`/assets/texts-${locale}-`);
        await waitForHydration(page);
        page.off('response', collect);
        // The scripts as the server sent them: the build's files (a response's body may be gone by now).
        const fetched = [...scripts].map((url) => ({
          url,
          code: readFileSync(path.join('build/client', url), 'utf8'),
        }));
        const code = fetched.map((script) => script.code).join('\n');
        // The page's own texts arrive, in its language.
        expect(code, pagePath).toContain(locale === 'en' ? 'Skip to main content' : 'Aller au contenu principal');
        for (const text of foreign) {
          // As a string literal, whichever quotes the minifier chose (not inside a longer name or text).
          const body = JSON.stringify(text).slice(1, -1);
          const literals = ['"', "'", '`'].map((quote) => `${quote}${body}${quote}`);
          for (const script of fetched) {
            if (literals.some((literal) => script.code.includes(literal)))
              found.push(`${pagePath}: “${text}” in ${script.url}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  },
);
