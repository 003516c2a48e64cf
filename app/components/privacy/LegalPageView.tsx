import { PageHero } from '#app/components/layout/PageHero';
import { useTexts } from '#app/components/i18n/locale';
import { legalPagesTexts } from '#app/domain/privacy/texts/legal-pages';
import type { CookieRow } from '#app/domain/privacy/cookies';
import type { LegalPage } from '#app/domain/privacy/pages';

/**
 * The privacy notice or the legal notice: a title band, the text (Markdown rendered and sanitised on the
 * server, like a blog post's) and, on the privacy notice, the table of every cookie the site sets.
 */
export function LegalPageView({
  page,
  html,
  cookies,
}: {
  page: LegalPage;
  html: string;
  cookies: readonly CookieRow[];
}) {
  const t = useTexts(legalPagesTexts);
  const privacy = page === 'privacy';
  return (
    <article className="pb-24 sm:pb-32">
      <PageHero eyebrow={privacy ? t.privacyEyebrow : t.legalEyebrow} title={privacy ? t.privacyTitle : t.legalTitle} />
      <div className="container-page">
        <div
          className="prose-text mx-auto max-w-3xl"
          data-testid="legal-page-body"
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {cookies.length > 0 ? (
          <section aria-labelledby="cookies-heading" className="mx-auto mt-14 max-w-3xl">
            <h2 id="cookies-heading" className="font-display text-3xl text-fg">
              {t.cookiesTitle}
            </h2>
            <div className="mt-6 overflow-x-auto rounded-lg border border-line">
              <table className="w-full text-left text-sm" data-testid="cookie-table">
                <caption className="px-4 py-3 text-left text-fg-muted">{t.cookiesCaption}</caption>
                <thead className="bg-surface-muted text-xs tracking-[0.12em] text-fg-muted uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t.cookieName}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t.cookieKind}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t.cookiePurpose}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t.cookieLifetime}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {cookies.map((cookie) => (
                    <tr key={cookie.name} className="align-top">
                      <th scope="row" className="px-4 py-3 font-mono text-[0.8125rem] font-medium text-fg">
                        {cookie.name}
                      </th>
                      <td className="px-4 py-3 text-fg-muted">
                        {cookie.storage === 'cookie' ? t.kindCookie : t.kindLocalStorage}
                        {cookie.signedInOnly ? <span className="block text-xs">{t.signedInOnly}</span> : null}
                      </td>
                      <td className="px-4 py-3 text-fg">{cookie.purpose}</td>
                      <td className="px-4 py-3 text-fg-muted">{cookie.lifetime}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
      </div>
    </article>
  );
}
