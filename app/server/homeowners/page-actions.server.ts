import type { SubmissionResult } from '@conform-to/react';
import {
  agreementSchema,
  endOwnershipSchema,
  homeownerBankDetailsSchema,
  homeownerSchema,
  ownershipSchema,
} from '#app/domain/homeowners/schemas';
import { homeownerTexts as text } from '#app/domain/homeowners/texts/staff';
import { bankAccountTexts, bankChangeRefusal } from '#app/domain/payments/bank-accounts';
import { can } from '#app/domain/staff/roles';
import { STEP_UP_MINUTES } from '#app/domain/staff/two-factor';
import type { StaffUser } from '#app/server/auth/port.server';
import { BackendError } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { agreementQueries } from './agreements.server';
import { homeownerBankDetailsQueries } from './bank-details.server';
import { homeownerQueries } from './homeowners.server';

/**
 * The forms of /admin/homeowners/:id, each posted with its `intent`: `details`, `ownership`, `agreement`
 * (owners and admins: the route asks 'homeowners.manage' first) and `bank` (also 'homeowners.bank-details', in a
 * session whose second factor is recent). Done: which one, for the page's notice; refused: the form's answer with
 * what was typed and the message, and its status.
 */
export type HomeownerForm = 'details' | 'ownership' | 'end-ownership' | 'agreement' | 'bank';
export type HomeownerPageOutcome =
  { done: HomeownerForm } | { form: HomeownerForm; result: SubmissionResult<string[]>; status: number };

const FORMS: readonly HomeownerForm[] = ['details', 'ownership', 'end-ownership', 'agreement', 'bank'];

/** What a refusal of the database says on the form, by its code (null: the generic message). */
function refusalMessage(form: HomeownerForm, error: unknown): string {
  const code = error instanceof BackendError ? error.code : null;
  if (form === 'end-ownership' && code === 'constraint') return text.errors.ownedToAfterFrom;
  if (form === 'ownership' && code === 'overlap') return text.ownership.overlap;
  if (form === 'ownership' && code === 'constraint') return text.ownership.shares;
  if (form === 'agreement' && code === 'unique') return text.agreements.duplicate;
  if (backendFailureStatus(error) === 403) return form === 'bank' ? bankAccountTexts.refused : text.refused;
  return text.failed;
}

export async function homeownerPageAction(
  capabilities: Capabilities,
  user: StaffUser,
  homeownerId: string,
  formData: FormData,
): Promise<HomeownerPageOutcome> {
  const intent = String(formData.get('intent') ?? 'details');
  const form = FORMS.find((value) => value === intent) ?? 'details';
  const refuse = (result: SubmissionResult<string[]>, status: number) => ({ form, result, status });

  async function attempt(submit: () => Promise<unknown>, reply: (messages: string[]) => SubmissionResult<string[]>) {
    try {
      const outcome = await submit();
      if (outcome === false) return refuse(reply([text.notFound]), 404);
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
  if (form === 'agreement') {
    const submission = parseSubmission(formData, agreementSchema);
    if (submission.status !== 'success') return refuse(submission.reply(), 400);
    return attempt(
      () => capabilities.use(agreementQueries).addAgreement(submission.value),
      (formErrors) => submission.reply({ formErrors }),
    );
  }

  const submission = parseSubmission(formData, homeownerBankDetailsSchema);
  if (!can(user.role, 'homeowners.bank-details')) {
    return refuse(submission.reply({ formErrors: [bankAccountTexts.refused] }), 403);
  }
  if (submission.status !== 'success') return refuse(submission.reply(), 400);
  const refusal = bankChangeRefusal(user.secondFactor, Date.now());
  if (refusal) {
    log.warn('payout bank details change refused: no recent second factor', { userId: user.id, homeownerId, refusal });
    const message =
      refusal === 'fresh-code' ? bankAccountTexts.needsFreshCode(STEP_UP_MINUTES) : bankAccountTexts.needsSecondFactor;
    return refuse(submission.reply({ formErrors: [message] }), 403);
  }
  return attempt(
    () => capabilities.use(homeownerBankDetailsQueries).saveBankDetails(homeownerId, submission.value),
    (formErrors) => submission.reply({ formErrors }),
  );
}
