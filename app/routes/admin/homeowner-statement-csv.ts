import { data } from 'react-router';
import { csvDocument } from '#app/domain/csv';
import { monthParam, statementCsvColumns } from '#app/domain/homeowners/statements';
import { z } from '#app/domain/zod';
import { getStaffSession } from '#app/server/admin-context.server';
import { homeownerQueries } from '#app/server/homeowners/homeowners.server';
import { statementQueries } from '#app/server/homeowners/statements.server';
import { csvResponse } from '#app/server/http/csv-response.server';
import type { Route } from './+types/homeowner-statement-csv';

/**
 * A statement's lines as a CSV file (issue 29, item 7), for every staff member who may read the statement:
 * exactly the lines stored (frozen once issued), amounts in whole units beside the currency, formula-safe.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'homeowners');
  if (!z.uuid().safeParse(params.id).success) throw data(null, { status: 404 });
  const statement = await capabilities.use(statementQueries).get(params.id);
  if (!statement) throw data(null, { status: 404 });
  const homeowner = await capabilities.use(homeownerQueries).getHomeowner(statement.homeowner_id);
  const slug = (homeowner?.name ?? 'homeowner')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return csvResponse(
    `statement-${slug || 'homeowner'}-${monthParam(statement.month)}-${statement.currency}.csv`,
    csvDocument(statementCsvColumns(statement.currency), statement.lines),
  );
}
