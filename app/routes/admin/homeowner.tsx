import type { SubmissionResult } from '@conform-to/react';
import { data, Link, redirect } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { useCan } from '#app/components/admin/useCan';
import { AgreementForm, OwnershipForm } from '#app/components/homeowners/HoldingForms';
import { AgreementList, OwnershipHistory, Panel } from '#app/components/homeowners/HomeownerHoldings';
import { HomeownerStatements } from '#app/components/homeowners/HomeownerStatements';
import { BankAccountForm } from '#app/components/payments/BankAccountForm';
import { HomeownerForm } from '#app/components/homeowners/HomeownerForm';
import { DeleteHomeowner, RemoveBankDetails } from '#app/components/homeowners/HomeownerRemovals';
import { islandToday } from '#app/domain/booking/dates';
import { HomeownerAccess } from '#app/components/homeowners/HomeownerAccess';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { expenseListHref, parseExpenseFilters } from '#app/domain/homeowners/expenses';
import { agreementFormValues, homeownerFormValues } from '#app/domain/homeowners/schemas';
import { expenseTexts } from '#app/domain/homeowners/texts/expenses';
import { homeownerTexts as text } from '#app/domain/homeowners/texts/staff';
import { bankAccountFormValues, bankAccountTexts, bankChangeRefusal } from '#app/domain/payments/bank-accounts';
import { SECOND_FACTOR_PATHS, STEP_UP_MINUTES } from '#app/domain/staff/two-factor';
import { can } from '#app/domain/staff/roles';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { agreementQueries } from '#app/server/homeowners/agreements.server';
import { homeownerBankDetailsQueries } from '#app/server/homeowners/bank-details.server';
import { homeownerQueries } from '#app/server/homeowners/homeowners.server';
import {
  homeownerPageAction,
  MANDATE_FIELD,
  type HomeownerForm as HomeownerFormName,
} from '#app/server/homeowners/page-actions.server';
import { readDocumentPost } from '#app/server/media/documents.server';
import { mediaStoreFor } from '#app/server/media/store.server';
import { UploadError } from '#app/server/media/upload.server';
import { homeownerAccessAction, isAccessIntent, loadHomeownerAccess } from '#app/server/homeowners/access.server';
import { statementQueries } from '#app/server/homeowners/statements.server';
import type { Route } from './+types/homeowner';

/** Where an owner or admin gives a fresh code before changing the payout account, and comes back here. */
const stepUpHref = (id: string) =>
  `${SECOND_FACTOR_PATHS.code}?${new URLSearchParams({ redirectTo: `/admin/homeowners/${id}`, reason: 'step-up' })}`;

const NOTICES: Record<string, string> = {
  created: text.created,
  details: text.saved,
  ownership: text.ownership.added,
  'end-ownership': text.ownership.ended,
  'remove-ownership': text.ownership.removed,
  agreement: text.agreements.added,
  'correct-agreement': text.agreements.corrected,
  'withdraw-agreement': text.agreements.withdrawn,
  mandate: text.agreements.attached,
  bank: text.bank.saved,
  'remove-bank': text.bank.removed,
};

/** The messages of a refused form, all of them (a row's buttons have no field to put them next to). */
const messagesOf = (result: SubmissionResult<string[]> | undefined) =>
  Object.values(result?.error ?? {}).flatMap((messages) => messages ?? []);

/**
 * One homeowner (issue 29): their details, what they owned when, the agreements of their villas — every staff
 * member reads these — and their payout account, loaded only for owners and admins (row level security hides it
 * from anyone else anyway).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, capabilities } = getStaffSession(request, context, 'homeowners');
  const homeowners = capabilities.use(homeownerQueries);
  const homeowner = await homeowners.getHomeowner(params.id);
  if (!homeowner) throw data(text.notFound, { status: 404 });
  const periods = await homeowners.listOwnership({ homeownerId: homeowner.id });
  const titles = await homeowners.listingTitles(periods);
  const rentalIds = [...new Set(periods.map((period) => period.rental_id).filter((id): id is string => id !== null))];
  const agreements = await capabilities.use(agreementQueries).listAgreementsOf(rentalIds);
  const bank = can(user.role, 'homeowners.bank-details')
    ? await capabilities.use(homeownerBankDetailsQueries).getBankDetails(homeowner.id)
    : null;
  const url = new URL(request.url);
  const done = url.searchParams.get('done');
  const today = islandToday();
  // Owners and admins: the agreement to correct (`?correct=<id>`), while it is not in force yet.
  const toCorrect = can(user.role, 'homeowners.manage')
    ? agreements.find((row) => row.id === url.searchParams.get('correct') && row.effective_from > today)
    : undefined;
  const statements = capabilities.use(statementQueries);
  return {
    today,
    correcting: toCorrect ? agreementFormValues(toCorrect) : null,
    homeowner,
    statements: await statements.listOf(homeowner.id),
    payouts: await statements.payoutsOf(homeowner.id),
    values: homeownerFormValues(homeowner),
    periods: periods.map((period) => {
      const listingId = (period.rental_id ?? period.property_id)!;
      return {
        id: period.id,
        kind: period.rental_id ? ('rental' as const) : ('property' as const),
        listingId,
        title: titles.get(listingId) ?? listingId,
        from: period.owned_from,
        to: period.owned_to,
        share: period.share_percent,
      };
    }),
    agreements,
    titles: Object.fromEntries(titles),
    // Owners and admins: the payout account's form (its currency the homeowner's) and whether a fresh code is due.
    bank: can(user.role, 'homeowners.bank-details')
      ? {
          values: bankAccountFormValues(homeowner.currency, bank && { ...bank, currency: homeowner.currency }),
          lastChange: bank ? text.bank.lastChange(formatIslandDateTime(bank.updated_at)) : text.bank.none,
          stepUp: bankChangeRefusal(user.secondFactor, Date.now()) !== null,
          stored: bank !== null,
        }
      : null,
    // Owners and admins: the choices of the ownership and agreement forms.
    listings: can(user.role, 'homeowners.manage') ? await homeowners.listingChoices() : [],
    villas: rentalIds.map((id) => ({ value: id, label: titles.get(id) ?? id })),
    notice: NOTICES[done ?? ''] ?? null,
    // Their page's accounts and owner-stay requests (app/server/homeowners/access.server.ts).
    access: await loadHomeownerAccess(capabilities, homeowner, titles, new URL(request.url)),
  };
}

/**
 * The page's forms by their intent (app/server/homeowners/page-actions.server.ts), for owners and admins (403
 * otherwise; row level security says the same): back here with the notice, or the form's answer.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  // Multipart when it carries a signed mandate (streamed to a temporary file), url-encoded otherwise.
  let post;
  try {
    post = await readDocumentPost(request, MANDATE_FIELD);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const result: SubmissionResult<string[]> = { status: 'error', error: { '': [error.message] } };
    return data({ form: 'mandate' as HomeownerFormName, result }, { status: error.status });
  }
  const formData = post.formData;
  if (isAccessIntent(formData)) {
    await post.cleanup();
    // Each intent asks its own permission: accounts 'homeowners.manage', owner-stay decisions 'homeowners'.
    const access = await homeownerAccessAction(await requireStaff(request, context, 'homeowners'), params.id, formData);
    if ('error' in access)
      return data({ form: 'access' as const, accessError: access.error }, { status: access.status });
    const search = new URLSearchParams({ access: access.done, ...(access.who ? { account: access.who } : {}) });
    return redirect(`/admin/homeowners/${params.id}?${search}`);
  }
  try {
    const { user, capabilities } = await requireStaff(request, context, 'homeowners.manage');
    const store = mediaStoreFor(request);
    const outcome = await homeownerPageAction(capabilities, user, params.id, formData, {
      store,
      file: post.files[0],
    });
    if ('done' in outcome && outcome.done === 'delete-homeowner') return redirect('/admin/homeowners?done=deleted');
    if ('done' in outcome) return redirect(`/admin/homeowners/${params.id}?done=${outcome.done}`);
    return data({ form: outcome.form, result: outcome.result }, { status: outcome.status });
  } finally {
    await post.cleanup();
  }
}

export default function Homeowner({ loaderData, actionData }: Route.ComponentProps) {
  const canManage = useCan('homeowners.manage');
  const canSeeBank = useCan('homeowners.bank-details');
  const canSeeExpenses = useCan('expenses');
  const { homeowner, bank } = loaderData;
  const answer = (form: string) =>
    actionData?.form === form && 'result' in actionData ? actionData.result : undefined;
  const ended = answer('end-ownership') ?? answer('remove-ownership');
  const endAnswer = ended && { periodId: String(ended.initialValue?.periodId ?? ''), errors: messagesOf(ended) };
  const rowForm = answer('mandate') ?? answer('withdraw-agreement');
  const manage = canManage
    ? {
        today: loaderData.today,
        pagePath: `/admin/homeowners/${homeowner.id}`,
        answer: rowForm
          ? { agreementId: String(rowForm.initialValue?.agreementId ?? ''), errors: messagesOf(rowForm) }
          : null,
      }
    : null;
  // A post refused before its fields were read (a file too large) names no row: said at the top.
  const unplaced = rowForm && !rowForm.initialValue ? messagesOf(rowForm) : [];
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={homeowner.name} />
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to="/admin/homeowners" className="link">
          {text.back}
        </Link>
        {canSeeExpenses ? (
          <Link
            to={expenseListHref(parseExpenseFilters(new URLSearchParams()), { homeowner: homeowner.id })}
            className="link"
          >
            {expenseTexts.homeownerLink}
          </Link>
        ) : null}
      </div>
      {loaderData.notice && !actionData ? <AdminAlert tone="success">{loaderData.notice}</AdminAlert> : null}
      {unplaced.length ? <AdminAlert>{unplaced.join(' ')}</AdminAlert> : null}
      <div className="flex max-w-4xl flex-col gap-8">
        {canManage ? (
          <HomeownerForm id={homeowner.id} values={loaderData.values} lastResult={answer('details')} />
        ) : (
          <Panel id="homeowner-details" title={text.detailsTitle} description={text.detailsDescription}>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-fg-muted">{text.labels.emails}</dt>
              <dd className="break-all">{homeowner.emails.join(', ')}</dd>
              <dt className="text-fg-muted">{text.labels.phone}</dt>
              <dd>{homeowner.phone ?? '—'}</dd>
              <dt className="text-fg-muted">{text.labels.language}</dt>
              <dd>{text.languages[homeowner.language]}</dd>
              <dt className="text-fg-muted">{text.labels.currency}</dt>
              <dd>{homeowner.currency}</dd>
            </dl>
          </Panel>
        )}
        <OwnershipHistory periods={loaderData.periods} canEnd={canManage} endAnswer={endAnswer} />
        {canManage ? (
          <OwnershipForm homeownerId={homeowner.id} listings={loaderData.listings} lastResult={answer('ownership')} />
        ) : null}
        <AgreementList agreements={loaderData.agreements} titles={loaderData.titles} manage={manage} />
        {canManage && loaderData.villas.length > 0 ? (
          <div id="agreement-form" className="scroll-mt-40">
            <AgreementForm
              key={loaderData.correcting?.agreementId ?? 'new'}
              villas={loaderData.villas}
              lastResult={answer(loaderData.correcting ? 'correct-agreement' : 'agreement')}
              correcting={
                loaderData.correcting && {
                  values: loaderData.correcting,
                  cancelHref: `/admin/homeowners/${homeowner.id}`,
                }
              }
            />
          </div>
        ) : null}
        {canManage && loaderData.villas.length === 0 ? (
          <p className="text-sm text-fg-muted">{text.agreements.noVilla}</p>
        ) : null}
        <HomeownerStatements statements={loaderData.statements} payouts={loaderData.payouts} />
        {canSeeBank && bank ? (
          <div className="flex flex-col gap-3">
            {bank.stepUp || actionData?.form === 'bank' || actionData?.form === 'remove-bank' ? (
              <p className="text-sm text-fg" data-testid="homeowner-bank-step-up">
                {bankAccountTexts.stepUpNotice(STEP_UP_MINUTES)}{' '}
                <Link to={stepUpHref(homeowner.id)} className="link">
                  {bankAccountTexts.freshCodeLink}
                </Link>
              </p>
            ) : null}
            <BankAccountForm
              currency={homeowner.currency}
              values={bank.values}
              lastResult={answer('bank')}
              lastChange={bank.lastChange}
              canChange
              purpose={{
                name: 'homeowner-bank',
                intent: 'bank',
                heading: text.bank.title,
                description: text.bank.description,
                save: text.bank.save,
              }}
            />
            {bank.stored ? <RemoveBankDetails errors={messagesOf(answer('remove-bank'))} /> : null}
          </div>
        ) : null}
        {canManage ? <DeleteHomeowner errors={messagesOf(answer('delete-homeowner'))} /> : null}
        <HomeownerAccess
          {...loaderData.access}
          canManage={canManage}
          error={actionData && 'accessError' in actionData ? actionData.accessError : null}
        />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded?.homeowner.name ?? text.title);
