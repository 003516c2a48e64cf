import type { PropertyPriceBand, PropertyType } from '#app/domain/constants';
import { bandLabel, type Currency } from '#app/domain/currency/currency';
import type { PropertySort } from '#app/domain/listings/filters';
import type { Translation } from '#app/domain/i18n/catalogue';

export const listingsEnglish = {
  location: 'Location',
  propertyType: 'Property Type',
  priceRange: 'Price Range',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  sortBy: 'Sort by',
  /** A sale price band in the visitor's currency: 'Under $1M', '€1M - €3M'. */
  saleBand: (band: Pick<PropertyPriceBand, 'label' | 'below'>, currency: Currency) =>
    band.below ? `Under ${bandLabel(band.label, currency)}` : bandLabel(band.label, currency),
  any: 'Any',
  apply: 'Apply',
  resetFilters: 'Reset Filters',
  tryAdjusting: 'Try adjusting your search filters',
  previous: 'Previous',
  next: 'Next',
  pageN: (page: number) => `Page ${page}`,
  pageOf: (page: number, count: number) => ` · page ${page} of ${count}`,
  propertyTypeName: (type: PropertyType) => type.charAt(0).toUpperCase() + type.slice(1),
  sortName: (sort: PropertySort) =>
    ({ newest: 'Newest', 'price-asc': 'Price: Low to High', 'price-desc': 'Price: High to Low' })[sort],
  beds: (n: number) => `${n} ${n === 1 ? 'bed' : 'beds'}`,
  baths: (n: number) => `${n} ${n === 1 ? 'bath' : 'baths'}`,
  // The results' two views (/properties and /rentals, ?view=map)
  viewAs: 'View results as',
  listView: 'List',
  mapView: 'Map',
  // The properties list
  propertiesMetaTitle: (site: string) => `Properties for Sale | ${site}`,
  propertiesEyebrow: 'Sales',
  propertiesTitle: 'Properties for Sale',
  propertiesLead:
    'Villas, residences and estates on Saint Barthélemy and Sint Maarten, each visited and vetted by our team.',
  filterProperties: 'Filter properties',
  results: 'Results',
  propertyCount: (n: number) => (n === 1 ? '1 property' : `${n} properties`),
  noProperties: 'No properties found',
  propertyPages: 'Property pages',
};

/** The shape the French texts must fill (app/domain/listings/texts/fr/listings.ts). */
export type ListingsTranslation = Translation<typeof listingsEnglish>;
