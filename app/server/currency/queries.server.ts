import type { ExchangeRate } from '#app/domain/currency/currency';
import type { CurrencySettingsRow, ExchangeRateChangeRow } from '#app/domain/entities';
import { desc, eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { CURRENCY_SETTINGS_COLUMNS, EXCHANGE_RATE_CHANGE_COLUMNS } from '#app/server/backend/schema';

/**
 * The exchange rate's reads and writes (supabase/migrations/…_currency.sql): everyone reads the rate; staff
 * change it (row level security), and the database stamps when and by whom, records the change and
 * re-normalises every euro listing.
 */

export interface ExchangeRateSetting extends ExchangeRate {
  setBy: string | null;
  /** Who set it, in words (an e-mail, 'Staff' or 'System'). */
  setByActor: string;
}

export function rateFromRow(row: CurrencySettingsRow): ExchangeRateSetting {
  return {
    eurUsd: Number(row.eur_usd_rate),
    setAt: new Date(row.rate_set_at).toISOString(),
    setBy: row.rate_set_by,
    setByActor: row.rate_set_by_actor,
  };
}

export function currencyQueries(runner: QueryRunner) {
  return {
    /** The current rate; null only if its row is missing. */
    async getExchangeRate(): Promise<ExchangeRateSetting | null> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'currency_settings',
        columns: CURRENCY_SETTINGS_COLUMNS,
        where: [eq('id', true)],
        single: true,
      } as SelectQuery<CurrencySettingsRow>);
      return rows[0] ? rateFromRow(rows[0]) : null;
    },

    /** Staff only: false when row level security refused it (no row updated). */
    async saveExchangeRate(eurUsd: number): Promise<boolean> {
      const result = await runner.run({
        kind: 'update',
        table: 'currency_settings',
        values: { eur_usd_rate: eurUsd },
        where: [eq('id', true)],
        returning: ['id'],
      });
      return result.rows.length === 1;
    },

    /** The latest changes of the rate, newest first (staff only). */
    async listExchangeRateChanges(limit = 10): Promise<ExchangeRateChangeRow[]> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'exchange_rate_changes',
        columns: EXCHANGE_RATE_CHANGE_COLUMNS,
        order: [desc('set_at'), desc('id')],
        range: { from: 0, to: limit - 1 },
      } as SelectQuery<ExchangeRateChangeRow>);
      return rows.map((row) => ({
        ...row,
        eur_usd_rate: Number(row.eur_usd_rate),
        previous_rate: row.previous_rate === null ? null : Number(row.previous_rate),
      }));
    },
  };
}
