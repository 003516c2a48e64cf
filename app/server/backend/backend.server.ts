import { adminPort } from './admin.server';
import { inquiriesPort } from './inquiries.server';
import { listingsPort } from './listings.server';
import { data } from 'react-router';
import { noteWrite } from '#app/server/db/maintenance.server';
import { invalidatePublicPages } from '#app/server/http/page-cache.server';
import { clearCounts } from './count-cache.server';
import { BackendError, type Query, type QueryRunner } from './query';

/**
 * The backend port the routes use: typed operations over query descriptions, bound to one executor and
 * one actor. Routes never see SQL or supabase-js.
 */
export function createBackend(backendRunner: QueryRunner) {
  const runner = afterWrites(answeringUnavailableWith503(backendRunner));
  return {
    ...listingsPort(runner),
    ...inquiriesPort(runner),
    // Staff operations: row level security refuses them to any other actor.
    ...adminPort(runner),
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

const PUBLIC_TABLES = new Set(['properties', 'rentals', 'blog_posts']);

/**
 * After any successful write: a change to what visitors see empties the page and count caches, so it shows
 * at once; and the embedded database learns it has something to vacuum.
 */
function afterWrites(runner: QueryRunner): QueryRunner {
  return {
    run: (async (query: Query) => {
      const result = await runner.run(query as never);
      if (query.kind === 'select') return result;
      noteWrite();
      if (PUBLIC_TABLES.has(query.table)) {
        invalidatePublicPages();
        clearCounts();
      }
      return result;
    }) as QueryRunner['run'],
  };
}
