import { redirect } from 'react-router';
import { savedSearchPath } from '#app/domain/alerts/mail';
import { isPrivateLinkToken } from '#app/domain/booking/private-links';
import { privateLinkHeaders } from '#app/server/bookings/private-links.server';
import { oneClickUnsubscribe } from '#app/server/alerts/page.server';
import type { Route } from './+types/alert-unsubscribe';

/**
 * `/alerts/{token}/unsubscribe`: a saved search's one-click unsubscribe (RFC 8058), the address of every alert's
 * List-Unsubscribe header. A POST unsubscribes (app/server/alerts/page.server.ts); a GET shows the search's page.
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isPrivateLinkToken(params.token))
    throw new Response('Not found', { status: 404, headers: privateLinkHeaders() });
  return redirect(savedSearchPath(params.token, 'en'), { headers: privateLinkHeaders() });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return oneClickUnsubscribe(request, context, params.token);
}
