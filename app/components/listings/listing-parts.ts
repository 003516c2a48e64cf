import { hydrateLater } from '#app/components/ui/hydrate-later';

/**
 * The parts of the listing pages (and the contact page's form) that each load in a chunk of their own, outside the
 * pages' first-load JavaScript (app/components/ui/hydrate-later.tsx, docs/decisions/043-first-load-javascript.md):
 * the server renders them with the page, which works as plain HTML until each has hydrated. The inquiry form brings
 * Conform (about 10 KB) with it.
 */
export const Gallery = hydrateLater(() => import('./Gallery').then((module) => module.Gallery));
export const LeadForm = hydrateLater(() => import('./LeadForm').then((module) => module.LeadForm));
export const SaveShareButtons = hydrateLater(() =>
  import('./SaveShareButtons').then((module) => module.SaveShareButtons),
);
export const ListingFacts = hydrateLater(() => import('./ListingFacts').then((module) => module.ListingFacts));
export const AmenityList = hydrateLater(() => import('./ListingSections').then((module) => module.AmenityList));
export const LocationBlock = hydrateLater(() => import('./ListingSections').then((module) => module.LocationBlock));
export const BrochureLink = hydrateLater(() => import('./PrintExtras').then((module) => module.BrochureLink));
export const PrintedAddress = hydrateLater(() => import('./PrintExtras').then((module) => module.PrintedAddress));
/** A rental page's error screen (a villa that is not, or no longer, published). */
export const RentalNotFound = hydrateLater(() => import('./RentalNotFound').then((module) => module.RentalNotFound));

// The list pages' parts (and the home page's featured cards). Not the filters: choosing one applies it at once, the
// first thing a visitor does there, and a change made before its part had hydrated would do nothing.
export const PropertyCard = hydrateLater(() => import('./PropertyCard').then((module) => module.PropertyCard));
export const RentalCard = hydrateLater(() => import('./RentalCard').then((module) => module.RentalCard));
export const Pagination = hydrateLater(() => import('./Pagination').then((module) => module.Pagination));
export const ListingsEmptyState = hydrateLater(() =>
  import('./ListingsEmptyState').then((module) => module.ListingsEmptyState),
);
/** "Alert me" under the list pages' results (app/components/alerts/). */
export const AlertForm = hydrateLater(() =>
  import('#app/components/alerts/AlertForm').then((module) => module.AlertForm),
);
