import type { Locale } from '#app/domain/i18n/locale';
import { storedDateSchema } from '#app/domain/booking/date-schema';
import { arrivalTexts } from '#app/domain/booking/texts/arrival';
import { z } from '#app/domain/zod';
import { formDate } from './form-date';

/**
 * The guest's arrival (issue 28, item 6; supabase/migrations/…_arrival.sql): the arrival details form on the
 * guest's page — the same schema in the browser and on the server, in the page's language — and the shapes
 * the database gives back through the page's token: the details saved, and the villa's arrival information
 * when it is time to show it.
 */

export const ARRIVAL_DETAILS_INTENT = 'arrival-details';

export const ARRIVAL_LIMITS = { flight: 40, guestNames: 2000, conciergeRequests: 4000 } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function buildSchema(locale: Locale) {
  const t = arrivalTexts[locale];
  return z.object({
    flight: z
      .string()
      .trim()
      .max(ARRIVAL_LIMITS.flight, t.flightTooLong)
      .regex(/^[\p{L}\p{N} -]*$/u, t.flightCharacters)
      .transform((value) => value.toUpperCase())
      .optional(),
    arrivalDate: formDate(t.arrivalDateMissing, t.arrivalDateInvalid),
    arrivalTime: z
      .string({ message: t.arrivalTimeMissing })
      .trim()
      .regex(TIME, t.arrivalTimeInvalid)
      .transform((value) => value.slice(0, 5)),
    guestNames: z
      .string({ message: t.guestNamesMissing })
      .trim()
      .min(1, t.guestNamesMissing)
      .max(ARRIVAL_LIMITS.guestNames, t.guestNamesTooLong),
    conciergeRequests: z.string().trim().max(ARRIVAL_LIMITS.conciergeRequests, t.conciergeRequestsTooLong).optional(),
  });
}

// One schema per language's texts (keyed by the texts themselves), as the booking request form does.
const schemas = new WeakMap<object, ReturnType<typeof buildSchema>>();

export function arrivalDetailsSchemaFor(locale: Locale): ReturnType<typeof buildSchema> {
  const texts = arrivalTexts[locale];
  let schema = schemas.get(texts);
  if (!schema) schemas.set(texts, (schema = buildSchema(locale)));
  return schema;
}

export type ArrivalDetailsInput = z.output<ReturnType<typeof buildSchema>>;

/** What save_arrival_details answers. */
export const SAVE_ARRIVAL_OUTCOMES = ['saved', 'not-found', 'closed', 'date-outside'] as const;
export type SaveArrivalOutcome = (typeof SAVE_ARRIVAL_OUTCOMES)[number];

const date = storedDateSchema;

/** The details saved, as guest_arrival_details gives them (and the guest's form takes them back). */
export const arrivalDetailsSchema = z.object({
  flight: z.string().nullable(),
  arrivalDate: date,
  arrivalTime: z.string().transform((value) => value.slice(0, 5)),
  guestNames: z.string(),
  conciergeRequests: z.string().nullable(),
});
export type ArrivalDetails = z.output<typeof arrivalDetailsSchema>;

/** The form's values of saved details (or of none yet). */
export function arrivalDetailsFormValues(details: ArrivalDetails | null) {
  return {
    flight: details?.flight ?? '',
    arrivalDate: details?.arrivalDate ?? '',
    arrivalTime: details?.arrivalTime ?? '',
    guestNames: details?.guestNames ?? '',
    conciergeRequests: details?.conciergeRequests ?? '',
  };
}

const infoSchema = z.object({
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  gateCode: z.string().nullable(),
  doorCode: z.string().nullable(),
  wifiName: z.string().nullable(),
  wifiPassword: z.string().nullable(),
  houseManual: z.string().nullable(),
  houseManualFr: z.string().nullable(),
  conciergePhone: z.string().nullable(),
});
export type VillaArrivalInfo = z.output<typeof infoSchema>;

/**
 * What guest_arrival_info gives: how many days before arrival the villa shows its information, whether it is
 * time (the stay confirmed and paid in full, within those days), and the information then (null when staff
 * have not set it up).
 */
export const guestArrivalInfoSchema = z.object({
  daysBefore: z.number().int(),
  shown: z.boolean(),
  info: infoSchema.nullable(),
});
export type GuestArrivalInfo = z.output<typeof guestArrivalInfoSchema>;

/** The villa's point on OpenStreetMap (a plain link: the guest's own map app or browser opens it). */
export function mapLink(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lng = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** A phone number as a tel: address (digits and a leading +). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The house manual in the page's language; English when there is no French. */
export function houseManualIn(info: VillaArrivalInfo, locale: Locale): { text: string; lang?: Locale } | null {
  if (locale === 'fr' && info.houseManualFr) return { text: info.houseManualFr };
  if (!info.houseManual) return null;
  return locale === 'fr' ? { text: info.houseManual, lang: 'en' } : { text: info.houseManual };
}
