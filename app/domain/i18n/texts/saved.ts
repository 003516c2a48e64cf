import { translations } from '#app/domain/i18n/catalogue';
import { savedEnglish } from './en/saved';

export type { SavedTranslation } from './en/saved';

/** The saved listings page (/saved). */
export const savedTexts = translations('saved', savedEnglish);
