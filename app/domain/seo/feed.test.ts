import { describe, expect, it } from 'vitest';
import '#app/domain/i18n/texts/fr';
import { blogFeedLink, blogFeedXml } from './feed';

const ORIGIN = 'https://islandestates.example';

describe('the blog feed', () => {
  const items = [
    {
      title: 'Vivre à Gustavia',
      path: '/fr/blog/vivre-a-gustavia',
      summary: 'Le port & les ruelles <3',
      publishedAt: '2026-10-03T09:30:00.000Z',
    },
    {
      title: 'Market Notes',
      path: '/fr/blog/market-notes',
      summary: 'Prices in 2026.',
      publishedAt: '2026-09-01T08:00:00.000Z',
    },
  ];

  it('is RSS 2.0 in the feed’s language, with absolute links, dates and escaped text', () => {
    const xml = blogFeedXml(ORIGIN, 'fr', items);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:atom="http:\/\/www.w3.org\/2005\/Atom">/,
    );
    expect(xml).toContain('<title>Island Estates — Le Journal des îles</title>');
    expect(xml).toContain(`<link>${ORIGIN}/fr/blog</link>`);
    expect(xml).toContain('<language>fr</language>');
    expect(xml).toContain(`<atom:link href="${ORIGIN}/fr/blog/feed.xml" rel="self" type="application/rss+xml"/>`);
    expect(xml).toContain('<lastBuildDate>Sat, 03 Oct 2026 09:30:00 GMT</lastBuildDate>');
    expect(xml).toContain(
      `<item><title>Vivre à Gustavia</title><link>${ORIGIN}/fr/blog/vivre-a-gustavia</link><guid isPermaLink="true">${ORIGIN}/fr/blog/vivre-a-gustavia</guid><pubDate>Sat, 03 Oct 2026 09:30:00 GMT</pubDate><description>Le port &amp; les ruelles &lt;3</description></item>`,
    );
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });

  it('is linked from the blog pages in each language', () => {
    expect(blogFeedLink('en')).toEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Island Estates — The Island Journal',
      href: '/blog/feed.xml',
    });
    expect(blogFeedLink('fr')).toMatchObject({
      title: 'Island Estates — Le Journal des îles',
      href: '/fr/blog/feed.xml',
    });
  });

  it('has no build date while there are no posts', () => {
    expect(blogFeedXml(ORIGIN, 'en', [])).not.toContain('lastBuildDate');
  });
});
