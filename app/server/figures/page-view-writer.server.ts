import { serviceBackend } from '#app/server/bookings/service-backend.server';
import { getEnv } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import type { PageViewWriter } from './page-views.server';
import { figureQueries } from '#app/server/figures/queries.server';

/**
 * Where the server's page view counts go: `record_page_views` as the service role (the SQL executor on the
 * embedded database and PostgreSQL; the service-role client on Supabase). Null on Supabase without
 * SUPABASE_SERVICE_ROLE_KEY: views are then not counted (said once).
 */
export async function pageViewWriter(): Promise<PageViewWriter | null> {
  const env = getEnv();
  if (env.backend === 'supabase' && !env.SUPABASE_SERVICE_ROLE_KEY) {
    log.info('listing page views are not counted on Supabase: SUPABASE_SERVICE_ROLE_KEY is not set');
    return null;
  }
  const capabilities = await serviceBackend('Page views', { env });
  if (!capabilities) return null;
  return (counts) => capabilities.use(figureQueries).recordPageViews(counts);
}
