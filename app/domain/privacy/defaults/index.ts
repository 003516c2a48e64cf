import type { Locale } from '#app/domain/i18n/locale';
import type { LegalPage, LegalPageRow } from '#app/domain/privacy/pages';
import { legalEnglish } from './legal-en';
import { legalFrench } from './legal-fr';
import { privacyEnglish } from './privacy-en';
import { privacyFrench } from './privacy-fr';

/**
 * The built-in texts of the privacy notice and the legal notice, in Markdown: what the pages show until owners
 * save their own, and what "Restore the default text" puts back. Read on the server only (the loaders send
 * rendered HTML), so no browser bundle carries them.
 */
export const defaultLegalTexts: Readonly<Record<LegalPage, Readonly<Record<Locale, string>>>> = {
  privacy: { en: privacyEnglish, fr: privacyFrench },
  legal: { en: legalEnglish, fr: legalFrench },
};

/** The Markdown a page shows in a language: the owners' text, else the built-in one. */
export function legalPageBody(page: LegalPage, locale: Locale, row: Pick<LegalPageRow, 'body_en' | 'body_fr'> | null) {
  const saved = (locale === 'en' ? row?.body_en : row?.body_fr)?.trim() ?? '';
  return saved === '' ? defaultLegalTexts[page][locale] : saved;
}

/**
 * What is stored for a text owners saved: '' when it is the built-in text unchanged (so the page keeps following
 * the site's own text), else the text with the browser's line endings made plain.
 */
export function storedLegalBody(page: LegalPage, locale: Locale, body: string): string {
  const plain = body.replace(/\r\n?/g, '\n').trim();
  return plain === defaultLegalTexts[page][locale].trim() ? '' : plain;
}
