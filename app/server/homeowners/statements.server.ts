import { CURRENCIES, type Currency } from '#app/domain/currency/currency';
import type { MonthStart } from '#app/domain/homeowners/statements';
import type {
  PayoutRow,
  StatementDocumentData,
  StatementLine,
  StatementRow,
  StatementSummaryRow,
} from '#app/domain/homeowners/statement-rows';
import { asc, desc, eq, gte, isIn, lt, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import {
  HOMEOWNER_PAYOUT_COLUMNS,
  HOMEOWNER_STATEMENT_COLUMNS,
  HOMEOWNER_STATEMENT_SUMMARY_COLUMNS,
} from '#app/server/backend/schema';

/**
 * Homeowners' monthly statements (supabase/migrations/…_homeowner_statements.sql; decision 032). Every figure is
 * the database's (homeowner_statement_lines); these functions only read it and move statements along their
 * states. Staff read; owners and admins draft, issue, send and pay — row level security refuses anyone else
 * ('permission'), whatever a route forgot.
 */

export type { MonthStart };

export interface PayoutInput {
  paidOn: string;
  amount: number;
  reference: string;
  note: string | null;
}

export function statementQueries(runner: QueryRunner) {
  const rpcValue = async (fn: Parameters<typeof rpc>[0], args: Record<string, unknown>) =>
    (await rpc(fn, args)).rows[0]?.value;
  function rpc(
    fn:
      | 'homeowner_statement_lines'
      | 'draft_homeowner_statement'
      | 'issue_homeowner_statement'
      | 'homeowner_statement_document'
      | 'pay_homeowner_statement',
    args: Record<string, unknown>,
  ) {
    return runner.run({ kind: 'rpc', fn, args });
  }

  return {
    /** The lines the month would have now (a draft's figures, before it is stored). */
    async linesOf(homeownerId: string, month: MonthStart, currency: Currency): Promise<StatementLine[]> {
      const { rows } = await rpc('homeowner_statement_lines', {
        p_homeowner: homeownerId,
        p_month: month,
        p_currency: currency,
      });
      return rows as unknown as StatementLine[];
    },

    /** The month's statements (every homeowner, every currency), without their lines. */
    async listMonth(month: MonthStart): Promise<StatementSummaryRow[]> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'homeowner_statements',
        columns: HOMEOWNER_STATEMENT_SUMMARY_COLUMNS,
        where: [eq('month', month)],
        order: [asc('homeowner_id'), asc('currency')],
      } as SelectQuery<StatementSummaryRow>);
      return rows;
    },

    /** A homeowner's statements, the latest first, without their lines. */
    async listOf(homeownerId: string): Promise<StatementSummaryRow[]> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'homeowner_statements',
        columns: HOMEOWNER_STATEMENT_SUMMARY_COLUMNS,
        where: [eq('homeowner_id', homeownerId)],
        order: [desc('month'), asc('currency')],
      } as SelectQuery<StatementSummaryRow>);
      return rows;
    },

    async get(id: string): Promise<StatementRow | null> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'homeowner_statements',
        columns: HOMEOWNER_STATEMENT_COLUMNS,
        where: [eq('id', id)],
        single: true,
      } as SelectQuery<StatementRow>);
      return rows[0] ?? null;
    },

    /** Drafts (or recomputes the draft of) one homeowner's month in a currency; returns its id. */
    async draft(homeownerId: string, month: MonthStart, currency: Currency): Promise<string> {
      return String(
        await rpcValue('draft_homeowner_statement', {
          p_homeowner: homeownerId,
          p_month: month,
          p_currency: currency,
          p_only_active: false,
        }),
      );
    },

    /**
     * "Draft all": every homeowner's statement of the month in each currency with activity (or a balance carried
     * over), drafted or recomputed, one homeowner and currency per statement (each well within the database's
     * statement timeout, however many homeowners there are); those with the month or a later one issued are left
     * as they are. Returns how many drafts the month has now.
     */
    async draftAll(month: MonthStart): Promise<number> {
      const [{ rows: homeowners }, { rows: settled }] = await Promise.all([
        runner.run({
          kind: 'select',
          table: 'homeowners',
          columns: ['id'],
          order: [asc('name'), asc('id')],
        } as SelectQuery<{ id: string }>),
        runner.run({
          kind: 'select',
          table: 'homeowner_statements',
          columns: ['homeowner_id', 'currency'],
          where: [gte('month', month), isIn('status', ['issued', 'sent', 'paid'])],
        } as SelectQuery<{ homeowner_id: string; currency: Currency }>),
      ]);
      const done = new Set(settled.map((row) => `${row.homeowner_id} ${row.currency}`));
      for (const { id } of homeowners) {
        for (const currency of CURRENCIES) {
          if (done.has(`${id} ${currency}`)) continue;
          await rpc('draft_homeowner_statement', {
            p_homeowner: id,
            p_month: month,
            p_currency: currency,
            p_only_active: true,
          });
        }
      }
      return (await this.listMonth(month)).filter((statement) => statement.status === 'draft').length;
    },

    /** Issues a draft (recomputed one last time, then frozen); false when it is not a draft. */
    async issue(id: string): Promise<boolean> {
      return (await rpcValue('issue_homeowner_statement', { p_id: id })) === true;
    },

    /**
     * "Issue all drafts" of the month, one statement at a time; a homeowner whose earlier month is still a draft
     * is left for after it (the database issues months in order). Returns how many were issued.
     */
    async issueAll(month: MonthStart): Promise<number> {
      const { rows: earlier } = await runner.run({
        kind: 'select',
        table: 'homeowner_statements',
        columns: ['homeowner_id', 'currency'],
        where: [lt('month', month), eq('status', 'draft')],
      } as SelectQuery<{ homeowner_id: string; currency: Currency }>);
      const waiting = new Set(earlier.map((row) => `${row.homeowner_id} ${row.currency}`));
      let issued = 0;
      for (const statement of await this.listMonth(month)) {
        if (statement.status !== 'draft' || waiting.has(`${statement.homeowner_id} ${statement.currency}`)) continue;
        if ((await rpcValue('issue_homeowner_statement', { p_id: statement.id })) === true) issued += 1;
      }
      return issued;
    },

    /** What the statement's PDF prints: the statement, its homeowner and the agency's legal details. */
    async document(id: string): Promise<StatementDocumentData | null> {
      return ((await rpcValue('homeowner_statement_document', { p_id: id })) as StatementDocumentData | null) ?? null;
    },

    /** Records the payout of a sent statement, which becomes paid; the payout's id, null when not sent. */
    async pay(id: string, payout: PayoutInput): Promise<string | null> {
      const value = await rpcValue('pay_homeowner_statement', {
        p_id: id,
        p_paid_on: payout.paidOn,
        p_amount: payout.amount,
        p_reference: payout.reference,
        p_note: payout.note,
      });
      return typeof value === 'string' ? value : null;
    },

    /** Deletes a draft (the database refuses anything issued); false when none matched. */
    async deleteDraft(id: string): Promise<boolean> {
      const { rows } = await runner.run({
        kind: 'delete',
        table: 'homeowner_statements',
        where: [eq('id', id), eq('status', 'draft')],
        returning: ['id'],
      });
      return rows.length === 1;
    },

    /** Adds an adjustment to a month not issued yet (the database refuses one issued). */
    async addAdjustment(adjustment: {
      homeownerId: string;
      currency: Currency;
      month: MonthStart;
      label: string;
      amount: number;
    }): Promise<void> {
      await runner.run({
        kind: 'insert',
        table: 'homeowner_statement_adjustments',
        values: {
          homeowner_id: adjustment.homeownerId,
          currency: adjustment.currency,
          month: adjustment.month,
          label: adjustment.label,
          amount: adjustment.amount,
        },
      });
    },

    /** A homeowner's payouts, the latest first. */
    async payoutsOf(homeownerId: string): Promise<PayoutRow[]> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'homeowner_payouts',
        columns: HOMEOWNER_PAYOUT_COLUMNS,
        where: [eq('homeowner_id', homeownerId)],
        order: [desc('paid_on'), desc('created_at')],
      } as SelectQuery<PayoutRow>);
      return rows;
    },
  };
}

export type StatementQueries = ReturnType<typeof statementQueries>;
