import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import type { CookieRow } from '#app/domain/privacy/cookies';
import { LEGAL_PAGE_PATHS, type LegalPage } from '#app/domain/privacy/pages';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import { LegalPageView } from './LegalPageView';

/** What the notices' loader (app/server/privacy/legal-page-loader.server.ts) sends. */
interface LegalPageData {
  page: LegalPage;
  html: string;
  cookies: CookieRow[];
  title: string;
  description: string;
}

/** The component of /privacy and /legal (and their French twins): one view, the loader's data. */
export function LegalPageRoute({ loaderData }: { loaderData: LegalPageData }) {
  return <LegalPageView {...loaderData} />;
}

/** Their meta: the loader's title and description, the page's address in its language (canonical, hreflang). */
export function legalPageMeta(page: LegalPage) {
  return ({
    loaderData,
    location,
    matches,
  }: {
    loaderData: LegalPageData | undefined;
    location: { pathname: string };
    matches: Parameters<typeof rootOrigin>[0];
  }) =>
    pageMeta({
      origin: rootOrigin(matches),
      title: loaderData?.title ?? '',
      description: loaderData?.description ?? '',
      path: localizedPath(LEGAL_PAGE_PATHS[page], localeFromPath(location.pathname)),
    });
}
