import { specTexts } from '#app/domain/spec-texts';
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
  sendLead: 'Send Inquiry',
  // A private listing opened through its share link (issue 31, item 3)
  preparedFor: (name: string) => `Prepared for ${name}`,
  privateNote: 'This home is offered privately: it is not listed on our site. Please do not forward this link.',
  // SPEC §8
  notFoundTitle: specTexts.property.notFoundTitle,
  notFound: specTexts.property.notFound,
  notFoundFallback: specTexts.property.notFoundFallback,
};

/** The shape the French texts must fill (app/domain/listings/texts/fr/property.ts). */
export type PropertyTranslation = Translation<typeof propertyEnglish>;
