import { getStaffSession } from '#app/server/admin-context.server';
import { loadStaffDocument } from '#app/server/payments/stay-documents.server';
import type { Route } from './+types/booking-document';

/**
 * `/admin/bookings/:id/documents/:file?lang=en|fr`: a stay's pro-forma, invoice or payment receipt as a PDF
 * for staff (in the guest's language unless asked otherwise; an invoice in the language it was issued in).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'payments');
  return loadStaffDocument(capabilities, params.id, params.file, new URL(request.url).searchParams.get('lang'));
}
