import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import '#app/domain/i18n/texts/fr';
import { arrivalTexts } from '#app/domain/booking/texts/arrival';
import * as arrivalAdminRoute from '#app/routes/admin/rental-arrival';
import * as receiptRoute from '#app/routes/public/booking-receipt';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { arrivalQueries } from '#app/server/bookings/arrival-queries.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { ensureSchedule } from '#app/server/payments/stay-payments.server';
import { paymentQueries } from '#app/server/payments/queries.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { postBookingRequest, stayOfReceiptToken } from '#tests/helpers/booking-request';
import { staffRequestContext as deskContext } from '#tests/helpers/booking-desk';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import {
  get,
  insertRental,
  jsonWithoutIdsOrTimes,
  postForm,
  requestContext,
  signInRequest,
  thrownStatus,
  unwrap,
} from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * Arrival on the guest's page (issue 28, item 6; supabase/migrations/…_arrival.sql): the guest gives their
 * arrival details through the page's form (intent 'arrival-details'), which staff read; the villa's arrival
 * information appears only when the stay is confirmed, paid in full and within the villa's days before
 * arrival (14 unless set). Visitors read neither table; a wrong token opens nothing.
 */

type Args = never;
const day = (offset: number) => addDays(islandToday(), offset);

const VALID = {
  intent: 'arrival-details',
  flight: 'tx 510',
  arrivalTime: '14:30',
  guestNames: 'Grace Guest\nAlan Guest',
  conciergeRequests: 'A cot, please.',
};

const ARRIVAL_INFO = {
  address: '12 Chemin de la Pointe, Lurin',
  latitude: 17.8871,
  longitude: -62.8432,
  gate_code: '4711#',
  door_code: '0815',
  wifi_name: 'Villa-Guest',
  wifi_password: 'sunset-2027',
  house_manual: 'The pool is heated.',
  house_manual_fr: 'La piscine est chauffée.',
  concierge_phone: '+590 690 12 34 56',
};

/** A villa whose website requests are 3 nights at $1,000 (the booking request helper's default quote). */
const insertVilla = (db: SqlDatabase, title: string) =>
  insertRental(db, { title, max_guests: 6, min_stay_days: 2, daily_rate: 1000 });

async function setArrivalInfo(db: SqlDatabase, villa: string, days?: number) {
  const values = { ...ARRIVAL_INFO, ...(days ? { days_before_arrival: days } : {}) };
  const columns = Object.keys(values);
  await db.query(
    `insert into public.villa_arrival_info (rental_id, ${columns.join(', ')})
     values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})`,
    [villa, ...Object.values(values)],
  );
}

describe.each(ENGINES)('arrival on the guest’s page on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let staff: Backend;
  let visitor: Backend;

  beforeAll(async () => {
    const { db } = database();
    const userId = await createUser(db, { staff: true, role: 'agent' });
    staff = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` }),
    );
    visitor = createBackend(sqlExecutor(db, { role: 'anon' }));
  });

  /** A website request for `villa` from `offset` days on, for 3 nights; its token. */
  async function requestStay(villa: string, offset: number, locale: 'en' | 'fr' = 'en'): Promise<string> {
    const location = await postBookingRequest(database().db, {
      rentalId: villa,
      checkIn: day(offset),
      checkOut: day(offset + 3),
      email: `arrival-${randomUUID()}@example.com`,
      locale,
    });
    return location.split('/').pop()!;
  }

  /** Staff confirm the stay of `token` and fix its schedule; answers the stay's id. */
  async function confirm(token: string): Promise<string> {
    const stayId = await stayOfReceiptToken(database().db, token);
    expect(await staff.use(bookingQueries).confirm(stayId)).toBe(true);
    await ensureSchedule(staff, stayId);
    return stayId;
  }

  /** Staff record a payment of all the stay still owes today. */
  async function payInFull(stayId: string) {
    const { rows } = await database().db.query<{ outstanding: number }>(
      'select outstanding from public.payment_ledger(public.island_today(), $1)',
      [stayId],
    );
    const outstanding = Number(rows[0]!.outstanding);
    expect(outstanding).toBeGreaterThan(0);
    await staff.use(paymentQueries).recordEntry(stayId, {
      kind: 'payment',
      amount: outstanding,
      receivedOn: day(0),
      method: 'bank-transfer',
      payer: null,
      bankReference: null,
      note: null,
    });
  }

  const path = (villa: string, token: string, locale: 'en' | 'fr' = 'en') =>
    `${locale === 'fr' ? '/fr' : ''}/rentals/${villa}/requests/${token}`;

  type Page = {
    stay: { status: string } | null;
    arrival: {
      details: Record<string, unknown> | null;
      info: { daysBefore: number; shown: boolean; info: Record<string, unknown> | null } | null;
      saved: boolean;
      open: boolean;
    } | null;
  };
  const pageAt = async (villa: string, token: string, search = '', locale: 'en' | 'fr' = 'en') =>
    unwrap<Page>(
      await receiptRoute.loader({
        request: get(`${path(villa, token, locale)}${search}`),
        params: { id: villa, requestId: token },
        context: requestContext(database().db),
      } as Args),
    ).data;

  const post = (villa: string, token: string, fields: Record<string, string>, locale: 'en' | 'fr' = 'en') =>
    receiptRoute.action({
      request: postForm(path(villa, token, locale), fields),
      params: { id: villa, requestId: token },
      context: requestContext(database().db),
    } as Args);

  const detailsRows = async (stayId: string) =>
    (await database().db.query('select * from public.stay_arrival_details where stay_id = $1', [stayId])).rows;

  it('saves the arrival details posted with the page’s form; the page thanks the guest and staff read them', async () => {
    const villa = await insertVilla(database().db, 'Villa Arrivée');
    const token = await requestStay(villa, 40);
    const stayId = await confirm(token);

    const answer = (await post(villa, token, { ...VALID, arrivalDate: day(40) })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(`${path(villa, token)}?arrival=saved#arrival`);

    const page = await pageAt(villa, token, '?arrival=saved');
    expect(page.arrival).toMatchObject({
      saved: true,
      details: {
        flight: 'TX 510',
        arrivalDate: day(40),
        arrivalTime: '14:30',
        guestNames: 'Grace Guest\nAlan Guest',
        conciergeRequests: 'A cot, please.',
      },
    });
    expect(await staff.use(arrivalQueries).stayArrivalDetails(stayId)).toMatchObject({
      flight: 'TX 510',
      arrival_date: day(40),
      guest_names: 'Grace Guest\nAlan Guest',
    });

    // Editable again until check-in: a second save replaces the first (one row per stay).
    await post(villa, token, { ...VALID, flight: '', arrivalDate: day(39), conciergeRequests: '' });
    expect(await detailsRows(stayId)).toHaveLength(1);
    expect(await staff.use(arrivalQueries).stayArrivalDetails(stayId)).toMatchObject({
      flight: null,
      arrival_date: day(39),
      concierge_requests: null,
    });

    // The history: the guest's words recorded as changed, without their values.
    const { rows: history } = await database().db.query<{ action: string; actor_kind: string; changes: object }>(
      `select action, actor_kind, changes from public.audit_events
        where table_name = 'stay_arrival_details' and subject_id = $1 order by id`,
      [stayId],
    );
    expect(history.map((entry) => entry.action)).toEqual(['insert', 'update']);
    expect(history[0]).toMatchObject({ actor_kind: 'visitor', changes: { guest_names: { hidden: true } } });
    expect(JSON.stringify(history)).not.toContain('Grace Guest');
    expect(JSON.stringify(history)).not.toContain('A cot');
  });

  it('takes arrival details until the day of check-in; from the day after, the page offers no form and says why', async () => {
    const { db } = database();
    const villa = await insertVilla(db, 'Villa Commencée');
    const token = await requestStay(villa, 30);
    const stayId = await confirm(token);
    expect((await pageAt(villa, token)).arrival?.open).toBe(true);
    const move = (checkIn: number) =>
      db.query('update public.stays set check_in = $2, check_out = $3 where id = $1', [
        stayId,
        day(checkIn),
        day(checkIn + 3),
      ]);
    // Arriving today: still open on the day.
    await move(0);
    expect((await pageAt(villa, token)).arrival?.open).toBe(true);
    // Arrived yesterday: closed, and the database refuses a form posted all the same.
    await move(-1);
    expect((await pageAt(villa, token)).arrival?.open).toBe(false);
    const refused = unwrap<{ result: { error: Record<string, string[]> } }>(
      await post(villa, token, { ...VALID, arrivalDate: day(-1) }),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.result.error['']).toEqual([arrivalTexts.en.closed]);
    expect(await detailsRows(stayId)).toEqual([]);
  });

  it('refuses bad input with messages next to the fields, keeps what was typed and records nothing', async () => {
    const villa = await insertVilla(database().db, 'Villa Refus');
    const token = await requestStay(villa, 50);
    const stayId = await confirm(token);

    const refused = unwrap<{ intent: string; result: { error: Record<string, string[]>; initialValue: object } }>(
      await post(villa, token, { ...VALID, arrivalDate: day(50), arrivalTime: '25:99', guestNames: '' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.intent).toBe('arrival-details');
    expect(refused.data.result.error).toMatchObject({
      arrivalTime: ['Enter a time such as 14:30'],
      guestNames: ['Enter the names of the guests'],
    });
    expect(refused.data.result.initialValue).toMatchObject({ flight: 'tx 510', conciergeRequests: 'A cot, please.' });

    // A day far from the stay is the database's refusal, next to the date.
    const far = unwrap<{ result: { error: Record<string, string[]> } }>(
      await post(villa, token, { ...VALID, arrivalDate: day(20) }),
    );
    expect(far.status).toBe(400);
    expect(far.data.result.error.arrivalDate?.[0]).toMatch(/close to your stay/);
    expect(await detailsRows(stayId)).toHaveLength(0);

    // In French, the messages are French.
    const french = unwrap<{ result: { error: Record<string, string[]> } }>(
      await post(villa, token, { ...VALID, arrivalDate: day(50), arrivalTime: '' }, 'fr'),
    );
    expect(french.data.result.error.arrivalTime).toEqual(['Indiquez votre heure d’arrivée']);
  });

  it('answers 404 to a wrong token or another villa’s address, and saves nothing', async () => {
    const { db } = database();
    const villa = await insertVilla(db, 'Villa Jeton');
    const other = await insertVilla(db, 'Villa Autre');
    const token = await requestStay(villa, 60);
    const stayId = await confirm(token);
    const fields = { ...VALID, arrivalDate: day(60) };
    expect(await thrownStatus(() => post(villa, `${token.slice(0, -2)}xx`, fields))).toBe(404);
    expect(await thrownStatus(() => post(other, token, fields))).toBe(404);
    expect(await detailsRows(stayId)).toHaveLength(0);
    // Nor can the database function be called with another token.
    expect(await visitor.use(arrivalQueries).saveArrivalDetails('y'.repeat(43), fields as never)).toBe('not-found');
  });

  it('shows the arrival information only when paid in full, from 14 days before arrival', async () => {
    const { db } = database();
    const villa = await insertVilla(db, 'Villa Codes');
    await setArrivalInfo(db, villa);

    // 14 days before arrival, confirmed but not paid in full: when it will appear, nothing more.
    const soon = await requestStay(villa, 14);
    const soonId = await confirm(soon);
    const before = await pageAt(villa, soon);
    expect(before.arrival?.info).toEqual({ daysBefore: 14, shown: false, info: null });
    expect(JSON.stringify(before)).not.toContain('4711#');

    await payInFull(soonId);
    const paid = await pageAt(villa, soon);
    expect(paid.arrival?.info).toMatchObject({
      shown: true,
      info: {
        address: ARRIVAL_INFO.address,
        latitude: ARRIVAL_INFO.latitude,
        gateCode: '4711#',
        doorCode: '0815',
        wifiName: 'Villa-Guest',
        wifiPassword: 'sunset-2027',
        houseManual: 'The pool is heated.',
        houseManualFr: 'La piscine est chauffée.',
        conciergePhone: '+590 690 12 34 56',
      },
    });

    // 15 days before arrival, paid in full: not yet (another villa with the same information: the dates overlap).
    const sameInfo = await insertVilla(db, 'Villa Codes Deux');
    await setArrivalInfo(db, sameInfo);
    const later = await requestStay(sameInfo, 15);
    await payInFull(await confirm(later));
    expect((await pageAt(sameInfo, later)).arrival?.info).toEqual({ daysBefore: 14, shown: false, info: null });
    // The injected clock (the database's owner may name the day): from 14 days before until check-out.
    const asOwner = async (token: string, today: CalendarDate) =>
      (
        await db.query<{ value: { shown: boolean } }>('select public.guest_arrival_info($1, $2) as value', [
          token,
          today,
        ])
      ).rows[0]!.value;
    expect((await asOwner(later, day(1))).shown).toBe(true); // 14 days before
    expect((await asOwner(later, day(18))).shown).toBe(true); // check-out day
    expect((await asOwner(later, day(19))).shown).toBe(false); // after the stay
    // A visitor naming another day is held to today's.
    expect((await visitor.use(arrivalQueries).guestArrivalInfo(later, day(1)))?.shown).toBe(false);
  });

  it('follows the villa’s own setting: 7 days before arrival, hidden at 10', async () => {
    const { db } = database();
    const villa = await insertVilla(db, 'Villa Sept');
    await setArrivalInfo(db, villa, 7);
    const token = await requestStay(villa, 10);
    await payInFull(await confirm(token));
    expect((await pageAt(villa, token)).arrival?.info).toEqual({ daysBefore: 7, shown: false, info: null });
    const { rows } = await db.query<{ value: { shown: boolean } }>(
      'select public.guest_arrival_info($1, $2) as value',
      [token, day(3)],
    );
    expect(rows[0]!.value.shown).toBe(true);
  });

  it('lets no visitor read or write the arrival tables; staff read and set them', async () => {
    const { db } = database();
    const villa = await insertVilla(db, 'Villa Privée');
    await setArrivalInfo(db, villa);
    await expect(visitor.use(arrivalQueries).villaArrivalInfo(villa)).rejects.toMatchObject({ code: 'permission' });
    await expect(visitor.use(arrivalQueries).stayArrivalDetails(randomUUID())).rejects.toMatchObject({
      code: 'permission',
    });
    await expect(
      visitor.use(arrivalQueries).saveVillaArrivalInfo(villa, { daysBeforeArrival: 1, gateCode: '0000' }),
    ).rejects.toMatchObject({ code: 'permission' });

    expect(await staff.use(arrivalQueries).villaArrivalInfo(villa)).toMatchObject({ gate_code: '4711#' });
    await staff.use(arrivalQueries).saveVillaArrivalInfo(villa, { daysBeforeArrival: 10, gateCode: '9999' });
    expect(await staff.use(arrivalQueries).villaArrivalInfo(villa)).toMatchObject({
      gate_code: '9999',
      door_code: null,
      days_before_arrival: 10,
    });
    // The history says the codes changed, never what they are.
    const { rows } = await db.query<{ changes: object }>(
      `select changes from public.audit_events where table_name = 'villa_arrival_info' and subject_id = $1`,
      [villa],
    );
    expect(rows[0]!.changes).toMatchObject({ gate_code: { hidden: true }, door_code: { hidden: true } });
    expect(jsonWithoutIdsOrTimes(rows)).not.toMatch(/9999|4711|0815|sunset/);
  });
});

describe.each(ENGINES)('a villa’s arrival information page on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const email = `concierge-${engine}@example.com`;
  let cookie = '';
  let userId = '';

  beforeAll(async () => {
    userId = (await upsertStaffAccount(database().db, email, 'correct-horse-battery-staple')).userId;
    // An agent (another member stays the owner the database insists on).
    await createUser(database().db, { staff: true, role: 'owner' });
    await database().db.query(`update public.staff_members set role = 'agent' where user_id = $1`, [userId]);
    const result = await signInWithSecondFactor(
      signInRequest(`192.0.2.${engine === 'pglite' ? 60 : 61}`),
      email,
      'correct-horse-battery-staple',
    );
    if (!result.ok) throw new Error(result.message);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
  });

  /** The context the admin layout's middleware gives a signed-in agent. */
  const staffRequestContext = () => deskContext(database().db, { userId, email }, 'agent');
  const page = `/admin/rentals/:id/arrival`;
  const load = async (villa: string, search = '') =>
    unwrap<Awaited<ReturnType<typeof arrivalAdminRoute.loader>>>(
      await arrivalAdminRoute.loader({
        request: get(`${page.replace(':id', villa)}${search}`),
        params: { id: villa },
        context: staffRequestContext(),
      } as Args),
    ).data;
  const save = (villa: string, fields: Record<string, string>) =>
    arrivalAdminRoute
      .action({
        request: postForm(page.replace(':id', villa), fields, { Cookie: cookie }),
        params: { id: villa },
        context: staffRequestContext(),
      } as Args)
      .catch((thrown: unknown) => thrown);

  it('lets an agent set it with the form; a refused form keeps what was typed and saves nothing', async () => {
    const villa = await insertVilla(database().db, 'Villa Conciergerie');
    expect((await load(villa)).values).toMatchObject({ gateCode: '', daysBeforeArrival: 14 });

    const refused = unwrap<{ result: { error: Record<string, string[]>; initialValue: object } }>(
      await save(villa, { gateCode: '1234', latitude: '17.9', daysBeforeArrival: '0' }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.data.result.error).sort()).toEqual(['daysBeforeArrival', 'longitude']);
    expect(refused.data.result.initialValue).toMatchObject({ gateCode: '1234' });
    expect(
      await database().db.query('select 1 from public.villa_arrival_info where rental_id = $1', [villa]),
    ).toMatchObject({
      rows: [],
    });

    const saved = (await save(villa, {
      address: '12 Chemin de la Pointe',
      latitude: '17.8871',
      longitude: '-62.8432',
      gateCode: '4711#',
      wifiPassword: 'sunset-2027',
      houseManual: 'The pool is heated.',
      houseManualFr: 'La piscine est chauffée.',
      conciergePhone: '+590 690 12 34 56',
      daysBeforeArrival: '7',
    })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get('Location')).toBe(`/admin/rentals/${villa}/arrival?done=saved`);
    const shown = await load(villa, '?done=saved');
    expect(shown.notice).toBe('Arrival information saved.');
    expect(shown.values).toMatchObject({ gateCode: '4711#', latitude: 17.8871, daysBeforeArrival: 7, doorCode: '' });
  });
});

describe('the guest’s arrival section, rendered', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();

  it('is in French on the French page, and says when the arrival information will appear', async () => {
    const { db } = database();
    const villa = await insertVilla(db, 'Villa Française');
    const location = await postBookingRequest(db, {
      rentalId: villa,
      checkIn: day(30),
      checkOut: day(33),
      email: `fr-${randomUUID()}@example.com`,
      locale: 'fr',
    });
    const token = location.split('/').pop()!;
    const userId = await createUser(db, { staff: true, role: 'agent' });
    const staff = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` }),
    );
    const stayId = await stayOfReceiptToken(db, token);
    expect(await staff.use(bookingQueries).confirm(stayId)).toBe(true);
    await ensureSchedule(staff, stayId);

    const french = await (await render(`/fr/rentals/${villa}/requests/${token}`)).text();
    expect(french).toContain('Votre arrivée');
    expect(french).toContain('Noms des voyageurs');
    expect(french).toContain('Vos informations d’arrivée apparaîtront ici 14\u00a0jours avant votre arrivée');
    expect(french).not.toContain('Your arrival');

    const english = await (await render(`/rentals/${villa}/requests/${token}`)).text();
    expect(english).toContain(
      'Your arrival information will appear here 14 days before arrival, once your stay is paid in full.',
    );
    expect(english).toContain('name="intent" value="arrival-details"');
  });
});
