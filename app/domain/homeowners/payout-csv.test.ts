import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePayoutAmount, parsePayoutCsv, parsePayoutDate, type PayoutReservation } from './payout-csv';
import { matchPayouts, type PlatformStayForMatch } from './payout-match';

const fixture = (name: string) => readFileSync(`tests/fixtures/payouts/${name}`, 'utf8');
const reservationsOf = (parsed: ReturnType<typeof parsePayoutCsv>) => {
  if (!parsed.ok) throw new Error(`not read: ${parsed.missing.join(', ')}`);
  return parsed;
};

describe('a platform payout export read as reservations', () => {
  it('reads Airbnb’s transaction history: reservation rows only, MM/DD/YYYY, amounts with thousands separators', () => {
    const parsed = reservationsOf(parsePayoutCsv(fixture('airbnb-transactions.csv'), 'airbnb'));
    expect(parsed.ignored).toBe(2); // the payout and the resolution adjustment
    expect(parsed.unreadable).toEqual([]);
    expect(
      parsed.reservations.map((r) => [r.code, r.checkIn, r.checkOut, r.nights, r.listing, r.amount, r.currency]),
    ).toEqual([
      ['HMABC12345', '2026-05-10', '2026-05-14', 4, 'Villa Azur', 412_345, 'EUR'],
      ['HMDEF67890', '2026-05-10', '2026-05-14', 4, 'Villa Corail', 322_165, 'EUR'],
      ['HMGHI11111', '2026-05-20', '2026-05-23', 3, 'Villa Azur', 200_000, 'EUR'],
      ['HMJKL22222', '2026-06-02', '2026-06-07', 5, 'Villa Azur', 150_050, 'EUR'],
    ]);
    // No guest's name is kept anywhere.
    expect(JSON.stringify(parsed)).not.toMatch(/Jane|John|Doe/);
  });

  it('reads Vrbo’s payout summary, leaving canceled bookings out', () => {
    const parsed = reservationsOf(parsePayoutCsv(fixture('vrbo-payout-summary.csv'), 'vrbo'));
    expect(parsed.ignored).toBe(1);
    expect(parsed.reservations.map((r) => [r.code, r.checkIn, r.checkOut, r.amount, r.currency])).toEqual([
      ['HA-7XK2PQ', '2026-05-03', '2026-05-08', 608_000, 'USD'],
      ['HA-3MN4CD', '2026-05-24', '2026-05-31', 864_500, 'USD'],
    ]);
  });

  it('reads Booking.com’s payouts: reservation rows, the payable amount, cancelled ones and payout rows left out', () => {
    const parsed = reservationsOf(parsePayoutCsv(fixture('booking-payouts.csv'), 'booking.com'));
    expect(parsed.ignored).toBe(2);
    expect(parsed.reservations).toEqual([
      {
        line: 3,
        code: '4649972566',
        checkIn: '2026-05-12',
        checkOut: '2026-05-15',
        nights: 3,
        listing: 'Villa Corail',
        amount: 515_370,
        currency: 'EUR',
      },
    ]);
  });

  it('finds headings in any order and case, adds up a reservation’s instalments, and reports unreadable rows', () => {
    const csv = [
      'currency;AMOUNT;nights;start date;TYPE;confirmation code',
      'EUR;1.234,56;30;12/01/2026;Reservation;HMLONG',
      'EUR;1.000,00;30;12/01/2026;Reservation;HMLONG',
      'EUR;12,00;3;13/45/2026;Reservation;HMBAD1',
      'EUR;(12.00);3;12/05/2026;Reservation;HMBAD2',
      'EUR;10.00;x;12/05/2026;Reservation;HMBAD3',
    ].join('\n');
    const parsed = reservationsOf(parsePayoutCsv(csv, 'airbnb'));
    expect(parsed.reservations).toMatchObject([
      { code: 'HMLONG', checkIn: '2026-12-01', checkOut: '2026-12-31', amount: 223_456 },
    ]);
    expect(parsed.unreadable).toEqual([
      { line: 4, code: 'HMBAD1', problem: 'date' },
      { line: 5, code: 'HMBAD2', problem: 'amount' },
      { line: 6, code: 'HMBAD3', problem: 'nights' },
    ]);
  });

  it('refuses a file without the platform’s headings (another platform’s, or not a CSV)', () => {
    expect(parsePayoutCsv(fixture('vrbo-payout-summary.csv'), 'airbnb')).toMatchObject({ ok: false });
    expect(parsePayoutCsv('%PDF-1.7\n\u0000\u0001binary', 'booking.com')).toMatchObject({ ok: false });
    expect(parsePayoutCsv('Date,Type,Start Date,Nights,Currency,Amount\n', 'airbnb')).toEqual({
      ok: false,
      problem: 'headings',
      missing: ['confirmation code'],
    });
  });

  it('reads the platforms’ dates and amounts', () => {
    expect(parsePayoutDate('05/10/2026', 'MM/DD/YYYY')).toBe('2026-05-10');
    expect(parsePayoutDate('5/1/2026', 'MM/DD/YYYY')).toBe('2026-05-01');
    expect(parsePayoutDate('05/10/2026', 'DD/MM/YYYY')).toBe('2026-10-05');
    expect(parsePayoutDate('2026-05-10 14:00:00', 'DD/MM/YYYY')).toBe('2026-05-10');
    expect(parsePayoutDate('May 10, 2026', 'MM/DD/YYYY')).toBe('2026-05-10');
    expect(parsePayoutDate('10 Sept. 2026', 'DD/MM/YYYY')).toBe('2026-09-10');
    expect(parsePayoutDate('02/30/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parsePayoutDate('soon', 'MM/DD/YYYY')).toBeNull();
    expect(parsePayoutAmount('1,234.56')).toBe(123_456);
    expect(parsePayoutAmount('1 234,56')).toBe(123_456);
    expect(parsePayoutAmount('€12,345')).toBe(1_234_500);
    expect(parsePayoutAmount('$1,000,000.5')).toBe(100_000_050);
    expect(parsePayoutAmount('0.00')).toBe(0);
    expect(parsePayoutAmount('12.345')).toBeNull();
    expect(parsePayoutAmount('-')).toBeNull();
  });
});

describe('payout reservations matched to platform stays', () => {
  const reservation = (over: Partial<PayoutReservation>): PayoutReservation => ({
    line: 2,
    code: 'HM1',
    checkIn: '2026-05-10' as PayoutReservation['checkIn'],
    checkOut: '2026-05-14' as PayoutReservation['checkOut'],
    nights: 4,
    listing: null,
    amount: 100_000,
    currency: 'EUR',
    ...over,
  });
  const stay = (id: string, villa: string, over: Partial<PlatformStayForMatch> = {}): PlatformStayForMatch => ({
    id,
    villa,
    checkIn: '2026-05-10',
    checkOut: '2026-05-14',
    amount: null,
    ...over,
  });

  it('matches by check-in and nights; a listing named as a villa narrows; several stays are not guessed', () => {
    const stays = [
      stay('a', 'Villa Azur'),
      stay('c', 'Villa Corail'),
      stay('x', 'Villa Azur', { checkIn: '2026-05-11' }),
    ];
    const result = matchPayouts(
      'airbnb',
      [
        reservation({ line: 2, listing: 'villa azur ' }),
        reservation({ line: 3, listing: 'Somewhere else' }),
        reservation({
          line: 4,
          checkIn: '2026-06-01' as PayoutReservation['checkIn'],
          checkOut: '2026-06-03' as PayoutReservation['checkOut'],
        }),
      ],
      [{ line: 5, code: 'HM5', problem: 'amount' }],
      stays,
    );
    expect(result.toSave.map((m) => [m.reservation.line, m.stayId])).toEqual([[2, 'a']]);
    expect(result.unmatched.map((row) => [row.line, row.reason])).toEqual([
      [3, 'ambiguous'],
      [4, 'no-stay'],
      [5, 'amount'],
    ]);
  });

  it('leaves a stay with the same amount unchanged, corrects a different one, refuses other currencies and two rows for one stay', () => {
    const same = { platform: 'airbnb', amount: 100_000, currency: 'EUR' };
    expect(matchPayouts('airbnb', [reservation({})], [], [stay('a', 'A', { amount: same })])).toMatchObject({
      toSave: [],
      unchanged: [{ stayId: 'a' }],
    });
    const other = { ...same, amount: 90_000 };
    expect(matchPayouts('airbnb', [reservation({})], [], [stay('a', 'A', { amount: other })]).toSave).toMatchObject([
      { stayId: 'a', currency: 'EUR' },
    ]);
    const twice = matchPayouts(
      'vrbo',
      [reservation({ line: 2 }), reservation({ line: 3, code: 'HM2' })],
      [],
      [stay('a', 'A')],
    );
    expect(twice.toSave).toEqual([]);
    expect(twice.unmatched.map((row) => row.reason)).toEqual(['same-stay', 'same-stay']);
    expect(matchPayouts('vrbo', [reservation({ currency: 'GBP' })], [], [stay('a', 'A')]).unmatched[0]!.reason).toBe(
      'currency',
    );
  });
});
