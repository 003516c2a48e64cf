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
import { addPhotosSchema, isInspectionAction } from '#app/domain/tasks/inspections';
import { assignSchema, oneOffTaskSchema, taskActionSchema } from '#app/domain/tasks/schemas';
import { taskActionTarget } from '#app/domain/tasks/states';
import { taskTexts } from '#app/domain/tasks/texts/staff';
import { BackendError } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { removeIfUnused } from '#app/server/homeowners/expense-actions.server';
import { mediaStoreFor } from '#app/server/media/store.server';
import { UploadError } from '#app/server/media/upload.server';
import type { z } from '#app/domain/zod';
import { staffQueries } from '#app/server/staff/queries.server';
import {
  addPhotosAfterInspection,
  inspectionQueries,
  inspectWithPhotos,
  readTaskPost,
  type PhotoRefusal,
} from './inspections.server';
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
  /** The villas a one-off task may be for. */
  villas: { value: string; label: string }[];
  /** The photos' keys of each listed task that carries some (issue 30, item 6), in the order they were taken. */
  photos: Record<string, string[]>;
  failed: boolean;
}

export async function loadTaskBoard(capabilities: Capabilities, url: URL, now = new Date()): Promise<TaskBoard> {
  const view = parseBoardView(url.searchParams);
  const today = islandToday(now);
  const days = boardDays(view.range, today);
  try {
    const tasks = capabilities.use(taskQueries);
    const [listed, overdue, staff, vendors, villas] = await Promise.all([
      tasks.listTasks({ from: days[0]!, to: days.at(-1)! }),
      tasks.listUnfinishedBefore(today),
      capabilities.use(staffQueries).listStaff(),
      tasks.listVendors({ activeOnly: true }),
      tasks.villaChoices(),
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
    const photos: Record<string, string[]> = {};
    const shown = [...new Set([...listed, ...overdue].map((task) => task.id))];
    for (const photo of await capabilities.use(inspectionQueries).listPhotos(shown)) {
      (photos[photo.task_id] ??= []).push(photo.document);
    }
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
      villas,
      photos,
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
      villas: [],
      photos: {},
      failed: true,
    };
  }
}

/**
 * The page's two forms, through one flow: parse with the form's schema (400 with the messages), make the change,
 * then back to the same view at the task (post/redirect/get). A task changed meanwhile answers 409 (a button) or
 * 404 (gone) with the page as it now stands; a change the database refuses 400 (a send-back without a note from a
 * crafted post, an assignee removed meanwhile); no right 403.
 *   (no intent)  one button: taskId, seen, action, inspectionNote (to send a task back); on a finished task's
 *                inspect and send-back, photos (multipart, up to 8 JPEG or PNG, kept privately: item 6)
 *   assign       taskId, assignee ('', 'staff:<id>', 'vendor:<id>')
 *   add-photos   taskId, photos: more photos of a task once inspected (a phone's camera takes one at a time)
 *   add-task     rentalId, kind, title, dueOn, windowStart, windowEnd, note: a one-off task
 */
export async function actOnTask(capabilities: Capabilities, request: Request, userId: string) {
  let post;
  try {
    post = await readTaskPost(request);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return data<TaskActionAnswer>(
      { taskId: null, result: { status: 'error', error: { '': [error.message] } } },
      { status: error.status },
    );
  }
  try {
    const { formData, files } = post;
    const tasks = capabilities.use(taskQueries);
    if (formData.get('intent') === 'add-task') return await addTask(capabilities, request, formData, userId);
    if (formData.get('intent') === 'assign') {
      return await changeTask(request, formData, userId, assignSchema, {
        what: 'assignment',
        notChanged: 404,
        refused: taskTexts.errors.assigneeInvalid,
        change: (value) => tasks.assign(value.taskId, value.assignee),
      });
    }
    const store = mediaStoreFor(request);
    const forget = (key: string) => removeIfUnused(capabilities, store, key);
    if (formData.get('intent') === 'add-photos') {
      return await changeTask(request, formData, userId, addPhotosSchema, {
        what: 'photos',
        notChanged: 404,
        refused: taskTexts.board.refused,
        change: (value) => addPhotosAfterInspection(capabilities, store, forget, value.taskId, files),
      });
    }
    return await changeTask(request, formData, userId, taskActionSchema, {
      what: 'state',
      notChanged: 409,
      refused: taskTexts.board.refused,
      change: (value) => {
        const to = taskActionTarget(value.action, value.seen);
        // An inspection of a finished task, with its photos in one transaction; any other button as it is.
        if (!isInspectionAction(value.action) || value.seen !== 'done' || to === null) {
          return tasks.act(value.taskId, value.action, value.seen, value.inspectionNote);
        }
        return inspectWithPhotos(
          capabilities,
          store,
          forget,
          { taskId: value.taskId, to, note: value.inspectionNote },
          files,
        );
      },
    });
  } finally {
    await post.cleanup();
  }
}

async function changeTask<Schema extends typeof assignSchema | typeof taskActionSchema | typeof addPhotosSchema>(
  request: Request,
  formData: FormData,
  userId: string,
  schema: Schema,
  how: {
    what: string;
    notChanged: number;
    refused: string;
    /** False: not changed (stale or gone); a refusal of the photos is answered next to their field. */
    change: (value: z.output<Schema>) => Promise<boolean | PhotoRefusal>;
  },
) {
  const submission = parseSubmission(formData, schema);
  const taskId = typeof formData.get('taskId') === 'string' ? String(formData.get('taskId')) : null;
  if (submission.status !== 'success') {
    return data<TaskActionAnswer>({ taskId, result: submission.reply() }, { status: 400 });
  }
  const answer = (message: string, status: number) =>
    data<TaskActionAnswer>({ taskId, result: submission.reply({ formErrors: [message] }) }, { status });
  try {
    const changed = await how.change(submission.value as z.output<Schema>);
    if (typeof changed === 'object') {
      const result = submission.reply({ fieldErrors: { [changed.field]: [changed.message] } });
      return data<TaskActionAnswer>({ taskId, result }, { status: changed.status });
    }
    if (!changed) return answer(taskTexts.board.stale, how.notChanged);
  } catch (error) {
    const refused = error instanceof BackendError && error.code === 'constraint';
    if (!refused) log.error(`task ${how.what} failed`, { userId, taskId, error });
    return refused ? answer(how.refused, 400) : answer(taskTexts.board.failed, backendFailureStatus(error));
  }
  log.info(`task ${how.what} changed`, { userId, taskId });
  const back = `/admin/tasks${boardSearch(parseBoardView(new URL(request.url).searchParams))}`;
  return redirect(`${back}#task-${taskId}`);
}

/** A one-off task: on to the day's view at the new task, or back with what was typed and the messages. */
async function addTask(capabilities: Capabilities, request: Request, formData: FormData, userId: string) {
  const submission = parseSubmission(formData, oneOffTaskSchema);
  const refuse = (result: TaskActionAnswer['result'], status: number) =>
    data<TaskActionAnswer>({ taskId: null, intent: 'add-task', result }, { status });
  if (submission.status !== 'success') return refuse(submission.reply(), 400);
  try {
    const task = await capabilities.use(taskQueries).addOneOffTask(submission.value);
    log.info('one-off task added', { userId, taskId: task.id });
    const view = parseBoardView(new URL(request.url).searchParams);
    return redirect(`/admin/tasks${boardSearch({ ...view, range: 'week' })}#task-${task.id}`);
  } catch (error) {
    log.error('one-off task add failed', { userId, error });
    return refuse(submission.reply({ formErrors: [taskTexts.board.failed] }), backendFailureStatus(error));
  }
}
