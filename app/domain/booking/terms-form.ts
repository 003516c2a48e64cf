import { z } from '#app/domain/zod';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
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

/**
 * The staff settings form, with flat field names (`taxPercentStBarth` rather than a field named after the
 * island, whose space and accent make awkward form names); its output is a `BookingTerms`.
 */
export const bookingTermsFieldsSchema = z.object({
  taxPercentStBarth: percent('Saint Barthélemy tax'),
  taxPercentSintMaarten: percent('Sint Maarten tax'),
  serviceFeePercent: percent('Service fee'),
  depositPercent: percent('Deposit'),
  balanceDaysBefore: days('Balance due (days before arrival)'),
  festiveBalanceDaysBefore: days('Festive balance due (days before arrival)'),
  optionHoldHours: wholeNumber(m.hoursRequired('Option hold'), 1, 720, m.hoursRange('Option hold')),
});

export const bookingTermsSchema = bookingTermsFieldsSchema.transform(
  ({ taxPercentStBarth, taxPercentSintMaarten, ...rest }): BookingTerms => ({
    taxPercent: { 'Saint Barthélemy': taxPercentStBarth, 'Sint Maarten': taxPercentSintMaarten },
    ...rest,
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
  };
}
