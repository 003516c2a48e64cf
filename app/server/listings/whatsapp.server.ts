import type { ListingKind } from '#app/domain/figures/figures';
import { eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';

/**
 * "WhatsApp us" (issue 31, item 7): a visitor's click counted, and the agency's number (…_whatsapp.sql). The
 * number is a staff setting; a visitor learns it only by clicking, as the wa.me link would show it.
 */
export function whatsappQueries(runner: QueryRunner) {
  return {
    /**
     * Counts a click on a published listing's link (unless `count` is false: a bot) and gives the number to send
     * the visitor to; '' when the agency has none or the listing is not one visitors see.
     */
    async recordClick(kind: ListingKind, listingId: string, count: boolean): Promise<string> {
      const { rows } = await runner.run({
        kind: 'rpc',
        fn: 'record_whatsapp_click',
        args: { p_kind: kind, p_listing: listingId, p_count: count },
      });
      return typeof rows[0]?.value === 'string' ? rows[0].value : '';
    },

    /** The number's digits ('' when off). Staff only. */
    async getNumber(): Promise<string> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'agency_settings',
        columns: ['whatsapp_number'],
        where: [eq('id', true)],
        single: true,
      } as SelectQuery<{ whatsapp_number: string }>);
      return rows[0]?.whatsapp_number ?? '';
    },

    /** Owners only: false when row level security refused it (no row updated). */
    async saveNumber(digits: string): Promise<boolean> {
      const result = await runner.run({
        kind: 'update',
        table: 'agency_settings',
        values: { whatsapp_number: digits },
        where: [eq('id', true)],
        returning: ['id'],
      });
      return result.rows.length === 1;
    },
  };
}
