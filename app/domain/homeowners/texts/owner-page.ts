import { translations } from '#app/domain/i18n/catalogue';
import { ownerPageEnglish } from '#app/domain/homeowners/texts/en/owner-page';

export type { OwnerPageTranslation } from '#app/domain/homeowners/texts/en/owner-page';

/** The homeowner's page, its sign-in and its one-time link, in English and French. */
export const ownerPageTexts = translations('ownerPage', ownerPageEnglish);
