import { isbot } from 'isbot';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { whatsappChatUrl } from '#app/domain/listings/whatsapp';
import { getServices } from '#app/server/context.server';
import { requestOrigin } from '#app/server/http/origin.server';
import { listingQueries, isUuid } from '#app/server/listings/listings.server';
import { whatsappQueries } from '#app/server/listings/whatsapp.server';
import type { Route } from './+types/listing-whatsapp';

/**
 * /properties/:id/whatsapp and /rentals/:id/whatsapp (and /fr/…): a listing page's "WhatsApp us" (issue 31,
 * item 7). Counts the click as a lead source (not a bot's), then sends the visitor on to wa.me with the agency's
 * number and a message naming the listing in the page's language. Without a number, or for a listing visitors do
 * not see, the listing's page (or the contact page) instead. Never cached, never indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const kind = /^(?:\/fr)?\/rentals\//.test(url.pathname) ? 'rental' : 'property';
  const pagePath = localizedPath(`/${kind === 'rental' ? 'rentals' : 'properties'}/${params.id}`, locale);
  const away = (location: string) =>
    new Response(null, {
      status: 302,
      headers: { Location: location, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' },
    });
  if (!isUuid(params.id)) return away(localizedPath('/contact', locale));
  const { capabilities } = getServices(context);
  const listings = capabilities.use(listingQueries);
  const listing =
    kind === 'rental' ? await listings.getPublishedRental(params.id) : await listings.getPublishedProperty(params.id);
  if (!listing) return away(localizedPath('/contact', locale));
  const agent = request.headers.get('User-Agent');
  const number = await capabilities.use(whatsappQueries).recordClick(kind, listing.id, Boolean(agent) && !isbot(agent));
  if (!number) return away(pagePath);
  const title = locale === 'fr' && listing.title_fr ? listing.title_fr : listing.title;
  return away(whatsappChatUrl(number, locale, { title, url: `${requestOrigin(request)}${pagePath}` }));
}
