/**
 * A task's states and the changes between them, declared once (issue 30; docs/decisions/034-turnovers.md). The
 * database refuses any other change (check_task_transition, supabase/migrations/20261209000000_turnovers.sql),
 * and tests/integration/turnovers.test.ts tries every pair of states on both engines.
 *
 * open → in progress → done → inspected. Whoever does the work may mark an open task done at once; an inspection
 * either passes a finished task (inspected) or sends it back to open with a note saying why. Cancelled tasks are
 * those of a stay cancelled, moved away or removed (the database's own cancellation, undone by itself when the
 * stay comes back) or those staff cancelled; staff may reopen them.
 */

export const TASK_STATES = ['open', 'in-progress', 'done', 'inspected', 'cancelled'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** What a person does to a task: each is one plain form button on the task lists. */
export const TASK_ACTIONS = ['start', 'finish', 'inspect', 'send-back', 'stop', 'cancel', 'reopen'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export interface TaskTransition {
  from: TaskState;
  to: TaskState;
  by: TaskAction;
  /** The change needs a note (the database refuses it without one). */
  note?: 'required';
}

export const TASK_TRANSITIONS: readonly TaskTransition[] = [
  { from: 'open', to: 'in-progress', by: 'start' },
  { from: 'open', to: 'done', by: 'finish' },
  { from: 'open', to: 'cancelled', by: 'cancel' },
  { from: 'in-progress', to: 'done', by: 'finish' },
  { from: 'in-progress', to: 'open', by: 'stop' },
  { from: 'in-progress', to: 'cancelled', by: 'cancel' },
  { from: 'done', to: 'inspected', by: 'inspect' },
  { from: 'done', to: 'open', by: 'send-back', note: 'required' },
  { from: 'cancelled', to: 'open', by: 'reopen' },
];

/** Whether the database lets a task go from `from` to `to` (keeping a state is no change). */
export function canChangeTask(from: TaskState, to: TaskState): boolean {
  return from === to || TASK_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

/** Whether that change needs a note. */
export function taskChangeNeedsNote(from: TaskState, to: TaskState): boolean {
  return TASK_TRANSITIONS.some((t) => t.from === from && t.to === to && t.note === 'required');
}

/** The actions offered on a task in `state`, in the order the buttons show. */
export function taskActions(state: TaskState): TaskAction[] {
  return TASK_ACTIONS.filter((action) => TASK_TRANSITIONS.some((t) => t.by === action && t.from === state));
}

/** The state an action leads to from `state`, or null when it is not offered there. */
export function taskActionTarget(action: TaskAction, state: TaskState): TaskState | null {
  return TASK_TRANSITIONS.find((t) => t.by === action && t.from === state)?.to ?? null;
}

export function isTaskState(value: unknown): value is TaskState {
  return typeof value === 'string' && (TASK_STATES as readonly string[]).includes(value);
}

/** States in which a task is still to be done: counted as overdue once its day has passed. */
export const UNFINISHED_STATES = ['open', 'in-progress'] as const satisfies readonly TaskState[];
