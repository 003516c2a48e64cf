import type { CalendarDate } from '#app/domain/booking/dates';
import type { BusyRange } from '#app/domain/booking/quote';
import type { Locale } from '#app/domain/i18n/locale';
import type { BusyDatesRow } from '#app/domain/entities';
import { asc, eq, type QueryRunner } from '#app/server/backend/query';
import { BUSY_DATES_COLUMNS } from '#app/server/backend/schema';
import { issuePrivateLink, newPrivateLinkToken } from '#app/server/bookings/private-links.server';
import { overlapping, selectWith } from './shared.server';

/**
 * A visitor's booking request: the busy dates the form checks, the request itself (the database's
 * `request_booking`), and the guest's receipt and its links.
 */

const busyFromRow = (row: Pick<BusyDatesRow, 'check_in' | 'check_out'>): BusyRange => ({
  checkIn: row.check_in as CalendarDate,
  checkOut: row.check_out as CalendarDate,
});

export interface NewBookingRequest {
  id: string;
  rentalId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  addOns: readonly string[];
  /** The total the guest saw: the database refuses the request when its own price differs. */
  quotedTotal?: number;
  /**
   * A secret of the form's post (app/server/bookings/private-links.server.ts `submissionSecret`): the same post again
   * presents it to receive a receipt link of its own.
   */
  requestKey?: string;
  /** The language of the page it was sent from; the guest's acknowledgement is written in it. */
  locale?: Locale;
}

export interface BookingReceipt {
  reference: string;
  rental_id: string;
  rental_title: string;
  check_in: string;
  check_out: string;
  guests: number;
  add_ons: string[];
  quote: Record<string, unknown> | null;
  created_at: string;
}

export function bookingRequestQueries(runner: QueryRunner) {
  const select = selectWith(runner);
  return {
    /** The busy dates of a published villa with a night in [from, to). */
    async listBusyDates(rentalId: string, from: CalendarDate, to: CalendarDate): Promise<BusyRange[]> {
      const rows = await select<BusyDatesRow>({
        table: 'rental_busy_dates',
        columns: BUSY_DATES_COLUMNS,
        where: [eq('rental_id', rentalId), ...overlapping(from, to)],
        order: [asc('check_in')],
        range: { from: 0, to: 999 },
      });
      return rows.map(busyFromRow);
    },

    /**
     * Stores a guest's booking request through the database's `request_booking` (the rules and the price are
     * checked there again, and the stored quote is the database's own; …_private_links.sql), with a receipt
     * link whose token is answered here and never stored. Resolves once committed. The same form posted again
     * (same id) is stored already: it gets a link of its own when it presents the same request key, none
     * otherwise. Refusals are BackendErrors ('constraint', the constraint naming the reason).
     */
    async createBookingRequest(input: NewBookingRequest): Promise<{ duplicate: boolean; receiptToken: string | null }> {
      const link = issuePrivateLink();
      const result = await runner.run({
        kind: 'rpc',
        fn: 'request_booking',
        args: {
          p_id: input.id,
          // Without a key of its own, a request can never be linked again by a duplicate post.
          p_request_key: input.requestKey ?? newPrivateLinkToken(),
          p_receipt_digest: link.digest,
          p_rental_id: input.rentalId,
          p_check_in: input.checkIn,
          p_check_out: input.checkOut,
          p_guests: input.guests,
          p_name: input.name,
          p_email: input.email,
          p_phone: input.phone || null,
          p_message: input.message || null,
          p_add_ons: [...input.addOns],
          p_locale: input.locale ?? 'en',
          p_quoted_total: input.quotedTotal ?? null,
        },
      });
      const answer = (result.rows[0]?.value ?? {}) as { duplicate?: boolean; linked?: boolean };
      return { duplicate: answer.duplicate === true, receiptToken: answer.linked ? link.token : null };
    },

    /** What a guest's receipt shows, by its link's token: the request's dates and quote, never who sent it. */
    async getBookingReceipt(token: string): Promise<BookingReceipt | null> {
      const result = await runner.run({ kind: 'rpc', fn: 'booking_receipt', args: { p_token: token } });
      return (result.rows[0] as BookingReceipt | undefined) ?? null;
    },

    /**
     * Queues an e-mail with a fresh receipt link to the address on the booking, when `stayId` is a website
     * request of this villa (the database answers nothing either way, and limits how often).
     */
    async requestBookingReceiptLink(rentalId: string, stayId: string): Promise<void> {
      await runner.run({
        kind: 'rpc',
        fn: 'request_booking_receipt_link',
        args: { p_rental_id: rentalId, p_stay_id: stayId },
      });
    },

    /**
     * A new receipt link to a website request, for an e-mail about to be sent (the service role): its token, or
     * null when there is no such request any more.
     */
    async issueBookingReceiptLink(stayId: string): Promise<string | null> {
      const link = issuePrivateLink();
      const result = await runner.run({
        kind: 'rpc',
        fn: 'issue_booking_receipt_link',
        args: { p_stay_id: stayId, p_digest: link.digest },
      });
      return result.rows[0]?.value === true ? link.token : null;
    },
  };
}
