import type { CommissionBase, ServicesTreatment } from '#app/domain/homeowners/rows';

/**
 * The back office's words about homeowners (issue 29), English only like the rest of the back office
 * (app/domain/payments/texts/staff-list.ts). A *homeowner* owns a villa or a property; the staff role *owner* is
 * another thing (docs/glossary.md). What homeowners themselves read (statements, their page) is bilingual and
 * lives elsewhere.
 */
export const homeownerTexts = {
  nav: 'Homeowners',
  title: 'Homeowners',
  errors: {
    nameRequired: 'Enter the homeowner’s name',
    tooLong: (max: number) => `Use at most ${max} characters`,
    oneLine: 'Keep it on one line',
    emailsRequired: 'Enter at least one e-mail address',
    emailInvalid: (address: string) => `“${address}” is not an e-mail address`,
    tooManyEmails: (max: number) => `Give at most ${max} e-mail addresses`,
    phoneInvalid: 'A phone number is digits, spaces and + ( ) . - only, e.g. +590 690 12 34 56',
    dateRequired: 'Enter a date',
    dateInvalid: 'Enter a date as YYYY-MM-DD',
    ownedToAfterFrom: 'The end comes after the start',
    listingRequired: 'Choose a villa or a property',
    shareInvalid: 'A share is a percentage above 0 and at most 100, with at most 2 decimals',
    commissionInvalid: 'A commission is a percentage from 0 to 100, with at most 2 decimals',
    signatoriesRequired: 'Enter who signed the mandate',
  },
  commissionBase: {
    accommodation: 'Accommodation only',
    'accommodation-and-services': 'Accommodation and services',
  } satisfies Record<CommissionBase, string>,
  servicesTreatment: {
    'agency-revenue': 'Services are the agency’s revenue',
    'passed-to-homeowner': 'Services are passed on to the homeowner',
  } satisfies Record<ServicesTreatment, string>,
} as const;
