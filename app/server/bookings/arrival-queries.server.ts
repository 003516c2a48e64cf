import {
  arrivalDetailsSchema,
  guestArrivalInfoSchema,
  SAVE_ARRIVAL_OUTCOMES,
  type ArrivalDetails,
  type ArrivalDetailsInput,
  type GuestArrivalInfo,
  type SaveArrivalOutcome,
} from '#app/domain/booking/arrival';
import {
  arrivalInfoValues,
  type ArrivalInfoInput,
  type StayArrivalDetailsRow,
  type VillaArrivalInfoRow,
} from '#app/domain/booking/arrival-info-form';
import type { CalendarDate } from '#app/domain/booking/dates';
import { BackendError, eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { STAY_ARRIVAL_DETAILS_COLUMNS, VILLA_ARRIVAL_INFO_COLUMNS } from '#app/server/backend/schema';

/**
 * Arrival (supabase/migrations/…_arrival.sql): the guest's details, saved and read back through their page's
 * token only; the villa's arrival information, given to the guest by the database only when it is time; and
 * both as staff read and write them. Row level security decides: visitors read neither table.
 */
export function arrivalQueries(runner: QueryRunner) {
  return {
    // ---- The guest, by the page's token ----

    /** Saves the details of the token's stay; what the database answered (see save_arrival_details). */
    async saveArrivalDetails(token: string, details: ArrivalDetailsInput): Promise<SaveArrivalOutcome> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'save_arrival_details',
        args: {
          p_token: token,
          p_flight: details.flight ?? null,
          p_arrival_date: details.arrivalDate,
          p_arrival_time: details.arrivalTime,
          p_guest_names: details.guestNames,
          p_concierge_requests: details.conciergeRequests ?? null,
        },
      });
      const outcome = result.rows[0]?.value;
      if (!SAVE_ARRIVAL_OUTCOMES.includes(outcome as SaveArrivalOutcome)) {
        throw new BackendError('unknown', 'save_arrival_details answered something unexpected');
      }
      return outcome as SaveArrivalOutcome;
    },

    /** The details saved for the token's stay; null for none (or a token that opens nothing). */
    async guestArrivalDetails(token: string): Promise<ArrivalDetails | null> {
      const result = await runner.run({ kind: 'rpc', fn: 'guest_arrival_details', args: { p_token: token } });
      const parsed = arrivalDetailsSchema.safeParse(result.rows[0]?.value ?? null);
      return parsed.success ? parsed.data : null;
    },

    /**
     * The villa's arrival information for the token's stay on `today` (held to the database's own day for a
     * visitor); null for a token that opens nothing.
     */
    async guestArrivalInfo(token: string, today: CalendarDate): Promise<GuestArrivalInfo | null> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'guest_arrival_info',
        args: { p_token: token, p_today: today },
      });
      const parsed = guestArrivalInfoSchema.safeParse(result.rows[0]?.value ?? null);
      return parsed.success ? parsed.data : null;
    },

    // ---- Staff ----

    /** A stay's arrival details, or null when the guest gave none. */
    async stayArrivalDetails(stayId: string): Promise<StayArrivalDetailsRow | null> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'stay_arrival_details',
        columns: STAY_ARRIVAL_DETAILS_COLUMNS,
        where: [eq('stay_id', stayId)],
        single: true,
      } as SelectQuery<StayArrivalDetailsRow>);
      return rows[0] ?? null;
    },

    /** A villa's arrival information, or null when none was set. */
    async villaArrivalInfo(rentalId: string): Promise<VillaArrivalInfoRow | null> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'villa_arrival_info',
        columns: VILLA_ARRIVAL_INFO_COLUMNS,
        where: [eq('rental_id', rentalId)],
        single: true,
      } as SelectQuery<VillaArrivalInfoRow>);
      return rows[0] ?? null;
    },

    /**
     * Sets a villa's arrival information (its row changed, or added the first time). Throws a BackendError
     * ('permission') when row level security refuses it. Reads back only the rental's id: the codes travel
     * no further than they must.
     */
    async saveVillaArrivalInfo(rentalId: string, info: ArrivalInfoInput): Promise<void> {
      const values = arrivalInfoValues(info);
      const updated = await runner.run({
        kind: 'update',
        table: 'villa_arrival_info',
        values,
        where: [eq('rental_id', rentalId)],
        returning: ['rental_id'],
      });
      if (updated.rows[0]) return;
      await runner.run({
        kind: 'insert',
        table: 'villa_arrival_info',
        values: { rental_id: rentalId, ...values },
        returning: ['rental_id'],
      });
    },
  };
}
