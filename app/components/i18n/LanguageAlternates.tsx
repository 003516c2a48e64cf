import { useLocation } from 'react-router';
import { useLanguageHref } from '#app/components/i18n/locale';
import { DEFAULT_LOCALE, isLocalizable, localeFromPath, LOCALES } from '#app/domain/i18n/locale';
import { canonicalSearch } from '#app/domain/seo/canonical';

/**
 * The canonical URL of the page and its `hreflang` alternates — English, French and `x-default` (English) —
 * absolute, with the page number kept and every other parameter (filters, sort, map view, currency, a villa's
 * stay or month) dropped (app/domain/seo/canonical.ts). Pages that exist in one language only (the back office,
 * sign-in) carry neither.
 */
export function LanguageAlternates({ origin }: { origin: string | undefined }) {
  const { pathname, search } = useLocation();
  const languageHref = useLanguageHref();
  const current = localeFromPath(pathname);
  if (!isLocalizable(pathname)) return null;
  const query = canonicalSearch(search);
  const href = (locale: (typeof LOCALES)[number]) => `${origin ?? ''}${languageHref(locale, query)}`;
  return (
    <>
      <link rel="canonical" href={href(current)} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={href(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(DEFAULT_LOCALE)} />
    </>
  );
}
