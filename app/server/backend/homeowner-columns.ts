/**
 * Every column of the homeowners' tables (issue 29): who they are and own, agreements, expenses, their accounts and
 * owner-stay requests, monthly statements. Split from schema.ts by capability; schema.ts re-exports them and lists
 * them in TABLE_COLUMNS.
 */
import type { ExpenseRow } from '#app/domain/homeowners/expenses';
import type { HomeownerAccountRow, OwnerStayRequestRow } from '#app/domain/homeowners/owner-page';
import type { PayoutRow, StatementRow, StatementSummaryRow } from '#app/domain/homeowners/statement-rows';
import type {
  HomeownerBankDetailsRow,
  HomeownerListingRow,
  HomeownerRow,
  ManagementAgreementRow,
} from '#app/domain/homeowners/rows';

// Homeowners (…_homeowners.sql).
// prettier-ignore
export const HOMEOWNER_COLUMNS = [
  'id', 'name', 'emails', 'phone', 'language', 'currency', 'note', 'created_at', 'updated_at',
] as const satisfies readonly (keyof HomeownerRow)[];
// prettier-ignore
export const HOMEOWNER_LISTING_COLUMNS = [
  'id', 'homeowner_id', 'rental_id', 'property_id', 'owned_from', 'owned_to', 'share_percent', 'created_at',
] as const satisfies readonly (keyof HomeownerListingRow)[];
// prettier-ignore
export const HOMEOWNER_BANK_DETAILS_COLUMNS = [
  'homeowner_id', 'holder', 'bank_name', 'bank_address', 'iban', 'account_number', 'routing_number', 'swift', 'updated_at',
  'updated_by',
] as const satisfies readonly (keyof HomeownerBankDetailsRow)[];
// prettier-ignore
export const MANAGEMENT_AGREEMENT_COLUMNS = [
  'id', 'rental_id', 'effective_from', 'commission_percent', 'commission_base', 'services_treatment',
  'cancellation_share', 'owner_stays_without_approval', 'mandate_signed_on', 'mandate_signatories', 'mandate_document', 'note', 'created_at',
  'created_by',
] as const satisfies readonly (keyof ManagementAgreementRow)[];
// prettier-ignore
export const EXPENSE_COLUMNS = [
  'id', 'rental_id', 'spent_on', 'category', 'vendor', 'amount', 'currency', 'note', 'receipt', 'charged_to_homeowner',
  'created_at', 'created_by', 'updated_at',
] as const satisfies readonly (keyof ExpenseRow)[];
// The homeowner's page (…_homeowner_accounts.sql).
// prettier-ignore
export const HOMEOWNER_ACCOUNT_COLUMNS = [
  'user_id', 'homeowner_id', 'email', 'invitation_pending', 'deactivated_at', 'created_at',
] as const satisfies readonly (keyof HomeownerAccountRow)[];
// prettier-ignore
export const OWNER_STAY_REQUEST_COLUMNS = [
  'id', 'homeowner_id', 'rental_id', 'check_in', 'check_out', 'note', 'status', 'stay_id', 'decided_at', 'created_at',
] as const satisfies readonly (keyof OwnerStayRequestRow)[];

// Monthly statements (…_homeowner_statements.sql).
// prettier-ignore
export const HOMEOWNER_STATEMENT_SUMMARY_COLUMNS = [
  'id', 'homeowner_id', 'currency', 'month', 'status', 'opening_balance', 'total', 'closing_balance', 'computed_at',
  'issued_at', 'sent_at', 'paid_at', 'payout_id',
] as const satisfies readonly (keyof StatementSummaryRow)[];
export const HOMEOWNER_STATEMENT_COLUMNS = [
  ...HOMEOWNER_STATEMENT_SUMMARY_COLUMNS,
  'lines',
] as const satisfies readonly (keyof StatementRow)[];
// prettier-ignore
export const HOMEOWNER_PAYOUT_COLUMNS = [
  'id', 'homeowner_id', 'paid_on', 'amount', 'currency', 'reference', 'note', 'statement_id', 'created_at',
] as const satisfies readonly (keyof PayoutRow)[];
// prettier-ignore
export const HOMEOWNER_ADJUSTMENT_COLUMNS = [
  'id', 'homeowner_id', 'currency', 'month', 'rental_id', 'amount', 'label', 'created_at', 'created_by',
] as const;
// prettier-ignore
export const HOMEOWNER_PLATFORM_AMOUNT_COLUMNS = [
  'stay_id', 'platform', 'amount', 'currency', 'note', 'created_at', 'updated_at', 'recorded_by',
] as const;
