import { createHash } from 'node:crypto';
import { CONTACT_EMAIL, CONTACT_PHONE, SITE_NAME } from '#app/domain/constants';
import { jamesEditionFeed, type FeedAgency } from '#app/domain/feeds/jamesedition';
import { kyeroFeed } from '#app/domain/feeds/kyero';
import { feedListingOf, type FeedListing } from '#app/domain/feeds/listing';
import { FEED_TOKEN, type Portal } from '#app/domain/feeds/portals';
import type { Capabilities } from '#app/server/capabilities.server';
import { onPublicChange } from '#app/server/db/public-changes.server';
import { secretNotFound as notFound } from '#app/server/http/secret-not-found.server';
import { publicLocation } from '#app/server/maps/island-maps.server';
import { portalFeedQueries, type OpenedFeed } from './queries.server';

/**
 * A portal's feed (`/feeds/{portal}.xml?token=…`; docs/decisions/040-portal-feeds.md). The token is checked by
 * the database on every request — so a feed turned off, or a renewed token, stops at once — and the XML itself is
 * kept in memory per portal and site address, dropped with the pages whenever what visitors see changes
 * (db/public-changes.server.ts: this instance's writes at once, other instances' through the database).
 *
 * The answer is `private, no-cache`: the address carries a secret, so no shared cache (nor the page cache) may
 * keep it, and a portal that polls revalidates with the ETag or Last-Modified it got, answered with a 304.
 */

interface Built {
  body: string;
  etag: string;
  /** When this XML was made (HTTP date), its Last-Modified. */
  lastModified: string;
  madeAt: number;
}

/** A feed is rebuilt at least this often, whatever the notifications say (as the pages' minute, but feeds are heavier). */
const MAX_AGE_MS = 10 * 60_000;

const state = ((
  globalThis as { __islandEstatesPortalFeeds?: { built: Map<string, Built>; generation: number } }
).__islandEstatesPortalFeeds ??= { built: new Map(), generation: 0 });

/** Empties the feeds' cache (every change to what visitors see does, through onPublicChange). */
export function clearPortalFeeds(): void {
  state.generation += 1;
  state.built.clear();
}
onPublicChange('portal feeds', clearPortalFeeds);

const AGENCY: Omit<FeedAgency, 'accountId'> = {
  name: SITE_NAME,
  reference: 'island_estates',
  description: `${SITE_NAME}: villas, houses and apartments for sale and villas to rent in Saint Barthélemy and Sint Maarten.`,
  email: CONTACT_EMAIL,
  phone: CONTACT_PHONE,
};

/** Every published sale property and rental, as the feeds describe them. */
export async function feedListings(capabilities: Capabilities, origin: string): Promise<FeedListing[]> {
  const queries = capabilities.use(portalFeedQueries);
  const [properties, rentals] = await Promise.all([queries.publishedProperties(), queries.publishedRentals()]);
  const at = (row: Parameters<typeof publicLocation>[0]) => {
    const point = publicLocation(row);
    return point ? { latitude: point.latitude, longitude: point.longitude, approximate: point.approximate } : null;
  };
  return [
    ...properties.map((row) => feedListingOf({ kind: 'sale', row }, { origin, location: at(row) })),
    ...rentals.map((row) => feedListingOf({ kind: 'rental', row }, { origin, location: at(row) })),
  ];
}

/** The feed's XML for `portal`. `now` is when it is made (Kyero's feed_generated). */
export function portalFeedXml(portal: Portal, listings: readonly FeedListing[], opened: OpenedFeed, now: Date): string {
  const agency = { ...AGENCY, accountId: opened.accountId };
  if (portal === 'kyero') return kyeroFeed(listings, { agency, generatedAt: now.toISOString() });
  const newest = listings
    .map((listing) => listing.updatedAt)
    .sort()
    .at(-1);
  return jamesEditionFeed(listings, {
    agency,
    createdAt: opened.createdAt,
    updatedAt: newest && newest > opened.createdAt ? newest : opened.createdAt,
  });
}

function notModified(request: Request, built: Built): boolean {
  const tags = request.headers.get('If-None-Match');
  if (tags) return tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === built.etag);
  const since = Date.parse(request.headers.get('If-Modified-Since') ?? '');
  return Number.isFinite(since) && since >= Date.parse(built.lastModified);
}

export async function portalFeedResponse({
  request,
  capabilities,
  portal,
  origin,
  now = () => new Date(),
}: {
  request: Request;
  capabilities: Capabilities;
  portal: Portal;
  origin: string;
  now?: () => Date;
}): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!FEED_TOKEN.test(token)) return notFound();
  const opened = await capabilities.use(portalFeedQueries).open(portal, token);
  if (!opened) return notFound();

  const key = `${portal} ${origin} ${opened.accountId ?? ''} ${opened.createdAt}`;
  let built = state.built.get(key);
  const time = now();
  if (!built || time.getTime() - built.madeAt > MAX_AGE_MS) {
    const generation = state.generation;
    const body = portalFeedXml(portal, await feedListings(capabilities, origin), opened, time);
    built = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      lastModified: new Date(Math.floor(time.getTime() / 1000) * 1000).toUTCString(),
      madeAt: time.getTime(),
    };
    // A listing changed while this was made: answer it, but do not keep what may predate the change.
    if (state.generation === generation) state.built.set(key, built);
  }
  const headers = {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'private, no-cache',
    ETag: built.etag,
    'Last-Modified': built.lastModified,
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
  };
  if (notModified(request, built)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : built.body, { headers });
}
