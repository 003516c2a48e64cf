import type { Locale } from '#app/domain/i18n/locale';
import type { GuestAgreement } from '#app/domain/payments/agreement-text';
import { rentalAgreementTexts } from '#app/domain/payments/texts/rental-agreement';
import { z } from '#app/domain/zod';

/**
 * The rental agreement (issue 28, items 1 and 6; supabase/migrations/…_rental_agreements.sql): a text staff
 * keep in English and French, published as numbered versions (the latest is in force); the version in force
 * is frozen on a stay with its terms, and the guest accepts that one on their page before paying.
 * The forms (the owners' publication, the guest's acceptance), the shapes the database gives, and how a text
 * What the guest's page needs without zod (its form's intent, a text's paragraphs) is agreement-text.ts.
 */

/** The longest text a version may have (the database says the same). */
export const AGREEMENT_MAX_LENGTH = 50_000;

/** The owners' form on /admin/settings/rental-agreement: both languages, required. */
export const staffAgreementTexts = {
  title: 'Rental agreement',
  nav: 'Rental agreement',
  lead: 'The text guests accept on their page before paying, in English and French. Publishing adds a new version: stays already confirmed keep the version frozen on them.',
  version: (version: number, date: string, who: string) => `Version ${version}, published on ${date} by ${who}`,
  inForce: (version: number, date: string, who: string) =>
    `In force: version ${version}, published on ${date} by ${who}.`,
  noneYet: 'No rental agreement has been published yet: guests are not asked to accept one.',
  publishHeading: 'Publish a new version',
  publishHint:
    'Plain text: a blank line starts a new paragraph; a line starting with “# ” is a heading. The new version applies to stays fixed from now on, and to stays whose guest has not accepted one yet and had none frozen.',
  bodyEn: 'Text (English)',
  bodyFr: 'Text (French)',
  bodyEnRequired: 'The English text is required',
  bodyFrRequired: 'The French text is required',
  tooLong: `At most ${AGREEMENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  publish: 'Publish this version',
  publishing: 'Publishing...',
  published: (version: number) => `Version ${version} is published and now in force.`,
  failed: 'The rental agreement could not be published. Please try again.',
  conflict: 'Another version was published at the same moment. Please check the version in force and try again.',
  pastVersions: 'Past versions',
  noPastVersions: 'No earlier versions.',
  showText: 'Show the text',
  english: 'English',
  french: 'French',
  bookingAccepted: (version: number, date: string) => `Rental agreement version ${version} accepted on ${date}`,
  bookingFrozen: (version: string) => `Rental agreement version ${version} applies; not accepted yet.`,
  bookingNone: 'No rental agreement applies to this stay.',
};

const bodyField = (required: string) =>
  z.string({ message: required }).trim().min(1, required).max(AGREEMENT_MAX_LENGTH, staffAgreementTexts.tooLong);

/** One version as owners type it; shared by the form (Conform) and the action. */
export const rentalAgreementSchema = z.object({
  bodyEn: bodyField(staffAgreementTexts.bodyEnRequired),
  bodyFr: bodyField(staffAgreementTexts.bodyFrRequired),
});
export type RentalAgreementInput = z.output<typeof rentalAgreementSchema>;

const acceptanceSchemas = new Map<Locale, ReturnType<typeof buildAcceptanceSchema>>();

function buildAcceptanceSchema(locale: Locale) {
  const required = rentalAgreementTexts[locale].acceptRequired;
  return z.object({
    // The version the guest read: the database refuses any other than the stay's.
    version: z.coerce.number().int().positive(),
    // An unticked box sends nothing.
    accept: z.literal('on', { message: required }),
  });
}

/** The guest's acceptance form, its message in the page's language; shared by the form and the action. */
export function acceptanceSchema(locale: Locale) {
  let schema = acceptanceSchemas.get(locale);
  if (!schema) acceptanceSchemas.set(locale, (schema = buildAcceptanceSchema(locale)));
  return schema;
}

/** The stay's agreement as guest_rental_agreement(token) gives it, read whole or not at all. */
export const guestAgreementSchema = z.object({
  version: z.number().int().positive(),
  bodyEn: z.string(),
  bodyFr: z.string(),
  publishedAt: z.string(),
  accepted: z.object({ version: z.number().int().positive(), acceptedAt: z.string() }).nullable(),
});
export type GuestAgreementRecord = z.output<typeof guestAgreementSchema>;

/** What accept_rental_agreement(token, version, address) answers (null: the token opens nothing). */
export const acceptanceOutcomeSchema = z.object({
  outcome: z.enum(['accepted', 'already', 'stale', 'closed']),
  version: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
});
export type AcceptanceOutcome = z.output<typeof acceptanceOutcomeSchema>;

export const guestAgreementOf = (record: GuestAgreementRecord, locale: Locale): GuestAgreement => ({
  version: record.version,
  body: locale === 'fr' ? record.bodyFr : record.bodyEn,
  accepted: record.accepted,
});

/** A stay's agreement on the staff's booking page: the version that applies, and the guest's acceptance. */
export interface StayAgreementStatus {
  /** the version frozen on the stay, else the one in force; null while the agency has none */
  version: string | null;
  accepted: { version: number; acceptedAt: string; address: string } | null;
}
