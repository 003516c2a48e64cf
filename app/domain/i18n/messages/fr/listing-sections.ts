import type { ListingSectionsTranslation } from '../listing-sections';

export const listingSectionsFrench: ListingSectionsTranslation = {
  amenities: 'Équipements',
  amenitiesOnRequest: 'Équipements communiqués sur demande.',
  location: 'Situation',
  mapPlaceholder: 'La carte s’affichera ici',
  mapUnavailable: 'Emplacement sur la carte non disponible',
};
