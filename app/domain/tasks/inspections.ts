import { DOCUMENT_KINDS, DOCUMENT_POST_BYTES, MAX_DOCUMENT_BYTES, parseDocumentKey } from '#app/domain/media/documents';
import { z } from '#app/domain/zod';
import type { TaskKind } from './plan';
import type { TaskAction, TaskState } from './states';

/**
 * Photos on inspection (issue 30, item 6; supabase/migrations/20261209000300_inspection_photos.sql): an
 * inspection — a finished task passed (inspected) or sent back — may carry photos from a phone's camera, kept as
 * private documents (decision 031: `<sha-256>.<jpg|png>`, recognised by their bytes) and shown to staff only.
 */

/** At most this many photos a task (the database's task_photos_at_most_8 says the same). */
export const MAX_INSPECTION_PHOTOS = 8;

/**
 * The task list's post at most: 8 photos of at most MAX_DOCUMENT_BYTES each and the form's fields (the request
 * guard's limit for /admin/tasks, app/server/http/body-limits.ts).
 */
export const INSPECTION_POST_BYTES =
  MAX_INSPECTION_PHOTOS * MAX_DOCUMENT_BYTES + (DOCUMENT_POST_BYTES - MAX_DOCUMENT_BYTES);

/** The file input of the inspect form. */
export const PHOTOS_FIELD = 'photos';

/** The buttons that inspect a finished task: the ones that may carry photos. */
export const INSPECTION_ACTIONS = ['inspect', 'send-back'] as const satisfies readonly TaskAction[];

export function isInspectionAction(action: TaskAction): action is (typeof INSPECTION_ACTIONS)[number] {
  return (INSPECTION_ACTIONS as readonly TaskAction[]).includes(action);
}

/** Whether a key names an inspection's photo: a private document that is a JPEG or a PNG. */
export function isInspectionPhotoKey(key: string): boolean {
  const document = parseDocumentKey(key);
  return document !== null && (DOCUMENT_KINDS.inspection as readonly string[]).includes(document.extension);
}

/** Where staff open a task's photo (app/routes/admin/task-photo.ts). */
export const taskPhotoPath = (taskId: string, key: string) =>
  `/admin/tasks/${encodeURIComponent(taskId)}/photos/${encodeURIComponent(key)}`;

/** The form that adds photos to a task once inspected (intent `add-photos`; the photos are files). */
export const addPhotosSchema = z.object({ taskId: z.string().uuid() });

/** How many more photos a task with `kept` photos takes. */
export const photosLeft = (kept: number) => Math.max(0, MAX_INSPECTION_PHOTOS - kept);

/** A photo an inspection took (task_photos). */
export interface TaskPhotoRow {
  id: string;
  task_id: string;
  document: string;
  caption: string | null;
  taken_by: string | null;
  created_at: string;
}

/** An inspected task as the stay's page shows it (the task_inspections view). */
export interface TaskInspectionRow {
  id: string;
  rental_id: string;
  stay_id: string | null;
  kind: TaskKind;
  title: string | null;
  due_on: string;
  state: TaskState;
  inspection_note: string | null;
  inspected_at: string | null;
  inspected_by: string | null;
  inspected_by_name: string | null;
  photo_count: number;
}

// prettier-ignore
export const TASK_PHOTO_COLUMNS = [
  'id', 'task_id', 'document', 'caption', 'taken_by', 'created_at',
] as const satisfies readonly (keyof TaskPhotoRow)[];
// prettier-ignore
export const TASK_INSPECTION_COLUMNS = [
  'id', 'rental_id', 'stay_id', 'kind', 'title', 'due_on', 'state', 'inspection_note', 'inspected_at', 'inspected_by',
  'inspected_by_name', 'photo_count',
] as const satisfies readonly (keyof TaskInspectionRow)[];
