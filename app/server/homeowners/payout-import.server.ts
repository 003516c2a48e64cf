import { readFile } from 'node:fs/promises';
import type { SubmissionResult } from '@conform-to/react';
import { parsePayoutCsv } from '#app/domain/homeowners/payout-csv';
import type { PayoutPlatform } from '#app/domain/homeowners/payout-import';
import {
  MAX_PAYOUT_CSV_BYTES,
  PAYOUT_CSV_SIZE_TEXT,
  PAYOUT_FILE_FIELD,
  payoutImportSchema,
  type PayoutImportSummary,
} from '#app/domain/homeowners/payout-import';
import { matchPayouts } from '#app/domain/homeowners/payout-match';
import { payoutImportTexts as text } from '#app/domain/homeowners/texts/payout-import';
import { statementTexts } from '#app/domain/homeowners/texts/statements';
import type { StaffUser } from '#app/server/auth/port.server';
import { BackendError } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { parseUpload, UploadError } from '#app/server/media/upload.server';
import { decodeStatement } from '#app/server/payments/statement-imports.server';
import { platformAmountQueries } from './platform-amounts.server';

/**
 * A platform's payout export imported on the statement run's page (issue 29, item 4): the file read by the
 * domain's parser, its reservations matched to the platform stays checking in on their days, and each match's
 * amount saved through the same query as the per-stay form (so row level security, the table's rules and its
 * audit apply to each). Nothing is guessed: unmatched rows come back to staff. Guests' names are never read.
 */

export type PayoutImportOutcome =
  | { status: 200; summary: PayoutImportSummary; result: SubmissionResult<string[]> }
  | { status: number; summary: null; result: SubmissionResult<string[]> };

const fail = (status: number, result: SubmissionResult<string[]>): PayoutImportOutcome => ({
  status,
  summary: null,
  result,
});

/** A file whose first bytes are not text (a PDF, a spreadsheet, an image) is not a CSV. */
function looksBinary(bytes: Uint8Array): boolean {
  const start = new TextDecoder('latin1').decode(bytes.subarray(0, 4));
  return bytes.subarray(0, 4096).includes(0) || start.startsWith('%PDF') || start.startsWith('PK');
}

/** Reads, matches and saves; every refusal is a form answer, the file's next to its field. */
export async function runPayoutImport(
  capabilities: Capabilities,
  user: StaffUser,
  request: Request,
): Promise<PayoutImportOutcome> {
  let upload;
  try {
    upload = await parseUpload(request, {
      fileField: PAYOUT_FILE_FIELD,
      maxFiles: 1,
      maxFileBytes: MAX_PAYOUT_CSV_BYTES,
      maxTotalBytes: MAX_PAYOUT_CSV_BYTES + 64 * 1024,
    });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const message = error.status === 413 ? text.fileTooLarge(PAYOUT_CSV_SIZE_TEXT) : error.message;
    return fail(error.status, { status: 'error', error: { [PAYOUT_FILE_FIELD]: [message] } });
  }
  try {
    const submission = parseSubmission(upload.formData, payoutImportSchema);
    const [file] = upload.files;
    const fileError = !file
      ? text.fileRequired
      : file.error || !file.path
        ? text.fileTooLarge(PAYOUT_CSV_SIZE_TEXT)
        : null;
    if (submission.status !== 'success' || fileError) {
      const status = file?.tooLarge || (file && !file.path) ? 413 : 400;
      return fail(status, submission.reply(fileError ? { fieldErrors: { [PAYOUT_FILE_FIELD]: [fileError] } } : {}));
    }
    const refuseFile = (message: string) =>
      fail(400, submission.reply({ fieldErrors: { [PAYOUT_FILE_FIELD]: [message] } }));
    const bytes = new Uint8Array(await readFile(file!.path));
    if (looksBinary(bytes)) return refuseFile(text.notCsv);
    const { platform } = submission.value;
    const parsed = parsePayoutCsv(decodeStatement(bytes), platform);
    if (!parsed.ok) {
      return refuseFile(text.missingHeadings(statementTexts.platform.platforms[platform], parsed.missing));
    }
    if (parsed.reservations.length === 0 && parsed.unreadable.length === 0) return refuseFile(text.noReservation);
    const summary = await importReservations(capabilities, platform, parsed);
    log.info('platform payouts imported', { userId: user.id, platform, ...summary, rows: summary.rows.length });
    return { status: 200, summary, result: submission.reply({ resetForm: true }) };
  } catch (error) {
    log.error('platform payout import failed', { userId: user.id, error });
    return fail(backendFailureStatus(error), { status: 'error', error: { '': [text.failed] } });
  } finally {
    await upload.cleanup();
  }
}

/** Matches the file's reservations to the stays checking in on their days and saves each match on its own. */
async function importReservations(
  capabilities: Capabilities,
  platform: PayoutPlatform,
  parsed: Extract<ReturnType<typeof parsePayoutCsv>, { ok: true }>,
): Promise<PayoutImportSummary> {
  const queries = capabilities.use(platformAmountQueries);
  const stays = await queries.staysCheckingIn(parsed.reservations.map((reservation) => reservation.checkIn));
  const matches = matchPayouts(platform, parsed.reservations, parsed.unreadable, stays);
  const rows: PayoutImportSummary['rows'] = [...matches.unmatched];
  let saved = 0;
  for (const { stayId, reservation, currency } of matches.toSave) {
    try {
      await queries.setAmount(stayId, { platform, amount: reservation.amount, currency });
      saved += 1;
    } catch (error) {
      // A row the database refuses (its rules, or who may write) is reported, and the others still saved.
      if (!(error instanceof BackendError) || backendFailureStatus(error) === 503) throw error;
      const { line, code, checkIn, checkOut, listing, amount } = reservation;
      rows.push({ line, code, checkIn, checkOut, listing, amount, currency, reason: 'refused' });
    }
  }
  rows.sort((a, b) => a.line - b.line);
  return {
    saved,
    unchanged: matches.unchanged.length,
    unmatched: matches.unmatched.length,
    refused: matches.toSave.length - saved,
    ignored: parsed.ignored,
    rows,
  };
}
