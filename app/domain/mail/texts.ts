import type { Locale } from '#app/domain/i18n/locale';
import { mailFrench } from '#app/domain/mail/texts/fr/mail';
import { mailEnglishTexts, type MailTranslation } from '#app/domain/mail/texts/mail';

/**
 * The visitor's e-mails in their language. Both languages are imported here, statically: e-mails are
 * rendered on the server only (the delivery worker, the staff inbox), so no page's bundle carries them.
 */
export const mailTexts: Readonly<Record<Locale, MailTranslation>> = { en: mailEnglishTexts, fr: mailFrench };
