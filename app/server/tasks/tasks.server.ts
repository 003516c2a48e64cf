import type { CalendarDate } from '#app/domain/booking/dates';
import type { SameDayTurnoverRow, TaskListRow, TaskRow, TaskTemplateRow, VendorRow } from '#app/domain/tasks/rows';
import {
  SAME_DAY_TURNOVER_COLUMNS,
  TASK_COLUMNS,
  TASK_LIST_COLUMNS,
  TASK_TEMPLATE_COLUMNS,
  VENDOR_COLUMNS,
} from '#app/domain/tasks/rows';
import type { OneOffTaskInput, TemplateInput, VendorInput } from '#app/domain/tasks/schemas';
import { taskActionTarget, UNFINISHED_STATES, type TaskAction, type TaskState } from '#app/domain/tasks/states';
import { asc, eq, gte, isIn, lt, lte, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { staffRows } from '#app/server/backend/rows';

/**
 * Turnovers through the backend port (supabase/migrations/20261209000000_turnovers.sql). Row level security
 * decides: every active staff member reads templates, vendors and tasks, adds one-off tasks, assigns tasks and
 * moves them through their states; owners and admins set up templates and vendors; visitors have no privilege at
 * all (BackendError 'permission'). The tasks of stays are made by the database itself, never here.
 */

/** Whose tasks to list: a villa's, a staff member's, a vendor's (absent: everyone's). */
export interface TaskFilter {
  from: CalendarDate;
  to: CalendarDate;
  rentalId?: string;
  staffId?: string;
  vendorId?: string;
}

/** A task's assignee: a staff member, a vendor, or nobody yet. */
export type Assignee = { staffId: string } | { vendorId: string } | null;

const templateValues = (input: TemplateInput) => ({
  kind: input.kind,
  anchor: input.anchor,
  offset_days: input.offsetDays,
  min_nights: input.minNights,
  window_start: input.windowStart,
  window_end: input.windowEnd,
  active: input.active,
  note: input.note,
});

const vendorValues = (input: VendorInput) => ({
  name: input.name,
  email: input.email,
  phone: input.phone,
  language: input.language,
  trade: input.trade,
  note: input.note,
  active: input.active,
});

export function taskQueries(runner: QueryRunner) {
  const rows = staffRows(runner);

  async function insertOne<Row>(table: 'task_templates' | 'vendors' | 'tasks', values: Record<string, unknown>) {
    const columns = { task_templates: TASK_TEMPLATE_COLUMNS, vendors: VENDOR_COLUMNS, tasks: TASK_COLUMNS }[table];
    const { rows: created } = await runner.run({ kind: 'insert', table, values, returning: columns });
    return created[0] as unknown as Row;
  }

  return {
    /** A villa's templates, in the order of the stay: by anchor, offset, kind. */
    async listTemplates(rentalId: string): Promise<TaskTemplateRow[]> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'task_templates',
        columns: TASK_TEMPLATE_COLUMNS,
        where: [eq('rental_id', rentalId)],
        order: [asc('anchor'), asc('offset_days'), asc('kind'), asc('id')],
      } as SelectQuery<TaskTemplateRow>);
      return found;
    },

    /** Adds a template; the villa's stays still to come make its task at once (the database's trigger). */
    addTemplate: (rentalId: string, input: TemplateInput) =>
      insertOne<TaskTemplateRow>('task_templates', { rental_id: rentalId, ...templateValues(input) }),

    /** False when no row matched; refused (permission) unless owner or admin. */
    updateTemplate: (id: string, input: TemplateInput) => rows.updateOne('task_templates', id, templateValues(input)),

    async listVendors({ activeOnly = false }: { activeOnly?: boolean } = {}): Promise<VendorRow[]> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'vendors',
        columns: VENDOR_COLUMNS,
        where: [activeOnly && eq('active', true)],
        order: [asc('name'), asc('id')],
      } as SelectQuery<VendorRow>);
      return found;
    },

    getVendor: (id: string) => rows.one<VendorRow>('vendors', VENDOR_COLUMNS, id),
    createVendor: (input: VendorInput) => insertOne<VendorRow>('vendors', vendorValues(input)),
    updateVendor: (id: string, input: VendorInput) => rows.updateOne('vendors', id, vendorValues(input)),

    /** The tasks due from `from` to `to` (inclusive), by day, villa, time window and kind. */
    async listTasks(filter: TaskFilter): Promise<TaskListRow[]> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'task_list',
        columns: TASK_LIST_COLUMNS,
        where: [
          gte('due_on', filter.from),
          lte('due_on', filter.to),
          filter.rentalId && eq('rental_id', filter.rentalId),
          filter.staffId && eq('assignee_staff_id', filter.staffId),
          filter.vendorId && eq('assignee_vendor_id', filter.vendorId),
        ],
        order: [asc('due_on'), asc('rental_title'), asc('window_start'), asc('kind'), asc('id')],
      } as SelectQuery<TaskListRow>);
      return found;
    },

    /** Unfinished tasks due before `before`: the overdue list. */
    async listUnfinishedBefore(before: CalendarDate): Promise<TaskListRow[]> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'task_list',
        columns: TASK_LIST_COLUMNS,
        where: [lt('due_on', before), isIn('state', UNFINISHED_STATES)],
        order: [asc('due_on'), asc('rental_title'), asc('kind'), asc('id')],
      } as SelectQuery<TaskListRow>);
      return found;
    },

    getTask: (id: string) => rows.one<TaskRow>('tasks', TASK_COLUMNS, id),

    /** The tasks one stay made, by day. */
    async listStayTasks(stayId: string): Promise<TaskRow[]> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'tasks',
        columns: TASK_COLUMNS,
        where: [eq('stay_id', stayId)],
        order: [asc('due_on'), asc('kind'), asc('id')],
      } as SelectQuery<TaskRow>);
      return found;
    },

    /** A repair, a delivery: a task no stay makes. */
    addOneOffTask: (input: OneOffTaskInput) =>
      insertOne<TaskRow>('tasks', {
        rental_id: input.rentalId,
        kind: input.kind,
        title: input.title,
        due_on: input.dueOn,
        window_start: input.windowStart,
        window_end: input.windowEnd,
        note: input.note,
      }),

    /**
     * One button: moves the task from the state the person saw to the action's target. False when the action is
     * not offered from `seen`, or the task changed meanwhile (someone else pressed first); the database refuses a
     * change its table does not allow ('constraint').
     */
    async act(id: string, action: TaskAction, seen: TaskState, inspectionNote: string | null = null) {
      const to = taskActionTarget(action, seen);
      if (to === null) return false;
      const values: Record<string, unknown> = { state: to };
      if (action === 'send-back' || action === 'inspect') values.inspection_note = inspectionNote;
      const { rows: changed } = await runner.run({
        kind: 'update',
        table: 'tasks',
        values,
        where: [eq('id', id), eq('state', seen)],
        returning: ['id'],
      });
      return changed.length === 1;
    },

    /** Gives the task to a staff member or a vendor (or to nobody); false when no row matched. */
    assign: (id: string, assignee: Assignee) =>
      rows.updateOne('tasks', id, {
        assignee_staff_id: assignee && 'staffId' in assignee ? assignee.staffId : null,
        assignee_vendor_id: assignee && 'vendorId' in assignee ? assignee.vendorId : null,
      }),

    /** Every villa, by title, for the one-off task form's choice. */
    async villaChoices(): Promise<{ value: string; label: string }[]> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'rentals',
        columns: ['id', 'title'],
        order: [asc('title'), asc('id')],
      } as SelectQuery<{ id: string; title: string }>);
      return found.map((row) => ({ value: row.id, label: row.title }));
    },

    /** The same-day turnovers from `from` to `to`, by day. */
    async sameDayTurnovers(from: CalendarDate, to: CalendarDate): Promise<SameDayTurnoverRow[]> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'same_day_turnovers',
        columns: SAME_DAY_TURNOVER_COLUMNS,
        where: [gte('day', from), lte('day', to)],
        order: [asc('day'), asc('rental_id')],
      } as SelectQuery<SameDayTurnoverRow>);
      return found;
    },
  };
}

export type TaskQueries = ReturnType<typeof taskQueries>;
