import { translations } from '#app/domain/i18n/catalogue';
import { inquiryValidationEnglish } from './en/inquiry-validation';

export type { InquiryValidationTranslation } from './en/inquiry-validation';

/**
 * The inquiry schema's field messages (SPEC §5: each names its field). Apart from the form's labels so that
 * pages carry them only with the schema, which the browser loads when a visitor starts filling a form in.
 */
export const inquiryValidationTexts = translations('inquiryValidation', inquiryValidationEnglish);
