import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { priceStay, rentalPricing, stayRefusals } from '#app/domain/booking/quote';
import type { Season } from '#app/domain/booking/seasons';
import { DEFAULT_BOOKING_TERMS, type BookingTerms } from '#app/domain/booking/terms';
import { ISLANDS } from '#app/domain/constants';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { BackendError } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { SqlClient, SqlDatabase } from '#app/server/db/sql-database.server';
import { ENGINES, createUser } from '#tests/helpers/databases';
import { insertRental } from '#tests/helpers/fixtures';
import { openSupabaseLikeDatabase } from '#tests/helpers/supabase-like';

/**
 * Booking requests from visitors go through one database function (issue 25, item 6): on a database laid out
 * like a Supabase project (its default privileges granting everything to the API roles), `anon` — anyone with
 * the public anon key — can no longer write a stay, forged quote or not; `request_booking` checks the rules,
 * prices the stay itself and refuses a total that is not the price. And the database's price is the quote
 * engine's: `booking_quote` and `booking_refusals` agree with priceStay and stayRefusals on random villas,
 * seasons, terms and stays.
 */

const today = islandToday();
const day = (offset: number): CalendarDate => addDays(today, offset);

/** Runs `sql` as an API role with its JWT claims, as PostgREST does; resolves to the error it raised, if any. */
async function asRole(db: SqlDatabase, role: 'anon' | 'authenticated', sql: string, params: unknown[] = []) {
  const userId = role === 'authenticated' ? await createUser(db, { staff: false }) : '';
  return db
    .transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`,
        [role, JSON.stringify(role === 'anon' ? { role } : { role, sub: userId }), userId],
      );
      await tx.query(sql, params);
      return null;
    })
    .catch((error: { code?: string; message?: string }) => error);
}

async function refusal(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

describe.each(ENGINES)('booking requests on a Supabase-like database (%s)', (engine) => {
  let db: SqlDatabase;
  let close: () => Promise<void>;
  let visitor: Backend;
  let villa: string;
  let draft: string;

  beforeAll(async () => {
    ({ db, close } = await openSupabaseLikeDatabase(engine));
    visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    // 2 nights minimum, up to 4 guests, $1,000 a night outside its season, Saint-Barthélemy's 5% tax.
    villa = await insertRental(db, {
      title: 'Villa Honnête',
      daily_rate: 1000,
      min_stay_days: 2,
      max_guests: 4,
      island: 'Saint Barthélemy',
    });
    draft = await insertRental(db, { title: 'Villa Brouillon', status: 'draft' });
    // A season with Saturday arrivals and a week's minimum.
    await db.query(
      `insert into public.rental_seasons (rental_id, name, start_date, end_date, nightly_rate, min_nights, arrival_days)
       values ($1, 'High', $2, $3, 2000, 7, '{6}')`,
      [villa, day(200), day(260)],
    );
  });
  afterAll(() => close?.());

  const request = (overrides: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    rentalId: villa,
    checkIn: day(30),
    checkOut: day(33),
    guests: 2,
    name: 'Mallory',
    email: `mallory-${randomUUID()}@example.com`,
    phone: null,
    message: null,
    addOns: [],
    ...overrides,
  });
  const stays = async () =>
    Number((await db.query<{ n: number }>('select count(*)::int as n from public.stays')).rows[0]!.n);

  it('gives anon no privilege on stays at all, and no policy lets a visitor or a signed-in stranger write one', async () => {
    const { rows } = await db.query<{ privileges: boolean[]; columns: boolean }>(
      `select array[has_table_privilege('anon', 'public.stays', 'INSERT'), has_table_privilege('anon', 'public.stays', 'UPDATE'),
                    has_table_privilege('anon', 'public.stays', 'DELETE'), has_table_privilege('anon', 'public.stays', 'SELECT')]
                as privileges,
              has_any_column_privilege('anon', 'public.stays', 'INSERT') as columns`,
    );
    expect(rows[0]).toEqual({ privileges: [false, false, false, false], columns: false });

    const before = await stays();
    // What the anon key allowed before: a website request with a forged total, straight into the table.
    const forged = `insert into public.stays (rental_id, check_in, check_out, guest_name, guest_email, guests, quote)
                    values ($1, $2, $3, 'Mallory', 'mallory@example.com', 2, '{"total": 1}')`;
    expect(await asRole(db, 'anon', forged, [villa, day(40), day(43)])).toMatchObject({ code: '42501' });
    // A signed-in user who is not staff (a Supabase sign-up) is refused by row level security.
    expect(await asRole(db, 'authenticated', forged, [villa, day(40), day(43)])).toMatchObject({ code: '42501' });
    expect(await stays()).toBe(before);
  });

  it('is a security definer function with an empty search_path, the one way anon stores a request', async () => {
    const { rows } = await db.query<{ definer: boolean; config: string[]; anon: boolean; staffOnly: boolean }>(
      `select p.prosecdef as definer, p.proconfig as config,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              not has_function_privilege('anon', 'public.issue_booking_receipt_link(uuid, text)', 'execute') as "staffOnly"
         from pg_proc p where p.oid = 'public.request_booking'::regproc`,
    );
    expect(rows[0]).toEqual({ definer: true, config: ['search_path=""'], anon: true, staffOnly: true });
    const helpers = await db.query<{ quote: boolean; refusals: boolean }>(
      `select has_function_privilege('anon', 'public.booking_quote(uuid, date, date, integer, date)', 'execute') as quote,
              has_function_privilege('anon', 'public.booking_refusals(uuid, date, date, integer, date)', 'execute') as refusals`,
    );
    expect(helpers.rows[0]).toEqual({ quote: false, refusals: false });
  });

  it('refuses a forged total and stores the database’s own quote for the right one', async () => {
    const before = await stays();
    // 3 nights at $1,000 and 5% tax: $3,150.
    const forged = await refusal(visitor.createBookingRequest(request({ quotedTotal: 1 })));
    expect(forged.code).toBe('constraint');
    expect(forged.message).toContain('booking_request_price');
    // The same through PostgREST's door, as the anon key would call it directly.
    const direct = await asRole(
      db,
      'anon',
      `select public.request_booking(p_id => $1, p_request_key => $2, p_receipt_digest => $3, p_rental_id => $4,
         p_check_in => $5, p_check_out => $6, p_guests => 2, p_name => 'Mallory', p_email => 'm@example.com',
         p_phone => null, p_message => null, p_add_ons => '{}', p_locale => 'en', p_quoted_total => 10)`,
      [randomUUID(), 'k'.repeat(43), 'a'.repeat(64), villa, day(30), day(33)],
    );
    expect(direct).toMatchObject({ code: '23514' });
    expect(await stays()).toBe(before);

    const stored = request();
    const { duplicate, receiptToken } = await visitor.createBookingRequest({ ...stored, quotedTotal: 3150 });
    expect({ duplicate, linked: receiptToken !== null }).toEqual({ duplicate: false, linked: true });
    const { rows } = await db.query<{ quote: { total: number; lines: unknown[] } }>(
      'select quote from public.stays where id = $1',
      [stored.id],
    );
    expect(rows[0]!.quote).toMatchObject({ total: 3150, accommodation: 3000, lines: [{ nights: 3, rate: 1000 }] });
  });

  it('refuses what the rules refuse: an unpublished villa, the past, too short, the wrong arrival day, too many guests, taken dates', async () => {
    await db.query(
      `insert into public.stays (rental_id, check_in, check_out, status, source) values ($1, $2, $3, 'blocked', 'maintenance')`,
      [villa, day(100), day(105)],
    );
    const saturday = (() => {
      let date = day(210);
      while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) date = addDays(date, 1);
      return date;
    })();
    const cases: [Record<string, unknown>, string][] = [
      [{ rentalId: draft }, 'not_published'],
      [{ checkIn: day(-3), checkOut: day(1) }, 'in_past'],
      [{ checkIn: day(30), checkOut: day(31) }, 'too_short'],
      [{ checkIn: addDays(saturday, 1), checkOut: addDays(saturday, 8) }, 'arrival_day'],
      [{ guests: 5 }, 'too_many_guests'],
      [{ checkIn: day(102), checkOut: day(107) }, 'not_free'],
    ];
    for (const [overrides, code] of cases) {
      const error = await refusal(visitor.createBookingRequest(request(overrides)));
      expect(error.message, code).toContain(`booking_request_rules`);
      expect(error.message, code).toContain(code);
    }
    // A Saturday arrival for the season's week is fine.
    await visitor.createBookingRequest(request({ checkIn: saturday, checkOut: addDays(saturday, 7) }));
  });

  it('limits the requests one address sends in a day, whoever calls', async () => {
    const email = `burst-${randomUUID()}@example.com`;
    for (let i = 0; i < 10; i++) {
      await visitor.createBookingRequest(request({ email, checkIn: day(300 + i * 3), checkOut: day(302 + i * 3) }));
    }
    const error = await refusal(
      visitor.createBookingRequest(request({ email: email.toUpperCase(), checkIn: day(340), checkOut: day(342) })),
    );
    expect(error.message).toContain('booking_requests_per_email');
  });

  it('prices and refuses stays exactly as the quote engine does, on random villas, seasons, terms and stays', async () => {
    const samples = fc.sample(
      fc.record({
        dailyRate: fc.integer({ min: 0, max: 20_000 }),
        minStay: fc.integer({ min: 1, max: 14 }),
        maxGuests: fc.integer({ min: 1, max: 12 }),
        island: fc.constantFrom(...ISLANDS),
        securityDeposit: fc.integer({ min: 0, max: 50_000 }),
        currency: fc.constantFrom('USD', 'EUR'),
        // Hundredths of a percent, as the terms' columns keep them.
        tax: fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 })),
        fee: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2500 })),
        deposit: fc.integer({ min: 0, max: 10_000 }),
        balanceDays: fc.integer({ min: 0, max: 365 }),
        festiveDays: fc.integer({ min: 0, max: 365 }),
        seasons: fc.array(
          fc.record({
            gap: fc.integer({ min: 0, max: 20 }),
            length: fc.integer({ min: 1, max: 40 }),
            rate: fc.integer({ min: 0, max: 20_000 }),
            min: fc.integer({ min: 1, max: 14 }),
            days: fc.option(fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 })),
            festive: fc.boolean(),
            // Two neighbours of one name and rate make one line.
            name: fc.constantFrom('High', 'Low', 'Festive'),
          }),
          { maxLength: 4 },
        ),
        seasonsFrom: fc.integer({ min: -30, max: 200 }),
        busy: fc.array(
          fc.record({ start: fc.integer({ min: -10, max: 300 }), nights: fc.integer({ min: 1, max: 15 }) }),
          {
            maxLength: 2,
          },
        ),
        checkIn: fc.oneof(fc.integer({ min: -5, max: 320 }), fc.integer({ min: 1080, max: 1110 })),
        nights: fc.integer({ min: 1, max: 200 }),
        guests: fc.integer({ min: 0, max: 14 }),
      }),
      { numRuns: engine === 'pglite' ? 150 : 250, seed: 20261203 },
    );
    const rollback = new Error('rollback');
    for (const sample of samples) {
      const terms: BookingTerms = {
        taxPercent: { 'Saint Barthélemy': sample.tax[0] / 100, 'Sint Maarten': sample.tax[1] / 100 },
        serviceFeePercent: sample.fee / 100,
        depositPercent: sample.deposit / 100,
        balanceDaysBefore: sample.balanceDays,
        festiveBalanceDaysBefore: sample.festiveDays,
        optionHoldHours: 72,
        // The payment rules play no part in a quote.
        depositDueDays: DEFAULT_BOOKING_TERMS.depositDueDays,
        confirmOnDeposit: DEFAULT_BOOKING_TERMS.confirmOnDeposit,
        cancellation: DEFAULT_BOOKING_TERMS.cancellation,
      };
      const seasons: Season[] = [];
      let next = sample.seasonsFrom;
      for (const season of sample.seasons) {
        const start = next + season.gap;
        seasons.push({
          id: randomUUID(),
          name: season.name,
          startDate: day(start),
          endDate: day(start + season.length - 1),
          nightlyRate: season.rate,
          minNights: season.min,
          arrivalDays: season.days,
          festive: season.festive,
        });
        next = start + season.length;
      }
      const busy: { checkIn: CalendarDate; checkOut: CalendarDate }[] = [];
      for (const range of sample.busy) {
        const stay = { checkIn: day(range.start), checkOut: day(range.start + range.nights) };
        if (!busy.some((b) => b.checkIn < stay.checkOut && stay.checkIn < b.checkOut)) busy.push(stay);
      }
      const checkIn = day(sample.checkIn);
      const checkOut = addDays(checkIn, sample.nights);
      const row = {
        daily_rate: sample.dailyRate,
        min_stay_days: sample.minStay,
        max_guests: sample.maxGuests,
        island: sample.island,
        security_deposit: sample.securityDeposit,
        price_currency: sample.currency,
      };
      const ctx = { rental: rentalPricing(row), seasons, terms, today, busy };
      const expected = {
        quote: JSON.parse(JSON.stringify(priceStay(ctx, checkIn, checkOut, sample.guests))),
        refusals: stayRefusals(ctx, { checkIn, checkOut, guests: sample.guests }).map((r) => r.code),
      };

      const fromSql = await db
        .transaction(async (tx) => {
          const id = await insertVilla(tx, row);
          for (const season of seasons) {
            await tx.query(
              `insert into public.rental_seasons (rental_id, name, start_date, end_date, nightly_rate, min_nights, arrival_days, festive)
               values ($1, $2, $3, $4, $5, $6, $7, $8)`,
              [
                id,
                season.name,
                season.startDate,
                season.endDate,
                season.nightlyRate,
                season.minNights,
                season.arrivalDays,
                season.festive,
              ],
            );
          }
          for (const stay of busy) {
            await tx.query(
              `insert into public.stays (rental_id, check_in, check_out, status, source) values ($1, $2, $3, 'blocked', 'maintenance')`,
              [id, stay.checkIn, stay.checkOut],
            );
          }
          await tx.query(
            `update public.booking_terms set tax_percent_st_barth = $1, tax_percent_sint_maarten = $2, service_fee_percent = $3,
                    deposit_percent = $4, balance_days_before = $5, festive_balance_days_before = $6`,
            [
              terms.taxPercent['Saint Barthélemy'],
              terms.taxPercent['Sint Maarten'],
              terms.serviceFeePercent,
              terms.depositPercent,
              terms.balanceDaysBefore,
              terms.festiveBalanceDaysBefore,
            ],
          );
          const { rows } = await tx.query<{ quote: unknown; refusals: string[] }>(
            `select public.booking_quote($1, $2, $3, $4, $5) as quote, public.booking_refusals($1, $2, $3, $4, $5) as refusals`,
            [id, checkIn, checkOut, sample.guests, today],
          );
          throw Object.assign(rollback, { rows });
        })
        .catch((error: Error & { rows?: { quote: unknown; refusals: string[] }[] }) => {
          if (error !== rollback) throw error;
          return error.rows![0]!;
        });
      expect(fromSql, JSON.stringify({ sample, checkIn, checkOut })).toEqual(expected);
    }
  });
});

/** A published villa of these prices, inside the property test's transaction. */
async function insertVilla(tx: SqlClient, row: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into public.rentals (id, title, description, location, address, island, bedrooms, bathrooms, area, status,
                                 daily_rate, min_stay_days, max_guests, security_deposit, price_currency)
     values ($1, 'Random', 'A villa.', 'Gustavia', '1 Road', $2, 3, 3, 200, 'published', $3, $4, $5, $6, $7)`,
    [id, row.island, row.daily_rate, row.min_stay_days, row.max_guests, row.security_deposit, row.price_currency],
  );
  return id;
}
