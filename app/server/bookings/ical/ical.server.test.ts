import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCalendar, foldContentLine, type ExportedStay } from '#app/server/bookings/ical/export.server';
import { FeedError, isPrivateAddress, normalizeFeedUrl } from '#app/server/bookings/ical/fetch-feed.server';
import { NotICalError, parseFeed, type FeedEvent } from '#app/server/bookings/ical/parse.server';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/ical/${name}`, import.meta.url), 'utf8');

/** An iCalendar text from content lines, with the line ending of choice. */
const ics = (lines: string[], eol = '\r\n') =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join(eol);
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];

const utf8 = (text: string) => Buffer.from(text, 'utf8');
/** The physical lines of a calendar, split on CRLF as bytes (so a split character would show). */
function physicalLines(calendar: string): Buffer[] {
  const bytes = utf8(calendar);
  const lines: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      lines.push(bytes.subarray(start, i));
      start = i + 2;
    }
  }
  expect(start, 'the calendar ends with CRLF').toBe(bytes.length);
  return lines;
}
const unfold = (calendar: string) =>
  calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);

const EXPECTED_AIRBNB: FeedEvent[] = [
  {
    uid: '1418fb94e984-7f3c2a9d0e1b4c5a8d6e2f1a0b9c8d7e@airbnb.com',
    checkIn: '2027-01-05',
    checkOut: '2027-01-12',
    summary: 'Reserved',
  },
  {
    uid: '1418fb94e984-0c4e6f8a2b1d3c5e7f9a0b2c4d6e8f1a@airbnb.com',
    checkIn: '2027-01-12',
    checkOut: '2027-01-15',
    summary: 'Reserved',
  },
  {
    uid: '4f0c8a2e1d7b-1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d@airbnb.com',
    checkIn: '2027-02-01',
    checkOut: '2027-02-04',
    summary: 'Airbnb (Not available)',
  },
  {
    uid: '4f0c8a2e1d7b-9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b@airbnb.com',
    checkIn: '2027-12-20',
    checkOut: '2028-01-03',
    summary: 'Not available',
  },
];
const EXPECTED_VRBO: FeedEvent[] = [
  {
    uid: '7c2b9f04-3d1e-4a8b-9c6f-1e2d3a4b5c6d@homeaway.com',
    checkIn: '2027-03-01',
    checkOut: '2027-03-08',
    summary: 'Reserved - Claire',
  },
  {
    uid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d@vrbo.com',
    checkIn: '2027-03-15',
    checkOut: '2027-03-22',
    summary: 'Reserved - Jean-Baptiste & family, arriving from Lyon via Saint-Martin with a late ferry',
  },
  // No DTEND: one night.
  {
    uid: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0@homeaway.com',
    checkIn: '2027-04-10',
    checkOut: '2027-04-11',
    summary: 'Blocked',
  },
];
const EXPECTED_BOOKING: FeedEvent[] = [
  { uid: 'b7f2c9e1a4d3@booking.com', checkIn: '2027-04-05', checkOut: '2027-04-10', summary: 'CLOSED - Not available' },
  // 20:00 in New York is 00:00 UTC the next day: the date is read in its own zone, not converted.
  { uid: 'c8e3d0f2b5a4@booking.com', checkIn: '2027-05-01', checkOut: '2027-05-06', summary: 'CLOSED - Not available' },
  // SEQUENCE:1 (later in the file) moved the dates of SEQUENCE:0.
  { uid: 'd9f4e1a3c6b5@booking.com', checkIn: '2027-06-03', checkOut: '2027-06-09', summary: 'CLOSED - Not available' },
  { uid: 'e0a5f2b4d7c6@booking.com', checkIn: '2027-07-10', checkOut: '2027-07-14', summary: 'CLOSED - Not available' },
];
const FIXTURES = [
  { name: 'airbnb.ics', events: EXPECTED_AIRBNB, skipped: 0 },
  { name: 'vrbo.ics', events: EXPECTED_VRBO, skipped: 0 },
  { name: 'booking-com.ics', events: EXPECTED_BOOKING, skipped: 1 }, // the STATUS:CANCELLED one
];

const STAYS: ExportedStay[] = [
  { uid: '0b6f7a52-3c1d-4e8f-9a2b-5c6d7e8f9a0b@islandestates.example', checkIn: '2027-01-05', checkOut: '2027-01-12' },
  { uid: '1c7a8b63-4d2e-4f90-8b3c-6d7e8f9a0b1c@islandestates.example', checkIn: '2027-12-28', checkOut: '2028-01-02' },
  { uid: '2d8b9c74-5e3f-4a01-9c4d-7e8f9a0b1c2d@islandestates.example', checkIn: '2028-02-28', checkOut: '2028-03-01' },
  { uid: '3e9c0d85-6f40-4b12-8d5e-8f9a0b1c2d3e@islandestates.example', checkIn: '2027-03-14', checkOut: '2027-03-15' },
  // A long UID, folded on export and unfolded on import.
  {
    uid: `${'4fa0d1e96a51'.repeat(6)}-very-long-stay-identifier@islandestates.example`,
    checkIn: '2027-07-01',
    checkOut: '2027-07-15',
  },
];
const NOW = new Date('2027-01-02T03:04:05.678Z');
const LONG_NAME = 'Villa Étoile — Saint-Barthélemy … Anse de Grand Cul-de-Sac, vue mer 🌊🏝️ « Côté Soleil » — été 2027';

describe('buildCalendar', () => {
  const calendar = buildCalendar({ calendarName: 'Villa Étoile', stays: STAYS, now: NOW });

  it('writes the calendar header', () => {
    const lines = unfold(calendar);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Island Estates//Villa Calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Villa Étoile',
    ]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('writes one opaque all-day "Reserved" event per stay and nothing about the guests', () => {
    const blocks = calendar
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT\r\n')
      .slice(1)
      .map((block) => block.split('\r\nEND:VEVENT')[0]!.split('\r\n'));
    expect(blocks).toHaveLength(STAYS.length);
    blocks.forEach((block, index) => {
      const stay = STAYS[index]!;
      expect(block).toEqual([
        `UID:${stay.uid}`,
        'DTSTAMP:20270102T030405Z',
        `DTSTART;VALUE=DATE:${stay.checkIn.replaceAll('-', '')}`,
        `DTEND;VALUE=DATE:${stay.checkOut.replaceAll('-', '')}`,
        'SUMMARY:Reserved',
        'TRANSP:OPAQUE',
      ]);
    });
    expect(calendar).not.toMatch(/^(DESCRIPTION|ATTENDEE|ORGANIZER|CONTACT|LOCATION|COMMENT|URL)[;:]/m);
  });

  it('round-trips: every stay comes back with the same UID and dates', () => {
    const parsed = parseFeed(calendar);
    expect(parsed.skipped).toBe(0);
    const sorted = [...STAYS].sort((a, b) => a.checkIn.localeCompare(b.checkIn));
    expect(parsed.events).toEqual(sorted.map((stay) => ({ ...stay, summary: 'Reserved' })));
  });

  it('uses CRLF everywhere and keeps every line within 75 octets', () => {
    const long = buildCalendar({ calendarName: LONG_NAME.repeat(3), stays: STAYS, now: NOW });
    for (const text of [calendar, long]) {
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of physicalLines(text)) expect(line.length).toBeLessThanOrEqual(75);
    }
  });

  it('folds multi-byte text between characters, never inside one', () => {
    const long = buildCalendar({ calendarName: LONG_NAME, stays: [], now: NOW });
    const lines = physicalLines(long);
    const nameLines = lines.slice(
      lines.findIndex((line) => line.toString().startsWith('X-WR-CALNAME:')),
      lines.findIndex((line) => line.toString() === 'END:VCALENDAR'),
    );
    expect(nameLines.length).toBeGreaterThan(1);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const [index, line] of nameLines.entries()) {
      expect(line.length).toBeLessThanOrEqual(75);
      // fatal: throws on a UTF-8 sequence cut at either end of the line
      const text = decoder.decode(line);
      if (index > 0) expect(text).toMatch(/^ [^ ]|^ $/u);
    }
    expect(unfold(long)).toContain('X-WR-CALNAME:' + LONG_NAME.replace(/,/g, '\\,'));
    expect(parseFeed(long)).toEqual({ events: [], skipped: 0, rejected: [] });
  });

  it('folds at exactly 75 octets, with 74 after the leading space of a continuation', () => {
    expect(foldContentLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldContentLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldContentLine('x'.repeat(75 + 74 + 1)).split('\r\n')).toEqual([
      'x'.repeat(75),
      ' ' + 'x'.repeat(74),
      ' x',
    ]);
    // 'é' is 2 octets: 37 of them fill 74, the 38th would make 76.
    expect(foldContentLine('Xé' + 'é'.repeat(37)).split('\r\n')).toEqual(['X' + 'é'.repeat(37), ' é']);
    // A 4-octet emoji that would straddle the limit moves whole to the next line.
    expect(foldContentLine('x'.repeat(73) + '🌊').split('\r\n')).toEqual(['x'.repeat(73), ' 🌊']);
  });

  it('escapes the calendar name so that it cannot inject content lines', () => {
    const text = buildCalendar({
      calendarName: 'Villa A; B, C\\\r\nEND:VCALENDAR\nBEGIN:VEVENT',
      stays: STAYS,
      now: NOW,
    });
    expect(unfold(text)).toContain('X-WR-CALNAME:Villa A\\; B\\, C\\\\\\nEND:VCALENDAR\\nBEGIN:VEVENT');
    expect(unfold(text).filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
    expect(parseFeed(text).events).toHaveLength(STAYS.length);
  });

  it('writes a valid calendar without stays, and DTSTAMP in UTC', () => {
    const empty = buildCalendar({ calendarName: 'Villa', stays: [] });
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(parseFeed(empty)).toEqual({ events: [], skipped: 0, rejected: [] });
    expect(buildCalendar({ calendarName: 'V', stays: STAYS.slice(0, 1) })).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
  });

  it('refuses stays that are no valid all-day period (a bug upstream, not something to publish)', () => {
    const build = (stay: ExportedStay) => () => buildCalendar({ calendarName: 'V', stays: [stay] });
    expect(build({ uid: 'a', checkIn: '2027-02-30', checkOut: '2027-03-02' })).toThrow(RangeError);
    expect(build({ uid: 'a', checkIn: '2027-1-5', checkOut: '2027-01-12' })).toThrow(RangeError);
    expect(build({ uid: 'a', checkIn: '2027-01-12', checkOut: '2027-01-12' })).toThrow(RangeError);
    expect(build({ uid: 'a', checkIn: '2027-01-12', checkOut: '2027-01-05' })).toThrow(RangeError);
    expect(build({ uid: ' ', checkIn: '2027-01-05', checkOut: '2027-01-12' })).toThrow(RangeError);
  });
});

describe('parseFeed on the platforms’ exports', () => {
  it.each(FIXTURES)('reads $name to the exact events', ({ name, events, skipped }) => {
    expect(parseFeed(fixture(name))).toEqual({ events, skipped, rejected: [] });
  });

  it('has the line endings the fixtures are meant to exercise', () => {
    expect(fixture('airbnb.ics')).toMatch(/\r\n /); // CRLF, folded DESCRIPTION
    expect(fixture('vrbo.ics')).not.toContain('\r');
    expect(fixture('booking-com.ics')).toContain('BEGIN:VTIMEZONE\r\n');
  });
});

describe('parseFeed on what feeds get wrong or do differently', () => {
  const parse = (...lines: string[]) => parseFeed(ics(lines));

  it('reads VALUE=DATE, a bare date and LF line endings alike', () => {
    const text = ics(
      [
        ...vevent('UID:a', 'DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20261227', 'SUMMARY:Reserved'),
        ...vevent('UID:b', 'DTSTART:20270101', 'DTEND:20270103', 'SUMMARY:Reserved'),
      ],
      '\n',
    );
    expect(parseFeed(text).events).toEqual([
      { uid: 'a', checkIn: '2026-12-20', checkOut: '2026-12-27', summary: 'Reserved' },
      { uid: 'b', checkIn: '2027-01-01', checkOut: '2027-01-03', summary: 'Reserved' },
    ]);
  });

  it('takes the calendar date of date-times in their own zone; midnight ends are exclusive as they are', () => {
    expect(
      parse(
        ...vevent(
          'UID:ny',
          'DTSTART;TZID=America/New_York:20270501T230000',
          'DTEND;TZID=America/New_York:20270506T000000',
        ),
        ...vevent('UID:utc-late', 'DTSTART:20270710T230000Z', 'DTEND:20270714T100000Z'),
        ...vevent('UID:utc-midnight', 'DTSTART:20270801T000000Z', 'DTEND:20270805T000000Z'),
        ...vevent('UID:floating', 'DTSTART:20270901T150000', 'DTEND:20270904T110000'),
      ).events.map(({ uid, checkIn, checkOut }) => [uid, checkIn, checkOut]),
    ).toEqual([
      ['ny', '2027-05-01', '2027-05-06'],
      ['utc-late', '2027-07-10', '2027-07-14'],
      ['utc-midnight', '2027-08-01', '2027-08-05'],
      ['floating', '2027-09-01', '2027-09-04'],
    ]);
  });

  it('without DTEND: one night, or the DURATION when there is one', () => {
    expect(
      parse(
        ...vevent('UID:one-night', 'DTSTART;VALUE=DATE:20271231'),
        ...vevent('UID:leap', 'DTSTART;VALUE=DATE:20280228'),
        ...vevent('UID:datetime-no-end', 'DTSTART:20270301T150000Z'),
        ...vevent('UID:date-duration', 'DTSTART;VALUE=DATE:20270401', 'DURATION:P3D'),
        ...vevent('UID:datetime-duration', 'DTSTART;TZID=America/New_York:20270501T150000', 'DURATION:P4DT20H'),
      ).events.map(({ uid, checkIn, checkOut }) => [uid, checkIn, checkOut]),
    ).toEqual(
      [
        ['leap', '2028-02-28', '2028-02-29'],
        ['datetime-no-end', '2027-03-01', '2027-03-02'],
        ['date-duration', '2027-04-01', '2027-04-04'],
        ['datetime-duration', '2027-05-01', '2027-05-06'],
        ['one-night', '2027-12-31', '2028-01-01'],
      ].sort((a, b) => a[1]!.localeCompare(b[1]!)),
    );
  });

  it('unfolds long lines (space or tab continuations, CRLF or LF)', () => {
    const lines = vevent(
      'UID:folded-',
      ' uid@example.com',
      'DTSTART;VALUE=DATE:20270105',
      'DTEND;VALUE=DATE:20270112',
      'SUMMARY:A very long summary that a platform fol',
      '\tded over more than one line',
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/',
      ' details/HMQ8ZK4TXA\\nPhone Number (Last 4 Digits): 1234',
    );
    for (const eol of ['\r\n', '\n']) {
      expect(parseFeed(ics(lines, eol)).events).toEqual([
        {
          uid: 'folded-uid@example.com',
          checkIn: '2027-01-05',
          checkOut: '2027-01-12',
          summary: 'A very long summary that a platform folded over more than one line',
        },
      ]);
    }
  });

  it('skips cancelled, recurring and recurrence-override events, and counts them', () => {
    expect(
      parse(
        ...vevent('UID:ok', 'DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270112'),
        ...vevent('UID:cancelled', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270112'),
        ...vevent('UID:cancelled-lc', 'STATUS:cancelled', 'DTSTART;VALUE=DATE:20270205', 'DTEND;VALUE=DATE:20270212'),
        ...vevent(
          'UID:weekly',
          'DTSTART;VALUE=DATE:20270105',
          'DTEND;VALUE=DATE:20270106',
          'RRULE:FREQ=WEEKLY;COUNT=4',
        ),
        ...vevent(
          'UID:weekly',
          'RECURRENCE-ID;VALUE=DATE:20270112',
          'DTSTART;VALUE=DATE:20270113',
          'DTEND;VALUE=DATE:20270114',
        ),
        ...vevent('UID:confirmed', 'STATUS:CONFIRMED', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270302'),
      ),
    ).toEqual({
      events: [
        { uid: 'ok', checkIn: '2027-01-05', checkOut: '2027-01-12', summary: '' },
        { uid: 'confirmed', checkIn: '2027-03-01', checkOut: '2027-03-02', summary: '' },
      ],
      skipped: 4,
      rejected: [],
    });
  });

  it('skips events that end on or before their start, or have no start', () => {
    expect(
      parse(
        ...vevent('UID:same-day', 'DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270105'),
        ...vevent('UID:backwards', 'DTSTART;VALUE=DATE:20270112', 'DTEND;VALUE=DATE:20270105'),
        ...vevent('UID:hours', 'DTSTART:20270105T100000Z', 'DTEND:20270105T180000Z'),
        ...vevent('UID:no-start', 'DTEND;VALUE=DATE:20270105'),
        ...vevent('UID:negative-duration', 'DTSTART;VALUE=DATE:20270301', 'DURATION:-P2D'),
      ),
    ).toEqual({ events: [], skipped: 5, rejected: [] });
  });

  it('keeps one version per UID: the highest SEQUENCE, the last one on a tie', () => {
    expect(
      parse(
        ...vevent('UID:seq', 'SEQUENCE:2', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270115'),
        ...vevent('UID:seq', 'SEQUENCE:1', 'DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270105'),
        ...vevent('UID:tie', 'DTSTART;VALUE=DATE:20270201', 'DTEND;VALUE=DATE:20270205'),
        ...vevent('UID:tie', 'DTSTART;VALUE=DATE:20270202', 'DTEND;VALUE=DATE:20270206'),
        ...vevent('UID:then-cancelled', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270305'),
        ...vevent(
          'UID:then-cancelled',
          'SEQUENCE:1',
          'STATUS:CANCELLED',
          'DTSTART;VALUE=DATE:20270301',
          'DTEND;VALUE=DATE:20270305',
        ),
      ),
    ).toEqual({
      events: [
        { uid: 'seq', checkIn: '2027-01-10', checkOut: '2027-01-15', summary: '' },
        { uid: 'tie', checkIn: '2027-02-02', checkOut: '2027-02-06', summary: '' },
      ],
      skipped: 1, // the cancelled latest version; replaced versions are not counted
      rejected: [],
    });
  });

  it('gives an event without UID a stable UID derived from its dates and summary', () => {
    const lines = [
      ...vevent('DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270112', 'SUMMARY:Reserved'),
      ...vevent('DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270113', 'SUMMARY:Reserved'),
      ...vevent('UID:', 'DTSTART;VALUE=DATE:20270201', 'DTEND;VALUE=DATE:20270203'),
    ];
    const first = parseFeed(ics(lines)).events;
    expect(first.map((event) => event.uid)).toEqual([
      expect.stringMatching(/^derived-[0-9a-f]{40}$/),
      expect.stringMatching(/^derived-[0-9a-f]{40}$/),
      expect.stringMatching(/^derived-[0-9a-f]{40}$/),
    ]);
    expect(new Set(first.map((event) => event.uid)).size).toBe(3);
    expect(parseFeed(ics(lines, '\n')).events).toEqual(first);
    // The same anonymous block twice is one busy period.
    expect(parseFeed(ics([...lines.slice(0, 5), ...lines.slice(0, 5)])).events).toHaveLength(1);
  });

  it('accepts a byte order mark, leading blank lines, trailing blank lines and lower-case names', () => {
    const lines = vevent('UID:a', 'DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270112');
    const expected = [{ uid: 'a', checkIn: '2027-01-05', checkOut: '2027-01-12', summary: '' }];
    expect(parseFeed(`\uFEFF\r\n${ics(lines)}\r\n\r\n`).events).toEqual(expected);
    expect(parseFeed(ics(lines).toLowerCase().replace('uid:a', 'UID:a')).events).toEqual(expected);
  });

  it.each([
    ['an empty body', ''],
    ['an HTML page', '<!doctype html>\n<html><head><title>Sign in</title></head><body>BEGIN:VCALENDAR</body></html>'],
    ['JSON', '{"error":"not found"}'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Jane\r\nEND:VCARD\r\n'],
    ['text mentioning a calendar', 'Your calendar: BEGIN:VCALENDAR\nEND:VCALENDAR\n'],
    ['a truncated download', ics(vevent('UID:a', 'DTSTART;VALUE=DATE:20270105')).split('END:VEVENT')[0]!],
    ['a calendar followed by junk', `${ics([])}<html>`],
  ])('refuses %s as not iCal', (_label, text) => {
    expect(() => parseFeed(text)).toThrow(NotICalError);
  });

  it('NotICalError is an Error with its own name', () => {
    const error = new NotICalError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NotICalError');
  });
});

describe('parseFeed refuses impossible dates as written, before ical.js normalises them', () => {
  const parse = (...lines: string[]) => parseFeed(ics(lines));
  /** One event with these DTSTART/DTEND/DURATION lines: what becomes of it. */
  const one = (...lines: string[]) => parse(...vevent('UID:x@platform', ...lines));
  const rejectedAs = (dates: string) => ({ events: [], skipped: 0, rejected: [{ uid: 'x@platform', dates }] });
  const acceptedAs = (checkIn: string, checkOut: string) => ({
    events: [{ uid: 'x@platform', checkIn, checkOut, summary: '' }],
    skipped: 0,
    rejected: [],
  });

  it.each([
    // ical.js reads each of these as another, real date (2028-01-01, 2027-03-02, 2027-03-01, 2026-12-31…).
    ['a 13th month', 'DTSTART;VALUE=DATE:20271301', 'DTEND;VALUE=DATE:20271305', 'DTSTART 20271301, DTEND 20271305'],
    ['day 99', 'DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270199', 'DTSTART 20270101, DTEND 20270199'],
    ['both', 'DTSTART;VALUE=DATE:20271301', 'DTEND;VALUE=DATE:20271399', 'DTSTART 20271301, DTEND 20271399'],
    ['30 February', 'DTSTART;VALUE=DATE:20270230', 'DTEND;VALUE=DATE:20270305', 'DTSTART 20270230, DTEND 20270305'],
    [
      '29 February of 2027',
      'DTSTART;VALUE=DATE:20270225',
      'DTEND;VALUE=DATE:20270229',
      'DTSTART 20270225, DTEND 20270229',
    ],
    [
      '29 February of 2100 (no leap year)',
      'DTSTART;VALUE=DATE:21000229',
      'DTEND;VALUE=DATE:21000303',
      'DTSTART 21000229, DTEND 21000303',
    ],
    ['day 0', 'DTSTART;VALUE=DATE:20270100', 'DTEND;VALUE=DATE:20270105', 'DTSTART 20270100, DTEND 20270105'],
    ['month 0', 'DTSTART;VALUE=DATE:20270001', 'DTEND;VALUE=DATE:20270105', 'DTSTART 20270001, DTEND 20270105'],
    ['31 April', 'DTSTART;VALUE=DATE:20270428', 'DTEND;VALUE=DATE:20270431', 'DTSTART 20270428, DTEND 20270431'],
    ['year 0', 'DTSTART;VALUE=DATE:00000101', 'DTEND;VALUE=DATE:00000105', 'DTSTART 00000101, DTEND 00000105'],
    ['a short date', 'DTSTART;VALUE=DATE:2027010', 'DTEND;VALUE=DATE:20270105', 'DTSTART 2027010, DTEND 20270105'],
    ['letters', 'DTSTART:2027XX01', 'DTEND:20270302', 'DTSTART 2027XX01, DTEND 20270302'],
    // Date-times: UTC, in a zone, floating.
    [
      'a date-time in a 13th month',
      'DTSTART:20271301T120000Z',
      'DTEND:20271305T100000Z',
      'DTSTART 20271301T120000Z, DTEND 20271305T100000Z',
    ],
    [
      'a date-time on 30 February',
      'DTSTART;TZID=America/New_York:20270230T150000',
      'DTEND;TZID=America/New_York:20270305T110000',
      'DTSTART 20270230T150000, DTEND 20270305T110000',
    ],
    [
      'a date-time on 29 February 2027',
      'DTSTART:20270226T150000',
      'DTEND:20270229T110000',
      'DTSTART 20270226T150000, DTEND 20270229T110000',
    ],
    [
      'a date-time on day 0',
      'DTSTART:20270300T150000Z',
      'DTEND:20270305T110000Z',
      'DTSTART 20270300T150000Z, DTEND 20270305T110000Z',
    ],
    // Out-of-range hours move the date in ical.js too (25:00 on 4 March is 5 March).
    [
      'hour 25',
      'DTSTART:20270301T150000Z',
      'DTEND:20270304T250000Z',
      'DTSTART 20270301T150000Z, DTEND 20270304T250000Z',
    ],
    [
      'minute 60',
      'DTSTART:20270301T236000Z',
      'DTEND:20270305T100000Z',
      'DTSTART 20270301T236000Z, DTEND 20270305T100000Z',
    ],
    // A bare date (no VALUE=DATE), which the parser reads as a date.
    ['a bare date in a 13th month', 'DTSTART:20271301', 'DTEND:20271305', 'DTSTART 20271301, DTEND 20271305'],
    ['a bare date on 30 February', 'DTSTART:20270227', 'DTEND:20270230', 'DTSTART 20270227, DTEND 20270230'],
    ['an end that is no date', 'DTSTART;VALUE=DATE:20270301', 'DTEND:soon', 'DTSTART 20270301, DTEND soon'],
  ])('rejects %s', (_label, start, end, dates) => {
    expect(one(start, end)).toEqual(rejectedAs(dates));
  });

  it.each([
    ['an impossible start', 'DTSTART;VALUE=DATE:20270230', 'DURATION:P3D', 'DTSTART 20270230, DURATION P3D'],
    [
      'an impossible date-time start',
      'DTSTART:20271301T150000Z',
      'DURATION:P4DT20H',
      'DTSTART 20271301T150000Z, DURATION P4DT20H',
    ],
    ['an unreadable duration', 'DTSTART;VALUE=DATE:20270301', 'DURATION:soon', 'DTSTART 20270301, DURATION soon'],
    [
      'a duration with something after it',
      'DTSTART;VALUE=DATE:20270301',
      'DURATION:P3D5',
      'DTSTART 20270301, DURATION P3D5',
    ],
    ['a duration past year 9999', 'DTSTART;VALUE=DATE:99991220', 'DURATION:P30D', 'DTSTART 99991220, DURATION P30D'],
  ])('rejects a DURATION-based event with %s', (_label, start, duration, dates) => {
    expect(one(start, duration)).toEqual(rejectedAs(dates));
  });

  it('rejects an impossible start without an end', () => {
    expect(one('DTSTART;VALUE=DATE:20270229')).toEqual(rejectedAs('DTSTART 20270229'));
    expect(one('DTSTART:20270229T150000Z')).toEqual(rejectedAs('DTSTART 20270229T150000Z'));
  });

  it('accepts the real dates next to them: 29 February of a leap year, the last day of each month', () => {
    expect(one('DTSTART;VALUE=DATE:20280226', 'DTEND;VALUE=DATE:20280229')).toEqual(
      acceptedAs('2028-02-26', '2028-02-29'),
    );
    expect(one('DTSTART;VALUE=DATE:20000229', 'DTEND;VALUE=DATE:20000301')).toEqual(
      acceptedAs('2000-02-29', '2000-03-01'),
    );
    expect(one('DTSTART:20280229T150000Z', 'DTEND:20280303T100000Z')).toEqual(acceptedAs('2028-02-29', '2028-03-03'));
    expect(one('DTSTART:20280229', 'DTEND:20280301')).toEqual(acceptedAs('2028-02-29', '2028-03-01'));
    expect(one('DTSTART;VALUE=DATE:20270430', 'DURATION:P1W2D')).toEqual(acceptedAs('2027-04-30', '2027-05-09'));
    expect(one('DTSTART;VALUE=DATE:20271231', 'DTEND;VALUE=DATE:20280101')).toEqual(
      acceptedAs('2027-12-31', '2028-01-01'),
    );
    expect(one('DTSTART:20270301T235959Z', 'DTEND:20270305T000000Z')).toEqual(acceptedAs('2027-03-01', '2027-03-05'));
    for (const [month, last] of [
      [1, 31],
      [2, 28],
      [3, 31],
      [4, 30],
      [5, 31],
      [6, 30],
      [7, 31],
      [8, 31],
      [9, 30],
      [10, 31],
      [11, 30],
      [12, 31],
    ] as const) {
      const mm = String(month).padStart(2, '0');
      const event = one(`DTSTART;VALUE=DATE:2027${mm}${last}`, 'DURATION:P1D');
      expect(
        event.events.map((e) => e.checkIn),
        `2027-${mm}-${last}`,
      ).toEqual([`2027-${mm}-${last}`]);
      expect(
        one(`DTSTART;VALUE=DATE:2027${mm}${last + 1}`, 'DURATION:P1D').rejected,
        `2027-${mm}-${last + 1}`,
      ).toHaveLength(1);
    }
  });

  it('reports the version that counts: an impossible latest version is rejected, a replaced one is not', () => {
    expect(
      parse(
        ...vevent('UID:fixed', 'SEQUENCE:0', 'DTSTART;VALUE=DATE:20271301', 'DTEND;VALUE=DATE:20271399'),
        ...vevent('UID:fixed', 'SEQUENCE:1', 'DTSTART;VALUE=DATE:20270201', 'DTEND;VALUE=DATE:20270204'),
        ...vevent('UID:broken', 'SEQUENCE:1', 'DTSTART;VALUE=DATE:20270201', 'DTEND;VALUE=DATE:20270204'),
        ...vevent('UID:broken', 'SEQUENCE:2', 'DTSTART;VALUE=DATE:20270230', 'DTEND;VALUE=DATE:20270304'),
      ),
    ).toEqual({
      events: [{ uid: 'fixed', checkIn: '2027-02-01', checkOut: '2027-02-04', summary: '' }],
      skipped: 0,
      rejected: [{ uid: 'broken', dates: 'DTSTART 20270230, DTEND 20270304' }],
    });
  });

  it('rejects an impossible event without UID too, with no UID (nothing can be derived from its dates)', () => {
    expect(
      parse(
        ...vevent('DTSTART;VALUE=DATE:20270431', 'DTEND;VALUE=DATE:20270503', 'SUMMARY:Blocked'),
        ...vevent('UID:', 'DTSTART:20270230T150000Z', 'DTEND:20270303T100000Z'),
        ...vevent('UID:ok', 'DTSTART;VALUE=DATE:20270501', 'DTEND;VALUE=DATE:20270503'),
      ),
    ).toEqual({
      events: [{ uid: 'ok', checkIn: '2027-05-01', checkOut: '2027-05-03', summary: '' }],
      skipped: 0,
      rejected: [
        { uid: null, dates: 'DTSTART 20270431, DTEND 20270503' },
        { uid: null, dates: 'DTSTART 20270230T150000Z, DTEND 20270303T100000Z' },
      ],
    });
  });

  it('still skips a cancelled or recurring event whatever its dates (it blocks nothing either way)', () => {
    expect(
      parse(
        ...vevent('UID:c', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20271301', 'DTEND;VALUE=DATE:20271399'),
        ...vevent('UID:r', 'RRULE:FREQ=WEEKLY;COUNT=2', 'DTSTART;VALUE=DATE:20270230', 'DTEND;VALUE=DATE:20270301'),
      ),
    ).toEqual({ events: [], skipped: 2, rejected: [] });
  });
});

describe('dates do not depend on the machine’s time zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  // UTC+14 and UTC−11: a date read through local midnight lands a day off in one or the other.
  it.each([
    ['Pacific/Kiritimati', -14 * 60],
    ['Pacific/Pago_Pago', 11 * 60],
    ['UTC', 0],
    ['America/New_York', 5 * 60],
    ['Asia/Tokyo', -9 * 60],
  ])('in %s', (tz, offsetMinutes) => {
    process.env.TZ = tz;
    // The trap is live: Node applies TZ as soon as it is set.
    expect(new Date(Date.UTC(2027, 0, 15, 12)).getTimezoneOffset()).toBe(offsetMinutes);

    // What ical.js itself does with an all-day date: toJSDate() is local midnight, so the UTC
    // calendar date (what toISOString, a database driver or JSON would show) moves east of UTC.
    const allDay = ICAL.Time.fromDateString('2027-03-15');
    const viaJsDate = allDay.toJSDate().toISOString().slice(0, 10);
    expect(viaJsDate).toBe(offsetMinutes < 0 ? '2027-03-14' : '2027-03-15');

    for (const { name, events, skipped } of FIXTURES) {
      expect(parseFeed(fixture(name))).toEqual({ events, skipped, rejected: [] });
    }
    const calendar = buildCalendar({ calendarName: 'Villa', stays: STAYS, now: NOW });
    expect(calendar).toContain('DTSTAMP:20270102T030405Z\r\n');
    expect(parseFeed(calendar).events.map(({ uid, checkIn, checkOut }) => ({ uid, checkIn, checkOut }))).toEqual(
      [...STAYS].sort((a, b) => a.checkIn.localeCompare(b.checkIn)),
    );
  });
});

describe('isPrivateAddress', () => {
  it.each([
    // IPv4 loopback, private, link-local (cloud metadata), unspecified, CGNAT, multicast, reserved
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '100.64.0.1',
    '100.127.255.255',
    '192.0.0.8',
    '198.18.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    // IPv6 loopback, unspecified, unique local, link-local, site-local, multicast
    '::1',
    '::',
    '0:0:0:0:0:0:0:1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf:ffff::1',
    'fec0::1',
    'ff02::1',
    '[::1]',
    // IPv4 in IPv6: mapped (both notations), translated, compatible, NAT64, 6to4
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '::ffff:192.168.0.1',
    '0:0:0:0:0:ffff:100.64.0.1',
    '::ffff:0:127.0.0.1',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::10.1.2.3',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    // Not an address at all: refused rather than guessed at
    'localhost',
    '',
    '1.2.3',
    '999.1.1.1',
    'example.com',
  ])('%s is not allowed', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '169.255.0.1',
    '192.167.255.255',
    '11.0.0.1',
    '126.255.255.255',
    '128.0.0.1',
    '2001:4860:4860::8888',
    '2606:4700:4700::1111',
    '2a00:1450:4007:80e::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
    'fbff:ffff::1',
    'fe7f::1',
  ])('%s is allowed', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('normalizeFeedUrl', () => {
  it('reads webcal: as https: and keeps http(s) as they are', () => {
    expect(normalizeFeedUrl('webcal://www.airbnb.com/calendar/ical/123.ics?s=abc').href).toBe(
      'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
    );
    expect(normalizeFeedUrl('WEBCAL://example.com/a.ics').href).toBe('https://example.com/a.ics');
    expect(normalizeFeedUrl('  http://example.com/a.ics#top ').href).toBe('http://example.com/a.ics');
    expect(normalizeFeedUrl('https://example.com/a.ics').href).toBe('https://example.com/a.ics');
  });

  it('normalises the host as http would (numeric forms of loopback are loopback)', () => {
    expect(normalizeFeedUrl('webcal://2130706433/feed.ics').hostname).toBe('127.0.0.1');
    expect(normalizeFeedUrl('http://0x7f.1/feed.ics').hostname).toBe('127.0.0.1');
  });

  it('resolves a relative redirect against the current URL', () => {
    expect(normalizeFeedUrl('/b.ics', new URL('https://example.com/a/a.ics')).href).toBe('https://example.com/b.ics');
  });

  it.each([
    '',
    'not a url',
    'ftp://example.com/a.ics',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/calendar,x',
    'http://',
  ])('refuses %j', (url) => {
    let error: unknown;
    try {
      normalizeFeedUrl(url);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).code).toBe('bad_url');
    expect((error as FeedError).message).toBe('Not a valid http(s) address');
  });
});
