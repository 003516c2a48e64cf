/**
 * No cookie beyond the strictly necessary ones (issue 32, item 6): every Set-Cookie the whole app answers —
 * the public pages of every type in both languages, a currency chosen, a favourite and a comparison added, an
 * inquiry sent, a staff sign-in — names a cookie of the one list the privacy notice shows
 * (app/domain/privacy/cookies.ts). The browser's side (cookies set by scripts, requests to other origins) is
 * tests/e2e/cookies.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SITE_COOKIES, unexpectedCookies } from '#app/domain/privacy/cookies';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { leadFields } from '#tests/helpers/fixtures';
import { publicPagePaths } from '#tests/helpers/public-pages';

describe.each(ENGINES)('the cookies the server sets (%s)', (engine) => {
  const database = useTestDatabase(engine);
  const render = useAppRenderer();

  it('are all in the privacy notice’s list, on every page type and every action that sets one', async () => {
    const { db } = database();
    const first = async (sql: string) => (await db.query<{ value: string }>(sql)).rows[0]!.value;
    const property = await first("select id::text as value from public.properties where status = 'published' limit 1");
    const rental = await first("select id::text as value from public.rentals where status = 'published' limit 1");
    const post = await first("select slug as value from public.blog_posts where status = 'published' limit 1");

    const setCookies: string[] = [];
    const answer = async (path: string, init?: RequestInit) => {
      const response = await render(path, init);
      expect(response.status, path).toBeLessThan(500);
      setCookies.push(...response.headers.getSetCookie());
      return response;
    };
    const address = `192.0.2.${engine === 'pglite' ? 190 : 191}`;
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'x-client-address': address },
    });

    // Every public page type in both languages, the sign-in pages and a page that is not there.
    const pages = [
      ...publicPagePaths({ property, rental, post }),
      `/rentals/${rental}/request`,
      `/fr/rentals/${rental}/request`,
      '/owners/login',
      '/fr/owners/login',
      '/login',
      '/no-such-page',
      '/fr/pas-de-page',
    ];
    for (const path of pages) await answer(path);
    // A currency chosen, a favourite and a comparison added, an inquiry sent, a staff member signing in.
    await answer('/properties?currency=EUR');
    await answer('/saved', form({ intent: 'save', kind: 'property', id: property }));
    await answer('/saved', form({ intent: 'compare', kind: 'property', id: property }));
    await answer('/contact', form(leadFields({ topic: 'general' })));
    const email = `cookies-${randomUUID()}@example.com`;
    await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
    await answer('/login', form({ email, password: 'correct-horse-battery-staple', redirectTo: '/admin' }));

    expect(unexpectedCookies(setCookies)).toEqual([]);
    // The journey did set the site's own cookies, so the check above saw real answers.
    const names = new Set(setCookies.map((header) => header.split('=', 1)[0]));
    for (const name of ['currency', 'favourites', 'compare', '__session']) expect(names, name).toContain(name);
    expect(SITE_COOKIES.map((cookie) => cookie.name)).toEqual(expect.arrayContaining([...names]));
  });
});
