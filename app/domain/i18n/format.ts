import { DISPLAY_TIME_ZONE } from '#app/domain/constants';
import { INTL_LOCALES, type Locale } from './locale';

/**
 * Numbers, areas and dates in a language, through Intl, in the agency's time zone (so server and browser
 * agree). French groups thousands with a narrow no-break space (U+202F): '2 550 000', '1 200 m²';
 * a no-break space (U+00A0) keeps a number and its unit together.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  const key = `n:${locale}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 0 })));
  return format;
}

function longDateFormat(locale: Locale): Intl.DateTimeFormat {
  const key = `d:${locale}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: DISPLAY_TIME_ZONE,
    });
    cache.set(key, format);
  }
  return format;
}

/** '4,844' / '4 844' (U+202F). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/** 'November 23, 2026' / '23 novembre 2026'. */
export function formatLongDate(iso: string | Date, locale: Locale): string {
  return longDateFormat(locale).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** '450 m²' (English, unchanged from the spec) / '1 200 m²' (French: U+202F groups, U+00A0 before the unit). */
export function formatAreaIn(m2: number, locale: Locale): string {
  return `${formatNumber(m2, locale)}${locale === 'en' ? ' ' : '\u00a0'}m²`;
}
