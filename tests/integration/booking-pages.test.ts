import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  firstOfMonth,
  islandToday,
  isoWeekday,
  type CalendarDate,
} from '#app/domain/booking/dates';
import { quoteStay, rentalPricing } from '#app/domain/booking/quote';
import type { Season } from '#app/domain/booking/seasons';
import { DEFAULT_BOOKING_TERMS } from '#app/domain/booking/terms';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import * as receiptRoute from '#app/routes/public/booking-receipt';
import * as requestRoute from '#app/routes/public/booking-request';
import * as rentalRoute from '#app/routes/public/rental';
import * as rentalsRoute from '#app/routes/public/rentals';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { get, insertRental, postForm, requestContext, unwrap } from '#tests/helpers/fixtures';

/**
 * The guest's side of bookings, through the route modules on PGlite and PostgreSQL: the rental page's
 * calendar and quote, /rentals by dates, the request form's action and the receipt. And the date filter's
 * SQL against the quote engine on random calendars: the two must agree on which villas can take a stay.
 */

type Args = never;
const today = islandToday();
const day = (offset: number): CalendarDate => addDays(today, offset);
/** The first date at least `offset` days ahead that falls on ISO weekday `weekday` (6 = Saturday). */
const nextWeekday = (offset: number, weekday: number): CalendarDate => {
  let date = day(offset);
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
};

async function thrown(
  run: () => Promise<unknown>,
): Promise<Response | { init?: { status?: number }; status?: number }> {
  try {
    await run();
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected the route to throw');
}

describe.each(ENGINES)('booking pages on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let staff: Backend;
  let villa: string;
  let seasonal: string;
  const saturday = nextWeekday(120, 6);

  beforeAll(async () => {
    const { db } = database();
    staff = createBackend(
      sqlExecutor(db, {
        role: 'authenticated',
        aal: 'aal2',
        userId: await createUser(db, { staff: true }),
        email: 'desk@example.com',
      }),
    );
    villa = await insertRental(db, {
      title: 'Villa Plain',
      daily_rate: 1000,
      min_stay_days: 3,
      max_guests: 4,
      island: 'Saint Barthélemy',
      security_deposit: 5000,
    });
    seasonal = await insertRental(db, {
      title: 'Villa Seasonal',
      daily_rate: 2000,
      min_stay_days: 2,
      max_guests: 8,
      island: 'Sint Maarten',
    });
    // High season from `saturday` for 30 nights: Saturday arrivals, 7 nights minimum, $3,000.
    await staff.saveSeason(seasonal, null, {
      name: 'High',
      startDate: saturday,
      endDate: addDays(saturday, 29),
      nightlyRate: 3000,
      minNights: 7,
      arrivalDays: [6],
      festive: false,
    });
    await staff.createBlock({ rentalId: villa, checkIn: day(40), checkOut: day(45), kind: 'homeowner-block', note: null });
  });

  const rentalPage = async (id: string, search: string) =>
    rentalRoute.loader({
      request: get(`/rentals/${id}${search}`),
      params: { id },
      context: requestContext(database().db),
    } as Args);
  const rentalsList = async (search: string) =>
    rentalsRoute.loader({
      request: get(`/rentals${search}`),
      params: {},
      context: requestContext(database().db),
    } as Args);

  describe('the rental page', () => {
    it('shows the busy dates and prices the chosen stay, with its schedule', async () => {
      const { booking } = await rentalPage(villa, `?checkIn=${day(100)}&checkOut=${day(105)}&guests=2`);
      expect(booking.refusals).toEqual([]);
      expect(booking.quote).toMatchObject({ nights: 5, accommodation: 5000, total: 5250, securityDeposit: 5000 });
      expect(booking.quote!.tax).toMatchObject({ percent: 5, amount: 250 });
      expect(booking.quote!.schedule.map((step) => step.kind)).toEqual(['deposit', 'balance']);

      const calendar = await rentalPage(villa, `?month=${day(40).slice(0, 7)}`);
      expect(calendar.booking.busy).toContainEqual({ checkIn: day(40), checkOut: day(45) });
      expect(calendar.booking.quote).toBeNull();
    });

    it('says why dates cannot be booked, next to the field, and offers the next available dates', async () => {
      const { booking, guestCorrection } = await rentalPage(villa, `?checkIn=${day(42)}&checkOut=${day(44)}&guests=9`);
      expect(booking.refusals.map((r) => [r.code, r.field])).toEqual([
        ['too_short', 'checkOut'],
        ['not_free', 'checkIn'],
      ]);
      // Nine guests where four sleep: the page shows four, and says it changed them.
      expect(booking.stay.guests).toBe(4);
      expect(guestCorrection).toEqual({ asked: 9, guests: 4, reason: 'capacity' });
      // The nearest stays of the villa's minimum (3 nights) around the block of day 40 to 45.
      expect(booking.nextStays.map((stay) => [stay.checkIn, stay.checkOut])).toEqual([
        [day(37), day(40)],
        [day(45), day(48)],
        [day(46), day(49)],
      ]);
      expect(booking.nextStays[0]!.total).toBe(3150);
    });

    it('offers Saturday arrivals of the season’s length for a Sunday in high season', async () => {
      const { booking } = await rentalPage(
        seasonal,
        `?checkIn=${addDays(saturday, 8)}&checkOut=${addDays(saturday, 12)}`,
      );
      expect(booking.refusals.map((r) => r.code)).toEqual(['arrival_day', 'too_short']);
      expect(booking.nextStays.map((stay) => [stay.checkIn, stay.nights])).toEqual([
        [saturday, 7],
        [addDays(saturday, 7), 7],
        [addDays(saturday, 14), 7],
      ]);
    });

    it('keeps the calendar within this month and two years ahead', async () => {
      expect((await rentalPage(villa, '?month=1999-01')).booking.month).toBe(`${today.slice(0, 7)}-01`);
      expect((await rentalPage(villa, '?month=2150-01')).booking.month).toBe(addMonths(firstOfMonth(today), 24));
      expect((await rentalPage(villa, `?month=${day(70).slice(0, 7)}`)).booking.month).toBe(firstOfMonth(day(70)));
      expect((await rentalPage(villa, '?month=nonsense')).booking.month).toBe(`${today.slice(0, 7)}-01`);
    });
  });

  describe('/rentals by dates', () => {
    it('lists only villas that can take the whole stay under their rules, with the total for the dates', async () => {
      const inSeason = `?checkIn=${saturday}&checkOut=${addDays(saturday, 7)}`;
      let result = await rentalsList(inSeason);
      expect(result.results.rows.map((r) => r.title).sort()).toEqual(['Villa Plain', 'Villa Seasonal']);
      expect(result.stays[seasonal]).toMatchObject({ nights: 7, total: 22_050 });
      expect(result.stays[seasonal]!.search).toContain(`checkIn=${saturday}`);

      // Too short for the season's 7 nights; a Sunday arrival in it; nights taken by the block.
      result = await rentalsList(`?checkIn=${saturday}&checkOut=${addDays(saturday, 4)}`);
      expect(result.results.rows.map((r) => r.title)).toEqual(['Villa Plain']);
      result = await rentalsList(`?checkIn=${addDays(saturday, 1)}&checkOut=${addDays(saturday, 9)}`);
      expect(result.results.rows.map((r) => r.title)).toEqual(['Villa Plain']);
      result = await rentalsList(`?checkIn=${day(38)}&checkOut=${day(42)}`);
      expect(result.results.rows.map((r) => r.title)).toEqual(['Villa Seasonal']);
      // A stay touching one night of the season takes its minimum.
      result = await rentalsList(`?checkIn=${addDays(saturday, -3)}&checkOut=${addDays(saturday, 1)}`);
      expect(result.results.rows.map((r) => r.title)).toEqual(['Villa Plain']);
    });

    it('ignores dates in the past and says so', async () => {
      const result = await rentalsList(`?checkIn=${day(-10)}&checkOut=${day(-3)}`);
      expect(result.notice).toBe("Check-in can't be in the past.");
      expect(result.results.rows).toHaveLength(2);
      expect(result.stays).toEqual({});
    });
  });

  describe('the booking request', () => {
    const fields = (overrides: Record<string, string> = {}) => ({
      checkIn: day(200),
      checkOut: day(204),
      guests: '3',
      quotedTotal: '4200',
      name: 'Grace Guest',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      message: 'Our anniversary.',
      submissionId: randomUUID(),
      [HONEYPOT_FIELD]: '',
      ...overrides,
    });
    const post = (id: string, body: Record<string, string>, extra: [string, string][] = []) => {
      const request = postForm(`/rentals/${id}/request`, body);
      const form = new URLSearchParams(body);
      for (const [name, value] of extra) form.append(name, value);
      return requestRoute.action({
        request: new Request(request.url, {
          method: 'POST',
          body: form,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
        params: { id },
        context: requestContext(database().db),
      } as Args);
    };

    it('stores the request with the quote the guest saw, then shows the receipt', async () => {
      const form = await requestRoute.loader({
        request: get(`/rentals/${villa}/request?checkIn=${day(200)}&checkOut=${day(204)}&guests=3`),
        params: { id: villa },
        context: requestContext(database().db),
      } as Args);
      const { data: page, status } = unwrap<{ quote: { total: number }; refusals: unknown[] }>(form);
      expect(status).toBe(200);
      expect(page.refusals).toEqual([]);
      expect(page.quote.total).toBe(4200);

      const response = (await thrown(() =>
        post(villa, fields(), [
          ['addOns', 'massage'],
          ['addOns', 'private-chef'],
        ]),
      )) as Response;
      expect(response.status).toBe(302);
      const location = response.headers.get('Location')!;
      // The receipt's address carries a private link's token, not the stay's id.
      const requestId = location.split('/').pop()!;
      expect(location).toBe(`/rentals/${villa}/requests/${requestId}`);
      expect(requestId).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const [stay] = await staff.listRentalStays(villa, day(200), day(204));
      expect(stay).toMatchObject({
        status: 'requested',
        guests: 3,
        guest_email: 'grace@example.com',
        add_ons: ['private-chef', 'massage'],
      });
      expect(stay!.quote).toMatchObject({ total: 4200, nights: 4 });

      const receipt = await receiptRoute.loader({
        request: get(location),
        params: { id: villa, requestId },
        context: requestContext(database().db),
      } as Args);
      const shown = unwrap<{ kind: string; receipt: { reference: string } }>(receipt);
      expect(shown.data.receipt.reference).toBe(stay!.reference);
      // A private link's answer: no cache keeps it, no search engine indexes it, no Referer carries it away.
      const headers = (receipt as unknown as { init: { headers: Record<string, string> } }).init.headers;
      expect(headers).toEqual({
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        'Referrer-Policy': 'no-referrer',
      });
      const missing = async (id: string, token: string) =>
        (
          (await thrown(() =>
            receiptRoute.loader({
              request: get('/x'),
              params: { id, requestId: token },
              context: requestContext(database().db),
            } as Args),
          )) as { init: { status: number } }
        ).init.status;
      // Another villa's address, another token and the stay's own id do not show it.
      expect(await missing(seasonal, requestId)).toBe(404);
      expect(await missing(villa, `${requestId.slice(0, -2)}xx`)).toBe(404);
      expect(await missing(villa, 'not-a-token')).toBe(404);
      const byId = unwrap(
        await receiptRoute.loader({
          request: get(`/rentals/${villa}/requests/${stay!.id}`),
          params: { id: villa, requestId: stay!.id },
          context: requestContext(database().db),
        } as Args),
      );
      expect(byId.data).toEqual({ kind: 'old-link', sent: false });
    });

    it('keeps what was typed and stores nothing when the input is wrong, the dates are taken or the price moved', async () => {
      const { db } = database();
      const count = async () =>
        (await db.query<{ n: number }>('select count(*)::int as n from public.stays where rental_id = $1', [villa]))
          .rows[0]!.n;
      const before = await count();

      const invalid = unwrap<{
        result: { status: string; initialValue: Record<string, unknown>; error: Record<string, string[]> };
      }>(await post(villa, fields({ email: 'not-an-address' })));
      expect(invalid.status).toBe(400);
      expect(invalid.data.result.error.email).toEqual(['Please enter a valid email address']);
      expect(invalid.data.result.initialValue).toMatchObject({ name: 'Grace Guest', message: 'Our anniversary.' });

      const taken = unwrap<{ result: { error: Record<string, string[]> } }>(
        await post(villa, fields({ checkIn: day(43), checkOut: day(47) })),
      );
      expect(taken.status).toBe(409);
      expect(taken.data.result.error.checkIn?.[0]).toMatch(/^These dates are not available/);

      const moved = unwrap<{ result: { error: Record<string, string[]> } }>(
        await post(villa, fields({ quotedTotal: '4000' })),
      );
      expect(moved.status).toBe(409);
      expect(moved.data.result.error['']?.[0]).toContain('$4,200');

      expect(await count()).toBe(before);
    });

    it('stores a double post once, and a bot’s post not at all', async () => {
      const { db } = database();
      const once = fields({ checkIn: day(300), checkOut: day(305), quotedTotal: '5250' });
      const first = (await thrown(() => post(villa, once))) as Response;
      const second = (await thrown(() => post(villa, once))) as Response;
      // Each post lands on a working receipt of the one stay (a link of its own: links are never stored).
      const references = await Promise.all(
        [first, second].map(async (response) => {
          const location = response.headers.get('Location')!;
          const requestId = location.split('/').pop()!;
          expect(location).toBe(`/rentals/${villa}/requests/${requestId}`);
          const receipt = await receiptRoute.loader({
            request: get(location),
            params: { id: villa, requestId },
            context: requestContext(database().db),
          } as Args);
          return unwrap<{ receipt: { reference: string } }>(receipt).data.receipt.reference;
        }),
      );
      expect(references[1]).toBe(references[0]);
      expect(second.headers.get('Location')).not.toBe(first.headers.get('Location'));
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from public.stays where check_in = $1',
        [day(300)],
      );
      expect(rows[0]!.n).toBe(1);

      const bot = (await thrown(() =>
        post(
          villa,
          fields({ checkIn: day(320), checkOut: day(325), quotedTotal: '5250', [HONEYPOT_FIELD]: 'buy now' }),
        ),
      )) as Response;
      expect(bot.headers.get('Location')).toBe(`/rentals/${villa}`);
      const none = await db.query<{ n: number }>('select count(*)::int as n from public.stays where check_in = $1', [
        day(320),
      ]);
      expect(none.rows[0]!.n).toBe(0);
    });
  });

  describe('in French (/fr)', () => {
    const fields = (overrides: Record<string, string> = {}) => ({
      checkIn: day(400),
      checkOut: day(404),
      guests: '3',
      quotedTotal: '4200',
      name: 'Grâce Invitée',
      email: 'grace@example.com',
      phone: '',
      message: '',
      submissionId: randomUUID(),
      [HONEYPOT_FIELD]: '',
      ...overrides,
    });
    const post = (id: string, body: Record<string, string>) =>
      requestRoute.action({
        request: postForm(`/fr/rentals/${id}/request`, body),
        params: { id },
        context: requestContext(database().db),
      } as Args);

    it('refuses dates in French on the villa’s page and the list', async () => {
      const page = await rentalRoute.loader({
        request: get(`/fr/rentals/${villa}?checkIn=${day(43)}&checkOut=${day(47)}&guests=2`),
        params: { id: villa },
        context: requestContext(database().db),
      } as Args);
      expect(page.booking.refusals.map((refusal) => refusal.message)).toEqual([
        expect.stringMatching(/^Ces dates ne sont pas disponibles\u00a0: les nuits du .+ au .+ sont réservées\.$/),
      ]);
      const list = await rentalsRoute.loader({
        request: get(`/fr/rentals?checkIn=${day(-10)}&checkOut=${day(-3)}`),
        params: {},
        context: requestContext(database().db),
      } as Args);
      expect(list.notice).toBe('L’arrivée ne peut pas être dans le passé.');
    });

    it('answers the request form in French and sends the guest to the French receipt', async () => {
      const invalid = unwrap<{ result: { error: Record<string, string[]> } }>(
        await post(villa, fields({ email: 'not-an-address', name: '' })),
      );
      expect(invalid.status).toBe(400);
      expect(invalid.data.result.error).toMatchObject({
        email: ['Veuillez saisir une adresse e-mail valide'],
        name: ['Le nom complet est obligatoire'],
      });

      const taken = unwrap<{ result: { error: Record<string, string[]> } }>(
        await post(villa, fields({ checkIn: day(43), checkOut: day(47) })),
      );
      expect(taken.data.result.error.checkIn?.[0]).toMatch(/^Ces dates ne sont pas disponibles/);

      const moved = unwrap<{ result: { error: Record<string, string[]> } }>(
        await post(villa, fields({ quotedTotal: '4000' })),
      );
      expect(moved.data.result.error['']?.[0]).toBe(
        'Le prix de ces dates vient de passer à 4\u202f200\u00a0$US. Vérifiez-le, puis renvoyez votre demande.',
      );

      const response = (await thrown(() => post(villa, fields()))) as Response;
      const location = response.headers.get('Location')!;
      expect(location).toMatch(new RegExp(`^/fr/rentals/${villa}/requests/[A-Za-z0-9_-]{43}$`));

      const bot = (await thrown(() =>
        post(villa, fields({ checkIn: day(420), checkOut: day(425), quotedTotal: '5250', [HONEYPOT_FIELD]: 'x' })),
      )) as Response;
      expect(bot.headers.get('Location')).toBe(`/fr/rentals/${villa}`);
    });
  });

  it('agrees with the quote engine on which villas can take a stay, on random calendars', async () => {
    const { db } = database();
    const random = fc.sample(
      fc.record({
        dailyRate: fc.integer({ min: 100, max: 5000 }),
        minStay: fc.integer({ min: 1, max: 10 }),
        seasons: fc.array(
          fc.record({
            start: fc.integer({ min: 0, max: 80 }),
            length: fc.integer({ min: 1, max: 20 }),
            min: fc.integer({ min: 1, max: 12 }),
            days: fc.option(fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 })),
          }),
          { maxLength: 3 },
        ),
        stays: fc.array(
          fc.record({ start: fc.integer({ min: 0, max: 90 }), length: fc.integer({ min: 1, max: 10 }) }),
          { maxLength: 4 },
        ),
      }),
      { numRuns: 12, seed: 20261123 },
    );
    const villas: {
      id: string;
      dailyRate: number;
      minStay: number;
      seasons: Season[];
      busy: { checkIn: CalendarDate; checkOut: CalendarDate }[];
    }[] = [];
    for (const config of random) {
      const id = await insertRental(db, {
        title: `Random ${villas.length}`,
        daily_rate: config.dailyRate,
        min_stay_days: config.minStay,
        max_guests: 10,
        bedrooms: 7,
        island: 'Sint Maarten',
      });
      const seasons: Season[] = [];
      let next = 0;
      for (const season of config.seasons) {
        // Seasons of one villa never overlap: lay them end to end from a random start.
        const start = Math.max(next, season.start);
        const value = {
          name: `S${seasons.length}`,
          startDate: day(start),
          endDate: day(start + season.length - 1),
          nightlyRate: 1000,
          minNights: season.min,
          arrivalDays: season.days,
          festive: false,
        };
        seasons.push({ id: await staff.saveSeason(id, null, value), ...value });
        next = start + season.length;
      }
      const busy: { checkIn: CalendarDate; checkOut: CalendarDate }[] = [];
      for (const stay of config.stays) {
        const range = { checkIn: day(stay.start), checkOut: day(stay.start + stay.length) };
        if (busy.some((b) => b.checkIn < range.checkOut && range.checkIn < b.checkOut)) continue;
        await staff.createBlock({ rentalId: id, ...range, kind: 'maintenance', note: null });
        busy.push(range);
      }
      villas.push({ id, dailyRate: config.dailyRate, minStay: config.minStay, seasons, busy });
    }

    const windows = fc.sample(
      fc.record({ start: fc.integer({ min: 0, max: 100 }), nights: fc.integer({ min: 1, max: 16 }) }),
      { numRuns: 60, seed: 7 },
    );
    const visitor = createBackend(sqlExecutor(db, { role: 'anon' }));
    for (const window of windows) {
      const checkIn = day(window.start);
      const checkOut = day(window.start + window.nights);
      const page = await visitor.listPublishedRentals({ checkIn, checkOut, bedrooms: 7, price: undefined, page: 1 });
      const fromSql = new Set(page.rows.map((row) => row.id));
      for (const villa of villas) {
        const verdict = quoteStay(
          {
            rental: rentalPricing({
              daily_rate: villa.dailyRate,
              min_stay_days: villa.minStay,
              max_guests: 10,
              island: 'Sint Maarten',
              security_deposit: 0,
            }),
            seasons: villa.seasons,
            terms: DEFAULT_BOOKING_TERMS,
            busy: villa.busy,
            today,
          },
          { checkIn, checkOut, guests: 1 },
        );
        expect(
          fromSql.has(villa.id),
          `${checkIn}→${checkOut} ${JSON.stringify({ ...villa, refusals: verdict.ok ? [] : verdict.refusals })}`,
        ).toBe(verdict.ok);
      }
    }
  });
});
