/**
 * The site's languages (issue 14; docs/decisions/009-i18n.md). The language of a page comes from its URL and
 * nothing else: English lives where it always has (`/`, `/properties/…`), French under `/fr/…`. No redirect
 * on Accept-Language — crawlers and shared links see what the URL says.
 */

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of unprefixed URLs, and the `x-default` of every page. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tags Intl formats with (and `<html lang>` / hreflang carry). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };

const PREFIXED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The prefixed locale a pathname starts with (`/fr`, `/fr/…`), else the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return (PREFIXED as readonly string[]).includes(first) ? (first as Locale) : DEFAULT_LOCALE;
}

/** A pathname without its locale prefix: '/fr/properties' → '/properties', '/fr' → '/'. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/**
 * An app path (pathname, optionally with ?query and #hash) in a language: English unchanged, French under
 * `/fr` ('/' → '/fr/', '/properties?island=x' → '/fr/properties?island=x'). Idempotent: a path already in
 * some language is first brought back to its English form. External and non-absolute links are left alone.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  const base = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return base + suffix;
  return `/${locale}${base === '/' ? '/' : base}${suffix}`;
}

/** Paths that exist in one language only (the back office, sign-in, resources): no alternates, no switcher. */
export function isLocalizable(pathname: string): boolean {
  const base = stripLocale(pathname);
  return !/^\/(admin|login|logout|healthz|_img|media)(\/|$)/.test(base) && !base.endsWith('.ics');
}

/** A text of the content and the language it is in. */
export interface TextInLanguage {
  text: string;
  lang: Locale;
}
