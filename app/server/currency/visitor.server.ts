import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import {
  currencyCookie,
  defaultCurrency,
  FALLBACK_RATE,
  resolveCurrency,
  type Currency,
  type MoneyView,
} from '#app/domain/currency/currency';
import { formatLongDate } from '#app/domain/i18n/date-format';
import { localeFromPath, type Locale } from '#app/domain/i18n/locale';
import type { BandCurrency } from '#app/server/listings/listings.server';
import { getServices } from '#app/server/context.server';
import { getEnv } from '#app/server/env.server';
import { currentRate } from './rate-cache.server';

/**
 * The visitor's currency, for every loader of the request: `?currency=EUR` (the header's selector, a plain
 * link) wins and is remembered in a cookie; otherwise the cookie; otherwise the default. The page cache keys
 * on the same resolution (http/page-cache.server.ts), so a page rendered for one currency is never served
 * for the other.
 */

export const visitorCurrencyContext = createContext<Currency>(defaultCurrency());

export const visitorCurrencyMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  // The default follows the page's language: EUR on the French site.
  const choice = resolveCurrency(url, request.headers.get('Cookie'), localeFromPath(url.pathname));
  context.set(visitorCurrencyContext, choice.currency);
  const response = await next();
  if (choice.remember) {
    response.headers.append('Set-Cookie', currencyCookie(choice.currency, getEnv().NODE_ENV === 'production'));
  }
  return response;
};

export function visitorCurrency(context: Readonly<RouterContextProvider>): Currency {
  return context.get(visitorCurrencyContext);
}

/** The visitor's currency and the current rate (its date in the page's language): what the pages' prices need. */
export async function visitorMoney(context: Readonly<RouterContextProvider>, locale: Locale): Promise<MoneyView> {
  const rate = await currentRate(getServices(context).capabilities);
  return { currency: visitorCurrency(context), rate, rateDate: formatLongDate(rate.setAt, locale) };
}

/**
 * The currency of a list's price band: the rate is only read when a band must be translated (a band in
 * dollars is already in normalised amounts), so an unfiltered or dollar list costs no extra read.
 */
export async function visitorBand(
  context: Readonly<RouterContextProvider>,
  price: string | undefined,
): Promise<BandCurrency> {
  const currency = visitorCurrency(context);
  if (currency === 'USD' || !price) return { currency, rate: FALLBACK_RATE };
  return { currency, rate: await currentRate(getServices(context).capabilities) };
}
