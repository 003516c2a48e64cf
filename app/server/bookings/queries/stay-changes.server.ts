import type { CalendarDate } from '#app/domain/booking/dates';
import { stayActionChange, type BlockKind } from '#app/domain/booking/stays';
import type { StayStatus } from '#app/domain/entities';
import { eq, isIn, type QueryRunner } from '#app/server/backend/query';
import { insertReturningId as insertRow } from './shared.server';

/**
 * Changes of a stay's status (the booking desk's hold, confirm, decline, cancel; the job's expiry) and the
 * stays staff add themselves (blocks, stays taken by phone or e-mail).
 */

/** A guest's stay staff enter themselves (a booking taken by phone or e-mail). */
export interface NewStaffStay {
  rentalId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  name: string;
  email: string;
  phone: string | null;
  addOns: readonly string[];
  /** Staff's note, never shown to the guest. */
  note: string | null;
  /** The quote, as the website would have priced the stay. */
  quote: object;
  status: 'option' | 'confirmed';
  /** The option's deadline (required for an option; ignored for a confirmed stay). */
  optionExpiresAt: Date | null;
}

/** The desk's changes of status: what each leads to and the statuses it may start from (domain/booking/stays.ts). */
const TRANSITIONS = {
  hold: stayActionChange('hold'),
  extend: stayActionChange('extend'),
  confirm: stayActionChange('confirm'),
  decline: stayActionChange('decline'),
  cancel: stayActionChange('cancel'),
};

export function stayChanges(runner: QueryRunner) {
  async function updateStay(
    id: string,
    values: Record<string, unknown>,
    from: readonly StayStatus[],
  ): Promise<boolean> {
    const result = await runner.run({
      kind: 'update',
      table: 'stays',
      values,
      where: [eq('id', id), isIn('status', from)],
      returning: ['id'],
    });
    return result.rows.length === 1;
  }

  /**
   * Options past their deadline still occupy the exclusion constraint until they are marked expired: staff
   * writes that take dates mark them first, so a lapsed option never blocks a confirmation.
   */
  async function releaseExpiredOptions(): Promise<true> {
    await runner.run({ kind: 'rpc', fn: 'expire_options', args: {} });
    return true;
  }

  const insertReturningId = (table: 'stays', values: Record<string, unknown>, what: string) =>
    insertRow(runner, table, values, what);

  return {
    /** Holds a request as an option until `until`; false when it is no longer a request. */
    holdAsOption: async (id: string, until: Date) =>
      (await releaseExpiredOptions()) &&
      updateStay(id, { status: TRANSITIONS.hold.to, option_expires_at: until.toISOString() }, TRANSITIONS.hold.from),
    extendOption: (id: string, until: Date) =>
      updateStay(id, { option_expires_at: until.toISOString() }, TRANSITIONS.extend.from),
    confirm: async (id: string) =>
      (await releaseExpiredOptions()) && updateStay(id, { status: TRANSITIONS.confirm.to }, TRANSITIONS.confirm.from),
    decline: (id: string) => updateStay(id, { status: TRANSITIONS.decline.to }, TRANSITIONS.decline.from),
    cancel: (id: string) => updateStay(id, { status: TRANSITIONS.cancel.to }, TRANSITIONS.cancel.from),

    /** Closes dates for the owner or for maintenance; refused (overlap) when they are taken. */
    async createBlock(input: {
      rentalId: string;
      checkIn: CalendarDate;
      checkOut: CalendarDate;
      kind: BlockKind;
      note: string | null;
    }): Promise<string> {
      await releaseExpiredOptions();
      return insertReturningId(
        'stays',
        {
          rental_id: input.rentalId,
          check_in: input.checkIn,
          check_out: input.checkOut,
          status: 'blocked',
          source: input.kind,
          note: input.note || null,
        },
        'block',
      );
    },

    /**
     * Stores a guest's stay entered by staff, held as an option or confirmed; refused (overlap) when its
     * dates are taken. The database records who entered it in the stay's history.
     */
    async createStaffStay(input: NewStaffStay): Promise<string> {
      await releaseExpiredOptions();
      return insertReturningId(
        'stays',
        {
          rental_id: input.rentalId,
          check_in: input.checkIn,
          check_out: input.checkOut,
          status: input.status,
          source: 'staff',
          guests: input.guests,
          guest_name: input.name,
          guest_email: input.email,
          guest_phone: input.phone || null,
          add_ons: [...input.addOns],
          note: input.note || null,
          quote: input.quote,
          option_expires_at: input.status === 'option' ? (input.optionExpiresAt?.toISOString() ?? null) : null,
        },
        'stay',
      );
    },

    /** Options past their deadline release their dates; returns how many. */
    async expireOptions(): Promise<number> {
      const result = await runner.run({ kind: 'rpc', fn: 'expire_options', args: {} });
      return Number(result.rows[0]?.value ?? 0);
    },
  };
}
