import { addMonths, type CalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import type { Platform } from '#app/domain/homeowners/statement-rows';
import type { MonthStart } from '#app/domain/homeowners/statements';
import { eq, gt, isIn, lt, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { HOMEOWNER_PLATFORM_AMOUNT_COLUMNS } from '#app/server/backend/schema';

/**
 * What Airbnb, Vrbo or Booking.com paid for the stays they booked (issue 29, item 4): such a stay reaches us only as
 * a calendar feed's block, so staff enter the platform's amount for it (homeowner_platform_amounts) and the
 * statements count it over its nights. Every staff member may enter one (row level security); the run's page
 * lists the month's platform stays with what is entered.
 */

export interface PlatformStay {
  id: string;
  rentalId: string;
  villa: string;
  checkIn: string;
  checkOut: string;
  note: string | null;
  amount: { platform: Platform; amount: number; currency: Currency } | null;
}

interface StayPart {
  id: string;
  rental_id: string;
  check_in: string;
  check_out: string;
  note: string | null;
}
interface AmountRow {
  stay_id: string;
  platform: Platform;
  amount: number;
  currency: Currency;
}

export function platformAmountQueries(runner: QueryRunner) {
  /** The platforms' stays (feed blocks not cancelled) that `where` selects, with their villas and amounts. */
  async function platformStays(where: SelectQuery<StayPart>['where']): Promise<PlatformStay[]> {
    const { rows: stays } = await runner.run({
      kind: 'select',
      table: 'stays',
      columns: ['id', 'rental_id', 'check_in', 'check_out', 'note'],
      where: [eq('source', 'feed'), isIn('status', ['blocked', 'conflict']), ...(where ?? [])],
      order: [
        { column: 'check_in', ascending: true },
        { column: 'id', ascending: true },
      ],
    } as SelectQuery<StayPart>);
    if (stays.length === 0) return [];
    const [{ rows: amounts }, { rows: villas }] = await Promise.all([
      runner.run({
        kind: 'select',
        table: 'homeowner_platform_amounts',
        columns: HOMEOWNER_PLATFORM_AMOUNT_COLUMNS,
        where: [
          isIn(
            'stay_id',
            stays.map((stay) => stay.id),
          ),
        ],
      } as SelectQuery<AmountRow>),
      runner.run({
        kind: 'select',
        table: 'rentals',
        columns: ['id', 'title'],
        where: [isIn('id', [...new Set(stays.map((stay) => stay.rental_id))])],
      } as SelectQuery<{ id: string; title: string }>),
    ]);
    const amountOf = new Map(amounts.map((row) => [row.stay_id, row]));
    const titleOf = new Map(villas.map((row) => [row.id, row.title]));
    return stays.map((stay) => {
      const amount = amountOf.get(stay.id);
      return {
        id: stay.id,
        rentalId: stay.rental_id,
        villa: titleOf.get(stay.rental_id) ?? '',
        checkIn: stay.check_in,
        checkOut: stay.check_out,
        note: stay.note,
        amount: amount ? { platform: amount.platform, amount: amount.amount, currency: amount.currency } : null,
      };
    });
  }

  return {
    /** The platforms' stays that have a night in the month, with their amounts. */
    staysOfMonth(month: MonthStart): Promise<PlatformStay[]> {
      return platformStays([lt('check_in', addMonths(month as CalendarDate, 1)), gt('check_out', month)]);
    },

    /** The platforms' stays checking in on one of `days` (a payout export's reservations), with their amounts. */
    staysCheckingIn(days: readonly string[]): Promise<PlatformStay[]> {
      return days.length === 0 ? Promise.resolve([]) : platformStays([isIn('check_in', [...new Set(days)])]);
    },

    /** Enters (or corrects) what the platform paid for a stay. */
    async setAmount(stayId: string, value: { platform: Platform; amount: number; currency: Currency }): Promise<void> {
      const { rows } = await runner.run({
        kind: 'update',
        table: 'homeowner_platform_amounts',
        values: { platform: value.platform, amount: value.amount, currency: value.currency },
        where: [eq('stay_id', stayId)],
        returning: ['stay_id'],
      });
      if (rows.length === 0) {
        await runner.run({
          kind: 'insert',
          table: 'homeowner_platform_amounts',
          values: { stay_id: stayId, ...value },
        });
      }
    },
  };
}
