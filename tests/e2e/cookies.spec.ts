import { isAllowedCookie, SITE_COOKIES } from '../../app/domain/privacy/cookies';
import { demoContent } from '../../app/server/seed/demo-content';
import { publicPagePaths } from '../helpers/public-pages';
import { expect, go, signIn, test } from './helpers';

/**
 * No tracking without consent (issue 32, item 6), in a browser with JavaScript: a visitor's whole journey — every
 * public page type in English and French, the theme and the currency switched, a favourite and a comparison
 * added, an inquiry sent — then a staff sign-in, leaves only the cookies and the browser storage the privacy
 * notice lists (app/domain/privacy/cookies.ts), and no request ever leaves the site's own origin. The server's
 * Set-Cookie headers are checked route by route in tests/integration/cookies.test.ts.
 */

const property = demoContent.properties.find((home) => home.status === 'published')!;
const rental = demoContent.rentals.find((villa) => villa.status === 'published')!;
const post = demoContent.blogPosts.find((entry) => entry.status === 'published')!;

const PAGES = publicPagePaths({ property: property.id, rental: rental.id, post: post.slug });

test(
  'a visitor’s and a staff member’s journey sets only the listed cookies and asks no other origin',
  { tag: '@js-only' },
  async ({ page, context }) => {
    // Some thirty pages, each hydrated, on two busy cores.
    test.setTimeout(240_000);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '127.0.0.1') {
        foreign.push(request.url());
      }
    });

    for (const path of PAGES) await go(page, path);

    // The theme (browser storage) and the currency (a cookie).
    await go(page, '/properties');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /theme|dark|light/i })
      .click();
    await page.getByRole('group', { name: 'Currency' }).first().getByRole('link', { name: 'EUR' }).click();
    await page.waitForURL(/currency=EUR/);

    // A favourite, then a comparison of it.
    await go(page, `/properties/${property.id}`);
    const saving = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/saved'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await saving;
    await go(page, '/saved');
    await page.getByRole('button', { name: `Compare — ${property.title}` }).click();
    await expect(page.getByRole('button', { name: `In comparison: remove — ${property.title}` })).toBeVisible();

    // An inquiry.
    await go(page, '/contact');
    const form = page.locator('form#contact');
    await form.getByLabel('Full Name').fill('Cookie Checker');
    await form.getByLabel('Email Address').fill('cookie-checker@example.com');
    await form.getByLabel('Message').fill('Which cookies does your site set?');
    await form.getByRole('button', { name: /Send/ }).click();
    await expect(page.getByText("Thank you for your message! We'll be in touch soon.")).toBeVisible();

    // A staff member signs in.
    await signIn(page);

    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names.filter((name) => !isAllowedCookie(name))).toEqual([]);
    for (const name of ['currency', 'favourites', 'compare', '__session']) expect(names).toContain(name);

    const stored = await page.evaluate(() => Object.keys(window.localStorage));
    const listed = SITE_COOKIES.filter((entry) => entry.storage === 'localStorage').map((entry) => entry.name);
    expect(stored.filter((key) => !listed.includes(key))).toEqual([]);
    expect(stored).toContain('theme');

    expect(foreign).toEqual([]);
  },
);
