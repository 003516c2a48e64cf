import { translations, type Translation } from '../catalogue';

/** The sections a property's page and a villa's page share: amenities and location. */
const listingSectionsEnglish = {
  amenities: 'Amenities',
  amenitiesOnRequest: 'Amenities available on request.',
  location: 'Location',
  mapPlaceholder: 'Map view would appear here',
  mapUnavailable: 'Map location not available',
};

export const listingSectionsMessages = translations('listingSections', listingSectionsEnglish);

/** The shape the French texts must fill (app/domain/i18n/messages/fr/listing-sections.ts). */
export type ListingSectionsTranslation = Translation<typeof listingSectionsEnglish>;
