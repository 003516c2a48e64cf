import { translations } from '#app/domain/i18n/catalogue';
import { rentalAgreementEnglish } from '#app/domain/payments/texts/en/rental-agreement';

export type { RentalAgreementTranslation } from '#app/domain/payments/texts/en/rental-agreement';

/** The rental agreement on the guest's page, in English and French. */
export const rentalAgreementTexts = translations('rentalAgreement', rentalAgreementEnglish);
