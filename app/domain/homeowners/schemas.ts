import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { CURRENCIES } from '#app/domain/currency/currency';
import { LOCALES } from '#app/domain/i18n/locale';
import { bankAccountSchema, type BankAccountInput } from '#app/domain/payments/bank-accounts';
import { z } from '#app/domain/zod';
import { parsePercent, percentText } from './agreements';
import { CANCELLATION_SHARES, COMMISSION_BASES, SERVICES_TREATMENTS, type HomeownerRow, type ManagementAgreementRow } from './rows';
import { homeownerTexts } from './texts/staff';

/**
 * The homeowners' forms, browser and server alike (Conform + zod), with the shapes the database checks too
 * (supabase/migrations/…_homeowners.sql): a homeowner, a period of ownership, a management agreement. A
 * homeowner's payout account is the agency's own accounts' form (app/domain/payments/bank-accounts.ts), in the
 * homeowner's currency: the same IBAN, routing and BIC checks, written once.
 */

const E = homeownerTexts.errors;
export const MAX_EMAILS = 5;
const EMAIL_PATTERN = /^[^@\s]{1,64}@[^@\s]+\.[^@\s]+$/;

/** One line of text: required, at most `max` characters, no line break (the database says the same). */
export const line = (required: string, max: number) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .max(max, E.tooLong(max))
    .refine((value) => !/[\r\n]/.test(value), E.oneLine);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, E.tooLong(max))
    .optional()
    .transform((value) => value || null);

/** "a@x.fr, B@y.com\nb@y.com" → ['a@x.fr', 'b@y.com']: split on commas, semicolons and spaces, lower case, once each. */
export function splitEmails(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map((address) => address.toLowerCase()),
    ),
  ];
}

const emails = z.string({ message: E.emailsRequired }).transform((value, ctx) => {
  const list = splitEmails(value);
  if (list.length === 0) ctx.addIssue({ code: 'custom', message: E.emailsRequired });
  if (list.length > MAX_EMAILS) ctx.addIssue({ code: 'custom', message: E.tooManyEmails(MAX_EMAILS) });
  for (const address of list) {
    if (!EMAIL_PATTERN.test(address) || address.length > 254) {
      ctx.addIssue({ code: 'custom', message: E.emailInvalid(address) });
    }
  }
  return list;
});

const day = (required: boolean) =>
  z
    .string({ message: E.dateRequired })
    .trim()
    .refine((value) => !required || value !== '', E.dateRequired)
    .transform((value, ctx): CalendarDate | null => {
      if (value === '') return null;
      const date = parseCalendarDate(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: E.dateInvalid });
        return z.NEVER;
      }
      return date;
    });
export const requiredDay = day(true).transform((value) => value as CalendarDate);

export const homeownerSchema = z.object({
  name: line(E.nameRequired, 200),
  emails,
  phone: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^\+?[0-9][0-9 ().-]{3,30}$/.test(value), E.phoneInvalid),
  language: z.enum(LOCALES),
  currency: z.enum(CURRENCIES),
  note: optionalText(5000),
});
export type HomeownerInput = z.output<typeof homeownerSchema>;

/** "rental:<uuid>" or "property:<uuid>": the one listing a period of ownership is about. */
const listing = z
  .string({ message: E.listingRequired })
  .regex(/^(rental|property):[0-9a-f-]{36}$/i, E.listingRequired)
  .transform((value) => {
    const [kind, id] = value.split(':') as ['rental' | 'property', string];
    return { kind, id: id.toLowerCase() };
  });

const share = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const hundredths = parsePercent(value);
    if (hundredths == null || hundredths === 0) {
      ctx.addIssue({ code: 'custom', message: E.shareInvalid });
      return z.NEVER;
    }
    return hundredths;
  });

export const ownershipSchema = z
  .object({
    homeownerId: z.uuid(),
    listing,
    ownedFrom: requiredDay,
    ownedTo: day(false)
      .optional()
      .transform((value) => value ?? null),
    /** Hundredths of a percent, or null when they own it alone. */
    sharePercent: share,
  })
  .superRefine((value, ctx) => {
    if (value.ownedTo && value.ownedTo <= value.ownedFrom) {
      ctx.addIssue({ code: 'custom', path: ['ownedTo'], message: E.ownedToAfterFrom });
    }
  });
export type OwnershipInput = z.output<typeof ownershipSchema>;

/** A period's end: a sale (the first day they no longer own it). */
export const endOwnershipSchema = z.object({ periodId: z.uuid(), ownedTo: requiredDay });

export const agreementSchema = z.object({
  rentalId: z.uuid(),
  effectiveFrom: requiredDay,
  /** Hundredths of a percent (1850 is 18.50 %). */
  commissionPercent: z.string({ message: E.commissionInvalid }).transform((value, ctx) => {
    const hundredths = parsePercent(value);
    if (hundredths == null) {
      ctx.addIssue({ code: 'custom', message: E.commissionInvalid });
      return z.NEVER;
    }
    return hundredths;
  }),
  commissionBase: z.enum(COMMISSION_BASES).default('accommodation'),
  servicesTreatment: z.enum(SERVICES_TREATMENTS).default('agency-revenue'),
  cancellationShare: z.enum(CANCELLATION_SHARES).default('as-accommodation'),
  // A checkbox: present ('on') or absent.
  ownerStaysWithoutApproval: z
    .string()
    .optional()
    .transform((value) => value === 'on' || value === 'true'),
  mandateSignedOn: requiredDay,
  mandateSignatories: line(E.signatoriesRequired, 500),
  note: optionalText(2000),
});
export type AgreementInput = z.output<typeof agreementSchema>;

/** An agreement not yet in force, corrected: its terms again, the villa kept. */
export const agreementCorrectionSchema = agreementSchema.extend({ agreementId: z.uuid() });

/** The forms that name one agreement (withdraw it, attach its signed mandate) or one period (remove it). */
export const agreementRefSchema = z.object({ agreementId: z.uuid() });
export const periodRefSchema = z.object({ periodId: z.uuid() });

/** The agreement form's values of a stored agreement (to correct it). */
export function agreementFormValues(row: ManagementAgreementRow) {
  const hundredths = parsePercent(row.commission_percent);
  return {
    agreementId: row.id,
    rentalId: row.rental_id,
    effectiveFrom: row.effective_from,
    commissionPercent: hundredths == null ? '' : percentText(hundredths),
    commissionBase: row.commission_base,
    servicesTreatment: row.services_treatment,
    cancellationShare: row.cancellation_share,
    ownerStaysWithoutApproval: row.owner_stays_without_approval ? 'on' : '',
    mandateSignedOn: row.mandate_signed_on,
    mandateSignatories: row.mandate_signatories,
    note: row.note ?? '',
  };
}

/** A homeowner's payout account: the agency's accounts' form, its currency the homeowner's. */
export const homeownerBankDetailsSchema = bankAccountSchema;
export type HomeownerBankDetailsInput = BankAccountInput;

/** The homeowner form's values of a stored homeowner (or of a new one). */
export function homeownerFormValues(row: HomeownerRow | null | undefined) {
  return {
    name: row?.name ?? '',
    emails: row?.emails.join(', ') ?? '',
    phone: row?.phone ?? '',
    language: row?.language ?? 'en',
    currency: row?.currency ?? 'EUR',
    note: row?.note ?? '',
  };
}

/** Whether a homeowner matches the list's search: in their name or one of their addresses, ignoring case and accents. */
export function homeownerMatches(row: Pick<HomeownerRow, 'name' | 'emails'>, search: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(search.trim());
  return wanted === '' || [row.name, ...row.emails].some((value) => fold(value).includes(wanted));
}
