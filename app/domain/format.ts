import { DISPLAY_TIME_ZONE } from './constants';
import { formatMoney } from './currency/currency';
import { formatNumber } from './i18n/format';
import type { Locale } from './i18n/locale';

// Made on first use: the first Intl formatter of a page loads the browser's locale data, tens of milliseconds of a
// phone's main thread that a page which never formats here (most import only `plural`) should not pay on load.
// Prices and areas need none (i18n/format.ts, decision 048). `formatDate` stays on Intl, for the staff screens:
// through i18n/date-format.ts it would bring the month names to every page that imports `plural`.
let longDate: Intl.DateTimeFormat | undefined;

export const SQ_FT_PER_M2 = 10.7639;

/** '$4,250,000' — USD without decimals (SPEC §9). */
export function formatPrice(amount: number): string {
  return formatMoney(amount, 'USD', 'en');
}

/** 'March 5, 2026' — en-US long, always in the agency's time zone so server and browser agree. */
export function formatDate(iso: string | Date): string {
  longDate ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: DISPLAY_TIME_ZONE,
  });
  return longDate.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** '450 m²' */
export function formatArea(m2: number): string {
  return formatAreaIn(m2, 'en');
}

/** '450 m²' (English, unchanged from the spec) / '1 200 m²' (French: U+202F groups, U+00A0 before the unit). */
export function formatAreaIn(m2: number, locale: Locale): string {
  return `${formatNumber(m2, locale)}${locale === 'en' ? ' ' : '\u00a0'}m²`;
}

export function squareFeet(m2: number): number {
  return Math.round(m2 * SQ_FT_PER_M2);
}

/** '4,844 sq ft' */
export function formatSquareFeet(m2: number): string {
  return `${formatNumber(squareFeet(m2), 'en')} sq ft`;
}

/** '1 night' / '3 nights', '1 guest' / '8 guests' */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
