import type { RentalFeedRow } from '#app/domain/entities';
import { getEnv } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { FeedError, fetchFeed } from './ical/fetch-feed.server';
import type { SyncCounts } from './queries/feeds.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import type { Capabilities } from '#app/server/capabilities.server';

/**
 * Brings a villa's imported calendars (Airbnb, Vrbo, Booking.com) into its blocks: download and parse each
 * feed (ical/), then one database call applies the events (upsert by UID, moved, removed, collisions kept as
 * conflicts). A feed that fails keeps its blocks as they were and records why, for the staff calendar. Events
 * whose dates are impossible as written go with them: they change nothing, and the feed's status lists them.
 */

export type FeedSyncOutcome =
  /** `rejected`: how many of the feed's events were left out for impossible dates. */
  | { feedId: string; name: string; ok: true; counts: SyncCounts; rejected: number }
  | { feedId: string; name: string; ok: false; error: string };

export async function syncFeed(
  capabilities: Capabilities,
  feed: Pick<RentalFeedRow, 'id' | 'name' | 'url'>,
): Promise<FeedSyncOutcome> {
  const env = getEnv();
  try {
    const parsed = await fetchFeed(feed.url, { allowPrivateAddresses: env.ICAL_ALLOW_PRIVATE_ADDRESSES });
    const counts = await capabilities.use(bookingQueries).syncFeedEvents(feed.id, parsed.events, parsed.rejected);
    const rejected = parsed.rejected.length;
    // A warning when events were left out for impossible dates: staff must ask the platform to correct them.
    (rejected > 0 ? log.warn : log.info)('calendar feed synced', {
      feedId: feed.id,
      ...counts,
      skipped: parsed.skipped,
      rejected,
    });
    return { feedId: feed.id, name: feed.name, ok: true, counts, rejected };
  } catch (error) {
    const message = error instanceof FeedError ? error.message : 'The calendar could not be applied; please try again.';
    if (error instanceof FeedError)
      log.warn('calendar feed not synced', { feedId: feed.id, code: error.code, reason: error.message });
    else log.error('calendar feed not applied', { feedId: feed.id, error });
    await capabilities
      .use(bookingQueries)
      .recordFeedFailure(feed.id, message)
      .catch((failure: unknown) => log.error('feed failure not recorded', { feedId: feed.id, error: failure }));
    return { feedId: feed.id, name: feed.name, ok: false, error: message };
  }
}

/** Every feed of one villa (staff's 'Sync now', and before a request of that villa is confirmed). */
export async function syncRentalFeeds(capabilities: Capabilities, rentalId: string): Promise<FeedSyncOutcome[]> {
  const feeds = await capabilities.use(bookingQueries).listFeeds(rentalId);
  return Promise.all(feeds.map((feed) => syncFeed(capabilities, feed)));
}

/** Every feed of every villa, two at a time (the periodic job). */
export async function syncAllFeeds(capabilities: Capabilities, concurrency = 2): Promise<FeedSyncOutcome[]> {
  const feeds = await capabilities.use(bookingQueries).listFeeds();
  const outcomes: FeedSyncOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < feeds.length) {
      const feed = feeds[next++]!;
      outcomes.push(await syncFeed(capabilities, feed));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, feeds.length) }, worker));
  return outcomes;
}
