import { translations } from '#app/domain/i18n/catalogue';
import { arrivalEnglish } from '#app/domain/booking/texts/en/arrival';

export type { ArrivalTranslation } from '#app/domain/booking/texts/en/arrival';

/** The guest's arrival details form and the villa's arrival information, on the guest's page. */
export const arrivalTexts = translations('arrival', arrivalEnglish);
