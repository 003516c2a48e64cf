import type { CalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import type { Locale } from '#app/domain/i18n/locale';
import { lineTotals, type InvoiceLine, type InvoiceRow, type LegalEntityRow } from '#app/domain/payments/documents';
import { asc, eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { INVOICE_COLUMNS, LEGAL_ENTITY_COLUMNS } from '#app/server/backend/schema';

/**
 * Invoices and the legal entities that issue them (supabase/migrations/…_invoices.sql). An invoice is written
 * by the database's issue_invoice only, which numbers it without gaps in its entity's series; nobody changes
 * or deletes one. Row level security decides the rest: staff read, owners and admins keep the entities.
 */

export interface IssueInvoice {
  stayId: string;
  legalEntityId: string;
  issuedOn: CalendarDate;
  currency: Currency;
  lines: readonly InvoiceLine[];
  language: Locale;
}

export function invoiceQueries(runner: QueryRunner) {
  return {
    /** Issues the next invoice of the entity's series for a stay; its total is the lines' sum. */
    async issueInvoice(invoice: IssueInvoice): Promise<InvoiceRow> {
      const { rows } = await runner.run({
        kind: 'rpc',
        fn: 'issue_invoice',
        args: {
          p_stay_id: invoice.stayId,
          p_legal_entity_id: invoice.legalEntityId,
          p_issued_on: invoice.issuedOn,
          p_currency: invoice.currency,
          p_total: lineTotals(invoice.lines).total,
          p_lines: invoice.lines,
          p_language: invoice.language,
        },
      });
      return rows[0] as unknown as InvoiceRow;
    },

    /** A stay's invoices, oldest first. */
    async listInvoices(stayId: string): Promise<InvoiceRow[]> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'invoices',
        columns: INVOICE_COLUMNS,
        where: [eq('stay_id', stayId)],
        order: [asc('issued_on'), asc('number')],
      } as SelectQuery<InvoiceRow>);
      return rows;
    },

    /** The active legal entity that issues a stay's documents (its island's, else the all-islands one). */
    async stayLegalEntity(stayId: string): Promise<string | null> {
      const { rows } = await runner.run({ kind: 'rpc', fn: 'stay_legal_entity', args: { p_stay_id: stayId } });
      const value = rows[0]?.value;
      return typeof value === 'string' ? value : null;
    },

    /** What the guest's documents print beyond their page, by the link's token (…_stay_documents.sql). */
    async guestDocuments(token: string): Promise<unknown> {
      const { rows } = await runner.run({ kind: 'rpc', fn: 'guest_documents', args: { p_token: token } });
      return rows[0]?.value ?? null;
    },

    /** The agency's legal entities, the active ones first. */
    async listLegalEntities(): Promise<LegalEntityRow[]> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'legal_entities',
        columns: LEGAL_ENTITY_COLUMNS,
        order: [{ column: 'active', ascending: false }, asc('name'), asc('id')],
      } as SelectQuery<LegalEntityRow>);
      return rows;
    },
  };
}

export type InvoiceQueries = ReturnType<typeof invoiceQueries>;
