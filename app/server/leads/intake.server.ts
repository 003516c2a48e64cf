import { DASHBOARD_RECENT_LEADS } from '#app/domain/constants';
import { type LeadSource } from '#app/domain/leads/sources';
import type { LeadMessageRow } from '#app/domain/entities';
import type { Locale } from '#app/domain/i18n/locale';
import { BackendError, desc, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { staffRows } from '#app/server/backend/rows';
import { LEAD_MESSAGE_COLUMNS } from '#app/server/backend/schema';

export interface NewLead {
  /** The form's submission id: posting the same form twice stores one inquiry. */
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  source: LeadSource;
  propertyId?: string | null;
  rentalId?: string | null;
  /** The language of the page it was sent from; the visitor's acknowledgement is written in it. */
  locale?: Locale;
}

/** Visitors' inquiries: stored by anyone, read and marked by staff. */
export function leadIntakeQueries(runner: QueryRunner) {
  const { one, updateOne } = staffRows(runner);
  return {
    getLeadMessage: (id: string) => one<LeadMessageRow>('inquiries', LEAD_MESSAGE_COLUMNS, id),
    /** Unread to read only; there is no way back (SPEC §4). */
    markLeadRead: (id: string) => updateOne('inquiries', id, { read: true }),

    async recentLeads(): Promise<LeadMessageRow[]> {
      const result = await runner.run({
        kind: 'select',
        table: 'inquiries',
        columns: LEAD_MESSAGE_COLUMNS,
        order: [desc('created_at'), desc('id')],
        range: { from: 0, to: DASHBOARD_RECENT_LEADS - 1 },
      } as SelectQuery<LeadMessageRow>);
      return result.rows;
    },

    /**
     * Stores a visitor's inquiry; resolves only once the row is committed. Visitors may not read
     * inquiries back, so nothing is returned from the insert (as PostgREST's `return=minimal`).
     */
    async createLead(input: NewLead): Promise<{ duplicate: boolean }> {
      try {
        await runner.run({
          kind: 'insert',
          table: 'inquiries',
          values: {
            id: input.id,
            name: input.name,
            email: input.email,
            phone: input.phone || null,
            message: input.message,
            source: input.source,
            property_id: input.propertyId ?? null,
            rental_id: input.rentalId ?? null,
            read: false,
            locale: input.locale ?? 'en',
          },
        });
        return { duplicate: false };
      } catch (error) {
        // The same submission again: it is already stored, so the visitor's second post succeeded too.
        if (error instanceof BackendError && error.code === 'unique') return { duplicate: true };
        throw error;
      }
    },
  };
}
