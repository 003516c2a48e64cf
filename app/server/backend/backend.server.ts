import { bookingQueries } from '#app/server/bookings/queries.server';
import { currencyPort } from '#app/server/currency/port.server';
import { historyPort } from '#app/server/history/port.server';
import { figuresPort } from '#app/server/figures/port.server';
import { leadsPort } from '#app/server/leads/port.server';
import { mailPort } from '#app/server/mail/outbox.server';
import { mediaPort } from '#app/server/media/port.server';
import { staffPort } from '#app/server/staff/port.server';
import { adminPort } from './admin.server';
import { inquiriesPort } from './inquiries.server';
import { listingsPort } from './listings.server';
import { sitemapPort } from './sitemap.server';
import { data } from 'react-router';
import { noteWrite } from '#app/server/db/maintenance.server';
import { clearPublicCaches } from '#app/server/db/public-changes.server';
import { BackendError, type Query, type QueryRunner, type RpcQuery } from './query';

/**
 * The backend port the routes use: typed operations over query descriptions, bound to one executor and
 * one actor. Routes never see SQL or supabase-js.
 */
export function createBackend(backendRunner: QueryRunner) {
  const runner = afterWrites(answeringUnavailableWith503(backendRunner));
  return {
    ...listingsPort(runner),
    // The sitemap's addresses and dates of everything published.
    ...sitemapPort(runner),
    ...inquiriesPort(runner),
    // Seasons, stays, feeds and terms: visitors' reads and requests, the booking desk, the jobs.
    ...bookingQueries(runner),
    // Staff operations: row level security refuses them to any other actor.
    ...adminPort(runner),
    // Stored images (staff only, through row level security).
    ...mediaPort(runner),
    // The mail outbox: staff's threads, replies and retries; the delivery worker's claims (service role).
    ...mailPort(runner),
    // The exchange rate: everyone reads it, owners set it.
    ...currencyPort(runner),
    // The staff list and its one-time links (owners change it; the service role uses the links).
    ...staffPort(runner),
    // The history of every change: written by the database's triggers, read per row level security.
    ...historyPort(runner),
    // The dashboard's figures (staff) and the listing page views' flush (service role).
    ...figuresPort(runner),
    // The lead pipeline: the inbox's filtered list and export, stages, assignees, follow-ups, notes.
    ...leadsPort(runner),
  };
}

export type Backend = ReturnType<typeof createBackend>;

/**
 * An unreachable backend becomes a 503 response (the friendly 'back soon' page, Retry-After) instead of a
 * 500, wherever the route does not handle the failure itself.
 */
function answeringUnavailableWith503(runner: QueryRunner): QueryRunner {
  return {
    run: (async (query: Query) => {
      try {
        return await runner.run(query as never);
      } catch (error) {
        if (error instanceof BackendError && error.code === 'unavailable') {
          throw data('The service is temporarily unavailable.', { status: 503, headers: { 'Retry-After': '10' } });
        }
        throw error;
      }
    }) as QueryRunner['run'],
  };
}

/** Tables whose rows change what visitors see (listings, posts, a villa's calendar, seasons and terms, the rate). */
const PUBLIC_TABLES = new Set([
  'properties',
  'rentals',
  'blog_posts',
  'stays',
  'rental_seasons',
  'booking_terms',
  // A new rate changes every converted price (and, through its trigger, every euro listing's normalised amount).
  'currency_settings',
]);

/** Whether a function call changed what visitors see (it reports how many stays it changed). */
function rpcChangedPublicData(query: RpcQuery, rows: Record<string, unknown>[]): boolean {
  const value = rows[0]?.value;
  switch (query.fn) {
    case 'expire_options':
      return typeof value === 'number' && value > 0;
    case 'sync_feed_events': {
      const counts = (value ?? {}) as Record<string, number>;
      return (counts.added ?? 0) + (counts.updated ?? 0) + (counts.removed ?? 0) + (counts.conflicts ?? 0) > 0;
    }
    default:
      return false;
  }
}

/**
 * After any successful write: a change to what visitors see empties the page and count caches, so it shows
 * at once; and the embedded database learns it has something to vacuum. Keep PUBLIC_TABLES in step with the
 * tables whose triggers notify the other instances (supabase/migrations/…_several_instances.sql).
 */
function afterWrites(runner: QueryRunner): QueryRunner {
  return {
    run: (async (query: Query) => {
      const result = await runner.run(query as never);
      if (query.kind === 'select') return result;
      const changedPublicData =
        query.kind === 'rpc'
          ? rpcChangedPublicData(query, result.rows as Record<string, unknown>[])
          : PUBLIC_TABLES.has(query.table);
      if (query.kind === 'rpc' && !changedPublicData) return result;
      noteWrite();
      // At once for this instance; the others hear it from the database (db/public-changes.server.ts).
      if (changedPublicData) clearPublicCaches();
      return result;
    }) as QueryRunner['run'],
  };
}
