import { CURRENCY_COOKIE } from '#app/domain/currency/currency';
import type { Locale } from '#app/domain/i18n/locale';
import { COMPARE_COOKIE } from '#app/domain/listings/compare';
import { FAVOURITES_COOKIE } from '#app/domain/listings/favourites';

/**
 * Every cookie (and the one browser storage entry) the site sets, and what each is for (issue 32, item 6;
 * docs/decisions/041-privacy-and-legal-notice.md). The one list: the privacy notice renders its table from it
 * (so the table stays true whatever owners write in the notice's text), and the tests fail when a page sets a
 * cookie that is not in it. All are strictly necessary (a choice the visitor made, or a staff sign-in), so none
 * needs consent (CNIL, délibération 2020-091, art. 82 of the loi Informatique et Libertés). The site sets no
 * third-party cookie and loads nothing from another origin.
 */

export interface SiteCookie {
  /** The cookie's name as the browser shows it. */
  name: string;
  /** When the name varies (Supabase's project reference, chunked values): the names it covers. */
  pattern?: RegExp;
  storage: 'cookie' | 'localStorage';
  /** Set only once a staff member or a homeowner signs in. */
  signedInOnly: boolean;
  purpose: Record<Locale, string>;
  lifetime: Record<Locale, string>;
}

const YEAR: Record<Locale, string> = { en: 'One year', fr: 'Un an' };

export const SITE_COOKIES: readonly SiteCookie[] = [
  {
    name: CURRENCY_COOKIE,
    storage: 'cookie',
    signedInOnly: false,
    purpose: {
      en: 'Remembers the currency you chose for prices (USD or EUR). Set only when you choose one.',
      fr: 'Retient la devise choisie pour les prix (USD ou EUR). Déposé seulement quand vous en choisissez une.',
    },
    lifetime: YEAR,
  },
  {
    name: FAVOURITES_COOKIE,
    storage: 'cookie',
    signedInOnly: false,
    purpose: {
      en: 'The properties and villas you saved (their references only), so you find them on the Saved page without an account.',
      fr: 'Les biens et villas que vous avez enregistrés (leurs seules références), pour les retrouver sans compte sur la page Sélection.',
    },
    lifetime: YEAR,
  },
  {
    name: COMPARE_COOKIE,
    storage: 'cookie',
    signedInOnly: false,
    purpose: {
      en: 'The saved properties you chose to compare side by side (at most four references).',
      fr: 'Les biens enregistrés que vous avez choisi de comparer (quatre références au plus).',
    },
    lifetime: YEAR,
  },
  {
    name: '__session',
    storage: 'cookie',
    signedInOnly: true,
    purpose: {
      en: 'Keeps a staff member or a homeowner signed in (a signed, random session number). Never set for visitors.',
      fr: 'Garde connecté un membre de l’équipe ou un propriétaire (un numéro de session aléatoire et signé). Jamais déposé pour les visiteurs.',
    },
    lifetime: { en: 'Until sign-out; seven days at most', fr: 'Jusqu’à la déconnexion ; sept jours au plus' },
  },
  {
    name: 'sb-…-auth-token',
    // Supabase's session cookies (its project reference in the name; long values split into .0, .1, …).
    pattern: /^sb-[a-z0-9-]+-auth-token(?:-code-verifier)?(?:\.\d+)?$/,
    storage: 'cookie',
    signedInOnly: true,
    purpose: {
      en: 'The same sign-in session when the site runs on its hosted database (Supabase). Never set for visitors.',
      fr: 'La même session de connexion lorsque le site fonctionne sur sa base de données hébergée (Supabase). Jamais déposé pour les visiteurs.',
    },
    lifetime: { en: 'Until sign-out', fr: 'Jusqu’à la déconnexion' },
  },
  {
    name: 'theme',
    storage: 'localStorage',
    signedInOnly: false,
    purpose: {
      en: 'Remembers the light or dark theme you chose, in your browser only (never sent to us).',
      fr: 'Retient le thème clair ou sombre choisi, dans votre navigateur seulement (jamais envoyé au site).',
    },
    lifetime: { en: 'Until you clear it', fr: 'Jusqu’à ce que vous l’effaciez' },
  },
];

/** Whether a cookie of this name is one the site sets (the tests' allowlist). */
export function isAllowedCookie(name: string): boolean {
  return SITE_COOKIES.some(
    (cookie) => cookie.storage === 'cookie' && (cookie.pattern ? cookie.pattern.test(name) : cookie.name === name),
  );
}

/** The names of cookies in Set-Cookie header values that are not the site's. */
export function unexpectedCookies(setCookieHeaders: readonly string[]): string[] {
  return setCookieHeaders
    .map((header) => header.split('=', 1)[0]!.trim())
    .filter((name) => name !== '' && !isAllowedCookie(name));
}

/** One row of the privacy notice's cookie table, in the page's language. */
export interface CookieRow {
  name: string;
  storage: SiteCookie['storage'];
  signedInOnly: boolean;
  purpose: string;
  lifetime: string;
}

/** The privacy notice's cookie table, in a language. */
export const cookieRows = (locale: Locale): CookieRow[] =>
  SITE_COOKIES.map((cookie) => ({
    name: cookie.name,
    storage: cookie.storage,
    signedInOnly: cookie.signedInOnly,
    purpose: cookie.purpose[locale],
    lifetime: cookie.lifetime[locale],
  }));
