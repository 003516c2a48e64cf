import type { Translation } from '#app/domain/i18n/catalogue';

/** The privacy notice's and the legal notice's page texts (their bodies are Markdown: ../defaults, or owners'). */
export const legalPagesEnglish = {
  privacyTitle: 'Privacy notice',
  privacyEyebrow: 'Your data',
  privacyDescription:
    'What Island Estates keeps about you, why, for how long, who receives it, how to see, copy or erase it, and every cookie the site sets.',
  legalTitle: 'Legal notice',
  legalEyebrow: 'About this site',
  legalDescription:
    'Who publishes the Island Estates site: the company, its registration, the director of publication, the host and how to reach them.',
  cookiesTitle: 'Cookies and storage the site sets',
  cookiesCaption:
    'Every cookie and browser storage entry this site sets. There are no others, and no third-party cookies.',
  cookieName: 'Name',
  cookiePurpose: 'What it is for',
  cookieLifetime: 'How long',
  cookieKind: 'Kind',
  kindCookie: 'Cookie',
  kindLocalStorage: 'Browser storage',
  signedInOnly: 'Staff and homeowners only',
};

/** The shape the French texts must fill (app/domain/privacy/texts/fr/legal-pages.ts). */
export type LegalPagesTranslation = Translation<typeof legalPagesEnglish>;
