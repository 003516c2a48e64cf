/**
 * The iCalendar feed a villa publishes for Airbnb, Vrbo and Booking.com to import: one opaque
 * "Reserved" event per stay, dates only, and nothing about who stays (the feed URL is a secret,
 * but it is still handed to third parties and cached by them).
 *
 * ical.js builds and escapes the calendar; the folding is ours (see `foldContentLine`).
 */
import ICAL from 'ical.js';

/** A stay as published: `checkOut` is exclusive (the morning the guests leave), dates are 'YYYY-MM-DD'. */
export interface ExportedStay {
  /**
   * Stable across exports, so importers update instead of duplicating, and opaque: `stay-<digest of the stay's
   * id>@islandestates.example` opens nothing (docs/decisions/019-private-links.md).
   */
  uid: string;
  checkIn: string;
  checkOut: string;
  /** 'Reserved' unless said (the platforms' feed says nothing more; a guest's own calendar may) */
  summary?: string;
  description?: string;
  url?: string;
}

export const CALENDAR_PRODID = '-//Island Estates//Villa Calendar//EN';

const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

export function buildCalendar(input: { calendarName: string; stays: readonly ExportedStay[]; now?: Date }): string {
  const dtstamp = ICAL.Time.fromJSDate(input.now ?? new Date(), true);

  const calendar = publishedCalendar(CALENDAR_PRODID, input.calendarName);

  for (const stay of input.stays) {
    if (!stay.uid.trim()) throw new RangeError('A published stay needs a UID');
    const checkIn = calendarDate(stay.checkIn, 'checkIn', stay.uid);
    const checkOut = calendarDate(stay.checkOut, 'checkOut', stay.uid);
    if (stay.checkOut <= stay.checkIn) {
      throw new RangeError(`Stay ${stay.uid}: checkOut ${stay.checkOut} is not after checkIn ${stay.checkIn}`);
    }
    const event = new ICAL.Component('vevent');
    event.addPropertyWithValue('uid', stay.uid);
    event.addPropertyWithValue('dtstamp', dtstamp.clone());
    event.addPropertyWithValue('dtstart', checkIn); // DATE value → DTSTART;VALUE=DATE:YYYYMMDD
    event.addPropertyWithValue('dtend', checkOut); // exclusive, as the platforms expect
    event.addPropertyWithValue('summary', stay.summary ?? 'Reserved');
    if (stay.description) event.addPropertyWithValue('description', stay.description);
    if (stay.url) event.addPropertyWithValue('url', stay.url);
    event.addPropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }

  return serializeCalendar(calendar);
}

/** An empty calendar to publish: its product, its name. */
export function publishedCalendar(prodid: string, name: string): InstanceType<typeof ICAL.Component> {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', prodid);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  // ical.js does not know X-WR-CALNAME and writes unknown properties verbatim: a newline in a villa
  // name would start a new content line. Escape it as the TEXT it is by convention.
  calendar.addPropertyWithValue('x-wr-calname', escapeText(name));
  return calendar;
}

/**
 * A calendar as text, folded right. ical.js folds each chunk at 75 octets and then prefixes the continuation with
 * a space, so its continuation lines are 76 octets (RFC 5545 §3.1 counts the space). Its output contains a CRLF
 * followed by whitespace only where it folded (TEXT values escape newlines), so unfold and fold again.
 */
export function serializeCalendar(calendar: InstanceType<typeof ICAL.Component>): string {
  const lines = calendar
    .toString()
    .replace(/\r\n[ \t]/g, '')
    .split(CRLF);
  return lines.map(foldContentLine).join(CRLF) + CRLF;
}

/**
 * Folds one content line so that every physical line, the leading space of a continuation
 * included, is at most 75 octets of UTF-8. Breaks only between code points, so no multi-byte
 * character (nor a surrogate pair) is split.
 */
export function foldContentLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the continuation's leading space
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF + ' ');
}

/** RFC 5545 §3.3.11 TEXT escaping; other control characters have no business in a name. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, ' ');
}

function calendarDate(value: string, field: string, uid: string): InstanceType<typeof ICAL.Time> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > ICAL.Time.daysInMonth(month, year)) {
    throw new RangeError(`Stay ${uid}: ${field} '${value}' is not a calendar date (YYYY-MM-DD)`);
  }
  return ICAL.Time.fromData({ year, month, day, isDate: true });
}
