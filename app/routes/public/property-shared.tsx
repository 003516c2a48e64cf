import { useTexts } from '#app/components/i18n/locale';
import { galleryShouldRevalidate } from '#app/components/listings/gallery-revalidation';
import { PropertyNotFound } from '#app/components/listings/PropertyNotFound';
import { PropertyPage } from '#app/components/listings/PropertyPage';
import { SimilarHomes } from '#app/components/listings/SimilarHomes';
import { islandMapMarkup } from '#app/components/maps/island-map-markup.server';
import { PRIVATE_PAGE_ROBOTS } from '#app/domain/booking/private-links';
import { SITE_NAME } from '#app/domain/constants';
import { localeFromPath } from '#app/domain/i18n/locale';
import { propertyTexts } from '#app/domain/listings/texts/property';
import {
  loadSharedProperty,
  sharedPropertyAction,
  sharedPropertyHeaders,
} from '#app/server/listings/shared-property.server';
import type { Route } from './+types/property-shared';

/**
 * A private listing opened through its share link, `/properties/shared/{token}` (issue 31, item 3;
 * app/server/listings/shared-property.server.ts): the property's page with "Prepared for {recipient}", never
 * cached, never indexed, no structured data and no canonical address.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadSharedProperty(request, context, params.token, islandMapMarkup);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return sharedPropertyAction(request, context, params.token);
}

export const headers: Route.HeadersFunction = sharedPropertyHeaders;

export const shouldRevalidate = galleryShouldRevalidate;

export default function SharedProperty({ loaderData, params }: Route.ComponentProps) {
  const t = useTexts(propertyTexts);
  const { property, location, similar, submissionId, recipientName } = loaderData;
  return (
    <PropertyPage
      property={property}
      location={location}
      submissionId={submissionId}
      formAction={`/properties/shared/${params.token}`}
      banner={{ title: t.preparedFor(recipientName), note: t.privateNote }}
    >
      <SimilarHomes kind="property" homes={similar} />
    </PropertyPage>
  );
}

/** The title and noindex only: no description, no image, no canonical, no JSON-LD. */
export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const texts = propertyTexts[localeFromPath(location.pathname)];
  const title = loaderData?.property.title ?? texts.notFoundTitle;
  return [{ title: `${title} | ${SITE_NAME}` }, PRIVATE_PAGE_ROBOTS];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PropertyNotFound error={error} />;
}
