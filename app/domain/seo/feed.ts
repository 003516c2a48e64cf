import { pageDescriptionTexts } from '#app/domain/i18n/texts/page-descriptions';
import { SITE_NAME } from '#app/domain/constants';
import { localizedPath, type Locale } from '#app/domain/i18n/locale';
import { blogTexts } from '#app/domain/content/texts/blog';
import { XML_DECLARATION, xmlText } from './xml';

/**
 * The blog's RSS 2.0 feed, one per language (/blog/feed.xml, /fr/blog/feed.xml): the newest posts, their
 * titles and summaries in the feed's language (English where a post has no French), absolute links.
 */

export const FEED_SIZE = 20;

/** The feed of a language, as a blog page links it (`<link rel="alternate" type="application/rss+xml">`). */
export function blogFeedLink(locale: Locale) {
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: blogTexts[locale].feedTitle(SITE_NAME),
    href: localizedPath('/blog/feed.xml', locale),
  } as const;
}

export interface FeedItem {
  title: string;
  /** The post's path in the feed's language. */
  path: string;
  summary: string;
  publishedAt: string;
}

/** RFC 822 dates, as RSS 2.0 wants them ('Tue, 21 Nov 2026 10:00:00 GMT'). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function blogFeedXml(origin: string, locale: Locale, items: readonly FeedItem[]): string {
  const t = blogTexts[locale];
  const url = (path: string) => xmlText(`${origin}${path}`);
  const newest = items[0]?.publishedAt;
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlText(t.feedTitle(SITE_NAME))}</title>`,
    `<link>${url(localizedPath('/blog', locale))}</link>`,
    `<description>${xmlText(pageDescriptionTexts[locale].blog)}</description>`,
    `<language>${locale}</language>`,
    `<atom:link href="${url(localizedPath('/blog/feed.xml', locale))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`<lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items.map((item) =>
      [
        '<item>',
        `<title>${xmlText(item.title)}</title>`,
        `<link>${url(item.path)}</link>`,
        `<guid isPermaLink="true">${url(item.path)}</guid>`,
        `<pubDate>${rfc822(item.publishedAt)}</pubDate>`,
        `<description>${xmlText(item.summary)}</description>`,
        '</item>',
      ].join(''),
    ),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
