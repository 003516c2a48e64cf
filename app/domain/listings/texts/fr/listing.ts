import type { ListingTranslation } from '#app/domain/listings/texts/listing';

export const listingFrench: ListingTranslation = {
  noPhotos: (title: string) => `Aucune photo de ${title} pour l’instant`,
  photos: 'Photos',
  photoAlt: (title: string, n: number, count: number) => `${title}, photo ${n} sur ${count}`,
  morePhotos: (n: number) => `+${n} autres`,
  showAllPhotos: (more: string, count: number) => `${more}\u00a0: voir les ${count} photos`,
  showPhoto: (n: number) => `Voir la photo ${n}`,
  save: 'Enregistrer',
  saved: 'Enregistré',
  share: 'Partager',
  linkCopied: 'Lien copié',
  shareFailed: 'Partage impossible\u00a0; copiez plutôt le lien de la barre d’adresse',
  brochure: 'Télécharger la brochure',
  amenities: 'Équipements',
  amenitiesOnRequest: 'Liste des équipements sur demande.',
  location: 'Emplacement',
  mapUnavailable: 'Emplacement non disponible sur la carte',
  whatsappLead: 'Vous préférez échanger par message ? Nous répondons sur WhatsApp.',
  whatsappUs: 'Écrivez-nous sur WhatsApp',
  similarHomes: 'Propriétés similaires',
};
