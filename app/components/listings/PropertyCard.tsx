import type { Currency } from '#app/domain/currency/currency';
import type { ListingImage } from '#app/domain/media/images';
import type { FieldLangs } from '#app/domain/i18n/content';
import { formatAreaIn } from '#app/domain/format';
import { listingsTexts } from '#app/domain/listings/texts/listings';
import { useLocale } from '#app/components/i18n/locale';
import { ListingCard } from './ListingCard';
import { Price } from './Price';

export interface PropertyCardData {
  id: string;
  title: string;
  price: number;
  price_currency: Currency;
  location: string;
  island: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  images: ListingImage[];
  /** Fields shown in another language than the page's (app/domain/i18n/content.ts). */
  lang?: FieldLangs<'title'>;
}

/** A sale property in a grid: first image, price, rooms, area, location; the whole card links to the detail. */
export function PropertyCard({ property, eager = false }: { property: PropertyCardData; eager?: boolean }) {
  const locale = useLocale();
  const t = listingsTexts[locale];
  return (
    <ListingCard
      href={`/properties/${property.id}`}
      title={property.title}
      location={property.location}
      island={property.island}
      image={property.images[0]}
      eager={eager}
      titleLang={property.lang?.title}
    >
      <p className="text-xl font-medium text-fg">
        <Price amount={property.price} currency={property.price_currency} />
      </p>
      <p className="mt-auto text-sm text-fg-muted">
        {t.beds(property.bedrooms)} · {t.baths(property.bathrooms)} · {formatAreaIn(property.area, locale)}
      </p>
    </ListingCard>
  );
}
