import { describe, expect, it } from 'vitest';
import { DISPLAY_TIME_ZONE } from '#app/domain/constants';
import { formatMoney, formatRate } from '#app/domain/currency/currency';
import { addDays, formatCalendarDate, fromDayNumber, stayDateParts, weekdayName } from '#app/domain/booking/dates';
import { DATE_STYLE_OPTIONS, type DateStyle, formatLongDate } from './date-format';
import { formatNumber, formatDecimals } from './format';
import { INTL_LOCALES, LOCALES } from './locale';

// The formats are written out instead of asked of Intl (decision 048); Intl is the reference they must equal,
// character for character, or a page would read differently (and the server's HTML would no longer be what an
// earlier build sent).

/** A repeatable sequence of numbers in [0, 1) (mulberry32), so a failure names a value that fails again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integers, halves, long fractions, huge and tiny values, both signs, and -0. */
function sampleNumbers(count: number): number[] {
  const next = random(48);
  const values = [
    0, -0, 0.5, -0.5, 1.5, 2.5, -2.5, 999, 1000, 999.5, 9999.5, 1e15, 123456789012345.6, 1e20, 1e21, 5e-7,
  ];
  values.push(1.0000005, 1.08, 1.1, 1234.123456789, 0.1 + 0.2, 1.0000045, 2.0000015, 0.0000005, 0.000001);
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 16);
    const value = next() * magnitude;
    const sign = next() < 0.2 ? -1 : 1;
    values.push(
      sign * value,
      sign * Math.round(value),
      sign * (Math.floor(value) + 0.5),
      sign * Number(value.toFixed(7)),
    );
  }
  return values;
}

describe('numbers as Intl writes them', () => {
  const values = sampleNumbers(5_000);
  for (const locale of LOCALES) {
    it(`whole units (${locale})`, () => {
      const intl = new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 0 });
      for (const value of values) expect([value, formatNumber(value, locale)]).toEqual([value, intl.format(value)]);
    });
    it(`an exchange rate's figure (${locale})`, () => {
      // Every rate the database can hold has at most six decimals, below 100 (numeric(12, 6)).
      const intl = new Intl.NumberFormat(INTL_LOCALES[locale], { minimumFractionDigits: 2, maximumFractionDigits: 6 });
      const next = random(6);
      const rates = [1, 1.08, 1.1, 0.000001, 99.999999, 1.999999, 1.0000005, 1.9999995];
      for (let i = 0; i < 20_000; i++) rates.push(Math.max(1, Math.floor(next() * 1e8)) / 1e6);
      for (const rate of rates) expect([rate, formatDecimals(rate, locale, 2, 6)]).toEqual([rate, intl.format(rate)]);
    });
    it(`a percentage's figure (${locale})`, () => {
      // numeric(5, 2) between 0 and 100: every one of them.
      const intl = new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 2 });
      for (let hundredths = 0; hundredths <= 10_000; hundredths++) {
        const value = hundredths / 100;
        expect([value, formatDecimals(value, locale, 0, 2)]).toEqual([value, intl.format(value)]);
      }
    });
    it(`dollars and euros (${locale})`, () => {
      for (const currency of ['USD', 'EUR'] as const) {
        const intl = new Intl.NumberFormat(INTL_LOCALES[locale], {
          style: 'currency',
          currency,
          maximumFractionDigits: 0,
          minimumFractionDigits: 0,
        });
        for (const value of values)
          expect([value, formatMoney(value, currency, locale)]).toEqual([value, intl.format(Math.round(value))]);
      }
    });
  }

  it('reads as the site always wrote it', () => {
    expect(formatMoney(4_250_000, 'USD', 'en')).toBe('$4,250,000');
    expect(formatMoney(3_900_000, 'EUR', 'fr')).toBe('3\u202f900\u202f000\u00a0€');
    expect(formatMoney(2_400, 'USD', 'fr')).toBe('2\u202f400\u00a0$US');
    expect(formatMoney(-2_400, 'EUR', 'en')).toBe('-€2,400');
    expect(formatNumber(4_844, 'fr')).toBe('4\u202f844');
    expect(formatRate({ eurUsd: 1.08, setAt: '2026-11-27T12:00:00Z' }, 'fr')).toBe('1\u00a0€ = 1,08\u00a0$');
  });

  it('not-a-number and infinity as Intl has them', () => {
    for (const locale of LOCALES)
      for (const value of [Number.NaN, Infinity, -Infinity]) {
        const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(INTL_LOCALES[locale], options);
        expect(formatNumber(value, locale)).toBe(intl({ maximumFractionDigits: 0 }).format(value));
        expect(formatMoney(value, 'EUR', locale)).toBe(
          intl({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value),
        );
      }
  });
});

describe('dates as Intl writes them', () => {
  // Every day from 2000 to 2045 (the calendars, the stays, the statements), in every style.
  const first = 10_957; // 2000-01-01
  const days = Array.from({ length: 16_802 }, (_, i) => fromDayNumber(first + i));
  for (const locale of LOCALES) {
    it(`calendar dates (${locale})`, () => {
      const styles: DateStyle[] = ['long', 'short', 'weekday', 'month', 'medium'];
      for (const style of styles) {
        const intl = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...DATE_STYLE_OPTIONS[style], timeZone: 'UTC' });
        for (const day of days) {
          const written =
            style === 'medium'
              ? stayDateParts(addDays(day, -400), day, locale)[1]
              : formatCalendarDate(day, style, locale);
          expect([day, style, written]).toEqual([day, style, intl.format(new Date(`${day}T00:00:00Z`))]);
        }
      }
    });

    it(`weekday names (${locale})`, () => {
      for (const style of ['long', 'short'] as const) {
        const intl = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: style, timeZone: 'UTC' });
        for (let weekday = 1; weekday <= 7; weekday++)
          expect(weekdayName(weekday, style, locale)).toBe(intl.format(Date.UTC(2024, 0, weekday)));
      }
    });

    it(`an instant's date on the islands (${locale})`, () => {
      const intl = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        ...DATE_STYLE_OPTIONS.long,
        timeZone: DISPLAY_TIME_ZONE,
      });
      const next = random(7);
      const instants = [
        '1970-01-01T00:00:00.000Z',
        '2026-12-01T03:59:59.999Z',
        '2026-12-01T04:00:00.000Z',
        '1969-07-20T20:17:00Z',
      ];
      for (let i = 0; i < 10_000; i++)
        instants.push(new Date(Date.UTC(1970, 0, 1) + next() * 4_100_000_000_000).toISOString());
      for (const iso of instants) {
        expect([iso, formatLongDate(iso, locale)]).toEqual([iso, intl.format(new Date(iso))]);
      }
      expect(() => formatLongDate('not a date', locale)).toThrow(RangeError);
    });
  }
});
