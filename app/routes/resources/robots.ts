import { robotsTxt } from '#app/domain/seo/robots';
import { requestOrigin } from '#app/server/http/origin.server';
import type { Route } from './+types/robots';

/** /robots.txt: what crawlers leave alone, and where the sitemap is (app/domain/seo/robots.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(requestOrigin(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
