import { guestBookingTexts, weekdayList } from '#app/domain/booking/texts/guest';
import type { GuestCorrection } from '#app/domain/booking/stay-params';
import { formatMoney, type Currency } from '#app/domain/currency/currency';
import { plural } from '#app/domain/format';
import type { Translation } from '#app/domain/i18n/catalogue';

export const bookingEnglish = {
  ...guestBookingTexts.refusals,
  ...guestBookingTexts.quote,
  ...guestBookingTexts.availability,
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
  /** The booking box's headline when the rates vary with the seasons: 'from $2,400 / night'. */
  fromRate: 'from',
  /** The headline for a stay whose nights are priced differently: '$2,914 / night on average'. */
  perNightAverage: '/ night on average',
  forYourDates: (nights: number) => `for your ${plural(nights, 'night')}`,
  /** Said while the dates on screen are not yet those of the price on screen. */
  updatingPrice: 'Updating the price for your dates…',
  nextStaysHeading: 'Next available dates',
  nextStaysLead: 'These dates cannot be booked. The nearest stays that can:',
  noNextStays:
    'No stay of that length can be booked within three months of these dates: choose others on the calendar, or ask us below.',
  /** A visitor's own currency beside a quote in the villa's: 'Total in euros, approximately'. */
  approxTotal: (currency: Currency): string =>
    currency === 'EUR' ? 'Total in euros, approximately' : 'Total in US dollars, approximately',
  /** A guest count in the address the villa cannot take, and what the page shows instead. */
  guestsChanged: ({ asked, guests, reason }: GuestCorrection): string => {
    const was = asked === null ? '' : new Intl.NumberFormat('en-US').format(asked);
    switch (reason) {
      case 'capacity':
        return `This villa sleeps up to ${plural(guests, 'guest')}: we changed ${was} to ${guests}.`;
      case 'at-least-one':
        return `A stay is for at least 1 guest: we changed ${was} to 1.`;
      case 'whole':
        return `Guests are counted in whole numbers: we changed ${was} to ${guests}.`;
      case 'unreadable':
        return `The number of guests in the address could not be read: the price is for ${plural(guests, 'guest')}.`;
    }
  },
  /** A day a stay cannot start on, in words: 'no arrivals (arrivals on Saturday only)'. */
  noArrival: (arrivalDays: string) => `no arrival on this day (arrivals on ${arrivalDays} only)`,
  noArrivalShort: 'No arrival',
  /** A free day in words: 'free, $2,400 a night, High season, 7 nights minimum'. */
  freeDay: (rate: number, currency: Currency, season: string | null, minNights: number) =>
    `${guestBookingTexts.availability.free.toLowerCase()}, ${formatMoney(rate, currency)} a night${season ? `, ${season}` : ''}, ${minNights} nights minimum`,
};

/** The shape the French texts must fill (app/domain/booking/texts/fr/booking.ts). */
export type BookingTranslation = Translation<typeof bookingEnglish>;
