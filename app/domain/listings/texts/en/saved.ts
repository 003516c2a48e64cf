import type { Translation } from '#app/domain/i18n/catalogue';

export const savedEnglish = {
  eyebrow: 'Favourites',
  title: 'Saved Listings',
  lead: 'The properties and rentals you saved on this device.',
  nothingSaved: 'Nothing saved yet',
  nothingSavedHint: 'Use Save on any property or rental to keep it here.',
  viewProperties: 'View Properties',
  viewRentals: 'View Rentals',
  properties: 'Properties',
  rentals: 'Rentals',
  metaTitle: (site: string) => `Saved Listings | ${site}`,
  metaDescription: 'Your saved properties and rentals.',
};

/** The shape the French texts must fill (app/domain/listings/texts/fr/saved.ts). */
export type SavedTranslation = Translation<typeof savedEnglish>;
