import { percentOf } from '#app/domain/booking/quote';
import type { Currency } from '#app/domain/currency/currency';
import { INTL_LOCALES, type Locale } from '#app/domain/i18n/locale';

/**
 * Money in payments: an integer of the currency's minor units (cents), always with its currency
 * (docs/architecture.md, "Growing the house"). Quotes and villas price in whole units (app/domain/booking/quote.ts
 * rounds every amount to whole dollars or euros); `toMinorUnits` is the one place that crosses over.
 */

/** Digits after the decimal point of each currency we take payments in (ISO 4217). */
export const MINOR_UNIT_DIGITS: Record<Currency, number> = { USD: 2, EUR: 2 };

/** Minor units in one whole unit: 100 cents in a dollar or a euro. */
export function minorUnitsPerUnit(currency: Currency): number {
  return 10 ** MINOR_UNIT_DIGITS[currency];
}

/** A whole-unit amount of a quote or a villa (12,350 dollars) in minor units (1,235,000 cents). */
export function toMinorUnits(wholeUnits: number, currency: Currency): number {
  if (!Number.isFinite(wholeUnits)) throw new RangeError(`Not an amount: ${wholeUnits}`);
  return Math.round(wholeUnits * minorUnitsPerUnit(currency));
}

/**
 * `percent` (to the hundredth) of an amount in minor units, rounded to whole units, half up — the rounding the
 * quote gives its deposit, so a schedule's deposit is the very figure the guest was quoted. Integer arithmetic:
 * 30% of $12,345.00 is exactly $3,703.50 → $3,704.00.
 */
export function percentInWholeUnits(amount: number, percent: number, currency: Currency): number {
  const unit = minorUnitsPerUnit(currency);
  return percentOf(amount / unit, percent) * unit;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units as guests and staff read a payment, cents shown: '$3,704.00', '-$500.00'; in French
 * '3 704,00 $US', '8 641,50 €' (U+202F between groups, U+00A0 before the symbol). Prices elsewhere are whole
 * units (formatMoney in app/domain/currency/currency.ts); money received is to the cent.
 */
export function formatMinorAmount(amount: number, currency: Currency, locale: Locale = 'en'): string {
  const key = `${currency} ${locale}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = MINOR_UNIT_DIGITS[currency];
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format.format(amount / minorUnitsPerUnit(currency));
}
