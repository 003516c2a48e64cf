import type { PriceRange } from '#app/domain/listings/filters';
import { formatDecimals, formatNumber } from '#app/domain/i18n/format';
import type { Locale } from '#app/domain/i18n/locale';
import { moneyTexts } from '#app/domain/currency/texts/money';

/**
 * Prices in dollars or euros (issue 14; docs/decisions/008-currency.md).
 *
 * Words: a listing's *own price* is what staff typed, in the listing's currency; the *normalised amount* is
 * that price in whole US dollars, kept by the database (price_usd, daily_rate_usd) for filters and sorting;
 * the *visitor's currency* is the one a visitor reads prices in (a GET parameter remembered in a cookie);
 * a *converted* price is an own price shown in another currency, always marked `≈`.
 *
 * Rounding rules:
 *  - to US dollars (normalised amounts, filter bounds): round(amount × rate) to whole dollars, half away from
 *    zero, computed exactly (integer arithmetic on the rate's six decimals) — the database does the same in
 *    `numeric`, so a band translated here meets the stored amounts exactly;
 *  - converted prices shown to visitors: whole units below 10,000; then to the nearest 100 (below 100,000),
 *    1,000 (below 1,000,000) and 10,000 above — a sale price of ≈ €2,550,000, not ≈ €2,546,296.
 */

export const CURRENCIES = ['USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The GET parameter and the cookie that carry a visitor's choice. */
export const CURRENCY_PARAM = 'currency';
export const CURRENCY_COOKIE = 'currency';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const CURRENCY_LABELS: Record<Currency, string> = { USD: 'US dollars', EUR: 'Euros' };
export const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', EUR: '€' };

/** The agency's EUR→USD rate: US dollars for one euro, and when staff set it. */
export interface ExchangeRate {
  eurUsd: number;
  setAt: string;
}

/**
 * What the public pages need to show a price: the visitor's currency, the rate, and the rate's date as the page's
 * language writes it ('November 27, 2026'). The server writes the date (formatLongDate): a document is in one
 * language, and the month names then stay out of the JavaScript every page loads (decision 048).
 */
export interface MoneyView {
  currency: Currency;
  rate: ExchangeRate;
  rateDate: string;
}

/** Used when no rate could be read (an outage): only same-currency prices are ever shown with it. */
export const FALLBACK_RATE: ExchangeRate = { eurUsd: 1.08, setAt: '1970-01-01T00:00:00.000Z' };

/** The view where no visitor's currency applies (the admin, tests, an error screen): dollars, no rate read. */
export const DOLLAR_VIEW: MoneyView = { currency: 'USD', rate: FALLBACK_RATE, rateDate: '' };

/**
 * The currency of a visitor who has not chosen one. The one place that decides it: USD for the English site,
 * EUR for the French one.
 */
const DEFAULT_CURRENCY_BY_LOCALE: Record<Locale, Currency> = { en: 'USD', fr: 'EUR' };
export function defaultCurrency(locale: Locale = 'en'): Currency {
  return DEFAULT_CURRENCY_BY_LOCALE[locale];
}

export function parseCurrency(value: string | null | undefined): Currency | null {
  const upper = value?.trim().toUpperCase();
  return (CURRENCIES as readonly string[]).includes(upper ?? '') ? (upper as Currency) : null;
}

/** The value of the currency cookie in a Cookie header, when it names a currency. */
export function currencyFromCookie(cookieHeader: string | null | undefined): Currency | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CURRENCY_COOKIE) return parseCurrency(rest.join('='));
  }
  return null;
}

export interface CurrencyChoice {
  currency: Currency;
  /** The choice came in the URL and differs from the cookie: the response must remember it. */
  remember: boolean;
}

/** The visitor's currency: the URL's parameter, else the cookie, else the default. */
export function resolveCurrency(
  url: URL,
  cookieHeader: string | null | undefined,
  locale: Locale = 'en',
): CurrencyChoice {
  const fromParam = parseCurrency(url.searchParams.get(CURRENCY_PARAM));
  const fromCookie = currencyFromCookie(cookieHeader);
  if (fromParam) return { currency: fromParam, remember: fromParam !== fromCookie };
  return { currency: fromCookie ?? defaultCurrency(locale), remember: false };
}

/** The Set-Cookie value remembering a choice for a year (readable by the server only; not a secret). */
export function currencyCookie(currency: Currency, secure = false): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** The current page's address with the currency parameter set (the selector's links). */
export function currencyHref(pathname: string, search: string, currency: Currency): string {
  const params = new URLSearchParams(search);
  params.set(CURRENCY_PARAM, currency);
  return `${pathname}?${params.toString()}`;
}

// ---- Conversion ------------------------------------------------------------------------------------

const MICROS = 1_000_000n;

/** The rate in millionths, as numeric(12, 6) stores it. */
function rateMicros(rate: number): bigint {
  return BigInt(Math.round(rate * 1_000_000));
}

/** An own price in whole US dollars, exactly as the database normalises it. */
export function toUsd(amount: number, currency: Currency, rate: ExchangeRate): number {
  if (currency === 'USD') return Math.round(amount);
  const product = BigInt(Math.round(amount)) * rateMicros(rate.eurUsd);
  return Number((product + MICROS / 2n) / MICROS);
}

/** An amount in one currency in another, unrounded. */
export function convert(amount: number, from: Currency, to: Currency, rate: ExchangeRate): number {
  if (from === to) return amount;
  return from === 'EUR' ? amount * rate.eurUsd : amount / rate.eurUsd;
}

/** The step a converted price is rounded to (see the rules above). */
export function displayStep(amount: number): number {
  const size = Math.abs(amount);
  if (size < 10_000) return 1;
  if (size < 100_000) return 100;
  if (size < 1_000_000) return 1_000;
  return 10_000;
}

/** A converted amount rounded for display. */
export function roundConverted(amount: number): number {
  const step = displayStep(amount);
  return Math.round(amount / step) * step;
}

/**
 * A price band the visitor asked for in their currency, as the same band of normalised US dollar amounts:
 * inclusive bounds, each translated exactly as the database translates a listing's price.
 */
export function usdBand(range: PriceRange, currency: Currency, rate: ExchangeRate): PriceRange {
  return {
    min: range.min === null ? null : toUsd(range.min, currency, rate),
    max: range.max === null ? null : toUsd(range.max, currency, rate),
  };
}

// ---- Formatting ------------------------------------------------------------------------------------

/** A currency's sign after the amount in French, as Intl writes it (in English, CURRENCY_SYMBOLS before it). */
const FRENCH_SIGNS: Record<Currency, string> = { USD: '$US', EUR: '€' };

/** The mark of a converted price, kept on one line with its amount. */
export const APPROXIMATE = '≈\u00a0';

/**
 * '$4,250,000', '€3,900,000' — whole units, the currency's symbol. In French: '4 250 000 $US', '3 900 000 €'
 * (U+202F between groups, U+00A0 before the symbol).
 */
export function formatMoney(amount: number, currency: Currency, locale: Locale = 'en'): string {
  const figure = formatNumber(Math.round(amount), locale);
  const minus = figure[0] === '-' ? '-' : '';
  const digits = figure.slice(minus.length);
  return minus + (locale === 'en' ? CURRENCY_SYMBOLS[currency] + digits : `${digits}\u00a0${FRENCH_SIGNS[currency]}`);
}

export interface DisplayedPrice {
  /** What the visitor reads: the own price, or the converted one marked `≈`. */
  text: string;
  converted: boolean;
  /** The own price, when `text` is converted. */
  own: string | null;
}

/** A listing's price as a visitor reads it. */
export function displayPrice(amount: number, own: Currency, view: MoneyView, locale: Locale = 'en'): DisplayedPrice {
  if (own === view.currency) return { text: formatMoney(amount, own, locale), converted: false, own: null };
  const converted = roundConverted(convert(amount, own, view.currency, view.rate));
  return {
    text: `${APPROXIMATE}${formatMoney(converted, view.currency, locale)}`,
    converted: true,
    own: formatMoney(amount, own, locale),
  };
}

/** '€1 = $1.08'; in French '1 € = 1,08 $' (no-break spaces). */
export function formatRate(rate: ExchangeRate, locale: Locale = 'en'): string {
  const figure = formatDecimals(rate.eurUsd, locale, 2, 6);
  return locale === 'en' ? `€1 = $${figure}` : `1\u00a0€ = ${figure}\u00a0$`;
}

/** The footnote (and tooltip) of every converted price. */
export function conversionNote(view: MoneyView, locale: Locale = 'en'): string {
  return moneyTexts[locale].conversionNote(formatRate(view.rate, locale), view.rateDate);
}

/** A converted price's tooltip: its own price and the rate. */
export function convertedTitle(price: DisplayedPrice, view: MoneyView, locale: Locale = 'en'): string | undefined {
  return price.converted && price.own
    ? moneyTexts[locale].convertedTitle(price.own, formatRate(view.rate, locale), view.rateDate)
    : undefined;
}

/** A price band's label in the visitor's currency ('$1M - $3M' → '€1M - €3M'). */
export function bandLabel(label: string, currency: Currency): string {
  return currency === 'USD' ? label : label.replaceAll('$', CURRENCY_SYMBOLS[currency]);
}
