import { translations } from '#app/domain/i18n/catalogue';
import { savedEnglish } from '#app/domain/listings/texts/en/saved';

export type { SavedTranslation } from '#app/domain/listings/texts/en/saved';

/** The saved listings page (/saved). */
export const savedTexts = translations('saved', savedEnglish);
