import { LegalPageRoute, legalPageMeta } from '#app/components/privacy/legal-page-route';
import { loadLegalPage } from '#app/server/privacy/legal-page-loader.server';
import type { Route } from './+types/privacy';

/** /privacy and /fr/privacy (issue 32, items 2 and 6): owners' text or the built-in one, and the cookie table (docs/decisions/041-privacy-and-legal-notice.md). */
export function loader(args: Route.LoaderArgs) {
  return loadLegalPage('privacy', args);
}

export default LegalPageRoute;

export const meta: Route.MetaFunction = legalPageMeta('privacy');
