import type { Translation } from '#app/domain/i18n/catalogue';

export const blogEnglish = {
  eyebrow: 'Blog',
  title: 'The Island Journal',
  lead: 'Market notes, neighbourhood guides and the quieter pleasures of life on Saint Barthélemy and Sint Maarten.',
  postsLabel: 'Blog posts',
  noPosts: 'No blog posts yet',
  noPostsText: 'Our first stories from the islands are on their way.',
  readMore: 'Read more',
  /** Between 'Read more' and the post's title, for screen readers. */
  readMoreColon: ': ',
  pagesLabel: 'Blog pages',
  /** The RSS feed's title (/blog/feed.xml), as feed readers list it. */
  feedTitle: (site: string) => `${site} — The Island Journal`,
  metaTitle: (page: number, site: string) => `Blog${page > 1 ? ` — Page ${page}` : ''} | ${site}`,
  // A post
  backToBlog: 'Back to Blog',
  minutesRead: (minutes: number) => `${minutes} min read`,
  closingTitle: 'Thinking of a home on the islands?',
  closingText: 'Our advisors in Gustavia and Philipsburg are happy to help.',
  contactUs: 'Contact Us',
  // SPEC §8, as app/domain/spec-texts.ts has them (a test keeps the two equal; the list page does not load that module).
  notFoundTitle: 'Blog Post Not Found',
  notFound: 'Blog post not found or unavailable.',
  notFoundFallback: 'The blog post you are looking for does not exist or has been removed.',
};

/** The shape the French texts must fill (app/domain/content/texts/fr/blog.ts). */
export type BlogTranslation = Translation<typeof blogEnglish>;
