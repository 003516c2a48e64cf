import type { SubmissionResult } from '@conform-to/react';
import {
  agreementCorrectionSchema,
  agreementRefSchema,
  agreementSchema,
  endOwnershipSchema,
  homeownerBankDetailsSchema,
  homeownerSchema,
  ownershipSchema,
  periodRefSchema,
} from '#app/domain/homeowners/schemas';
import { homeownerTexts as text } from '#app/domain/homeowners/texts/staff';
import { mandateKey, mandateOfKey } from '#app/domain/media/documents';
import { bankAccountTexts, bankChangeRefusal } from '#app/domain/payments/bank-accounts';
import { can } from '#app/domain/staff/roles';
import { STEP_UP_MINUTES } from '#app/domain/staff/two-factor';
import type { StaffUser } from '#app/server/auth/port.server';
import { BackendError } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { keepDocument } from '#app/server/media/documents.server';
import type { MediaStore } from '#app/server/media/store-port.server';
import type { UploadedFile } from '#app/server/media/upload.server';
import { agreementQueries } from './agreements.server';
import { homeownerBankDetailsQueries } from './bank-details.server';
import { removeIfUnused } from './expense-actions.server';
import { homeownerQueries } from './homeowners.server';

/**
 * The forms of /admin/homeowners/:id, each posted with its `intent` (owners and admins: the route asks
 * 'homeowners.manage' first; row level security says the same):
 *   details, ownership, end-ownership, remove-ownership (a period entered by mistake), agreement,
 *   correct-agreement and withdraw-agreement (only one not yet in force: the database refuses the others),
 *   mandate (the signed PDF, multipart, kept in the private media store; once per agreement),
 *   delete-homeowner (only one with nothing recorded: the foreign keys refuse the others),
 *   bank and remove-bank (also 'homeowners.bank-details', in a session whose second factor is recent).
 * Done: which one, for the page's notice; refused: the form's answer with what was typed and the message, and
 * its status.
 */
export const HOMEOWNER_FORMS = [
  'details',
  'ownership',
  'end-ownership',
  'remove-ownership',
  'agreement',
  'correct-agreement',
  'withdraw-agreement',
  'mandate',
  'delete-homeowner',
  'bank',
  'remove-bank',
] as const;
export type HomeownerForm = (typeof HOMEOWNER_FORMS)[number];
export type HomeownerPageOutcome =
  { done: HomeownerForm } | { form: HomeownerForm; result: SubmissionResult<string[]>; status: number };

/** The file input of the signed mandate's form. */
export const MANDATE_FIELD = 'mandate';

/** What a refusal of the database says on the form, by its code (null: the generic message). */
function refusalMessage(form: HomeownerForm, error: unknown): string {
  const code = error instanceof BackendError ? error.code : null;
  if (form === 'end-ownership' && code === 'constraint') return text.errors.ownedToAfterFrom;
  if (form === 'ownership' && code === 'overlap') return text.ownership.overlap;
  if (form === 'ownership' && code === 'constraint') return text.ownership.shares;
  if (form === 'agreement' && code === 'unique') return text.agreements.duplicate;
  if (form === 'correct-agreement' && code === 'unique') return text.agreements.duplicate;
  if (form === 'delete-homeowner' && code === 'constraint') return text.remove.attached;
  const forBank = form === 'bank' || form === 'remove-bank';
  if (backendFailureStatus(error) === 403) {
    if (form === 'correct-agreement' || form === 'withdraw-agreement' || form === 'mandate') {
      return form === 'mandate' ? text.agreements.mandateAlready : text.agreements.inForce;
    }
    return forBank ? bankAccountTexts.refused : text.refused;
  }
  return text.failed;
}

/** The second factor a payout account's change or removal needs: the refusal's message, or null. */
function bankRefusal(user: StaffUser, homeownerId: string): string | null {
  if (!can(user.role, 'homeowners.bank-details')) return bankAccountTexts.refused;
  const refusal = bankChangeRefusal(user.secondFactor, Date.now());
  if (!refusal) return null;
  log.warn('payout bank details change refused: no recent second factor', { userId: user.id, homeownerId, refusal });
  return refusal === 'fresh-code'
    ? bankAccountTexts.needsFreshCode(STEP_UP_MINUTES)
    : bankAccountTexts.needsSecondFactor;
}

/** One of the homeowner's villas' agreements (null: none, or another homeowner's). */
async function agreementOf(capabilities: Capabilities, homeownerId: string, agreementId: string) {
  const agreement = await capabilities.use(agreementQueries).getAgreement(agreementId);
  if (!agreement) return null;
  const periods = await capabilities.use(homeownerQueries).listOwnership({ homeownerId });
  return periods.some((period) => period.rental_id === agreement.rental_id) ? agreement : null;
}

export async function homeownerPageAction(
  capabilities: Capabilities,
  user: StaffUser,
  homeownerId: string,
  formData: FormData,
  documents: { store: MediaStore; file: UploadedFile | undefined },
): Promise<HomeownerPageOutcome> {
  const intent = String(formData.get('intent') ?? 'details');
  const form = HOMEOWNER_FORMS.find((value) => value === intent) ?? 'details';
  const refuse = (result: SubmissionResult<string[]>, status: number) => ({ form, result, status });

  async function attempt(submit: () => Promise<unknown>, reply: (messages: string[]) => SubmissionResult<string[]>) {
    try {
      const outcome = await submit();
      if (outcome === false)
        return refuse(reply([form === 'remove-bank' ? text.bank.noneToRemove : text.notFound]), 404);
    } catch (error) {
      const status = backendFailureStatus(error);
      log.warn('homeowner form refused', { userId: user.id, homeownerId, form, error });
      return refuse(reply([refusalMessage(form, error)]), status === 500 ? 400 : status);
    }
    log.info('homeowner form saved', { userId: user.id, homeownerId, form });
    return { done: form };
  }

  if (form === 'details') {
    const submission = parseSubmission(formData, homeownerSchema);
    if (submission.status !== 'success') return refuse(submission.reply(), 400);
    return attempt(
      () => capabilities.use(homeownerQueries).updateHomeowner(homeownerId, submission.value),
      (formErrors) => submission.reply({ formErrors }),
    );
  }
  if (form === 'ownership') {
    formData.set('homeownerId', homeownerId);
    const submission = parseSubmission(formData, ownershipSchema);
    if (submission.status !== 'success') return refuse(submission.reply(), 400);
    return attempt(
      () => capabilities.use(homeownerQueries).addOwnership(submission.value),
      (formErrors) => submission.reply({ formErrors }),
    );
  }
  if (form === 'end-ownership') {
    const submission = parseSubmission(formData, endOwnershipSchema);
    if (submission.status !== 'success') return refuse(submission.reply(), 400);
    const { periodId, ownedTo } = submission.value;
    return attempt(
      () => capabilities.use(homeownerQueries).endOwnership(homeownerId, periodId, ownedTo),
      (formErrors) => submission.reply({ formErrors }),
    );
  }
  if (form === 'remove-ownership') {
    const submission = parseSubmission(formData, periodRefSchema);
    if (submission.status !== 'success') return refuse(submission.reply(), 400);
    return attempt(
      () => capabilities.use(homeownerQueries).removeOwnership(homeownerId, submission.value.periodId),
      (formErrors) => submission.reply({ formErrors }),
    );
  }
  if (form === 'agreement') {
    const submission = parseSubmission(formData, agreementSchema);
    if (submission.status !== 'success') return refuse(submission.reply(), 400);
    return attempt(
      () => capabilities.use(agreementQueries).addAgreement(submission.value),
      (formErrors) => submission.reply({ formErrors }),
    );
  }
  if (form === 'correct-agreement') {
    const submission = parseSubmission(formData, agreementCorrectionSchema);
    if (submission.status !== 'success') return refuse(submission.reply(), 400);
    const { agreementId, rentalId: _villaKept, ...terms } = submission.value;
    return attempt(
      async () =>
        (await agreementOf(capabilities, homeownerId, agreementId)) !== null &&
        capabilities.use(agreementQueries).correctAgreement(agreementId, terms),
      (formErrors) => submission.reply({ formErrors }),
    );
  }
  if (form === 'withdraw-agreement' || form === 'mandate') {
    const submission = parseSubmission(formData, agreementRefSchema);
    if (submission.status !== 'success') return refuse(submission.reply(), 400);
    const agreement = await agreementOf(capabilities, homeownerId, submission.value.agreementId);
    if (!agreement) return refuse(submission.reply({ formErrors: [text.notFound] }), 404);
    const agreements = capabilities.use(agreementQueries);
    if (form === 'withdraw-agreement') {
      const outcome = await attempt(
        () => agreements.withdrawAgreement(agreement.id),
        (formErrors) => submission.reply({ formErrors }),
      );
      if ('done' in outcome && agreement.mandate_document) {
        await removeIfUnused(capabilities, documents.store, mandateKey(agreement.mandate_document));
      }
      return outcome;
    }
    // The signed mandate: once, a PDF by its bytes, kept privately; the agreement keeps its SHA-256.
    if (agreement.mandate_document)
      return refuse(submission.reply({ formErrors: [text.agreements.mandateAlready] }), 409);
    if (!documents.file) {
      return refuse(submission.reply({ fieldErrors: { [MANDATE_FIELD]: [text.agreements.mandateRequired] } }), 400);
    }
    const kept = await keepDocument(documents.store, documents.file, 'mandate');
    if ('error' in kept) {
      return refuse(
        submission.reply({ fieldErrors: { [MANDATE_FIELD]: [kept.error] } }),
        documents.file.tooLarge ? 413 : 400,
      );
    }
    const outcome = await attempt(
      () => agreements.attachMandate(agreement.id, mandateOfKey(kept.key)!),
      (formErrors) => submission.reply({ formErrors }),
    );
    if (!('done' in outcome)) await removeIfUnused(capabilities, documents.store, kept.key);
    return outcome;
  }
  if (form === 'delete-homeowner') {
    return attempt(
      () => capabilities.use(homeownerQueries).deleteHomeowner(homeownerId),
      (formErrors) => ({ status: 'error', error: { '': formErrors } }),
    );
  }

  if (form === 'remove-bank') {
    const refusal = bankRefusal(user, homeownerId);
    const reply = (formErrors: string[]): SubmissionResult<string[]> => ({
      status: 'error',
      error: { '': formErrors },
    });
    if (refusal) return refuse(reply([refusal]), 403);
    return attempt(() => capabilities.use(homeownerBankDetailsQueries).removeBankDetails(homeownerId), reply);
  }
  const submission = parseSubmission(formData, homeownerBankDetailsSchema);
  if (!can(user.role, 'homeowners.bank-details')) {
    return refuse(submission.reply({ formErrors: [bankAccountTexts.refused] }), 403);
  }
  if (submission.status !== 'success') return refuse(submission.reply(), 400);
  const refusal = bankRefusal(user, homeownerId);
  if (refusal) return refuse(submission.reply({ formErrors: [refusal] }), 403);
  return attempt(
    () => capabilities.use(homeownerBankDetailsQueries).saveBankDetails(homeownerId, submission.value),
    (formErrors) => submission.reply({ formErrors }),
  );
}
