import { LegalPageView } from '#app/components/privacy/LegalPageView';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { LEGAL_PAGE_PATHS } from '#app/domain/privacy/pages';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import { loadLegalPage } from '#app/server/privacy/legal-page-loader.server';
import type { Route } from './+types/privacy';

/** /privacy and /fr/privacy (issue 32, items 2 and 6): owners' text or the built-in one, and the cookie table (docs/decisions/041-privacy-and-legal-notice.md). */
export function loader(args: Route.LoaderArgs) {
  return loadLegalPage('privacy', args);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPageView {...loaderData} />;
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({
    origin: rootOrigin(matches),
    title: loaderData?.title ?? '',
    description: loaderData?.description ?? '',
    path: localizedPath(LEGAL_PAGE_PATHS.privacy, localeFromPath(location.pathname)),
  });
