import { MESSAGES } from '#app/domain/messages';
import type { Translation } from '#app/domain/i18n/catalogue';

export const propertyEnglish = {
  backToProperties: 'Back to Properties',
  listedAt: (price: string) => `Listed at ${price}`,
  price: 'Price',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  area: 'Area',
  /** The area in square feet, the figure already formatted. */
  squareFeet: (figure: string) => `${figure} sq ft`,
  bedroomCount: (n: number) => `${n} ${n === 1 ? 'bedroom' : 'bedrooms'}`,
  bathroomCount: (n: number) => `${n} ${n === 1 ? 'bathroom' : 'bathrooms'}`,
  description: 'Description',
  interested: 'Interested?',
  interestedLead: 'Send us a note and an agent will reply within one business day.',
  sendInquiry: 'Send Inquiry',
  // SPEC §8
  notFoundTitle: MESSAGES.property.notFoundTitle,
  notFound: MESSAGES.property.notFound,
  notFoundFallback: MESSAGES.property.notFoundFallback,
};

/** The shape the French texts must fill (app/domain/i18n/messages/fr/property.ts). */
export type PropertyTranslation = Translation<typeof propertyEnglish>;
