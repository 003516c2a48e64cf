/**
 * The calendar exchange with Airbnb, Vrbo and Booking.com, end to end on PGlite and PostgreSQL.
 *
 * Export: /rentals/:id/calendar.ics?token=… read back with our own parser — exactly the villa's options,
 * confirmed stays and blocks, valid iCalendar (CRLF, lines folded at 75 octets), nothing about the guests,
 * 404 without the right token, never kept by the page cache.
 *
 * Import: the platforms' feeds served over HTTP from 127.0.0.1 (tests/helpers/ical-server.ts) and synced
 * into a villa's blocks by the same code as 'Sync now' and the periodic job: moved, removed, duplicated and
 * cancelled events, collisions kept as conflicts, and every way a download fails leaving the blocks as they
 * were, with the reason recorded for staff.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import type { StayRow } from '#app/domain/entities';
import * as receiptRoute from '#app/routes/public/booking-receipt';
import * as calendarRoute from '#app/routes/resources/rental-calendar-ics';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { syncRentalFeeds, type FeedSyncOutcome } from '#app/server/bookings/feed-sync.server';
import { parseFeed } from '#app/server/bookings/ical/parse.server';
import type { Env } from '#app/server/env.server';
import { pageCacheMiddleware, publicPageCache } from '#app/server/http/page-cache.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { get, insertRental, requestContext, unwrap } from '#tests/helpers/fixtures';
import { fixtureDates, icalFixture, startICalServer, type ICalServer } from '#tests/helpers/ical-server';

// What getEnv() answers, changed per test (the refusal of private addresses). app-env.ts allows them.
const envOverrides = vi.hoisted(() => ({}) as Partial<Env>);
vi.mock('#app/server/env.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#app/server/env.server')>();
  return { ...actual, getEnv: () => ({ ...actual.getEnv(), ...envOverrides }) };
});

// A feed's deadline is 10 s; one second here, so the case of a platform that never answers stays quick.
const FEED_TIMEOUT_MS = 1_000;
vi.mock('#app/server/bookings/ical/fetch-feed.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#app/server/bookings/ical/fetch-feed.server')>();
  return {
    ...actual,
    fetchFeed: (url: string, options: Parameters<typeof actual.fetchFeed>[1]) =>
      actual.fetchFeed(url, { timeoutMs: FEED_TIMEOUT_MS, ...options }),
  };
});

type Args = never;

const today = islandToday();
const day = (offset: number): CalendarDate => addDays(today, offset);

/** What the platform fixtures hold, as blocks: [uid, check-in, check-out, note]. */
const AIRBNB = [
  [
    '1418fb94e984-7f3c2a9d0e1b4c5a8d6e2f1a0b9c8d7e@airbnb.com',
    fixtureDates('2027-01-05'),
    fixtureDates('2027-01-12'),
    'Reserved',
  ],
  [
    '1418fb94e984-0c4e6f8a2b1d3c5e7f9a0b2c4d6e8f1a@airbnb.com',
    fixtureDates('2027-01-12'),
    fixtureDates('2027-01-15'),
    'Reserved',
  ],
  [
    '4f0c8a2e1d7b-1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d@airbnb.com',
    fixtureDates('2027-02-01'),
    fixtureDates('2027-02-04'),
    'Airbnb (Not available)',
  ],
  [
    '4f0c8a2e1d7b-9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b@airbnb.com',
    fixtureDates('2027-12-20'),
    fixtureDates('2028-01-03'),
    'Not available',
  ],
];
const VRBO = [
  [
    '7c2b9f04-3d1e-4a8b-9c6f-1e2d3a4b5c6d@homeaway.com',
    fixtureDates('2027-03-01'),
    fixtureDates('2027-03-08'),
    'Reserved - Claire',
  ],
  // A folded SUMMARY with an escaped comma.
  [
    '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d@vrbo.com',
    fixtureDates('2027-03-15'),
    fixtureDates('2027-03-22'),
    'Reserved - Jean-Baptiste & family, arriving from Lyon via Saint-Martin with a late ferry',
  ],
  // No DTEND: one night.
  [
    '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0@homeaway.com',
    fixtureDates('2027-04-10'),
    fixtureDates('2027-04-11'),
    'Blocked',
  ],
];
const BOOKING_COM = [
  ['b7f2c9e1a4d3@booking.com', fixtureDates('2027-04-05'), fixtureDates('2027-04-10'), 'CLOSED - Not available'],
  // DTSTART/DTEND with a TZID, in the evening and the morning: the dates as written.
  ['c8e3d0f2b5a4@booking.com', fixtureDates('2027-05-01'), fixtureDates('2027-05-06'), 'CLOSED - Not available'],
  // Twice in the feed: SEQUENCE 1 replaces SEQUENCE 0. (The CANCELLED f1b6a3c5e8d7 is no block at all.)
  ['d9f4e1a3c6b5@booking.com', fixtureDates('2027-06-03'), fixtureDates('2027-06-09'), 'CLOSED - Not available'],
  // UTC date-times at midnight.
  ['e0a5f2b4d7c6@booking.com', fixtureDates('2027-07-10'), fixtureDates('2027-07-14'), 'CLOSED - Not available'],
];
const IMPORT_FROM = '2026-12-01' as CalendarDate;
const IMPORT_TO = fixtureDates('2028-12-31') as CalendarDate;

/** A villa's imported blocks and conflicts, in date order. */
const importedOf = (stays: StayRow[]) =>
  stays.filter((stay) => stay.source === 'feed').map((s) => [s.external_uid, s.check_in, s.check_out, s.note]);

const okCounts = (outcomes: FeedSyncOutcome[]) =>
  outcomes.map((outcome) => {
    if (!outcome.ok) throw new Error(`${outcome.name}: ${outcome.error}`);
    return [outcome.name, outcome.counts];
  });

/** The airbnb fixture with one event moved (Feb 1–4 → Feb 5–8) and one removed (Dec 20 → Jan 3). */
function changedAirbnb(): string {
  return icalFixture('airbnb.ics').replace(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g, (event) => {
    if (event.includes('UID:4f0c8a2e1d7b-9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b@airbnb.com')) return '';
    if (!event.includes('UID:4f0c8a2e1d7b-1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d@airbnb.com')) return event;
    return event
      .replace(fixtureDates('DTSTART;VALUE=DATE:20270201'), fixtureDates('DTSTART;VALUE=DATE:20270205'))
      .replace(fixtureDates('DTEND;VALUE=DATE:20270204'), fixtureDates('DTEND;VALUE=DATE:20270208'));
  });
}

describe.each(ENGINES)('calendar export and import on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let staff: Backend;
  let visitor: Backend;
  let platform: ICalServer;

  beforeAll(async () => {
    const { db } = database();
    const userId = await createUser(db, { staff: true });
    staff = createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: 'desk@example.com' }));
    visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    platform = await startICalServer();
  });

  afterAll(async () => {
    await platform?.close();
  });

  afterEach(() => {
    for (const key of Object.keys(envOverrides)) delete envOverrides[key as keyof Env];
  });

  /** A guest's booking request from the website; returns its id. */
  async function requestStay(rentalId: string, checkIn: CalendarDate, checkOut: CalendarDate, name = 'Grace Guest') {
    const id = randomUUID();
    await visitor.createBookingRequest({
      id,
      rentalId,
      checkIn,
      checkOut,
      guests: 2,
      name,
      email: 'grace.guest@example.com',
      phone: '+1 555 0100',
      message: 'We would love to come.',
      addOns: [],
    });
    return id;
  }

  const exportCalendar = (id: string, query: string) =>
    calendarRoute.loader({
      request: get(`/rentals/${id}/calendar.ics${query}`),
      params: { id },
      context: requestContext(database().db),
    } as Args);

  describe('export', () => {
    let villa: string;
    let other: string;
    let token: string;
    const exported: [string, CalendarDate, CalendarDate][] = [];

    beforeAll(async () => {
      const { db } = database();
      // A long title with accents and punctuation: the calendar's name is escaped and folded.
      villa = await insertRental(db, {
        title: 'Villa Les Pélicans; Anse des Cayes, Saint-Barthélemy — Sea View Estate',
        max_guests: 8,
        min_stay_days: 1,
      });
      other = await insertRental(db, { title: 'Villa Elsewhere' });

      // Exported: an option still held, a confirmed stay, a block.
      const option = await requestStay(villa, day(40), day(45));
      expect(await staff.holdAsOption(option, new Date(Date.now() + 72 * 3_600_000))).toBe(true);
      const confirmed = await requestStay(villa, day(60), day(67), 'Ada Lovelace');
      expect(await staff.confirm(confirmed)).toBe(true);
      const block = await staff.createBlock({
        rentalId: villa,
        checkIn: day(90),
        checkOut: day(95),
        kind: 'homeowner-block',
        note: 'Owner family (the Smiths)',
      });
      exported.push([option, day(40), day(45)], [confirmed, day(60), day(67)], [block, day(90), day(95)]);

      // Not exported: a request, an option past its deadline, declined and cancelled stays, a block long
      // over, another villa's stay.
      await requestStay(villa, day(30), day(37), 'Rex Requester');
      const lapsed = await requestStay(villa, day(50), day(52));
      expect(await staff.holdAsOption(lapsed, new Date(Date.now() - 60_000))).toBe(true);
      expect(await staff.decline(await requestStay(villa, day(70), day(72)))).toBe(true);
      const cancelled = await requestStay(villa, day(80), day(85));
      await staff.confirm(cancelled);
      expect(await staff.cancel(cancelled)).toBe(true);
      await staff.createBlock({
        rentalId: villa,
        checkIn: day(-200),
        checkOut: day(-195),
        kind: 'maintenance',
        note: null,
      });
      expect(await staff.confirm(await requestStay(other, day(40), day(45)))).toBe(true);

      token = (await staff.getCalendarToken(villa))!;
      expect(token).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers valid iCalendar holding exactly the options, confirmed stays and blocks', async () => {
      const response = await exportCalendar(villa, `?token=${token}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('Content-Disposition')).toBe(
        'inline; filename="villa-les-pelicans-anse-des-cayes-saint-barthelemy-sea-view-estate.ics"',
      );
      expect(response.headers.get('Cache-Control')).toBe('private, max-age=300');
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex');

      const text = await response.text();
      // CRLF only, every physical line at most 75 octets, the last one ended too.
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
      const lines = text.slice(0, -2).split('\r\n');
      for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      const unfolded = text.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain(
        'X-WR-CALNAME:Villa Les Pélicans\\; Anse des Cayes\\, Saint-Barthélemy — Sea View Estate — Island Estates\r\n',
      );

      const parsed = parseFeed(text);
      expect(parsed.skipped).toBe(0);
      expect(parsed.events).toEqual(
        exported.map(([, checkIn, checkOut]) => ({
          uid: expect.stringMatching(/^stay-[0-9a-f]{32}@islandestates\.example$/),
          checkIn,
          checkOut,
          summary: 'Reserved',
        })),
      );
      expect(new Set(parsed.events.map((event) => event.uid)).size).toBe(exported.length);
      // Nothing about who stays: names, e-mail, phone, messages, staff notes.
      for (const secret of [
        'Grace',
        'Ada',
        'Lovelace',
        'Rex',
        'grace.guest',
        '555 0100',
        'love to come',
        'Smiths',
        'Owner',
      ]) {
        expect(text).not.toContain(secret);
      }

      // Stable: the next export has the same UIDs and dates.
      const again = parseFeed(await (await exportCalendar(villa, `?token=${token}`)).text());
      expect(again.events).toEqual(parsed.events);
    });

    it('publishes UIDs that open nothing: no stay’s id, no receipt (docs/decisions/019-private-links.md)', async () => {
      const text = await (await exportCalendar(villa, `?token=${token}`)).text();
      const uids = parseFeed(text).events.map((event) => event.uid);
      expect(uids).toHaveLength(exported.length);
      for (const [id] of exported) expect(text).not.toContain(id);
      // Whoever holds the feed tries each UID (and the part before its @) as a guest's receipt address.
      for (const uid of uids) {
        for (const requestId of [uid, uid.split('@')[0]!, uid.replace(/^stay-/, '').split('@')[0]!]) {
          const answer = await receiptRoute
            .loader({
              request: get(`/rentals/${villa}/requests/${encodeURIComponent(requestId)}`),
              params: { id: villa, requestId },
              context: requestContext(database().db),
            } as Args)
            .then(
              (page) => ({ status: 200, page: JSON.stringify(page) }),
              (error: { init?: { status?: number } }) => ({ status: error.init?.status, page: '' }),
            );
          expect(answer, requestId).toEqual({ status: 404, page: '' });
        }
      }
      // And the stays' own ids, which the UIDs used to be, show no receipt either: only the page that offers to
      // e-mail a fresh link to the address on the booking, with nothing about it.
      for (const [id] of exported) {
        const page = await receiptRoute.loader({
          request: get(`/rentals/${villa}/requests/${id}`),
          params: { id: villa, requestId: id },
          context: requestContext(database().db),
        } as Args);
        expect(unwrap(page).data).toEqual({ kind: 'old-link', sent: false });
      }
    });

    it('answers the same 404 for a wrong token, an unknown villa, a missing token and a malformed id', async () => {
      const otherToken = (await staff.getCalendarToken(other))!;
      const answers = await Promise.all([
        exportCalendar(villa, `?token=${'0'.repeat(64)}`),
        exportCalendar(villa, `?token=${otherToken}`),
        exportCalendar(villa, `?token=${token.toUpperCase()}`),
        exportCalendar(randomUUID(), `?token=${token}`),
        exportCalendar(villa, ''),
        exportCalendar(villa, '?token='),
        exportCalendar('not-a-villa', `?token=${token}`),
        exportCalendar(villa, `?token=${'a'.repeat(10_000)}`),
      ]);
      const shapes = await Promise.all(
        answers.map(async (response) => ({
          status: response.status,
          headers: [...response.headers.entries()],
          body: await response.text(),
        })),
      );
      expect(shapes[0]!.status).toBe(404);
      expect(shapes[0]!.headers).toContainEqual(['cache-control', 'no-store']);
      for (const shape of shapes) expect(shape).toEqual(shapes[0]);
    });

    it('stops answering the old address as soon as the token is rotated', async () => {
      const rotated = await insertRental(database().db, { title: 'Villa Rotated' });
      const before = (await staff.getCalendarToken(rotated))!;
      expect((await exportCalendar(rotated, `?token=${before}`)).status).toBe(200);
      const after = randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');
      expect(await staff.rotateCalendarToken(rotated, after)).toBe(true);
      expect((await exportCalendar(rotated, `?token=${before}`)).status).toBe(404);
      const fresh = await exportCalendar(rotated, `?token=${after}`);
      expect(fresh.status).toBe(200);
      expect(parseFeed(await fresh.text()).events).toEqual([]);
    });

    it('is never stored by the page cache (its URL carries the secret)', async () => {
      publicPageCache().clear();
      const request = get(`/rentals/${villa}/calendar.ics?token=${token}`);
      let rendered = 0;
      const through = () =>
        pageCacheMiddleware({ request, params: { id: villa }, context: requestContext(database().db) } as never, () => {
          rendered += 1;
          return exportCalendar(villa, `?token=${token}`);
        }) as Promise<Response>;
      const first = await through();
      const second = await through();
      expect(rendered).toBe(2);
      expect(publicPageCache().size).toBe(0);
      expect(first.headers.get('Cache-Control')).toBe('private, max-age=300');
      expect(second.headers.get('X-Cache')).toBeNull();
    });
  });

  describe('import', () => {
    /** A villa with the three platforms' feeds, each at its own path so a test can change what it serves. */
    async function villaWithFeeds(tag: string, files: string[] = ['airbnb.ics', 'vrbo.ics', 'booking-com.ics']) {
      const villa = await insertRental(database().db, { title: `Villa ${tag}`, max_guests: 8, min_stay_days: 1 });
      const feeds: Record<string, string> = {};
      for (const file of files) {
        const path = `/${engine}/${tag}/${file}`;
        platform.set(path, { file });
        feeds[file] = await staff.addFeed(villa, file.replace('.ics', ''), platform.url(path));
      }
      return { villa, feeds, path: (file: string) => `/${engine}/${tag}/${file}` };
    }

    const stays = (villa: string) => staff.listRentalStays(villa, IMPORT_FROM, IMPORT_TO);

    it("brings the three platforms' events into the villa's blocks", async () => {
      const { villa, feeds } = await villaWithFeeds('three');
      const outcomes = await syncRentalFeeds(staff, villa);
      expect(okCounts(outcomes).sort()).toEqual([
        ['airbnb', { events: 4, added: 4, updated: 0, removed: 0, conflicts: 0 }],
        ['booking-com', { events: 4, added: 4, updated: 0, removed: 0, conflicts: 0 }],
        ['vrbo', { events: 3, added: 3, updated: 0, removed: 0, conflicts: 0 }],
      ]);

      const all = await stays(villa);
      expect(all.every((stay) => stay.status === 'blocked')).toBe(true);
      const byDate = (a: string[], b: string[]) => (a[1]! < b[1]! ? -1 : 1);
      expect(importedOf(all)).toEqual([...AIRBNB, ...VRBO, ...BOOKING_COM].sort(byDate));
      for (const [file, count] of [
        ['airbnb.ics', 4],
        ['vrbo.ics', 3],
        ['booking-com.ics', 4],
      ] as const) {
        expect(await staff.getFeed(feeds[file]!)).toMatchObject({ last_error: null, last_event_count: count });
      }

      // Visitors see those nights as taken.
      expect(
        await visitor.listBusyDates(
          villa,
          fixtureDates('2027-05-01') as CalendarDate,
          fixtureDates('2027-05-02') as CalendarDate,
        ),
      ).toEqual([{ checkIn: fixtureDates('2027-05-01'), checkOut: fixtureDates('2027-05-06') }]);

      // Syncing again changes nothing.
      expect(okCounts(await syncRentalFeeds(staff, villa)).map(([, counts]) => counts)).toEqual([
        { events: 4, added: 0, updated: 0, removed: 0, conflicts: 0 },
        { events: 3, added: 0, updated: 0, removed: 0, conflicts: 0 },
        { events: 4, added: 0, updated: 0, removed: 0, conflicts: 0 },
      ]);
    });

    it('keeps an event that collides with a confirmed website stay as a conflict instead of failing', async () => {
      const { villa } = await villaWithFeeds('clash', []);
      const ours = await requestStay(
        villa,
        fixtureDates('2027-01-08') as CalendarDate,
        fixtureDates('2027-01-10') as CalendarDate,
      );
      expect(await staff.confirm(ours)).toBe(true);
      const before = await staff.getStay(ours);
      platform.set(`/${engine}/clash/airbnb.ics`, { file: 'airbnb.ics' });
      await staff.addFeed(villa, 'Airbnb', platform.url(`/${engine}/clash/airbnb.ics`));

      const [outcome] = await syncRentalFeeds(staff, villa);
      expect(outcome).toMatchObject({ ok: true, counts: { events: 4, added: 3, conflicts: 1 } });
      const all = await stays(villa);
      const clash = all.find((stay) => stay.external_uid === AIRBNB[0]![0]);
      expect(clash).toMatchObject({ status: 'conflict', conflict_with: ours, check_in: fixtureDates('2027-01-05') });
      expect(all.filter((stay) => stay.source === 'feed' && stay.status === 'blocked')).toHaveLength(3);
      // Our stay is as it was.
      expect(await staff.getStay(ours)).toEqual(before);
    });

    it('moves and cancels blocks when the feed changes, and never touches website stays', async () => {
      const { villa, feeds, path } = await villaWithFeeds('changes', ['airbnb.ics']);
      const requested = await requestStay(
        villa,
        fixtureDates('2027-02-10') as CalendarDate,
        fixtureDates('2027-02-15') as CalendarDate,
      );
      const confirmed = await requestStay(
        villa,
        fixtureDates('2027-03-01') as CalendarDate,
        fixtureDates('2027-03-05') as CalendarDate,
      );
      await staff.confirm(confirmed);
      const ours = [await staff.getStay(requested), await staff.getStay(confirmed)];

      okCounts(await syncRentalFeeds(staff, villa));
      const first = await stays(villa);
      const moved = first.find((stay) => stay.external_uid === AIRBNB[2]![0])!;
      const removed = first.find((stay) => stay.external_uid === AIRBNB[3]![0])!;

      platform.set(path('airbnb.ics'), { body: changedAirbnb() });
      expect(okCounts(await syncRentalFeeds(staff, villa))).toEqual([
        ['airbnb', { events: 3, added: 0, updated: 1, removed: 1, conflicts: 0 }],
      ]);
      expect(await staff.getStay(moved.id)).toMatchObject({
        status: 'blocked',
        check_in: fixtureDates('2027-02-05'),
        check_out: fixtureDates('2027-02-08'),
      });
      expect(await staff.getStay(removed.id)).toMatchObject({ status: 'cancelled' });
      expect(importedOf(await stays(villa))).toEqual([
        AIRBNB[0],
        AIRBNB[1],
        [AIRBNB[2]![0], fixtureDates('2027-02-05'), fixtureDates('2027-02-08'), AIRBNB[2]![3]],
      ]);
      expect((await staff.getFeed(feeds['airbnb.ics']!))?.last_event_count).toBe(3);

      // The event comes back: the same stay is blocked again.
      platform.set(path('airbnb.ics'), { file: 'airbnb.ics' });
      expect(okCounts(await syncRentalFeeds(staff, villa))[0]![1]).toMatchObject({ updated: 2, removed: 0 });
      expect(await staff.getStay(removed.id)).toMatchObject({
        status: 'blocked',
        check_in: fixtureDates('2027-12-20'),
      });

      // The website's stays were never touched (their updated_at included).
      expect([await staff.getStay(requested), await staff.getStay(confirmed)]).toEqual(ours);
    });

    const failures = [
      { title: 'unreachable (connection dropped)', answer: { reset: true }, error: /^Unreachable: / },
      { title: 'no answer in time', answer: { hang: true }, error: /^No answer within 1 s$/ },
      {
        title: 'not iCalendar (a login page)',
        answer: { body: '<!doctype html><title>Log in</title>', type: 'text/html' },
        error: /^Not an iCalendar file$/,
      },
      { title: 'too large', answer: { bytes: 3 * 1024 * 1024 }, error: /^Larger than 2 MB$/ },
      { title: 'an HTTP error', answer: { body: 'Service unavailable', status: 503 }, error: /HTTP 503/ },
      {
        title: 'truncated',
        answer: { body: icalFixture('airbnb.ics').slice(0, 400) },
        error: /^Not an iCalendar file$/,
      },
    ] as const;

    it.each(failures)(
      'a feed that fails ($title) keeps its blocks and records why',
      async ({ title, answer, error }) => {
        const tag = `fails-${failures.findIndex((failure) => failure.title === title)}`;
        const { villa, feeds, path } = await villaWithFeeds(tag, ['airbnb.ics']);
        okCounts(await syncRentalFeeds(staff, villa));
        const before = await stays(villa);
        const synced = await staff.getFeed(feeds['airbnb.ics']!);

        platform.set(path('airbnb.ics'), answer);
        const [outcome] = await syncRentalFeeds(staff, villa);
        expect(outcome).toMatchObject({ ok: false, error: expect.stringMatching(error) });
        const feed = await staff.getFeed(feeds['airbnb.ics']!);
        expect(feed?.last_error).toMatch(error);
        expect(feed?.last_event_count).toBe(4);
        expect(Date.parse(feed!.last_synced_at!)).toBeGreaterThanOrEqual(Date.parse(synced!.last_synced_at!));
        expect(await stays(villa)).toEqual(before);

        // Once the platform answers again, the error is gone.
        platform.set(path('airbnb.ics'), { file: 'airbnb.ics' });
        okCounts(await syncRentalFeeds(staff, villa));
        expect((await staff.getFeed(feeds['airbnb.ics']!))?.last_error).toBeNull();
      },
    );

    it('refuses a feed on a private address unless allowed, and records it', async () => {
      envOverrides.ICAL_ALLOW_PRIVATE_ADDRESSES = false;
      const { villa, feeds, path } = await villaWithFeeds('guarded', ['vrbo.ics']);
      const [outcome] = await syncRentalFeeds(staff, villa);
      expect(outcome).toMatchObject({ ok: false, error: expect.stringMatching(/^Address not allowed/) });
      expect((await staff.getFeed(feeds['vrbo.ics']!))?.last_error).toMatch(/^Address not allowed .*127\.0\.0\.1/);
      expect(await stays(villa)).toEqual([]);
      // Refused before connecting: the platform never saw the request.
      expect(platform.requests).not.toContain(path('vrbo.ics'));
    });
  });
});
