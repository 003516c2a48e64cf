import type { SubmissionResult } from '@conform-to/react';
import { addDays, type CalendarDate } from '#app/domain/booking/dates';
import { z } from '#app/domain/zod';
import type { TaskListRow } from './rows';

/**
 * The day's task list at /admin/tasks (issue 30, item 4): which days (today, tomorrow, the week), grouped by villa
 * or by person, in the URL (`?range=week&by=person`); a bad value falls back to the default, never an error.
 */

export const BOARD_RANGES = ['today', 'tomorrow', 'week'] as const;
export type BoardRange = (typeof BOARD_RANGES)[number];
export const BOARD_GROUPINGS = ['villa', 'person'] as const;
export type BoardGrouping = (typeof BOARD_GROUPINGS)[number];

const boardViewSchema = z.object({
  range: z.enum(BOARD_RANGES).catch('today'),
  by: z.enum(BOARD_GROUPINGS).catch('villa'),
});
export type BoardView = z.output<typeof boardViewSchema>;

export function parseBoardView(params: URLSearchParams): BoardView {
  return boardViewSchema.parse({ range: params.get('range') ?? undefined, by: params.get('by') ?? undefined });
}

/** The view's address: the defaults left out. */
export function boardSearch(view: BoardView): string {
  const params = new URLSearchParams();
  if (view.range !== 'today') params.set('range', view.range);
  if (view.by !== 'villa') params.set('by', view.by);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The days a view shows, from the agency's today: one day, or seven from today. */
export function boardDays(range: BoardRange, today: CalendarDate): CalendarDate[] {
  if (range === 'today') return [today];
  if (range === 'tomorrow') return [addDays(today, 1)];
  return Array.from({ length: 7 }, (_, i) => addDays(today, i));
}

export interface BoardGroup {
  key: string;
  /** The villa's title or the person's name; null for tasks nobody has yet. */
  label: string | null;
  /** A vendor rather than a staff member (by person). */
  vendor: boolean;
  tasks: TaskListRow[];
}

const groupOf = (task: TaskListRow, by: BoardGrouping) =>
  by === 'villa'
    ? { key: `villa:${task.rental_id}`, label: task.rental_title, vendor: false }
    : task.assignee_vendor_id
      ? { key: `vendor:${task.assignee_vendor_id}`, label: task.assignee_vendor_name, vendor: true }
      : task.assignee_staff_id
        ? { key: `staff:${task.assignee_staff_id}`, label: task.assignee_staff_name ?? '—', vendor: false }
        : { key: 'nobody', label: null, vendor: false };

/**
 * Tasks in groups, by name (nobody's last), each keeping the tasks' order (by day, time window, kind, as the
 * list reads them).
 */
export function groupTasks(tasks: readonly TaskListRow[], by: BoardGrouping): BoardGroup[] {
  const groups = new Map<string, BoardGroup>();
  for (const task of tasks) {
    const group = groupOf(task, by);
    const found = groups.get(group.key) ?? { ...group, tasks: [] };
    found.tasks.push(task);
    groups.set(group.key, found);
  }
  return [...groups.values()].sort((a, b) =>
    a.label === null ? 1 : b.label === null ? -1 : a.label.localeCompare(b.label) || a.key.localeCompare(b.key),
  );
}

/** '10:00:00' → '10:00'. */
export const shortTime = (time: string | null) => (time ? time.slice(0, 5) : null);

/** What a refused button answers: the task it was about, and its form's messages. */
export interface TaskActionAnswer {
  taskId: string | null;
  /** The form that posted, when it is not a task's own (the one-off task form). */
  intent?: 'add-task';
  result: SubmissionResult<string[]>;
}
