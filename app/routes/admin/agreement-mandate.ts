import { data } from 'react-router';
import { mandateKey } from '#app/domain/media/documents';
import { homeownerTexts } from '#app/domain/homeowners/texts/staff';
import { getStaffSession } from '#app/server/admin-context.server';
import { agreementQueries } from '#app/server/homeowners/agreements.server';
import { documentResponse } from '#app/server/media/documents.server';
import { mediaStoreFor } from '#app/server/media/store.server';
import type { Route } from './+types/agreement-mandate';

/**
 * `/admin/agreements/:id/mandate`: a management agreement's signed mandate (a PDF) from the private media store,
 * for staff who read homeowners (every member; row level security says the same); `Cache-Control: private,
 * no-store`. 404 when the agreement or its PDF is not there.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'homeowners');
  const agreement = await capabilities.use(agreementQueries).getAgreement(params.id);
  if (!agreement?.mandate_document) throw data(homeownerTexts.agreements.noMandate, { status: 404 });
  return documentResponse(
    mediaStoreFor(request),
    mandateKey(agreement.mandate_document),
    `mandate-${agreement.effective_from}`,
  );
}
