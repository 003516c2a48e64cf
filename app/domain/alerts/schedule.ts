import { daysBetween, islandMidnight, islandToday } from '#app/domain/booking/dates';
import type { AlertFrequency } from './saved-filters';

/** Daily and weekly alerts go out from this hour on the islands (a morning read), at most once a day or a week. */
export const DIGEST_HOUR = 8;

/**
 * When a confirmed search is due (the job runs every few minutes; decision 005): 'instant' at every run; 'daily'
 * once per island day (America/St_Barthelemy) from DIGEST_HOUR; 'weekly' from DIGEST_HOUR once seven island days
 * have passed since the last alert. A digest never sent is due at the next DIGEST_HOUR. `now` is the job's
 * injected clock.
 */
export function isDue(frequency: AlertFrequency, lastSentAt: string | null, now: Date): boolean {
  if (frequency === 'instant') return true;
  const today = islandToday(now);
  if (now.getTime() < islandMidnight(today).getTime() + DIGEST_HOUR * 3_600_000) return false;
  if (!lastSentAt) return true;
  const days = daysBetween(islandToday(new Date(lastSentAt)), today);
  return frequency === 'daily' ? days >= 1 : days >= 7;
}
