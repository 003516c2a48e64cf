import { translations } from '#app/domain/i18n/catalogue';
import { contactEnglish } from './en/contact';

export type { ContactTranslation } from './en/contact';

/** The contact page (its form's texts are in inquiry.ts; the office hours in chrome.ts). */
export const contactTexts = translations('contact', contactEnglish);
