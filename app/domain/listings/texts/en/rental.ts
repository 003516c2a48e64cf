import { plural } from '#app/domain/format';
import { rentalLeadMessage } from '#app/domain/leads/lead-form-fields';
import { specTexts } from '#app/domain/spec-texts';
import type { Translation } from '#app/domain/i18n/catalogue';

export const rentalEnglish = {
  metaTitle: (title: string, rate: string, site: string) => `${title} — ${rate} a night | ${site}`,
  backToRentals: 'Back to Rentals',
  perNight: 'Per Night',
  listedAt: (own: string) => `Listed at ${own}`,
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  area: 'Area',
  squareFeet: (figure: string) => `${figure} sq ft`,
  maxGuests: 'Max Guests',
  minimumStay: 'Minimum Stay',
  nightCount: (n: number) => plural(n, 'night'),
  description: 'Description',
  questions: 'Questions?',
  questionsLead: 'Ask about dates, services or the villa; we reply within one business day.',
  questionMessage: (title: string) => rentalLeadMessage(title),
  sendQuestion: 'Send Question',
  /** The phone bar: '$5,950 total' / '$850 / night'. */
  total: 'total',
  slashNight: '/ night',
  // SPEC §8
  notFoundTitle: specTexts.rental.notFoundTitle,
  notFound: specTexts.rental.notFound,
  notFoundFallback: specTexts.rental.notFoundFallback,
};

/** The shape the French texts must fill (app/domain/listings/texts/fr/rental.ts). */
export type RentalTranslation = Translation<typeof rentalEnglish>;
