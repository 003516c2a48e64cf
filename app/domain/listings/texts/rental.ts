import { translations } from '#app/domain/i18n/catalogue';
import { rentalEnglish } from '#app/domain/listings/texts/en/rental';

export type { RentalTranslation } from '#app/domain/listings/texts/en/rental';

/** A villa's page (the booking box and calendar are the `booking` namespace's), and its not-found texts. */
export const rentalTexts = translations('rental', rentalEnglish);
