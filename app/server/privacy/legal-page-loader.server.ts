import type { RouterContextProvider } from 'react-router';
import { SITE_NAME } from '#app/domain/constants';
import { localeFromPath } from '#app/domain/i18n/locale';
import { cookieRows } from '#app/domain/privacy/cookies';
import { legalPageBody } from '#app/domain/privacy/defaults';
import type { LegalPage } from '#app/domain/privacy/pages';
import { fillRetentionPeriods } from '#app/domain/privacy/retention';
import { legalPagesTexts } from '#app/domain/privacy/texts/legal-pages';
import { renderMarkdown } from '#app/server/content/markdown.server';
import { getServices } from '#app/server/context.server';
import { legalPageQueries } from '#app/server/privacy/legal-pages.server';
import { privacyQueries } from '#app/server/privacy/queries.server';

/**
 * The loader of /privacy and /legal (and their French twins): the owners' text or the built-in one in the
 * page's language, with the retention periods owners set filled in, rendered and sanitised here like a blog
 * post's; the privacy notice adds its cookie table from the one list of the site's cookies
 * (app/domain/privacy/cookies.ts), whatever the text says.
 */
export async function loadLegalPage(
  page: LegalPage,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { capabilities } = getServices(context);
  const [row, periods] = await Promise.all([
    capabilities.use(legalPageQueries).get(page),
    capabilities.use(privacyQueries).retentionPeriods(),
  ]);
  const t = legalPagesTexts[locale];
  return {
    page,
    html: renderMarkdown(fillRetentionPeriods(legalPageBody(page, locale, row), periods, locale)),
    cookies: page === 'privacy' ? cookieRows(locale) : [],
    title: `${page === 'privacy' ? t.privacyTitle : t.legalTitle} | ${SITE_NAME}`,
    description: page === 'privacy' ? t.privacyDescription : t.legalDescription,
  };
}
