import { PRIMARY_NAV } from '#app/components/layout/nav';
import { LEGAL_PAGE_PATHS } from '#app/domain/privacy/pages';
import { parseSitemapPart } from '#app/domain/seo/sitemap';
import { getServices } from '#app/server/context.server';
import { requestOrigin } from '#app/server/http/origin.server';
import { sitemapResponse } from '#app/server/seo/sitemap.server';
import type { Route } from './+types/sitemap';

/**
 * /sitemap.xml, and /sitemaps/N.xml once it is an index (the same module under a second id, routes.ts): the
 * site's own pages — those of the main navigation, the privacy and legal notices — and everything published, in both languages.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const file = (params as { file?: string }).file;
  const part = file === undefined ? null : parseSitemapPart(file);
  if (part === null && file !== undefined) return new Response('Not found', { status: 404 });
  return sitemapResponse({
    capabilities: getServices(context).capabilities,
    origin: requestOrigin(request),
    staticPaths: [...PRIMARY_NAV.map((item) => item.to), ...Object.values(LEGAL_PAGE_PATHS)],
    part,
  });
}
