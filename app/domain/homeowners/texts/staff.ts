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
  lead: 'The people who own the villas and properties the agency manages or sells: who they are, what they owned when, each villa’s management agreement, and where they are paid.',
  search: 'Search',
  searchHint: 'Name or e-mail',
  searchButton: 'Search',
  caption: 'Homeowners, by name',
  count: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? 'homeowner' : 'homeowners'}` : `${shown} of ${total} homeowners`,
  empty: 'No homeowner yet.',
  noMatch: 'No homeowner matches this search.',
  columns: { name: 'Name', emails: 'E-mail', phone: 'Phone', language: 'Language', currency: 'Paid in' },
  languages: { en: 'English', fr: 'French' },
  addTitle: 'Add a homeowner',
  addDescription: 'Only owners and admins add homeowners.',
  detailsTitle: 'Details',
  detailsDescription:
    'Their statements and e-mails are written in their language, and they are paid in their currency.',
  labels: {
    name: 'Name',
    emails: 'E-mail addresses',
    phone: 'Phone',
    language: 'Language',
    currency: 'Currency',
    note: 'Note (staff only)',
  },
  hints: {
    name: 'A person or a company, as on the mandate.',
    emails: 'One or more, separated by commas: every address receives the statements.',
  },
  add: 'Add homeowner',
  save: 'Save details',
  saving: 'Saving...',
  created: 'The homeowner was added.',
  saved: 'Saved.',
  failed: 'This could not be saved. Please try again.',
  refused: 'Only owners and admins change homeowners.',
  notFound: 'This homeowner does not exist (any more).',
  back: 'Back to homeowners',
  ownership: {
    title: 'Villas and properties owned',
    description: 'Who owned what, when: a sale ends one period and starts another, so past months keep their owner.',
    empty: 'Nothing recorded yet.',
    columns: { listing: 'Listing', from: 'From', to: 'Until', share: 'Share' },
    stillOwned: 'still owned',
    whole: 'whole',
    rental: 'Villa for rent',
    property: 'Property for sale',
  },
  agreements: {
    title: 'Management agreements',
    description:
      'Per villa, effective from a day. One in force is never changed: a change of terms is a new agreement from a later day.',
    empty: 'No agreement for these villas yet.',
    columns: {
      villa: 'Villa',
      from: 'In force from',
      commission: 'Commission',
      services: 'Services',
      ownerStays: 'Owner stays',
      mandate: 'Mandate signed',
    },
    ownerStaysFree: 'without approval',
    ownerStaysApproved: 'approved by staff',
  },
  bank: {
    title: 'Payout bank details',
    description:
      'Seen by owners and admins only. They change only with the second factor, and every change is e-mailed to every owner.',
    none: 'No payout account yet.',
    lastChange: (date: string) => `Last changed ${date}.`,
  },
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
