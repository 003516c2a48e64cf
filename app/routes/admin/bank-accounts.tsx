import { data, Link, redirect } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { useCan } from '#app/components/admin/useCan';
import { BankAccountForm } from '#app/components/payments/BankAccountForm';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { CURRENCIES, parseCurrency } from '#app/domain/currency/currency';
import {
  bankAccountFormValues,
  bankAccountSchema,
  bankAccountTexts,
  bankAccountUnchanged,
  bankChangeRefusal,
} from '#app/domain/payments/bank-accounts';
import { can } from '#app/domain/staff/roles';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { SECOND_FACTOR_PATHS, STEP_UP_MINUTES } from '#app/domain/staff/two-factor';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { accountOf, bankAccountQueries } from '#app/server/payments/bank-accounts.server';
import type { Route } from './+types/bank-accounts';

const text = bankAccountTexts;
const PATH = '/admin/settings/bank-accounts';
/** Where an owner gives a fresh code, and comes back here. */
const STEP_UP_HREF = `${SECOND_FACTOR_PATHS.code}?${new URLSearchParams({ redirectTo: PATH, reason: 'step-up' })}`;

/** The account of each currency (owners and admins read them; only owners change them). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, capabilities } = getStaffSession(request, context, 'settings.view');
  const queries = capabilities.use(bankAccountQueries);
  const accounts = await queries.listBankAccounts();
  const names = await queries.memberNames(
    accounts.map((account) => account.updated_by).filter((id): id is string => id !== null),
  );
  const done = new URL(request.url).searchParams.get('done');
  return {
    accounts: CURRENCIES.map((currency) => {
      const row = accountOf(accounts, currency);
      const who = row?.updated_by ? (names.get(row.updated_by) ?? 'a former staff member') : 'the database owner';
      return {
        currency,
        values: bankAccountFormValues(currency, row),
        lastChange: row ? text.lastChange(formatIslandDateTime(row.updated_at), who) : null,
      };
    }),
    notice: done === 'saved' ? text.saved : done === 'unchanged' ? text.unchanged : null,
    // An owner whose last code is too old is told before typing, not after.
    stepUp: can(user.role, 'settings.manage') && bankChangeRefusal(user.secondFactor, Date.now()) !== null,
  };
}

/**
 * One account, posted with its currency: owners only (403 otherwise), in a session that gave its second factor
 * in the last few minutes (refused with what was typed kept); the database says the same and e-mails every owner.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, capabilities } = await requireStaff(request, context, 'settings.manage');
  const formData = await request.formData();
  const currency = parseCurrency(String(formData.get('currency') ?? ''));
  const submission = parseSubmission(formData, bankAccountSchema);
  if (submission.status !== 'success')
    return data({ currency, refusal: null, result: submission.reply() }, { status: 400 });
  const refusal = bankChangeRefusal(user.secondFactor, Date.now());
  if (refusal) {
    log.warn('bank details change refused: no recent second factor', { userId: user.id, currency, refusal });
    const message = refusal === 'fresh-code' ? text.needsFreshCode(STEP_UP_MINUTES) : text.needsSecondFactor;
    return data({ currency, refusal, result: submission.reply({ formErrors: [message] }) }, { status: 403 });
  }
  try {
    const queries = capabilities.use(bankAccountQueries);
    const before = accountOf(await queries.listBankAccounts(), submission.value.currency);
    if (bankAccountUnchanged(before, submission.value)) return redirect(`${PATH}?done=unchanged`);
    await queries.saveBankAccount(submission.value);
  } catch (error) {
    const status = backendFailureStatus(error);
    log.error('bank details save failed', { userId: user.id, currency, error });
    const message = status === 403 ? text.refused : text.failed;
    return data({ currency, refusal: null, result: submission.reply({ formErrors: [message] }) }, { status });
  }
  log.info('bank details changed', { userId: user.id, currency });
  return redirect(`${PATH}?done=saved`);
}

export default function BankAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const canChange = useCan('settings.manage');
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title} />
      <p className="max-w-3xl text-fg-muted">{text.lead}</p>
      {loaderData.notice && !actionData ? <AdminAlert tone="success">{loaderData.notice}</AdminAlert> : null}
      {canChange ? null : <AdminAlert tone="success">{staffTexts.settingsViewOnly}</AdminAlert>}
      {canChange && (loaderData.stepUp || actionData?.refusal) ? (
        <p className="max-w-3xl text-sm text-fg" data-testid="bank-step-up">
          {text.stepUpNotice(STEP_UP_MINUTES)}{' '}
          <Link to={STEP_UP_HREF} className="link">
            {text.freshCodeLink}
          </Link>
        </p>
      ) : null}
      <div className="flex max-w-4xl flex-col gap-10">
        {loaderData.accounts.map((account) => (
          <BankAccountForm
            key={account.currency}
            currency={account.currency}
            values={account.values}
            lastResult={actionData?.currency === account.currency ? actionData.result : undefined}
            lastChange={account.lastChange}
            canChange={canChange}
          />
        ))}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(bankAccountTexts.title);
