import { DISPLAY_TIME_ZONE } from '#app/domain/constants';
import { INTL_LOCALES, type Locale } from '#app/domain/i18n/locale';
import type { MailTranslation } from '#app/domain/mail/texts/mail';

/** How the visitor's e-mails lay out what their catalogue (./texts.ts) says: office hours, dates. */

/** The office hours rows, as the site's footer gives them. */
export function officeHoursIn(t: MailTranslation): { days: string; hours: string }[] {
  return [
    { days: t.mondayFriday, hours: t.weekdayHours },
    { days: t.saturday, hours: t.saturdayHours },
    { days: t.sunday, hours: t.closed },
  ];
}

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A moment in the islands' time: 'November 25, 2026 at 10:15 AM' / '25 novembre 2026 à 10:15', with plain
 * spaces in place of Intl's no-break ones.
 */
export function formatMailDateTime(iso: string, locale: Locale = 'en'): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: DISPLAY_TIME_ZONE,
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(iso)).replace(/[\u202f\u00a0]/g, ' ');
}
