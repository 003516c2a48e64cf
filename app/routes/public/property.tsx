import { data } from 'react-router';
import { galleryShouldRevalidate } from '#app/components/listings/gallery-revalidation';
import { PropertyNotFound } from '#app/components/listings/PropertyNotFound';
import { PropertyPage } from '#app/components/listings/PropertyPage';
import { SimilarHomes } from '#app/components/listings/SimilarHomes';
import { islandToday } from '#app/domain/booking/dates';
import { SITE_NAME } from '#app/domain/constants';
import { formatMoney } from '#app/domain/currency/currency';
import { rentalYieldView } from '#app/domain/listings/rental-yield';
import { localizeListing } from '#app/domain/i18n/content';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
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
import { similarPropertyCards } from '#app/server/listings/similar.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const listings = getServices(context).capabilities.use(listingQueries);
  const locale = localeFromPath(new URL(request.url).pathname);
  // The similar homes and the rental income in the same round trip as the listing (none for an id that is no
  // published listing).
  const [found, similar, rentalYield] = await Promise.all([
    listings.getPublishedProperty(params.id),
    similarPropertyCards(listings, params.id, locale),
    listings.getPropertyRentalYield(params.id, islandToday()),
  ]);
  if (!found) throw data(null, { status: 404 });
  // Title, description and amenities in the page's language (English where the French is missing).
  const localized = localizeListing(found, locale);
  // The page gets the map, never the coordinates (a discreet location's true point stays here).
  const { listing: property, location } = withPublicLocation(localized, { label: localized.title, locale, draw: islandMapMarkup });
  const jsonLd = propertyPageJsonLd({ origin: requestOrigin(request), locale }, property);
  // The meta description is made here, so the excerpt's code stays on the server.
  const metaDescription = excerpt(property.description, 155);
  // The rental income's words and figures are made here, so no page script carries them.
  const rentalIncome = rentalYield ? rentalYieldView(rentalYield, localized, locale) : null;
  return { property, location, rentalIncome, jsonLd, metaDescription, similar, submissionId: newSubmissionId() };
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
  loaderData: { property, location, rentalIncome, similar, submissionId },
}: Route.ComponentProps) {
  return (
    <PropertyPage
      property={property}
      location={location}
      submissionId={submissionId}
      formAction={`/properties/${property.id}`}
      rentalIncome={rentalIncome}
    >
      <SimilarHomes kind="property" homes={similar} />
    </PropertyPage>
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
  return <PropertyNotFound error={error} />;
}
