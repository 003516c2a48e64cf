import { z } from '#app/domain/zod';
import { LEGAL_PAGES, type LegalPage, type LegalPageRow } from './pages';

/**
 * The privacy notice and the legal notice (issue 32, item 2; docs/decisions/041-privacy-and-legal-notice.md):
 * public pages whose Markdown owners edit at /admin/settings/legal-pages (table public.legal_pages). A text
 * left empty is the built-in one (./defaults), so a fresh clone shows complete pages.
 */

export const LEGAL_BODY_MAX_LENGTH = 60_000;

/** Whether a row holds the built-in text in both languages (nothing saved, or restored). */
export const isDefaultText = (row: Pick<LegalPageRow, 'body_en' | 'body_fr'> | null) =>
  !row || (row.body_en.trim() === '' && row.body_fr.trim() === '');

const body = (language: string) =>
  z
    .string({ message: `Write the text in ${language}.` })
    .trim()
    .min(1, `Write the text in ${language}.`)
    .max(LEGAL_BODY_MAX_LENGTH, `At most ${LEGAL_BODY_MAX_LENGTH.toLocaleString('en')} characters.`);

/** The admin page's save form, one per page (`intent` 'save'; 'restore' takes only the page). */
export const legalPageSchema = z.object({
  page: z.enum(LEGAL_PAGES),
  bodyEn: body('English'),
  bodyFr: body('French'),
});

export const restoreLegalPageSchema = z.object({ page: z.enum(LEGAL_PAGES) });

/** The admin page's texts (the back office is in English). */
export const legalPagesSettingsTexts = {
  title: 'Privacy and legal notices',
  lead: 'The texts of the privacy notice (/privacy) and the legal notice (/legal), in English and French, in Markdown like the blog posts. The list of cookies on the privacy notice is written by the site itself, from the cookies it really sets, and follows the text. {leadRetention} and {mailRetention} in a text show the periods set under Settings → Retention.',
  cardLead: 'The privacy notice and the legal notice visitors read, in English and French.',
  pageTitle: { privacy: 'Privacy notice', legal: 'Legal notice' } satisfies Record<LegalPage, string>,
  bodyEn: 'Text in English (Markdown)',
  bodyFr: 'Text in French (Markdown)',
  showsDefault: 'Shows the built-in text.',
  showsEdited: (date: string) => `Shows your text, saved ${date}.`,
  save: 'Save',
  restore: 'Restore the default text',
  restoreHint: 'Puts back the built-in text in both languages; your text stays in the history.',
  savedAll: 'Saved: the public pages show it now.',
  failed: 'The text could not be saved. Try again.',
  view: 'View the page',
} as const;
