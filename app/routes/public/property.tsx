import { data, isRouteErrorResponse, Link } from 'react-router';
import { useLocale, useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { Gallery, galleryShouldRevalidate } from '#app/components/listings/Gallery';
import { LeadForm } from '#app/components/listings/LeadForm';
import { WhatsAppLink } from '#app/components/listings/WhatsAppLink';
import { RentalYieldSection } from '#app/components/listings/RentalYieldSection';
import { islandToday } from '#app/domain/booking/dates';
import { rentalYieldView } from '#app/domain/listings/rental-yield';
import { ListingFacts } from '#app/components/listings/ListingFacts';
import { AmenityList, LocationBlock } from '#app/components/listings/ListingSections';
import { NotFoundPanel } from '#app/components/listings/NotFoundPanel';
import { ConversionNote, Price, useMoney } from '#app/components/listings/Price';
import { BrochureLink, PrintedAddress } from '#app/components/listings/PrintExtras';
import { SaveShareButtons } from '#app/components/listings/SaveShareButtons';
import { PROPERTY_GALLERY_THUMBNAILS, SITE_NAME } from '#app/domain/constants';
import { displayPrice, formatMoney } from '#app/domain/currency/currency';
import { squareFeet } from '#app/domain/format';
import { localizeListing } from '#app/domain/i18n/content';
import { formatAreaIn, formatNumber } from '#app/domain/i18n/format';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { leadFormTexts } from '#app/domain/leads/texts/lead-form';
import { propertyTexts } from '#app/domain/listings/texts/property';
import { propertyPageJsonLd } from '#app/domain/seo/json-ld';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import { excerpt } from '#app/domain/text-utils';
import { getServices } from '#app/server/context.server';
import { requestOrigin } from '#app/server/http/origin.server';
import { documentHeaders } from '#app/server/http/document-headers.server';
import { newSubmissionId, submitLead } from '#app/server/leads/lead-action.server';
import { islandMapMarkup } from '#app/components/maps/island-map-markup.server';
import { withPublicLocation } from '#app/server/maps/listing-location.server';
import type { Route } from './+types/property';
import { listingQueries } from '#app/server/listings/listings.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const listings = getServices(context).capabilities.use(listingQueries);
  const [found, rentalYield] = await Promise.all([
    listings.getPublishedProperty(params.id),
    listings.getPropertyRentalYield(params.id, islandToday()),
  ]);
  if (!found) throw data(null, { status: 404 });
  // Title, description and amenities in the page's language (English where the French is missing).
  const locale = localeFromPath(new URL(request.url).pathname);
  const localized = localizeListing(found, locale);
  // The page gets the map, never the coordinates (a discreet location's true point stays here).
  const { listing: property, location } = withPublicLocation(localized, { label: localized.title, locale, draw: islandMapMarkup });
  const jsonLd = propertyPageJsonLd({ origin: requestOrigin(request), locale }, property);
  // The meta description is made here, so the excerpt's code stays on the server.
  const metaDescription = excerpt(property.description, 155);
  // The rental income's words and figures are made here, so no page script carries them.
  const rentalIncome = rentalYield ? rentalYieldView(rentalYield, localized, locale) : null;
  return { property, location, rentalIncome, jsonLd, metaDescription, submissionId: newSubmissionId() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The inquiry is tied to the listing in the URL, and only to a listing visitors may see.
  return submitLead(request, context, async () => {
    const listing = await getServices(context).capabilities.use(listingQueries).getPublishedProperty(params.id);
    return listing ? { source: 'property', propertyId: listing.id } : null;
  });
}

/** With its action's headers: a refused form's Retry-After reaches a browser without JavaScript too. */
export const headers: Route.HeadersFunction = documentHeaders;

export const shouldRevalidate = galleryShouldRevalidate;

export default function Property({
  loaderData: { property, location, rentalIncome, submissionId },
}: Route.ComponentProps) {
  const locale = useLocale();
  const t = useTexts(propertyTexts);
  const forms = useTexts(leadFormTexts);
  const localized = useLocalizedPath();
  const price = displayPrice(property.price, property.price_currency, useMoney(), locale);
  const ownPrice = price.own ? t.listedAt(price.own) : undefined;
  const area = formatAreaIn(property.area, locale);
  return (
    <article className="container-page py-12 sm:py-16">
      <Link to={localized('/properties')} className="link text-sm print:hidden">
        ← {t.backToProperties}
      </Link>
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
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <SaveShareButtons id={property.id} title={property.title} kind="property" />
          <BrochureLink id={property.id} kind="property" />
        </div>
      </header>

      <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-12">
          <Gallery images={property.images} title={property.title} maxThumbnails={PROPERTY_GALLERY_THUMBNAILS} />
          <ListingFacts
            facts={[
              { label: t.price, value: <Price amount={property.price} currency={property.price_currency} />, detail: ownPrice },
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
              action={`/properties/${property.id}`}
              formName="property-inquiry"
              submissionId={submissionId}
              defaultMessage={forms.propertyMessage(property.title)}
              hidden={{ propertyId: property.id, propertyTitle: property.title }}
              successMode="inline"
              successText={forms.success}
              submitLabel={t.sendLead}
            />
            <WhatsAppLink kind="property" id={property.id} />
          </div>
        </aside>
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) => {
  const locale = localeFromPath(location.pathname);
  const property = loaderData?.property;
  if (!property) {
    return [{ title: `${propertyTexts[locale].notFoundTitle} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
  }
  return pageMeta({
    origin: rootOrigin(matches),
    jsonLd: loaderData.jsonLd,
    title: `${property.title} — ${formatMoney(property.price, property.price_currency, locale)} | ${SITE_NAME}`,
    description: loaderData.metaDescription,
    path: localizedPath(`/properties/${params.id}`, locale),
    image: property.images[0]?.src,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const t = useTexts(propertyTexts);
  return (
    <NotFoundPanel
      title={t.notFoundTitle}
      text={missing ? t.notFoundFallback : t.notFound}
      backTo="/properties"
      backLabel={t.backToProperties}
    />
  );
}
