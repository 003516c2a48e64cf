import { localizedSlug, localizeRows } from '#app/domain/i18n/content';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { blogFeedXml, FEED_SIZE } from '#app/domain/seo/feed';
import { excerpt } from '#app/domain/text-utils';
import { getServices } from '#app/server/context.server';
import { requestOrigin } from '#app/server/http/origin.server';
import type { Route } from './+types/blog-feed';
import { listingQueries } from '#app/server/listings/listings.server';

/** /blog/feed.xml and /fr/blog/feed.xml (one module, two ids): the newest published posts as RSS 2.0. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { rows } = await getServices(context).capabilities.use(listingQueries).listPublishedPosts(1, FEED_SIZE);
  const items = localizeRows(rows, ['title', 'content'], locale).map((post) => ({
    title: post.title,
    path: localizedPath(`/blog/${localizedSlug(post, locale)}`, locale),
    summary: excerpt(post.content, 300),
    publishedAt: post.created_at,
  }));
  return new Response(blogFeedXml(requestOrigin(request), locale, items), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      // An hour in readers and CDNs; the server's page cache drops it at once when a post changes.
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
