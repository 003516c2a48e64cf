/**
 * Downloads a platform's iCalendar feed (a URL staff paste into the back office) and parses it.
 *
 * The URL is untrusted input fetched by our server: the download goes through the shared guard against
 * server-side request forgery (app/server/http/safe-fetch.server.ts — one DNS answer, every address
 * checked and pinned, each redirect checked again, one deadline, a byte cap).
 */
import { NotICalError, parseFeed, type ParsedFeed } from '#app/server/bookings/ical/parse.server';
import {
  DEFAULT_TIMEOUT_MS,
  MAX_REDIRECTS,
  SafeFetchError,
  isPrivateAddress,
  safeFetchBuffer,
} from '#app/server/http/safe-fetch.server';

export { DEFAULT_TIMEOUT_MS, MAX_REDIRECTS, isPrivateAddress };

export type FeedErrorCode =
  'unreachable' | 'timeout' | 'too_large' | 'not_ical' | 'forbidden_address' | 'bad_status' | 'bad_url';

/** `message` is the staff-facing text for this failure (with its detail: the status, the limit…). */
export class FeedError extends Error {
  constructor(
    readonly code: FeedErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

/** The staff-facing text per code, for when only the code was kept (with the default limits). */
export const FEED_ERROR_MESSAGES: Record<FeedErrorCode, string> = {
  unreachable: 'Unreachable: the calendar server could not be contacted',
  timeout: 'No answer within 10 s',
  too_large: 'Larger than 2 MB',
  not_ical: 'Not an iCalendar file',
  forbidden_address: 'Address not allowed (private or loopback network)',
  bad_status: 'The server answered with an HTTP error',
  bad_url: 'Not a valid http(s) address',
};

export interface FetchFeedOptions {
  /** Lets loopback and private networks through (development, tests). Never in production. */
  allowPrivateAddresses: boolean;
  /** Overall deadline: DNS, redirects and body included. */
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * Exact addresses let through although private, with `allowPrivateAddresses: false` — so a test
   * can serve a feed from 127.0.0.1 and still see a redirect to 169.254.169.254 refused.
   */
  trustedAddresses?: readonly string[];
}

export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

const REQUEST_HEADERS = {
  accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
  'user-agent': 'IslandEstates-CalendarSync/1.0',
};

export async function fetchFeed(url: string, options: FetchFeedOptions): Promise<ParsedFeed> {
  const target = normalizeFeedUrl(url);
  let body: Buffer;
  try {
    ({ body } = await safeFetchBuffer(target.href, {
      allowPrivateAddresses: options.allowPrivateAddresses,
      trustedAddresses: options.trustedAddresses,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
      maxRedirects: MAX_REDIRECTS,
      headers: REQUEST_HEADERS,
      // Redirects may lead to webcal: addresses too.
      parseUrl: (next, base) => {
        try {
          return normalizeFeedUrl(next, base);
        } catch {
          return null;
        }
      },
    }));
  } catch (error) {
    if (error instanceof SafeFetchError) throw new FeedError(error.code, error.message);
    throw error;
  }
  try {
    return parseFeed(new TextDecoder('utf-8').decode(body));
  } catch (error) {
    if (error instanceof NotICalError) throw new FeedError('not_ical', FEED_ERROR_MESSAGES.not_ical);
    throw error;
  }
}

/**
 * The URL to fetch: http: or https:, webcal(s): read as https:. Re-parsed with the real scheme so
 * that the host is normalised as for http (webcal: is no "special" scheme to the URL parser).
 */
export function normalizeFeedUrl(url: string, base?: URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), base);
    if (/^webcals?:$/.test(parsed.protocol)) {
      parsed = new URL(`https:${parsed.href.slice(parsed.protocol.length)}`);
    }
  } catch {
    throw new FeedError('bad_url', FEED_ERROR_MESSAGES.bad_url);
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) {
    throw new FeedError('bad_url', FEED_ERROR_MESSAGES.bad_url);
  }
  parsed.hash = '';
  return parsed;
}
