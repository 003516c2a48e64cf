import type { PropertyPriceBand, PropertyType } from '#app/domain/constants';
import { bandLabel, type Currency } from '#app/domain/currency/currency';
import type { PropertySort } from '#app/domain/listings/filters';
import type { ListingsTranslation } from '#app/domain/listings/texts/listings';

export const listingsFrench: ListingsTranslation = {
  location: 'Île',
  propertyType: 'Type de bien',
  priceRange: 'Budget',
  bedrooms: 'Chambres',
  bathrooms: 'Salles de bains',
  sortBy: 'Trier par',
  saleBand: (band: Pick<PropertyPriceBand, 'label' | 'below'>, currency: Currency) =>
    band.below ? `Moins de ${bandLabel(band.label, currency)}` : bandLabel(band.label, currency),
  any: 'Tous',
  apply: 'Appliquer',
  resetFilters: 'Effacer les filtres',
  tryAdjusting: 'Essayez d’élargir vos critères de recherche',
  previous: 'Précédente',
  next: 'Suivante',
  pageN: (page: number) => `Page ${page}`,
  pageOf: (page: number, count: number) => ` · page ${page} sur ${count}`,
  propertyTypeName: (type: PropertyType) => ({ villa: 'Villa', apartment: 'Appartement', house: 'Maison' })[type],
  sortName: (sort: PropertySort) =>
    ({ newest: 'Les plus récentes', 'price-asc': 'Prix croissant', 'price-desc': 'Prix décroissant' })[sort],
  // French counts 0 and 1 in the singular.
  beds: (n: number) => `${n} ${n <= 1 ? 'chambre' : 'chambres'}`,
  baths: (n: number) => `${n} ${n <= 1 ? 'salle de bains' : 'salles de bains'}`,
  viewAs: 'Afficher les résultats en',
  listView: 'Liste',
  mapView: 'Carte',
  propertiesMetaTitle: (site: string) => `Propriétés à vendre | ${site}`,
  propertiesEyebrow: 'Ventes',
  propertiesTitle: 'Propriétés à vendre',
  propertiesLead:
    'Villas, résidences et domaines à Saint-Barthélemy et Sint Maarten, chacun visité et sélectionné par notre équipe.',
  filterProperties: 'Filtrer les propriétés',
  results: 'Résultats',
  propertyCount: (n: number) => (n <= 1 ? `${n} propriété` : `${n} propriétés`),
  noProperties: 'Aucune propriété trouvée',
  propertyPages: 'Pages de résultats',
};
