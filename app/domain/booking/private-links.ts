import { localizedPath, type Locale } from '#app/domain/i18n/locale';

/**
 * Private links, the part pages and e-mails share (docs/decisions/019-private-links.md; the tokens, their
 * digests, the response headers and the logs' redaction are app/server/bookings/private-links.server.ts).
 *
 * A private link is an address whose last segment is a token only its holder was given: 32 random bytes,
 * base64url without padding (43 characters). A booking request's receipt is the first; a guest's page, a
 * vendor's task list and a shared shortlist will be the same kind of address.
 */

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value has the shape of a private link's token (anything else opens nothing and costs no lookup). */
export const isPrivateLinkToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

/** The robots meta of every page a private link opens (its response also says `X-Robots-Tag`). */
export const PRIVATE_PAGE_ROBOTS = { name: 'robots', content: 'noindex, nofollow' } as const;

/** A booking request's receipt, in the guest's language: `/rentals/{villa}/requests/{token}` (or under /fr). */
export const bookingReceiptPath = (rentalId: string, token: string, locale: Locale) =>
  localizedPath(`/rentals/${rentalId}/requests/${token}`, locale);
