import type { Translation } from '#app/domain/i18n/catalogue';

export const listingEnglish = {
  // Gallery
  noPhotos: (title: string) => `No photos of ${title} yet`,
  photos: 'Photos',
  photoAlt: (title: string, n: number, count: number) => `${title}, photo ${n} of ${count}`,
  morePhotos: (n: number) => `+${n} more`,
  showAllPhotos: (more: string, count: number) => `${more}: Show all ${count} photos`,
  showPhoto: (n: number) => `Show photo ${n}`,
  // Save and share
  save: 'Save',
  saved: 'Saved',
  share: 'Share',
  linkCopied: 'Link copied',
  shareFailed: 'Could not share; copy the address bar link instead',
  /** A plain link to the listing's PDF brochure (issue 31, item 4). */
  brochure: 'Download the brochure',
  // Sections
  amenities: 'Amenities',
  amenitiesOnRequest: 'Amenities available on request.',
  location: 'Location',
  mapUnavailable: 'Map location not available',
  // WhatsApp
  whatsappLead: 'Rather chat? We answer on WhatsApp.',
  whatsappUs: 'WhatsApp us',
  // Similar homes (issue 31, item 2)
  similarHomes: 'Similar homes',
};

/** The shape the French texts must fill (app/domain/listings/texts/fr/listing.ts). */
export type ListingTranslation = Translation<typeof listingEnglish>;
