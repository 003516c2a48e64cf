import { data } from 'react-router';
import { monthParam } from '#app/domain/homeowners/statements';
import { statementDocumentTexts } from '#app/domain/homeowners/texts/statement-document';
import { z } from '#app/domain/zod';
import { getStaffSession } from '#app/server/admin-context.server';
import { renderStatementPdf } from '#app/server/homeowners/statement-pdf.server';
import { statementQueries } from '#app/server/homeowners/statements.server';
import type { Route } from './+types/homeowner-statement-pdf';

/**
 * A statement's PDF as the homeowner receives it (their language, the agency's legal details), for every staff
 * member who may read the statement. A draft has none: its figures still move.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'homeowners');
  if (!z.uuid().safeParse(params.id).success) throw data(null, { status: 404 });
  const document = await capabilities.use(statementQueries).document(params.id);
  if (!document || document.statement.status === 'draft') throw data(null, { status: 404 });
  const t = statementDocumentTexts[document.homeowner.language === 'fr' ? 'fr' : 'en'];
  const bytes = await renderStatementPdf(document);
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${t.fileName(monthParam(document.statement.month))}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
