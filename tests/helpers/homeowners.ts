import type { HomeownerRow } from '#app/domain/homeowners/rows';
import type { AgreementInput, OwnershipInput } from '#app/domain/homeowners/schemas';
import type { StaffRole } from '#app/domain/staff/roles';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import type { QueryRunner } from '#app/server/backend/query';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { homeownerQueries } from '#app/server/homeowners/homeowners.server';
import { signInRequest } from './fixtures';
import { signInWithSecondFactor } from './second-factor';

/** A villa's management agreement as the homeowners' tests start from: 20 % on the accommodation, from 2026. */
export const agreementTerms = (rentalId: string, overrides: Partial<AgreementInput> = {}): AgreementInput => ({
  rentalId,
  effectiveFrom: '2026-01-01' as AgreementInput['effectiveFrom'],
  commissionPercent: 2000,
  commissionBase: 'accommodation',
  servicesTreatment: 'agency-revenue',
  cancellationShare: 'as-accommodation',
  ownerStaysWithoutApproval: false,
  mandateSignedOn: '2025-12-15' as AgreementInput['mandateSignedOn'],
  mandateSignatories: 'Anne Dupont; Island Estates SAS',
  note: null,
  ...overrides,
});

/** A staff member of `role`, signed in through both steps from `address`: their id and session cookie. */
export async function signedInMember(
  db: SqlDatabase,
  email: string,
  address: string,
  role: StaffRole,
): Promise<{ id: string; cookie: string }> {
  const { userId } = await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
  const result = await signInWithSecondFactor(signInRequest(address), email, 'correct-horse-battery-staple');
  if (!result.ok) throw new Error(result.message);
  await db.query('update public.staff_members set role = $2 where user_id = $1', [userId, role]);
  return { id: userId, cookie: result.headers.get('Set-Cookie')!.split(';')[0]! };
}

/** Anne Dupont, who owns `rentalId` alone since January 1, 2025 — written as `runner` (an owner or admin). */
export async function anneOwning(runner: QueryRunner, rentalId: string): Promise<HomeownerRow> {
  const homeowners = homeownerQueries(runner);
  const anne = await homeowners.createHomeowner({
    name: 'Anne Dupont',
    emails: ['anne@example.fr'],
    phone: null,
    language: 'fr',
    currency: 'EUR',
    note: null,
  });
  await homeowners.addOwnership({
    homeownerId: anne.id,
    listing: { kind: 'rental', id: rentalId },
    ownedFrom: '2025-01-01' as OwnershipInput['ownedFrom'],
    ownedTo: null,
    sharePercent: null,
  });
  return anne;
}
