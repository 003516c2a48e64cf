import { leadSchema } from '#app/domain/leads/lead-form';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import type { Locale } from '#app/domain/i18n/locale';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { bookingRequestTexts } from '#app/domain/booking/texts/booking-request';
import { z } from '#app/domain/zod';
import { ADD_ONS, parseAddOns, type AddOn } from './add-ons';
import { formDate } from './form-date';
import { BOOKING_MESSAGE_MAX_LENGTH } from './request-constraints';
import type { Refusal } from './quote';

const ADD_ON_VALUES = ADD_ONS.map((addOn) => addOn.value) as [AddOn, ...AddOn[]];

function buildSchema(locale: Locale) {
  const refusals = bookingTexts[locale];
  const t = bookingRequestTexts[locale];
  return leadSchema(locale)
    .pick({ name: true, email: true, phone: true, submissionId: true, [HONEYPOT_FIELD]: true })
    .extend({
      checkIn: formDate(refusals.checkInMissing, refusals.invalidDate),
      checkOut: formDate(refusals.checkOutMissing, refusals.invalidDate),
      guests: z.coerce
        .number({ message: refusals.tooFewGuests })
        .int(refusals.tooFewGuests)
        .min(1, refusals.tooFewGuests)
        .max(100, refusals.tooFewGuests),
      message: z.string().trim().max(BOOKING_MESSAGE_MAX_LENGTH, t.messageTooLong).optional(),
      addOns: z
        .array(z.enum(ADD_ON_VALUES))
        .optional()
        .transform((values) => parseAddOns(values ?? [])),
      /** The total the guest was shown: a request is stored only at the price they saw. */
      quotedTotal: z.coerce.number().int().min(0),
    });
}

// One schema per language's texts (keyed by the texts themselves, so French read before it was registered is
// never kept once it is), as the inquiry schema does.
const schemas = new WeakMap<object, ReturnType<typeof buildSchema>>();

/**
 * The booking request form in a language: the stay, the guest (the inquiry forms' fields), their message and
 * the services they would like. The same schema checks the form in the browser and on the server, each in
 * the page's language; the server then applies the quote engine's rules (dates free, minimum stay…) with the
 * villa's calendar, field by field.
 */
export function bookingRequestSchemaFor(locale: Locale): ReturnType<typeof buildSchema> {
  const texts = bookingRequestTexts[locale];
  let schema = schemas.get(texts);
  if (!schema) schemas.set(texts, (schema = buildSchema(locale)));
  return schema;
}

// Built on first use, never as this module loads: in the browser a module's texts arrive after its imports ran.
export type BookingRequestFields = z.output<ReturnType<typeof buildSchema>>;

/** The quote engine's refusals as Conform field errors. */
export function refusalFieldErrors(refusals: readonly Refusal[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const refusal of refusals) (errors[refusal.field] ??= []).push(refusal.message);
  return errors;
}
