import { translations } from '#app/domain/i18n/catalogue';
import { paymentsEnglish } from '#app/domain/payments/texts/en/payments';

export type { PaymentsTranslation } from '#app/domain/payments/texts/en/payments';

/** A stay's payments as the guest's page and the booking page say them, in English and French. */
export const paymentsTexts = translations('payments', paymentsEnglish);
