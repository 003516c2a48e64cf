import { SITE_NAME } from '../constants';

export const DEFAULT_OG_IMAGE = '/images/demo/og-default.jpg';

/** Pages no search engine should list: error pages, the visitor's own pages, forms and receipts, the back office. */
export const NOINDEX = { name: 'robots', content: 'noindex' } as const;

/** The meta tags every page carries: title, description, Open Graph and Twitter card. */
export function pageMeta({
  title,
  description,
  path,
  image = DEFAULT_OG_IMAGE,
  type = 'website',
}: {
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: 'website' | 'article';
}) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: path },
    { property: 'og:image', content: image },
    { property: 'og:site_name', content: SITE_NAME },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
