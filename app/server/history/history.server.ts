import {
  referencedIds,
  referenceKey,
  withNames,
  type HistoryEntryRow,
  type HistoryItem,
} from '#app/domain/history/history';
import { memberLabel } from '#app/domain/staff/members';
import { log } from '#app/server/log.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { historyQueries } from '#app/server/history/queries.server';
import { staffQueries } from '#app/server/staff/queries.server';

/**
 * An item's history for its page (an editor, a lead, a stay): none for a new item, and none — with the page
 * still shown — when it cannot be read (logged). `null` means 'could not be read', so the panel can say so.
 */
export async function loadItemHistory(
  capabilities: Capabilities,
  item: HistoryItem,
  id: string | null | undefined,
): Promise<HistoryEntryRow[] | null> {
  if (!id || id === 'new') return [];
  try {
    const entries = await capabilities.use(historyQueries).itemHistory(item, id);
    return await named(capabilities, entries);
  } catch (error) {
    log.error('history failed to load', { item, id, error });
    return null;
  }
}

/**
 * The entries with the members, listings, stays and feeds their changes name by id given by name: one request per
 * kind named (none when nothing is). A name that cannot be read leaves the entry readable ('a deleted rental').
 */
export async function named<Entry extends Pick<HistoryEntryRow, 'changes'>>(
  capabilities: Capabilities,
  entries: Entry[],
): Promise<Entry[]> {
  const wanted = referencedIds(entries);
  if (wanted.size === 0) return entries;
  const [staff, names] = await Promise.all([
    wanted.has('staff_members')
      ? capabilities
          .use(staffQueries)
          .listStaff()
          .catch(() => [])
      : [],
    capabilities
      .use(historyQueries)
      .referenceNames(wanted)
      .catch((error: unknown) => {
        log.warn('history: names not read', { error });
        return new Map<string, string>();
      }),
  ]);
  for (const member of staff) names.set(referenceKey('staff_members', member.user_id), memberLabel(member));
  return withNames(entries, names);
}
