import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import {
  AmenityList,
  BrochureLink,
  Gallery,
  LeadForm,
  ListingFacts,
  LocationBlock,
  PrintedAddress,
  SaveShareButtons,
} from '#app/components/listings/listing-parts';
import { ConversionNote, Price, useMoney } from '#app/components/listings/Price';
import { RentalYieldSection, WhatsAppLink } from '#app/components/listings/ListingExtras';
import { PROPERTY_GALLERY_THUMBNAILS } from '#app/domain/constants';
import { displayPrice } from '#app/domain/currency/currency';
import type { Currency } from '#app/domain/currency/currency';
import type { FieldLangs } from '#app/domain/i18n/content';
import { formatAreaIn, squareFeet } from '#app/domain/format';
import { formatNumber } from '#app/domain/i18n/format';
import type { RentalYieldView } from '#app/domain/listings/rental-yield';
import { propertyTexts } from '#app/domain/listings/texts/property';
import type { ListingLocation } from '#app/domain/maps/model';

/** What the page shows of a property, in the page's language (the loader localises it). */
export interface PropertyPageListing {
  id: string;
  title: string;
  description: string;
  price: number;
  price_currency: Currency;
  location: string;
  island: string;
  address: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  images: Parameters<typeof Gallery>[0]['images'];
  amenities: Parameters<typeof AmenityList>[0]['amenities'];
  lang: FieldLangs<'title' | 'description'>;
}

/**
 * A property's page: its public address (`/properties/{id}`) and a private listing's share link
 * (`/properties/shared/{token}`) render the same, the latter with a banner naming whom it was prepared for, without
 * the save and share buttons, the brochure and WhatsApp (both for published listings only), and with its inquiry
 * form posting back to the link. `children` come after the description (the similar homes).
 */
export function PropertyPage({
  property,
  location,
  submissionId,
  formAction,
  banner,
  rentalIncome = null,
  children,
}: {
  property: PropertyPageListing;
  location: ListingLocation;
  submissionId: string;
  /** The English path the inquiry form posts to (followed in the page's language). */
  formAction: string;
  /** A private listing's: whom it was prepared for, and the note under it. */
  banner?: { title: string; note: string };
  /** The rental income section's words and figures, made by the loader (issue 31, item 6). */
  rentalIncome?: RentalYieldView | null;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const t = useTexts(propertyTexts);
  const localized = useLocalizedPath();
  const price = displayPrice(property.price, property.price_currency, useMoney(), locale);
  const ownPrice = price.own ? t.listedAt(price.own) : undefined;
  const area = formatAreaIn(property.area, locale);
  return (
    <article className="container-page py-12 sm:py-16">
      {banner ? (
        <div role="note" className="card border-accent/40 bg-accent-soft p-5">
          <p className="font-display text-2xl text-fg">{banner.title}</p>
          <p className="mt-1 text-sm text-fg-muted">{banner.note}</p>
        </div>
      ) : (
        <Link to={localized('/properties')} className="link text-sm print:hidden">
          ← {t.backToProperties}
        </Link>
      )}
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow">
            {property.location}, {property.island}
          </p>
          <h1 className="display-title mt-2" lang={property.lang.title}>
            {property.title}
          </h1>
          <PrintedAddress />
        </div>
        {banner ? null : (
          <div className="flex flex-wrap items-center gap-3 print:hidden">
            <SaveShareButtons id={property.id} title={property.title} kind="property" />
            <BrochureLink id={property.id} kind="property" />
          </div>
        )}
      </header>

      <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-12">
          <Gallery images={property.images} title={property.title} maxThumbnails={PROPERTY_GALLERY_THUMBNAILS} />
          <ListingFacts
            facts={[
              {
                label: t.price,
                value: <Price amount={property.price} currency={property.price_currency} />,
                detail: ownPrice,
              },
              { label: t.bedrooms, value: String(property.bedrooms) },
              { label: t.bathrooms, value: String(property.bathrooms) },
              { label: t.area, value: area, detail: t.squareFeet(formatNumber(squareFeet(property.area), locale)) },
            ]}
          />
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="section-title">
              {t.description}
            </h2>
            <div className="prose-text mt-4" lang={property.lang.description}>
              {property.description.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </section>
          <AmenityList amenities={property.amenities} />
          {rentalIncome ? <RentalYieldSection view={rentalIncome} /> : null}
          <LocationBlock listing={property} location={location} />
          <ConversionNote show={price.converted} />
        </div>

        <aside aria-labelledby="inquiry-heading" className="lg:sticky lg:top-24 lg:self-start print:hidden">
          <div className="card p-6">
            <p className="text-3xl font-medium text-fg">
              <Price amount={property.price} currency={property.price_currency} />
            </p>
            {ownPrice ? <p className="text-sm text-fg-muted">{ownPrice}</p> : null}
            <p className="mt-1 text-sm text-fg-muted">
              {t.bedroomCount(property.bedrooms)} · {t.bathroomCount(property.bathrooms)} · {area}
            </p>
            <h2 id="inquiry-heading" className="mt-6 font-display text-3xl text-fg">
              {t.interested}
            </h2>
            <p className="mt-1 mb-5 text-sm text-fg-muted">{t.interestedLead}</p>
            <LeadForm
              id="property-inquiry"
              action={formAction}
              formName="property-inquiry"
              submissionId={submissionId}
              defaultMessage={(forms) => forms.propertyMessage(property.title)}
              hidden={{ propertyId: property.id, propertyTitle: property.title }}
              successMode="inline"
              submitLabel={t.sendLead}
            />
            {banner ? null : <WhatsAppLink kind="property" id={property.id} />}
          </div>
        </aside>
      </div>
      {children}
    </article>
  );
}
