import { islandToday } from '#app/domain/booking/dates';
import { groupTasks, type BoardGroup } from '#app/domain/tasks/board';
import { onSheet, parseSheetView, type SheetView } from '#app/domain/tasks/sheet';
import { isIn, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { log } from '#app/server/log.server';
import { taskQueries } from './tasks.server';

/**
 * /admin/tasks/sheet (issue 30, item 4): one day's tasks for paper, grouped by villa or by person, each with its
 * villa's address; cancelled tasks left off. The day defaults to the agency's today (`now`, the injected clock).
 */

export interface DaySheet {
  view: SheetView;
  groups: BoardGroup[];
  count: number;
  /** Each villa's address as the field team finds it (its street address, else its area). */
  addresses: Record<string, string>;
  failed: boolean;
}

const villaAddresses = (runner: QueryRunner) => async (rentalIds: readonly string[]) => {
  if (rentalIds.length === 0) return {};
  const { rows } = await runner.run({
    kind: 'select',
    table: 'rentals',
    columns: ['id', 'address', 'location'],
    where: [isIn('id', rentalIds)],
  } as SelectQuery<{ id: string; address: string; location: string }>);
  return Object.fromEntries(rows.map((row) => [row.id, row.address.trim() || row.location.trim()]));
};

export async function loadDaySheet(capabilities: Capabilities, url: URL, now = new Date()): Promise<DaySheet> {
  const view = parseSheetView(url.searchParams, islandToday(now));
  try {
    const listed = await capabilities.use(taskQueries).listTasks({ from: view.day, to: view.day });
    const tasks = listed.filter(onSheet);
    const addresses = await capabilities.use(villaAddresses)([...new Set(tasks.map((task) => task.rental_id))]);
    return { view, groups: groupTasks(tasks, view.by), count: tasks.length, addresses, failed: false };
  } catch (error) {
    log.error('day sheet failed to load', { view, error });
    return { view, groups: [], count: 0, addresses: {}, failed: true };
  }
}
