import { data, type RouterContextProvider } from 'react-router';
import { isPrivateLinkToken } from '#app/domain/booking/private-links';
import { localizeListing } from '#app/domain/i18n/content';
import { localeFromPath } from '#app/domain/i18n/locale';
import { privateLinkHeaders } from '#app/server/bookings/private-links.server';
import { getServices } from '#app/server/context.server';
import { documentHeaders } from '#app/server/http/document-headers.server';
import { newSubmissionId, submitLead } from '#app/server/leads/lead-action.server';
import { withPublicLocation, type DrawIslandMap } from '#app/server/maps/listing-location.server';
import { listingQueries } from './listings.server';
import { privateSharingQueries } from './private-sharing.server';
import { similarPropertyCards } from './similar.server';

/**
 * A private listing's page behind its share link, `/properties/shared/{token}` (or under /fr) — issue 31, item 3;
 * docs/decisions/036-private-listings.md. The database resolves the token and records the opening on the
 * recipient's lead in the same call (`open_property_share`); a wrong, expired or revoked token, or a property
 * withdrawn, is a bare 404. Every answer is a private link's (decision 019): `no-store` (neither the page cache nor
 * any shared cache keeps it, so a revoked link stops at once), noindex, its address never sent on.
 */

const HEADERS = privateLinkHeaders({ postsForms: true });
const notFound = () => data(null, { status: 404, headers: HEADERS });

export async function loadSharedProperty(
  request: Request,
  context: Readonly<RouterContextProvider>,
  token: string,
  draw: DrawIslandMap,
) {
  if (!isPrivateLinkToken(token)) throw notFound();
  const { capabilities } = getServices(context);
  const shared = await capabilities.use(privateSharingQueries).openSharedProperty(token);
  if (!shared) throw notFound();
  const locale = localeFromPath(new URL(request.url).pathname);
  // Published neighbours only (similar_properties never gives a private one).
  const similar = await similarPropertyCards(capabilities.use(listingQueries), shared.property.id, locale);
  const localized = localizeListing(shared.property, locale);
  // As the public page: the map, never the coordinates.
  const { listing: property, location } = withPublicLocation(localized, { label: localized.title, locale, draw });
  return data(
    { property, location, similar, recipientName: shared.recipientName, submissionId: newSubmissionId() },
    { headers: HEADERS },
  );
}

/** The page's inquiry form: a lead about the shared property (read without recording another opening). */
export async function sharedPropertyAction(request: Request, context: Readonly<RouterContextProvider>, token: string) {
  if (!isPrivateLinkToken(token)) throw notFound();
  const answer = await submitLead(request, context, async () => {
    const shared = await getServices(context).capabilities.use(privateSharingQueries).openSharedProperty(token, false);
    return shared ? { source: 'property', propertyId: shared.property.id } : null;
  }).catch((error: unknown) => {
    // submitLead's 404 for a link that opens nothing, with the private headers.
    if (error && typeof error === 'object' && 'init' in error) throw notFound();
    throw error;
  });
  return answer;
}

/** The document's headers: the page's, then a private link's on every answer (errors included). */
export function sharedPropertyHeaders(
  args: Parameters<typeof documentHeaders>[0] & { errorHeaders?: Headers },
): Headers {
  const headers = args.errorHeaders ? new Headers(args.errorHeaders) : documentHeaders(args);
  for (const [name, value] of Object.entries(HEADERS)) headers.set(name, value);
  return headers;
}
