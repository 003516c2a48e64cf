import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  formatStayDates,
  islandToday,
  isoWeekday,
  monthKey,
  type CalendarDate,
} from '#app/domain/booking/dates';
import { parseIslandDateTimeInput, toIslandDateTimeInput } from '#app/domain/booking/desk';
import { guestBookingTexts } from '#app/domain/booking/texts/guest';
import { quoteStay, rentalPricing } from '#app/domain/booking/quote';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import * as bookingRoute from '#app/routes/admin/booking';
import * as bookingTerms from '#app/routes/admin/booking-terms';
import * as rentalCalendar from '#app/routes/admin/rental-calendar';
import * as rentalEditor from '#app/routes/admin/rental-editor';
import { staffContext } from '#app/server/auth/auth.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertRental, requestContext, signInRequest, thrownStatus, unwrap } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * The staff calendar of a villa (/admin/rentals/:id/calendar) and the booking terms, driven like a browser
 * without JavaScript: real form posts to the actions, the redirect (post/redirect/get) followed by the
 * loader. Blocks, seasons, feeds and the export address change only as they should; what the database
 * refuses comes back as a named, kept form.
 */

const t = staffBookingTexts.staffCalendar;
const today = islandToday();
const day = (offset: number): CalendarDate => addDays(today, offset);

type Args = never;
type Fields = Record<string, string | string[]>;

/** A urlencoded POST; an array value repeats its name (checkbox groups). */
function post(path: string, fields: Fields, cookie: string): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
  });
}

const location = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);

interface ActionBody {
  intent: string | null;
  error?: string;
  confirm?: { intent: string; id: string | null; heading: string };
  result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
}

/** An iCal feed served from 127.0.0.1 (the tests allow private addresses). */
function icalServer(events: { uid: string; start: CalendarDate; end: CalendarDate }[]) {
  const compact = (date: CalendarDate) => date.replaceAll('-', '');
  const body = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Feed//EN',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20261101T000000Z',
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/calendar' });
    response.end(body);
  });
  return {
    server,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`),
        ),
      ),
  };
}

describe.each(ENGINES)('the staff calendar on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let cookie = '';
  let userId = '';
  let rentalId = '';
  let staff: Backend;
  let visitor: Backend;
  const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;

  /** The context the admin layout's middleware gives a signed-in staff member. */
  const staffRequestContext = () => {
    const context = requestContext(database().db);
    context.set(staffContext, {
      user: {
        id: userId,
        email: `calendar-${engine}@example.com`,
        name: '',
        role: 'owner',
        secondFactor: { enrolled: true, assurance: 'aal2', verifiedAt: null },
      },
      capabilities: staff,
    });
    return context;
  };

  const calendarPath = (month?: CalendarDate) =>
    `/admin/rentals/${rentalId}/calendar${month ? `?month=${monthKey(month)}` : ''}`;

  async function act(fields: Fields, month: CalendarDate = day(0)) {
    try {
      return await rentalCalendar.action({
        request: post(calendarPath(month), fields, cookie),
        params: { id: rentalId },
        context: staffRequestContext(),
      } as Args);
    } catch (thrown) {
      return thrown;
    }
  }

  async function load(path: string) {
    return rentalCalendar.loader({
      request: new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }),
      params: { id: rentalId },
      context: staffRequestContext(),
    } as Args);
  }

  beforeAll(async () => {
    const { db } = database();
    userId = (await upsertStaffAccount(db, `calendar-${engine}@example.com`, 'correct-horse-battery-staple')).userId;
    const result = await signInWithSecondFactor(
      signInRequest(`192.0.2.${engine === 'pglite' ? 60 : 61}`),
      `calendar-${engine}@example.com`,
      'correct-horse-battery-staple',
    );
    if (!result.ok) throw new Error(result.message);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
    // As the admin layout's middleware gives it: acting as this staff member, e-mail in the JWT claims.
    staff = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: `calendar-${engine}@example.com` }),
    );
    visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    rentalId = await insertRental(db, { title: 'Villa Calendrier', daily_rate: 900, min_stay_days: 3 });
  });

  describe('who may see it', () => {
    it('sends visitors from the page and its posts to /login, changing nothing', async () => {
      const page = await Promise.resolve()
        .then(() =>
          rentalCalendar.loader({
            request: new Request(`http://localhost${calendarPath()}`),
            params: { id: rentalId },
            context: requestContext(database().db),
          } as Args),
        )
        .catch((thrown: unknown) => thrown);
      expect(location(page)).toMatch(/^\/login\?redirectTo=/);
      const posted = await rentalCalendar
        .action({
          request: post(
            calendarPath(),
            { intent: 'add-block', kind: 'homeowner-block', checkIn: day(10), checkOut: day(12) },
            '',
          ),
          params: { id: rentalId },
          context: requestContext(database().db),
        } as Args)
        .catch((thrown: unknown) => thrown);
      expect(location(posted)).toMatch(/^\/login\?redirectTo=/);
      const terms = await Promise.resolve()
        .then(() =>
          bookingTerms.loader({
            request: new Request('http://localhost/admin/bookings/terms'),
            params: {},
            context: requestContext(database().db),
          } as Args),
        )
        .catch((thrown: unknown) => thrown);
      expect(location(terms)).toMatch(/^\/login\?redirectTo=/);
      expect(await q('select id from stays where rental_id = $1', [rentalId])).toHaveLength(0);
    });

    it('answers 404 for an unknown villa', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const status = await thrownStatus(() =>
          rentalCalendar.loader({
            request: new Request(`http://localhost/admin/rentals/${id}/calendar`),
            params: { id },
            context: staffRequestContext(),
          } as Args),
        );
        expect(status).toBe(404);
      }
    });

    it('shows the villa: title, three months from ?month=, its export address', async () => {
      const page = await load(calendarPath(day(40)));
      expect(t.title(page.rental.title)).toBe('Calendar — Villa Calendrier');
      expect(page.month).toBe(`${monthKey(day(40))}-01`);
      expect(page.monthsShown).toBe(3);
      expect(page.exportUrl).toMatch(
        new RegExp(`^http://localhost/rentals/${rentalId}/calendar\\.ics\\?token=[0-9a-f]{32,}$`),
      );
      // A month that is no month falls back to this one on the islands.
      expect((await load(`/admin/rentals/${rentalId}/calendar?month=2026-13`)).month).toBe(`${monthKey(today)}-01`);
    });
  });

  describe('blocks', () => {
    let guestStay = '';
    let reference = '';

    beforeAll(async () => {
      guestStay = randomUUID();
      await visitor.createBookingRequest({
        id: guestStay,
        rentalId,
        checkIn: day(30),
        checkOut: day(35),
        guests: 2,
        name: 'Grace Guest',
        email: 'grace@example.com',
        phone: null,
        message: null,
        addOns: [],
      });
      expect(await staff.confirm(guestStay)).toBe(true);
      reference = (await staff.getStay(guestStay))!.reference;
    });

    it('adds a homeowner block and comes back with a notice (post/redirect/get)', async () => {
      const result = await act({
        intent: 'add-block',
        kind: 'homeowner-block',
        checkIn: day(10),
        checkOut: day(14),
        note: 'Owner and family',
      });
      const to = location(result);
      expect(to).toBe(`/admin/rentals/${rentalId}/calendar?month=${monthKey(day(0))}&done=block-added#stays`);
      expect(
        await q(
          'select source, status, note, check_in::text, check_out::text from stays where rental_id = $1 and source = $2',
          [rentalId, 'homeowner-block'],
        ),
      ).toEqual([
        {
          source: 'homeowner-block',
          status: 'blocked',
          note: 'Owner and family',
          check_in: day(10),
          check_out: day(14),
        },
      ]);
      const page = await load(to!.split('#')[0]!);
      expect(page.notice).toEqual({ section: 'stays', lines: [t.notices['block-added']], tone: 'success' });
      expect(page.stays.find((stay) => stay.source === 'homeowner-block')).toMatchObject({
        label: 'Homeowner block',
        status: 'blocked',
        removable: true,
        nights: 4,
      });
      const guest = (await load(calendarPath(day(30)))).stays.find((stay) => stay.id === guestStay);
      expect(guest).toMatchObject({
        label: reference,
        status: 'confirmed',
        removable: false,
        bookingPath: `/admin/bookings/${guestStay}`,
        detail: 'Grace Guest',
      });
    });

    it('refuses dates that overlap a stay with 409, naming it, and keeps what was typed', async () => {
      const before = await q('select count(*)::int as n from stays');
      const fields = {
        intent: 'add-block',
        kind: 'maintenance',
        checkIn: day(33),
        checkOut: day(37),
        note: 'Roof repairs',
      };
      const { data, status } = unwrap<ActionBody>(await act(fields));
      expect(status).toBe(409);
      expect(data.intent).toBe('add-block');
      expect(data.result?.error?.['']).toEqual([
        t.block.overlap([`${reference} (Confirmed, ${formatStayDates(day(30), day(35))})`]),
      ]);
      expect(data.result?.error?.['']?.[0]).toMatch(/^These dates overlap IE-[0-9A-F]{8} \(Confirmed, /);
      expect(data.result?.initialValue).toMatchObject({
        kind: 'maintenance',
        checkIn: day(33),
        checkOut: day(37),
        note: 'Roof repairs',
      });
      expect(await q('select count(*)::int as n from stays')).toEqual(before);
    });

    it('refuses bad input with 400 and the field messages', async () => {
      const { data, status } = unwrap<ActionBody>(
        await act({ intent: 'add-block', kind: 'homeowner-block', checkIn: day(-3), checkOut: day(-5) }),
      );
      expect(status).toBe(400);
      expect(data.result?.error).toMatchObject({
        checkIn: [t.block.inPast],
        checkOut: [guestBookingTexts.refusals.checkOutNotAfterCheckIn],
      });
    });

    it('removes a block after confirmation, and never a guest’s stay', async () => {
      const [{ id }] = (await q<{ id: string }>('select id from stays where rental_id = $1 and source = $2', [
        rentalId,
        'homeowner-block',
      ])) as [{ id: string }];
      const asked = unwrap<ActionBody>(await act({ intent: 'cancel-block', id }));
      expect(asked.status).toBe(200);
      expect(asked.data.confirm).toMatchObject({ intent: 'cancel-block', id });
      expect(asked.data.confirm?.heading).toBe(
        t.confirm.removeBlock(`Homeowner block, ${formatStayDates(day(10), day(14))}`),
      );
      expect(await q('select status from stays where id = $1', [id])).toEqual([{ status: 'blocked' }]);

      expect(location(await act({ intent: 'cancel-block', id, confirm: 'yes' }))).toMatch(/done=block-removed#stays$/);
      expect(await q('select status from stays where id = $1', [id])).toEqual([{ status: 'cancelled' }]);

      const refused = unwrap<ActionBody>(await act({ intent: 'cancel-block', id: guestStay, confirm: 'yes' }));
      expect(refused.status).toBe(404);
      expect(await q('select status from stays where id = $1', [guestStay])).toEqual([{ status: 'confirmed' }]);
    });
  });

  describe('seasons', () => {
    const high = {
      intent: 'save-season',
      name: 'High',
      startDate: day(60),
      endDate: day(120),
      nightlyRate: '2400',
      minNights: '7',
    };

    it('adds a season, with its arrival days and festive flag', async () => {
      const result = await act({ ...high, arrivalDays: ['7', '6'], festive: 'on' });
      expect(location(result)).toMatch(/done=season-added#seasons$/);
      expect(
        await q(
          'select name, start_date::text, end_date::text, nightly_rate, min_nights, arrival_days, festive from rental_seasons where rental_id = $1',
          [rentalId],
        ),
      ).toEqual([
        {
          name: 'High',
          start_date: day(60),
          end_date: day(120),
          nightly_rate: 2400,
          min_nights: 7,
          arrival_days: [6, 7],
          festive: true,
        },
      ]);
      const page = await load(calendarPath(day(60)));
      expect(page.seasons).toHaveLength(1);
      expect(page.festiveBalanceDaysBefore).toBe(90);
    });

    it('refuses an overlapping season with 409, naming it next to the dates, keeping the input', async () => {
      const fields = {
        intent: 'save-season',
        name: 'Easter',
        startDate: day(110),
        endDate: day(130),
        nightlyRate: '3000',
        minNights: '5',
        arrivalDays: ['1'],
      };
      const { data, status } = unwrap<ActionBody>(await act(fields));
      expect(status).toBe(409);
      expect(data.result?.error?.startDate).toEqual([
        `Overlaps the season “High” (${formatStayDates(day(60), day(120))})`,
      ]);
      expect(data.result?.initialValue).toMatchObject({ name: 'Easter', startDate: day(110), nightlyRate: '3000' });
      expect(await q('select count(*)::int as n from rental_seasons')).toEqual([{ n: 1 }]);
    });

    it('answers bad input with the messages next to the fields', async () => {
      const { data, status } = unwrap<ActionBody>(
        await act({
          intent: 'save-season',
          name: '',
          startDate: day(200),
          endDate: day(190),
          nightlyRate: '-1',
          minNights: '0',
        }),
      );
      expect(status).toBe(400);
      expect(data.result?.error).toMatchObject({
        name: [t.season.nameRequired],
        nightlyRate: [t.season.rateNegative],
        minNights: [t.season.minNightsRange],
      });
    });

    it('keeps a season’s French name beside the English (issue 26.9), and clears it when blanked', async () => {
      const [{ id }] = (await q<{ id: string }>('select id from rental_seasons where rental_id = $1', [rentalId])) as [
        { id: string },
      ];
      const same = { ...high, id, arrivalDays: ['7', '6'], festive: 'on' };
      expect(location(await act({ ...same, nameFr: ' Haute saison ' }))).toMatch(/done=season-saved#seasons$/);
      expect(await q('select name, name_fr from rental_seasons where id = $1', [id])).toEqual([
        { name: 'High', name_fr: 'Haute saison' },
      ]);
      const page = await load(`/admin/rentals/${rentalId}/calendar?season=${id}`);
      expect(page.editing).toMatchObject({ name: 'High', nameFr: 'Haute saison' });

      const long = unwrap<ActionBody>(await act({ ...same, nameFr: 'x'.repeat(61) }));
      expect(long.status).toBe(400);
      expect(long.data.result?.error?.nameFr).toEqual([t.season.nameFrTooLong(60)]);

      expect(location(await act({ ...same, nameFr: '   ' }))).toMatch(/done=season-saved#seasons$/);
      expect(await q('select name_fr from rental_seasons where id = $1', [id])).toEqual([{ name_fr: null }]);
    });

    it('edits a season in place (no arrival days: any day), then deletes it after confirmation', async () => {
      const [{ id }] = (await q<{ id: string }>('select id from rental_seasons where rental_id = $1', [rentalId])) as [
        { id: string },
      ];
      const page = await load(`/admin/rentals/${rentalId}/calendar?season=${id}`);
      expect(page.editing?.id).toBe(id);

      const saved = await act({ ...high, id, name: 'High season', endDate: day(125), nightlyRate: '2600' });
      expect(location(saved)).toMatch(/done=season-saved#seasons$/);
      expect(
        await q('select name, end_date::text, nightly_rate, arrival_days, festive from rental_seasons where id = $1', [
          id,
        ]),
      ).toEqual([{ name: 'High season', end_date: day(125), nightly_rate: 2600, arrival_days: null, festive: false }]);

      const asked = unwrap<ActionBody>(await act({ intent: 'delete-season', id }));
      expect(asked.data.confirm?.heading).toBe(t.confirm.deleteSeason('High season'));
      expect(await q('select count(*)::int as n from rental_seasons')).toEqual([{ n: 1 }]);
      expect(location(await act({ intent: 'delete-season', id, confirm: 'yes' }))).toMatch(
        /done=season-deleted#seasons$/,
      );
      expect(await q('select count(*)::int as n from rental_seasons')).toEqual([{ n: 0 }]);
    });
  });

  describe('imported calendars', () => {
    const feedUrl = 'https://www.airbnb.com/calendar/ical/12345.ics?s=secret';

    it('adds a feed, refuses the same address twice, removes it after confirmation', async () => {
      expect(location(await act({ intent: 'add-feed', name: 'Airbnb', url: feedUrl }))).toMatch(
        /done=feed-added#feeds$/,
      );
      const duplicate = unwrap<ActionBody>(await act({ intent: 'add-feed', name: 'Airbnb again', url: feedUrl }));
      expect(duplicate.status).toBe(409);
      expect(duplicate.data.result?.error?.url).toEqual([t.feed.duplicate]);
      expect(duplicate.data.result?.initialValue).toMatchObject({ name: 'Airbnb again', url: feedUrl });

      const invalid = unwrap<ActionBody>(
        await act({ intent: 'add-feed', name: 'Other', url: 'ftp://example.com/cal.ics' }),
      );
      expect(invalid.status).toBe(400);
      expect(invalid.data.result?.error?.url).toEqual([t.feed.urlInvalid]);

      const [feed] = await staff.listFeeds(rentalId);
      expect((await load(calendarPath())).feeds).toEqual([
        expect.objectContaining({ id: feed!.id, name: 'Airbnb', lastSynced: null, lastError: null }),
      ]);
      const asked = unwrap<ActionBody>(await act({ intent: 'delete-feed', id: feed!.id }));
      expect(asked.data.confirm?.heading).toBe(t.confirm.removeFeed('Airbnb'));
      expect(location(await act({ intent: 'delete-feed', id: feed!.id, confirm: 'yes' }))).toMatch(
        /done=feed-removed#feeds$/,
      );
      expect(await staff.listFeeds(rentalId)).toEqual([]);
    });

    describe('Sync now', () => {
      const feed = icalServer([
        { uid: 'free@airbnb', start: day(150), end: day(155) },
        // Collides with the confirmed guest stay of the blocks above (day 30 to 35).
        { uid: 'clash@airbnb', start: day(32), end: day(34) },
      ]);
      let url = '';
      beforeAll(async () => {
        url = await feed.start();
      });
      afterAll(() => new Promise<void>((resolve) => feed.server.close(() => resolve())));

      it('syncs the villa’s feeds, says what each did, and lists the conflict prominently', async () => {
        expect(location(await act({ intent: 'add-feed', name: 'Airbnb', url }))).toMatch(/done=feed-added/);
        await act({ intent: 'add-feed', name: 'Vrbo', url: 'http://127.0.0.1:9/closed.ics' });
        const to = location(await act({ intent: 'sync' }));
        expect(to).toMatch(/done=synced&sync=.*#feeds$/);
        const page = await load(to!.split('#')[0]!);
        expect(page.notice?.section).toBe('feeds');
        expect(page.notice?.tone).toBe('danger');
        expect(page.notice?.lines).toContain('Airbnb: 2 events: 1 added, 0 moved, 0 removed, 1 conflict');
        expect(page.notice?.lines.find((line) => line.startsWith('Vrbo: '))).toBeTruthy();
        expect(page.feeds.find((row) => row.name === 'Vrbo')?.lastError).toBeTruthy();
        expect(page.feeds.find((row) => row.name === 'Airbnb')).toMatchObject({ eventCount: 2, lastError: null });
        const reference = (
          await q<{ reference: string }>("select reference from stays where status = 'confirmed' and rental_id = $1", [
            rentalId,
          ])
        )[0]!.reference;
        expect(page.conflicts.map((conflict) => conflict.text)).toEqual([
          `Airbnb reports ${formatStayDates(day(32), day(34))}, which collides with ${reference} (Confirmed)`,
        ]);
      });

      it('does not let a notice be made up in the address', async () => {
        const page = await load(`${calendarPath()}?done=synced&sync=${randomUUID()}:1.2.3.4.5`);
        expect(page.notice?.lines).toEqual([t.feed.nothingToSync]);
        expect((await load(`${calendarPath()}?done=hacked`)).notice).toBeNull();
      });
    });
  });

  describe('the export address', () => {
    it('generates a new token after confirmation: the old address stops working at once', async () => {
      const old = (await staff.getCalendarToken(rentalId))!;
      expect(await visitor.exportCalendar(rentalId, old)).toMatchObject({ title: 'Villa Calendrier' });
      expect(unwrap<ActionBody>(await act({ intent: 'rotate-token' })).data.confirm?.heading).toBe(
        t.confirm.rotateToken,
      );
      expect(await staff.getCalendarToken(rentalId)).toBe(old);

      expect(location(await act({ intent: 'rotate-token', confirm: 'yes' }))).toMatch(/done=token-rotated#export$/);
      const fresh = (await staff.getCalendarToken(rentalId))!;
      expect(fresh).toMatch(/^[0-9a-f]{64}$/);
      expect(fresh).not.toBe(old);
      expect(await visitor.exportCalendar(rentalId, old)).toBeNull();
      expect(await visitor.exportCalendar(rentalId, fresh)).toMatchObject({ title: 'Villa Calendrier' });
      expect((await load(calendarPath())).exportUrl).toBe(
        `http://localhost/rentals/${rentalId}/calendar.ics?token=${fresh}`,
      );
    });

    it('refuses an unknown intent with 400', async () => {
      expect(unwrap<ActionBody>(await act({ intent: 'explode' })).status).toBe(400);
    });
  });

  describe('booking terms', () => {
    const valid = {
      taxPercentStBarth: '5',
      taxPercentSintMaarten: '4.25',
      serviceFeePercent: '2.5',
      depositPercent: '40',
      balanceDaysBefore: '45',
      festiveBalanceDaysBefore: '75',
      optionHoldHours: '48',
      depositDueDays: '10',
      confirmOnDeposit: 'on',
      cancellationBasePercent: '40',
      'cancellationTiers[0].withinDays': '45',
      'cancellationTiers[0].retainedPercent': '100',
    };
    const postTerms = async (fields: Fields) => {
      try {
        return await bookingTerms.action({
          request: post('/admin/bookings/terms', fields, cookie),
          params: {},
          context: staffRequestContext(),
        } as Args);
      } catch (thrown) {
        return thrown;
      }
    };

    it('saves the terms and comes back with a notice', async () => {
      expect(location(await postTerms(valid))).toBe('/admin/bookings/terms?done=saved');
      expect(await staff.getBookingTerms()).toEqual({
        taxPercent: { 'Saint Barthélemy': 5, 'Sint Maarten': 4.25 },
        serviceFeePercent: 2.5,
        depositPercent: 40,
        balanceDaysBefore: 45,
        festiveBalanceDaysBefore: 75,
        optionHoldHours: 48,
        depositDueDays: 10,
        confirmOnDeposit: true,
        cancellation: { baseRetainedPercent: 40, tiers: [{ withinDays: 45, retainedPercent: 100 }] },
      });
      const page = await bookingTerms.loader({
        request: new Request('http://localhost/admin/bookings/terms?done=saved'),
        params: {},
        context: staffRequestContext(),
      } as Args);
      expect(page).toMatchObject({ saved: true, values: { taxPercentSintMaarten: 4.25, optionHoldHours: 48 } });
    });

    it('refuses bad values with 400 and changes nothing', async () => {
      const before = await staff.getBookingTerms();
      const { data, status } = unwrap<ActionBody>(
        await postTerms({ ...valid, depositPercent: '120', optionHoldHours: '0', taxPercentStBarth: '' }),
      );
      expect(status).toBe(400);
      expect(data.result?.error).toMatchObject({
        depositPercent: ['Deposit must be between 0 and 100'],
        optionHoldHours: ['Option hold must be a whole number of hours between 1 and 720'],
        taxPercentStBarth: ['Saint Barthélemy tax is required'],
      });
      expect(await staff.getBookingTerms()).toEqual(before);
    });
  });

  describe('the rental editor', () => {
    const form = {
      title: 'Villa Calendrier',
      island: 'Sint Maarten',
      location: 'Simpson Bay',
      address: '1 Fixture Road',
      daily_rate: '900',
      status: 'published',
      bedrooms: '2',
      bathrooms: '2',
      area: '120',
      min_stay_days: '3',
      max_guests: '4',
      description: 'A fixture.',
    };
    const save = async (fields: Fields) => {
      try {
        return await rentalEditor.action({
          request: post(`/admin/rentals/${rentalId}`, fields, cookie),
          params: { id: rentalId },
          context: staffRequestContext(),
        } as Args);
      } catch (thrown) {
        return thrown;
      }
    };

    it('saves and loads the security deposit', async () => {
      expect(location(await save({ ...form, security_deposit: '2500' }))).toBe('/admin/rentals');
      expect(await q('select security_deposit from rentals where id = $1', [rentalId])).toEqual([
        { security_deposit: 2500 },
      ]);
      const editor = await rentalEditor.loader({
        request: new Request(`http://localhost/admin/rentals/${rentalId}`),
        params: { id: rentalId },
        context: staffRequestContext(),
      } as Args);
      expect(editor.values).toMatchObject({ security_deposit: 2500 });
    });

    it('refuses a negative deposit, and reads a blank one as none', async () => {
      const { data, status } = unwrap<ActionBody>(await save({ ...form, security_deposit: '-1' }));
      expect(status).toBe(400);
      expect(data.result?.error?.security_deposit).toEqual(['Security deposit cannot be negative']);
      expect(await q('select security_deposit from rentals where id = $1', [rentalId])).toEqual([
        { security_deposit: 2500 },
      ]);
      expect(location(await save({ ...form, security_deposit: '' }))).toBe('/admin/rentals');
      expect(await q('select security_deposit from rentals where id = $1', [rentalId])).toEqual([
        { security_deposit: 0 },
      ]);
    });
  });
  describe('guest stays entered by staff', () => {
    const HOUR = 3_600_000;
    const email = () => `calendar-${engine}@example.com`;
    let villa = '';
    let confirmedId = '';
    let confirmedReference = '';
    const guest = {
      intent: 'add-stay',
      name: 'Margaret Hamilton',
      email: 'margaret@example.com',
      phone: '+1 617 555 0100',
      guests: '3',
    };
    const stays = () =>
      q<{ n: number }>('select count(*)::int as n from stays where rental_id = $1', [villa]).then((rows) => rows[0]!.n);

    async function addStay(fields: Fields, context = staffRequestContext(), withCookie = cookie) {
      try {
        return await rentalCalendar.action({
          request: post(`/admin/rentals/${villa}/calendar?month=${monthKey(today)}`, fields, withCookie),
          params: { id: villa },
          context,
        } as Args);
      } catch (thrown) {
        return thrown;
      }
    }

    async function detail(location: string) {
      const url = new URL(location, 'http://localhost');
      return bookingRoute.loader({
        request: new Request(url, { headers: { Cookie: cookie } }),
        params: { id: url.pathname.split('/').at(-1)! },
        context: staffRequestContext(),
      } as Args);
    }

    /** The quote a guest on the website would get for these dates (whatever the terms are by now). */
    async function websiteQuote(checkIn: CalendarDate, checkOut: CalendarDate, guests: number) {
      const rental = (await staff.getRental(villa))!;
      const [seasons, terms] = await Promise.all([staff.listSeasons(villa), staff.getBookingTerms()]);
      return quoteStay(
        { rental: rentalPricing(rental), seasons, terms, busy: [], today },
        { checkIn, checkOut, guests },
      );
    }

    beforeAll(async () => {
      villa = await insertRental(database().db, {
        title: 'Villa Sur Demande',
        island: 'Saint Barthélemy',
        daily_rate: 1000,
        min_stay_days: 7,
        max_guests: 4,
      });
    });

    it('offers the form: the villa’s guests and the option deadline the terms suggest', async () => {
      const page = await rentalCalendar.loader({
        request: new Request(`http://localhost/admin/rentals/${villa}/calendar`, { headers: { Cookie: cookie } }),
        params: { id: villa },
        context: staffRequestContext(),
      } as Args);
      const terms = await staff.getBookingTerms();
      expect(page.stayForm).toMatchObject({
        maxGuests: 4,
        minStayDays: 7,
        deadline: { holdHours: terms.optionHoldHours },
      });
      const suggested = parseIslandDateTimeInput(page.stayForm.deadline.suggested)!;
      expect(Math.abs(suggested.getTime() - (Date.now() + terms.optionHoldHours * HOUR))).toBeLessThan(2 * 60_000);
    });

    it('stores a confirmed stay shorter than the minimum, with its quote and who entered it, and says “on request”', async () => {
      const result = await addStay({
        ...guest,
        checkIn: day(20),
        checkOut: day(23),
        addOns: ['massage', 'airport-transfer'],
        note: 'Booked by phone; arrives late',
        status: 'confirmed',
        until: toIslandDateTimeInput(new Date(Date.now() + 48 * HOUR)),
      });
      const to = location(result);
      expect(to).toMatch(/^\/admin\/bookings\/[0-9a-f-]{36}\?done=added$/);
      confirmedId = to!.split('/').at(-1)!.split('?')[0]!;

      const [row] = await q<Record<string, unknown>>(
        `select reference, source, status, check_in::text, check_out::text, guests, guest_name, guest_email,
                guest_phone, add_ons, note, message, option_expires_at, quote
           from stays where id = $1`,
        [confirmedId],
      );
      confirmedReference = row!.reference as string;
      const expected = await websiteQuote(day(20), day(23), 3);
      // The website would have refused it; staff may.
      expect(expected.ok).toBe(false);
      expect(row).toEqual({
        reference: expect.stringMatching(/^IE-[0-9A-F]{8}$/),
        source: 'staff',
        status: 'confirmed',
        check_in: day(20),
        check_out: day(23),
        guests: 3,
        guest_name: 'Margaret Hamilton',
        guest_email: 'margaret@example.com',
        guest_phone: '+1 617 555 0100',
        add_ons: ['airport-transfer', 'massage'],
        note: 'Booked by phone; arrives late',
        message: null,
        option_expires_at: null,
        quote: JSON.parse(JSON.stringify(expected.quote)),
      });
      expect(row!.quote).toMatchObject({ nights: 3, guests: 3, minNights: 7, lines: [{ nights: 3, rate: 1000 }] });

      expect(
        await q('select actor, action, from_status, to_status from stay_events where stay_id = $1', [confirmedId]),
      ).toEqual([{ actor: email(), action: 'confirmed', from_status: null, to_status: 'confirmed' }]);

      const page = await detail(to!);
      expect(page.notice).toEqual({
        done: 'added',
        feedErrors: [],
        onRequest: ["Accepted on request: this villa's minimum stay is 7 nights."],
      });
      expect(page.notice?.onRequest?.[0]).toMatch(/on request/);
      expect(page.actions).toEqual(['cancel']);
      expect(page.quote?.total).toBe(expected.quote!.total);
    });

    it('holds a stay as an option until the deadline given', async () => {
      const until = toIslandDateTimeInput(new Date(Date.now() + 36 * HOUR));
      const to = location(
        await addStay({
          ...guest,
          name: 'Katherine Johnson',
          guests: '4',
          checkIn: day(40),
          checkOut: day(47),
          status: 'option',
          until,
        }),
      );
      expect(to).toMatch(/\?done=added$/);
      const id = to!.split('/').at(-1)!.split('?')[0]!;
      const [row] = await q<{ status: string; source: string; option_expires_at: Date | string }>(
        'select status, source, option_expires_at from stays where id = $1',
        [id],
      );
      expect(row).toMatchObject({ status: 'option', source: 'staff' });
      expect(new Date(row!.option_expires_at).getTime()).toBe(parseIslandDateTimeInput(until)!.getTime());
      expect(await q('select actor, to_status from stay_events where stay_id = $1', [id])).toEqual([
        { actor: email(), to_status: 'option' },
      ]);

      const page = await detail(to!);
      // Seven nights: nothing was waived.
      expect(page.notice).toEqual({ done: 'added', feedErrors: [], onRequest: [] });
      expect(page.actions).toEqual(['extend', 'confirm', 'cancel']);
      expect(staffBookingTexts.desk.done.added.option('x')).toMatch(/held as an option/);

      // An option without its deadline is refused, next to the field.
      const missing = unwrap<ActionBody>(
        await addStay({ ...guest, checkIn: day(60), checkOut: day(67), status: 'option', until: '' }),
      );
      expect(missing.status).toBe(400);
      expect(missing.data.result?.error?.until).toEqual([staffBookingTexts.desk.until.required]);
    });

    it('says “added” only of a stay staff entered', async () => {
      const request = randomUUID();
      await visitor.createBookingRequest({
        id: request,
        rentalId: villa,
        checkIn: day(80),
        checkOut: day(90),
        guests: 2,
        name: 'Website Guest',
        email: 'web@example.com',
        phone: null,
        message: null,
        addOns: [],
      });
      expect((await detail(`/admin/bookings/${request}?done=added`)).notice).toBeNull();
    });

    it('accepts an arrival day outside the season’s, and says so', async () => {
      // A season from day 100 with a single arrival day: the weekday after day 100's.
      const checkIn = day(100);
      const arrivalDay = (isoWeekday(checkIn) % 7) + 1;
      await staff.saveSeason(villa, null, {
        name: 'Spring',
        startDate: day(100),
        endDate: day(130),
        nightlyRate: 1500,
        minNights: 5,
        arrivalDays: [arrivalDay],
        festive: false,
      });
      const to = location(await addStay({ ...guest, checkIn, checkOut: day(108), status: 'confirmed' }));
      expect(to).toMatch(/\?done=added$/);
      const page = await detail(to!);
      expect(page.notice?.onRequest).toHaveLength(1);
      expect(page.notice?.onRequest?.[0]).toMatch(
        /^Accepted on request: arrivals in Spring season are on \w+day only\.$/,
      );
      const [row] = await q<{ quote: { lines: { season: string | null }[] } }>(
        'select quote from stays where id = $1',
        [to!.split('/').at(-1)!.split('?')[0]!],
      );
      expect(row!.quote.lines).toEqual([expect.objectContaining({ season: 'Spring', rate: 1500, nights: 8 })]);
    });

    it('refuses dates taken by another stay with 409, naming it, keeping the input, storing nothing', async () => {
      const before = await stays();
      const fields = {
        ...guest,
        name: 'Dorothy Vaughan',
        checkIn: day(22),
        checkOut: day(26),
        status: 'confirmed',
        note: 'Second call',
      };
      const { data, status } = unwrap<ActionBody>(await addStay(fields));
      expect(status).toBe(409);
      expect(data.intent).toBe('add-stay');
      expect(data.result?.error?.['']).toEqual([
        t.block.overlap([`${confirmedReference} (Confirmed, ${formatStayDates(day(20), day(23))})`]),
      ]);
      expect(data.result?.initialValue).toMatchObject({
        name: 'Dorothy Vaughan',
        email: 'margaret@example.com',
        checkIn: day(22),
        checkOut: day(26),
        note: 'Second call',
      });
      expect(await stays()).toBe(before);
    });

    it('refuses more guests than the villa takes and dates in the past with 400, storing nothing', async () => {
      const before = await stays();
      const crowded = unwrap<ActionBody>(
        await addStay({ ...guest, guests: '5', checkIn: day(200), checkOut: day(210), status: 'confirmed' }),
      );
      expect(crowded.status).toBe(400);
      expect(crowded.data.result?.error?.guests).toEqual([guestBookingTexts.refusals.tooManyGuests(4)]);
      expect(crowded.data.result?.initialValue).toMatchObject({ name: 'Margaret Hamilton', guests: '5' });

      const past = unwrap<ActionBody>(
        await addStay({ ...guest, checkIn: day(-3), checkOut: day(-1), status: 'confirmed' }),
      );
      expect(past.status).toBe(400);
      expect(past.data.result?.error?.checkIn).toEqual([guestBookingTexts.refusals.inPast]);

      const backwards = unwrap<ActionBody>(
        await addStay({ ...guest, checkIn: day(210), checkOut: day(200), status: 'confirmed' }),
      );
      expect(backwards.data.result?.error?.checkOut).toEqual([guestBookingTexts.refusals.checkOutNotAfterCheckIn]);

      const long = unwrap<ActionBody>(
        await addStay({ ...guest, checkIn: day(200), checkOut: day(200 + 367), status: 'confirmed' }),
      );
      expect(long.data.result?.error?.checkOut).toEqual([t.stay.tooLong(366)]);
      expect(await stays()).toBe(before);
    });

    it('sends a visitor’s post to /login and stores nothing', async () => {
      const before = await stays();
      const result = await addStay(
        { ...guest, checkIn: day(300), checkOut: day(310), status: 'confirmed' },
        requestContext(database().db),
        '',
      );
      expect(location(result)).toMatch(/^\/login\?redirectTo=/);
      expect(await stays()).toBe(before);
    });
  });
});
