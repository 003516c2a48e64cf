import type { Locale } from '#app/domain/i18n/locale';
import {
  addDays,
  addMonths,
  dayNumber,
  daysInMonth,
  firstOfMonth,
  fromDayNumber,
  isoWeekday,
  weekdayName,
  type CalendarDate,
} from './dates';
import type { BusyRange } from './quote';
import { seasonOfNight, type Season } from './seasons';

/**
 * Month grids for availability calendars (the rental page and the staff calendar): weeks from Monday to
 * Sunday, each day with what it means for a stay — free, booked or past — and the season it falls in.
 * A day is a *night*: "booked" means the night starting that day is taken, so a guest may still check out
 * on it or check in on the day a booking ends.
 */

export type DayState = 'free' | 'booked' | 'past';

export interface CalendarDay {
  date: CalendarDate;
  /** 1..31 */
  day: number;
  state: DayState;
  season: Season | null;
  /** The night's price: the season's rate, or the villa's daily rate. */
  rate: number;
  /** The minimum stay of a stay including this night. */
  minNights: number;
  /** A stay may start on this day (free, and the season allows arrivals on this weekday). */
  arrival: boolean;
  /** Inside the chosen stay: its first night, a middle night, or its check-out day. */
  selection: 'check-in' | 'inside' | 'check-out' | null;
  today: boolean;
}

export interface MonthGrid {
  /** The first of the month. */
  month: CalendarDate;
  /** Weeks of seven; days outside the month are null. */
  weeks: (CalendarDay | null)[][];
}

export interface CalendarContext {
  busy: readonly BusyRange[];
  seasons: readonly Season[];
  dailyRate: number;
  minStayDays: number;
  today: CalendarDate;
  selection?: { checkIn: CalendarDate | null; checkOut: CalendarDate | null };
}

/** The busy nights as a set of day numbers. */
function busyNights(busy: readonly BusyRange[], from: number, to: number): Set<number> {
  const nights = new Set<number>();
  for (const range of busy) {
    const start = Math.max(from, dayNumber(range.checkIn));
    const end = Math.min(to, dayNumber(range.checkOut));
    for (let night = start; night < end; night++) nights.add(night);
  }
  return nights;
}

export function monthGrid(month: CalendarDate, context: CalendarContext): MonthGrid {
  const first = firstOfMonth(month);
  const [year, monthNumber] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
  const length = daysInMonth(year, monthNumber);
  const start = dayNumber(first);
  const taken = busyNights(context.busy, start, start + length);
  const todayNumber = dayNumber(context.today);
  const checkIn = context.selection?.checkIn ? dayNumber(context.selection.checkIn) : null;
  const checkOut = context.selection?.checkOut ? dayNumber(context.selection.checkOut) : null;

  const days: CalendarDay[] = [];
  for (let offset = 0; offset < length; offset++) {
    const number = start + offset;
    const date = fromDayNumber(number);
    const season = seasonOfNight(context.seasons, date);
    const state: DayState = number < todayNumber ? 'past' : taken.has(number) ? 'booked' : 'free';
    const arrivalDays = season?.arrivalDays;
    let selection: CalendarDay['selection'] = null;
    if (checkIn !== null && number === checkIn) selection = 'check-in';
    else if (checkIn !== null && checkOut !== null && number > checkIn && number < checkOut) selection = 'inside';
    else if (checkOut !== null && number === checkOut) selection = 'check-out';
    days.push({
      date,
      day: offset + 1,
      state,
      season,
      rate: season ? season.nightlyRate : context.dailyRate,
      minNights: season ? season.minNights : context.minStayDays,
      arrival: state === 'free' && (!arrivalDays || arrivalDays.length === 0 || arrivalDays.includes(isoWeekday(date))),
      selection,
      today: number === todayNumber,
    });
  }

  const leading = isoWeekday(first) - 1;
  const cells: (CalendarDay | null)[] = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { month: first, weeks };
}

/** `count` consecutive month grids from `month`. */
export function monthGrids(month: CalendarDate, count: number, context: CalendarContext): MonthGrid[] {
  return Array.from({ length: count }, (_, i) => monthGrid(addMonths(firstOfMonth(month), i), context));
}

/** The window [from, to) that `count` months from `month` cover: what to read busy dates for. */
export function monthsWindow(month: CalendarDate, count: number): { from: CalendarDate; to: CalendarDate } {
  const from = firstOfMonth(month);
  return { from, to: addMonths(from, count) };
}

/** Monday-first short weekday names for a calendar's header row, with the full name for screen readers. */
export const CALENDAR_WEEKDAYS = [
  { short: 'Mo', long: 'Monday' },
  { short: 'Tu', long: 'Tuesday' },
  { short: 'We', long: 'Wednesday' },
  { short: 'Th', long: 'Thursday' },
  { short: 'Fr', long: 'Friday' },
  { short: 'Sa', long: 'Saturday' },
  { short: 'Su', long: 'Sunday' },
] as const;

/**
 * The header row in a language: English keeps its two letters; other languages take Intl's short names
 * ('lun.', 'mar.'…) and full names ('lundi').
 */
export function calendarWeekdays(locale: Locale): readonly { short: string; long: string }[] {
  if (locale === 'en') return CALENDAR_WEEKDAYS;
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    short: weekdayName(day, 'short', locale),
    long: weekdayName(day, 'long', locale),
  }));
}

/** The last day of a grid's month. */
export const lastOfMonth = (month: CalendarDate): CalendarDate => addDays(addMonths(firstOfMonth(month), 1), -1);
