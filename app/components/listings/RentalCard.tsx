import { formatPrice, plural } from '#app/domain/format';
import { ListingCard } from './ListingCard';

export interface RentalCardData {
  id: string;
  title: string;
  daily_rate: number;
  location: string;
  island: string;
  bedrooms: number;
  bathrooms: number;
  max_guests: number;
  min_stay_days: number;
  images: string[];
}

/** A vacation rental in a grid: first image, nightly rate, rooms, guests, minimum stay; links to the detail. */
export function RentalCard({ rental, eager = false }: { rental: RentalCardData; eager?: boolean }) {
  return (
    <ListingCard href={`/rentals/${rental.id}`} title={rental.title} location={rental.location} island={rental.island} image={rental.images[0]} eager={eager}>
      <p className="text-xl font-medium text-fg">
        {formatPrice(rental.daily_rate)} <span className="text-base font-normal text-fg-muted">/ night</span>
      </p>
      <p className="mt-auto text-sm text-fg-muted">
        {plural(rental.bedrooms, 'bed')} · {plural(rental.bathrooms, 'bath')} · up to {plural(rental.max_guests, 'guest')} ·{' '}
        {plural(rental.min_stay_days, 'night')} min
      </p>
    </ListingCard>
  );
}
