import { useLocation } from 'react-router';
import type { Catalogue, Messages, Translation } from '#app/domain/i18n/catalogue';
import { localeFromPath, localizedPath, type Locale } from '#app/domain/i18n/locale';

/** The page's language, read from the URL (the one source of it, on the server and in the browser). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** One namespace of the catalogue in the page's language. */
export function useMessages<T extends Messages>(catalogue: Catalogue<T>): Translation<T> {
  return catalogue[useLocale()];
}

/** Turns an app path into the same path in the page's language ('/properties' → '/fr/properties'). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
