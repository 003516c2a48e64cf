import { translations } from '#app/domain/i18n/catalogue';
import { legalPagesEnglish } from '#app/domain/privacy/texts/en/legal-pages';

export type { LegalPagesTranslation } from '#app/domain/privacy/texts/en/legal-pages';

/** The privacy and legal notices' page texts, the forms' privacy line and the footer's links (issue 32, item 2). */
export const legalPagesTexts = translations('legalPages', legalPagesEnglish);
