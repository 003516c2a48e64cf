/**
 * Date-only arithmetic for stays, shared by server and browser.
 *
 * A stay is a matter of calendar dates on the islands, never of instants: a `CalendarDate` is the string
 * 'YYYY-MM-DD' and all arithmetic goes through an integer "day number" (days since 1970-01-01), using Howard
 * Hinnant's days_from_civil / civil_from_days algorithms (https://howardhinnant.github.io/date_algorithms.html).
 * No `Date` arithmetic, so no time zone or daylight-saving surprise on a server in UTC or a browser in Paris.
 * `Date` appears only to read "now" (`islandToday`) and for deadlines (`islandMidnight`); i18n/date-format.ts writes the dates.
 */

import { ISLAND_UTC_OFFSET_MINUTES } from '#app/domain/constants';
import { type DateFields, type DateStyle, formatDateFields, formatWeekday } from '#app/domain/i18n/date-format';
import type { Locale } from '#app/domain/i18n/locale';

/** A calendar date 'YYYY-MM-DD' (no time, no zone). */
export type CalendarDate = string & { readonly __brand: 'CalendarDate' };

const MIN_YEAR = 1900;
const MAX_YEAR = 2199;
const MS_PER_DAY = 86_400_000;

/** ISO order: index 0 is Monday (ISO weekday 1), index 6 is Sunday (ISO weekday 7). */
export const WEEKDAY_NAMES: readonly string[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number /* 1..12 */): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Hinnant's days_from_civil: proleptic Gregorian (y, m 1..12, d) → days since 1970-01-01. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400; // [0, 399]
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1; // [0, 365]
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy; // [0, 146096]
  return era * 146_097 + doe - 719_468;
}

/** Hinnant's civil_from_days: days since 1970-01-01 → [year, month 1..12, day]. */
function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097; // [0, 146096]
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100)); // [0, 365]
  const mp = Math.floor((5 * doy + 2) / 153); // [0, 11], March-based
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function toCalendarDate(year: number, month: number, day: number): CalendarDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` as CalendarDate;
}

function parts(date: CalendarDate): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** Strict 'YYYY-MM-DD' of a real date (no Feb 30) in 1900..2199; anything else is null. */
export function parseCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return value as CalendarDate;
}

/** 'YYYY-MM' → the first of that month, or null. */
export function parseMonthKey(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = MONTH_PATTERN.exec(value);
  return match ? parseCalendarDate(`${match[1]}-${match[2]}-01`) : null;
}

/** Days since 1970-01-01 (negative before). */
export function dayNumber(date: CalendarDate): number {
  const [year, month, day] = parts(date);
  return daysFromCivil(year, month, day);
}

export function fromDayNumber(day: number): CalendarDate {
  if (!Number.isInteger(day)) throw new RangeError(`Not a whole day number: ${day}`);
  const [year, month, dayOfMonth] = civilFromDays(day);
  if (year < 0 || year > 9999) throw new RangeError(`Day number out of range: ${day}`);
  return toCalendarDate(year, month, dayOfMonth);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** `to - from` in days (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** < 0, 0, > 0 — 'YYYY-MM-DD' strings sort chronologically, so this is a plain string comparison. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CalendarDate): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

export function firstOfMonth(date: CalendarDate): CalendarDate {
  return `${date.slice(0, 7)}-01` as CalendarDate;
}

/** Same day n months later (or earlier), the day clamped to the month's length (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return toCalendarDate(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

/** 'YYYY-MM' */
export function monthKey(date: CalendarDate): string {
  return date.slice(0, 7);
}

/** Every night of a stay: check-in .. check-out − 1 (empty when check-out is not after check-in). */
export function eachNight(checkIn: CalendarDate, checkOut: CalendarDate): CalendarDate[] {
  const first = dayNumber(checkIn);
  const last = dayNumber(checkOut);
  const nights: CalendarDate[] = [];
  for (let day = first; day < last; day++) nights.push(fromDayNumber(day));
  return nights;
}

/** The calendar date on the islands at the instant `now`. */
export function islandToday(now: Date = new Date()): CalendarDate {
  return fromDayNumber(Math.floor((now.getTime() + ISLAND_UTC_OFFSET_MINUTES * 60_000) / MS_PER_DAY));
}

/** The instant a calendar date starts on the islands (00:00 at UTC−4), for deadlines. */
export function islandMidnight(date: CalendarDate): Date {
  return new Date(dayNumber(date) * MS_PER_DAY - ISLAND_UTC_OFFSET_MINUTES * 60_000);
}

/** A calendar date's fields for the formats of i18n/date-format.ts. */
function fields(date: CalendarDate): DateFields {
  const [year, month, day] = parts(date);
  return { year, month, day, weekday: isoWeekday(date) };
}

function format(date: CalendarDate, style: DateStyle, locale: Locale = 'en'): string {
  return formatDateFields(fields(date), style, locale);
}

/**
 * 'December 20, 2026' (long) / 'Dec 20' (short) / 'Sun, Dec 20' (weekday) / 'December 2026' (month), en-US;
 * in French '20 décembre 2026' / '20 déc.' / 'dim. 20 déc.' / 'décembre 2026'.
 */
export function formatCalendarDate(
  date: CalendarDate,
  style: 'long' | 'short' | 'weekday' | 'month',
  locale: Locale = 'en',
): string {
  return format(date, style, locale);
}

/**
 * 'Dec 20 – Dec 27, 2026'; the year on both sides when they differ: 'Dec 28, 2026 – Jan 4, 2027'
 * ('20 déc. – 27 déc. 2026' in French).
 */
export function formatStayDates(checkIn: CalendarDate, checkOut: CalendarDate, locale: Locale = 'en'): string {
  return stayDateParts(checkIn, checkOut, locale).join(' – ');
}

/** The two ends of `formatStayDates`, for a layout that may break the line between them but never inside one. */
export function stayDateParts(checkIn: CalendarDate, checkOut: CalendarDate, locale: Locale = 'en'): [string, string] {
  const sameYear = checkIn.slice(0, 4) === checkOut.slice(0, 4);
  return [format(checkIn, sameYear ? 'short' : 'medium', locale), format(checkOut, 'medium', locale)];
}

/** The names of the ISO weekday `isoWeekday` (1 = Monday) in a language: 'Monday' / 'lundi' (long), 'lun.' (short). */
export function weekdayName(isoWeekday: number, style: 'long' | 'short', locale: Locale): string {
  return formatWeekday(isoWeekday, style, locale);
}
