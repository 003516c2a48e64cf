import { translations } from '#app/domain/i18n/catalogue';
import { errorsEnglish } from './en/errors';

export type { ErrorsTranslation } from './en/errors';

/** The error pages: not found (404), the backend briefly away (503), anything unexpected; their titles. */
export const errorsTexts = translations('errors', errorsEnglish);
