import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { BackendError } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { insertRental } from '#tests/helpers/fixtures';

/**
 * What the database itself guarantees about bookings, on PGlite and PostgreSQL: no double booking even under
 * concurrent confirms, visitors' limits (busy dates yes, guest details no, only requests), options that
 * expire, only sensible status changes, a history record for every change, seasons that never overlap.
 */

const today = islandToday();
const day = (offset: number): CalendarDate => addDays(today, offset);

async function refusal(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

const request = (
  rentalId: string,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  overrides: Record<string, unknown> = {},
) => ({
  id: randomUUID(),
  rentalId,
  checkIn,
  checkOut,
  guests: 2,
  name: 'Grace Guest',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  message: 'We would love to come.',
  addOns: ['private-chef'],
  // What the form's post derives (app/server/bookings/private-links.server.ts submissionSecret): the same post again
  // presents it.
  requestKey: `${randomUUID()}${randomUUID()}`,
  ...overrides,
});

describe.each(ENGINES)('bookings in the database on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let staff: Backend;
  let visitor: Backend;
  let rentalId: string;
  let draftRentalId: string;

  beforeAll(async () => {
    const { db } = database();
    const userId = await createUser(db, { staff: true });
    staff = createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: 'desk@example.com' }));
    visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    rentalId = await insertRental(db, { title: 'Villa Test', max_guests: 6, min_stay_days: 1 });
    draftRentalId = await insertRental(db, { title: 'Villa Draft', status: 'draft' });
  });

  it('takes a visitor’s booking request, lists it in the inbox and records who sent it', async () => {
    const { db } = database();
    const input = request(rentalId, day(30), day(37));
    const first = await visitor.createBookingRequest(input);
    expect(first).toEqual({ duplicate: false, receiptToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    // Posted twice (a double click, a retry): stored once, and the second post has a working link of its own.
    const second = await visitor.createBookingRequest(input);
    expect(second).toEqual({ duplicate: true, receiptToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(second.receiptToken).not.toBe(first.receiptToken);
    for (const token of [first.receiptToken!, second.receiptToken!]) {
      expect((await visitor.getBookingReceipt(token))?.reference).toMatch(/^IE-[0-9A-F]{8}$/);
    }
    // The same id without the form's request key (someone who learnt the id) is no duplicate to link.
    expect(await visitor.createBookingRequest({ ...input, requestKey: `${randomUUID()}${randomUUID()}` })).toEqual({
      duplicate: true,
      receiptToken: null,
    });

    const stay = await staff.getStay(input.id);
    expect(stay).toMatchObject({
      status: 'requested',
      source: 'website',
      guest_name: 'Grace Guest',
      guests: 2,
      add_ons: ['private-chef'],
    });
    expect(stay!.check_in).toBe(day(30));
    expect(stay!.reference).toMatch(/^IE-[0-9A-F]{8}$/);

    const { rows: inquiries } = await db.query<{ source: string; stay_id: string; message: string; read: boolean }>(
      'select source, stay_id, message, read from public.inquiries where stay_id = $1',
      [input.id],
    );
    expect(inquiries).toHaveLength(1);
    expect(inquiries[0]).toMatchObject({ source: 'booking', read: false });
    expect(inquiries[0]!.message).toContain(stay!.reference);
    expect(inquiries[0]!.message).toContain('7 nights');

    const events = await staff.listStayEvents(input.id);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'requested',
        actor: 'Guest (website)',
        actor_id: null,
        to_status: 'requested',
      }),
    ]);
  });

  it('refuses visitors anything but a request for a published villa within its guests', async () => {
    const { db } = database();
    await refusal(visitor.createBookingRequest(request(draftRentalId, day(40), day(45))));
    await refusal(visitor.createBookingRequest(request(rentalId, day(40), day(45), { guests: 7 })));
    await refusal(visitor.createBookingRequest(request(rentalId, day(-3), day(2))));
    // A visitor cannot write an option or a block, nor read a stay's details.
    const anon = sqlExecutor(db, ANONYMOUS);
    const asOption = await refusal(
      anon.run({
        kind: 'insert',
        table: 'stays',
        values: {
          rental_id: rentalId,
          check_in: day(50),
          check_out: day(55),
          status: 'option',
          source: 'staff',
          option_expires_at: new Date().toISOString(),
        },
      }),
    );
    expect(asOption.code).toBe('permission');
    const readDetails = await refusal(
      anon.run({ kind: 'select', table: 'stays', columns: ['guest_name'], range: { from: 0, to: 0 } }),
    );
    expect(readDetails.code).toBe('permission');
    await refusal(
      anon.run({
        kind: 'update',
        table: 'stays',
        values: { status: 'confirmed' },
        where: [{ op: 'eq', column: 'rental_id', value: rentalId }],
      }),
    );
  });

  it('shows visitors the busy dates of published villas, and nothing more', async () => {
    const blockId = await staff.createBlock({
      rentalId,
      checkIn: day(60),
      checkOut: day(64),
      kind: 'homeowner-block',
      note: 'Owner family',
    });
    const draftBlock = await staff.createBlock({
      rentalId: draftRentalId,
      checkIn: day(60),
      checkOut: day(64),
      kind: 'maintenance',
      note: null,
    });
    expect(blockId).toBeTruthy();
    expect(draftBlock).toBeTruthy();
    const busy = await visitor.listBusyDates(rentalId, day(55), day(70));
    expect(busy).toEqual([{ checkIn: day(60), checkOut: day(64) }]);
    // The requested stay of the first test is not busy; the draft villa's block is not shown.
    expect(await visitor.listBusyDates(rentalId, day(30), day(37))).toEqual([]);
    expect(await visitor.listBusyDates(draftRentalId, day(55), day(70))).toEqual([]);
  });

  it('never lets two options, confirmed stays or blocks share a night', async () => {
    const overlap = await refusal(
      staff.createBlock({ rentalId, checkIn: day(63), checkOut: day(66), kind: 'maintenance', note: null }),
    );
    expect(overlap.code).toBe('overlap');
    // The check-out day of one is the check-in day of the next (turnover): allowed.
    expect(
      await staff.createBlock({ rentalId, checkIn: day(64), checkOut: day(66), kind: 'maintenance', note: 'Pool' }),
    ).toBeTruthy();
  });

  it('lets exactly one of two concurrent confirms of overlapping requests win', async () => {
    const first = request(rentalId, day(80), day(87));
    const second = request(rentalId, day(84), day(90));
    await visitor.createBookingRequest(first);
    await visitor.createBookingRequest(second);
    const outcomes = await Promise.allSettled([staff.confirm(first.id), staff.confirm(second.id)]);
    const won = outcomes.filter((o) => o.status === 'fulfilled' && o.value === true);
    const lost = outcomes.filter((o) => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(((lost[0] as PromiseRejectedResult).reason as BackendError).code).toBe('overlap');
    const statuses = [(await staff.getStay(first.id))!.status, (await staff.getStay(second.id))!.status];
    expect([...statuses].sort()).toEqual(['confirmed', 'requested']);
    // The page can say which stay is in the way. Either confirm may win the race: the loser is the one still
    // requested.
    const loser = statuses[0] === 'confirmed' ? second : first;
    const [inTheWay] = await staff.staysInTheWay(rentalId, loser.checkIn, loser.checkOut, loser.id);
    expect(inTheWay?.status).toBe('confirmed');
  });

  it('holds options until their deadline, then releases their dates by itself', async () => {
    const held = request(rentalId, day(100), day(105));
    const rival = request(rentalId, day(102), day(108));
    await visitor.createBookingRequest(held);
    await visitor.createBookingRequest(rival);
    expect(await staff.holdAsOption(held.id, new Date(Date.now() + 72 * 3_600_000))).toBe(true);
    expect(await visitor.listBusyDates(rentalId, day(100), day(105))).toEqual([
      { checkIn: day(100), checkOut: day(105) },
    ]);
    expect((await refusal(staff.confirm(rival.id))).code).toBe('overlap');

    // The deadline passes: visitors see the dates free at once; the next expiry run records it.
    expect(await staff.extendOption(held.id, new Date(Date.now() - 1_000))).toBe(true);
    expect(await visitor.listBusyDates(rentalId, day(100), day(105))).toEqual([]);
    expect(await visitor.expireOptions()).toBeGreaterThanOrEqual(1);
    expect((await staff.getStay(held.id))!.status).toBe('expired');
    expect(await staff.confirm(rival.id)).toBe(true);

    const actions = (await staff.listStayEvents(held.id)).map((event) => [event.action, event.actor]);
    expect(actions).toEqual([
      ['requested', 'Guest (website)'],
      ['held as option', 'desk@example.com'],
      ['option extended', 'desk@example.com'],
      ['expired', 'System (option deadline passed)'],
    ]);
  });

  it('allows only the changes a booking desk makes', async () => {
    const { db } = database();
    const stay = request(rentalId, day(120), day(125));
    await visitor.createBookingRequest(stay);
    expect(await staff.decline(stay.id)).toBe(true);
    // Declined is final: the port refuses, and so does the database when asked directly.
    expect(await staff.confirm(stay.id)).toBe(false);
    const userId = await createUser(db, { staff: true });
    const direct = await refusal(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId }).run({
        kind: 'update',
        table: 'stays',
        values: { status: 'confirmed' },
        where: [{ op: 'eq', column: 'id', value: stay.id }],
      }),
    );
    expect(direct.code).toBe('constraint');
  });

  it('refuses overlapping seasons', async () => {
    const season = {
      name: 'High',
      startDate: day(200),
      endDate: day(260),
      nightlyRate: 2000,
      minNights: 7,
      arrivalDays: [6],
      festive: false,
    };
    const id = await staff.saveSeason(rentalId, null, season);
    expect(
      (
        await refusal(
          staff.saveSeason(rentalId, null, { ...season, name: 'Festive', startDate: day(260), endDate: day(280) }),
        )
      ).code,
    ).toBe('overlap');
    await staff.saveSeason(rentalId, null, {
      ...season,
      name: 'Festive',
      startDate: day(261),
      endDate: day(280),
      festive: true,
    });
    expect((await visitor.listSeasons(rentalId)).map((s) => [s.name, s.arrivalDays])).toEqual([
      ['High', [6]],
      ['Festive', [6]],
    ]);
    expect(await staff.deleteSeason(rentalId, id)).toBe(true);
  });

  it('gives a guest their receipt by its link’s token, without their details, and nothing by the request’s id', async () => {
    const input = request(rentalId, day(140), day(147));
    const { receiptToken } = await visitor.createBookingRequest(input);
    const receipt = await visitor.getBookingReceipt(receiptToken!);
    // The database's own quote: 7 nights at $800, Sint Maarten's 5% tax.
    expect(receipt).toMatchObject({
      rental_title: 'Villa Test',
      check_in: day(140),
      guests: 2,
      quote: { nights: 7, accommodation: 5600, total: 5880 },
    });
    expect(Object.keys(receipt!)).not.toContain('guest_email');
    expect(Object.keys(receipt!)).not.toContain('id');
    expect(await visitor.getBookingReceipt(input.id)).toBeNull();
    expect(
      await visitor.getBookingReceipt(`${receiptToken!.slice(0, -1)}${receiptToken!.endsWith('A') ? 'B' : 'A'}`),
    ).toBeNull();
  });

  it('exports a villa’s calendar only with its token', async () => {
    const token = await staff.getCalendarToken(rentalId);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const exported = await visitor.exportCalendar(rentalId, token!);
    expect(exported?.title).toBe('Villa Test');
    expect(exported?.stays.map((s) => [s.checkIn, s.checkOut])).toContainEqual([day(60), day(64)]);
    expect(await visitor.exportCalendar(rentalId, 'not-the-token')).toBeNull();
    expect(await staff.rotateCalendarToken(rentalId, 'f'.repeat(64))).toBe(true);
    expect(await visitor.exportCalendar(rentalId, token!)).toBeNull();
  });

  it('applies a feed’s events: adds, moves, removes, reports collisions, never touches our stays', async () => {
    const { db } = database();
    const villa = await insertRental(db, { title: 'Villa Feed' });
    const feedId = await staff.addFeed(villa, 'Airbnb', 'https://www.airbnb.com/calendar/ical/1.ics?s=abc');
    const ours = request(villa, day(20), day(25));
    await visitor.createBookingRequest(ours);
    await staff.confirm(ours.id);

    const first = await staff.syncFeedEvents(feedId, [
      { uid: 'a@airbnb.com', checkIn: day(10), checkOut: day(14), summary: 'Reserved' },
      { uid: 'b@airbnb.com', checkIn: day(30), checkOut: day(33), summary: 'Reserved' },
      { uid: 'clash@airbnb.com', checkIn: day(22), checkOut: day(27), summary: 'Reserved' },
    ]);
    expect(first).toEqual({ events: 3, added: 2, updated: 0, removed: 0, conflicts: 1 });
    const conflict = (await staff.listRentalStays(villa, day(0), day(60))).find(
      (s) => s.external_uid === 'clash@airbnb.com',
    );
    expect(conflict).toMatchObject({ status: 'conflict', conflict_with: ours.id });

    // b moved, a gone, the clash still there; nothing changes for the website stay.
    const second = await staff.syncFeedEvents(feedId, [
      { uid: 'b@airbnb.com', checkIn: day(31), checkOut: day(35), summary: 'Reserved' },
      { uid: 'clash@airbnb.com', checkIn: day(22), checkOut: day(27), summary: 'Reserved' },
    ]);
    expect(second).toEqual({ events: 2, added: 0, updated: 1, removed: 1, conflicts: 1 });
    const stays = await staff.listRentalStays(villa, day(0), day(60));
    expect(stays.map((s) => [s.source, s.status, s.check_in, s.check_out])).toEqual([
      ['website', 'confirmed', day(20), day(25)],
      ['feed', 'conflict', day(22), day(27)],
      ['feed', 'blocked', day(31), day(35)],
    ]);
    expect((await staff.getFeed(feedId))?.last_event_count).toBe(2);

    // Our stay cancelled: the next sync turns the collision into a plain block.
    await staff.cancel(ours.id);
    const third = await staff.syncFeedEvents(feedId, [
      { uid: 'clash@airbnb.com', checkIn: day(22), checkOut: day(27), summary: 'Reserved' },
    ]);
    expect(third).toMatchObject({ updated: 1, removed: 1, conflicts: 0 });

    // Visitors may not sync; the service role (the background job) may.
    expect((await refusal(visitor.syncFeedEvents(feedId, []))).code).toBe('permission');
    const service = createBackend(sqlExecutor(db, { role: 'service_role', name: 'iCal sync job' }));
    expect(await service.syncFeedEvents(feedId, [])).toMatchObject({ removed: 1 });
  });
});
