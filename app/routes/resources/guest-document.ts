import { loadGuestDocument } from '#app/server/bookings/guest-documents.server';
import type { Route } from './+types/guest-document';

/**
 * `/rentals/:id/requests/:token/documents/:file` (and under /fr): the guest's pro-forma, invoice and payment
 * receipts as PDFs and their stay as an `.ics`, behind their page's private link (guest-documents.server.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadGuestDocument(request, context, params);
}
