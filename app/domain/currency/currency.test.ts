import { describe, expect, it } from 'vitest';
import { formatLongDate } from '#app/domain/i18n/date-format';
import {
  bandLabel,
  conversionNote,
  convert,
  convertedTitle,
  currencyCookie,
  currencyFromCookie,
  currencyHref,
  defaultCurrency,
  displayPrice,
  formatMoney,
  formatRate,
  parseCurrency,
  resolveCurrency,
  roundConverted,
  toUsd,
  usdBand,
  type ExchangeRate,
} from './currency';

const rate: ExchangeRate = { eurUsd: 1.08, setAt: '2026-11-27T14:00:00.000Z' };
const odd: ExchangeRate = { eurUsd: 1.123457, setAt: '2026-11-27T14:00:00.000Z' };

describe('toUsd (the normalised amount, as the database computes it)', () => {
  it('keeps dollars and converts euros to whole dollars, half away from zero', () => {
    expect(toUsd(4_250_000, 'USD', rate)).toBe(4_250_000);
    expect(toUsd(1_000_000, 'EUR', rate)).toBe(1_080_000);
    expect(toUsd(463, 'EUR', rate)).toBe(500); // 500.04
    expect(toUsd(1, 'EUR', { eurUsd: 1.5, setAt: rate.setAt })).toBe(2); // 1.5 rounds up
    expect(toUsd(3, 'EUR', { eurUsd: 1.5, setAt: rate.setAt })).toBe(5); // 4.5 rounds up
  });

  it('is exact where floating point is not (large prices, six-decimal rates)', () => {
    // 9,000,000,000 × 1.123457 = 10,111,113,000 exactly; 999,999,999 × 1.123457 = 1,123,456,998.876543.
    expect(toUsd(9_000_000_000, 'EUR', odd)).toBe(10_111_113_000);
    expect(toUsd(999_999_999, 'EUR', odd)).toBe(1_123_456_999);
    // 0.1 + 0.2 style trouble: 1.15 × 10 is 11.499999999999998 in floating point, 11.5 → 12 here.
    expect(toUsd(10, 'EUR', { eurUsd: 1.15, setAt: rate.setAt })).toBe(12);
  });
});

describe('converted prices for display', () => {
  it('rounds to whole units, then to 100, 1,000 and 10,000 as amounts grow', () => {
    expect(roundConverted(462.96)).toBe(463);
    expect(roundConverted(9_999.4)).toBe(9_999);
    expect(roundConverted(12_345)).toBe(12_300);
    expect(roundConverted(462_963)).toBe(463_000);
    expect(roundConverted(2_546_296.3)).toBe(2_550_000);
    expect(convert(1_000_000, 'EUR', 'USD', rate)).toBe(1_080_000);
    expect(convert(540, 'USD', 'EUR', rate)).toBeCloseTo(500, 9);
  });

  it('formats in the own currency, or converted and marked ≈ with a no-break space', () => {
    const usdView = { currency: 'USD' as const, rate, rateDate: formatLongDate(rate.setAt, 'en') };
    const eurView = { ...usdView, currency: 'EUR' as const };
    expect(formatMoney(4_250_000, 'USD')).toBe('$4,250,000');
    expect(formatMoney(3_900_000, 'EUR')).toBe('€3,900,000');
    expect(displayPrice(4_250_000, 'USD', usdView)).toEqual({ text: '$4,250,000', converted: false, own: null });
    expect(displayPrice(2_750_000, 'USD', eurView)).toEqual({
      text: '≈\u00a0€2,550,000',
      converted: true,
      own: '$2,750,000',
    });
    expect(displayPrice(950, 'USD', eurView).text).toBe('≈\u00a0€880');
    expect(displayPrice(3_500_000, 'EUR', usdView).text).toBe('≈\u00a0$3,780,000');
    expect(displayPrice(3_500_000, 'EUR', eurView).text).toBe('€3,500,000');
  });

  it('says which rate, of which day, a conversion used', () => {
    expect(formatRate(rate)).toBe('€1 = $1.08');
    expect(formatRate(odd)).toBe('€1 = $1.123457');
    const usdView = { currency: 'USD' as const, rate, rateDate: formatLongDate(rate.setAt, 'en') };
    const eurView = { ...usdView, currency: 'EUR' as const };
    expect(conversionNote(eurView)).toBe(
      '≈ Converted at €1 = $1.08, the rate of November 27, 2026. Each listing is priced in its own currency; the converted amount is rounded and for guidance only.',
    );
    expect(convertedTitle(displayPrice(2_750_000, 'USD', eurView), eurView)).toBe(
      'Listed at $2,750,000 · converted at €1 = $1.08, rate of November 27, 2026',
    );
    expect(convertedTitle(displayPrice(2_750_000, 'USD', usdView), usdView)).toBeUndefined();
  });
});

describe('price bands in the visitor currency', () => {
  it('translates a euro band into the normalised dollar band, exactly and inclusively', () => {
    expect(usdBand({ min: 1_000_000, max: 3_000_000 }, 'EUR', rate)).toEqual({ min: 1_080_000, max: 3_240_000 });
    expect(usdBand({ min: 10_000_000, max: null }, 'EUR', rate)).toEqual({ min: 10_800_000, max: null });
    expect(usdBand({ min: 500, max: 1000 }, 'USD', rate)).toEqual({ min: 500, max: 1000 });
    // A euro listing priced exactly at a bound is inside the band: both sides are rounded the same way.
    expect(toUsd(1_000_000, 'EUR', odd)).toBe(usdBand({ min: 1_000_000, max: null }, 'EUR', odd).min);
  });

  it('labels the bands with the visitor currency', () => {
    expect(bandLabel('$1M - $3M', 'USD')).toBe('$1M - $3M');
    expect(bandLabel('$1M - $3M', 'EUR')).toBe('€1M - €3M');
    expect(bandLabel('$500 - $1,000', 'EUR')).toBe('€500 - €1,000');
  });
});

describe("the visitor's choice", () => {
  const url = (search: string) => new URL(`http://localhost/properties${search}`);

  it('reads the parameter, else the cookie, else the default (USD in English)', () => {
    expect(defaultCurrency()).toBe('USD');
    expect(resolveCurrency(url(''), null)).toEqual({ currency: 'USD', remember: false });
    expect(resolveCurrency(url('?currency=EUR'), null)).toEqual({ currency: 'EUR', remember: true });
    expect(resolveCurrency(url('?currency=eur'), 'theme=dark; currency=EUR')).toEqual({
      currency: 'EUR',
      remember: false,
    });
    expect(resolveCurrency(url(''), 'a=1; currency=EUR')).toEqual({ currency: 'EUR', remember: false });
    expect(resolveCurrency(url('?currency=USD'), 'currency=EUR')).toEqual({ currency: 'USD', remember: true });
    // Nonsense falls back, never fails.
    expect(resolveCurrency(url('?currency=GBP'), 'currency=XYZ')).toEqual({ currency: 'USD', remember: false });
    expect(parseCurrency(' eur ')).toBe('EUR');
    expect(parseCurrency('')).toBeNull();
    expect(currencyFromCookie('currencyx=EUR; currency=USD')).toBe('USD');
  });

  it('remembers it in a cookie and builds the selector links with the page kept', () => {
    expect(currencyCookie('EUR')).toBe('currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly');
    expect(currencyCookie('USD', true)).toBe('currency=USD; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure');
    expect(currencyHref('/properties', '?island=Sint+Maarten&page=2', 'EUR')).toBe(
      '/properties?island=Sint+Maarten&page=2&currency=EUR',
    );
    expect(currencyHref('/rentals', '?currency=EUR', 'USD')).toBe('/rentals?currency=USD');
  });
});
