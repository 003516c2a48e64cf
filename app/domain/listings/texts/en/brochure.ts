import type { Translation } from '#app/domain/i18n/catalogue';

/**
 * A listing's brochure (a PDF, app/server/listings/brochure.server.ts). The facts' labels and figures are the
 * page's own (texts/property.ts, texts/rental.ts); these are the brochure's own words.
 */
export const brochureEnglish = {
  /** The PDF's title in viewers: 'Villa Les Ondes — brochure'. */
  metadataTitle: (title: string) => `${title} — brochure`,
  subject: (kind: 'property' | 'rental', location: string, island: string) =>
    `${kind === 'property' ? 'For sale' : 'Villa rental'} in ${location}, ${island}`,
  forSale: 'For sale',
  forRent: 'Villa rental',
  gallery: 'Gallery',
  keyFacts: 'Key facts',
  type: 'Type',
  island: 'Island',
  location: 'Location',
  description: 'Description',
  amenities: 'Amenities',

  contact: 'Contact the agency',
  phone: 'Telephone',
  email: 'E-mail',
  office: 'Office',
  labelled: (label: string, value: string) => `${label}: ${value}`,
  onlineHeading: 'See it online',
  onlineLine: 'Scan the code or follow the link for the photos, the map and availability.',
  footer: (site: string) => `${site} — the details are given for information and are not contractual.`,
  pageLabel: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** The file's name, before '.pdf': slugified title, then this. */
  fileSuffix: 'brochure',
};

/** The shape the French texts must fill (texts/fr/brochure.ts). */
export type BrochureTranslation = Translation<typeof brochureEnglish>;
