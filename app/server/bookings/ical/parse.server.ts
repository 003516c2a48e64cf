/**
 * Reads the iCalendar feeds that Airbnb, Vrbo and Booking.com publish for a listing and turns
 * them into busy periods. Every event is a busy period, whatever it is called ("Reserved",
 * "Airbnb (Not available)", "CLOSED - Not available", "Reserved - Name").
 *
 * Dates are read from the iCalendar value's own year/month/day fields, never through a JS `Date`:
 * ical.js turns a DATE (or a floating DATE-TIME) into local midnight in `toJSDate()`, which lands
 * on the previous day in UTC anywhere east of Greenwich. A date-time is read as the calendar date
 * it names in its own zone (TZID or UTC), as written — no zone conversion either.
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';

type ICalComponent = InstanceType<typeof ICAL.Component>;
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
   * Events left out: cancelled, recurring (RRULE/RDATE) or recurrence overrides (RECURRENCE-ID),
   * without a readable start, or ending on or before the day they start. Older versions of an
   * event that a later SEQUENCE replaced are not counted: they are not events of the feed.
   */
  skipped: number;
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
  const latest = new Map<string, { sequence: number; event: FeedEvent | null }>();

  for (const vevent of calendars.flatMap((calendar) => calendar.getAllSubcomponents('vevent'))) {
    let read: ReadEvent;
    try {
      read = readEvent(vevent);
    } catch {
      // A value ical.js cannot decode (e.g. DURATION:soon): that event is unusable, not the whole feed.
      // Without a trusted UID it cannot replace another version either; it is only counted.
      read = { uid: '', sequence: 0, event: null, overridesInstance: vevent.hasProperty('recurrence-id') };
    }
    if (read.overridesInstance) {
      skipped++;
      continue;
    }
    const uid = read.uid || (read.event && derivedUid(read.event));
    if (!uid) {
      skipped++;
      continue;
    }
    const previous = latest.get(uid);
    if (!previous || read.sequence >= previous.sequence) {
      latest.set(uid, { sequence: read.sequence, event: read.event && { ...read.event, uid } });
    }
  }

  const events: FeedEvent[] = [];
  for (const { event } of latest.values()) {
    if (event) events.push(event);
    else skipped++;
  }
  events.sort((a, b) => compare(a.checkIn, b.checkIn) || compare(a.checkOut, b.checkOut) || compare(a.uid, b.uid));
  return { events, skipped };
}

interface ReadEvent {
  uid: string;
  sequence: number;
  /** null when the event is cancelled, recurring or has no usable dates. */
  event: FeedEvent | null;
  /** A RECURRENCE-ID override of one instance of a recurring event. */
  overridesInstance: boolean;
}

function readEvent(vevent: ICalComponent): ReadEvent {
  const uid = textProperty(vevent, 'uid');
  const sequenceValue = vevent.getFirstPropertyValue('sequence');
  const sequence = typeof sequenceValue === 'number' && Number.isFinite(sequenceValue) ? sequenceValue : 0;
  const result = { uid, sequence, event: null, overridesInstance: vevent.hasProperty('recurrence-id') };

  if (textProperty(vevent, 'status').toUpperCase() === 'CANCELLED') return result;
  // The platforms publish single events; a recurring one would need expanding, which is not done.
  if (vevent.hasProperty('rrule') || vevent.hasProperty('rdate')) return result;

  const start = readTime(vevent, 'dtstart');
  if (!start) return result;
  const checkIn = calendarDate(start);

  let checkOut: string | null;
  const duration = vevent.hasProperty('duration') ? vevent.getFirstPropertyValue('duration') : null;
  if (vevent.hasProperty('dtend')) {
    // A DATE end is exclusive; a date-time end at midnight is too; one later in the day is the
    // checkout morning — in all three cases the checkout is the calendar date of the end.
    const end = readTime(vevent, 'dtend');
    checkOut = end && calendarDate(end);
  } else if (duration instanceof ICAL.Duration) {
    const computed = start.clone();
    computed.addDuration(duration); // field arithmetic on the value as written, no zone involved
    checkOut = calendarDate(computed);
  } else {
    checkOut = checkIn && addDays(checkIn, 1); // no end: one night
  }

  if (!checkIn || !checkOut || checkOut <= checkIn) return result;
  return { ...result, event: { uid, checkIn, checkOut, summary: textProperty(vevent, 'summary') } };
}

/**
 * A DTSTART/DTEND value. ical.js reads `DTSTART:20270101` (a date without VALUE=DATE, which some
 * exports send) as a broken date-time "2027-01-01T::" and throws on it; that one is read as the date.
 */
function readTime(vevent: ICalComponent, name: 'dtstart' | 'dtend'): ICalTime | null {
  const property = vevent.getFirstProperty(name);
  if (!property) return null;
  const raw: unknown = property.jCal[3];
  const bareDate = typeof raw === 'string' ? /^(\d{4})-(\d{2})-(\d{2})T::$/.exec(raw) : null;
  if (bareDate) {
    return ICAL.Time.fromData({
      year: Number(bareDate[1]),
      month: Number(bareDate[2]),
      day: Number(bareDate[3]),
      isDate: true,
    });
  }
  try {
    const value = property.getFirstValue();
    return value instanceof ICAL.Time ? value : null;
  } catch {
    return null; // not a date: the event is unusable
  }
}

/** The calendar date a DATE or DATE-TIME names, from its own fields; null when it is no real date. */
function calendarDate(time: ICalTime): string | null {
  const { year, month, day } = time;
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > ICAL.Time.daysInMonth(month, year)) {
    return null;
  }
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

/** A stable UID for an event that has none, so that the next import recognises it. */
function derivedUid(event: FeedEvent): string {
  const digest = createHash('sha1').update(`${event.checkIn}\n${event.checkOut}\n${event.summary}`).digest('hex');
  return `derived-${digest}`;
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
