import { useLocation } from 'react-router';
import { useLanguageHref } from '#app/components/i18n/locale';
import { CURRENCY_PARAM } from '#app/domain/currency';
import { DEFAULT_LOCALE, isLocalizable, localeFromPath, LOCALES } from '#app/domain/i18n/locale';

/**
 * The canonical URL of the page and its `hreflang` alternates — English, French and `x-default` (English) —
 * absolute, with the page's query kept (filters and page number are different content) but not the visitor's
 * currency (the same page in another currency is not another page). Pages that exist in one language only
 * (the back office, sign-in) carry neither.
 */
export function LanguageAlternates({ origin }: { origin: string | undefined }) {
  const { pathname, search } = useLocation();
  const languageHref = useLanguageHref();
  const current = localeFromPath(pathname);
  if (!isLocalizable(pathname)) return null;
  const params = new URLSearchParams(search);
  params.delete(CURRENCY_PARAM);
  const query = params.size ? `?${params}` : '';
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
