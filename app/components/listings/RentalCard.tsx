import { Link } from 'react-router';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';
import { formatPrice, plural } from '#app/domain/format';

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
  const image = rental.images[0];
  return (
    <article className="card card-interactive group relative flex flex-col overflow-hidden">
      <div className="aspect-[3/2] overflow-hidden bg-surface-muted">
        {image ? (
          <ResponsiveImage
            src={image}
            alt={`${rental.title}, ${rental.location}`}
            width={1200}
            height={800}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            maxDisplayWidth={640}
            priority={eager}
            className="h-full w-full object-cover transition duration-700 group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="eyebrow">
          {rental.location}, {rental.island}
        </p>
        <h3 className="font-display text-2xl leading-tight text-fg">
          <Link to={`/rentals/${rental.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {rental.title}
          </Link>
        </h3>
        <p className="text-xl font-medium text-fg">
          {formatPrice(rental.daily_rate)} <span className="text-base font-normal text-fg-muted">/ night</span>
        </p>
        <p className="mt-auto text-sm text-fg-muted">
          {plural(rental.bedrooms, 'bed')} · {plural(rental.bathrooms, 'bath')} · up to {plural(rental.max_guests, 'guest')} ·{' '}
          {plural(rental.min_stay_days, 'night')} min
        </p>
      </div>
    </article>
  );
}
