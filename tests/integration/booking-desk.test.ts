import { beforeAll, describe, expect, it } from 'vitest';
import { formatStayDates } from '#app/domain/booking/dates';
import { toIslandDateTimeInput, type DeskActionData } from '#app/domain/booking/desk';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import * as bookingRoute from '#app/routes/admin/booking';
import * as bookingsRoute from '#app/routes/admin/bookings';
import * as dashboardRoute from '#app/routes/admin/dashboard';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertRental, requestContext, unwrap } from '#tests/helpers/fixtures';
import {
  insertStay,
  islandDay,
  load,
  locationOf,
  post,
  sampleQuote,
  signInStaff,
  staffRequestContext,
  type SignedInStaff,
} from '#tests/helpers/booking-desk';

/**
 * The booking desk through its route modules, as staff use it: the bookings list and its filters, the
 * detail's actions (hold, extend, confirm, decline, cancel) with their refusals, the history they leave,
 * and the dashboard's desk. Every action goes back to the database, which has the last word.
 */

const text = staffBookingTexts.desk;
const HOUR = 3_600_000;

type Handler = (args: never) => unknown;
type ListData = Awaited<ReturnType<typeof bookingsRoute.loader>>;
type DetailData = Awaited<ReturnType<typeof bookingRoute.loader>>;
type DashboardData = Extract<Awaited<ReturnType<typeof dashboardRoute.loader>>, { state: 'ready' }>;

describe.each(ENGINES)('booking desk on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let staff: SignedInStaff;
  let villaA: string;
  let villaB: string;
  const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;
  const statusOf = async (id: string) =>
    (
      await q<{ status: string; option_expires_at: Date | string | null }>(
        'select status, option_expires_at from stays where id = $1',
        [id],
      )
    )[0]!;
  const eventCount = async (id: string) =>
    (await q<{ n: number }>('select count(*)::int as n from stay_events where stay_id = $1', [id]))[0]!.n;

  const context = () => staffRequestContext(database().db, staff);
  const list = async (search: string) =>
    (await load(bookingsRoute.loader as Handler, `/admin/bookings${search}`, context())) as ListData;
  const detail = async (id: string, search = '') =>
    (await load(bookingRoute.loader as Handler, `/admin/bookings/${id}${search}`, context(), { id })) as DetailData;
  const act = (id: string, fields: Record<string, string>) =>
    post(
      bookingRoute.action as Handler,
      `/admin/bookings/${id}`,
      fields,
      requestContext(database().db),
      { id },
      staff.cookie,
    );
  const until = (hoursFromNow: number) => toIslandDateTimeInput(new Date(Date.now() + hoursFromNow * HOUR));

  beforeAll(async () => {
    const { db } = database();
    staff = await signInStaff(db, `desk-${engine}@example.com`, engine === 'pglite' ? '192.0.2.70' : '192.0.2.71');
    villaA = await insertRental(db, {
      title: 'Villa Azur',
      island: 'Saint Barthélemy',
      max_guests: 8,
      min_stay_days: 1,
    });
    villaB = await insertRental(db, { title: 'Villa Baie', max_guests: 8, min_stay_days: 1 });
  });

  it('sends a visitor to /login from the list, the detail and the actions, and changes nothing', async () => {
    const { db } = database();
    const stay = await insertStay(db, { rentalId: villaA, checkIn: islandDay(200), checkOut: islandDay(205) });
    const visitor = requestContext(db);
    for (const result of [
      await load(bookingsRoute.loader as Handler, '/admin/bookings', visitor),
      await load(bookingRoute.loader as Handler, `/admin/bookings/${stay.id}`, visitor, { id: stay.id }),
      await load(dashboardRoute.loader as Handler, '/admin', visitor),
      await post(bookingRoute.action as Handler, `/admin/bookings/${stay.id}`, { intent: 'confirm' }, visitor, {
        id: stay.id,
      }),
      await post(
        bookingRoute.action as Handler,
        `/admin/bookings/${stay.id}`,
        { intent: 'decline', confirm: 'yes' },
        visitor,
        { id: stay.id },
      ),
    ]) {
      expect(locationOf(result)).toMatch(/^\/login/);
    }
    expect((await statusOf(stay.id)).status).toBe('requested');
    expect(await eventCount(stay.id)).toBe(1);
  });

  it('lists stays with their villa, dates, guest, status and total, filtered by status, villa and dates', async () => {
    const { db } = database();
    const requested = await insertStay(db, { rentalId: villaA, checkIn: islandDay(30), checkOut: islandDay(37) });
    const confirmed = await insertStay(db, {
      rentalId: villaA,
      checkIn: islandDay(50),
      checkOut: islandDay(55),
      status: 'confirmed',
    });
    const option = await insertStay(db, {
      rentalId: villaB,
      checkIn: islandDay(40),
      checkOut: islandDay(45),
      status: 'option',
      optionExpiresAt: new Date(Date.now() + 100 * HOUR),
    });
    const declined = await insertStay(db, {
      rentalId: villaB,
      checkIn: islandDay(60),
      checkOut: islandDay(62),
      status: 'declined',
    });
    const euros = await insertStay(db, {
      rentalId: villaB,
      checkIn: islandDay(80),
      checkOut: islandDay(83),
      quote: { ...sampleQuote(islandDay(80), islandDay(83), 3), currency: 'EUR' },
    });
    const block = await insertStay(db, {
      rentalId: villaB,
      checkIn: islandDay(70),
      checkOut: islandDay(72),
      status: 'blocked',
      source: 'homeowner-block',
    });

    const all = await list('');
    expect(all.failed).toBe(false);
    expect(all.rentals.map((rental) => rental.title)).toEqual(['Villa Azur', 'Villa Baie']);
    const row = all.rows.find((r) => r.id === requested.id)!;
    expect(row).toMatchObject({
      reference: requested.reference,
      rentalTitle: 'Villa Azur',
      checkIn: islandDay(30),
      nights: 7,
      guestName: 'Ada Guest',
      guests: 2,
      status: 'requested',
      total: 7350,
      currency: 'USD',
    });
    // A quote is in its villa's own currency, and the list says which.
    expect(all.rows.find((r) => r.id === euros.id)).toMatchObject({ total: 3150, currency: 'EUR' });
    expect(all.rows.find((r) => r.id === block.id)).toMatchObject({
      guestName: null,
      total: null,
      source: 'homeowner-block',
    });

    const ids = (data: ListData) => data.rows.map((r) => r.id);
    expect(ids(await list('?status=requested'))).toContain(requested.id);
    expect((await list('?status=requested')).rows.every((r) => r.status === 'requested')).toBe(true);
    expect(ids(await list('?status=declined'))).toEqual([declined.id]);
    const active = ids(await list('?status=active'));
    expect(active).toEqual(expect.arrayContaining([requested.id, confirmed.id, option.id, block.id]));
    expect(active).not.toContain(declined.id);
    expect(new Set(ids(await list(`?rental=${villaB}`)))).toEqual(
      new Set([option.id, declined.id, block.id, euros.id]),
    );
    // A night between the dates: the stay of day 50 → 55 only (one ending on day 50 would have no night in it).
    expect(ids(await list(`?from=${islandDay(52)}&to=${islandDay(58)}`))).toEqual([confirmed.id]);
    expect(ids(await list(`?rental=${villaB}&order=arrival`))).toEqual([option.id, declined.id, block.id, euros.id]);
    // Bad values fall back to "all" instead of failing.
    expect((await list('?status=bogus&rental=nope&from=2026-02-30&page=-1')).state).toMatchObject({
      status: 'all',
      page: 1,
    });
  });

  it('shows a booking with its quote, and 404s for one that does not exist', async () => {
    const { db } = database();
    const stay = await insertStay(db, { rentalId: villaA, checkIn: islandDay(80), checkOut: islandDay(84) });
    const shown = await detail(stay.id);
    expect(shown.rental).toEqual({ id: villaA, title: 'Villa Azur' });
    expect(shown.actions).toEqual(['hold', 'confirm', 'decline']);
    expect(shown.quote).toMatchObject({ total: 4200, securityDeposit: 5000 });
    expect(shown.quote!.schedule).toHaveLength(2);
    const missing = await load(bookingRoute.loader as Handler, '/admin/bookings/x', context(), {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unwrap(missing).status).toBe(404);
    expect(unwrap(await load(bookingRoute.loader as Handler, '/admin/bookings/x', context(), { id: 'x' })).status).toBe(
      404,
    );
  });

  it('holds a request as an option with a deadline, extends it, and records both with the staff e-mail', async () => {
    const { db } = database();
    const stay = await insertStay(db, { rentalId: villaA, checkIn: islandDay(90), checkOut: islandDay(97) });

    const held = await act(stay.id, { intent: 'hold', until: until(48) });
    expect(locationOf(held)).toBe(`/admin/bookings/${stay.id}?done=held`);
    const afterHold = await statusOf(stay.id);
    expect(afterHold.status).toBe('option');
    expect(Math.abs(new Date(afterHold.option_expires_at!).getTime() - (Date.now() + 48 * HOUR))).toBeLessThan(
      2 * 60_000,
    );

    const extended = await act(stay.id, { intent: 'extend', until: until(24 * 5) });
    expect(locationOf(extended)).toBe(`/admin/bookings/${stay.id}?done=extended`);
    const afterExtend = await statusOf(stay.id);
    expect(afterExtend.status).toBe('option');
    expect(new Date(afterExtend.option_expires_at!).getTime()).toBeGreaterThan(Date.now() + 119 * HOUR);

    const shown = await detail(stay.id, '?done=extended');
    expect(shown.notice).toEqual({ done: 'extended', feedErrors: [] });
    expect(shown.actions).toEqual(['extend', 'confirm', 'cancel']);
    expect(shown.events.map((event) => [event.action, event.actor])).toEqual([
      ['requested', 'Guest (website)'],
      ['held as option', staff.email],
      ['option extended', staff.email],
    ]);
    expect(shown.events[1]).toMatchObject({ from_status: 'requested', to_status: 'option', actor_id: staff.userId });
  });

  it('refuses a deadline in the past, too far ahead or unreadable with 400 and the message, and changes nothing', async () => {
    const { db } = database();
    const stay = await insertStay(db, { rentalId: villaA, checkIn: islandDay(110), checkOut: islandDay(115) });
    for (const [value, message] of [
      [until(-2), text.until.past],
      [until(24 * 31), text.until.tooFar],
      ['next tuesday', text.until.invalid],
      ['', text.until.required],
    ] as const) {
      const result = unwrap<DeskActionData>(await act(stay.id, { intent: 'hold', until: value }));
      expect(result.status).toBe(400);
      expect(result.data.result?.error).toEqual({ until: [message] });
    }
    expect(await statusOf(stay.id)).toMatchObject({ status: 'requested', option_expires_at: null });
    expect(await eventCount(stay.id)).toBe(1);
  });

  it('confirms a request after reading the villa’s feeds, saying which feed could not be read', async () => {
    const { db } = database();
    const villa = await insertRental(db, { title: 'Villa Feed', max_guests: 8, min_stay_days: 1 });
    const { rows } = await db.query<{ id: string }>(
      `insert into public.rental_feeds (rental_id, name, url) values ($1, 'Airbnb', 'http://127.0.0.1:9/calendar.ics') returning id`,
      [villa],
    );
    const feedId = rows[0]!.id;
    const stay = await insertStay(db, { rentalId: villa, checkIn: islandDay(120), checkOut: islandDay(125) });

    const confirmed = await act(stay.id, { intent: 'confirm' });
    expect(locationOf(confirmed)).toBe(`/admin/bookings/${stay.id}?done=confirmed&feeds=${feedId}`);
    expect((await statusOf(stay.id)).status).toBe('confirmed');

    const shown = await detail(stay.id, `?done=confirmed&feeds=${feedId}`);
    expect(shown.notice?.feedErrors).toHaveLength(1);
    expect(shown.notice!.feedErrors[0]).toMatch(/^Airbnb feed could not be read: ./);
    expect(shown.actions).toEqual(['cancel']);
  });

  it('declines only once asked and confirmed, and cancels a confirmed stay the same way', async () => {
    const { db } = database();
    const stay = await insertStay(db, { rentalId: villaA, checkIn: islandDay(130), checkOut: islandDay(134) });

    const asked = unwrap<DeskActionData>(await act(stay.id, { intent: 'decline' }));
    expect(asked).toEqual({ status: 200, data: { intent: 'decline', ask: true } });
    expect((await statusOf(stay.id)).status).toBe('requested');

    const declined = await act(stay.id, { intent: 'decline', confirm: 'yes' });
    expect(locationOf(declined)).toBe(`/admin/bookings/${stay.id}?done=declined`);
    expect((await statusOf(stay.id)).status).toBe('declined');

    const booked = await insertStay(db, {
      rentalId: villaA,
      checkIn: islandDay(140),
      checkOut: islandDay(144),
      status: 'confirmed',
    });
    expect(unwrap<DeskActionData>(await act(booked.id, { intent: 'cancel' })).data.ask).toBe(true);
    expect((await statusOf(booked.id)).status).toBe('confirmed');
    expect(locationOf(await act(booked.id, { intent: 'cancel', confirm: 'yes' }))).toBe(
      `/admin/bookings/${booked.id}?done=cancelled`,
    );
    expect((await statusOf(booked.id)).status).toBe('cancelled');
  });

  it('answers a stale action with 409 and what became of the stay', async () => {
    const { db } = database();
    const stay = await insertStay(db, {
      rentalId: villaA,
      checkIn: islandDay(150),
      checkOut: islandDay(154),
      status: 'declined',
    });
    for (const fields of [
      { intent: 'confirm' },
      { intent: 'hold', until: until(24) },
      { intent: 'decline', confirm: 'yes' },
    ] as Record<string, string>[]) {
      const result = unwrap<DeskActionData>(await act(stay.id, fields));
      expect(result.status).toBe(409);
      expect(result.data.error).toBe('This request was already declined.');
    }
    expect(await eventCount(stay.id)).toBe(1);
    // An unknown intent, or a stay that does not exist.
    expect(unwrap(await act(stay.id, { intent: 'explode' })).status).toBe(400);
    const nobody = '00000000-0000-4000-8000-000000000001';
    expect(
      unwrap(
        await post(
          bookingRoute.action as Handler,
          `/admin/bookings/${nobody}`,
          { intent: 'confirm' },
          requestContext(db),
          { id: nobody },
          staff.cookie,
        ),
      ).status,
    ).toBe(404);
  });

  it('refuses to confirm over a confirmed stay with 409 naming it, and changes nothing', async () => {
    const { db } = database();
    const taken = await insertStay(db, {
      rentalId: villaB,
      checkIn: islandDay(162),
      checkOut: islandDay(167),
      status: 'confirmed',
    });
    const request = await insertStay(db, { rentalId: villaB, checkIn: islandDay(160), checkOut: islandDay(165) });

    const shown = await detail(request.id);
    expect(shown.inTheWay.map((stay) => stay.id)).toEqual([taken.id]);

    const refused = unwrap<DeskActionData>(await act(request.id, { intent: 'confirm' }));
    expect(refused.status).toBe(409);
    expect(refused.data.error).toBe(
      `These dates were taken in the meantime by ${taken.reference} (Confirmed, ${formatStayDates(islandDay(162), islandDay(167))}).`,
    );
    expect(refused.data.inTheWay).toEqual([
      expect.objectContaining({ id: taken.id, reference: taken.reference, status: 'confirmed' }),
    ]);
    expect((await statusOf(request.id)).status).toBe('requested');
    expect(await eventCount(request.id)).toBe(1);

    // Holding it as an option is refused the same way.
    const hold = unwrap<DeskActionData>(await act(request.id, { intent: 'hold', until: until(24) }));
    expect(hold.status).toBe(409);
    expect(hold.data.error).toContain(taken.reference);
    expect(await statusOf(request.id)).toMatchObject({ status: 'requested', option_expires_at: null });
  });

  it('counts the dashboard’s pending requests, options ending within 48 hours and arrivals within 14 days', async () => {
    const { db } = database();
    const villa = await insertRental(db, { title: 'Villa Desk', max_guests: 8, min_stay_days: 1 });
    const soon = await insertStay(db, {
      rentalId: villa,
      checkIn: islandDay(20),
      checkOut: islandDay(25),
      status: 'option',
      optionExpiresAt: new Date(Date.now() + 30 * HOUR),
    });
    const later = await insertStay(db, {
      rentalId: villa,
      checkIn: islandDay(26),
      checkOut: islandDay(28),
      status: 'option',
      optionExpiresAt: new Date(Date.now() + 100 * HOUR),
    });
    const arriving = await insertStay(db, {
      rentalId: villa,
      checkIn: islandDay(3),
      checkOut: islandDay(10),
      status: 'confirmed',
    });
    const farOff = await insertStay(db, {
      rentalId: villa,
      checkIn: islandDay(15),
      checkOut: islandDay(18),
      status: 'confirmed',
    });
    const pending = (await q<{ n: number }>(`select count(*)::int as n from stays where status = 'requested'`))[0]!.n;

    const dashboard = (await load(dashboardRoute.loader as Handler, '/admin', context())) as DashboardData;
    expect(dashboard.state).toBe('ready');
    expect(dashboard.desk).not.toBeNull();
    const desk = dashboard.desk!;
    expect(desk.pendingRequests).toBe(pending);
    expect(pending).toBeGreaterThan(0);
    const expiring = desk.expiringOptions.map((stay) => stay.id);
    expect(expiring).toContain(soon.id);
    expect(expiring).not.toContain(later.id);
    expect(desk.expiringOptions.find((stay) => stay.id === soon.id)).toMatchObject({
      rentalTitle: 'Villa Desk',
      reference: soon.reference,
    });
    const arrivals = desk.arrivals.map((stay) => stay.id);
    expect(arrivals).toContain(arriving.id);
    expect(arrivals).not.toContain(farOff.id);
    expect(desk.arrivals.find((stay) => stay.id === arriving.id)).toMatchObject({ nights: 7, guestName: 'Ada Guest' });
  });
});
