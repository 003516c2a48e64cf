/**
 * Reads the iCalendar feeds that Airbnb, Vrbo and Booking.com publish for a listing and turns
 * them into busy periods. Every event is a busy period, whatever it is called ("Reserved",
 * "Airbnb (Not available)", "CLOSED - Not available", "Reserved - Name").
 *
 * Dates are read from the iCalendar value's own year/month/day fields, never through a JS `Date`:
 * ical.js turns a DATE (or a floating DATE-TIME) into local midnight in `toJSDate()`, which lands
 * on the previous day in UTC anywhere east of Greenwich. A date-time is read as the calendar date
 * it names in its own zone (TZID or UTC), as written — no zone conversion either.
 *
 * Values are checked as written before ical.js reads them: it normalises impossible fields silently
 * (2027-13-01 is 2028-01-01, 30 February is 2 March, 25:00 is the next day). An event whose DTSTART,
 * DTEND or DURATION is no real date, time or duration is *rejected*: reported, and applied as nothing at
 * all — neither a new block nor the end of the block an earlier version of it made
 * (docs/decisions/004-calendar-dates-and-ical.md).
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import type { RejectedFeedEvent } from '#app/domain/entities';

type ICalComponent = InstanceType<typeof ICAL.Component>;
type ICalProperty = InstanceType<typeof ICAL.Property>;
type ICalTime = InstanceType<typeof ICAL.Time>;

/** One busy period of a feed: all-day dates 'YYYY-MM-DD', `checkOut` exclusive. */
export interface FeedEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string;
}

export interface ParsedFeed {
  /** Sorted by check-in, then check-out, then UID. */
  events: FeedEvent[];
  /**
   * Events left out that block nothing: cancelled, recurring (RRULE/RDATE) or recurrence overrides
   * (RECURRENCE-ID), without a start, or ending on or before the day they start. Older versions of an
   * event that a later SEQUENCE replaced are not counted: they are not events of the feed.
   */
  skipped: number;
  /**
   * Events whose dates are impossible as written (a 13th month, 30 February, day 0, hour 25, a value that
   * is no date or duration): the feed says something about them that cannot be read, so the sync must
   * leave what it knows of them as it is. In the feed's order, one per UID (the version that counts).
   */
  rejected: RejectedFeedEvent[];
}

export class NotICalError extends Error {
  constructor(message = 'Not an iCalendar file') {
    super(message);
    this.name = 'NotICalError';
  }
}

export function parseFeed(text: string): ParsedFeed {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.trimStart().split(/\r?\n/, 1)[0] ?? '';
  if (!/^BEGIN:VCALENDAR[ \t]*$/i.test(firstLine)) {
    throw new NotICalError('Not an iCalendar file: it does not start with BEGIN:VCALENDAR');
  }

  let calendars: ICalComponent[];
  try {
    // A truncated download (no END:VCALENDAR) fails here too, which is what we want: an import must
    // never read half a feed as "these dates are free again".
    const jcal: unknown = ICAL.parse(source);
    const components = (Array.isArray(jcal) && Array.isArray(jcal[0]) ? jcal : [jcal]) as unknown[][];
    calendars = components.map((component) => new ICAL.Component(component));
  } catch (error) {
    throw new NotICalError(`Not an iCalendar file: ${error instanceof Error ? error.message : String(error)}`);
  }
  calendars = calendars.filter((calendar) => calendar.name === 'vcalendar');
  if (calendars.length === 0) throw new NotICalError('Not an iCalendar file: no VCALENDAR');

  let skipped = 0;
  // Per UID, the version that counts: the highest SEQUENCE, the last one on a tie.
  const latest = new Map<string, { sequence: number; reading: Reading }>();
  // Without a UID, an impossible event cannot be told from another nor replaced: each is reported.
  const rejectedWithoutUid: RejectedFeedEvent[] = [];

  for (const vevent of calendars.flatMap((calendar) => calendar.getAllSubcomponents('vevent'))) {
    const read = readEvent(vevent);
    if (read.overridesInstance) {
      skipped++;
      continue;
    }
    const { reading } = read;
    if (!read.uid && reading.kind === 'rejected') {
      rejectedWithoutUid.push({ uid: null, dates: reading.dates });
      continue;
    }
    const uid = read.uid || (reading.kind === 'event' && derivedUid(reading.event));
    if (!uid) {
      skipped++;
      continue;
    }
    const previous = latest.get(uid);
    if (!previous || read.sequence >= previous.sequence) latest.set(uid, { sequence: read.sequence, reading });
  }

  const events: FeedEvent[] = [];
  const rejected: RejectedFeedEvent[] = [];
  for (const [uid, { reading }] of latest) {
    if (reading.kind === 'event') events.push({ ...reading.event, uid });
    else if (reading.kind === 'rejected') rejected.push({ uid, dates: reading.dates });
    else skipped++;
  }
  events.sort((a, b) => compare(a.checkIn, b.checkIn) || compare(a.checkOut, b.checkOut) || compare(a.uid, b.uid));
  return { events, skipped, rejected: [...rejected, ...rejectedWithoutUid] };
}

/** What one VEVENT says: a busy period, nothing to block, or dates that cannot be read. */
type Reading =
  { kind: 'event'; event: Omit<FeedEvent, 'uid'> } | { kind: 'skipped' } | { kind: 'rejected'; dates: string };

interface ReadEvent {
  uid: string;
  sequence: number;
  reading: Reading;
  /** A RECURRENCE-ID override of one instance of a recurring event. */
  overridesInstance: boolean;
}

const SKIPPED: Reading = { kind: 'skipped' };

function readEvent(vevent: ICalComponent): ReadEvent {
  const uid = textProperty(vevent, 'uid');
  const sequenceValue = vevent.getFirstPropertyValue('sequence');
  const sequence = typeof sequenceValue === 'number' && Number.isFinite(sequenceValue) ? sequenceValue : 0;
  const overridesInstance = vevent.hasProperty('recurrence-id');
  const result = (reading: Reading): ReadEvent => ({ uid, sequence, reading, overridesInstance });

  if (textProperty(vevent, 'status').toUpperCase() === 'CANCELLED') return result(SKIPPED);
  // The platforms publish single events; a recurring one would need expanding, which is not done.
  if (vevent.hasProperty('rrule') || vevent.hasProperty('rdate')) return result(SKIPPED);

  const startProperty = vevent.getFirstProperty('dtstart');
  if (!startProperty) return result(SKIPPED);
  try {
    return result(readPeriod(vevent, startProperty));
  } catch {
    // ical.js refused a value the checks below let through: unreadable, so reported like an impossible one.
    return result(rejectedReading(vevent));
  }
}

function readPeriod(vevent: ICalComponent, startProperty: ICalProperty): Reading {
  const start = readTime(startProperty);
  if (!start) return rejectedReading(vevent);
  const checkIn = start.date;

  let checkOut: string;
  const endProperty = vevent.getFirstProperty('dtend');
  const durationProperty = vevent.getFirstProperty('duration');
  if (endProperty) {
    // A DATE end is exclusive; a date-time end at midnight is too; one later in the day is the
    // checkout morning — in all three cases the checkout is the calendar date of the end.
    const end = readTime(endProperty);
    if (!end) return rejectedReading(vevent);
    checkOut = end.date;
  } else if (durationProperty) {
    const duration = readDuration(durationProperty);
    if (!duration) return rejectedReading(vevent);
    const computed = start.time.clone();
    computed.addDuration(duration); // field arithmetic on the value as written, no zone involved
    const date = calendarDate(computed);
    if (!date) return rejectedReading(vevent); // past year 9999
    checkOut = date;
  } else {
    checkOut = addDays(checkIn, 1); // no end: one night
  }

  if (checkOut <= checkIn) return SKIPPED;
  return { kind: 'event', event: { checkIn, checkOut, summary: textProperty(vevent, 'summary') } };
}

// The value of a DATE or DATE-TIME as ical.js keeps it before reading it (jCal): the characters written,
// cut at fixed places — `20271301` is '2027-13-01', `20270230T150000Z` is '2027-02-30T15:00:00Z', and a
// bare `20270101` where a date-time is expected is '2027-01-01T::'. Nothing is normalised yet.
const JCAL_DATE = /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/;
const JCAL_DATE_TIME =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})T(?:(?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})Z?|(?<bare>::))$/;
// RFC 5545 §3.3.6 (weeks, days, hours, minutes, seconds in order; W with D is tolerated, as ical.js reads it).
const DURATION = /^[+-]?P(?=\d|T\d)(?:\d+W)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?)?$/;

/**
 * A DTSTART/DTEND value and the calendar date it names as written, or null when it is no real date or
 * time. ical.js reads `DTSTART:20270101` (a date without VALUE=DATE, which some exports send) as a broken
 * date-time "2027-01-01T::" and throws on it; that one is read as the date.
 */
function readTime(property: ICalProperty): { time: ICalTime; date: string } | null {
  const raw: unknown = property.jCal[3];
  const pattern = property.type === 'date' ? JCAL_DATE : property.type === 'date-time' ? JCAL_DATE_TIME : null;
  const fields = typeof raw === 'string' ? pattern?.exec(raw)?.groups : undefined;
  if (!fields) return null;
  const [year, month, day, hour, minute, second] = [
    fields.year,
    fields.month,
    fields.day,
    fields.hour ?? '0',
    fields.minute ?? '0',
    fields.second ?? '0',
  ].map(Number) as [number, number, number, number, number, number];
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 60) return null; // 60: a leap second
  const date = `${fields.year}-${fields.month}-${fields.day}`;
  if (fields.bare) return { time: ICAL.Time.fromData({ year, month, day, isDate: true }), date };
  const value = property.getFirstValue();
  return value instanceof ICAL.Time ? { time: value, date } : null;
}

function readDuration(property: ICalProperty): InstanceType<typeof ICAL.Duration> | null {
  const raw: unknown = property.jCal[3];
  if (typeof raw !== 'string' || !DURATION.test(raw)) return null;
  const value = property.getFirstValue();
  return value instanceof ICAL.Duration ? value : null;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return (
    year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= ICAL.Time.daysInMonth(month, year)
  );
}

/** An event whose dates cannot be read, with its DTSTART, DTEND and DURATION as written. */
function rejectedReading(vevent: ICalComponent): Reading {
  const dates = (['dtstart', 'dtend', 'duration'] as const)
    .map((name) => {
      const property = vevent.getFirstProperty(name);
      return property ? `${name.toUpperCase()} ${asWritten(property)}` : null;
    })
    .filter(Boolean)
    .join(', ');
  return { kind: 'rejected', dates };
}

/**
 * A value as the feed wrote it, from ical.js's jCal form: its separators taken out again
 * ('2027-13-01T12:00:00Z' → '20271301T120000Z', '2027-13-01T::' → '20271301'). Exact unless the
 * feed itself wrote '-' or ':' in the value, or more characters than a date or date-time holds.
 */
function asWritten(property: ICalProperty): string {
  const raw: unknown = property.jCal[3];
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw ?? '');
  const written =
    property.type === 'date' || property.type === 'date-time' ? text.replace(/[-:]/g, '').replace(/T$/, '') : text;
  return written.slice(0, 60);
}

/** The calendar date of a DATE or DATE-TIME computed by ical.js; null when it is no real date. */
function calendarDate(time: ICalTime): string | null {
  const { year, month, day } = time;
  if (![year, month, day].every(Number.isInteger) || !isRealDate(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + days)); // UTC on both sides: no local zone
  return `${String(next.getUTCFullYear()).padStart(4, '0')}-${pad2(next.getUTCMonth() + 1)}-${pad2(next.getUTCDate())}`;
}

function textProperty(vevent: ICalComponent, name: string): string {
  const value = vevent.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The start of the UIDs this parser makes up for events that have none. The database knows it too
 * (sync_feed_events, …_feed_invalid_events.sql): an impossible event without UID keeps those blocks.
 */
export const DERIVED_UID_PREFIX = 'derived-';

/** A stable UID for an event that has none, so that the next import recognises it. */
function derivedUid(event: Omit<FeedEvent, 'uid'>): string {
  const digest = createHash('sha1').update(`${event.checkIn}\n${event.checkOut}\n${event.summary}`).digest('hex');
  return `${DERIVED_UID_PREFIX}${digest}`;
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
