import type { CalendarDate } from '#app/domain/booking/dates';
import { MAX_DOCUMENT_BYTES } from '#app/domain/media/documents';
import {
  INSPECTION_POST_BYTES,
  MAX_INSPECTION_PHOTOS,
  PHOTOS_FIELD,
  TASK_INSPECTION_COLUMNS,
  TASK_PHOTO_COLUMNS,
  type TaskInspectionRow,
  type TaskPhotoRow,
} from '#app/domain/tasks/inspections';
import { inspectionTexts } from '#app/domain/tasks/texts/inspections';
import type { TaskState } from '#app/domain/tasks/states';
import { memberLabel } from '#app/domain/staff/members';
import { can, type StaffRole } from '#app/domain/staff/roles';
import { asc, desc, eq, isIn, lte, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { staffRows } from '#app/server/backend/rows';
import type { Capabilities } from '#app/server/capabilities.server';
import { log } from '#app/server/log.server';
import { keepDocument } from '#app/server/media/documents.server';
import { staffQueries } from '#app/server/staff/queries.server';
import type { MediaStore } from '#app/server/media/store-port.server';
import { parseUpload, type ParsedUpload, type UploadedFile } from '#app/server/media/upload.server';

/**
 * Photos on inspection (issue 30, item 6; supabase/migrations/20261209000300_inspection_photos.sql): the
 * inspect form's post with its photos, the inspection and its photos in one transaction (inspect_task), a
 * task's photos, and the villa's last inspection before an arrival. Row level security decides: active staff
 * read and add photos, nobody changes or removes one; visitors nothing (BackendError 'permission').
 */

/**
 * Reads the task list's post: multipart with the inspect form's photos (each streamed to a temporary file,
 * capped), or url-encoded without. Call `cleanup` once done; throws UploadError for a post that cannot be read.
 */
export function readTaskPost(request: Request): Promise<ParsedUpload> {
  return parseUpload(request, {
    fileField: PHOTOS_FIELD,
    maxFiles: MAX_INSPECTION_PHOTOS,
    maxFileBytes: MAX_DOCUMENT_BYTES,
    maxTotalBytes: INSPECTION_POST_BYTES,
  });
}

export type KeptPhotos = { keys: string[] } | { error: string; tooLarge: boolean };

/**
 * Keeps the photos of an inspection as private documents (recognised by their bytes: a JPEG or a PNG, nothing
 * else): their keys, or what the person is told about the first one refused (its name first) — then none is
 * kept that this call stored.
 */
export async function keepInspectionPhotos(
  store: MediaStore,
  files: readonly UploadedFile[],
  removeIfUnused: (key: string) => Promise<void>,
): Promise<KeptPhotos> {
  const keys: string[] = [];
  for (const file of files) {
    const kept = file.error ? { error: file.error } : await keepDocument(store, file, 'inspection');
    if ('error' in kept) {
      for (const key of keys) await removeIfUnused(key);
      const error = kept.error.startsWith(file.name) ? kept.error : `${file.name}: ${kept.error}`;
      return { error, tooLarge: Boolean(file.tooLarge) };
    }
    if (!keys.includes(kept.key)) keys.push(kept.key);
  }
  return { keys };
}

export interface LastInspection {
  inspection: TaskInspectionRow;
  photos: TaskPhotoRow[];
}

export function inspectionQueries(runner: QueryRunner) {
  const rows = staffRows(runner);

  async function listPhotos(taskIds: readonly string[]): Promise<TaskPhotoRow[]> {
    if (taskIds.length === 0) return [];
    const { rows: found } = await runner.run({
      kind: 'select',
      table: 'task_photos',
      columns: TASK_PHOTO_COLUMNS,
      where: [isIn('task_id', [...taskIds])],
      order: [asc('task_id'), asc('created_at'), asc('id')],
    } as SelectQuery<TaskPhotoRow>);
    return found;
  }

  return {
    /**
     * A finished task inspected (`to` 'inspected') or sent back (`to` 'open', with a note), with its photos, in
     * one transaction; false when it is no longer done (someone acted first). The database refuses a send-back
     * without a note and a ninth photo ('constraint').
     */
    async inspect(taskId: string, to: TaskState, note: string | null, photos: readonly string[]): Promise<boolean> {
      const { rows: answer } = await runner.run({
        kind: 'rpc',
        fn: 'inspect_task',
        args: { p_task_id: taskId, p_seen: 'done', p_state: to, p_note: note, p_photos: [...photos] },
      });
      return (answer[0] as { value: boolean } | undefined)?.value === true;
    },

    /** More photos of a task once inspected; false when the reader sees no such task, or it was never inspected. */
    async addPhotos(taskId: string, photos: readonly string[]): Promise<boolean> {
      const { rows: answer } = await runner.run({
        kind: 'rpc',
        fn: 'add_task_photos',
        args: { p_task_id: taskId, p_photos: [...photos] },
      });
      return (answer[0] as { value: boolean } | undefined)?.value === true;
    },

    /** The photos of these tasks, each task's in the order they were taken. */
    listPhotos,

    /** How many photos a task carries. */
    countPhotos: (taskId: string) => rows.count('task_photos', [eq('task_id', taskId)]),

    /** One photo of one task, when that task carries it (and the reader may see it). */
    async getPhoto(taskId: string, key: string): Promise<TaskPhotoRow | null> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'task_photos',
        columns: TASK_PHOTO_COLUMNS,
        where: [eq('task_id', taskId), eq('document', key)],
        single: true,
      } as SelectQuery<TaskPhotoRow>);
      return found[0] ?? null;
    },

    /**
     * The villa's last inspection on or before `day` (a stay's arrival): its most recent inspected task by day,
     * then by when it was inspected, with its photos; null when there is none.
     */
    async lastInspectionBefore(rentalId: string, day: CalendarDate): Promise<LastInspection | null> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'task_inspections',
        columns: TASK_INSPECTION_COLUMNS,
        where: [eq('rental_id', rentalId), lte('due_on', day)],
        order: [desc('due_on'), desc('inspected_at'), desc('id')],
        range: { from: 0, to: 0 },
      } as SelectQuery<TaskInspectionRow>);
      const inspection = found[0];
      if (!inspection) return null;
      return { inspection, photos: await listPhotos([inspection.id]) };
    },
  };
}

export type InspectionQueries = ReturnType<typeof inspectionQueries>;

/** What the stay's page shows of its villa's last inspection before the arrival. */
export type StayInspection = { last: LastInspection | null } | { failed: true } | null;

/**
 * The stay's page's card: the villa's last inspection on or before the arrival day; null for a member who may
 * not see the tasks (every member may, today), `{ failed }` when it could not be read (the page still shows).
 */
export async function loadStayInspection(
  capabilities: Capabilities,
  role: StaffRole,
  stay: { id: string; rental_id: string; check_in: string },
): Promise<StayInspection> {
  if (!can(role, 'tasks')) return null;
  try {
    const last = await capabilities
      .use(inspectionQueries)
      .lastInspectionBefore(stay.rental_id, stay.check_in as CalendarDate);
    // A member on the team without a name (the first owner, made from ADMIN_EMAIL) is named by their e-mail, as
    // elsewhere (memberLabel); only an inspector no longer on the team (inspected_by emptied) goes unnamed.
    const inspector = last?.inspection.inspected_by;
    if (last && inspector && !last.inspection.inspected_by_name) {
      const member = await capabilities.use(staffQueries).getStaffMember(inspector);
      if (member)
        return { last: { ...last, inspection: { ...last.inspection, inspected_by_name: memberLabel(member) } } };
    }
    return { last };
  } catch (error) {
    log.error('last inspection failed to load', { stayId: stay.id, error });
    return { failed: true };
  }
}

/** A photo refused next to its field, with the status to answer. */
export interface PhotoRefusal {
  field: typeof PHOTOS_FIELD;
  message: string;
  status: number;
}

/**
 * Keeps a post's photos for a task (refused next to the field when one is not a photo, is too large, or is one
 * too many for the task), then has `write` name them in the database. When `write` answers false (the task
 * changed meanwhile, or is not there) or fails, the photos just stored go again unless something else names them.
 */
async function withKeptPhotos(
  capabilities: Capabilities,
  store: MediaStore,
  removeIfUnused: (key: string) => Promise<void>,
  taskId: string,
  files: readonly UploadedFile[],
  write: (keys: string[]) => Promise<boolean>,
): Promise<boolean | PhotoRefusal> {
  const refuse = (message: string, status = 400): PhotoRefusal => ({ field: PHOTOS_FIELD, message, status });
  const kept = capabilities.use(inspectionQueries);
  if (files.length > 0 && (await kept.countPhotos(taskId)) + files.length > MAX_INSPECTION_PHOTOS) {
    return refuse(inspectionTexts.en.tooMany);
  }
  const photos = await keepInspectionPhotos(store, files, removeIfUnused);
  if ('error' in photos) return refuse(photos.error, photos.tooLarge ? 413 : 400);
  const forget = async () => {
    for (const key of photos.keys) await removeIfUnused(key);
  };
  try {
    const written = await write(photos.keys);
    if (!written) await forget();
    return written;
  } catch (error) {
    await forget();
    throw error;
  }
}

/**
 * The inspect form's buttons on a finished task: keeps the photos, then inspects the task with them in one
 * transaction. False when the task changed meanwhile.
 */
export function inspectWithPhotos(
  capabilities: Capabilities,
  store: MediaStore,
  removeIfUnused: (key: string) => Promise<void>,
  inspection: { taskId: string; to: TaskState; note: string | null },
  files: readonly UploadedFile[],
): Promise<boolean | PhotoRefusal> {
  return withKeptPhotos(capabilities, store, removeIfUnused, inspection.taskId, files, (keys) =>
    capabilities.use(inspectionQueries).inspect(inspection.taskId, inspection.to, inspection.note, keys),
  );
}

/**
 * More photos of a task once inspected (a phone's camera takes one at a time): at least one; false when there is
 * no such task, or it was never inspected.
 */
export async function addPhotosAfterInspection(
  capabilities: Capabilities,
  store: MediaStore,
  removeIfUnused: (key: string) => Promise<void>,
  taskId: string,
  files: readonly UploadedFile[],
): Promise<boolean | PhotoRefusal> {
  if (files.length === 0) return { field: PHOTOS_FIELD, message: inspectionTexts.en.noPhoto, status: 400 };
  return withKeptPhotos(capabilities, store, removeIfUnused, taskId, files, (keys) =>
    capabilities.use(inspectionQueries).addPhotos(taskId, keys),
  );
}
