import { percentText } from '#app/domain/homeowners/agreements';
import type { ManagementAgreementRow } from '#app/domain/homeowners/rows';
import type { AgreementInput } from '#app/domain/homeowners/schemas';
import { asc, desc, eq, isIn, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { MANAGEMENT_AGREEMENT_COLUMNS } from '#app/server/backend/schema';

/**
 * Each villa's management agreements (supabase/migrations/…_homeowners.sql): staff read them; owners and admins
 * add them. One in force (its first day today or past, in the agency's zone) is never changed or removed — the
 * database refuses it ('permission') — except to attach its signed PDF once; a change of terms is a new agreement
 * from a later day (one per villa and day: 'unique').
 */

const agreementValues = (input: Omit<AgreementInput, 'rentalId'>) => ({
  effective_from: input.effectiveFrom,
  commission_percent: percentText(input.commissionPercent),
  commission_base: input.commissionBase,
  services_treatment: input.servicesTreatment,
  cancellation_share: input.cancellationShare,
  owner_stays_without_approval: input.ownerStaysWithoutApproval,
  mandate_signed_on: input.mandateSignedOn,
  mandate_signatories: input.mandateSignatories,
  note: input.note,
});

export function agreementQueries(runner: QueryRunner) {
  return {
    /** A villa's agreements, the latest first. */
    async listAgreements(rentalId: string): Promise<ManagementAgreementRow[]> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'management_agreements',
        columns: MANAGEMENT_AGREEMENT_COLUMNS,
        where: [eq('rental_id', rentalId)],
        order: [desc('effective_from')],
      } as SelectQuery<ManagementAgreementRow>);
      return rows;
    },

    /** The agreements of several villas (a homeowner's), by villa, the latest first. */
    async listAgreementsOf(rentalIds: readonly string[]): Promise<ManagementAgreementRow[]> {
      if (rentalIds.length === 0) return [];
      const { rows } = await runner.run({
        kind: 'select',
        table: 'management_agreements',
        columns: MANAGEMENT_AGREEMENT_COLUMNS,
        where: [isIn('rental_id', rentalIds)],
        order: [asc('rental_id'), desc('effective_from')],
      } as SelectQuery<ManagementAgreementRow>);
      return rows;
    },

    /** One agreement, or null (none, or not the caller's to read). */
    async getAgreement(id: string): Promise<ManagementAgreementRow | null> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'management_agreements',
        columns: MANAGEMENT_AGREEMENT_COLUMNS,
        where: [eq('id', id)],
      } as SelectQuery<ManagementAgreementRow>);
      return rows[0] ?? null;
    },

    async addAgreement(input: AgreementInput): Promise<ManagementAgreementRow> {
      const { rows } = await runner.run({
        kind: 'insert',
        table: 'management_agreements',
        values: { rental_id: input.rentalId, ...agreementValues(input) },
        returning: MANAGEMENT_AGREEMENT_COLUMNS,
      });
      return rows[0] as unknown as ManagementAgreementRow;
    },

    /** Corrects an agreement not yet in force (refused once it is); false when none matched. */
    async correctAgreement(id: string, input: Omit<AgreementInput, 'rentalId'>): Promise<boolean> {
      const { rows } = await runner.run({
        kind: 'update',
        table: 'management_agreements',
        values: agreementValues(input),
        where: [eq('id', id)],
        returning: ['id'],
      });
      return rows.length === 1;
    },

    /** Attaches the signed mandate's PDF (a key of the private media store), once. */
    async attachMandate(id: string, documentKey: string): Promise<boolean> {
      const { rows } = await runner.run({
        kind: 'update',
        table: 'management_agreements',
        values: { mandate_document: documentKey },
        where: [eq('id', id)],
        returning: ['id'],
      });
      return rows.length === 1;
    },

    /** Withdraws an agreement not yet in force (refused once it is); false when none matched. */
    async withdrawAgreement(id: string): Promise<boolean> {
      const { rows } = await runner.run({
        kind: 'delete',
        table: 'management_agreements',
        where: [eq('id', id)],
        returning: ['id'],
      });
      return rows.length === 1;
    },

    /** The agreement in force for a villa on a day (ISO), as the database decides it; null before the first. */
    async agreementOn(rentalId: string, day: string): Promise<ManagementAgreementRow | null> {
      const { rows } = await runner.run({
        kind: 'rpc',
        fn: 'management_agreement_on',
        args: { p_rental_id: rentalId, p_on: day },
      });
      return (rows[0] as unknown as ManagementAgreementRow | undefined) ?? null;
    },
  };
}
