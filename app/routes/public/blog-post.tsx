import { data, isRouteErrorResponse, Link, redirect } from 'react-router';
import { NotFoundPanel } from '#app/components/listings/NotFoundPanel';
import { LinkButton } from '#app/components/ui/Button';
import { ArrowLeftIcon } from '#app/components/ui/icons';
import { SITE_NAME } from '#app/domain/constants';
import { formatDate } from '#app/domain/format';
import { MESSAGES } from '#app/domain/messages';
import { localizedSlug, localizeRow } from '#app/domain/i18n/content';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { pageMeta } from '#app/domain/seo';
import { excerpt, markdownToPlainText } from '#app/domain/text';
import { getServices } from '#app/server/context.server';
import { renderMarkdown } from '#app/server/markdown.server';
import type { Route } from './+types/blog-post';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';

const WORDS_PER_MINUTE = 220;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  // Only published posts are found; drafts and archived posts are as missing as unknown slugs. A post is
  // found by its address in either language, and sent to its address in this one (its French slug on the
  // French site when it has one, its English slug on the English site).
  const found = await getServices(context).backend.findPublishedPost(params.slug, locale);
  if (!found) throw data(null, { status: 404 });
  const slug = localizedSlug(found, locale);
  if (slug !== params.slug) throw redirect(localizedPath(`/blog/${slug}`, locale));
  // Title and text in the page's language (English where the French is missing, named in `lang`).
  const post = localizeRow(found, ['title', 'content'], locale);
  const plain = markdownToPlainText(post.content);
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
    html: renderMarkdown(post.content),
    description: excerpt(post.content, 155),
    minutes: Math.max(1, Math.round(plain.split(' ').filter(Boolean).length / WORDS_PER_MINUTE)),
  };
}

export default function BlogPost({ loaderData: { post, html, minutes } }: Route.ComponentProps) {
  return (
    <article className="pb-24 sm:pb-32">
      <header className="container-page pt-12 sm:pt-16">
        <Link
          to="/blog"
          className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-fg-muted uppercase transition-colors hover:text-accent"
        >
          <ArrowLeftIcon size={16} />
          Back to Blog
        </Link>
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center text-center sm:mt-16">
          <p className="eyebrow">
            <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
            <span aria-hidden="true" className="mx-3 text-fg-subtle">
              ·
            </span>
            {minutes} min read
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
            <p className="font-display text-2xl text-fg">Thinking of a home on the islands?</p>
            <p className="mt-1 text-[0.9375rem] text-fg-muted">Our advisors in Gustavia and Philipsburg are happy to help.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/blog" variant="secondary">
              Back to Blog
            </LinkButton>
            <LinkButton to="/contact">Contact Us</LinkButton>
          </div>
        </footer>
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  if (!loaderData) return [{ title: `${MESSAGES.blog.notFoundTitle} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    title: `${loaderData.post.title} | ${SITE_NAME}`,
    description: loaderData.description,
    path: `/blog/${params.slug}`,
    image: loaderData.post.featuredImage || undefined,
    type: 'article',
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <NotFoundPanel
      title={MESSAGES.blog.notFoundTitle}
      text={missing ? MESSAGES.blog.notFoundFallback : MESSAGES.blog.notFound}
      backTo="/blog"
      backLabel="Back to Blog"
    />
  );
}
