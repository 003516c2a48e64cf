import { translations } from '#app/domain/i18n/catalogue';
import { propertyEnglish } from '#app/domain/listings/texts/en/property';

export type { PropertyTranslation } from '#app/domain/listings/texts/en/property';

/** A property's page (the listing's shared parts are in listing.ts, the inquiry form in inquiry.ts). */
export const propertyTexts = translations('property', propertyEnglish);
