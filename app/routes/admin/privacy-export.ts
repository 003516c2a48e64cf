import { data } from 'react-router';
import { personDataFileName } from '#app/domain/privacy/person-data';
import { personDataTexts as t } from '#app/domain/privacy/texts/staff';
import { lookUpPerson } from '#app/server/privacy/page.server';
import type { Route } from './+types/privacy-export';

/**
 * GET /admin/privacy/export.json?email=… — everything kept about one person as one JSON file (owners and admins;
 * the database function checks the role again). Never cached, never stored by a proxy.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await lookUpPerson(request, context);
  if (!found) throw data(t.emailInvalid, { status: 400 });
  return new Response(`${JSON.stringify(found.data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${personDataFileName(found.data.exported_at)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
