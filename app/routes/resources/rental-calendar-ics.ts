import { isUuid } from '#app/domain/admin/rows';
import { slugify } from '#app/domain/text-utils';
import { buildCalendar } from '#app/server/bookings/ical/export.server';
import { getServices } from '#app/server/context.server';
import { secretNotFound as notFound } from '#app/server/http/secret-not-found.server';
import type { Route } from './+types/rental-calendar-ics';
import { bookingQueries } from '#app/server/bookings/queries.server';

/**
 * /rentals/:id/calendar.ics?token=… — a villa's calendar for Airbnb, Vrbo and Booking.com to import: one
 * opaque 'Reserved' event per option, confirmed stay and block, nothing about the guests. The token is the
 * only credential; a wrong one and an unknown villa get the same 404, so the answer says neither which.
 *
 * `private` keeps the page cache (and any shared cache) from storing it: the URL carries a secret, and a
 * rotated token must stop working at once. Platforms poll every few minutes; five minutes in their own
 * cache is plenty.
 */

export const CALENDAR_UID_DOMAIN = 'islandestates.example';
/** Tokens are 64 hex characters; anything much longer is not worth a database call. */
const MAX_TOKEN_LENGTH = 200;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!isUuid(params.id) || !token || token.length > MAX_TOKEN_LENGTH) return notFound();

  const calendar = await getServices(context)
    .capabilities.use(bookingQueries)
    .exportCalendar(params.id.toLowerCase(), token);
  if (!calendar) return notFound();

  const body = buildCalendar({
    calendarName: `${calendar.title} — Island Estates`,
    stays: calendar.stays.map((stay) => ({
      // A digest of the stay's id (…_private_links.sql): stable across exports, so the platforms update an event
      // instead of adding one, and it opens nothing — not the guest's receipt, not any other address.
      uid: `${stay.uid}@${CALENDAR_UID_DOMAIN}`,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    })),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${slugify(calendar.title) || 'calendar'}.ics"`,
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
    },
  });
}
