import type { Currency } from '#app/domain/currency/currency';
import type { ListingImage } from '#app/domain/media/images';
import { useTexts } from '#app/components/i18n/locale';
import type { FieldLangs } from '#app/domain/i18n/content';
import { rentalsTexts } from '#app/domain/listings/texts/rentals';
import { ListingCard } from './ListingCard';
import { Price } from './Price';

export interface RentalCardData {
  id: string;
  title: string;
  daily_rate: number;
  price_currency: Currency;
  location: string;
  island: string;
  bedrooms: number;
  bathrooms: number;
  max_guests: number;
  min_stay_days: number;
  images: ListingImage[];
  /** Fields shown in another language than the page's (app/domain/i18n/content.ts). */
  lang?: FieldLangs<'title'>;
}

/** The price of the dates a visitor searched for, and the query that carries them to the villa's page. */
export interface CardStay {
  nights: number;
  total: number;
  search: string;
}

/**
 * A vacation rental in a grid: first image, nightly rate (or the total for the dates searched), rooms,
 * guests, minimum stay; links to the detail, with the dates when there are some.
 */
export function RentalCard({
  rental,
  eager = false,
  stay,
}: {
  rental: RentalCardData;
  eager?: boolean;
  stay?: CardStay;
}) {
  const t = useTexts(rentalsTexts);
  return (
    <ListingCard
      href={`/rentals/${rental.id}${stay?.search ?? ''}`}
      title={rental.title}
      location={rental.location}
      island={rental.island}
      image={rental.images[0]}
      eager={eager}
      titleLang={rental.lang?.title}
    >
      {stay ? (
        <p className="text-xl font-medium text-fg">
          <Price amount={stay.total} currency={rental.price_currency} />{' '}
          <span className="text-base font-normal text-fg-muted">{t.forNights(stay.nights)}</span>
        </p>
      ) : (
        <p className="text-xl font-medium text-fg">
          <Price amount={rental.daily_rate} currency={rental.price_currency} />{' '}
          <span className="text-base font-normal text-fg-muted">{t.perNight}</span>
        </p>
      )}
      <p className="mt-auto text-sm text-fg-muted">
        {t.cardFacts(rental.bedrooms, rental.bathrooms, rental.max_guests, rental.min_stay_days)}
      </p>
    </ListingCard>
  );
}
