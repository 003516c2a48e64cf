import { FEED_LISTING_COLUMNS, type FeedPropertyRow, type FeedRentalRow } from '#app/domain/feeds/listing';
import { PORTALS, type Portal } from '#app/domain/feeds/portals';
import { eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { newPrivateLinkToken } from '#app/server/bookings/private-links.server';

/**
 * Portal feeds' reads and writes (supabase/migrations/…_portal_feeds.sql; docs/decisions/040-portal-feeds.md):
 * a request's token checked by the database, the published listings a feed lists, and the staff's settings.
 */

/** A portal's feed as owners and admins see it (row level security shows the rows to no one else). */
export interface PortalFeedRow {
  portal: Portal;
  enabled: boolean;
  account_id: string | null;
  token: string;
  token_renewed_at: string;
  created_at: string;
}

/** What a feed that a token opened needs from its row. */
export interface OpenedFeed {
  accountId: string | null;
  createdAt: string;
}

/** Listings are read this many at a time: a feed of thousands never holds one huge result. */
const PAGE = 500;

async function allPublished<Row>(runner: QueryRunner, query: Omit<SelectQuery<Row>, 'range'>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const page = (await runner.run({ ...query, range: { from, to: from + PAGE - 1 } } as SelectQuery<Row>)).rows;
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

const publishedOrder = [
  { column: 'created_at', ascending: true },
  { column: 'id', ascending: true },
] as const;

export function portalFeedQueries(runner: QueryRunner) {
  return {
    /** What the feed needs when `token` opens `portal`'s feed now (on, current token); null otherwise. Anyone. */
    async open(portal: Portal, token: string): Promise<OpenedFeed | null> {
      const { rows } = await runner.run({
        kind: 'rpc',
        fn: 'open_portal_feed',
        args: { p_portal: portal, p_token: token },
      });
      const value = rows[0]?.value as { account_id?: string | null; created_at?: string } | null | undefined;
      if (!value || typeof value !== 'object' || typeof value.created_at !== 'string') return null;
      return { accountId: value.account_id ?? null, createdAt: value.created_at };
    },

    /** Every published sale property, oldest first (status published only: never private, draft or archived). */
    publishedProperties(): Promise<FeedPropertyRow[]> {
      return allPublished<FeedPropertyRow>(runner, {
        kind: 'select',
        table: 'properties',
        columns: [...FEED_LISTING_COLUMNS, 'price', 'property_type'],
        where: [eq('status', 'published')],
        order: publishedOrder,
      });
    },

    /** Every published rental, oldest first. */
    publishedRentals(): Promise<FeedRentalRow[]> {
      return allPublished<FeedRentalRow>(runner, {
        kind: 'select',
        table: 'rentals',
        columns: [...FEED_LISTING_COLUMNS, 'daily_rate'],
        where: [eq('status', 'published')],
        order: publishedOrder,
      });
    },

    /** Both portals' feeds, in PORTALS' order. Owners and admins (others read no row). */
    async list(): Promise<PortalFeedRow[]> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'portal_feeds',
        columns: ['portal', 'enabled', 'account_id', 'token', 'token_renewed_at', 'created_at'],
      } as SelectQuery<PortalFeedRow>);
      return [...rows].sort((a, b) => PORTALS.indexOf(a.portal) - PORTALS.indexOf(b.portal));
    },

    /** Turns a feed on or off and sets the account at the portal: false when row level security refused it. */
    async save(portal: Portal, settings: { enabled: boolean; accountId: string | null }): Promise<boolean> {
      const { rows } = await runner.run({
        kind: 'update',
        table: 'portal_feeds',
        values: { enabled: settings.enabled, account_id: settings.accountId },
        where: [eq('portal', portal)],
        returning: ['portal'],
      });
      return rows.length === 1;
    },

    /** A new token for the feed, the old one refused from now on; null when row level security refused it. */
    async renew(portal: Portal): Promise<string | null> {
      // 32 random bytes, base64url, as every secret address (decision 019).
      const token = newPrivateLinkToken();
      const { rows } = await runner.run({
        kind: 'update',
        table: 'portal_feeds',
        values: { token, token_renewed_at: new Date().toISOString() },
        where: [eq('portal', portal)],
        returning: ['portal'],
      });
      return rows.length === 1 ? token : null;
    },
  };
}
