import { Link } from 'react-router';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';
import { formatArea, formatPrice, plural } from '#app/domain/format';

export interface PropertyCardData {
  id: string;
  title: string;
  price: number;
  location: string;
  island: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  images: string[];
}

/** A sale property in a grid: first image, price, rooms, area, location; the whole card links to the detail. */
export function PropertyCard({ property, eager = false }: { property: PropertyCardData; eager?: boolean }) {
  const image = property.images[0];
  return (
    <article className="card card-interactive group relative flex flex-col overflow-hidden">
      <div className="aspect-[3/2] overflow-hidden bg-surface-muted">
        {image ? (
          <ResponsiveImage
            src={image}
            alt={`${property.title}, ${property.location}`}
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
          {property.location}, {property.island}
        </p>
        <h3 className="font-display text-2xl leading-tight text-fg">
          <Link to={`/properties/${property.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {property.title}
          </Link>
        </h3>
        <p className="text-xl font-medium text-fg">{formatPrice(property.price)}</p>
        <p className="mt-auto text-sm text-fg-muted">
          {plural(property.bedrooms, 'bed')} · {plural(property.bathrooms, 'bath')} · {formatArea(property.area)}
        </p>
      </div>
    </article>
  );
}
