import type { SubmissionResult } from '@conform-to/react';
import { data, redirect } from 'react-router';
import {
  reviewDecisionSchema,
  reviewSections,
  STATEMENT_FILE_FIELD,
  STATEMENT_IMPORTS_PATH,
  statementUploadSchema,
} from '#app/domain/payments/statements/import-form';
import { stayReferencesIn } from '#app/domain/payments/statements/references';
import { statementImportTexts } from '#app/domain/payments/texts/statement-imports';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import {
  importStatement,
  readStatementPost,
  statementImportQueries,
  UploadError,
} from '#app/server/payments/statement-imports.server';

/**
 * The bank statement screens' actions: the upload (a bad file or mapping answers 400 with the message next to
 * its field, and stores nothing), and the review's decisions (accept, dismiss, accept every proposed match,
 * record an unmatched credit for a stay by its reference), each a plain form post.
 */

const text = statementImportTexts;

export interface UploadActionData {
  result: SubmissionResult<string[]>;
}

/** Reads, matches and stores the posted statement; to its review on success. */
export async function runUploadAction(capabilities: Capabilities, request: Request, userId: string) {
  let post;
  try {
    post = await readStatementPost(request);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const result = { status: 'error' as const, error: { '': [error.message] } } satisfies SubmissionResult<string[]>;
    return data<UploadActionData>({ result }, { status: error.status });
  }
  const submission = parseSubmission(post.formData, statementUploadSchema);
  const fileError = post.fileError ?? (post.file ? null : text.errors.fileRequired);
  if (submission.status !== 'success' || fileError) {
    const reply = submission.reply(fileError ? { fieldErrors: { [STATEMENT_FILE_FIELD]: [fileError] } } : undefined);
    return data<UploadActionData>({ result: reply }, { status: post.fileError ? 413 : 400 });
  }
  try {
    const imported = await importStatement(capabilities, post.file!, submission.value);
    if (!imported.ok) {
      return data<UploadActionData>(
        { result: submission.reply({ fieldErrors: { [STATEMENT_FILE_FIELD]: [imported.message] } }) },
        { status: 400 },
      );
    }
    log.info('bank statement imported', { userId, importId: imported.id, format: submission.value.format });
    return redirect(`${STATEMENT_IMPORTS_PATH}/${imported.id}?done=imported`);
  } catch (error) {
    log.error('bank statement import failed', { userId, error });
    return data<UploadActionData>(
      { result: submission.reply({ formErrors: [text.errors.failed] }) },
      { status: backendFailureStatus(error) },
    );
  }
}

export interface ReviewActionData {
  creditId: string | null;
  error: string;
}

const refuse = (creditId: string | null, error: string, status: number) =>
  data<ReviewActionData>({ creditId, error }, { status });

/** One decision on an import's credits; back to the review with what was done. */
export async function runReviewAction(capabilities: Capabilities, importId: string, formData: FormData) {
  const submission = parseSubmission(formData, reviewDecisionSchema);
  const postedCredit = typeof formData.get('creditId') === 'string' ? String(formData.get('creditId')) : null;
  if (submission.status !== 'success') {
    const reference = formData.get('intent') === 'assign' && !String(formData.get('reference') ?? '').trim();
    return refuse(postedCredit, reference ? text.outcomes.referenceRequired! : text.outcomes.failed!, 400);
  }
  const decision = submission.value;
  const back = (done: string) => redirect(`${STATEMENT_IMPORTS_PATH}/${importId}?done=${done}`);
  try {
    const queries = capabilities.use(statementImportQueries);
    const review = await queries.review(importId);
    if (!review) return refuse(null, text.review.notFound, 404);
    if (decision.intent === 'accept-all') {
      let accepted = 0;
      for (const credit of reviewSections(review.credits).proposed) {
        if ((await queries.accept(credit.id)) === 'accepted') accepted += 1;
      }
      return back(`accepted-all&count=${accepted}`);
    }
    // A credit of this import only.
    if (!review.credits.some((credit) => credit.id === decision.creditId)) {
      return refuse(decision.creditId, text.outcomes['not-found']!, 404);
    }
    if (decision.intent === 'dismiss') {
      if (!(await queries.dismiss(decision.creditId)))
        return refuse(decision.creditId, text.outcomes['not-open']!, 409);
      return back('dismissed');
    }
    const reference =
      decision.intent === 'assign'
        ? (stayReferencesIn(decision.reference)[0] ?? decision.reference.toUpperCase())
        : null;
    const outcome = await queries.accept(decision.creditId, reference);
    if (outcome !== 'accepted') return refuse(decision.creditId, text.outcomes[outcome] ?? text.outcomes.failed!, 409);
    return back('accepted');
  } catch (error) {
    log.error('statement credit decision failed', { importId, intent: decision.intent, error });
    return refuse(postedCredit, text.outcomes.failed!, backendFailureStatus(error));
  }
}
