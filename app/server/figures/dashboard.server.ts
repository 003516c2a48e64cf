import { islandToday } from '#app/domain/booking/dates';
import type { Backend } from '#app/server/backend/backend.server';
import { log } from '#app/server/log.server';

/** The dashboard's figures for the agency's today; null when they cannot be read (the rest still shows). */
export async function loadDashboardFigures(backend: Backend, now = new Date()) {
  try {
    return await backend.dashboardFigures(islandToday(now));
  } catch (error) {
    log.error('dashboard figures failed to load', { error });
    return null;
  }
}
