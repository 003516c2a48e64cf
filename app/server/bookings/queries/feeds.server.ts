import type { CalendarDate } from '#app/domain/booking/dates';
import type { RejectedFeedEvent, RentalCalendarTokenRow, RentalFeedRow } from '#app/domain/entities';
import { asc, eq, type QueryRunner } from '#app/server/backend/query';
import { CALENDAR_TOKEN_COLUMNS, FEED_COLUMNS } from '#app/server/backend/schema';
import { deleteOfRental, insertReturningId, selectWith } from './shared.server';

/**
 * The platforms' calendars: the feeds a villa imports (Airbnb, Vrbo…) and their sync, and the villa's own
 * calendar export with its secret token.
 */

export interface CalendarExport {
  title: string;
  /** `uid`: a digest of the stay's id, stable across exports; it opens nothing (…_private_links.sql). */
  stays: { uid: string; checkIn: CalendarDate; checkOut: CalendarDate }[];
}

export interface FeedEventInput {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string;
}

export interface SyncCounts {
  events: number;
  added: number;
  updated: number;
  removed: number;
  conflicts: number;
}

export function feedQueries(runner: QueryRunner) {
  const select = selectWith(runner);
  return {
    async listFeeds(rentalId?: string): Promise<RentalFeedRow[]> {
      return select<RentalFeedRow>({
        table: 'rental_feeds',
        columns: FEED_COLUMNS,
        where: [rentalId && eq('rental_id', rentalId)],
        order: [asc('created_at'), asc('id')],
        range: { from: 0, to: 9_999 },
      });
    },

    async getFeed(id: string): Promise<RentalFeedRow | null> {
      return (
        (
          await select<RentalFeedRow>({
            table: 'rental_feeds',
            columns: FEED_COLUMNS,
            where: [eq('id', id)],
            single: true,
          })
        )[0] ?? null
      );
    },

    addFeed: (rentalId: string, name: string, url: string) =>
      insertReturningId(runner, 'rental_feeds', { rental_id: rentalId, name, url }, 'feed'),

    /** Removes a feed and, with it, the blocks it brought. */
    deleteFeed: (rentalId: string, id: string) => deleteOfRental(runner, 'rental_feeds', rentalId, id),

    /**
     * Applies a feed's events to the villa's blocks, atomically (supabase/migrations/…_feed_invalid_events.sql).
     * `rejected`: the feed's events whose dates could not be read; whatever they blocked stays as it is, and
     * the feed's status lists them for staff.
     */
    async syncFeedEvents(
      feedId: string,
      events: readonly FeedEventInput[],
      rejected: readonly RejectedFeedEvent[] = [],
    ): Promise<SyncCounts> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'sync_feed_events',
        args: {
          p_feed_id: feedId,
          p_events: events.map((event) => ({
            uid: event.uid,
            check_in: event.checkIn,
            check_out: event.checkOut,
            summary: event.summary,
          })),
          p_rejected: rejected.map((event) => ({ uid: event.uid, dates: event.dates })),
        },
      });
      return result.rows[0]?.value as SyncCounts;
    },

    /** A failed sync: when, and why, for the staff calendar. The feed's blocks stay as they were. */
    async recordFeedFailure(id: string, message: string): Promise<void> {
      await runner.run({
        kind: 'update',
        table: 'rental_feeds',
        values: { last_synced_at: new Date().toISOString(), last_error: message.slice(0, 500) },
        where: [eq('id', id)],
      });
    },

    async getCalendarToken(rentalId: string): Promise<string | null> {
      const rows = await select<RentalCalendarTokenRow>({
        table: 'rental_calendar_tokens',
        columns: CALENDAR_TOKEN_COLUMNS,
        where: [eq('rental_id', rentalId)],
        single: true,
      });
      return rows[0]?.token ?? null;
    },

    /** A new secret for the export: the old address stops working at once. */
    async rotateCalendarToken(rentalId: string, token: string): Promise<boolean> {
      const result = await runner.run({
        kind: 'update',
        table: 'rental_calendar_tokens',
        values: { token, rotated_at: new Date().toISOString() },
        where: [eq('rental_id', rentalId)],
        returning: ['rental_id'],
      });
      return result.rows.length === 1;
    },

    /** A villa's calendar for the platforms, when the token is right (null otherwise). */
    async exportCalendar(rentalId: string, token: string): Promise<CalendarExport | null> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'rental_calendar_export',
        args: { p_rental_id: rentalId, p_token: token },
      });
      const rows = result.rows as {
        rental_title: string;
        uid: string | null;
        check_in: string | null;
        check_out: string | null;
      }[];
      if (rows.length === 0) return null;
      return {
        title: rows[0]!.rental_title,
        stays: rows
          .filter((row) => row.uid && row.check_in && row.check_out)
          .map((row) => ({
            uid: row.uid!,
            checkIn: row.check_in as CalendarDate,
            checkOut: row.check_out as CalendarDate,
          })),
      };
    },
  };
}
