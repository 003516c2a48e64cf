import { translations } from '#app/domain/i18n/catalogue';
import { leadFormEnglish } from '#app/domain/leads/texts/en/lead-form';

export type { LeadFormTranslation } from '#app/domain/leads/texts/en/lead-form';

/**
 * The inquiry forms ('Interested?', 'Questions?', the contact form): labels and what a post answers (SPEC §5
 * and §8). The validation messages are in inquiry-validation.ts, loaded with the schema.
 */
export const leadFormTexts = translations('leadForm', leadFormEnglish);
