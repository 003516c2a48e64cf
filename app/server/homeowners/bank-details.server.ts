import type { HomeownerBankDetailsRow } from '#app/domain/homeowners/rows';
import type { HomeownerBankDetailsInput } from '#app/domain/homeowners/schemas';
import { bankAccountValues } from '#app/domain/payments/bank-accounts';
import { eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { saveByKey } from '#app/server/backend/rows';
import { HOMEOWNER_BANK_DETAILS_COLUMNS } from '#app/server/backend/schema';

/**
 * A homeowner's payout account (supabase/migrations/…_homeowners.sql). Row level security decides: owners and
 * admins read it (anyone else reads none); they add, change or remove it only in a session that gave its second
 * factor. The database stamps who and when, records which fields changed (never the numbers) and queues one
 * e-mail to each active owner in the same transaction — the agency's own accounts' rule and helpers
 * (app/server/payments/bank-accounts.server.ts).
 */
export function homeownerBankDetailsQueries(runner: QueryRunner) {
  return {
    /** The account, or null (none yet, or not the caller's to read). */
    async getBankDetails(homeownerId: string): Promise<HomeownerBankDetailsRow | null> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'homeowner_bank_details',
        columns: HOMEOWNER_BANK_DETAILS_COLUMNS,
        where: [eq('homeowner_id', homeownerId)],
        single: true,
      } as SelectQuery<HomeownerBankDetailsRow>);
      return rows[0] ?? null;
    },

    /** Adds or changes the account; a BackendError ('permission') when row level security refuses it. */
    async saveBankDetails(homeownerId: string, account: HomeownerBankDetailsInput): Promise<HomeownerBankDetailsRow> {
      // The currency is the homeowner's (the form's rules depend on it); the row does not repeat it.
      const { currency: _currency, ...values } = bankAccountValues(account);
      return saveByKey<HomeownerBankDetailsRow>(
        runner,
        'homeowner_bank_details',
        'homeowner_id',
        homeownerId,
        values,
        HOMEOWNER_BANK_DETAILS_COLUMNS,
      );
    },

    /** Removes the account; false when there was none to remove (or it was refused). */
    async removeBankDetails(homeownerId: string): Promise<boolean> {
      const { rows } = await runner.run({
        kind: 'delete',
        table: 'homeowner_bank_details',
        where: [eq('homeowner_id', homeownerId)],
        returning: ['homeowner_id'],
      });
      return rows.length === 1;
    },
  };
}
