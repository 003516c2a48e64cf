import { getDatabase } from '#app/server/db/database.server';
import { log } from '#app/server/log.server';

/** Liveness and database reachability for load balancers and the test harness. */
export async function loader() {
  const started = performance.now();
  try {
    const db = await getDatabase();
    await db.query('select 1');
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
