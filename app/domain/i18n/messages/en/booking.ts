import { BOOKING_MESSAGES, weekdayList } from '#app/domain/booking/messages';
import { formatMoney, type Currency } from '#app/domain/currency';
import { plural } from '#app/domain/format';
import type { Translation } from '../../catalogue';

export const bookingEnglish = {
  ...BOOKING_MESSAGES.refusals,
  ...BOOKING_MESSAGES.quote,
  ...BOOKING_MESSAGES.availability,
  /** 'Saturday or Sunday' — the arrival days of a season. */
  weekdayList,
  nightCount: (n: number) => plural(n, 'night'),
  guestCount: (n: number) => plural(n, 'guest'),
  paymentSchedule: 'Payment schedule',
  booking: 'Booking',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  guests: 'Guests',
  /** The booking box before dates are chosen: '$850 × 7 nights'. */
  exampleLine: (rate: string, nights: number) => `${rate} × ${nights} nights`,
  noChargeMinimumStay: (minNights: number) => `You won't be charged yet. Minimum stay: ${plural(minNights, 'night')}`,
  calendarMonths: 'Calendar months',
  legend: 'Legend',
  /** A free day in words: 'free, $2,400 a night, High season, 7 nights minimum'. */
  freeDay: (rate: number, currency: Currency, season: string | null, minNights: number) =>
    `${BOOKING_MESSAGES.availability.free.toLowerCase()}, ${formatMoney(rate, currency)} a night${season ? `, ${season}` : ''}, ${minNights} nights minimum`,
};


/** The shape the French texts must fill (app/domain/i18n/messages/fr/booking.ts). */
export type BookingTranslation = Translation<typeof bookingEnglish>;
