import { translations } from '#app/domain/i18n/catalogue';
import { leadValidationEnglish } from '#app/domain/leads/texts/en/lead-validation';

export type { LeadValidationTranslation } from '#app/domain/leads/texts/en/lead-validation';

/**
 * The inquiry schema's field messages (SPEC §5: each names its field). Apart from the form's labels so that
 * pages carry them only with the schema, which the browser loads when a visitor starts filling a form in.
 */
export const leadValidationTexts = translations('leadValidation', leadValidationEnglish);
