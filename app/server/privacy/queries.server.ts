import { readPersonDataExport, erasureCounts, type PersonDataExport } from '#app/domain/privacy/person-data';
import {
  retentionPeriodsOf,
  retentionReport,
  type RetentionReport,
  type RetentionSettings,
} from '#app/domain/privacy/retention';
import { eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';

/**
 * A person's data through the backend port (supabase/migrations/20261211000300_person_data.sql;
 * docs/decisions/042-person-data.md). Export and erasure are database functions that check the caller's role
 * themselves (owners and admins export, owners erase); the retention job runs as the service role.
 */
export function privacyQueries(runner: QueryRunner) {
  const call = async (
    fn: 'privacy_export_person' | 'privacy_erase_person' | 'privacy_apply_retention' | 'retention_periods',
    args: Record<string, unknown>,
  ) => (await runner.run({ kind: 'rpc', fn, args })).rows[0]?.value ?? null;

  return {
    /** Everything kept about `email` (matched case-insensitively). */
    async exportPerson(email: string): Promise<PersonDataExport> {
      return readPersonDataExport(await call('privacy_export_person', { p_email: email }));
    },

    /** Erases the person in one transaction; what was anonymised, per kind. */
    async erasePerson(email: string): Promise<Record<string, number>> {
      return erasureCounts(await call('privacy_erase_person', { p_email: email }));
    },

    /** The retention job's run for the islands' `today` (YYYY-MM-DD). */
    async applyRetention(today: string): Promise<RetentionReport> {
      return retentionReport(await call('privacy_apply_retention', { p_today: today }));
    },

    /** The periods the privacy notice states (anyone may read them: retention_periods()). */
    async retentionPeriods(): Promise<RetentionSettings> {
      return retentionPeriodsOf(await call('retention_periods', {}));
    },

    async getRetention(): Promise<RetentionSettings> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'agency_settings',
        columns: ['lead_retention_months', 'mail_retention_months'],
        where: [eq('id', true)],
        single: true,
      } as SelectQuery<{ lead_retention_months: number; mail_retention_months: number }>);
      return { leadMonths: rows[0]?.lead_retention_months ?? 36, mailMonths: rows[0]?.mail_retention_months ?? 24 };
    },

    /** Owners only: false when row level security refused it (no row updated). */
    async saveRetention(settings: RetentionSettings): Promise<boolean> {
      const result = await runner.run({
        kind: 'update',
        table: 'agency_settings',
        values: { lead_retention_months: settings.leadMonths, mail_retention_months: settings.mailMonths },
        where: [eq('id', true)],
        returning: ['id'],
      });
      return result.rows.length === 1;
    },
  };
}

export type PrivacyQueries = ReturnType<typeof privacyQueries>;
