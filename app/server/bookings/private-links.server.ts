import { createHash, randomBytes } from 'node:crypto';

/**
 * Private links: the one pattern every address that opens something private uses (receipts now; the guest's
 * page, vendors' task lists and shared shortlists later). docs/decisions/019-private-links.md.
 *
 * - The token: 32 random bytes (256 bits), base64url — the only credential in the address.
 * - The database keeps its SHA-256 (hex) only, and finds the link by it (app_private.sha256_hex computes the
 *   same in SQL; a test holds the two together). A link is never stored, so a new one is minted whenever one
 *   must be given again (a duplicate post, an e-mail, "send me a fresh link").
 * - The answer: never stored by a cache, never indexed, never sent on in a Referer.
 * - The logs: the secret segment of a private path and secret query values are `[redacted]` in every line
 *   (the logger and the request line of server.ts pass through `redactSecrets`).
 */

/** A new token: 32 random bytes, base64url without padding (43 characters). */
export function newPrivateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token and looks it up by: its SHA-256, as 64 hex digits. */
export function privateLinkDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new link: the token for the address, the digest for the database. */
export function issuePrivateLink(): { token: string; digest: string } {
  const token = newPrivateLinkToken();
  return { token, digest: privateLinkDigest(token) };
}

/**
 * A secret derived from a form's one-time id and what was posted with it, for `purpose`: the same post twice
 * gives the same secret, any other post another. Base64url of a SHA-256 (43 characters). A booking request's
 * form presents it again on a duplicate post to receive a link of its own to the stay the first post stored.
 */
export function submissionSecret(
  purpose: string,
  submissionId: string,
  parts: readonly (string | undefined)[],
): string {
  return createHash('sha256')
    .update([purpose, submissionId, ...parts.map((part) => part ?? '')].join('\u0000'))
    .digest('base64url');
}

/**
 * The headers of every answer to a private link: no cache keeps it (the page cache included), no search engine
 * indexes it, no Referer carries its address elsewhere. A page that posts a form back to itself uses
 * `same-origin`, not `no-referrer`: the address still goes nowhere else, and the post keeps its Origin
 * (which `no-referrer` makes "null", and server.ts refuses cross-site posts).
 */
export function privateLinkHeaders(options: { postsForms?: boolean } = {}): Record<string, string> {
  return {
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': options.postsForms ? 'same-origin' : 'no-referrer',
  };
}

// ---- The logs ------------------------------------------------------------------------------------------

/** What ends a path segment or a query value in a URL, in a log line (JSON) or in a message. */
const END = String.raw`/\s?#&;"'\\<>`;

/**
 * The paths with a secret segment, by what precedes it: a receipt `/rentals/{villa}/requests/{token}`, a vendor's
 * tasks `/vendors/{token}` and their feed `/vendors/{token}/tasks.ics`, a saved search's page `/alerts/{token}` and
 * its one-click unsubscribe `/alerts/{token}/unsubscribe`, a private listing's share link `/properties/shared/{token}`
 * (also under /fr, and their `.data` requests). A new kind of private link adds its prefix here.
 */
const PRIVATE_PATH_PREFIXES = [
  String.raw`/rentals/[^${END}]+/requests/`,
  '/vendors/',
  '/alerts/',
  '/properties/shared/',
];

/**
 * Query parameters whose value is a secret: the iCal export's and the set-password link's `token`, OAuth and
 * Supabase Auth's `code` and tokens, and the usual names of keys, signatures and passwords.
 */
const SECRET_PARAMETERS = [
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'code',
  'key',
  'api_key',
  'apikey',
  'secret',
  'password',
  'signature',
  'sig',
];

const PRIVATE_PATH = new RegExp(`(${PRIVATE_PATH_PREFIXES.join('|')})[^${END}]+`, 'g');
const SECRET_QUERY = new RegExp(`([?&;](?:${SECRET_PARAMETERS.join('|')})=)[^${END}]*`, 'gi');

export const REDACTED = '[redacted]';

/**
 * A text (a log line, a URL, a message) with every private path's secret segment and every secret query value
 * replaced by `[redacted]`: `/rentals/v/requests/[redacted]`, `calendar.ics?token=[redacted]`.
 */
export function redactSecrets(text: string): string {
  return text.replace(PRIVATE_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}
