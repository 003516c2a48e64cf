import type { RentalFeedRow } from '#app/domain/entities';
import { syncAllFeeds } from '#app/server/bookings/feed-sync.server';
import type { Job } from './runner.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { bookingQueries } from '#app/server/bookings/queries.server';

/** The periodic work of the bookings: options past their deadline, and the villas' imported calendars. */

export const EXPIRE_OPTIONS_INTERVAL_MS = 60_000;

/** Options past their deadline release their dates (`expire_options()`; idempotent). */
export function expireOptionsJob(capabilities: Capabilities, intervalMs = EXPIRE_OPTIONS_INTERVAL_MS): Job {
  return {
    name: 'expire-options',
    intervalMs,
    async run() {
      const expired = await capabilities.use(bookingQueries).expireOptions();
      return expired > 0 ? { expired } : undefined;
    },
  };
}

/**
 * Every villa's iCal feeds, through the service backend. Only feeds not synced in the last half interval
 * are fetched: a restart does not fetch everything again, a feed staff just synced waits for its turn, and
 * several instances whose ticks do not coincide (the lock only keeps them from running at the same time)
 * still fetch each feed about once per interval.
 */
export function syncCalendarFeedsJob(
  capabilities: Capabilities,
  intervalMs: number,
  now: () => number = Date.now,
): Job {
  return {
    name: 'sync-calendar-feeds',
    intervalMs,
    async run({ signal }) {
      const due = (feed: RentalFeedRow) =>
        !signal.aborted && (!feed.last_synced_at || now() - Date.parse(feed.last_synced_at) >= intervalMs / 2);
      const bookings = capabilities.use(bookingQueries);
      const dueBookings: typeof bookings = {
        ...bookings,
        listFeeds: async (rentalId?: string) => (await bookings.listFeeds(rentalId)).filter(due),
      };
      // The same capabilities, whose bookings list only the feeds due.
      const dueOnly: Capabilities = {
        use: (capability) => (capability === bookingQueries ? dueBookings : capabilities.use(capability)) as never,
      };
      const outcomes = await syncAllFeeds(dueOnly);
      if (outcomes.length === 0) return undefined;
      const report = { feeds: outcomes.length, failed: 0, added: 0, updated: 0, removed: 0, conflicts: 0 };
      for (const outcome of outcomes) {
        if (!outcome.ok) {
          report.failed += 1;
          continue;
        }
        report.added += outcome.counts.added;
        report.updated += outcome.counts.updated;
        report.removed += outcome.counts.removed;
        report.conflicts += outcome.counts.conflicts;
      }
      return report;
    },
  };
}
