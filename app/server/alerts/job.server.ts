import { selectAlertItems } from '#app/domain/alerts/matching';
import { savedFiltersOf } from '#app/domain/alerts/saved-filters';
import { isDue } from '#app/domain/alerts/schedule';
import type { Capabilities } from '#app/server/capabilities.server';
import type { Job } from '#app/server/jobs/runner.server';
import { log } from '#app/server/log.server';
import { alertQueries } from './queries.server';

/**
 * The search alerts' job (issue 31, item 1; docs/decisions/035-search-alerts.md), as the service role, every few
 * minutes on every instance that runs jobs (decision 005): for each confirmed, subscribed search that is due
 * (app/domain/alerts/schedule.ts, the injected clock on the islands), the published listings changed since it was
 * saved and never sent to it (the database), matched against its filters (app/domain/alerts/matching.ts), at most
 * 12, recorded and queued in one transaction (queue_saved_search_alert). The unique key (search, listing) is the
 * guard: a second run, or another instance at the same moment, records nothing and queues nothing.
 */

export const SEARCH_ALERTS_INTERVAL_MS = 5 * 60_000;

export interface SearchAlertsReport {
  searches: number;
  due: number;
  queued: number;
  failed: number;
}

export async function sendSearchAlerts(
  capabilities: Capabilities,
  clock: () => Date = () => new Date(),
  signal?: AbortSignal,
): Promise<SearchAlertsReport> {
  const alerts = capabilities.use(alertQueries);
  const now = clock();
  const searches = await alerts.activeSearches();
  const report: SearchAlertsReport = { searches: searches.length, due: 0, queued: 0, failed: 0 };
  for (const search of searches) {
    if (signal?.aborted) break;
    if (!isDue(search.frequency, search.lastSentAt, now)) continue;
    report.due += 1;
    try {
      const { items, matches } = selectAlertItems(
        search.kind,
        savedFiltersOf(search.kind, search.filters),
        await alerts.candidates(search.id),
      );
      if (items.length === 0) continue;
      if (await alerts.queueAlert(search.id, items, matches)) report.queued += 1;
    } catch (error) {
      report.failed += 1;
      log.error('search alert not queued', { searchId: search.id, error });
    }
  }
  return report;
}

/** The periodic job. */
export function searchAlertsJob(
  capabilities: Capabilities,
  clock: () => Date = () => new Date(),
  intervalMs = SEARCH_ALERTS_INTERVAL_MS,
): Job {
  return {
    name: 'search-alerts',
    intervalMs,
    async run({ signal }) {
      const report = await sendSearchAlerts(capabilities, clock, signal);
      return report.queued > 0 || report.failed > 0 ? { ...report } : undefined;
    },
  };
}
