import { useLocation, useMatches } from 'react-router';
import type { Catalogue, Texts, Translation } from '#app/domain/i18n/catalogue';
import { localeFromPath, localizedPath, type Locale } from '#app/domain/i18n/locale';

/** The page's language, read from the URL (the one source of it, on the server and in the browser). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** One namespace of the catalogue in the page's language. */
export function useTexts<T extends Texts>(catalogue: Catalogue<T>): Translation<T> {
  return catalogue[useLocale()];
}

/** Turns an app path into the same path in the page's language ('/properties' → '/fr/properties'). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}

/**
 * The same page in another language, query kept: `localizedPath` of the current address, unless the page's
 * loader names its own address in each language (`languagePaths`) — a post whose French address has a
 * slug of its own — so the switcher and the hreflang alternates never point at a redirect.
 */
export function useLanguageHref(): (locale: Locale, search?: string) => string {
  const { pathname, search: current } = useLocation();
  const named = useMatches()
    .map(
      (match) => (match.loaderData as { languagePaths?: Partial<Record<Locale, string>> } | undefined)?.languagePaths,
    )
    .findLast(Boolean);
  return (locale, search = current) => (named?.[locale] ?? localizedPath(pathname, locale)) + search;
}
