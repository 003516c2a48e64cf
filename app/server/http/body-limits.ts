/**
 * How long a request body may be, by what it is for, and what a post refused for its length is told (the limit
 * in words). The request guard (server.ts) refuses a body announced longer, from its headers, before any
 * action runs or a byte of it is read. Pure: no I/O.
 *
 *  - Forms are read whole (request.formData()), so they are small: 1 MB (the largest is a blog post of
 *    100,000 characters).
 *  - The routes that read photos as a stream (app/server/media/upload.server.ts) take more, and only with
 *    multipart: the upload endpoint one photo (and answers JSON), the property, rental and blog editors a
 *    post with many (MAX_UPLOAD_POST_BYTES). Their own limit inside that, and each photo's, is checked by
 *    the upload's reader, which answers in the route's own format (the editor's page, the endpoint's JSON).
 *    The bank statement upload takes one statement file (MAX_STATEMENT_BYTES) the same way, and the forms with
 *    one private document (an expense's receipt, an agreement's signed mandate) one document (DOCUMENT_POST_BYTES),
 *    and the task list's inspect form up to 8 photos (INSPECTION_POST_BYTES). The statement run's page takes one
 *    platform payout export (MAX_PAYOUT_CSV_BYTES).
 *    Any other route reads a multipart post whole too, so it is held to the forms' limit.
 */
import { localeFromPath } from '#app/domain/i18n/locale';
import { errorsTexts } from '#app/domain/i18n/texts/errors';
import '#app/domain/i18n/texts/fr';
import { EDITOR_UPLOAD_PATH, MAX_UPLOAD_POST_BYTES, mediaTexts, uploadPostLimit } from '#app/domain/media/media';
import { MAX_PAYOUT_CSV_BYTES, PAYOUT_CSV_SIZE_TEXT } from '#app/domain/homeowners/payout-import';
import { payoutImportTexts } from '#app/domain/homeowners/texts/payout-import';
import { DOCUMENT_POST_BYTES, documentTexts } from '#app/domain/media/documents';
import { MAX_STATEMENT_BYTES } from '#app/domain/payments/statements/import-form';
import { statementImportTexts } from '#app/domain/payments/texts/statement-imports';
import { INSPECTION_POST_BYTES } from '#app/domain/tasks/inspections';

export const MAX_FORM_BYTES = 1024 * 1024;

/** The bank statement upload (app/server/payments/statement-imports.server.ts reads it as a stream). */
const STATEMENT_UPLOAD = /^\/admin\/payments\/imports(\.data)?\/?$/;

/** The statement run's page, whose payout import carries one platform export (issue 29, item 4). */
const PAYOUT_IMPORT = /^\/admin\/homeowners\/statements(\.data)?\/?$/;

/** The forms that carry one private document: an expense (its receipt), a homeowner's page (a signed mandate). */
const DOCUMENT_FORM = /^\/admin\/(expenses|homeowners)\/[^/]+(\.data)?\/?$/;

/** The task list, whose inspect form carries up to 8 photos (issue 30, item 6). */
const TASK_LIST = /^\/admin\/tasks(\.data)?\/?$/;

/** The editors whose form carries photos (multipart), the action posted to with or without JavaScript. */
const PHOTO_EDITOR = /^\/admin\/(properties|rentals|blogs)\/[^/]+(\.data)?\/?$/;

export interface BodyLimit {
  maxBytes: number;
  /** What a body announced longer is told (as text, or as JSON's `error`). */
  message(): string;
}

export function bodyLimitFor(path: string, contentType: string | undefined): BodyLimit {
  if (/^multipart\/form-data\b/i.test(contentType ?? '')) {
    if (path === EDITOR_UPLOAD_PATH) {
      return { maxBytes: uploadPostLimit(1), message: () => mediaTexts.post.fileTooLarge() };
    }
    if (STATEMENT_UPLOAD.test(path)) {
      return {
        maxBytes: MAX_STATEMENT_BYTES + 64 * 1024,
        message: () => statementImportTexts.errors.fileTooLarge(`${MAX_STATEMENT_BYTES / (1024 * 1024)} MB`),
      };
    }
    if (PAYOUT_IMPORT.test(path)) {
      return {
        maxBytes: MAX_PAYOUT_CSV_BYTES + 64 * 1024,
        message: () => payoutImportTexts.fileTooLarge(PAYOUT_CSV_SIZE_TEXT),
      };
    }
    if (DOCUMENT_FORM.test(path)) {
      return { maxBytes: DOCUMENT_POST_BYTES, message: () => documentTexts.refusals['too-large'] };
    }
    if (TASK_LIST.test(path)) {
      return { maxBytes: INSPECTION_POST_BYTES, message: () => mediaTexts.post.tooLarge(INSPECTION_POST_BYTES) };
    }
    if (PHOTO_EDITOR.test(path)) {
      return { maxBytes: MAX_UPLOAD_POST_BYTES, message: () => mediaTexts.post.tooLarge() };
    }
  }
  return {
    maxBytes: MAX_FORM_BYTES,
    message: () => errorsTexts[localeFromPath(path)].requestTooLarge(MAX_FORM_BYTES / (1024 * 1024)),
  };
}
