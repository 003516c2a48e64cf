import { portalOfFile } from '#app/domain/feeds/portals';
import { getServices } from '#app/server/context.server';
import { portalFeedResponse } from '#app/server/feeds/feed.server';
import { requestOrigin } from '#app/server/http/origin.server';
import { secretNotFound } from '#app/server/http/secret-not-found.server';
import type { Route } from './+types/portal-feed';

/**
 * /feeds/jamesedition.xml?token=… and /feeds/kyero.xml?token=… — every published listing for a luxury portal
 * (docs/decisions/040-portal-feeds.md). No token, a wrong one, an old one or a feed turned off: the same bare 404.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const portal = portalOfFile(params.file);
  if (!portal) return secretNotFound();
  return portalFeedResponse({
    request,
    capabilities: getServices(context).capabilities,
    portal,
    origin: requestOrigin(request),
  });
}
