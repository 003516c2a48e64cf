import type { BookingTerms } from '#app/domain/booking/terms';
import { z } from '#app/domain/zod';
import { cancellationScaleProblems, type CancellationScale } from '#app/domain/payments/cancellation';
import { paymentTermsOf, type PaymentTerms } from '#app/domain/payments/schedule';

/**
 * The terms a stay is held to (issue 28, item 1): copied from the booking terms when the stay is confirmed and
 * kept on it, so a later change of the terms never touches a stay already confirmed. Stored as JSON and read
 * back through `stayTermsSchema`.
 */
export interface StayTerms extends PaymentTerms {
  cancellation: CancellationScale;
  /** the rental agreement's version in force (null while the agency has none) */
  agreementVersion: string | null;
}

/** The terms in force today, frozen for one stay. */
export function freezeStayTerms(
  terms: BookingTerms,
  cancellation: CancellationScale = terms.cancellation,
  agreementVersion: string | null = null,
): StayTerms {
  return {
    ...paymentTermsOf(terms),
    cancellation: {
      baseRetainedPercent: cancellation.baseRetainedPercent,
      tiers: cancellation.tiers.map((t) => ({ ...t })),
    },
    agreementVersion,
  };
}

const percent = z.number().min(0).max(100);
const days = z.number().int().min(0).max(365);

export const cancellationScaleSchema = z
  .object({
    baseRetainedPercent: percent,
    tiers: z.array(z.object({ withinDays: days, retainedPercent: percent })).max(10),
  })
  .superRefine((scale, context) => {
    for (const message of cancellationScaleProblems(scale)) context.addIssue({ code: 'custom', message });
  });

/** A stay's frozen terms as stored (a JSON column): refused whole when anything in them is off. */
export const stayTermsSchema = z.object({
  depositPercent: percent,
  depositDueDays: days,
  balanceDaysBefore: days,
  festiveBalanceDaysBefore: days,
  cancellation: cancellationScaleSchema,
  agreementVersion: z.string().min(1).nullable(),
}) satisfies z.ZodType<StayTerms, unknown>;
