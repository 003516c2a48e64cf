import { formatMoney, type Currency } from '#app/domain/currency/currency';
import { plural } from '#app/domain/format';
import type { Translation } from '#app/domain/i18n/catalogue';

export const rentalsEnglish = {
  metaTitle: (site: string) => `Vacation Rentals | ${site}`,
  eyebrow: 'Vacation Rentals',
  title: 'Villas to Rent',
  lead: 'Private villas and residences for a week or a season, with concierge service from arrival to departure.',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  pricePerNight: 'Price per Night',
  guests: 'Guests',
  minimumStay: 'Minimum Stay',
  /** A nightly band in the visitor's currency: '$500 - $1,000', '€2,000+'. */
  priceBand: (min: number, max: number | null, currency: Currency) =>
    max === null ? `${formatMoney(min, currency)}+` : `${formatMoney(min, currency)} - ${formatMoney(max, currency)}`,
  upToNights: (n: number) => `Up to ${plural(n, 'night')}`,
  filterRentals: 'Filter rentals',
  rentalCount: (n: number) => (n === 1 ? '1 rental' : `${n} rentals`),
  /** After the count, when dates are searched: ' free Dec 20 – Dec 27, 2026'. */
  freeOn: (count: number, dates: string) => ` free ${dates}`,
  noRentals: 'No rentals found',
  rentalPages: 'Rental pages',
  // A rental card
  perNight: '/ night',
  forNights: (n: number) => `for ${plural(n, 'night')}, tax included`,
  cardFacts: (bedrooms: number, bathrooms: number, guests: number, minNights: number) =>
    `${plural(bedrooms, 'bed')} · ${plural(bathrooms, 'bath')} · up to ${plural(guests, 'guest')} · ${plural(minNights, 'night')} min`,
};

/** The shape the French texts must fill (app/domain/listings/texts/fr/rentals.ts). */
export type RentalsTranslation = Translation<typeof rentalsEnglish>;
