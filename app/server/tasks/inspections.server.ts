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
import { can, type StaffRole } from '#app/domain/staff/roles';
import { asc, desc, eq, isIn, lte, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { staffRows } from '#app/server/backend/rows';
import type { Capabilities } from '#app/server/capabilities.server';
import { log } from '#app/server/log.server';
import { keepDocument } from '#app/server/media/documents.server';
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
 * The inspect form's buttons on a finished task: keeps the photos (refused next to the field when one is not a
 * photo, too large, or one too many for the task), then inspects the task with them in one transaction. False
 * when the task changed meanwhile; then, or when the database refuses, the photos just stored go again unless
 * something else names them.
 */
export async function inspectWithPhotos(
  capabilities: Capabilities,
  store: MediaStore,
  removeIfUnused: (key: string) => Promise<void>,
  inspection: { taskId: string; to: TaskState; note: string | null },
  files: readonly UploadedFile[],
): Promise<boolean | PhotoRefusal> {
  const queries = capabilities.use(inspectionQueries);
  const refuse = (message: string, status = 400): PhotoRefusal => ({ field: PHOTOS_FIELD, message, status });
  if (files.length > 0 && (await queries.countPhotos(inspection.taskId)) + files.length > MAX_INSPECTION_PHOTOS) {
    return refuse(inspectionTexts.en.tooMany);
  }
  const kept = await keepInspectionPhotos(store, files, removeIfUnused);
  if ('error' in kept) return refuse(kept.error, kept.tooLarge ? 413 : 400);
  const forget = async () => {
    for (const key of kept.keys) await removeIfUnused(key);
  };
  try {
    const inspected = await queries.inspect(inspection.taskId, inspection.to, inspection.note, kept.keys);
    if (!inspected) await forget();
    return inspected;
  } catch (error) {
    await forget();
    throw error;
  }
}
