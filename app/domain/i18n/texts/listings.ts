import { translations } from '#app/domain/i18n/catalogue';
import { listingsEnglish } from './en/listings';

export type { ListingsTranslation } from './en/listings';

/** Listing grids and their filters: the sale list, the home page's search card, cards, pagination. */
export const listingsTexts = translations('listings', listingsEnglish);
