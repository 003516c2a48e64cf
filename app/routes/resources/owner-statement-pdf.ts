import { data, redirect } from 'react-router';
import { monthParam } from '#app/domain/homeowners/statements';
import { statementDocumentTexts } from '#app/domain/homeowners/texts/statement-document';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { z } from '#app/domain/zod';
import { homeownerSession } from '#app/server/auth/homeowner-auth.server';
import { ownerStatementQueries } from '#app/server/homeowners/owner-statements.server';
import { renderStatementPdf } from '#app/server/homeowners/statement-pdf.server';
import type { Route } from './+types/owner-statement-pdf';

/**
 * One of the signed-in homeowner's issued statements as a PDF (/owners/statements/:id/statement.pdf, and under
 * /fr), in the page's language: exactly what the statement froze, in the agency's frame. A draft, another
 * homeowner's statement or no such id is a 404 (homeowner_own_statement_document answers null); nobody signed in
 * goes to the sign-in. Private, never cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const session = await homeownerSession(request);
  if (!session) throw redirect(localizedPath('/owners/login', locale));
  if (!z.uuid().safeParse(params.id).success) throw data(null, { status: 404 });
  const document = await session.capabilities.use(ownerStatementQueries).document(params.id);
  if (!document || document.statement.status === 'draft') throw data(null, { status: 404 });
  const bytes = await renderStatementPdf({ ...document, homeowner: { ...document.homeowner, language: locale } });
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${statementDocumentTexts[locale].fileName(monthParam(document.statement.month))}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
