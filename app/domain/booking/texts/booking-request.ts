import { translations } from '#app/domain/i18n/catalogue';
import { bookingRequestEnglish } from '#app/domain/booking/texts/en/booking-request';

export type { BookingRequestTranslation } from '#app/domain/booking/texts/en/booking-request';

/**
 * The booking request form (its headings, services and message) and the guest's receipt. The English is the
 * booking domain's (app/domain/booking/texts/guest.ts); the guest's fields (name, e-mail, phone) use the inquiry
 * forms' labels and messages (messages/inquiry.ts, messages/inquiry-validation.ts).
 */
export const bookingRequestTexts = translations('bookingRequest', bookingRequestEnglish);
