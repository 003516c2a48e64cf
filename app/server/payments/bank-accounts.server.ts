import type { Currency } from '#app/domain/currency/currency';
import { bankAccountValues, type BankAccountInput } from '#app/domain/payments/bank-accounts';
import type { BankAccountRow } from '#app/domain/payments/rows';
import { asc, isIn, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { saveByKey } from '#app/server/backend/rows';
import { BANK_ACCOUNT_COLUMNS } from '#app/server/backend/schema';

/**
 * The accounts guests pay into (supabase/migrations/…_bank_accounts.sql). Row level security decides: every
 * active staff member reads them; only an owner whose session gave its second factor adds or changes one. The
 * database stamps who and when, records the change in the history and queues one e-mail per active owner, in
 * the same transaction as the change.
 */

interface MemberName {
  user_id: string;
  name: string;
  email: string | null;
}

export function bankAccountQueries(runner: QueryRunner) {
  return {
    /** The accounts there are (none for a currency not set up yet), dollars first. */
    async listBankAccounts(): Promise<BankAccountRow[]> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'bank_accounts',
        columns: BANK_ACCOUNT_COLUMNS,
        order: [{ column: 'currency', ascending: false }],
      } as SelectQuery<BankAccountRow>);
      return rows;
    },

    /**
     * Adds or changes the account of `account.currency`. Throws a BackendError ('permission') when row level
     * security refuses it: an update it refuses changes no row, and the insert that follows is refused.
     */
    async saveBankAccount(account: BankAccountInput): Promise<BankAccountRow> {
      const { currency, ...values } = bankAccountValues(account);
      return saveByKey<BankAccountRow>(runner, 'bank_accounts', 'currency', currency, values, BANK_ACCOUNT_COLUMNS);
    },

    /** Who last changed each account, in words (their name, else their e-mail), by user id. */
    async memberNames(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const { rows } = await runner.run({
        kind: 'select',
        table: 'staff_members',
        columns: ['user_id', 'name', 'email'],
        where: [isIn('user_id', userIds)],
        order: [asc('user_id')],
      } as SelectQuery<MemberName>);
      return new Map(rows.map((row) => [row.user_id, row.name.trim() || row.email || 'a staff member']));
    },
  };
}

/** The account of one currency among those listed, or null. */
export const accountOf = (accounts: readonly BankAccountRow[], currency: Currency) =>
  accounts.find((account) => account.currency === currency) ?? null;
