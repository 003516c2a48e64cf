import type { InquirySource } from '#app/domain/constants';
import type { Locale } from '#app/domain/i18n/locale';
import { BackendError, type QueryRunner } from './query';

export interface NewInquiry {
  /** The form's submission id: posting the same form twice stores one inquiry. */
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  source: InquirySource;
  propertyId?: string | null;
  rentalId?: string | null;
  /** The language of the page it was sent from; the visitor's acknowledgement is written in it. */
  locale?: Locale;
}

/** Visitors' inquiries. */
export function inquiriesPort(runner: QueryRunner) {
  return {
    /**
     * Stores a visitor's inquiry; resolves only once the row is committed. Visitors may not read
     * inquiries back, so nothing is returned from the insert (as PostgREST's `return=minimal`).
     */
    async createInquiry(input: NewInquiry): Promise<{ duplicate: boolean }> {
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
