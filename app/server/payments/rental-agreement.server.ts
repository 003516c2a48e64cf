import { data, redirect } from 'react-router';
import { localeFromPath, type Locale } from '#app/domain/i18n/locale';
import type { RentalAgreementAcceptanceRow, RentalAgreementRow } from '#app/domain/payments/rows';
import { ACCEPT_AGREEMENT_INTENT, type GuestAgreement } from '#app/domain/payments/agreement-text';
import {
  acceptanceOutcomeSchema,
  acceptanceSchema,
  guestAgreementOf,
  guestAgreementSchema,
  type AcceptanceOutcome,
  type RentalAgreementInput,
  type StayAgreementStatus,
} from '#app/domain/payments/rental-agreement';
import { rentalAgreementTexts } from '#app/domain/payments/texts/rental-agreement';
import { clientAddress } from '#app/server/auth/auth.server';
import { desc, eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { AGREEMENT_ACCEPTANCE_COLUMNS, RENTAL_AGREEMENT_COLUMNS } from '#app/server/backend/schema';
import type { GuestPageFormHandler } from '#app/server/bookings/guest-page-actions.server';
import { privateLinkHeaders } from '#app/server/bookings/private-links.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { getServices } from '#app/server/context.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';

/**
 * The rental agreement (issue 28, items 1 and 6; supabase/migrations/…_rental_agreements.sql): its versions,
 * which owners publish and staff read; the version in force, which a stay's schedule freezes; the guest's
 * acceptance through their private link, recorded once by the database with the address the request came from.
 */

export function rentalAgreementQueries(runner: QueryRunner) {
  const select = async <Row>(query: Omit<SelectQuery<Row>, 'kind'>): Promise<Row[]> =>
    (await runner.run({ kind: 'select', ...query } as SelectQuery<Row>)).rows;

  return {
    /** Every published version, the one in force (the latest) first. */
    listVersions: () =>
      select<RentalAgreementRow>({
        table: 'rental_agreements',
        columns: RENTAL_AGREEMENT_COLUMNS,
        order: [desc('version')],
      }),

    /** The version in force, or null while the agency has none. */
    async versionInForce(): Promise<number | null> {
      const rows = await select<Pick<RentalAgreementRow, 'version'>>({
        table: 'rental_agreements',
        columns: ['version'],
        order: [desc('version')],
        range: { from: 0, to: 0 },
      });
      return rows[0]?.version ?? null;
    },

    /** Publishes a new version (owners only: a BackendError 'permission' otherwise); the database numbers it. */
    async publish(input: RentalAgreementInput): Promise<RentalAgreementRow> {
      const result = await runner.run({
        kind: 'insert',
        table: 'rental_agreements',
        values: { body_en: input.bodyEn, body_fr: input.bodyFr },
        returning: RENTAL_AGREEMENT_COLUMNS,
      });
      return result.rows[0] as unknown as RentalAgreementRow;
    },

    /** The guest's acceptance of the stay's agreement, or null (staff only). */
    async acceptanceOf(stayId: string): Promise<RentalAgreementAcceptanceRow | null> {
      const rows = await select<RentalAgreementAcceptanceRow>({
        table: 'rental_agreement_acceptances',
        columns: AGREEMENT_ACCEPTANCE_COLUMNS,
        where: [eq('stay_id', stayId)],
      });
      return rows[0] ?? null;
    },

    /** The agreement that applies to the stay of a guest's link, with their acceptance; null when none. */
    async guestAgreement(token: string): Promise<unknown> {
      const result = await runner.run({ kind: 'rpc', fn: 'guest_rental_agreement', args: { p_token: token } });
      return result.rows[0]?.value ?? null;
    },

    /** Records the guest's acceptance once; null when the token opens nothing. */
    async accept(token: string, version: number, address: string): Promise<AcceptanceOutcome | null> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'accept_rental_agreement',
        args: { p_token: token, p_version: version, p_address: address },
      });
      const value = result.rows[0]?.value ?? null;
      return value === null ? null : acceptanceOutcomeSchema.parse(value);
    },
  };
}

/** The version frozen on a stay's terms when its schedule is fixed (app/domain/payments/terms.ts). */
export async function agreementVersionInForce(capabilities: Capabilities): Promise<string | null> {
  const version = await capabilities.use(rentalAgreementQueries).versionInForce();
  return version === null ? null : String(version);
}

/** The agreement of a stay for the staff's booking page, from the version frozen on its terms. */
export async function stayAgreementStatus(
  capabilities: Capabilities,
  stayId: string,
  frozen: string | null,
): Promise<StayAgreementStatus> {
  const queries = capabilities.use(rentalAgreementQueries);
  const [acceptance, inForce] = await Promise.all([
    queries.acceptanceOf(stayId),
    frozen === null ? queries.versionInForce() : Promise.resolve(null),
  ]);
  return {
    version: frozen ?? (inForce === null ? null : String(inForce)),
    accepted: acceptance
      ? { version: acceptance.version, acceptedAt: acceptance.accepted_at, address: acceptance.address }
      : null,
  };
}

/** The guest's page's agreement in the page's language; null without one. A failure leaves the page as it was. */
export async function loadGuestAgreement(
  capabilities: Capabilities,
  token: string,
  locale: Locale,
): Promise<GuestAgreement | null> {
  try {
    const parsed = guestAgreementSchema.safeParse(await capabilities.use(rentalAgreementQueries).guestAgreement(token));
    return parsed.success ? guestAgreementOf(parsed.data, locale) : null;
  } catch (error) {
    log.error('guest rental agreement failed to load', { error });
    return null;
  }
}

/**
 * The guest's page's 'accept-agreement' form: the box ticked (else the message next to it, nothing recorded),
 * the version read; the database records it once, with the client's address as server.ts saw it. Success goes
 * back to the page, which then says when which version was accepted. A token that opens no stay of this villa
 * is the page's 404.
 */
export const acceptAgreementForm: GuestPageFormHandler = async ({ request, context, params, formData }) => {
  const { capabilities } = getServices(context);
  const receipt = await capabilities.use(bookingQueries).getBookingReceipt(params.requestId);
  if (!receipt || receipt.rental_id !== params.id) throw notFound();

  const path = new URL(request.url).pathname;
  const locale = localeFromPath(path);
  const text = rentalAgreementTexts[locale];
  const submission = parseSubmission(formData, acceptanceSchema(locale));
  const refuse = (status: number, formErrors?: string[]) =>
    data(
      { intent: ACCEPT_AGREEMENT_INTENT, result: submission.reply(formErrors ? { formErrors } : undefined) },
      { status, headers: privateLinkHeaders({ postsForms: true }) },
    );
  if (submission.status !== 'success') return refuse(400);

  let outcome: AcceptanceOutcome | null;
  try {
    outcome = await capabilities
      .use(rentalAgreementQueries)
      .accept(params.requestId, submission.value.version, clientAddress(request));
  } catch (error) {
    log.error('rental agreement acceptance not recorded', { error });
    return refuse(backendFailureStatus(error), [text.failed]);
  }
  if (!outcome) throw notFound();
  if (outcome.outcome === 'stale') return refuse(409, [text.stale]);
  if (outcome.outcome === 'closed') return refuse(409, [text.closed]);
  return redirect(`${path}#rental-agreement`, { headers: privateLinkHeaders({ postsForms: true }) });
};

const notFound = () => data(null, { status: 404, headers: privateLinkHeaders({ postsForms: true }) });
