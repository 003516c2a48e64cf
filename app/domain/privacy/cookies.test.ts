import { describe, expect, it } from 'vitest';
import { cookieRows, isAllowedCookie, SITE_COOKIES, unexpectedCookies } from './cookies';

describe('the site’s cookies', () => {
  it('allows exactly the listed cookies, Supabase’s session names included', () => {
    for (const name of ['currency', 'favourites', 'compare', '__session'])
      expect(isAllowedCookie(name), name).toBe(true);
    for (const name of ['sb-abcdefgh-auth-token', 'sb-abcdefgh-auth-token.0', 'sb-abcdefgh-auth-token-code-verifier']) {
      expect(isAllowedCookie(name), name).toBe(true);
    }
    // Browser storage is not a cookie; trackers and look-alikes are refused.
    for (const name of ['theme', '_ga', '_fbp', 'currency2', 'sb-x-auth-tokens', ''])
      expect(isAllowedCookie(name), name).toBe(false);
  });

  it('names the unexpected cookies of Set-Cookie headers', () => {
    expect(
      unexpectedCookies(['currency=EUR; Path=/; HttpOnly', '_ga=GA1.1; Path=/', '__session=abc; Path=/; HttpOnly']),
    ).toEqual(['_ga']);
  });

  it('says in both languages what each is for and how long it lasts', () => {
    for (const locale of ['en', 'fr'] as const) {
      const rows = cookieRows(locale);
      expect(rows).toHaveLength(SITE_COOKIES.length);
      for (const row of rows) {
        expect(row.purpose.length, row.name).toBeGreaterThan(20);
        expect(row.lifetime, row.name).not.toBe('');
      }
    }
    expect(cookieRows('fr')[0]!.purpose).not.toBe(cookieRows('en')[0]!.purpose);
  });
});
