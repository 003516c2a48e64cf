import type { RentalSeasonRow, StayRow } from '#app/domain/entities';

/**
 * The demo villas' booking calendars: the islands' seasons for two winters (Festive around Christmas and
 * New Year, High from January to mid-April, each named in French too; nights outside them at the villa's own
 * rate), and a few stays and homeowner blocks so the calendars look like a real season. Derived from the demo
 * rentals, so their rates and minimum stays follow the villas'.
 */

export type DemoSeason = Omit<RentalSeasonRow, 'created_at' | 'updated_at'>;
export type DemoStay = Pick<
  StayRow,
  'id' | 'rental_id' | 'check_in' | 'check_out' | 'status' | 'source' | 'guest_name' | 'guest_email' | 'guests' | 'note'
>;

interface DemoVilla {
  id: string;
  daily_rate: number;
  min_stay_days: number;
  max_guests: number;
  status: string;
}

const WINTERS = [
  { festive: ['2026-12-18', '2027-01-04'], high: ['2027-01-05', '2027-04-18'] },
  { festive: ['2027-12-18', '2028-01-04'], high: ['2028-01-05', '2028-04-16'] },
] as const;

/**
 * A deterministic id per villa and item (the demo seed is idempotent: `on conflict (id) do nothing`). Its
 * first eight digits differ for every item (a stay's reference is made of them): the kind, the villa's
 * last three digits and the item's index; the rest is the villa's.
 */
function demoId(rentalId: string, kind: number, index: number): string {
  return `${kind.toString(16)}${rentalId.slice(-3)}${index.toString(16).padStart(4, '0')}${rentalId.slice(8)}`;
}

const roundRate = (rate: number) => Math.round(rate / 50) * 50;

export function demoSeasons(villas: readonly DemoVilla[]): DemoSeason[] {
  return villas.flatMap((villa) => {
    const luxury = villa.daily_rate >= 2_000;
    return WINTERS.flatMap((winter, w) => [
      {
        id: demoId(villa.id, 1, w * 2),
        rental_id: villa.id,
        name: 'Festive',
        name_fr: 'Fêtes de fin d’année',
        start_date: winter.festive[0],
        end_date: winter.festive[1],
        nightly_rate: roundRate(villa.daily_rate * 1.6),
        min_nights: luxury ? 14 : 10,
        arrival_days: null,
        festive: true,
      },
      {
        id: demoId(villa.id, 1, w * 2 + 1),
        rental_id: villa.id,
        name: 'High season',
        name_fr: 'Haute saison',
        start_date: winter.high[0],
        end_date: winter.high[1],
        nightly_rate: roundRate(villa.daily_rate * 1.25),
        min_nights: Math.max(villa.min_stay_days, 5),
        // The grandest villas take Saturday-to-Saturday stays in high season.
        arrival_days: luxury ? [6] : null,
        festive: false,
      },
    ]);
  });
}

const GUESTS = ['The Harrington family', 'Mr and Mrs Okafor', 'Sofia Lindqvist', 'The Delacroix party'];

/** Three stays or blocks per published villa over the first winter, staggered from villa to villa. */
export function demoStays(villas: readonly DemoVilla[]): DemoStay[] {
  return villas
    .filter((villa) => villa.status === 'published')
    .flatMap((villa, v) => {
      const shift = v * 3;
      const day = (base: string, offset: number) => {
        const date = new Date(`${base}T00:00:00Z`);
        date.setUTCDate(date.getUTCDate() + offset + shift);
        return date.toISOString().slice(0, 10);
      };
      const guest = GUESTS[v % GUESTS.length]!;
      return [
        {
          id: demoId(villa.id, 2, 0),
          rental_id: villa.id,
          check_in: day('2026-12-26', 0),
          check_out: day('2027-01-09', 0),
          status: 'confirmed' as const,
          source: 'staff' as const,
          guest_name: guest,
          guest_email: 'reservations@example.com',
          guests: Math.min(4, villa.max_guests),
          note: 'Booked by phone',
        },
        {
          id: demoId(villa.id, 2, 1),
          rental_id: villa.id,
          check_in: day('2027-02-13', 0),
          check_out: day('2027-02-20', 0),
          status: 'blocked' as const,
          source: 'homeowner-block' as const,
          guest_name: null,
          guest_email: null,
          guests: null,
          note: 'The owners’ winter week',
        },
        {
          id: demoId(villa.id, 2, 2),
          rental_id: villa.id,
          check_in: day('2027-03-06', 0),
          check_out: day('2027-03-13', 0),
          status: 'confirmed' as const,
          source: 'staff' as const,
          guest_name: GUESTS[(v + 1) % GUESTS.length]!,
          guest_email: 'reservations@example.com',
          guests: Math.min(2, villa.max_guests),
          note: null,
        },
      ];
    });
}
