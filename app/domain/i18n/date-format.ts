import { DISPLAY_TIME_ZONE, ISLAND_UTC_OFFSET_MINUTES } from '#app/domain/constants';
import { INTL_LOCALES, type Locale } from './locale';

/**
 * Dates in a language, as Intl writes them, without Intl (decision 048, as numbers in format.ts): the calendar's
 * days and months, the stays, an instant's date on the islands. A module of its own, so that the month and
 * weekday names load with the pages that write dates, not with every page. format.test.ts compares every day of
 * 2000–2045 in every style with Intl; an instant before 1970 is still asked of Intl.
 */

const words = (list: string) => list.split(' ');
const MONTHS_EN = words('January February March April May June July August September October November December');
/** English shortens a month or a weekday to its first three letters; French as listed (and 'lun.'…). */
const MONTHS: Record<Locale, { long: readonly string[]; short: readonly string[] }> = {
  en: { long: MONTHS_EN, short: MONTHS_EN.map((name) => name.slice(0, 3)) },
  fr: {
    long: words('janvier février mars avril mai juin juillet août septembre octobre novembre décembre'),
    short: words('janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'),
  },
};
/** Monday first (ISO weekday 1 at index 0). */
const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: words('Monday Tuesday Wednesday Thursday Friday Saturday Sunday'),
  fr: words('lundi mardi mercredi jeudi vendredi samedi dimanche'),
};
const shortWeekday = (name: string, locale: Locale) => (locale === 'en' ? name.slice(0, 3) : `${name.slice(0, 3)}.`);

/** The ways a date is written on the site (Intl's options for each: `DATE_STYLE_OPTIONS`). */
export type DateStyle = 'long' | 'short' | 'weekday' | 'month' | 'medium';

export const DATE_STYLE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  short: { month: 'short', day: 'numeric' },
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  month: { year: 'numeric', month: 'long' },
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
};

/** A day's fields: its year, month (1–12), day of the month and ISO weekday (1 = Monday). */
export interface DateFields {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/**
 * 'December 20, 2026' (long) / 'Dec 20' (short) / 'Sun, Dec 20' (weekday) / 'December 2026' (month) /
 * 'Dec 20, 2026' (medium); in French '20 décembre 2026' / '20 déc.' / 'dim. 20 déc.' / 'décembre 2026' /
 * '20 déc. 2026'.
 */
export function formatDateFields({ year, month, day, weekday }: DateFields, style: DateStyle, locale: Locale): string {
  const months = MONTHS[locale];
  const en = locale === 'en';
  switch (style) {
    case 'long':
      return en ? `${months.long[month - 1]} ${day}, ${year}` : `${day} ${months.long[month - 1]} ${year}`;
    case 'short':
      return en ? `${months.short[month - 1]} ${day}` : `${day} ${months.short[month - 1]}`;
    case 'weekday': {
      const name = shortWeekday(WEEKDAYS[locale][weekday - 1]!, locale);
      return en ? `${name}, ${months.short[month - 1]} ${day}` : `${name} ${day} ${months.short[month - 1]}`;
    }
    case 'month':
      return `${months.long[month - 1]} ${year}`;
    case 'medium':
      return en ? `${months.short[month - 1]} ${day}, ${year}` : `${day} ${months.short[month - 1]} ${year}`;
  }
}

/** 'Monday' / 'lundi' (long), 'Mon' / 'lun.' (short) for an ISO weekday (1 = Monday). */
export function formatWeekday(isoWeekday: number, style: 'long' | 'short', locale: Locale): string {
  const name = WEEKDAYS[locale][isoWeekday - 1]!;
  return style === 'long' ? name : shortWeekday(name, locale);
}

/** The instants written here, at the islands' offset of today: from 1970 to the end of 9999. */
const FIRST_INSTANT = 0;
const LAST_INSTANT = Date.UTC(9999, 11, 31);

/** 'November 23, 2026' / '23 novembre 2026': an instant's date on the islands. */
export function formatLongDate(iso: string | Date, locale: Locale): string {
  const instant = typeof iso === 'string' ? new Date(iso) : iso;
  const time = instant.getTime();
  if (!(time >= FIRST_INSTANT && time <= LAST_INSTANT)) {
    // Before 1970 the zone's history is not this offset (war time in 1942–1945, local mean time before 1912).
    const intl = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      ...DATE_STYLE_OPTIONS.long,
      timeZone: DISPLAY_TIME_ZONE,
    });
    return intl.format(instant);
  }
  const local = new Date(time + ISLAND_UTC_OFFSET_MINUTES * 60_000);
  const fields = {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: ((local.getUTCDay() + 6) % 7) + 1,
  };
  return formatDateFields(fields, 'long', locale);
}
