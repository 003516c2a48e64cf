/**
 * Yield on sale pages (issue 31, item 6) on both engines: `property_rental_yield` for a property linked to its
 * villa (its confirmed and platform stays' nights in the last twelve months, their rent pro rata, other currencies
 * at the agency's rate), for one without (the average of at least two comparable villas: same island, same
 * bedrooms, nights booked), and for properties visitors do not see; the page shows it, and staff link the villa
 * through the editor (one property per villa).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import type { RentalYieldView } from '#app/domain/listings/rental-yield';
import * as propertyPage from '#app/routes/public/property';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { listingQueries } from '#app/server/listings/listings.server';
import { createBackend } from '#tests/helpers/backend';
import { insertStay, islandDay, sampleQuote } from '#tests/helpers/booking-desk';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, insertProperty, insertRental, requestContext } from '#tests/helpers/fixtures';

const TODAY = '2026-06-01' as CalendarDate;
const d = (date: string) => date as CalendarDate;

describe.each(ENGINES)('rental yield (%s)', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const visitor = () => createBackend(sqlExecutor(database().db, ANONYMOUS)).use(listingQueries);
  let linked = '';
  let villa = '';
  let unlinked = '';

  async function confirmed(rentalId: string, checkIn: string, checkOut: string, rate: number, currency = 'USD') {
    const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
    await insertStay(database().db, {
      rentalId,
      checkIn: d(checkIn),
      checkOut: d(checkOut),
      status: 'confirmed',
      quote: { ...sampleQuote(d(checkIn), d(checkOut), nights, rate), currency },
    });
  }

  beforeAll(async () => {
    const { db } = database();
    await db.exec(`update public.currency_settings set eur_usd_rate = 1.25`);
    villa = await insertRental(db, {
      title: 'Villa Both',
      island: 'Saint Barthélemy',
      bedrooms: 5,
      status: 'published',
    });
    linked = await insertProperty(db, {
      title: 'House Both',
      island: 'Saint Barthélemy',
      bedrooms: 5,
      price: 5_000_000,
      status: 'published',
      rental_id: villa,
    });
    // 10 nights at $2,000, wholly inside the window.
    await confirmed(villa, '2026-01-10', '2026-01-20', 2000);
    // 10 nights at €1,000 across the window's start (2025-06-01): 6 inside, €6,000 → $7,500.
    await confirmed(villa, '2025-05-28', '2025-06-07', 1000, 'EUR');
    // A platform's stay of 5 nights, paid out $3,000.00 (minor units).
    const { rows: feed } = await db.query<{ id: string }>(
      `insert into public.rental_feeds (rental_id, name, url) values ($1, 'Airbnb', 'https://example.test/a.ics') returning id`,
      [villa],
    );
    const { rows: block } = await db.query<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, feed_id, external_uid)
       values ($1, '2026-03-01', '2026-03-06', 'blocked', 'feed', $2, 'uid-1@airbnb') returning id`,
      [villa, feed[0]!.id],
    );
    await db.query(
      `insert into public.homeowner_platform_amounts (stay_id, platform, amount, currency) values ($1, 'airbnb', 300000, 'USD')`,
      [block[0]!.id],
    );
    // Not counted: a cancelled stay, a stay after today, an owner's block.
    await insertStay(db, { rentalId: villa, checkIn: d('2026-02-01'), checkOut: d('2026-02-05'), status: 'cancelled' });
    await confirmed(villa, '2026-07-01', '2026-07-08', 5000);

    // Comparables of an unlinked 4-bedroom house on Saint Barthélemy: two villas with nights, one without, one of
    // 3 bedrooms, one on Sint Maarten.
    unlinked = await insertProperty(db, {
      title: 'House Alone',
      island: 'Saint Barthélemy',
      bedrooms: 4,
      price: 4_000_000,
      status: 'published',
    });
    const a = await insertRental(db, {
      title: 'Comparable A',
      island: 'Saint Barthélemy',
      bedrooms: 4,
      status: 'published',
    });
    const b = await insertRental(db, {
      title: 'Comparable B',
      island: 'Saint Barthélemy',
      bedrooms: 4,
      status: 'published',
    });
    await insertRental(db, { title: 'Empty C', island: 'Saint Barthélemy', bedrooms: 4, status: 'published' });
    const other = await insertRental(db, {
      title: 'Three D',
      island: 'Saint Barthélemy',
      bedrooms: 3,
      status: 'published',
    });
    const away = await insertRental(db, { title: 'Away E', island: 'Sint Maarten', bedrooms: 4, status: 'published' });
    await confirmed(a, '2026-02-01', '2026-02-11', 1000);
    await confirmed(b, '2026-02-01', '2026-02-21', 1500);
    await confirmed(other, '2026-02-01', '2026-03-01', 9000);
    await confirmed(away, '2026-02-01', '2026-03-01', 9000);
  });

  it('gives a linked villa’s own last twelve months', async () => {
    expect(await visitor().getPropertyRentalYield(linked, TODAY)).toEqual({
      basis: 'rental',
      from: '2025-06-01',
      to: '2026-06-01',
      days: 365,
      nights: 10 + 6 + 5,
      income: 20_000 + 7_500 + 3_000,
      currency: 'USD',
      comparables: 0,
    });
  });

  it('estimates from at least two comparable villas with nights booked', async () => {
    expect(await visitor().getPropertyRentalYield(unlinked, TODAY)).toEqual({
      basis: 'estimate',
      from: '2025-06-01',
      to: '2026-06-01',
      days: 365,
      nights: 15,
      income: (10_000 + 30_000) / 2,
      currency: 'USD',
      comparables: 2,
    });
    // A year on, neither comparable has a night in the window: no estimate rather than a misleading one.
    expect(await visitor().getPropertyRentalYield(unlinked, d('2027-06-01'))).toBeNull();
  });

  it('answers nothing about a property visitors do not see; staff see it', async () => {
    const { db } = database();
    const draft = await insertProperty(db, {
      title: 'Draft',
      island: 'Saint Barthélemy',
      bedrooms: 4,
      status: 'draft',
    });
    expect(await visitor().getPropertyRentalYield(draft, TODAY)).toBeNull();
    const staffId = await createUser(db, { staff: true, role: 'agent' });
    const staff = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: staffId, email: `${staffId}@example.com` }),
    ).use(listingQueries);
    expect((await staff.getPropertyRentalYield(draft, TODAY))?.basis).toBe('estimate');
  });

  it('shows on the property page in its language, and one villa is linked to one property at most', async () => {
    const { db } = database();
    // Comparables with stays in the last weeks (the page reads today's figures).
    const house = await insertProperty(db, {
      title: 'Page House',
      island: 'Sint Maarten',
      bedrooms: 6,
      price: 3_000_000,
      status: 'published',
    });
    for (const [n, title] of ['Six A', 'Six B'].entries()) {
      const id = await insertRental(db, { title, island: 'Sint Maarten', bedrooms: 6, status: 'published' });
      await confirmed(id, islandDay(-40 + n * 10), islandDay(-30 + n * 10), 1000);
    }
    const page = (await propertyPage.loader({
      request: get(`/fr/properties/${house}`),
      params: { id: house },
      context: requestContext(db),
    } as never)) as unknown as { rentalIncome: RentalYieldView | null };
    expect(page.rentalIncome).toMatchObject({
      estimate: true,
      badge: 'Estimation',
      facts: [
        { label: 'Nuits réservées', text: '10 nuits' },
        { label: 'Taux d’occupation', text: '3\u00a0%' },
        { label: 'Revenu locatif brut', money: { amount: 10_000, currency: 'USD' } },
        { label: 'Rendement brut', text: '0,3\u00a0%' },
      ],
    });
    await expect(
      insertProperty(db, { title: 'Second', island: 'Saint Barthélemy', bedrooms: 5, rental_id: villa }),
    ).rejects.toThrow();
  });
});
