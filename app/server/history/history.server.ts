import type { HistoryEntryRow, HistoryItem } from '#app/domain/history';
import type { Backend } from '#app/server/backend/backend.server';
import { log } from '#app/server/log.server';

/**
 * An item's history for its page (an editor, a lead, a stay): none for a new item, and none — with the page
 * still shown — when it cannot be read (logged). `null` means 'could not be read', so the panel can say so.
 */
export async function loadItemHistory(
  backend: Pick<Backend, 'itemHistory'>,
  item: HistoryItem,
  id: string | null | undefined,
): Promise<HistoryEntryRow[] | null> {
  if (!id || id === 'new') return [];
  try {
    return await backend.itemHistory(item, id);
  } catch (error) {
    log.error('history failed to load', { item, id, error });
    return null;
  }
}
