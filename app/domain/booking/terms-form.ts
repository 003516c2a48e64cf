import { z } from '#app/domain/zod';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { cancellationScaleIssues, type CancellationScale } from '#app/domain/payments/cancellation-scale';
import type { BookingTerms } from './terms';

const m = staffBookingTexts.terms;

/** A number from a form field: Conform sends an empty input as undefined, which coerces to NaN. */
const formNumber = (required: string) =>
  z.coerce.number({ message: required }).refine((n) => Number.isFinite(n), required);

const percent = (label: string) =>
  formNumber(m.percentRequired(label)).pipe(
    z
      .number()
      .min(0, m.percentRange(label))
      .max(100, m.percentRange(label))
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, m.percentDecimals(label)),
  );

const wholeNumber = (required: string, min: number, max: number, range: string) =>
  formNumber(required).pipe(z.number().int(range).min(min, range).max(max, range));

const days = (label: string) => wholeNumber(m.daysRequired(label), 0, 365, m.daysRange(label));

/** The most tiers a scale has (as cancellationScaleSchema allows). */
export const MAX_CANCELLATION_TIERS = 10;

/**
 * A tier of the cancellation scale: numbers here, the rules (whole days, shares 0–100, order) once for the
 * whole scale below, by cancellationScaleIssues, whose messages land on the tier's fields.
 */
const tierFields = z.object({
  withinDays: formNumber(m.tierDaysRequired).pipe(z.number().max(365, m.tierDaysMax)),
  retainedPercent: formNumber(m.shareRequired),
});

/** An unchecked box sends nothing. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on' || value === 'true');

const scaleOf = (base: number, tiers: readonly z.output<typeof tierFields>[] | undefined): CancellationScale => ({
  baseRetainedPercent: base,
  tiers: (tiers ?? []).map(({ withinDays, retainedPercent }) => ({ withinDays, retainedPercent })),
});

/** The scale as parsed so far, numbers possibly NaN where a field failed; null when its shape is off. */
function scaleSoFar(fields: { cancellationBasePercent?: unknown; cancellationTiers?: unknown }) {
  const tiers = fields.cancellationTiers ?? [];
  if (!Array.isArray(tiers)) return null;
  if (!tiers.every((tier: unknown) => typeof tier === 'object' && tier !== null)) return null;
  return scaleOf(Number(fields.cancellationBasePercent), tiers as z.output<typeof tierFields>[]);
}

/**
 * The staff settings form, with flat field names (`taxPercentStBarth` rather than a field named after the
 * island, whose space and accent make awkward form names); its output is a `BookingTerms`. The cancellation
 * scale is `cancellationBasePercent` and the list `cancellationTiers[n].withinDays` / `.retainedPercent`
 * (Conform's insert and remove intents add and drop tiers, with or without JavaScript).
 */
export const bookingTermsFieldsSchema = z
  .object({
    taxPercentStBarth: percent('Saint Barthélemy tax'),
    taxPercentSintMaarten: percent('Sint Maarten tax'),
    serviceFeePercent: percent('Service fee'),
    depositPercent: percent('Deposit'),
    balanceDaysBefore: days('Balance due (days before arrival)'),
    festiveBalanceDaysBefore: days('Festive balance due (days before arrival)'),
    optionHoldHours: wholeNumber(m.hoursRequired('Option hold'), 1, 720, m.hoursRange('Option hold')),
    depositDueDays: wholeNumber(m.daysRequired('Deposit due'), 1, 60, m.depositDaysRange('Deposit due')),
    confirmOnDeposit: checkbox,
    cancellationBasePercent: formNumber(m.shareRequired),
    cancellationTiers: z
      .array(tierFields)
      .max(MAX_CANCELLATION_TIERS, m.tooManyTiers(MAX_CANCELLATION_TIERS))
      .optional(),
  })
  .superRefine(
    (fields, context) => {
      // Also when another field is wrong, so every message shows at once; a field already refused (missing,
      // not a number) keeps its own message.
      const scale = scaleSoFar(fields);
      if (!scale) return;
      const refused = new Set(context.issues.map((issue) => (issue.path ?? []).join('.')));
      for (const issue of cancellationScaleIssues(scale)) {
        const path = issue.tier === null ? ['cancellationBasePercent'] : ['cancellationTiers', issue.tier, issue.field];
        if (!refused.has(path.join('.'))) context.addIssue({ code: 'custom', message: issue.message, path });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export const bookingTermsSchema = bookingTermsFieldsSchema.transform(
  ({
    taxPercentStBarth,
    taxPercentSintMaarten,
    cancellationBasePercent,
    cancellationTiers,
    ...rest
  }): BookingTerms => ({
    taxPercent: { 'Saint Barthélemy': taxPercentStBarth, 'Sint Maarten': taxPercentSintMaarten },
    ...rest,
    cancellation: scaleOf(cancellationBasePercent, cancellationTiers),
  }),
) satisfies z.ZodType<BookingTerms, unknown>;

/** Stored terms as the form's values. */
export function bookingTermsFormValues(terms: BookingTerms): z.input<typeof bookingTermsFieldsSchema> {
  return {
    taxPercentStBarth: terms.taxPercent['Saint Barthélemy'],
    taxPercentSintMaarten: terms.taxPercent['Sint Maarten'],
    serviceFeePercent: terms.serviceFeePercent,
    depositPercent: terms.depositPercent,
    balanceDaysBefore: terms.balanceDaysBefore,
    festiveBalanceDaysBefore: terms.festiveBalanceDaysBefore,
    optionHoldHours: terms.optionHoldHours,
    depositDueDays: terms.depositDueDays,
    confirmOnDeposit: terms.confirmOnDeposit ? 'on' : undefined,
    cancellationBasePercent: terms.cancellation.baseRetainedPercent,
    cancellationTiers: terms.cancellation.tiers.map(({ withinDays, retainedPercent }) => ({
      withinDays,
      retainedPercent,
    })),
  };
}

/**
 * The scale as typed in the form (the fields' current values), or null while a number is missing or the scale
 * breaks a rule: the settings page reads a sound scale back in words as it is edited.
 */
export function typedCancellationScale(base: unknown, tiers: unknown): CancellationScale | null {
  const number = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN);
  const rows = Array.isArray(tiers) ? tiers : [];
  const scale: CancellationScale = {
    baseRetainedPercent: number(base),
    tiers: rows.map((row: unknown) => {
      const tier = (row ?? {}) as { withinDays?: unknown; retainedPercent?: unknown };
      return { withinDays: number(tier.withinDays), retainedPercent: number(tier.retainedPercent) };
    }),
  };
  const typed = [scale.baseRetainedPercent, ...scale.tiers.flatMap((t) => [t.withinDays, t.retainedPercent])];
  if (typed.some((n) => !Number.isFinite(n)) || cancellationScaleIssues(scale).length > 0) return null;
  return scale;
}
