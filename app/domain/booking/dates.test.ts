import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDates,
  dayNumber,
  daysBetween,
  daysInMonth,
  eachNight,
  firstOfMonth,
  formatCalendarDate,
  formatStayDates,
  fromDayNumber,
  islandMidnight,
  islandToday,
  isoWeekday,
  monthKey,
  parseCalendarDate,
  parseMonthKey,
  WEEKDAY_NAMES,
  type CalendarDate,
} from './dates';

const d = (value: string) => {
  const date = parseCalendarDate(value);
  if (!date) throw new Error(`bad test date ${value}`);
  return date;
};

const RUNS = { numRuns: 300 };
/** Day numbers of 1900-01-01 .. 2199-12-31. */
const FIRST_DAY = Date.UTC(1900, 0, 1) / 86_400_000;
const LAST_DAY = Date.UTC(2199, 11, 31) / 86_400_000;
const dayArb = fc.integer({ min: FIRST_DAY, max: LAST_DAY });
const dateArb = dayArb.map(fromDayNumber);

describe('parseCalendarDate', () => {
  it('accepts strict YYYY-MM-DD of real dates', () => {
    expect(parseCalendarDate('2026-12-20')).toBe('2026-12-20');
    expect(parseCalendarDate('2028-02-29')).toBe('2028-02-29');
    expect(parseCalendarDate('2000-02-29')).toBe('2000-02-29');
    expect(parseCalendarDate('1900-01-01')).toBe('1900-01-01');
    expect(parseCalendarDate('2199-12-31')).toBe('2199-12-31');
  });
  it('refuses impossible dates, other shapes, other types and years out of range', () => {
    for (const value of [
      '2026-02-29',
      '1900-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '2026-01-05T00:00:00Z',
      ' 2026-01-05',
      '20260105',
      '1899-12-31',
      '2200-01-01',
      '',
      null,
      undefined,
      20260105,
      new Date(),
    ]) {
      expect(parseCalendarDate(value), String(value)).toBeNull();
    }
  });
  it('accepts exactly what Date.UTC agrees is that date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2199 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const utc = new Date(Date.UTC(year, month - 1, day));
          const real = utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
          expect(parseCalendarDate(text)).toBe(real ? text : null);
        },
      ),
      RUNS,
    );
  });
});

describe('day numbers', () => {
  it('count from 1970-01-01', () => {
    expect(dayNumber(d('1970-01-01'))).toBe(0);
    expect(dayNumber(d('1970-01-02'))).toBe(1);
    expect(dayNumber(d('1969-12-31'))).toBe(-1);
    expect(dayNumber(d('2000-03-01'))).toBe(11_017);
    expect(fromDayNumber(11_016)).toBe('2000-02-29');
  });
  it('round-trip (property)', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        expect(dayNumber(fromDayNumber(day))).toBe(day);
        expect(parseCalendarDate(fromDayNumber(day))).toBe(fromDayNumber(day));
      }),
      RUNS,
    );
  });
  it('agree with Date.UTC (property)', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
        expect(fromDayNumber(day)).toBe(iso);
        const [y, m, dd] = iso.split('-').map(Number) as [number, number, number];
        expect(dayNumber(iso as CalendarDate)).toBe(Date.UTC(y, m - 1, dd) / 86_400_000);
      }),
      RUNS,
    );
  });
  it('refuse fractional day numbers', () => {
    expect(() => fromDayNumber(1.5)).toThrow(RangeError);
  });
});

describe('addDays and daysBetween', () => {
  it('cross months, years and leap days', () => {
    expect(addDays(d('2026-12-31'), 1)).toBe('2027-01-01');
    expect(addDays(d('2028-02-28'), 1)).toBe('2028-02-29');
    expect(addDays(d('2027-02-28'), 1)).toBe('2027-03-01');
    expect(addDays(d('2027-03-01'), -1)).toBe('2027-02-28');
    expect(daysBetween(d('2026-12-20'), d('2026-12-27'))).toBe(7);
    expect(daysBetween(d('2026-12-27'), d('2026-12-20'))).toBe(-7);
  });
  it('are inverse (property)', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -5000, max: 5000 }), (date, n) => {
        fc.pre(dayNumber(date) + n >= FIRST_DAY && dayNumber(date) + n <= LAST_DAY);
        const later = addDays(date, n);
        expect(daysBetween(date, later)).toBe(n);
        expect(addDays(later, -n)).toBe(date);
        expect(compareDates(date, later)).toBe(n > 0 ? -1 : n < 0 ? 1 : 0);
      }),
      RUNS,
    );
  });
});

describe('weekdays', () => {
  it('are ISO: Monday 1 … Sunday 7', () => {
    expect(isoWeekday(d('2026-12-20'))).toBe(7); // a Sunday
    expect(isoWeekday(d('2026-12-21'))).toBe(1);
    expect(isoWeekday(d('1970-01-01'))).toBe(4);
    expect(WEEKDAY_NAMES[isoWeekday(d('2026-12-19')) - 1]).toBe('Saturday');
    expect(WEEKDAY_NAMES).toHaveLength(7);
  });
  it('agree with Date#getUTCDay (property)', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const jsDay = new Date(day * 86_400_000).getUTCDay(); // 0 = Sunday
        expect(isoWeekday(fromDayNumber(day))).toBe(jsDay === 0 ? 7 : jsDay);
      }),
      RUNS,
    );
  });
});

describe('months', () => {
  it('know their lengths', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
  it('step from the first of a month to the first of another', () => {
    expect(addMonths(d('2026-12-01'), 1)).toBe('2027-01-01');
    expect(addMonths(d('2027-01-01'), -1)).toBe('2026-12-01');
    expect(addMonths(d('2026-03-01'), -14)).toBe('2025-01-01');
    expect(addMonths(d('2026-03-01'), 36)).toBe('2029-03-01');
  });
  it('clamp the day to the month length', () => {
    expect(addMonths(d('2027-01-31'), 1)).toBe('2027-02-28');
    expect(addMonths(d('2028-01-31'), 1)).toBe('2028-02-29');
    expect(addMonths(d('2028-02-29'), 12)).toBe('2029-02-28');
    expect(addMonths(d('2026-05-31'), -1)).toBe('2026-04-30');
  });
  it('have keys', () => {
    expect(firstOfMonth(d('2026-12-20'))).toBe('2026-12-01');
    expect(monthKey(d('2026-12-20'))).toBe('2026-12');
    expect(parseMonthKey('2026-12')).toBe('2026-12-01');
    for (const bad of ['2026-13', '2026-1', '2026-12-01', '1899-12', 'x', null, 202612]) {
      expect(parseMonthKey(bad), String(bad)).toBeNull();
    }
  });
});

describe('eachNight', () => {
  it('lists check-in .. check-out − 1', () => {
    expect(eachNight(d('2026-12-30'), d('2027-01-02'))).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(eachNight(d('2026-12-30'), d('2026-12-30'))).toEqual([]);
    expect(eachNight(d('2026-12-30'), d('2026-12-20'))).toEqual([]);
  });
});

describe('island time (UTC−4, no daylight saving)', () => {
  it('turns the date at 04:00 UTC', () => {
    expect(islandToday(new Date('2026-12-20T03:59:59.999Z'))).toBe('2026-12-19');
    expect(islandToday(new Date('2026-12-20T04:00:00.000Z'))).toBe('2026-12-20');
    expect(islandToday(new Date('2026-12-20T23:59:59Z'))).toBe('2026-12-20');
    expect(islandToday(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
    // Summer: still UTC−4 (no daylight saving on the islands, unlike New York).
    expect(islandToday(new Date('2026-07-04T03:30:00Z'))).toBe('2026-07-03');
  });
  it('agrees with the America/St_Barthelemy zone around midnight (property)', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/St_Barthelemy' });
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumber(d('2000-01-01')), max: dayNumber(d('2100-01-01')) }),
        fc.integer({ min: -120, max: 120 }),
        (day, minutes) => {
          // Instants within two hours of island midnight.
          const instant = new Date((day * 1440 + 240 + minutes) * 60_000);
          expect(islandToday(instant)).toBe(zone.format(instant));
          expect(islandToday(instant)).toBe(fromDayNumber(minutes < 0 ? day - 1 : day));
        },
      ),
      RUNS,
    );
  });
  it('gives the instant a date starts there', () => {
    expect(islandMidnight(d('2026-12-20')).toISOString()).toBe('2026-12-20T04:00:00.000Z');
    fc.assert(
      fc.property(dateArb, (date) => {
        const start = islandMidnight(date);
        expect(islandToday(start)).toBe(date);
        expect(islandToday(new Date(start.getTime() - 1))).toBe(addDays(date, -1));
      }),
      RUNS,
    );
  });
  it('reads the clock when not given an instant', () => {
    const before = islandToday(new Date());
    const today = islandToday();
    expect([before, addDays(before, 1)]).toContain(today);
  });
});

describe('formatting (en-US, whatever the machine zone)', () => {
  it('formats one date in four styles', () => {
    expect(formatCalendarDate(d('2026-12-20'), 'long')).toBe('December 20, 2026');
    expect(formatCalendarDate(d('2026-12-20'), 'short')).toBe('Dec 20');
    expect(formatCalendarDate(d('2026-12-20'), 'weekday')).toBe('Sun, Dec 20');
    expect(formatCalendarDate(d('2026-12-20'), 'month')).toBe('December 2026');
    expect(formatCalendarDate(d('2027-01-01'), 'long')).toBe('January 1, 2027');
  });
  it('formats a stay, with the year once when it does not change', () => {
    expect(formatStayDates(d('2026-12-20'), d('2026-12-27'))).toBe('Dec 20 – Dec 27, 2026');
    expect(formatStayDates(d('2026-12-28'), d('2027-01-04'))).toBe('Dec 28, 2026 – Jan 4, 2027');
  });
  it('formats the date it is given (property)', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const [y, m, day] = date.split('-').map(Number) as [number, number, number];
        expect(formatCalendarDate(date, 'long')).toBe(
          new Date(y, m - 1, day).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
        );
      }),
      { numRuns: 100 },
    );
  });
});
