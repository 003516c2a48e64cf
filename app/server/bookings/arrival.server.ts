import { data, redirect } from 'react-router';
import {
  ARRIVAL_DETAILS_INTENT,
  arrivalDetailsSchemaFor,
  type ArrivalDetails,
  type GuestArrivalInfo,
} from '#app/domain/booking/arrival';
import type { CalendarDate } from '#app/domain/booking/dates';
import { arrivalTexts } from '#app/domain/booking/texts/arrival';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import type { Capabilities } from '#app/server/capabilities.server';
import { getServices } from '#app/server/context.server';
import { parseSubmission } from '#app/server/forms.server';
import { BackendError } from '#app/server/backend/query';
import { log } from '#app/server/log.server';
import { arrivalQueries } from './arrival-queries.server';
import type { GuestPageFormHandler } from './guest-page-actions.server';
import { privateLinkHeaders } from './private-links.server';
import { bookingQueries } from './queries.server';

/**
 * The guest's arrival on their page (issue 28, item 6; supabase/migrations/…_arrival.sql): the details they
 * give (flight, arrival day and time, who is coming, requests to the concierge), and the villa's arrival
 * information once the database says it is time. The token is never logged.
 */

/** What the guest's page shows of the arrival: null when it could not be read (the rest of the page stays). */
export interface GuestArrival {
  details: ArrivalDetails | null;
  info: GuestArrivalInfo | null;
  /** The details were saved just now (the address after a save says so). */
  saved: boolean;
  /** They can still be given or changed: until the day of check-in (the database refuses after). */
  open: boolean;
}

/** The arrival part of the guest's page, on `today` (the injected clock: islandToday() in the loader). */
export async function loadGuestArrival(
  capabilities: Capabilities,
  token: string,
  { today, checkIn }: { today: CalendarDate; checkIn: CalendarDate },
  url: URL,
): Promise<GuestArrival | null> {
  try {
    const queries = capabilities.use(arrivalQueries);
    const [details, info] = await Promise.all([
      queries.guestArrivalDetails(token),
      queries.guestArrivalInfo(token, today),
    ]);
    return {
      details,
      info,
      saved: details !== null && url.searchParams.get('arrival') === 'saved',
      open: today <= checkIn,
    };
  } catch (error) {
    log.error('guest arrival failed to load', { error });
    return null;
  }
}

const headers = () => privateLinkHeaders({ postsForms: true });
const notFound = () => data(null, { status: 404, headers: headers() });

/**
 * The arrival details form (intent 'arrival-details'). A token that opens no request of this villa is the
 * page's 404, whatever was typed; a refused form comes back with its messages next to the fields and what was
 * typed; a saved one goes back to the page (`?arrival=saved`), which thanks the guest and shows what was saved.
 */
export const arrivalDetailsForm: GuestPageFormHandler = async ({ request, context, params, formData }) => {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = arrivalTexts[locale];
  const { capabilities } = getServices(context);
  const receipt = await capabilities.use(bookingQueries).getBookingReceipt(params.requestId);
  if (!receipt || receipt.rental_id !== params.id) throw notFound();

  const submission = parseSubmission(formData, arrivalDetailsSchemaFor(locale));
  const refuse = (status: number, result: ReturnType<typeof submission.reply>) =>
    data({ intent: ARRIVAL_DETAILS_INTENT, result }, { status, headers: headers() });
  if (submission.status !== 'success') return refuse(400, submission.reply());

  let outcome;
  try {
    outcome = await capabilities.use(arrivalQueries).saveArrivalDetails(params.requestId, submission.value);
  } catch (error) {
    // Only the error's code: a refused row's values (the guest's words) ride in a database error's detail.
    log.error('arrival details not saved', { rentalId: params.id, code: errorCode(error) });
    return refuse(500, submission.reply({ formErrors: [t.failed] }));
  }
  switch (outcome) {
    case 'not-found':
      throw notFound();
    case 'closed':
      return refuse(409, submission.reply({ formErrors: [t.closed] }));
    case 'date-outside':
      return refuse(400, submission.reply({ fieldErrors: { arrivalDate: [t.arrivalDateOutside] } }));
    case 'saved':
      return redirect(
        `${localizedPath(`/rentals/${params.id}/requests/${params.requestId}`, locale)}?arrival=saved#arrival`,
        { headers: headers() },
      );
  }
};

const errorCode = (error: unknown) => (error instanceof BackendError ? error.code : 'unexpected');
