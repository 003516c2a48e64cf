import { shortFeedUrl } from '#app/domain/booking/feed-form';
import type { CalendarFeed, CalendarNotice } from '#app/domain/booking/staff-calendar';
import { DISPLAY_TIME_ZONE } from '#app/domain/constants';
import type { RentalFeedRow } from '#app/domain/entities';
import type { FeedSyncOutcome } from '#app/server/bookings/feed-sync.server';
import { isNoticeKey, NOTICE_SECTIONS, t } from './shared.server';

/** How the staff calendar shows a villa's feeds and the notice of the last change (read back from its URL). */

const syncedAt = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DISPLAY_TIME_ZONE,
});

export function feedView(row: RentalFeedRow): CalendarFeed {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    shortUrl: shortFeedUrl(row.url),
    lastSynced: row.last_synced_at ? syncedAt.format(new Date(row.last_synced_at)) : null,
    eventCount: row.last_event_count,
    lastError: row.last_error,
    rejected: rejectedView(row),
  };
}

/** The events of the feed's last sync left out for impossible dates, as the staff calendar says them. */
function rejectedView(row: RentalFeedRow): CalendarFeed['rejected'] {
  const count = row.last_rejected_count ?? 0;
  if (count === 0) return null;
  const listed = (row.last_rejected ?? []).map((event) => t.feed.rejectedEvent(event));
  if (count > listed.length) listed.push(t.feed.rejectedMore(count - listed.length));
  return { summary: t.feed.rejected(count, row.name), events: listed };
}

/**
 * `sync` in the URL after 'Sync now': per feed, `id:events.added.updated.removed.conflicts.rejected` or
 * `id:error`.
 */
export function encodeSyncOutcomes(outcomes: readonly FeedSyncOutcome[]): string {
  return outcomes
    .map((outcome) => {
      if (!outcome.ok) return `${outcome.feedId}:error`;
      const { events, added, updated, removed, conflicts } = outcome.counts;
      return `${outcome.feedId}:${[events, added, updated, removed, conflicts, outcome.rejected].join('.')}`;
    })
    .join(',');
}

/** The notice lines of a sync, read back from the URL against the villa's feeds (never text from the URL). */
function syncNoticeLines(encoded: string, feeds: readonly RentalFeedRow[]): string[] {
  const lines: string[] = [];
  for (const part of encoded.split(',').slice(0, 50)) {
    const [id, result] = part.split(':');
    const feed = feeds.find((candidate) => candidate.id === id);
    if (!feed || !result) continue;
    if (result === 'error') {
      lines.push(`${feed.name}: ${feed.last_error ?? t.feed.syncFailed}`);
      continue;
    }
    const numbers = result.split('.').map(Number);
    // Five numbers: an address from before rejected events were counted.
    if (![5, 6].includes(numbers.length) || numbers.some((n) => !Number.isInteger(n) || n < 0)) continue;
    const [events = 0, added = 0, updated = 0, removed = 0, conflicts = 0, rejected = 0] = numbers;
    const synced = t.feed.synced({ events, added, updated, removed, conflicts });
    lines.push(`${feed.name}: ${synced}${rejected > 0 ? `; ${t.feed.rejectedInSync(rejected)}` : ''}`);
  }
  return lines.length > 0 ? lines : [t.feed.nothingToSync];
}

export function noticeOf(params: URLSearchParams, feeds: readonly RentalFeedRow[]): CalendarNotice | null {
  const done = params.get('done');
  if (!isNoticeKey(done)) return null;
  if (done === 'synced') {
    const encoded = params.get('sync') ?? '';
    const lines = syncNoticeLines(encoded, feeds);
    const failed = encoded.split(',').some((part) => part.endsWith(':error'));
    return { section: 'feeds', lines, tone: failed ? 'danger' : 'success' };
  }
  return { section: NOTICE_SECTIONS[done], lines: [t.notices[done]], tone: 'success' };
}
