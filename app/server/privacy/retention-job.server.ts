import { islandToday } from '#app/domain/booking/dates';
import type { RetentionReport } from '#app/domain/privacy/retention';
import type { Capabilities } from '#app/server/capabilities.server';
import type { Job } from '#app/server/jobs/runner.server';
import { privacyQueries } from './queries.server';

/**
 * The retention job (issue 32, item 5; docs/decisions/042-person-data.md), as the service role, every few hours on
 * every instance that runs jobs: leads without activity for the owners' period and e-mails older than theirs are
 * anonymised by privacy_apply_retention for the islands' today (the injected clock). Runners take turns on an
 * advisory lock and anonymised rows are never picked again, so two runners are harmless. One log line with the
 * counts (the runner's 'job ran'), only when something was anonymised.
 */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60_000;

export async function applyRetention(
  capabilities: Capabilities,
  clock: () => Date = () => new Date(),
): Promise<RetentionReport> {
  return capabilities.use(privacyQueries).applyRetention(islandToday(clock()));
}

export function retentionJob(
  capabilities: Capabilities,
  clock: () => Date = () => new Date(),
  intervalMs = RETENTION_INTERVAL_MS,
): Job {
  return {
    name: 'retention',
    intervalMs,
    async run() {
      const report = await applyRetention(capabilities, clock);
      // The runner logs the report as the job's one line ('job ran', with the counts).
      return report.inquiries > 0 || report.emails > 0 ? { ...report } : undefined;
    },
  };
}
