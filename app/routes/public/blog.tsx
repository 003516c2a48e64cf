import { Link, redirect } from 'react-router';
import { z } from '#app/domain/zod';
import { PageHero } from '#app/components/layout/PageHero';
import { Pagination } from '#app/components/listings/Pagination';
import { ArrowRightIcon } from '#app/components/ui/page-icons';
import { BLOG_EXCERPT_LENGTH, SITE_NAME } from '#app/domain/constants';
import { useLocale, useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { localizedSlug, localizeRows } from '#app/domain/i18n/content';
import { formatLongDate } from '#app/domain/i18n/date-format';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { blogTexts } from '#app/domain/content/texts/blog';
import { imageTextLang } from '#app/domain/media/images';
import { blogFeedLink } from '#app/domain/seo/feed';
import { pageDescriptionTexts } from '#app/domain/i18n/texts/page-descriptions';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import { markdownToPlainText, truncate } from '#app/domain/text-utils';
import { getServices } from '#app/server/context.server';
import type { Route } from './+types/blog';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';
import { listingQueries } from '#app/server/listings/listings.server';

/** Nine posts fill the three-column grid exactly. */
const BLOG_PAGE_SIZE = 9;

/** `?page=N`; anything that is not a positive whole number reads as page 1 (never an error). */
const blogSearchSchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1) });

const pageHref = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog');

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { page } = blogSearchSchema.parse({ page: url.searchParams.get('page') ?? undefined });
  const result = await getServices(context).capabilities.use(listingQueries).listPublishedPosts(page, BLOG_PAGE_SIZE);
  const locale = localeFromPath(url.pathname);
  // Past the last page (a stale link, a post unpublished since): go to the last page that exists, in the same language.
  if (result.rows.length === 0 && page > 1) throw redirect(localizedPath(pageHref(result.pageCount), locale));
  return {
    page: result.page,
    pageCount: result.pageCount,
    description: pageDescriptionTexts[locale].blog,
    // Only what a card shows goes to the browser: the excerpt, not the whole post.
    // In the page's language: title and text (English where the French is missing, named in `lang`), and
    // the post's address there.
    posts: localizeRows(result.rows, ['title', 'content'], locale).map((post) => ({
      slug: localizedSlug(post, locale),
      title: post.title,
      lang: post.lang,
      featuredImage: post.featured_image,
      featuredImageMeta: post.featured_image_meta,
      createdAt: post.created_at,
      // SPEC §2/§9: the first 200 characters of the text, then '...' (no stray space before it).
      excerpt: truncate(markdownToPlainText(post.content), BLOG_EXCERPT_LENGTH).replace(/\s+\.\.\.$/, '...'),
    })),
  };
}

export default function Blog({ loaderData: { posts, page, pageCount } }: Route.ComponentProps) {
  const t = useTexts(blogTexts);
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section aria-label={t.postsLabel} className="container-page pb-24 sm:pb-32">
        {posts.length === 0 ? (
          <div className="border-t border-line py-16 text-center">
            <p className="font-display text-3xl text-fg">{t.noPosts}</p>
            <p className="mt-3 text-fg-muted">{t.noPostsText}</p>
          </div>
        ) : (
          <ul className="grid gap-x-8 gap-y-14 border-t border-line pt-12 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.slug}>
                <article className="group relative flex h-full flex-col">
                  <div className="aspect-[3/2] overflow-hidden bg-surface-muted">
                    {post.featuredImage ? (
                      <ResponsiveImage
                        src={post.featuredImage}
                        alt={post.featuredImageMeta.alt?.trim() || post.title}
                        lang={imageTextLang(post.featuredImageMeta.alt, locale, post.lang.title, post.featuredImageMeta.altLang)}
                        media={post.featuredImageMeta.media}
                        placeholder={post.featuredImageMeta.placeholder}
                        width={1200}
                        height={800}
                        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                        maxDisplayWidth={640}
                        priority={index < 1}
                        className="h-full w-full object-cover transition duration-700 ease-luxe group-hover:scale-105"
                      />
                    ) : null}
                  </div>
                  <p className="eyebrow mt-6">
                    <time dateTime={post.createdAt}>{formatLongDate(post.createdAt, locale)}</time>
                  </p>
                  <h2
                    lang={post.lang.title}
                    className="mt-3 font-display text-[1.75rem] leading-tight text-fg transition-colors group-hover:text-accent"
                  >
                    <Link to={localized(`/blog/${post.slug}`)} className="focus-visible:outline-offset-4">
                      {post.title}
                    </Link>
                  </h2>
                  <p lang={post.lang.content} className="mt-3 flex-1 text-[0.9375rem] leading-relaxed text-fg-muted">
                    {post.excerpt}
                  </p>
                  <Link
                    to={localized(`/blog/${post.slug}`)}
                    className="mt-6 inline-flex items-center gap-2 self-start text-xs font-semibold tracking-[0.16em] text-fg uppercase transition-colors hover:text-accent"
                  >
                    {t.readMore}
                    <span className="sr-only">
                      {t.readMoreColon}
                      {post.title}
                    </span>
                    <ArrowRightIcon size={16} className="transition-transform duration-300 group-hover:translate-x-1" />
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={pageHref} label={t.pagesLabel} />
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeFromPath(location.pathname);
  const t = blogTexts[locale];
  return [
    ...pageMeta({
      origin: rootOrigin(matches),
      title: t.metaTitle(loaderData?.page ?? 1, SITE_NAME),
      description: loaderData?.description ?? '',
      path: localizedPath(loaderData ? pageHref(loaderData.page) : '/blog', locale),
    }),
    blogFeedLink(locale),
  ];
};
