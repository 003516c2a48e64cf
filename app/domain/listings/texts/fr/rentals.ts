import { formatMoney, type Currency } from '#app/domain/currency/currency';
import type { RentalsTranslation } from '#app/domain/listings/texts/rentals';

/** French counts 0 and 1 in the singular. */
const count = (n: number, singular: string, plural = `${singular}s`) => `${n} ${n <= 1 ? singular : plural}`;

export const rentalsFrench: RentalsTranslation = {
  metaTitle: (site: string) => `Locations de vacances | ${site}`,
  eyebrow: 'Locations de vacances',
  title: 'Villas à louer',
  lead: 'Villas et résidences privées pour une semaine ou une saison, avec un service de conciergerie de l’arrivée au départ.',
  checkIn: 'Arrivée',
  checkOut: 'Départ',
  pricePerNight: 'Prix par nuit',
  guests: 'Voyageurs',
  minimumStay: 'Séjour minimum',
  priceBand: (min: number, max: number | null, currency: Currency) =>
    max === null
      ? `${formatMoney(min, currency, 'fr')} et plus`
      : `${formatMoney(min, currency, 'fr')} – ${formatMoney(max, currency, 'fr')}`,
  upToNights: (n: number) => `Jusqu’à ${count(n, 'nuit')}`,
  filterRentals: 'Filtrer les locations',
  rentalCount: (n: number) => count(n, 'location'),
  freeOn: (n: number, dates: string) => ` ${n <= 1 ? 'disponible' : 'disponibles'} du ${dates.replace(' – ', ' au ')}`,
  noRentals: 'Aucune location trouvée',
  rentalPages: 'Pages de résultats',
  perNight: '/ nuit',
  forNights: (n: number) => `pour ${count(n, 'nuit')}, taxes comprises`,
  cardFacts: (bedrooms: number, bathrooms: number, guests: number, minNights: number) =>
    `${count(bedrooms, 'chambre')} · ${count(bathrooms, 'salle de bains', 'salles de bains')} · jusqu’à ${count(guests, 'voyageur')} · ${count(minNights, 'nuit')} min.`,
};
