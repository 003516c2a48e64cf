import { data, isRouteErrorResponse, Link, redirect } from 'react-router';
import { NotFoundPanel } from '#app/components/listings/NotFoundPanel';
import { LinkButton } from '#app/components/ui/Button';
import { ArrowLeftIcon } from '#app/components/ui/page-icons';
import { SITE_NAME } from '#app/domain/constants';
import { useLocale, useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { localizedSlug, localizeRow } from '#app/domain/i18n/content';
import { formatLongDate } from '#app/domain/i18n/date-format';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { blogTexts } from '#app/domain/content/texts/blog';
import { imageTextLang } from '#app/domain/media/images';
import { blogFeedLink } from '#app/domain/seo/feed';
import { postPageJsonLd } from '#app/domain/seo/json-ld';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import { excerpt, markdownToPlainText } from '#app/domain/text-utils';
import { getServices } from '#app/server/context.server';
import { requestOrigin } from '#app/server/http/origin.server';
import { renderMarkdown } from '#app/server/content/markdown.server';
import type { Route } from './+types/blog-post';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';
import { listingQueries } from '#app/server/listings/listings.server';

const WORDS_PER_MINUTE = 220;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  // Only published posts are found; drafts and archived posts are as missing as unknown slugs. A post is
  // found by its address in either language, and sent to its address in this one (its French slug on the
  // French site when it has one, its English slug on the English site).
  const found = await getServices(context).capabilities.use(listingQueries).findPublishedPost(params.slug, locale);
  if (!found) throw data(null, { status: 404 });
  const slug = localizedSlug(found, locale);
  if (slug !== params.slug) throw redirect(localizedPath(`/blog/${slug}`, locale));
  // Title and text in the page's language (English where the French is missing, named in `lang`).
  const post = localizeRow(found, ['title', 'content'], locale);
  const plain = markdownToPlainText(post.content);
  const description = excerpt(post.content, 155);
  const path = localizedPath(`/blog/${slug}`, locale);
  return {
    post: {
      slug,
      title: post.title,
      lang: post.lang,
      featuredImage: post.featured_image,
      featuredImageMeta: post.featured_image_meta,
      createdAt: post.created_at,
    },
    // Rendered and sanitised here, on the server; the browser receives HTML that is safe to insert.
    // Its address in each language (its French slug may differ), for the switcher and hreflang.
    languagePaths: { en: `/blog/${found.slug}`, fr: localizedPath(`/blog/${localizedSlug(found, 'fr')}`, 'fr') },
    html: renderMarkdown(post.content),
    description,
    jsonLd: postPageJsonLd(
      { origin: requestOrigin(request), locale },
      {
        path,
        title: post.title,
        description,
        image: post.featured_image || null,
        createdAt: post.created_at,
        updatedAt: post.updated_at,
        // The language the post's text is in (its English where the French is missing).
        inLanguage: post.lang.content ?? locale,
      },
    ),
    minutes: Math.max(1, Math.round(plain.split(' ').filter(Boolean).length / WORDS_PER_MINUTE)),
  };
}

export default function BlogPost({ loaderData: { post, html, minutes } }: Route.ComponentProps) {
  const t = useTexts(blogTexts);
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <article className="pb-24 sm:pb-32">
      <header className="container-page pt-12 sm:pt-16">
        <Link
          to={localized('/blog')}
          className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-fg-muted uppercase transition-colors hover:text-accent"
        >
          <ArrowLeftIcon size={16} />
          {t.backToBlog}
        </Link>
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center text-center sm:mt-16">
          <p className="eyebrow">
            <time dateTime={post.createdAt}>{formatLongDate(post.createdAt, locale)}</time>
            <span aria-hidden="true" className="mx-3 text-fg-subtle">
              ·
            </span>
            {t.minutesRead(minutes)}
          </p>
          <h1 className="display-title mt-6" lang={post.lang.title}>
            {post.title}
          </h1>
          <span aria-hidden="true" className="rule-accent mt-10" />
        </div>
      </header>

      {post.featuredImage ? (
        <div className="mx-auto mt-12 max-w-6xl sm:mt-16 sm:px-8 lg:px-10">
          <ResponsiveImage
            src={post.featuredImage}
            alt={post.featuredImageMeta.alt?.trim() || post.title}
            lang={imageTextLang(post.featuredImageMeta.alt, locale, post.lang.title, post.featuredImageMeta.altLang)}
            media={post.featuredImageMeta.media}
            placeholder={post.featuredImageMeta.placeholder}
            width={1600}
            height={900}
            sizes="(min-width: 1280px) 1200px, 100vw"
            maxDisplayWidth={1200}
            priority
            className="aspect-[16/9] w-full bg-surface-muted object-cover sm:aspect-[2/1]"
          />
        </div>
      ) : null}

      <div className="container-page">
        <div
          lang={post.lang.content}
          className="prose-text prose-lede mx-auto mt-14 max-w-2xl sm:mt-20"
          dangerouslySetInnerHTML={{ __html: html }}
        />

        <footer className="mx-auto mt-20 flex max-w-2xl flex-col gap-8 border-t border-line pt-10 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-display text-2xl text-fg">{t.closingTitle}</p>
            <p className="mt-1 text-[0.9375rem] text-fg-muted">{t.closingText}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <LinkButton to={localized('/blog')} variant="secondary">
              {t.backToBlog}
            </LinkButton>
            <LinkButton to={localized('/contact')}>{t.contactUs}</LinkButton>
          </div>
        </footer>
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) => {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) {
    return [{ title: `${blogTexts[locale].notFoundTitle} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
  }
  return [
    ...pageMeta({
      origin: rootOrigin(matches),
      jsonLd: loaderData.jsonLd,
      title: `${loaderData.post.title} | ${SITE_NAME}`,
      description: loaderData.description,
      path: localizedPath(`/blog/${params.slug}`, locale),
      image: loaderData.post.featuredImage || undefined,
      type: 'article',
    }),
    blogFeedLink(locale),
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useTexts(blogTexts);
  const localized = useLocalizedPath();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <NotFoundPanel
      title={t.notFoundTitle}
      text={missing ? t.notFoundFallback : t.notFound}
      backTo={localized('/blog')}
      backLabel={t.backToBlog}
    />
  );
}
