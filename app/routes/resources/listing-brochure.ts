import { data } from 'react-router';
import { localeFromPath, stripLocale } from '#app/domain/i18n/locale';
import { getServices } from '#app/server/context.server';
import { requestOrigin } from '#app/server/http/origin.server';
import { PUBLIC_CACHE_CONTROL } from '#app/server/http/page-cache.server';
import { brochureResponse, listingBrochure } from '#app/server/listings/brochure.server';
import type { Route } from './+types/listing-brochure';

/**
 * A published property's or rental's brochure as a PDF, in the address's language: /properties/:id/brochure.pdf,
 * /rentals/:id/brochure.pdf and their /fr twins (docs/decisions/037-brochures.md). Visible exactly when the page
 * is (the same public query): anything else is a 404. Public and cacheable like the pages.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const kind = stripLocale(pathname).startsWith('/rentals/') ? 'rental' : 'property';
  const brochure = await listingBrochure(getServices(context).capabilities, {
    kind,
    id: params.id,
    locale: localeFromPath(pathname),
    origin: requestOrigin(request),
  });
  if (!brochure) throw data(null, { status: 404 });
  return brochureResponse(request, brochure, PUBLIC_CACHE_CONTROL);
}
