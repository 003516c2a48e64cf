import type { Locale } from '#app/domain/i18n/locale';
import { remindersEnglish, type RemindersTranslation } from '#app/domain/payments/texts/en/reminders';
import { remindersFrench } from '#app/domain/payments/texts/fr/reminders';

export type { RemindersTranslation } from '#app/domain/payments/texts/en/reminders';

/**
 * The payment reminders' texts in both languages, imported statically as the e-mails' are
 * (app/domain/mail/texts.ts): e-mails are rendered on the server only, so no page's bundle carries them.
 */
export const remindersTexts: Readonly<Record<Locale, RemindersTranslation>> = {
  en: remindersEnglish,
  fr: remindersFrench,
};
