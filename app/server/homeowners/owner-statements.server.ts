import type { EarningsRow } from '#app/domain/homeowners/owner-earnings';
import type { StatementDocumentData, StatementSummaryRow } from '#app/domain/homeowners/statement-rows';
import { isDraft, STATEMENT_STATES } from '#app/domain/homeowners/statement-states';
import { asc, desc, eq, isIn, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { HOMEOWNER_STATEMENT_SUMMARY_COLUMNS } from '#app/server/backend/schema';
import { dateOf } from './owner-stays.server';

/**
 * The signed-in homeowner's statements (supabase/migrations/…_homeowner_statement_access.sql): their issued, sent
 * and paid ones (row level security shows them no draft and no one else's; the filter says it too), one's PDF
 * facts (null for any id not theirs and issued), and the earnings the database sums from their frozen lines.
 */
/** What a homeowner is shown: anything issued, never a draft. */
const SHOWN_STATES = STATEMENT_STATES.filter((state) => !isDraft(state));

export function ownerStatementQueries(runner: QueryRunner) {
  return {
    /** Their statements, the newest first, without their lines. */
    async list(homeownerId: string): Promise<StatementSummaryRow[]> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'homeowner_statements',
        columns: HOMEOWNER_STATEMENT_SUMMARY_COLUMNS,
        where: [eq('homeowner_id', homeownerId), isIn('status', SHOWN_STATES)],
        order: [desc('month'), asc('currency')],
        range: { from: 0, to: 199 },
      } as SelectQuery<StatementSummaryRow>);
      return rows;
    },

    /** One of their issued statements as its PDF prints it; null for a draft or anyone else's. */
    async document(id: string): Promise<StatementDocumentData | null> {
      const { rows } = await runner.run({ kind: 'rpc', fn: 'homeowner_own_statement_document', args: { p_id: id } });
      return (rows[0]?.value as StatementDocumentData | null | undefined) ?? null;
    },

    /** Per villa, currency and month in [from, to) — and per year — the sums of their statements' frozen lines. */
    async earnings(from: string, to: string): Promise<EarningsRow[]> {
      const { rows } = await runner.run({ kind: 'rpc', fn: 'homeowner_earnings', args: { p_from: from, p_to: to } });
      return rows.map((row) => ({
        rental_id: String(row.rental_id),
        rental: row.rental === null ? null : String(row.rental),
        currency: row.currency as EarningsRow['currency'],
        period: row.period === 'year' ? 'year' : 'month',
        month: dateOf(row.month),
        amount: Number(row.amount),
      }));
    },
  };
}

