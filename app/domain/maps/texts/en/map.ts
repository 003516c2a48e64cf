import type { Translation } from '#app/domain/i18n/catalogue';

export const mapEnglish = {
  scale: (kilometres: string) => `${kilometres}\u00a0km`,
  attribution: 'Coastline: GSHHG, Wessel & Smith (LGPL-3.0)',
  /** An exact marker's caption: the area and the island. */
  listingAt: (area: string, island: string) => `Map of ${island}: the listing is in ${area}`,
  /** A discreet location's caption. */
  listingNear: (area: string, island: string) =>
    `Map of ${island}: the circle shows the approximate location in ${area}`,
  approximateNote: 'Approximate location: the exact address is shared on request.',
  /** The optional interactive map (MAP_TILES_URL), loaded on a click. */
  exploreArea: 'Explore the area',
  exploreLoading: 'Loading the map…',
  exploreFailed: 'The interactive map could not be loaded.',
  exploreLabel: (area: string) => `Interactive map of ${area}`,
  /** The map view of results (/properties and /rentals, ?view=map). */
  onTheMap: 'Results on the map',
  notOnMap: 'Not on the map: no location yet',
  resultsOn: (island: string, count: number) =>
    `Map of ${island} with ${count === 1 ? 'one listing' : `${count} listings`} from this page`,
};

/** The shape the French texts must fill (app/domain/maps/texts/fr/map.ts). */
export type MapTranslation = Translation<typeof mapEnglish>;
