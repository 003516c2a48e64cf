import { localizedSlug } from '#app/domain/i18n/content';
import { localizedPath } from '#app/domain/i18n/locale';
import {
  everyLanguage,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapLayout,
  sitemapXml,
  type SitemapPage,
} from '#app/domain/seo/sitemap';
import { SITEMAP_CONTENT, type SitemapContent, type SitemapRow } from '#app/server/seo/sitemap-queries.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { sitemapQueries } from '#app/server/seo/sitemap-queries.server';

/**
 * `/sitemap.xml` and its parts: the site's own pages, then every published property, rental and post, in that
 * order, each in every language. Up to `maxUrls` URLs, `/sitemap.xml` lists them all; beyond, it is an index
 * and `/sitemaps/N.xml` holds the Nth slice — read on its own, so no request loads the whole catalogue.
 */

export interface SitemapRequest {
  capabilities: Capabilities;
  origin: string;
  /** The site's own pages (English paths), in order. */
  staticPaths: readonly string[];
  /** null: `/sitemap.xml`; N: `/sitemaps/N.xml`. */
  part: number | null;
  /** URLs a file may hold (the protocol's 50,000; tests pass less). */
  maxUrls?: number;
}

const LIST_OF: Record<SitemapContent, string> = { properties: '/properties', rentals: '/rentals', blog_posts: '/blog' };

function contentPage(table: SitemapContent, row: SitemapRow): SitemapPage {
  if (table === 'blog_posts') {
    const post = { slug: row.slug ?? '', slug_fr: row.slug_fr ?? null };
    return {
      paths: { en: `/blog/${post.slug}`, fr: localizedPath(`/blog/${localizedSlug(post, 'fr')}`, 'fr') },
      lastmod: row.updated_at,
    };
  }
  return { paths: everyLanguage(`${LIST_OF[table]}/${row.id}`), lastmod: row.updated_at };
}

/** The site's own pages; a list's date is its newest item's, home's the newest of all. */
async function staticPages(capabilities: Capabilities, paths: readonly string[]): Promise<SitemapPage[]> {
  const latest = await capabilities.use(sitemapQueries).latestContentUpdates();
  const dates = SITEMAP_CONTENT.map((table) => latest[table]).filter((date): date is string => date !== null);
  const lastmod: Record<string, string | null> = {
    '/': dates.sort((a, b) => Date.parse(a) - Date.parse(b)).at(-1) ?? null,
    ...Object.fromEntries(SITEMAP_CONTENT.map((table) => [LIST_OF[table], latest[table]])),
  };
  return paths.map((path) => ({ paths: everyLanguage(path), lastmod: lastmod[path] ?? null }));
}

/** The pages `from`…`to` - 1 of the whole ordered list, reading only the slices of each kind they cover. */
async function pagesBetween(
  request: SitemapRequest,
  counts: Record<SitemapContent, number>,
  from: number,
  to: number,
): Promise<SitemapPage[]> {
  const sections = [
    {
      size: request.staticPaths.length,
      read: async (start: number, end: number) =>
        (await staticPages(request.capabilities, request.staticPaths)).slice(start, end + 1),
    },
    ...SITEMAP_CONTENT.map((table) => ({
      size: counts[table],
      read: async (start: number, end: number) =>
        (await request.capabilities.use(sitemapQueries).listSitemapRows(table, start, end)).map((row) =>
          contentPage(table, row),
        ),
    })),
  ];
  const pages: SitemapPage[] = [];
  let offset = 0;
  for (const section of sections) {
    const start = Math.max(from - offset, 0);
    const end = Math.min(to - offset, section.size);
    if (start < end) pages.push(...(await section.read(start, end - 1)));
    offset += section.size;
  }
  return pages;
}

const xmlResponse = (body: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // An hour in browsers and CDNs; the server's page cache drops it at once on any staff change.
      'Cache-Control': 'public, max-age=3600',
    },
  });

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function sitemapResponse(request: SitemapRequest): Promise<Response> {
  const counts = await request.capabilities.use(sitemapQueries).countSitemapContent();
  const total = request.staticPaths.length + SITEMAP_CONTENT.reduce((sum, table) => sum + counts[table], 0);
  const { parts, pagesPerPart } = sitemapLayout(total, request.maxUrls ?? SITEMAP_MAX_URLS);
  if (request.part === null) {
    if (parts > 1) return xmlResponse(sitemapIndexXml(request.origin, parts));
    return xmlResponse(sitemapXml(request.origin, await pagesBetween(request, counts, 0, total)));
  }
  // Parts exist only while the sitemap is an index.
  if (parts === 1 || request.part > parts) return notFound();
  const from = (request.part - 1) * pagesPerPart;
  return xmlResponse(sitemapXml(request.origin, await pagesBetween(request, counts, from, from + pagesPerPart)));
}
