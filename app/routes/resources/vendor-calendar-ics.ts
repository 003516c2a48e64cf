import { loadVendorCalendar } from '#app/server/tasks/vendor-page.server';
import type { Route } from './+types/vendor-calendar-ics';

/**
 * `/vendors/:token/tasks.ics`: a vendor's tasks of the next 14 days as a private iCal feed (the same list as their
 * page, nothing about any guest), for their calendar app to subscribe to (app/server/tasks/vendor-page.server.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadVendorCalendar(request, context, params.token);
}
