import type { CalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import type { Locale } from '#app/domain/i18n/locale';
import { lineTotals, type InvoiceLine, type InvoiceRow, type LegalEntityRow } from '#app/domain/payments/documents';
import type { LegalEntityValues } from '#app/domain/payments/legal-entities';
import { asc, desc, eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
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

    /**
     * Adds an entity (its invoice counter comes with it). Throws a BackendError: 'unique' for a prefix another
     * entity has or a second active entity of an island (details or message name the constraint), 'permission'
     * for anyone but an owner or admin.
     */
    async createLegalEntity(values: LegalEntityValues & { active: boolean }): Promise<LegalEntityRow> {
      const { rows } = await runner.run({
        kind: 'insert',
        table: 'legal_entities',
        values,
        returning: LEGAL_ENTITY_COLUMNS,
      });
      return rows[0] as unknown as LegalEntityRow;
    },

    /**
     * Changes an entity's details, or switches it on or off. Null when no row was changed: none has that id, or
     * row level security hid it from the update (an agent's). Throws as createLegalEntity does.
     */
    async updateLegalEntity(
      id: string,
      values: Partial<LegalEntityValues & { active: boolean }>,
    ): Promise<LegalEntityRow | null> {
      const { rows } = await runner.run({
        kind: 'update',
        table: 'legal_entities',
        values,
        where: [eq('id', id)],
        returning: LEGAL_ENTITY_COLUMNS,
      });
      return (rows[0] as unknown as LegalEntityRow | undefined) ?? null;
    },

    /** The number of an entity's last invoice, null before its first (the unique (entity, number) index reads it). */
    async lastInvoiceNumber(legalEntityId: string): Promise<number | null> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'invoices',
        columns: ['number'],
        where: [eq('legal_entity_id', legalEntityId)],
        order: [desc('number')],
        range: { from: 0, to: 0 },
      } as SelectQuery<Pick<InvoiceRow, 'number'>>);
      return rows[0]?.number ?? null;
    },

    /**
     * Whether invoices of another entity than `legalEntityId` (any, for a new one) were issued in `series`: a
     * prefix an entity gave up stays its invoices' series, and two entities printing the same invoice numbers
     * would be two invoices under one reference. The database does not check this (its unique index is on the
     * entities' current prefixes).
     */
    async seriesUsedByAnother(series: string, legalEntityId: string | null): Promise<boolean> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'invoices',
        columns: ['id'],
        where: [
          eq('series', series),
          legalEntityId ? { op: 'neq', column: 'legal_entity_id', value: legalEntityId } : null,
        ],
        order: [asc('id')],
        range: { from: 0, to: 0 },
      } as SelectQuery<Pick<InvoiceRow, 'id'>>);
      return rows.length > 0;
    },
  };
}

export type InvoiceQueries = ReturnType<typeof invoiceQueries>;
