import { visitorCapabilities } from '#app/server/context.server';
import { listingQueries } from '#app/server/listings/listings.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/healthz';

/** Liveness and backend reachability for load balancers and the test harness. Never cached. */
export async function loader({ request }: Route.LoaderArgs) {
  const started = performance.now();
  try {
    await (await visitorCapabilities(request)).use(listingQueries).ping();
    return Response.json(
      { status: 'ok', database: 'up', ms: Math.round(performance.now() - started) },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    log.warn('health check failed', { error });
    return Response.json(
      { status: 'unavailable', database: 'down' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } },
    );
  }
}
