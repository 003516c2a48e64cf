import type { BrochureTranslation } from '#app/domain/listings/texts/en/brochure';

export const brochureFrench: BrochureTranslation = {
  metadataTitle: (title: string) => `${title} — brochure`,
  subject: (kind: 'property' | 'rental', location: string, island: string) =>
    `${kind === 'property' ? 'À vendre' : 'Villa en location'} à ${location}, ${island}`,
  forSale: 'À vendre',
  forRent: 'Villa en location',
  gallery: 'Galerie',
  keyFacts: 'En bref',
  type: 'Type de bien',
  island: 'Île',
  location: 'Quartier',
  description: 'Descriptif',
  amenities: 'Équipements',

  contact: 'Contacter l’agence',
  phone: 'Téléphone',
  email: 'E-mail',
  office: 'Bureau',
  labelled: (label: string, value: string) => `${label}\u00a0: ${value}`,
  onlineHeading: 'À voir en ligne',
  onlineLine: 'Scannez le code ou suivez le lien pour les photos, la carte et les disponibilités.',
  footer: (site: string) => `${site} — informations données à titre indicatif, non contractuelles.`,
  pageLabel: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  fileSuffix: 'brochure',
};
