/**
 * Impossible dates in an imported calendar (issue 25, item 3), on PGlite and PostgreSQL.
 *
 * ical.js normalises what it reads: `DTSTART;VALUE=DATE:20271301` / `DTEND;VALUE=DATE:20271399` became a
 * 98-night block from 2028-01-01, and 30 February became 2 March. An event whose dates are impossible as
 * written is now reported in the feed's status and changes nothing: no new block, and the block an earlier
 * sync made for the same UID keeps its dates (the sync cancels events gone from the feed; a rejected event
 * is not gone). The feed is served over HTTP from 127.0.0.1 and synced by the same code as 'Sync now'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { handleCalendarAction, loadRentalCalendar } from '#app/server/bookings/calendar-admin.server';
import { syncRentalFeeds } from '#app/server/bookings/feed-sync.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { get, insertRental, postForm } from '#tests/helpers/fixtures';
import { fixtureDates, startICalServer, type ICalServer } from '#tests/helpers/ical-server';

const t = staffBookingTexts.staffCalendar;

// tests/fixtures/ical/airbnb.ics, and the same UIDs in airbnb-impossible-dates.ics.
const VALID_1 = '1418fb94e984-7f3c2a9d0e1b4c5a8d6e2f1a0b9c8d7e@airbnb.com';
const VALID_2 = '1418fb94e984-0c4e6f8a2b1d3c5e7f9a0b2c4d6e8f1a@airbnb.com';
/** Feb 1–4, then DTSTART;VALUE=DATE:20271301 / DTEND;VALUE=DATE:20271399 (was: 98 nights from 2028-01-01). */
const THIRTEENTH_MONTH = '4f0c8a2e1d7b-1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d@airbnb.com';
/** Dec 20 – Jan 3, then DTSTART:20270230T160000Z (was: moved to 2 March). */
const THIRTIETH_FEBRUARY = '4f0c8a2e1d7b-9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b@airbnb.com';

/** A calendar of these events (content lines), as a platform serves it. */
const calendar = (...events: string[][]) =>
  fixtureDates(
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Platform//EN',
      ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );

describe.each(ENGINES)('impossible dates in an imported calendar on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let staff: Backend;
  let platform: ICalServer;

  beforeAll(async () => {
    const { db } = database();
    // An agent: the calendar's feeds are every staff member's work (owners and admins sign in with two factors).
    const userId = await createUser(db, { staff: true, role: 'agent' });
    staff = createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: 'desk@example.com' }));
    platform = await startICalServer();
  });

  afterAll(async () => {
    await platform?.close();
  });

  async function villaWithFeed(tag: string, body: { file: string } | { body: string }) {
    const villa = await insertRental(database().db, { title: `Villa ${tag}`, max_guests: 8, min_stay_days: 1 });
    const path = `/${engine}/${tag}.ics`;
    platform.set(path, body);
    const feedId = await staff.addFeed(villa, 'Airbnb', platform.url(path));
    return { villa, feedId, serve: (answer: { file: string } | { body: string }) => platform.set(path, answer) };
  }

  /** Every stay the feed brought, whatever its status (cancelled ones too), as the database holds it. */
  const imported = async (villa: string) =>
    (
      await database().db.query<{ external_uid: string; status: string; check_in: string; check_out: string }>(
        `select id, external_uid, status, check_in::text, check_out::text, note, conflict_with, updated_at::text
           from public.stays where rental_id = $1 and source = 'feed' order by check_in, id`,
        [villa],
      )
    ).rows;

  async function syncOnce(villa: string) {
    const [outcome] = await syncRentalFeeds(staff, villa);
    if (!outcome?.ok) throw new Error(`sync failed: ${JSON.stringify(outcome)}`);
    return outcome;
  }

  it('keeps the blocks of events whose dates became impossible, adds none, and tells staff', async () => {
    const { villa, feedId, serve } = await villaWithFeed('impossible', { file: 'airbnb.ics' });
    expect((await syncOnce(villa)).counts).toMatchObject({ events: 4, added: 4 });
    const before = await imported(villa);
    expect(before.map((stay) => [stay.external_uid, stay.status, stay.check_in, stay.check_out])).toEqual([
      [VALID_1, 'blocked', fixtureDates('2027-01-05'), fixtureDates('2027-01-12')],
      [VALID_2, 'blocked', fixtureDates('2027-01-12'), fixtureDates('2027-01-15')],
      [THIRTEENTH_MONTH, 'blocked', fixtureDates('2027-02-01'), fixtureDates('2027-02-04')],
      [THIRTIETH_FEBRUARY, 'blocked', fixtureDates('2027-12-20'), fixtureDates('2028-01-03')],
    ]);

    // The same UIDs, two of them with impossible dates now, and an impossible event without UID.
    serve({ file: 'airbnb-impossible-dates.ics' });
    const outcome = await syncOnce(villa);
    expect(outcome.counts).toEqual({ events: 2, added: 0, updated: 0, removed: 0, conflicts: 0 });
    expect(outcome.rejected).toBe(3);
    // Nothing moved, nothing freed, nothing added: the very same rows (their updated_at included).
    expect(await imported(villa)).toEqual(before);

    const rejected = [
      { uid: THIRTEENTH_MONTH, dates: fixtureDates('DTSTART 20271301, DTEND 20271399') },
      { uid: THIRTIETH_FEBRUARY, dates: fixtureDates('DTSTART 20270230T160000Z, DTEND 20270305T100000Z') },
      { uid: null, dates: fixtureDates('DTSTART 20270431, DTEND 20270503') },
    ];
    expect(await staff.getFeed(feedId)).toMatchObject({
      last_error: null,
      last_event_count: 2,
      last_rejected_count: 3,
      last_rejected: rejected,
    });

    // The staff calendar says it in words, with the values as written, for staff to report to the platform.
    const page = await loadRentalCalendar(staff, get(`/admin/rentals/${villa}/calendar`), villa);
    const row = page.feeds.find((feed) => feed.id === feedId)!;
    expect(row.rejected).toEqual({
      summary: t.feed.rejected(3, 'Airbnb'),
      events: rejected.map((event) => t.feed.rejectedEvent(event)),
    });
    expect(row.rejected?.summary).toMatch(
      /^3 events left out: their dates are impossible as written\. .* ask Airbnb to correct them:$/,
    );
    expect(row.rejected?.events).toEqual([
      `UID ${THIRTEENTH_MONTH}: ${fixtureDates('DTSTART 20271301, DTEND 20271399')}`,
      `UID ${THIRTIETH_FEBRUARY}: ${fixtureDates('DTSTART 20270230T160000Z, DTEND 20270305T100000Z')}`,
      `No UID: ${fixtureDates('DTSTART 20270431, DTEND 20270503')}`,
    ]);

    // 'Sync now' says it in its notice too.
    const answer = await handleCalendarAction(
      staff,
      postForm(`/admin/rentals/${villa}/calendar`, { intent: 'sync' }),
      villa,
    );
    const location = (answer as Response).headers.get('Location')!;
    const notice = (await loadRentalCalendar(staff, get(location), villa)).notice;
    expect(notice?.lines).toEqual([
      `Airbnb: ${t.feed.synced({ events: 2, added: 0, updated: 0, removed: 0, conflicts: 0 })}; ${t.feed.rejectedInSync(3)}`,
    ]);
    expect(await imported(villa)).toEqual(before);

    // The platform corrects its feed: the report is gone, and the blocks were right all along.
    serve({ file: 'airbnb.ics' });
    expect(await syncOnce(villa)).toMatchObject({
      counts: { events: 4, added: 0, updated: 0, removed: 0, conflicts: 0 },
      rejected: 0,
    });
    expect(await imported(villa)).toEqual(before);
    expect(await staff.getFeed(feedId)).toMatchObject({ last_rejected_count: 0, last_rejected: [] });
    const after = await loadRentalCalendar(staff, get(`/admin/rentals/${villa}/calendar`), villa);
    expect(after.feeds.find((feed) => feed.id === feedId)?.rejected).toBeNull();
  });

  it('an impossible event without UID changes nothing either: the blocks of events without UID stay', async () => {
    const anonymous = ['DTSTART;VALUE=DATE:20270601', 'DTEND;VALUE=DATE:20270605', 'SUMMARY:Blocked'];
    const named = ['UID:named@platform', 'DTSTART;VALUE=DATE:20270701', 'DTEND;VALUE=DATE:20270705'];
    const { villa, feedId, serve } = await villaWithFeed('anonymous', { body: calendar(anonymous, named) });
    expect((await syncOnce(villa)).counts).toMatchObject({ events: 2, added: 2 });
    const before = await imported(villa);
    expect(before.map((stay) => [stay.status, stay.check_in, stay.check_out])).toEqual([
      ['blocked', fixtureDates('2027-06-01'), fixtureDates('2027-06-05')],
      ['blocked', fixtureDates('2027-07-01'), fixtureDates('2027-07-05')],
    ]);

    // The event without UID now starts on 31 June (ical.js: 1 July): it cannot be told from the one before.
    serve({ body: calendar(['DTSTART;VALUE=DATE:20270631', 'DTEND;VALUE=DATE:20270705', 'SUMMARY:Blocked'], named) });
    expect(await syncOnce(villa)).toMatchObject({
      counts: { events: 1, added: 0, updated: 0, removed: 0, conflicts: 0 },
      rejected: 1,
    });
    expect(await imported(villa)).toEqual(before);
    expect(await staff.getFeed(feedId)).toMatchObject({
      last_rejected_count: 1,
      last_rejected: [{ uid: null, dates: fixtureDates('DTSTART 20270631, DTEND 20270705') }],
    });

    // Gone for real (no event of the feed left unread): its block is cancelled as before.
    serve({ body: calendar(named) });
    expect((await syncOnce(villa)).counts).toEqual({ events: 1, added: 0, updated: 0, removed: 1, conflicts: 0 });
    expect((await imported(villa)).map((stay) => [stay.status, stay.check_in])).toEqual([
      ['cancelled', fixtureDates('2027-06-01')],
      ['blocked', fixtureDates('2027-07-01')],
    ]);
  });

  it('a first sync of a feed with impossible dates blocks nothing for them', async () => {
    const { villa, feedId } = await villaWithFeed('first', { file: 'airbnb-impossible-dates.ics' });
    expect(await syncOnce(villa)).toMatchObject({ counts: { events: 2, added: 2 }, rejected: 3 });
    expect((await imported(villa)).map((stay) => stay.external_uid)).toEqual([VALID_1, VALID_2]);
    expect(await staff.getFeed(feedId)).toMatchObject({ last_event_count: 2, last_rejected_count: 3 });
  });
  it('lists the first 20 rejected events as written and counts the others', async () => {
    const broken = Array.from({ length: 25 }, (_, index) => [
      `UID:broken-${index}@platform`,
      `DTSTART;VALUE=DATE:202713${String(index + 1).padStart(2, '0')}`,
      'DTEND;VALUE=DATE:20271399',
    ]);
    const { villa, feedId } = await villaWithFeed('many', { body: calendar(...broken) });
    expect(await syncOnce(villa)).toMatchObject({ counts: { events: 0, added: 0 }, rejected: 25 });
    expect(await imported(villa)).toEqual([]);
    const feed = await staff.getFeed(feedId);
    expect(feed?.last_rejected_count).toBe(25);
    expect(feed?.last_rejected.map((event) => event.uid)).toEqual(
      Array.from({ length: 20 }, (_, index) => `broken-${index}@platform`),
    );
    const page = await loadRentalCalendar(staff, get(`/admin/rentals/${villa}/calendar`), villa);
    const events = page.feeds.find((row) => row.id === feedId)?.rejected?.events ?? [];
    expect(events).toHaveLength(21);
    expect(events[0]).toBe(`UID broken-0@platform: ${fixtureDates('DTSTART 20271301, DTEND 20271399')}`);
    expect(events[20]).toBe(t.feed.rejectedMore(5));
  });
});
