import { inquiryFieldsSchema } from '#app/domain/inquiry';
import { HONEYPOT_FIELD } from '#app/domain/inquiry-form';
import { z } from '#app/domain/zod';
import { ADD_ONS, parseAddOns, type AddOn } from './add-ons';
import { formDate } from './form-date';
import { BOOKING_MESSAGES } from './messages';
import type { Refusal } from './quote';

const ADD_ON_VALUES = ADD_ONS.map((addOn) => addOn.value) as [AddOn, ...AddOn[]];

/**
 * The booking request form: the stay, the guest, their message and the services they would like. The same
 * schema checks the form in the browser and on the server; the server then applies the quote engine's
 * rules (dates free, minimum stay…) with the villa's calendar, field by field.
 */
export const bookingRequestSchema = inquiryFieldsSchema
  .pick({ name: true, email: true, phone: true, submissionId: true, [HONEYPOT_FIELD]: true })
  .extend({
    checkIn: formDate(BOOKING_MESSAGES.refusals.checkInMissing),
    checkOut: formDate(BOOKING_MESSAGES.refusals.checkOutMissing),
    guests: z.coerce
      .number({ message: BOOKING_MESSAGES.refusals.tooFewGuests })
      .int(BOOKING_MESSAGES.refusals.tooFewGuests)
      .min(1, BOOKING_MESSAGES.refusals.tooFewGuests)
      .max(100, BOOKING_MESSAGES.refusals.tooFewGuests),
    message: z.string().trim().max(4000, 'Message must be at most 4000 characters').optional(),
    addOns: z
      .array(z.enum(ADD_ON_VALUES))
      .optional()
      .transform((values) => parseAddOns(values ?? [])),
    /** The total the guest was shown: a request is stored only at the price they saw. */
    quotedTotal: z.coerce.number().int().min(0),
  });


export type BookingRequestFields = z.output<typeof bookingRequestSchema>;

/** The quote engine's refusals as Conform field errors. */
export function refusalFieldErrors(refusals: readonly Refusal[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const refusal of refusals) (errors[refusal.field] ??= []).push(refusal.message);
  return errors;
}
