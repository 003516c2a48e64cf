import type { SubmissionResult } from '@conform-to/react';
import { expenseSchema, RECEIPT_FIELD } from '#app/domain/homeowners/expenses';
import { expenseTexts } from '#app/domain/homeowners/texts/expenses';
import type { StaffUser } from '#app/server/auth/port.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { keepDocument, readDocumentPost } from '#app/server/media/documents.server';
import type { MediaStore } from '#app/server/media/store-port.server';
import { UploadError } from '#app/server/media/upload.server';
import { expenseQueries } from './expenses.server';

/**
 * The expense editor's post (/admin/expenses/:id, `new` for a new one): multipart with the receipt's photo or
 * PDF (streamed to a temporary file, at most MAX_DOCUMENT_BYTES), or url-encoded without one; `intent` is
 * `save` or `delete`. The receipt is kept in the private store only once the form is valid, and its file goes
 * again when the row cannot be written; a receipt replaced, removed or deleted with its expense goes from the
 * store when nothing else names it. The route has checked the 'expenses' permission; row level security says
 * the same.
 */

const text = expenseTexts;

export type ExpenseActionOutcome =
  { done: 'created' | 'saved' | 'deleted'; id: string } | { result: SubmissionResult<string[]>; status: number };

/** Removes a private document no expense or agreement names any more; a failure leaves a file, logged. */
export async function removeIfUnused(capabilities: Capabilities, store: MediaStore, key: string | null): Promise<void> {
  if (!key) return;
  try {
    if (await capabilities.use(expenseQueries).documentInUse(key)) return;
    await store.removeDocument(key);
  } catch (error) {
    log.error('private document left in the store', { key, error });
  }
}

const formError = (message: string): SubmissionResult<string[]> => ({ status: 'error', error: { '': [message] } });

export async function expenseAction(
  capabilities: Capabilities,
  store: MediaStore,
  user: StaffUser,
  expenseId: string,
  request: Request,
): Promise<ExpenseActionOutcome> {
  let post;
  try {
    post = await readDocumentPost(request, RECEIPT_FIELD);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return { result: formError(error.message), status: error.status };
  }
  try {
    const queries = capabilities.use(expenseQueries);
    const isNew = expenseId === 'new';
    const existing = isNew ? null : await queries.getExpense(expenseId);
    if (!isNew && !existing) return { result: formError(text.errors.notFound), status: 404 };

    if (post.formData.get('intent') === 'delete' && existing) {
      const removed = await queries.deleteExpense(existing.id);
      if (!removed) return { result: formError(text.errors.refused), status: 403 };
      log.info('expense deleted', { userId: user.id, expenseId: existing.id });
      await removeIfUnused(capabilities, store, removed.receipt);
      return { done: 'deleted', id: existing.id };
    }

    const submission = parseSubmission(post.formData, expenseSchema());
    if (submission.status !== 'success') return { result: submission.reply(), status: 400 };
    const [file] = post.files;
    let receipt: string | null | undefined = submission.value.removeReceipt ? null : undefined;
    if (file) {
      const kept = await keepDocument(store, file, 'receipt');
      if ('error' in kept) {
        return {
          result: submission.reply({ fieldErrors: { [RECEIPT_FIELD]: [kept.error] } }),
          status: file.tooLarge ? 413 : 400,
        };
      }
      receipt = kept.key;
    }

    try {
      if (isNew) {
        const created = await queries.createExpense(submission.value, receipt ?? null);
        log.info('expense recorded', { userId: user.id, expenseId: created.id, receipt: Boolean(receipt) });
        return { done: 'created', id: created.id };
      }
      const saved = await queries.updateExpense(existing!.id, submission.value, receipt);
      if (!saved) return { result: submission.reply({ formErrors: [text.errors.notFound] }), status: 404 };
      log.info('expense saved', { userId: user.id, expenseId: existing!.id });
      if (receipt !== undefined && existing!.receipt !== receipt) {
        await removeIfUnused(capabilities, store, existing!.receipt);
      }
      return { done: 'saved', id: existing!.id };
    } catch (error) {
      const status = backendFailureStatus(error);
      log.warn('expense refused', { userId: user.id, expenseId, error });
      if (receipt) await removeIfUnused(capabilities, store, receipt);
      return {
        result: submission.reply({ formErrors: [status === 403 ? text.errors.refused : text.errors.failed] }),
        status: status === 500 ? 400 : status,
      };
    }
  } finally {
    await post.cleanup();
  }
}
