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
  // Comparing saved properties (/saved?view=compare)
  views: 'Saved listings views',
  savedView: 'Saved',
  compareView: (n: number) => `Compare (${n} of 4)`,
  compare: 'Compare',
  inComparison: 'In comparison: remove',
  compareTitle: 'Compare properties',
  compareLead: 'Up to four saved properties side by side. Adding a fifth replaces the one added first.',
  compareEmpty: 'Choose the saved properties to compare with Compare under each, up to four.',
  compareCaption: 'Saved properties side by side; rows marked “differs” tell them apart',
  onlyDifferences: 'Show only what differs',
  everyRow: 'Show every row',
  differs: 'differs',
  home: 'Home',
  price: 'Price',
  pricePerArea: 'Price per m²',
  type: 'Type',
  location: 'Location',
  island: 'Island',
  area: 'Living area',
  amenities: 'Amenities',
  yes: 'Yes',
  no: 'No',
  notStated: 'Not stated',
  remove: 'Remove',
  noDifferences: 'These homes are alike in every row shown.',
  metaTitle: (site: string) => `Saved Listings | ${site}`,
  metaDescription: 'Your saved properties and rentals.',
};

/** The shape the French texts must fill (app/domain/listings/texts/fr/saved.ts). */
export type SavedTranslation = Translation<typeof savedEnglish>;
