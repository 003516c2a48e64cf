import type { MapTranslation } from '#app/domain/maps/texts/map';

export const mapFrench: MapTranslation = {
  scale: (kilometres: string) => `${kilometres}\u00a0km`,
  attribution: 'Littoral\u00a0: GSHHG, Wessel & Smith (LGPL-3.0)',
  listingAt: (area: string, island: string) => `Carte de ${island}\u00a0: le bien se trouve à ${area}`,
  listingNear: (area: string, island: string) =>
    `Carte de ${island}\u00a0: le cercle indique l’emplacement approximatif, à ${area}`,
  approximateNote: 'Emplacement approximatif\u00a0: l’adresse exacte est communiquée sur demande.',
  exploreArea: 'Explorer les environs',
  exploreLoading: 'Chargement de la carte…',
  exploreFailed: 'La carte interactive n’a pas pu être chargée.',
  exploreLabel: (area: string) => `Carte interactive de ${area}`,
  onTheMap: 'Les résultats sur la carte',
  notOnMap: 'Absent de la carte\u00a0: emplacement pas encore renseigné',
  resultsOn: (island: string, count: number) =>
    `Carte de ${island} avec ${count === 1 ? 'un bien' : `${count} biens`} de cette page`,
};
