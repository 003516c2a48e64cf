import { noteWrite } from '#app/server/db/maintenance.server';
import { clearPublicCaches } from '#app/server/db/public-changes.server';
import type { Query, QueryRunner, RpcQuery } from './query';

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
  // The privacy notice and the legal notice (…_legal_pages.sql).
  'legal_pages',
  // The retention periods the privacy notice states (…_retention_notice.sql).
  'agency_settings',
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
 * After any successful write: a change to what visitors see empties the caches that registered with
 * db/public-changes.server.ts (pages, counts, terms and seasons, the rate), so it shows at once; and the
 * embedded database learns it has something to vacuum. Keep PUBLIC_TABLES in step with the tables whose
 * triggers notify the other instances (supabase/migrations/…_several_instances.sql).
 */
export function afterWrites(runner: QueryRunner): QueryRunner {
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
