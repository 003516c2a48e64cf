import type { Page } from '@playwright/test';
import { expect, javaScriptEnabled, test, waitForHydration } from './helpers';

/** The header's navigation, in order (SPEC §2). */
const NAV_LINKS = [
  ['Home', '/'],
  ['Properties', '/properties'],
  ['Rentals', '/rentals'],
  ['Property Management', '/property-management'],
  ['Investment', '/investment'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
] as const;

const html = (page: Page) => page.locator('html');

test.describe('shared chrome', () => {
  test('the home page answers 200 with the header navigation and the footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    for (const [name, href] of NAV_LINKS) {
      const link = header.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    // Active highlighting: on the home page, Home is the current page and nothing else is.
    await expect(header.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'Properties', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    const adminLogin = footer.getByRole('link', { name: 'Admin Login' });
    await expect(adminLogin).toBeVisible();
    await expect(adminLogin).toHaveAttribute('href', '/login');
    const year = new Date().getFullYear();
    await expect(footer).toContainText(new RegExp(`©\\s*(\\d{4}\\s*[–-]\\s*)?${year}`));
    await expect(footer).toContainText('Gustavia');
    await expect(footer).toContainText('Philipsburg');
  });

  for (const path of ['/this-page-does-not-exist', '/no/such/nested/page']) {
    test(`an unknown path (${path}) answers 404 'Page Not Found' with a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      // The chrome stays around the not-found page.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const returnHome = page.getByRole('main').getByRole('link', { name: 'Return Home' });
      await expect(returnHome).toHaveAttribute('href', '/');
      await returnHome.click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    });
  }

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the mobile menu opens and leads to every section', async ({ page }) => {
      await page.goto('/');
      await waitForHydrationIfJs(page);

      const header = page.getByRole('banner');
      // Closed: the section links are out of sight (the desktop navigation is hidden at this width).
      await expect(header.getByRole('link', { name: 'Rentals', exact: true })).toBeHidden();
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await openMobileMenu(page);
      for (const [name, href] of NAV_LINKS) {
        const link = header.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }

      await header.getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page).toHaveURL('/contact');
      // Arriving on the new page, the menu is closed again.
      await expect(header.getByRole('link', { name: 'Rentals', exact: true })).toBeHidden();
    });
  });

  test.describe('theme', () => {
    test(
      'the toggle switches the dark class on <html> and the choice survives a reload',
      { tag: '@js-only' },
      async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto('/');
        await waitForHydration(page);
        await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);

        const toggle = themeToggle(page);
        await toggle.click();
        await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
        expect(await savedTheme(page)).toBe('light');

        await page.reload();
        await waitForHydration(page);
        await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);

        await themeToggle(page).click();
        await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
        expect(await savedTheme(page)).toBe('dark');

        await page.reload();
        await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
      },
    );

    for (const system of ['light', 'dark'] as const) {
      test(
        `without JavaScript the page follows a ${system} system, and no theme button is offered`,
        { tag: '@no-js-only' },
        async ({ page }) => {
          await page.emulateMedia({ colorScheme: system });
          await page.goto('/properties');
          // The same document for everyone (the page cache): no theme class, no cookie.
          await expect(html(page)).not.toHaveClass(/(^|\s)(dark|light)(\s|$)/);
          const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          const [r, g, b] = canvas.match(/\d+(\.\d+)?/g)!.map(Number) as [number, number, number];
          const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
          if (system === 'light') expect(luminance, canvas).toBeGreaterThan(0.8);
          else expect(luminance, canvas).toBeLessThan(0.2);
          // The heading's colour contrasts with the canvas in either case.
          const heading = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color);
          const [hr] = heading.match(/\d+(\.\d+)?/g)!.map(Number) as [number];
          expect(Math.abs(hr - r), `${heading} on ${canvas}`).toBeGreaterThan(150);
          await expect(themeToggle(page)).toBeHidden();
          expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('theme');
        },
      );
    }

    for (const { saved, system, dark } of [
      { saved: 'light', system: 'dark', dark: false },
      { saved: 'dark', system: 'light', dark: true },
      { saved: null, system: 'dark', dark: true },
    ] as const) {
      test(
        `a saved theme of ${saved ?? 'none'} with a ${system} system is applied before first paint`,
        { tag: '@js-only' },
        async ({ page }) => {
          await page.emulateMedia({ colorScheme: system });
          // Runs before any script of the page: sets the saved choice, then notes the <html> classes
          // at the moment <body> first exists — before anything can be painted.
          await page.addInitScript((theme) => {
            if (theme) localStorage.setItem('theme', theme);
            else localStorage.removeItem('theme');
            const record = () => {
              if (!document.body || 'themeAtFirstBody' in window) return false;
              Object.assign(window, { themeAtFirstBody: document.documentElement.className });
              return true;
            };
            const observer = new MutationObserver(() => {
              if (record()) observer.disconnect();
            });
            observer.observe(document, { childList: true, subtree: true });
          }, saved);

          await page.goto('/');
          const atFirstBody = await page.evaluate(() => (window as { themeAtFirstBody?: string }).themeAtFirstBody);
          expect(atFirstBody, 'classes of <html> when <body> appeared').toBeDefined();
          expect(atFirstBody!.split(/\s+/).includes('dark')).toBe(dark);
          // And it stays that way once React has taken over.
          await waitForHydration(page);
          if (dark) await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
          else await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
        },
      );
    }
  });
});

test.describe('hydration after load', () => {
  test('the page paints and loads before any JavaScript module is fetched, then hydrates', async ({
    page,
    request,
  }) => {
    // The document itself names no module to preload: the bandwidth goes to the stylesheet, fonts and images.
    const document = await (await request.get('/properties')).text();
    expect(document).not.toContain('<link rel="modulepreload"');
    expect(document).not.toContain('type="module"');

    const modules: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/.+\.js$/.test(new URL(sent.url()).pathname)) modules.push(sent.url());
    });
    await page.goto('/properties');
    if (!javaScriptEnabled()) {
      // Without JavaScript the page is complete as it is, and nothing asks for a module.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(modules).toEqual([]);
      return;
    }
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fetched = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
      return {
        loadEventStart: navigation.loadEventStart,
        firstModule: Math.min(...fetched.map((entry) => entry.startTime)),
      };
    });
    expect(modules.length).toBeGreaterThan(0);
    expect(timing.firstModule).toBeGreaterThanOrEqual(timing.loadEventStart);
  });

  test('a public page hydrates without asking Intl for anything', { tag: '@js-only' }, async ({ page }) => {
    // A browser's first Intl formatter costs the page 20–50 ms of its main thread (decision 048): prices, numbers
    // and dates are written by i18n/format.ts and i18n/date-format.ts. Every use of Intl (and of the string and
    // number methods that go through it) is counted from before the page's first script.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { intlUses: string[] }).intlUses = seen;
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat'] as const) {
        const original = Intl[name] as unknown as new (...args: unknown[]) => object;
        const counted = new Proxy(original, {
          construct(target, args) {
            seen.push(`Intl.${name} ${JSON.stringify(args)}`);
            return Reflect.construct(target, args);
          },
        });
        Object.defineProperty(Intl, name, { value: counted });
      }
      const methods: [object, string][] = [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [String.prototype, 'localeCompare'],
      ];
      for (const [prototype, method] of methods) {
        const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
        Object.defineProperty(prototype, method, {
          value(this: unknown, ...args: unknown[]) {
            seen.push(method);
            return original.apply(this, args);
          },
        });
      }
    });
    const firstListing = async (list: string) => {
      await page.goto(list);
      return page.locator(`main a[href^="${list}/"]`).first().getAttribute('href');
    };
    const rental = await firstListing('/rentals');
    const property = await firstListing('/properties');
    const stay = 'checkIn=2027-01-30&checkOut=2027-02-06&guests=2';
    const pages = ['/', '/fr/', '/properties', '/fr/rentals', `${property}`, `/fr${property}`, `${rental}?${stay}`];
    pages.push(`/fr${rental}?${stay}`, '/blog', '/fr/blog', '/contact', '/saved?view=compare');
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses), path).toEqual([]);
    }
  });

  test(
    'a part whose chunk cannot load stays the server’s HTML, and a client navigation that needs one loads the page whole',
    { tag: '@js-only' },
    async ({ page, consoleErrors }) => {
      // A dropped connection, or a deployment that replaced the chunks (app/components/ui/hydrate-later.tsx).
      consoleErrors.allow(/Failed to load resource/);
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
      await page.route(/\/assets\/(Footer|AlertForm)-[^/]+\.js$/, (route) => route.abort());

      // While the document hydrates: the footer's chunk fails, and the footer stays as the server sent it.
      await page.goto('/');
      await expect.poll(() => failed.some((path) => /\/Footer-/.test(path))).toBe(true);
      await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Unexpected Application Error|Something went wrong/)).toHaveCount(0);
      const navigationType = () =>
        page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);
      expect(await navigationType()).toBe('navigate');
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      let loads = 0;
      page.on('load', () => (loads += 1));

      // A client navigation to a page with "Alert me", whose chunk fails: the document is loaded again from the
      // server, which renders the form as plain HTML.
      const reloaded = page.waitForEvent('load');
      await page.getByRole('banner').getByRole('link', { name: 'Properties', exact: true }).click();
      await reloaded;
      await expect(page).toHaveURL(/\/properties$/);
      expect(await navigationType()).toBe('reload');
      await expect(page.getByRole('heading', { name: 'Alert me' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin Login' })).toBeVisible();
      // The reloaded page's chunks fail too, while it hydrates: it keeps its HTML and is not loaded again.
      await expect.poll(() => failed.filter((path) => /\/AlertForm-/.test(path)).length).toBe(2);
      await page.getByRole('heading', { name: 'Alert me' }).click();
      expect(loads).toBe(1);
    },
  );
});

function themeToggle(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /theme|dark|light/i });
}

async function savedTheme(page: Page) {
  return page.evaluate(() => localStorage.getItem('theme'));
}

async function waitForHydrationIfJs(page: Page) {
  if (test.info().project.name === 'js') await waitForHydration(page);
}

/**
 * Opens the mobile menu the way a visitor does. It is a native <details> disclosure (so it works
 * without JavaScript); its <summary> has no ARIA role of its own, hence the element selector.
 */
async function openMobileMenu(page: Page) {
  const summary = page.getByRole('banner').locator('summary').filter({ hasText: /menu/i });
  await summary.click();
}
