/**
 * Search engines (issue 15, item 6): the sitemap (and its index with a small limit), robots.txt and the blog
 * feed from the routes against a real database; then pages rendered through the whole app, read as a crawler
 * reads them: the canonical link and hreflang alternates, the structured data, `noindex` where it belongs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import { PRIMARY_NAV } from '#app/components/layout/nav';
import { LEGAL_PAGE_PATHS } from '#app/domain/privacy/pages';
import { FEED_SIZE } from '#app/domain/seo/feed';
import * as feedRoute from '#app/routes/resources/blog-feed';
import * as robotsRoute from '#app/routes/resources/robots';
import * as sitemapRoute from '#app/routes/resources/sitemap';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { createBackend } from '#tests/helpers/backend';
import { publicPageCache } from '#app/server/http/page-cache.server';
import { sitemapResponse } from '#app/server/seo/sitemap.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, insertPost, insertProperty, insertRental, requestContext } from '#tests/helpers/fixtures';

type Args = never;
const ORIGIN = 'http://localhost';
// The site's own pages as the sitemap's route lists them: the navigation's, then the privacy and legal notices.
const STATIC_PATHS = [...PRIMARY_NAV.map((item) => item.to), ...Object.values(LEGAL_PAGE_PATHS)];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
const urlOf = (xml: string, loc: string) =>
  [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!).find((url) => url.includes(`<loc>${loc}</loc>`));

/** The content every suite below reads: published rows, and drafts and archives that must stay hidden. */
async function insertContent(db: Parameters<typeof insertProperty>[0]) {
  // Images as the pages read them (the fixtures' default is a legacy bare address).
  const images = [{ src: '/images/demo/hero.webp', alt: 'A villa above the bay' }];
  const ids = {
    property: await insertProperty(db, { title: 'Villa Horizon', images, updated_at: '2026-11-02T10:00:00Z' }),
    property2: await insertProperty(db, { title: 'Villa Lagoon', images, updated_at: '2026-11-05T12:00:00Z' }),
    draftProperty: await insertProperty(db, { title: 'Draft Villa', status: 'draft' }),
    rental: await insertRental(db, {
      title: 'Villa Rental',
      images,
      latitude: 18.0425,
      longitude: -63.0548,
      updated_at: '2026-11-01T00:00:00Z',
    }),
    archivedRental: await insertRental(db, { title: 'Archived Rental', status: 'archived' }),
    post: await insertPost(db, {
      slug: 'life-in-gustavia',
      slug_fr: 'vivre-a-gustavia',
      title: 'Life in Gustavia',
      title_fr: 'Vivre à Gustavia',
      content: 'The harbour and the lanes.',
      content_fr: 'Le port et les ruelles.',
      created_at: '2026-10-01T08:00:00Z',
      updated_at: '2026-11-07T09:00:00Z',
    }),
    draftPost: await insertPost(db, { slug: 'draft-post', status: 'draft' }),
  };
  return ids;
}

describe.each(ENGINES)('sitemap, robots.txt and the feed on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let ids: Awaited<ReturnType<typeof insertContent>>;

  beforeAll(async () => {
    ids = await insertContent(database().db);
  });

  const context = () => requestContext(database().db);
  const sitemap = (path: string, file?: string) =>
    sitemapRoute.loader({
      request: get(path),
      params: file === undefined ? {} : { file },
      context: context(),
    } as Args) as Promise<Response>;

  it('lists every public page and everything published, once per language, with alternates and dates', async () => {
    const response = await sitemap('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const xml = await response.text();
    const all = locs(xml);
    // 7 pages of the navigation, the privacy and legal notices, 2 properties, 1 rental, 1 post: 13 pages in 2
    // languages.
    expect(all).toHaveLength(26);
    expect(all.slice(0, 4)).toEqual([`${ORIGIN}/`, `${ORIGIN}/fr/`, `${ORIGIN}/properties`, `${ORIGIN}/fr/properties`]);
    for (const id of [ids.property, ids.property2]) {
      expect(all).toContain(`${ORIGIN}/properties/${id}`);
      expect(all).toContain(`${ORIGIN}/fr/properties/${id}`);
    }
    expect(all).toContain(`${ORIGIN}/fr/rentals/${ids.rental}`);
    // Drafts and archives are nowhere.
    for (const id of [ids.draftProperty, ids.archivedRental]) expect(xml).not.toContain(id);
    expect(xml).not.toContain('draft-post');
    // A post with a French slug has its French address, and each language names the other.
    const french = urlOf(xml, `${ORIGIN}/fr/blog/vivre-a-gustavia`)!;
    expect(french).toContain(`hreflang="en" href="${ORIGIN}/blog/life-in-gustavia"`);
    expect(french).toContain(`hreflang="x-default" href="${ORIGIN}/blog/life-in-gustavia"`);
    expect(urlOf(xml, `${ORIGIN}/blog/life-in-gustavia`)).toContain(
      `hreflang="fr" href="${ORIGIN}/fr/blog/vivre-a-gustavia"`,
    );
    // lastmod: a listing's own change; a list's newest item's; home the newest of all; other pages none.
    expect(urlOf(xml, `${ORIGIN}/properties/${ids.property}`)).toContain('<lastmod>2026-11-02T10:00:00.000Z</lastmod>');
    expect(urlOf(xml, `${ORIGIN}/properties`)).toContain('<lastmod>2026-11-05T12:00:00.000Z</lastmod>');
    expect(urlOf(xml, `${ORIGIN}/blog`)).toContain('<lastmod>2026-11-07T09:00:00.000Z</lastmod>');
    expect(urlOf(xml, `${ORIGIN}/`)).toContain('<lastmod>2026-11-07T09:00:00.000Z</lastmod>');
    expect(urlOf(xml, `${ORIGIN}/contact`)).not.toContain('<lastmod>');
    // No part files while one file holds everything.
    expect((await sitemap('/sitemaps/1.xml', '1.xml')).status).toBe(404);
    expect((await sitemap('/sitemaps/x.xml', 'x.xml')).status).toBe(404);
  });

  it('becomes an index of parts beyond its limit, the parts together holding the same URLs in the same order', async () => {
    const backend = createBackend(sqlExecutor(database().db, ANONYMOUS));
    const whole = locs(await (await sitemap('/sitemap.xml')).text());
    const read = (part: number | null) =>
      sitemapResponse({ capabilities: backend, origin: ORIGIN, staticPaths: STATIC_PATHS, part, maxUrls: 4 });

    const index = await (await read(null)).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // 13 pages, 2 (in 2 languages) a part.
    const numbers = [1, 2, 3, 4, 5, 6, 7];
    expect(locs(index)).toEqual(numbers.map((part) => `${ORIGIN}/sitemaps/${part}.xml`));
    const parts = await Promise.all(numbers.map(async (part) => locs(await (await read(part)).text())));
    expect(parts.map((part) => part.length)).toEqual([4, 4, 4, 4, 4, 4, 2]);
    expect(parts.flat()).toEqual(whole);
    // A part crossing from the site's pages into the properties (9 pages, then the listings).
    expect(parts[4]!.slice(2)).toEqual(expect.arrayContaining([expect.stringMatching(/\/properties\/[0-9a-f-]{36}$/)]));
    expect((await read(8)).status).toBe(404);
  });

  it('reads a slice of one kind of content in batches, in a stable order', async () => {
    const backend = createBackend(sqlExecutor(database().db, ANONYMOUS));
    expect(await backend.countSitemapContent()).toEqual({ properties: 2, rentals: 1, blog_posts: 1 });
    const both = await backend.listSitemapRows('properties', 0, 1);
    expect(both.map((row) => row.id)).toEqual([ids.property, ids.property2].sort());
    expect(await backend.listSitemapRows('properties', 1, 1)).toEqual([both[1]]);
    expect(await backend.listSitemapRows('properties', 2, 5)).toEqual([]);
  });

  it('robots.txt names the sitemap by its absolute address', async () => {
    const response = robotsRoute.loader({ request: get('/robots.txt'), params: {}, context: context() } as Args);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /fr/saved');
  });

  it('the feed has the newest published posts, in the feed’s language, with absolute links', async () => {
    const { db } = database();
    for (let n = 0; n < FEED_SIZE; n += 1) {
      await insertPost(db, { slug: `older-${n}`, created_at: `2025-01-${String(n + 1).padStart(2, '0')}T00:00:00Z` });
    }
    const feed = async (path: string) => {
      const response = (await feedRoute.loader({
        request: get(path),
        params: {},
        context: context(),
      } as Args)) as Response;
      expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
      return response.text();
    };
    const english = await feed('/blog/feed.xml');
    const items = [...english.matchAll(/<item><title>([^<]*)<\/title><link>([^<]*)<\/link>/g)];
    expect(items).toHaveLength(FEED_SIZE);
    expect(items[0]!.slice(1)).toEqual(['Life in Gustavia', `${ORIGIN}/blog/life-in-gustavia`]);
    // The oldest post is the 21st, left out.
    expect(english).not.toContain('/blog/older-0<');
    expect(english).not.toContain('draft-post');

    const french = await feed('/fr/blog/feed.xml');
    expect(french).toContain('<title>Island Estates — Le Journal des îles</title>');
    expect(french).toContain(`<item><title>Vivre à Gustavia</title><link>${ORIGIN}/fr/blog/vivre-a-gustavia</link>`);
    expect(french).toContain('<description>Le port et les ruelles.</description>');
  });
});

describe('pages as a crawler reads them (rendered through the app)', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();
  let ids: Awaited<ReturnType<typeof insertContent>>;

  beforeAll(async () => {
    ids = await insertContent(database().db);
    publicPageCache().clear();
  });

  async function page(path: string, status = 200) {
    const response = await render(path);
    if (response.status !== status) console.log(path, (await response.clone().text()).slice(0, 3000));
    expect(response.status, path).toBe(status);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const attribute = (selector: RegExp) => selector.exec(head)?.[1]?.replaceAll('&amp;', '&') ?? null;
    return {
      html,
      canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
      alternate: (lang: string) => attribute(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]*)"`)),
      noindex: /<meta name="robots" content="noindex"\/>/.test(head),
      jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      ),
    };
  }

  it('canonicalises filters, sort, view and currency away and keeps the page number, in both languages', async () => {
    const filtered = await page('/properties?island=Sint+Maarten&sort=price-asc&page=2&view=map&currency=EUR');
    expect(filtered.canonical).toBe(`${ORIGIN}/properties?page=2`);
    expect(filtered.alternate('en')).toBe(`${ORIGIN}/properties?page=2`);
    expect(filtered.alternate('fr')).toBe(`${ORIGIN}/fr/properties?page=2`);
    expect(filtered.alternate('x-default')).toBe(`${ORIGIN}/properties?page=2`);
    expect(filtered.noindex).toBe(false);

    expect((await page('/fr/rentals?guests=4&page=1')).canonical).toBe(`${ORIGIN}/fr/rentals`);
    const villa = await page(`/fr/rentals/${ids.rental}?month=2027-03&checkIn=2027-03-02&checkOut=2027-03-09&guests=2`);
    expect(villa.canonical).toBe(`${ORIGIN}/fr/rentals/${ids.rental}`);
    expect(villa.alternate('en')).toBe(`${ORIGIN}/rentals/${ids.rental}`);
  });

  it('describes every page in its language, the description given by its loader', async () => {
    const description = async (path: string) => {
      const { html } = await page(path);
      const content = /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];
      expect(html, path).toContain(`<meta property="og:description" content="${content}"/>`);
      return content;
    };
    expect(await description('/')).toMatch(/^Luxury villas, residences and vacation rentals on Saint Barthélemy/);
    expect(await description('/fr/')).toMatch(/^Villas, résidences et locations de vacances de prestige/);
    expect(await description('/properties?island=Sint+Maarten')).toMatch(
      /^Luxury villas, apartments and houses for sale/,
    );
    expect(await description('/fr/properties')).toMatch(/^Villas, appartements et maisons de prestige à vendre/);
    expect(await description('/rentals')).toMatch(/^Luxury villas to rent on Saint Barthélemy/);
    expect(await description('/fr/rentals')).toMatch(/^Villas de prestige à louer/);
    expect(await description('/blog')).toMatch(/^The Island Journal: /);
    expect(await description('/fr/blog')).toMatch(/^Le Journal des îles\u00a0: /);
    expect(await description('/contact')).toMatch(/^Contact Island Estates in Gustavia/);
    expect(await description('/fr/contact')).toMatch(/^Contactez Island Estates à Gustavia/);
    // The service pages' texts, the description among them, come with their loader too.
    expect(await description('/investment')).toMatch(/^Why invest in Sint Maarten: /);
    expect(await description('/fr/investment')).toMatch(/^Pourquoi investir à Sint Maarten\u00a0: /);
    expect(await description('/property-management')).toMatch(/^Full-service property management/);
    expect(await description('/fr/property-management')).toMatch(/^Gestion locative complète/);
    expect(await description(`/fr/properties/${ids.property}`)).toBeTruthy();
    // The privacy and legal notices (issue 32, item 2), canonical and with their other language.
    expect(await description('/privacy')).toMatch(/^What Island Estates keeps about you/);
    expect(await description('/fr/legal')).toMatch(/^Qui édite le site Island Estates/);
    const legal = await page('/fr/legal');
    expect(legal.canonical).toBe(`${ORIGIN}/fr/legal`);
    expect(legal.alternate('en')).toBe(`${ORIGIN}/legal`);
    expect(legal.noindex).toBe(false);
  });

  it('names a French post’s own French address, and links the blog’s feed', async () => {
    const post = await page('/fr/blog/vivre-a-gustavia');
    expect(post.canonical).toBe(`${ORIGIN}/fr/blog/vivre-a-gustavia`);
    expect(post.alternate('en')).toBe(`${ORIGIN}/blog/life-in-gustavia`);
    // Link previews get absolute addresses.
    expect(post.html).toContain(`<meta property="og:url" content="${ORIGIN}/fr/blog/vivre-a-gustavia"/>`);
    expect(post.html).toContain(`<meta property="og:image" content="${ORIGIN}/images/demo/hero.webp"/>`);
    expect(post.html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Island Estates — Le Journal des îles" href="/fr/blog/feed.xml"/>',
    );
    expect((await page('/blog')).html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Island Estates — The Island Journal" href="/blog/feed.xml"/>',
    );
  });

  it('carries the structured data of each page type, and never a listing’s coordinates', async () => {
    const types = async (path: string) =>
      (await page(path)).jsonLd.flatMap((document) =>
        ((document['@graph'] as Record<string, unknown>[] | undefined) ?? [document]).map((node) => node['@type']),
      );
    expect(await types('/')).toEqual(['RealEstateAgent']);
    expect(await types(`/properties/${ids.property}`)).toEqual(['RealEstateListing', 'BreadcrumbList']);
    expect(await types(`/fr/rentals/${ids.rental}`)).toEqual(['VacationRental', 'BreadcrumbList']);
    expect(await types('/fr/blog/vivre-a-gustavia')).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(await types('/properties')).toEqual([]);

    const villa = await page(`/rentals/${ids.rental}`);
    const data = JSON.stringify(villa.jsonLd);
    expect(data).not.toMatch(/latitude|longitude|"geo"|18\.0425|63\.0548/);
    expect(villa.jsonLd[0]).toMatchObject({ '@graph': [{ '@type': 'VacationRental', identifier: ids.rental }, {}] });
    const post = (await page('/fr/blog/vivre-a-gustavia')).jsonLd[0]!['@graph'] as Record<string, unknown>[];
    expect(post[0]).toMatchObject({ headline: 'Vivre à Gustavia', inLanguage: 'fr', dateModified: expect.any(String) });
  });

  it('writes structured data that no title can end or bend (the block is escaped by React Router’s <Meta>)', async () => {
    const hostile = 'Villa </script><script>alert(1)</script> <!-- & \u2028 “Les Ondes”';
    const { db } = database();
    await db.query('update properties set title = $1 where id = $2', [hostile, ids.property]);
    publicPageCache().clear();
    try {
      const listing = await page(`/properties/${ids.property}`);
      expect(listing.html).not.toContain('<script>alert(1)');
      const graph = listing.jsonLd[0]!['@graph'] as Record<string, unknown>[];
      expect(graph[0]).toMatchObject({ '@type': 'RealEstateListing', name: hostile });
    } finally {
      await db.query("update properties set title = 'Villa Horizon' where id = $1", [ids.property]);
      publicPageCache().clear();
    }
  });

  it('keeps not-found pages, drafts, the saved list, sign-in and booking requests out of the index', async () => {
    for (const path of [
      '/no-such-page',
      '/fr/pas-de-page',
      `/properties/${ids.draftProperty}`,
      `/fr/properties/${ids.draftProperty}`,
      `/rentals/${ids.archivedRental}`,
      '/blog/draft-post',
      `/rentals/${ids.archivedRental}/request`,
    ]) {
      expect((await page(path, 404)).noindex, path).toBe(true);
    }
    for (const path of [
      '/saved',
      '/fr/saved',
      '/login',
      `/rentals/${ids.rental}/request`,
      `/fr/rentals/${ids.rental}/request`,
    ]) {
      expect((await page(path)).noindex, path).toBe(true);
    }
    // Out of the index but described all the same, by the form's lead (Lighthouse's SEO checks every page).
    const description = async (path: string) =>
      /<meta name="description" content="([^"]*)"\/>/.exec((await page(path)).html)?.[1];
    expect(await description(`/rentals/${ids.rental}/request`)).toMatch(/^Tell us who is coming\./);
    expect(await description(`/fr/rentals/${ids.rental}/request`)).toMatch(/^Dites-nous qui vous accompagne\./);
    for (const path of ['/', '/fr/', '/properties', `/properties/${ids.property}`, '/blog', '/contact']) {
      expect((await page(path)).noindex, path).toBe(false);
    }
  });

  it('serves the sitemap, robots.txt and the feed through the page cache with their own lifetimes', async () => {
    publicPageCache().clear();
    const first = await render('/sitemap.xml');
    const second = await render('/sitemap.xml');
    expect([first.headers.get('X-Cache'), second.headers.get('X-Cache')]).toEqual(['miss', 'hit']);
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(second.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(await second.text()).toContain(`<loc>${ORIGIN}/fr/properties/${ids.property}</loc>`);
    const robots = await render('/robots.txt');
    expect(robots.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const feed = await render('/fr/blog/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    // A page keeps the CDN's minute.
    expect((await render('/contact')).headers.get('Cache-Control')).toMatch(/s-maxage=60/);
  });
});
