import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '#app/domain/i18n/locale';
import { XML_DECLARATION, xmlText } from './xml';

/**
 * The sitemap (sitemaps.org 0.9, with Google's `xhtml:link` language alternates): every public page once per
 * language, each `<url>` naming the page in every language and `x-default` (English). Beyond the protocol's
 * 50,000 URLs a file, `/sitemap.xml` becomes an index of `/sitemaps/N.xml` parts; a page's languages always
 * share a part.
 */

export const SITEMAP_MAX_URLS = 50_000;

/** One page in every language: its path in each (a post's French slug may differ), and when it last changed. */
export interface SitemapPage {
  paths: Record<Locale, string>;
  /** An ISO timestamp; absent when the page has no content date of its own. */
  lastmod?: string | null;
}

/** An English app path in every language, for pages whose address differs only by the prefix. */
export function everyLanguage(path: string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(path, locale)])) as Record<Locale, string>;
}

/** How the pages are split: how many parts, and how many pages (each in every language) a part holds. */
export interface SitemapLayout {
  parts: number;
  pagesPerPart: number;
}

export function sitemapLayout(pageCount: number, maxUrls: number = SITEMAP_MAX_URLS): SitemapLayout {
  const pagesPerPart = Math.max(1, Math.floor(maxUrls / LOCALES.length));
  return { parts: Math.max(1, Math.ceil(pageCount / pagesPerPart)), pagesPerPart };
}

/** `/sitemaps/N.xml`, N from 1. */
export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`;

/** The part a `/sitemaps/:file` name asks for ('3.xml' → 3), or null for anything else. */
export function parseSitemapPart(file: string): number | null {
  const match = /^([1-9]\d{0,6})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

/** W3C datetime, in UTC, as the protocol wants it. */
const w3cDate = (iso: string) => new Date(iso).toISOString();

function urlElement(origin: string, page: SitemapPage, locale: Locale): string {
  const href = (path: string) => xmlText(`${origin}${path}`);
  const alternates = [
    ...LOCALES.map((other) => ({ hreflang: other, path: page.paths[other] })),
    { hreflang: 'x-default', path: page.paths[DEFAULT_LOCALE] },
  ].map(({ hreflang, path }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(path)}"/>`);
  const lastmod = page.lastmod ? `<lastmod>${w3cDate(page.lastmod)}</lastmod>` : '';
  return `<url><loc>${href(page.paths[locale])}</loc>${lastmod}${alternates.join('')}</url>`;
}

/** A `<urlset>` of pages, each once per language. */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap((page) => LOCALES.map((locale) => urlElement(origin, page, locale)));
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The index naming parts 1…`parts`. */
export function sitemapIndexXml(origin: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, index) => `<sitemap><loc>${xmlText(`${origin}${sitemapPartPath(index + 1)}`)}</loc></sitemap>`,
  );
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}
