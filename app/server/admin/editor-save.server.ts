import type { SubmissionResult } from '@conform-to/react';
import { data, redirect } from 'react-router';
import type { EditorMediaReport } from '#app/domain/media/media';
import type { z } from '#app/domain/zod';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { readEditorPost, refusedFilesStatus } from '#app/server/media/editor-uploads.server';
import type { ParsedUpload, UploadedFile } from '#app/server/media/upload.server';

/**
 * The save path every editor of the back office shares (property, rental, blog post): reading its post,
 * parsing it with the form's zod schema, answering the form's state or a refusal, saving, going back to
 * the list. The listing editors (app/server/listings/editor.server.ts) and the blog editor add their own
 * steps through `save` and `extra`.
 */

/** What an editor's action answers when it does not save: the form's state, with what the editor adds. */
export type EditorAnswer<Extra extends object> = { result: SubmissionResult<string[]> | undefined } & Partial<Extra>;

/**
 * An editor's post (property, rental, blog post), read — multipart when photos are chosen (streamed to
 * temporary files), url-encoded otherwise — and handed to `handle`; the temporary files are removed
 * afterwards. An unreadable post (malformed, too large) answers with its reason in the photo report.
 */
export async function withEditorPost<Extra extends object, Answer>(
  request: Request,
  options: { maxFiles?: number; extra: Extra },
  handle: (post: ParsedUpload) => Promise<Answer>,
) {
  const post = await readEditorPost(request, options.maxFiles);
  if ('error' in post) {
    const media: EditorMediaReport = { errors: [post.error], warnings: [] };
    return data<EditorAnswer<Extra & { media: EditorMediaReport }>>(
      { result: undefined, ...options.extra, media },
      { status: post.status },
    );
  }
  try {
    return await handle(post);
  } finally {
    await post.cleanup();
  }
}

/**
 * The save path of every editor (property, rental, blog post): the post parsed with the editor's zod
 * schema; a post that is no save (a list or photo intent) or is invalid answers with the form's state —
 * 400 (413 when a file was over the limit) when something was refused, else 200; a valid one is saved.
 * `save` may refuse the values with field errors (400, the form's state only); a failure is logged and
 * answers `failureText(error)` with the backend's status; success goes back to the list.
 */
export async function saveEditorSubmission<Schema extends z.ZodType, Extra extends object>(
  formData: FormData,
  options: {
    schema: Schema;
    /** The record's id, null when creating (for the log). */
    id: string | null;
    /** What the form-state and failure answers carry beside the state (list drafts, photo report). */
    extra: Extra;
    /** Errors found before parsing (a refused list text or photo): shown, and the post is refused. */
    fieldErrors?: Record<string, string[]>;
    /** Something else was refused on the way (a photo): the answer is a refusal even without errors. */
    refused?: boolean;
    files: readonly UploadedFile[];
    save: (values: z.output<Schema>) => Promise<{ fieldErrors: Record<string, string[]> } | void>;
    failureText: (error: unknown) => string;
    /** The record's name in the log ('property', 'blog post'). */
    label: string;
    listPath: string;
  },
) {
  type Answer = EditorAnswer<Extra>;
  const fieldErrors = options.fieldErrors ?? {};
  const submission = parseSubmission(formData, options.schema);
  if (submission.status !== 'success') {
    const invalid = submission.status === 'error' || Object.keys(fieldErrors).length > 0 || options.refused;
    return data<Answer>(
      { result: submission.reply({ fieldErrors }), ...options.extra },
      { status: invalid ? refusedFilesStatus(options.files) : 200 },
    );
  }
  let refusal;
  try {
    refusal = await options.save(submission.value);
  } catch (error) {
    log.error(`${options.label} save failed`, { id: options.id, error });
    return data<Answer>(
      { result: submission.reply({ formErrors: [options.failureText(error)] }), ...options.extra },
      { status: backendFailureStatus(error) },
    );
  }
  if (refusal)
    return data<Answer>({ result: submission.reply({ fieldErrors: refusal.fieldErrors }) } as Answer, { status: 400 });
  return redirect(options.listPath);
}
