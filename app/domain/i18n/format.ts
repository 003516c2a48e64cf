import { INTL_LOCALES, type Locale } from './locale';

/**
 * Numbers in a language (dates: date-format.ts; areas: domain/format.ts). French groups thousands with a narrow
 * no-break space (U+202F): '2 550 000'.
 *
 * Written out for English and French instead of asked of Intl (decision 048): a browser's first Intl formatter
 * costs 20–50 ms of its main thread (V8 sets up ICU for the page), and every public page formatted a price or a
 * date while it hydrated. The text is the one Intl gives, character for character (format.test.ts compares them
 * over many thousands of values).
 */

const SEPARATORS: Record<Locale, [group: string, separator: string]> = { en: [',', '.'], fr: ['\u202f', ','] };

/**
 * '4,844' / '4 844' (U+202F): whole units, rounded half away from zero, `-` before any negative number ('-0'
 * too), as Intl writes them. (`Math.round` of the magnitude is that rounding: below 2^52 a half is exact in
 * binary.) NaN, infinities and magnitudes past 2^53 are asked of Intl; no page shows one.
 */
export function formatNumber(value: number, locale: Locale): string {
  const whole = Math.round(Math.abs(value));
  if (!(whole <= Number.MAX_SAFE_INTEGER)) {
    return new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 0 }).format(value);
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + String(whole).replace(/\B(?=(\d{3})+$)/g, SEPARATORS[locale][0]);
}

/**
 * A positive figure stored with at most `maximum` decimals, written with as many as it has but at least `minimum`,
 * as Intl writes it: the exchange rate ('1.08', '1.123457' / '1,08'; `numeric(12, 6)`), a percentage ('2,5';
 * `numeric(5, 2)`). Counted in units of its last decimal, the figure is whole.
 */
export function formatDecimals(value: number, locale: Locale, minimum: number, maximum: number): string {
  const scale = 10 ** maximum;
  const units = Math.round(value * scale);
  const decimals = String(units % scale)
    .padStart(maximum, '0')
    .replace(/0+$/, '')
    .padEnd(minimum, '0');
  return formatNumber(Math.floor(units / scale), locale) + (decimals ? SEPARATORS[locale][1] + decimals : '');
}
