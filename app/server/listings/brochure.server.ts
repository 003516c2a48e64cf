import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { islandToday } from '#app/domain/booking/dates';
import { localizeSeasons } from '#app/domain/booking/season-names';
import { localizedPath, type Locale } from '#app/domain/i18n/locale';
import { brochureTexts } from '#app/domain/listings/texts/brochure';
import { slugify } from '#app/domain/text-utils';
import { seasonsOf } from '#app/server/bookings/reference-cache.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { onPublicChange } from '#app/server/db/public-changes.server';
import { listingQueries } from '#app/server/listings/listings.server';
import { log } from '#app/server/log.server';
import { drawDocument } from '#app/server/pdf/layout.server';
import { brochureDescription, brochureTitle, type BrochureListing } from './brochure-document.server';
import { brochurePhotos } from './brochure-photos.server';

/**
 * A published property's or rental's brochure in a language (docs/decisions/037-brochures.md): read with the
 * page's own public query (unpublished, private or unknown: null, so a 404), then drawn — or taken from a small
 * cache keyed by a digest of everything the brochure shows (the listing's row, a rental's seasons and today's
 * date, the language and the page's address). An edit changes the digest, so a stale brochure is never served;
 * the cache is still emptied on every public change to free what no longer matches.
 */

export type BrochureKind = BrochureListing['kind'];

export interface Brochure {
  bytes: Uint8Array;
  /** a strong validator: the digest of what the brochure shows */
  etag: string;
  /** ASCII, for `filename=` */
  fileName: string;
  /** UTF-8, for `filename*=` */
  displayName: string;
  /** what drawing it took, in milliseconds (0 from the cache) */
  millis: number;
}

/** Bumped when the brochure's drawing changes, so cached ones are not served after a deploy. */
const VERSION = 1;

const cache = ((globalThis as { __islandEstatesBrochures?: LRUCache<string, Uint8Array> }).__islandEstatesBrochures ??=
  new LRUCache<string, Uint8Array>({
    max: 200,
    maxSize: 48 * 1024 * 1024,
    sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
    ttl: 24 * 60 * 60 * 1000,
  }));
onPublicChange('brochures', () => cache.clear());

const pending = new Map<string, Promise<Uint8Array>>();

export async function listingBrochure(
  capabilities: Capabilities,
  {
    kind,
    id,
    locale,
    origin,
    now = new Date(),
  }: { kind: BrochureKind; id: string; locale: Locale; origin: string; now?: Date },
): Promise<Brochure | null> {
  const subject = await readSubject(capabilities, kind, id, locale, now);
  if (!subject) return null;
  const pageUrl = `${origin}${localizedPath(`/${kind === 'property' ? 'properties' : 'rentals'}/${id}`, locale)}`;
  const digest = createHash('sha256')
    .update(JSON.stringify([VERSION, locale, pageUrl, subject]))
    .digest('base64url');
  const title = brochureTitle(subject, locale);
  const suffix = brochureTexts[locale].fileSuffix;
  const names = { fileName: `${slugify(title) || kind}-${suffix}.pdf`, displayName: `${title} — ${suffix}.pdf` };
  const cached = cache.get(digest);
  if (cached) return { bytes: cached, etag: `"${digest}"`, ...names, millis: 0 };

  const started = performance.now();
  let job = pending.get(digest);
  if (!job) {
    job = (async () => {
      const photos = await brochurePhotos(subject.listing.images);
      const bytes = await drawDocument(brochureDescription({ subject, locale, pageUrl, photos }));
      cache.set(digest, bytes);
      return bytes;
    })().finally(() => pending.delete(digest));
    pending.set(digest, job);
  }
  const bytes = await job;
  const millis = Math.round(performance.now() - started);
  log.info('brochure drawn', { kind, id, locale, millis, bytes: bytes.byteLength });
  return { bytes, etag: `"${digest}"`, ...names, millis };
}

async function readSubject(
  capabilities: Capabilities,
  kind: BrochureKind,
  id: string,
  locale: Locale,
  now: Date,
): Promise<BrochureListing | null> {
  const queries = capabilities.use(listingQueries);
  if (kind === 'property') {
    const listing = await queries.getPublishedProperty(id);
    return listing && { kind, listing };
  }
  const listing = await queries.getPublishedRental(id);
  if (!listing) return null;
  const seasons = localizeSeasons((await seasonsOf(capabilities, [listing.id])).get(listing.id) ?? [], locale);
  // The booked calendar is not printed: a brochure outlives it.
  const { availability_calendar: _calendar, ...rest } = listing;
  return { kind, listing: { ...rest, availability_calendar: [] } as typeof listing, seasons, today: islandToday(now) };
}

/** The brochure as the route answers it: inline, named after the listing, cacheable like the pages. */
export function brochureResponse(request: Request, brochure: Brochure, cacheControl: string): Response {
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${brochure.fileName}"; filename*=UTF-8''${encodeURIComponent(brochure.displayName)}`,
    'Cache-Control': cacheControl,
    ETag: brochure.etag,
    'Server-Timing': `brochure;dur=${brochure.millis}`,
  };
  const match = request.headers.get('If-None-Match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === brochure.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(Buffer.from(brochure.bytes), {
    headers: { ...headers, 'Content-Length': String(brochure.bytes.byteLength) },
  });
}
