import { data, Link, redirect } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { useCan } from '#app/components/admin/useCan';
import { AgreementList, OwnershipHistory, Panel } from '#app/components/homeowners/HomeownerHoldings';
import { HomeownerForm } from '#app/components/homeowners/HomeownerForm';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { homeownerFormValues, homeownerSchema } from '#app/domain/homeowners/schemas';
import { homeownerTexts as text } from '#app/domain/homeowners/texts/staff';
import { bankAccountTexts, groupIban } from '#app/domain/payments/bank-accounts';
import { can } from '#app/domain/staff/roles';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { parseSubmission } from '#app/server/forms.server';
import { agreementQueries } from '#app/server/homeowners/agreements.server';
import { homeownerBankDetailsQueries } from '#app/server/homeowners/bank-details.server';
import { homeownerQueries } from '#app/server/homeowners/homeowners.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/homeowner';

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
  return {
    homeowner,
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
    bank: bank && {
      holder: bank.holder,
      bankName: bank.bank_name,
      iban: bank.iban !== null,
      account: bank.iban ? groupIban(bank.iban) : (bank.account_number ?? ''),
      swift: bank.swift,
      lastChange: text.bank.lastChange(formatIslandDateTime(bank.updated_at)),
    },
    notice: done === 'created' ? text.created : done === 'saved' ? text.saved : null,
  };
}

/** The details form (intent `details`), for owners and admins (403 otherwise; row level security says the same). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, capabilities } = await requireStaff(request, context, 'homeowners.manage');
  const submission = parseSubmission(await request.formData(), homeownerSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const saved = await capabilities.use(homeownerQueries).updateHomeowner(params.id, submission.value);
    if (!saved) return data({ result: submission.reply({ formErrors: [text.notFound] }) }, { status: 404 });
  } catch (error) {
    const status = backendFailureStatus(error);
    log.error('homeowner save failed', { userId: user.id, homeownerId: params.id, error });
    return data(
      { result: submission.reply({ formErrors: [status === 403 ? text.refused : text.failed] }) },
      { status: status === 500 ? 400 : status },
    );
  }
  log.info('homeowner changed', { userId: user.id, homeownerId: params.id });
  return redirect(`/admin/homeowners/${params.id}?done=saved`);
}

export default function Homeowner({ loaderData, actionData }: Route.ComponentProps) {
  const canManage = useCan('homeowners.manage');
  const canSeeBank = useCan('homeowners.bank-details');
  const { homeowner, bank } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={homeowner.name} />
      <Link to="/admin/homeowners" className="link text-sm">
        {text.back}
      </Link>
      {loaderData.notice && !actionData ? <AdminAlert tone="success">{loaderData.notice}</AdminAlert> : null}
      <div className="flex max-w-4xl flex-col gap-8">
        {canManage ? (
          <HomeownerForm id={homeowner.id} values={loaderData.values} lastResult={actionData?.result} />
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
        <OwnershipHistory periods={loaderData.periods} />
        <AgreementList agreements={loaderData.agreements} titles={loaderData.titles} />
        {canSeeBank ? (
          <Panel id="homeowner-bank" title={text.bank.title} description={text.bank.description}>
            {bank ? (
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="homeowner-bank">
                <dt className="text-fg-muted">{bankAccountTexts.labels.holder}</dt>
                <dd>{bank.holder}</dd>
                <dt className="text-fg-muted">{bankAccountTexts.labels.bankName}</dt>
                <dd>{bank.bankName}</dd>
                <dt className="text-fg-muted">
                  {bank.iban ? bankAccountTexts.labels.iban : bankAccountTexts.labels.accountNumber}
                </dt>
                <dd className="font-mono">{bank.account}</dd>
                <dt className="text-fg-muted">{bankAccountTexts.labels.swift}</dt>
                <dd className="font-mono">{bank.swift}</dd>
                <dd className="text-fg-muted sm:col-span-2">{bank.lastChange}</dd>
              </dl>
            ) : (
              <p className="text-sm text-fg-muted">{text.bank.none}</p>
            )}
          </Panel>
        ) : null}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded?.homeowner.name ?? text.title);
