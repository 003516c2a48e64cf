import type { CalendarDate } from '#app/domain/booking/dates';
import {
  isCalendarKind,
  type CalendarSpan,
  type OwnerStayRequestRow,
  type OwnerStayRequestStatus,
} from '#app/domain/homeowners/owner-page';
import { desc, eq, type Filter, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { OWNER_STAY_REQUEST_COLUMNS } from '#app/server/backend/schema';

/** One month of a sale listing's figures: page views and inquiries, counts only. */
export interface ListingMonth {
  month: string;
  views: number;
  inquiries: number;
}

/**
 * The homeowner's page's reads and owner stays (supabase/migrations/…_homeowner_accounts.sql), as query
 * descriptions: the calendar and the listing figures through security definer functions that return only dates
 * and kinds, or counts, to the homeowner who owns the listing; the requests written only through
 * request_owner_stay (the homeowner) and decide_owner_stay_request (staff).
 */
export function ownerStayQueries(runner: QueryRunner) {
  return {
    async listRequests(filter: {
      homeownerId?: string;
      status?: OwnerStayRequestStatus;
    }): Promise<OwnerStayRequestRow[]> {
      const where: Filter[] = [];
      if (filter.homeownerId) where.push(eq('homeowner_id', filter.homeownerId));
      if (filter.status) where.push(eq('status', filter.status));
      const result = await runner.run({
        kind: 'select',
        table: 'owner_stay_requests',
        columns: OWNER_STAY_REQUEST_COLUMNS,
        where,
        order: [desc('check_in'), desc('created_at')],
        range: { from: 0, to: 199 },
      } as SelectQuery<OwnerStayRequestRow>);
      return result.rows;
    },

    /** A villa's busy nights in [from, to) as its homeowner sees them (nothing for anyone else). */
    async calendar(rentalId: string, from: CalendarDate, to: CalendarDate): Promise<CalendarSpan[]> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'homeowner_calendar',
        args: { p_rental_id: rentalId, p_from: from, p_to: to },
      });
      return result.rows.flatMap((row) => {
        const kind = row.kind;
        if (!isCalendarKind(kind)) return [];
        return [{ checkIn: dateOf(row.check_in), checkOut: dateOf(row.check_out), kind }];
      });
    },

    /** The signed-in homeowner asks for an owner stay: the request as stored (accepted at once, or waiting). */
    async request(input: { rentalId: string; checkIn: string; checkOut: string; note: string | null }) {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'request_owner_stay',
        args: {
          p_rental_id: input.rentalId,
          p_check_in: input.checkIn,
          p_check_out: input.checkOut,
          p_note: input.note,
        },
      });
      return result.rows[0] as unknown as OwnerStayRequestRow;
    },

    /** Staff accept (into a block) or decline a waiting request; false when it was decided already. */
    async decide(requestId: string, accept: boolean): Promise<boolean> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'decide_owner_stay_request',
        args: { p_request_id: requestId, p_accept: accept },
      });
      return result.rows[0]?.value === true;
    },

    /** A sale property's views and inquiries per month from `from` (the homeowner who owns it; none otherwise). */
    async listingStats(propertyId: string, from: CalendarDate): Promise<ListingMonth[]> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'homeowner_listing_stats',
        args: { p_property_id: propertyId, p_from: from },
      });
      return result.rows.map((row) => ({
        month: dateOf(row.month).slice(0, 7),
        views: Number(row.views),
        inquiries: Number(row.inquiries),
      }));
    },
  };
}

/** A date column as 'YYYY-MM-DD', whichever way the executor gives it. */
export function dateOf(value: unknown): CalendarDate {
  if (value instanceof Date) return value.toISOString().slice(0, 10) as CalendarDate;
  return String(value).slice(0, 10) as CalendarDate;
}

export type OwnerStayQueries = ReturnType<typeof ownerStayQueries>;
