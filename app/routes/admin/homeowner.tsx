import { data, Link, redirect } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { useCan } from '#app/components/admin/useCan';
import { AgreementForm, OwnershipForm } from '#app/components/homeowners/HoldingForms';
import { AgreementList, OwnershipHistory, Panel } from '#app/components/homeowners/HomeownerHoldings';
import { HomeownerStatements } from '#app/components/homeowners/HomeownerStatements';
import { BankAccountForm } from '#app/components/payments/BankAccountForm';
import { HomeownerForm } from '#app/components/homeowners/HomeownerForm';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { homeownerFormValues } from '#app/domain/homeowners/schemas';
import { homeownerTexts as text } from '#app/domain/homeowners/texts/staff';
import { bankAccountFormValues, bankAccountTexts, bankChangeRefusal } from '#app/domain/payments/bank-accounts';
import { SECOND_FACTOR_PATHS, STEP_UP_MINUTES } from '#app/domain/staff/two-factor';
import { can } from '#app/domain/staff/roles';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { agreementQueries } from '#app/server/homeowners/agreements.server';
import { homeownerBankDetailsQueries } from '#app/server/homeowners/bank-details.server';
import { homeownerQueries } from '#app/server/homeowners/homeowners.server';
import { homeownerPageAction } from '#app/server/homeowners/page-actions.server';
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
  agreement: text.agreements.added,
  bank: text.bank.saved,
};

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
  const done = new URL(request.url).searchParams.get('done');
  const statements = capabilities.use(statementQueries);
  return {
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
        }
      : null,
    // Owners and admins: the choices of the ownership and agreement forms.
    listings: can(user.role, 'homeowners.manage') ? await homeowners.listingChoices() : [],
    villas: rentalIds.map((id) => ({ value: id, label: titles.get(id) ?? id })),
    notice: NOTICES[done ?? ''] ?? null,
  };
}

/**
 * The page's forms by their intent (app/server/homeowners/page-actions.server.ts), for owners and admins (403
 * otherwise; row level security says the same): back here with the notice, or the form's answer.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, capabilities } = await requireStaff(request, context, 'homeowners.manage');
  const outcome = await homeownerPageAction(capabilities, user, params.id, await request.formData());
  if ('done' in outcome) return redirect(`/admin/homeowners/${params.id}?done=${outcome.done}`);
  return data({ form: outcome.form, result: outcome.result }, { status: outcome.status });
}

export default function Homeowner({ loaderData, actionData }: Route.ComponentProps) {
  const canManage = useCan('homeowners.manage');
  const canSeeBank = useCan('homeowners.bank-details');
  const { homeowner, bank } = loaderData;
  const answer = (form: string) => (actionData?.form === form ? actionData.result : undefined);
  const ended = answer('end-ownership');
  const endAnswer = ended && {
    periodId: String(ended.initialValue?.periodId ?? ''),
    errors: Object.values(ended.error ?? {}).flatMap((messages) => messages ?? []),
  };
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={homeowner.name} />
      <Link to="/admin/homeowners" className="link text-sm">
        {text.back}
      </Link>
      {loaderData.notice && !actionData ? <AdminAlert tone="success">{loaderData.notice}</AdminAlert> : null}
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
        <AgreementList agreements={loaderData.agreements} titles={loaderData.titles} />
        {canManage && loaderData.villas.length > 0 ? (
          <AgreementForm villas={loaderData.villas} lastResult={answer('agreement')} />
        ) : null}
        {canManage && loaderData.villas.length === 0 ? (
          <p className="text-sm text-fg-muted">{text.agreements.noVilla}</p>
        ) : null}
        <HomeownerStatements statements={loaderData.statements} payouts={loaderData.payouts} />
        {canSeeBank && bank ? (
          <div className="flex flex-col gap-3">
            {bank.stepUp || actionData?.form === 'bank' ? (
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
          </div>
        ) : null}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded?.homeowner.name ?? text.title);
