import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday } from '#app/domain/booking/dates';
import { actAs, ANONYMOUS } from '#app/server/backend/sql-executor.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { seedSynthetic, seedSyntheticBookings } from '../../scripts/db-seed';

/**
 * available_rentals reads each rule as one set (…_date_search_set_based.sql). It must find exactly the villas the
 * villa-by-villa form of the same rules found (…_bookings.sql, kept here as the reference): no busy night, no
 * season whose minimum or arrival day refuses the stay, and the villa's own minimum unless seasons cover every
 * night. Compared as a visitor, over synthetic villas with a year of stays and seasons, for stays of every
 * length across the year (in season and out, at the festive season's Saturday arrivals, past the last stay).
 */
const VILLA_BY_VILLA = `
  select r.id from public.rentals r
   where r.status = 'published'
     and $2::date > $1::date
     and not exists (
       select 1 from public.rental_busy_dates b
        where b.rental_id = r.id and daterange(b.check_in, b.check_out) && daterange($1::date, $2::date))
     and not exists (
       select 1 from public.rental_seasons z
        where z.rental_id = r.id
          and daterange(z.start_date, z.end_date, '[]') && daterange($1::date, $2::date)
          and (z.min_nights > $2::date - $1::date
               or (z.arrival_days is not null and $1::date between z.start_date and z.end_date
                   and not (extract(isodow from $1::date)::integer = any (z.arrival_days)))))
     and (r.min_stay_days <= $2::date - $1::date
          or (select coalesce(sum(least(z.end_date + 1, $2::date) - greatest(z.start_date, $1::date)), 0)
                from public.rental_seasons z
               where z.rental_id = r.id
                 and daterange(z.start_date, z.end_date, '[]') && daterange($1::date, $2::date))
             = $2::date - $1::date)
   order by r.id`;

describe.each(ENGINES)('the date search on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const today = islandToday();

  beforeAll(async () => {
    const { db } = database();
    await seedSynthetic(db, { properties: 0, rentals: 400, posts: 0 }, 11);
    await seedSyntheticBookings(db, today);
  }, 120_000);

  async function asVisitor(sql: string, checkIn: string, checkOut: string): Promise<string[]> {
    const { rows } = await database().db.transaction(
      (tx) => tx.query<{ id: string }>(sql, [checkIn, checkOut]),
      actAs(ANONYMOUS),
    );
    return rows.map((row) => row.id);
  }

  it('finds exactly the villas the villa-by-villa rules find, for stays of every length across the year', async () => {
    let compared = 0;
    let withSome = 0;
    let withoutAll = 0;
    for (let offset = 1; offset < 400; offset += 11) {
      for (const nights of [1, 3, 4, 5, 7, 10, 14]) {
        const checkIn = addDays(today, offset);
        const checkOut = addDays(checkIn, nights);
        const expected = await asVisitor(VILLA_BY_VILLA, checkIn, checkOut);
        const found = await asVisitor(
          'select r.id from public.available_rentals($1, $2) r order by r.id',
          checkIn,
          checkOut,
        );
        expect(found, `${checkIn} → ${checkOut}`).toEqual(expected);
        compared += 1;
        if (expected.length > 0) withSome += 1;
        if (expected.length > 0 && expected.length < 300) withoutAll += 1;
      }
    }
    // The windows cover both answers: some stays find villas, most find some villas busy.
    expect(compared).toBe(37 * 7);
    expect(withSome).toBeGreaterThan(100);
    expect(withoutAll).toBeGreaterThan(100);
  });

  it('finds nothing for a stay that ends before it starts, or on the day it starts', async () => {
    const checkIn = addDays(today, 400);
    expect(await asVisitor('select r.id from public.available_rentals($1, $2) r', checkIn, checkIn)).toEqual([]);
    expect(
      await asVisitor('select r.id from public.available_rentals($1, $2) r', checkIn, addDays(checkIn, -2)),
    ).toEqual([]);
  });
});
