import type { SubmissionResult } from '@conform-to/react';
import {
  adjustmentSchema,
  isRunIntent,
  isStatementIntent,
  payoutSchema,
  platformAmountSchema,
} from '#app/domain/homeowners/statement-forms';
import type { MonthStart } from '#app/domain/homeowners/statements';
import { statementTexts as text } from '#app/domain/homeowners/texts/statements';
import type { StaffUser } from '#app/server/auth/port.server';
import { BackendError } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { platformAmountQueries } from './platform-amounts.server';
import { sendStatement } from './statement-mail.server';
import { statementQueries } from './statements.server';

/**
 * The statement run's and one statement's buttons and payout form (owners and admins: the routes ask
 * 'homeowners.statements' first; row level security and the database's functions refuse anyone else too). Done:
 * a notice key (with a count for a run); refused: a message, or the payout's or adjustment's form answer, or the
 * platform stay whose amount was refused, and a status.
 */
export type StatementOutcome =
  | { done: string; count?: number }
  | { error: string; status: number; result?: SubmissionResult<string[]>; stayId?: string };

/** The database's refusals in words: the rule it gave (its own sentence), or the generic message. */
function refusal(error: unknown): { error: string; status: number } {
  const status = backendFailureStatus(error);
  if (status === 403) return { error: text.refused, status };
  if (error instanceof BackendError && error.code === 'constraint') return { error: error.message, status: 409 };
  return { error: text.failed, status: status === 500 ? 400 : status };
}

export async function runStatementRunAction(
  capabilities: Capabilities,
  user: StaffUser,
  month: MonthStart,
  formData: FormData,
): Promise<StatementOutcome> {
  const intent = formData.get('intent');
  if (!isRunIntent(intent)) return { error: text.failed, status: 400 };
  const statements = capabilities.use(statementQueries);
  try {
    if (intent === 'draft-all') return { done: 'drafted', count: await statements.draftAll(month) };
    if (intent === 'issue-all') return { done: 'issued', count: await statements.issueAll(month) };
    if (intent === 'platform-amount') {
      const submission = parseSubmission(formData, platformAmountSchema);
      if (submission.status !== 'success') {
        const messages = Object.values(submission.error ?? {}).flatMap((list) => list ?? []);
        return {
          error: messages[0] ?? text.failed,
          status: 400,
          result: submission.reply(),
          stayId: String(formData.get('stayId')),
        };
      }
      const { stayId, platform, amount, currency } = submission.value;
      await capabilities.use(platformAmountQueries).setAmount(stayId, { platform, amount, currency });
      return { done: 'platform' };
    }
    let sent = 0;
    for (const statement of await statements.listMonth(month)) {
      if (statement.status === 'issued' && (await sendStatement(capabilities, statement.id))) sent += 1;
    }
    return { done: 'sent', count: sent };
  } catch (error) {
    log.error('statement run failed', { userId: user.id, month, intent, error });
    return refusal(error);
  }
}

export async function runStatementAction(
  capabilities: Capabilities,
  user: StaffUser,
  statementId: string,
  formData: FormData,
): Promise<StatementOutcome> {
  const intent = formData.get('intent');
  if (!isStatementIntent(intent)) return { error: text.failed, status: 400 };
  const statements = capabilities.use(statementQueries);
  const statement = await statements.get(statementId);
  if (!statement) return { error: text.notFound, status: 404 };
  try {
    switch (intent) {
      case 'recompute':
        await statements.draft(statement.homeowner_id, statement.month as MonthStart, statement.currency);
        return { done: 'recomputed' };
      case 'issue':
        return (await statements.issue(statementId)) ? { done: 'issuedOne' } : { error: text.failed, status: 409 };
      case 'send':
        return (await sendStatement(capabilities, statementId))
          ? { done: 'sentOne' }
          : { error: text.failed, status: 409 };
      case 'delete':
        return (await statements.deleteDraft(statementId)) ? { done: 'deleted' } : { error: text.failed, status: 409 };
      case 'adjust': {
        const submission = parseSubmission(formData, adjustmentSchema);
        if (submission.status !== 'success') return { error: '', status: 400, result: submission.reply() };
        const month = statement.month as MonthStart;
        await statements.addAdjustment({
          homeownerId: statement.homeowner_id,
          currency: statement.currency,
          month,
          ...submission.value,
        });
        await statements.draft(statement.homeowner_id, month, statement.currency);
        return { done: 'adjusted' };
      }
      case 'pay': {
        const submission = parseSubmission(formData, payoutSchema);
        if (submission.status !== 'success') {
          return { error: '', status: 400, result: submission.reply() };
        }
        const payout = await statements.pay(statementId, submission.value);
        if (payout) return { done: 'paid' };
        return { error: '', status: 409, result: submission.reply({ formErrors: [text.payout.notSent] }) };
      }
    }
  } catch (error) {
    log.error('statement action failed', { userId: user.id, statementId, intent, error });
    const refused = refusal(error);
    if (intent === 'pay' || intent === 'adjust') {
      const submission = parseSubmission(formData, intent === 'pay' ? payoutSchema : adjustmentSchema);
      return { ...refused, result: submission.reply({ formErrors: [refused.error] }) };
    }
    return refused;
  }
}
