import { translations } from '#app/domain/i18n/catalogue';
import { alertFormEnglish } from './en/alert-form';

/** The "Alert me" form's words (docs/decisions/009-i18n.md: a namespace of its own, French in texts/fr). */
export const alertFormTexts = translations('alertForm', alertFormEnglish);
