import { LegalPageRoute, legalPageMeta } from '#app/components/privacy/legal-page-route';
import { loadLegalPage } from '#app/server/privacy/legal-page-loader.server';
import type { Route } from './+types/legal';

/** /legal and /fr/legal (issue 32, item 2): owners' text or the built-in one (docs/decisions/041-privacy-and-legal-notice.md). */
export function loader(args: Route.LoaderArgs) {
  return loadLegalPage('legal', args);
}

export default LegalPageRoute;

export const meta: Route.MetaFunction = legalPageMeta('legal');
