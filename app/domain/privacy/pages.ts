/**
 * The privacy notice and the legal notice (issue 32, item 2): their names and addresses, for the routes, the
 * sitemap, the footer and the forms' privacy line. Kept apart from their schemas and texts
 * (./legal-pages.ts), so the footer of every page carries nothing more.
 */
export const LEGAL_PAGES = ['privacy', 'legal'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** The pages' addresses (English; French under /fr), for the routes, the sitemap, the footer and the forms. */
export const LEGAL_PAGE_PATHS: Record<LegalPage, string> = { privacy: '/privacy', legal: '/legal' };

/** What owners saved: '' is the built-in text. */
export interface LegalPageRow {
  page: LegalPage;
  body_en: string;
  body_fr: string;
  updated_at: string;
}
