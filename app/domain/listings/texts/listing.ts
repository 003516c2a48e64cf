import { translations } from '#app/domain/i18n/catalogue';
import { listingEnglish } from '#app/domain/listings/texts/en/listing';

export type { ListingTranslation } from '#app/domain/listings/texts/en/listing';

/** A listing's page, the parts the property and rental pages share: gallery, save and share, amenities, map. */
export const listingTexts = translations('listing', listingEnglish);
