/**
 * Portal feeds (issue 32, item 1; docs/decisions/040-portal-feeds.md): the luxury portals that read the agency's
 * published listings from an XML feed of their own format, each behind a secret token. Its words (portal feed,
 * feed token) are defined in docs/glossary.md.
 */

export const PORTALS = ['jamesedition', 'kyero'] as const;
export type Portal = (typeof PORTALS)[number];

export const PORTAL_NAMES: Record<Portal, string> = { jamesedition: 'JamesEdition', kyero: 'Kyero' };

export function isPortal(value: unknown): value is Portal {
  return typeof value === 'string' && (PORTALS as readonly string[]).includes(value);
}

/** The feed's path: `/feeds/jamesedition.xml`. */
export const feedPath = (portal: Portal) => `/feeds/${portal}.xml`;

/** The portal a feed's file name (`kyero.xml`) names, or null. */
export function portalOfFile(file: string): Portal | null {
  const match = /^([a-z]+)\.xml$/.exec(file);
  return match && isPortal(match[1]) ? match[1] : null;
}

/**
 * A feed token: 32 random bytes, base64url without padding (43 characters), as every secret address
 * (decision 019). Anything else costs no database call.
 */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The address staff give the portal. The token travels as `?token=`: the portals take any address, the
 * iCal export already works this way, and `token` is among the query parameters every log line redacts.
 */
export function feedAddress(origin: string, portal: Portal, token: string): string {
  return `${origin}${feedPath(portal)}?token=${encodeURIComponent(token)}`;
}
