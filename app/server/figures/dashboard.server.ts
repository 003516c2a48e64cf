import { islandToday } from '#app/domain/booking/dates';
import { log } from '#app/server/log.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { figureQueries } from '#app/server/figures/queries.server';

/** The dashboard's figures for the agency's today; null when they cannot be read (the rest still shows). */
export async function loadDashboardFigures(capabilities: Capabilities, now = new Date()) {
  try {
    return await capabilities.use(figureQueries).dashboardFigures(islandToday(now));
  } catch (error) {
    log.error('dashboard figures failed to load', { error });
    return null;
  }
}
