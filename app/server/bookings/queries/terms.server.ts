import { DEFAULT_BOOKING_TERMS, type BookingTerms } from '#app/domain/booking/terms';
import type { BookingTermsRow } from '#app/domain/entities';
import type { CancellationScale } from '#app/domain/payments/cancellation-scale';
import { cancellationScaleSchema } from '#app/domain/payments/terms';
import { eq, type QueryRunner } from '#app/server/backend/query';
import { BOOKING_TERMS_COLUMNS } from '#app/server/backend/schema';
import { log } from '#app/server/log.server';
import { selectWith } from './shared.server';

/**
 * The agency's booking terms (taxes, fees, deposit, option hold, payment rules, cancellation scale): everyone
 * reads them, owners change them.
 */

/**
 * The stored cancellation scale, checked: the column only promises an object with a list of tiers, so a scale
 * written by hand that breaks the rules gives way to the default (logged), never to a wrong refund.
 */
function scaleFromRow(stored: unknown): CancellationScale {
  const parsed = cancellationScaleSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  log.error('booking terms: the stored cancellation scale is unsound; the default applies', {
    problems: parsed.error.issues.map((issue) => issue.message),
  });
  return DEFAULT_BOOKING_TERMS.cancellation;
}

export function termsFromRow(row: BookingTermsRow | undefined): BookingTerms {
  if (!row) return DEFAULT_BOOKING_TERMS;
  return {
    taxPercent: { 'Saint Barthélemy': row.tax_percent_st_barth, 'Sint Maarten': row.tax_percent_sint_maarten },
    serviceFeePercent: row.service_fee_percent,
    depositPercent: row.deposit_percent,
    balanceDaysBefore: row.balance_days_before,
    festiveBalanceDaysBefore: row.festive_balance_days_before,
    optionHoldHours: row.option_hold_hours,
    depositDueDays: row.deposit_due_days,
    confirmOnDeposit: row.confirm_on_deposit,
    cancellation: scaleFromRow(row.cancellation_scale),
  };
}

function termsToRow(terms: BookingTerms): Omit<BookingTermsRow, 'id' | 'updated_at'> {
  return {
    tax_percent_st_barth: terms.taxPercent['Saint Barthélemy'],
    tax_percent_sint_maarten: terms.taxPercent['Sint Maarten'],
    service_fee_percent: terms.serviceFeePercent,
    deposit_percent: terms.depositPercent,
    balance_days_before: terms.balanceDaysBefore,
    festive_balance_days_before: terms.festiveBalanceDaysBefore,
    option_hold_hours: terms.optionHoldHours,
    deposit_due_days: terms.depositDueDays,
    confirm_on_deposit: terms.confirmOnDeposit,
    cancellation_scale: {
      baseRetainedPercent: terms.cancellation.baseRetainedPercent,
      tiers: terms.cancellation.tiers.map(({ withinDays, retainedPercent }) => ({ withinDays, retainedPercent })),
    },
  };
}

export function termsQueries(runner: QueryRunner) {
  const select = selectWith(runner);
  return {
    async getBookingTerms(): Promise<BookingTerms> {
      const rows = await select<BookingTermsRow>({
        table: 'booking_terms',
        columns: BOOKING_TERMS_COLUMNS,
        where: [eq('id', true)],
        single: true,
      });
      return termsFromRow(rows[0]);
    },

    async saveBookingTerms(terms: BookingTerms): Promise<boolean> {
      const result = await runner.run({
        kind: 'update',
        table: 'booking_terms',
        values: termsToRow(terms),
        where: [eq('id', true)],
        returning: ['id'],
      });
      return result.rows.length === 1;
    },
  };
}
