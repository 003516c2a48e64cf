import { translations } from '#app/domain/i18n/catalogue';
import { inquiryEnglish } from './en/inquiry';

export type { InquiryTranslation } from './en/inquiry';

/**
 * The inquiry forms ('Interested?', 'Questions?', the contact form): labels and what a post answers (SPEC §5
 * and §8). The validation messages are in inquiry-validation.ts, loaded with the schema.
 */
export const inquiryTexts = translations('inquiry', inquiryEnglish);
