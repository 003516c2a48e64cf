import type { Translation } from '#app/domain/i18n/catalogue';

export const rentalAgreementEnglish = {
  heading: 'Rental agreement',
  lead: (version: number) => `Version ${version}. Please read it before paying: your stay is held to it.`,
  accept: 'I have read and accept the rental agreement',
  acceptRequired: 'Please tick the box to accept the rental agreement',
  submit: 'Accept the rental agreement',
  submitting: 'Recording…',
  accepted: (version: number, date: string) => `You accepted the rental agreement (version ${version}) on ${date}.`,
  stale: 'The rental agreement shown was not the one of your stay. Please read this one and accept it again.',
  closed: 'This stay can no longer accept the rental agreement.',
  failed: 'Your acceptance could not be recorded. Please try again in a moment.',
  acceptBeforePaying: 'Please accept the rental agreement before paying.',
};

/** The shape the French texts must fill (app/domain/payments/texts/fr/rental-agreement.ts). */
export type RentalAgreementTranslation = Translation<typeof rentalAgreementEnglish>;
