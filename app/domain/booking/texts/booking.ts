import { translations } from '#app/domain/i18n/catalogue';
import { bookingEnglish } from '#app/domain/booking/texts/en/booking';

export type { BookingTranslation } from '#app/domain/booking/texts/en/booking';

/**
 * A villa's stay as guests read it: the quote engine's refusals, the quote and its payment schedule, the
 * availability calendar and the booking box. The English is the booking domain's own
 * (app/domain/booking/texts/guest.ts, which staff pages and e-mails share), plus the words the components said
 * inline.
 */
export const bookingTexts = translations('booking', bookingEnglish);
