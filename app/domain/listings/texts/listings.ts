import { translations } from '#app/domain/i18n/catalogue';
import { listingsEnglish } from '#app/domain/listings/texts/en/listings';

export type { ListingsTranslation } from '#app/domain/listings/texts/en/listings';

/** Listing grids and their filters: the sale list, the home page's search card, cards, pagination. */
export const listingsTexts = translations('listings', listingsEnglish);
