import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

/**
 * Google's reading of robots.txt (RFC 9309 §2.2.2): a rule matches when its pattern matches the start of the
 * path and query, `*` standing for any characters and a final `$` for the end; the longest matching pattern
 * wins, and Allow wins a tie. No rule matching: allowed.
 */
function allowedByGoogle(robots: string, url: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, pattern]) => ({ allow: kind === 'Allow', pattern: pattern! }));
  const matches = (pattern: string) => {
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(url);
  };
  const winner = rules
    .filter((rule) => matches(rule.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))[0];
  return winner?.allow ?? true;
}

const robots = robotsTxt('https://islandestates.example');

describe('robots.txt', () => {
  it('names the sitemap by its absolute address and speaks to every crawler', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/islandestates\.example\/sitemap\.xml$/m);
  });

  it('lets crawlers read the public pages, the lists and their plain page numbers, in both languages', () => {
    for (const url of [
      '/',
      '/fr/',
      '/properties',
      '/properties?page=2',
      '/fr/properties?page=12',
      '/rentals',
      '/rentals?page=3',
      '/fr/rentals?page=2',
      '/properties/7b0f3c36-2d5e-4c1e-9d55-6f1b1f5d2a10',
      '/rentals/7b0f3c36-2d5e-4c1e-9d55-6f1b1f5d2a10',
      '/fr/rentals/7b0f3c36-2d5e-4c1e-9d55-6f1b1f5d2a10',
      '/blog',
      '/blog?page=2',
      '/blog/life-in-gustavia',
      '/fr/blog/vivre-a-gustavia',
      '/blog/feed.xml',
      '/contact',
      '/investment',
      '/property-management',
      '/_img?src=%2Fimages%2Fdemo%2Fhero.webp&w=640&f=avif',
      '/media/abc/640.webp',
    ]) {
      expect(allowedByGoogle(robots, url), url).toBe(true);
    }
  });

  it('keeps out the back office, sign-in, saved lists, the homeowners’ pages, booking requests and receipts', () => {
    for (const url of [
      '/admin',
      '/admin/properties',
      '/login',
      '/login?redirectTo=%2Fadmin',
      '/saved',
      '/fr/saved',
      '/owners',
      '/owners/login',
      '/fr/owners/set-password?token=abc',
      '/rentals/7b0f3c36-2d5e-4c1e-9d55-6f1b1f5d2a10/request',
      '/rentals/7b0f3c36-2d5e-4c1e-9d55-6f1b1f5d2a10/request?checkIn=2027-01-03&checkOut=2027-01-10',
      '/rentals/7b0f3c36-2d5e-4c1e-9d55-6f1b1f5d2a10/requests/IE-2K7Q4',
      '/fr/rentals/7b0f3c36-2d5e-4c1e-9d55-6f1b1f5d2a10/requests/IE-2K7Q4',
      `/vendors/${'t'.repeat(43)}`,
      `/fr/vendors/${'t'.repeat(43)}`,
      `/vendors/${'t'.repeat(43)}/tasks.ics`,
    ]) {
      expect(allowedByGoogle(robots, url), url).toBe(false);
    }
  });

  it('keeps out every filter, sort, view and currency combination, with or without a page number', () => {
    for (const url of [
      '/properties?island=Sint+Maarten',
      '/properties?sort=price-asc',
      '/properties?view=map',
      '/properties?island=Sint+Maarten&page=2',
      '/properties?page=2&island=Sint+Maarten',
      '/properties?page=2&view=map',
      '/fr/properties?type=villa&page=3',
      '/fr/properties?page=3&type=villa',
      '/rentals?guests=4',
      '/rentals?checkIn=2027-01-03&checkOut=2027-01-10',
      '/rentals?page=2&minStay=3',
      '/fr/rentals?price=0-500',
      // A villa for a stay, or another month of its calendar.
      '/rentals/7b0f3c36-2d5e-4c1e-9d55-6f1b1f5d2a10?month=2027-03',
      '/fr/rentals/7b0f3c36-2d5e-4c1e-9d55-6f1b1f5d2a10?checkIn=2027-01-03&checkOut=2027-01-10&guests=2',
      // Another currency.
      '/?currency=EUR',
      '/properties?page=2&currency=EUR',
      '/blog?currency=USD',
    ]) {
      expect(allowedByGoogle(robots, url), url).toBe(false);
    }
  });
});
