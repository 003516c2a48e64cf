import type { Locale } from '#app/domain/i18n/locale';
import { documentsEnglish, type DocumentsTranslation } from '#app/domain/payments/texts/en/documents';
import { documentsFrench } from '#app/domain/payments/texts/fr/documents';

export type { DocumentsTranslation } from '#app/domain/payments/texts/en/documents';

/**
 * The payment documents' texts in both languages, imported statically as the e-mails' are
 * (app/domain/mail/texts.ts): documents are drawn on the server only, so no page's bundle carries them and
 * they need no registration of their French.
 */
export const documentsTexts: Readonly<Record<Locale, DocumentsTranslation>> = {
  en: documentsEnglish,
  fr: documentsFrench,
};
