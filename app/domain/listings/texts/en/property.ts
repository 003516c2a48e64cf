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
  // Rental income (issue 31, item 6)
  yieldHeading: 'Rental income',
  yieldOwnLead: 'This house is also one of our rentals. Its last twelve months:',
  yieldEstimateLead: 'An estimate, not this house’s own figures:',
  estimate: 'Estimate',
  nightsBooked: 'Nights booked',
  nights: (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`,
  occupancy: 'Occupancy',
  grossIncome: 'Gross rental income',
  grossYield: 'Gross yield',
  ofAskingPrice: 'of the asking price',
  yieldOwnMethod:
    'Counted from the villa’s stays of the last twelve months, booked with us or on the rental platforms; income is the rent as quoted to guests or paid out by the platform, before expenses and management fees.',
  yieldEstimateMethod: (villas: number, bedrooms: string, island: string) =>
    `Estimated as the average of the ${villas} villas with ${bedrooms} we rent on ${island}, over their last twelve months of stays; income is rent before expenses and management fees.`,
  // SPEC §8
  notFoundTitle: specTexts.property.notFoundTitle,
  notFound: specTexts.property.notFound,
  notFoundFallback: specTexts.property.notFoundFallback,
};

/** The shape the French texts must fill (app/domain/listings/texts/fr/property.ts). */
export type PropertyTranslation = Translation<typeof propertyEnglish>;
