import { data } from 'react-router';
import { LEAD_EXPORT_LIMIT, leadsCsv, leadsCsvFilename } from '#app/domain/leads/export';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { getStaffSession } from '#app/server/admin-context.server';
import { csvResponse } from '#app/server/http/csv-response.server';
import { leadListContext, leadStateOf } from '#app/server/leads/lead-actions.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/inquiries-export';
import { leadQueries } from '#app/server/leads/queries.server';

/**
 * GET /admin/inquiries/export.csv — the inbox's leads as a spreadsheet, with the inbox's filters (the same
 * query string: the toolbar's link carries them), every page of them, newest first unless sorted otherwise.
 * Columns and escaping: app/domain/leads/export.ts and app/domain/csv.ts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getStaffSession(request, context, 'leads');
  const state = leadStateOf(request);
  const leadContext = leadListContext(session);
  try {
    const leads = await session.capabilities.use(leadQueries).exportLeads(state, leadContext, LEAD_EXPORT_LIMIT);
    log.info('leads exported', { by: session.user.id, count: leads.length });
    return csvResponse(leadsCsvFilename(leadContext.today), leadsCsv(leads, leadContext.today));
  } catch (error) {
    log.error('leads export failed', { error });
    throw data('The export could not be made. Please try again.', { status: backendFailureStatus(error) });
  }
}
