import { CURRENCY_PARAM } from '#app/domain/currency/currency';
import { LOCALES, localizedPath } from '#app/domain/i18n/locale';

/**
 * robots.txt (RFC 9309, as Google reads it: a rule matches a prefix of path and query, `*` is any run of
 * characters, and the longest matching rule wins, Allow on a tie). Kept out: the back office, sign-in, the
 * visitor's own saved list, booking requests and receipts, vendors' pages, and every filtered or sorted view of the lists — a
 * list's plain pages (`?page=N` alone) stay crawlable. Canonical links say the same to a crawler that ignores
 * this file (canonical.ts).
 */
export function robotsTxt(origin: string): string {
  const inEveryLanguage = (paths: readonly string[]) => [
    ...new Set(LOCALES.flatMap((locale) => paths.map((path) => localizedPath(path, locale)))),
  ];
  const disallow = (path: string) => `Disallow: ${path}`;
  const lists = inEveryLanguage(['/properties', '/rentals']).flatMap((list) => [
    // Any query on a list is a filter, a sort or a view, except the page number on its own.
    disallow(`${list}?`),
    `Allow: ${list}?page=`,
    // Longer than the Allow above, so `?page=2&island=…` is out again.
    disallow(`${list}?page=*&`),
  ]);
  return [
    'User-agent: *',
    disallow('/admin'),
    disallow('/login'),
    disallow('/logout'),
    ...inEveryLanguage(['/saved']).map(disallow),
    // The homeowners' own pages, their sign-in and their one-time links (private).
    ...inEveryLanguage(['/owners']).map(disallow),
    // A vendor's own tasks and their feed (private links).
    ...inEveryLanguage(['/vendors/']).map(disallow),
    // A villa's booking request form (/rentals/:id/request) and receipts (/rentals/:id/requests/:ref).
    ...inEveryLanguage(['/rentals/*/request']).map(disallow),
    // A villa's page for a stay or another calendar month is the same villa (and an endless calendar).
    ...inEveryLanguage(['/rentals/*?']).map(disallow),
    ...lists,
    // The same page in another currency.
    disallow(`/*${CURRENCY_PARAM}=`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
