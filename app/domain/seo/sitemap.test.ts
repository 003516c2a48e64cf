import { describe, expect, it } from 'vitest';
import { everyLanguage, parseSitemapPart, sitemapIndexXml, sitemapLayout, sitemapXml } from './sitemap';

const ORIGIN = 'https://islandestates.example';

describe('sitemapXml', () => {
  const xml = sitemapXml(ORIGIN, [
    { paths: everyLanguage('/properties'), lastmod: '2026-11-02T10:00:00+00:00' },
    { paths: { en: '/blog/life-in-gustavia', fr: '/fr/blog/vivre-a-gustavia' }, lastmod: null },
  ]);
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);

  it('lists each page once per language, with every language and x-default as alternates', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)![1])).toEqual([
      `${ORIGIN}/properties`,
      `${ORIGIN}/fr/properties`,
      `${ORIGIN}/blog/life-in-gustavia`,
      `${ORIGIN}/fr/blog/vivre-a-gustavia`,
    ]);
    for (const url of urls.slice(2)) {
      expect([...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]])).toEqual([
        ['en', `${ORIGIN}/blog/life-in-gustavia`],
        ['fr', `${ORIGIN}/fr/blog/vivre-a-gustavia`],
        ['x-default', `${ORIGIN}/blog/life-in-gustavia`],
      ]);
    }
  });

  it('dates a page by its content (UTC), and leaves a page without one undated', () => {
    expect(urls[0]).toContain('<lastmod>2026-11-02T10:00:00.000Z</lastmod>');
    expect(urls[2]).not.toContain('<lastmod>');
  });

  it('escapes what XML must not carry raw', () => {
    const odd = sitemapXml(ORIGIN, [{ paths: { en: '/a?x=1&y=<2>', fr: '/fr/a\u0001' } }]);
    expect(odd).toContain(`<loc>${ORIGIN}/a?x=1&amp;y=&lt;2&gt;</loc>`);
    expect(odd).not.toContain('\u0001');
  });
});

describe('sitemap parts', () => {
  it('stays one file up to the limit, counting every language, and splits beyond with languages together', () => {
    expect(sitemapLayout(25_000)).toEqual({ parts: 1, pagesPerPart: 25_000 });
    expect(sitemapLayout(25_001)).toEqual({ parts: 2, pagesPerPart: 25_000 });
    expect(sitemapLayout(10, 6)).toEqual({ parts: 4, pagesPerPart: 3 });
    expect(sitemapLayout(0)).toEqual({ parts: 1, pagesPerPart: 25_000 });
  });

  it('indexes the parts by absolute address', () => {
    expect(sitemapIndexXml(ORIGIN, 2)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `<sitemap><loc>${ORIGIN}/sitemaps/1.xml</loc></sitemap>`,
        `<sitemap><loc>${ORIGIN}/sitemaps/2.xml</loc></sitemap>`,
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  it('reads a part number from its file name, and nothing else', () => {
    expect(parseSitemapPart('1.xml')).toBe(1);
    expect(parseSitemapPart('12.xml')).toBe(12);
    for (const file of ['0.xml', '01.xml', '1.XML', '1', 'a.xml', '-1.xml', '1.xml.gz', '99999999.xml']) {
      expect(parseSitemapPart(file), file).toBeNull();
    }
  });
});
