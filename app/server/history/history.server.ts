import { namesMembers, withMemberNames, type HistoryEntryRow, type HistoryItem } from '#app/domain/history';
import { memberLabel } from '#app/domain/staff/members';
import type { Backend } from '#app/server/backend/backend.server';
import { log } from '#app/server/log.server';

/**
 * An item's history for its page (an editor, a lead, a stay): none for a new item, and none — with the page
 * still shown — when it cannot be read (logged). `null` means 'could not be read', so the panel can say so.
 */
export async function loadItemHistory(
  backend: Pick<Backend, 'itemHistory' | 'listStaff'>,
  item: HistoryItem,
  id: string | null | undefined,
): Promise<HistoryEntryRow[] | null> {
  if (!id || id === 'new') return [];
  try {
    const entries = await backend.itemHistory(item, id);
    return await namedMembers(backend, entries);
  } catch (error) {
    log.error('history failed to load', { item, id, error });
    return null;
  }
}

/** Entries whose changes name members by id (a lead's assignee) get their names, when the staff list can be read. */
export async function namedMembers<Entry extends Pick<HistoryEntryRow, 'changes'>>(
  backend: Pick<Backend, 'listStaff'>,
  entries: Entry[],
): Promise<Entry[]> {
  if (!namesMembers(entries)) return entries;
  const staff = await backend.listStaff().catch(() => []);
  return withMemberNames(entries, new Map(staff.map((member) => [member.user_id, memberLabel(member)])));
}
