import { SITE_NAME } from '#app/domain/constants';

export const DEFAULT_OG_IMAGE = '/images/demo/og-default.jpg';

/** Pages no search engine should list: error pages, the visitor's own pages, forms and receipts, the back office. */
export const NOINDEX = { name: 'robots', content: 'noindex' } as const;

/** The site's origin the root loader names (root.tsx), read from a meta function's matches. */
export function rootOrigin(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as { origin?: string } | undefined)?.origin ?? '';
}

/**
 * The meta tags every page carries: title, description, Open Graph and Twitter card. Open Graph's page and
 * image addresses are absolute (with the site's `origin`), as link previews need them. `jsonLd`, the page's
 * structured data from its loader (json-ld.ts), becomes a `<script type="application/ld+json">` in the head,
 * written and escaped by React Router's <Meta> — a data block browsers never run, and no component of ours
 * in the page's JavaScript.
 */
export function pageMeta({
  title,
  description,
  path,
  origin = '',
  image = DEFAULT_OG_IMAGE,
  type = 'website',
  jsonLd,
}: {
  title: string;
  description: string;
  path: string;
  origin?: string;
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
}) {
  const absolute = (address: string) => (origin && address.startsWith('/') ? `${origin}${address}` : address);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: absolute(path) },
    { property: 'og:image', content: absolute(image) },
    { property: 'og:site_name', content: SITE_NAME },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
  ];
}
