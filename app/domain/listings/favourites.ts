/**
 * Favourites are kept in the visitor's browser, in a cookie the page can also read, so saving works
 * with and without JavaScript and no account is needed. Each entry is `p:<uuid>` or `r:<uuid>`.
 */
export const FAVOURITES_COOKIE = 'favourites';
export const MAX_FAVOURITES = 60;

export type FavouriteKind = 'property' | 'rental';
export interface Favourite {
  kind: FavouriteKind;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PREFIX: Record<FavouriteKind, string> = { property: 'p', rental: 'r' };

export function parseFavourites(value: string | null | undefined): Favourite[] {
  if (!value) return [];
  const seen = new Set<string>();
  const out: Favourite[] = [];
  for (const entry of decodeURIComponent(value).split('.')) {
    const [prefix, id] = entry.split(':');
    const kind = prefix === 'p' ? 'property' : prefix === 'r' ? 'rental' : null;
    if (!kind || !id || !UUID.test(id) || seen.has(entry)) continue;
    seen.add(entry);
    out.push({ kind, id: id.toLowerCase() });
  }
  return out.slice(0, MAX_FAVOURITES);
}

export function serializeFavourites(favourites: readonly Favourite[]): string {
  return favourites
    .slice(0, MAX_FAVOURITES)
    .map((f) => `${PREFIX[f.kind]}:${f.id}`)
    .join('.');
}

export function toggleFavourite(favourites: readonly Favourite[], item: Favourite, save: boolean): Favourite[] {
  const rest = favourites.filter((f) => !(f.kind === item.kind && f.id === item.id));
  return save ? [item, ...rest].slice(0, MAX_FAVOURITES) : rest;
}

/** Reads the cookie from a Cookie header or `document.cookie`. */
export function favouritesFromCookieHeader(header: string | null | undefined): Favourite[] {
  const match = (header ?? '').split(/;\s*/).find((part) => part.startsWith(`${FAVOURITES_COOKIE}=`));
  return parseFavourites(match?.slice(FAVOURITES_COOKIE.length + 1));
}

/** A year-long, page-readable cookie (it holds nothing secret). */
export function favouritesCookie(favourites: readonly Favourite[], secure: boolean): string {
  const value = serializeFavourites(favourites);
  return `${FAVOURITES_COOKIE}=${value}; Path=/; Max-Age=${value ? 31_536_000 : 0}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
