import { translations } from '#app/domain/i18n/catalogue';
import { rentalsEnglish } from '#app/domain/listings/texts/en/rentals';

export type { RentalsTranslation } from '#app/domain/listings/texts/en/rentals';

/** The rentals list (its filters, counts and empty state) and the rental cards of any grid. */
export const rentalsTexts = translations('rentals', rentalsEnglish);
