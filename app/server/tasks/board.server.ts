import { data, redirect } from 'react-router';
import { islandToday, type CalendarDate } from '#app/domain/booking/dates';
import {
  boardDays,
  boardSearch,
  groupTasks,
  parseBoardView,
  type BoardGroup,
  type BoardView,
  type TaskActionAnswer,
} from '#app/domain/tasks/board';
import { memberLabel } from '#app/domain/staff/members';
import { assignSchema, taskActionSchema } from '#app/domain/tasks/schemas';
import { taskTexts } from '#app/domain/tasks/texts/staff';
import { BackendError } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { staffQueries } from '#app/server/staff/queries.server';
import { taskQueries } from './tasks.server';

/**
 * /admin/tasks (issue 30, item 4): the days of the view with their tasks in groups, and the overdue tasks, read
 * from the agency's today (`now` is the injected clock); and one button's change of a task's state.
 */

export interface TaskBoard {
  view: BoardView;
  today: CalendarDate;
  days: { day: CalendarDate; count: number; groups: BoardGroup[] }[];
  overdue: BoardGroup[];
  overdueCount: number;
  /** Whom a task may be given to: active staff members, then active vendors ('staff:<id>', 'vendor:<id>'). */
  assignees: { value: string; label: string }[];
  failed: boolean;
}

export async function loadTaskBoard(capabilities: Capabilities, url: URL, now = new Date()): Promise<TaskBoard> {
  const view = parseBoardView(url.searchParams);
  const today = islandToday(now);
  const days = boardDays(view.range, today);
  try {
    const tasks = capabilities.use(taskQueries);
    const [listed, overdue, staff, vendors] = await Promise.all([
      tasks.listTasks({ from: days[0]!, to: days.at(-1)! }),
      tasks.listUnfinishedBefore(today),
      capabilities.use(staffQueries).listStaff(),
      tasks.listVendors({ activeOnly: true }),
    ]);
    const assignees = [
      ...staff
        .filter((member) => !member.deactivated_at)
        .map((member) => ({
          value: `staff:${member.user_id}`,
          label: taskTexts.board.staffOption(memberLabel(member)),
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      ...vendors.map((vendor) => ({ value: `vendor:${vendor.id}`, label: taskTexts.board.vendorOption(vendor.name) })),
    ];
    return {
      view,
      today,
      days: days.map((day) => {
        const ofDay = listed.filter((task) => task.due_on === day);
        return { day, count: ofDay.length, groups: groupTasks(ofDay, view.by) };
      }),
      overdue: groupTasks(overdue, view.by),
      overdueCount: overdue.length,
      assignees,
      failed: false,
    };
  } catch (error) {
    log.error('task board failed to load', { view, error });
    return {
      view,
      today,
      days: days.map((day) => ({ day, count: 0, groups: [] })),
      overdue: [],
      overdueCount: 0,
      assignees: [],
      failed: true,
    };
  }
}

/**
 * One button: the task moves from the state the person saw to the action's target, then back to the same view
 * at the task. A task changed meanwhile answers 409 with the page as it now stands; a change the database
 * refuses (a send-back without a note from a crafted post) 400; no right 403.
 */
export async function actOnTask(capabilities: Capabilities, request: Request, userId: string) {
  const formData = await request.formData();
  if (formData.get('intent') === 'assign') return assignTask(capabilities, request, formData, userId);
  const submission = parseSubmission(formData, taskActionSchema);
  const taskId = typeof formData.get('taskId') === 'string' ? String(formData.get('taskId')) : null;
  if (submission.status !== 'success') {
    return data<TaskActionAnswer>({ taskId, result: submission.reply() }, { status: 400 });
  }
  const { action, seen, inspectionNote } = submission.value;
  const back = `/admin/tasks${boardSearch(parseBoardView(new URL(request.url).searchParams))}`;
  try {
    const changed = await capabilities.use(taskQueries).act(submission.value.taskId, action, seen, inspectionNote);
    if (!changed) {
      return data<TaskActionAnswer>(
        { taskId, result: submission.reply({ formErrors: [taskTexts.board.stale] }) },
        { status: 409 },
      );
    }
    log.info('task changed', { userId, taskId, action });
    return redirect(`${back}#task-${submission.value.taskId}`);
  } catch (error) {
    const refused = error instanceof BackendError && error.code === 'constraint';
    const status = refused ? 400 : backendFailureStatus(error);
    if (!refused) log.error('task change failed', { userId, taskId, action, error });
    const message = refused ? taskTexts.board.refused : taskTexts.board.failed;
    return data<TaskActionAnswer>({ taskId, result: submission.reply({ formErrors: [message] }) }, { status });
  }
}

/** The assign form (intent `assign`): the task goes to a staff member, a vendor, or nobody; back to the same view. */
async function assignTask(capabilities: Capabilities, request: Request, formData: FormData, userId: string) {
  const submission = parseSubmission(formData, assignSchema);
  const taskId = typeof formData.get('taskId') === 'string' ? String(formData.get('taskId')) : null;
  if (submission.status !== 'success') {
    return data<TaskActionAnswer>({ taskId, result: submission.reply() }, { status: 400 });
  }
  const back = `/admin/tasks${boardSearch(parseBoardView(new URL(request.url).searchParams))}`;
  try {
    if (!(await capabilities.use(taskQueries).assign(submission.value.taskId, submission.value.assignee))) {
      return data<TaskActionAnswer>(
        { taskId, result: submission.reply({ formErrors: [taskTexts.board.stale] }) },
        { status: 404 },
      );
    }
    log.info('task assigned', { userId, taskId });
    return redirect(`${back}#task-${submission.value.taskId}`);
  } catch (error) {
    // A staff member or vendor removed meanwhile (the foreign key), or no right.
    const refused = error instanceof BackendError && error.code === 'constraint';
    const status = refused ? 400 : backendFailureStatus(error);
    if (!refused) log.error('task assignment failed', { userId, taskId, error });
    const message = refused ? taskTexts.errors.assigneeInvalid : taskTexts.board.failed;
    return data<TaskActionAnswer>({ taskId, result: submission.reply({ formErrors: [message] }) }, { status });
  }
}
