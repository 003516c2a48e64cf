import type { Translation } from '#app/domain/i18n/catalogue';

/**
 * The footer's links to the privacy and legal notices and the privacy line of every form that asks for personal
 * details: on every page, so apart from the notices' own page texts (./legal-pages.ts), which only their pages load.
 */
export const privacyLinksEnglish = {
  /** Near the submit button of every form that asks for personal details. */
  formNoteBefore: 'We use your details only to answer you — see our ',
  formNoteAlertsBefore: 'We use your address only to send these alerts, until you unsubscribe — see our ',
  formNoteLink: 'privacy notice',
  formNoteAfter: '.',
  footerPrivacy: 'Privacy',
  footerLegal: 'Legal notice',
};

/** The shape the French texts must fill (app/domain/privacy/texts/fr/privacy-links.ts). */
export type PrivacyLinksTranslation = Translation<typeof privacyLinksEnglish>;
