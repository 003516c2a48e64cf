/**
 * Downloads from an address someone typed into the back office (a calendar feed, an image to import),
 * guarded against server-side request forgery: the host is resolved once, every address is checked, and
 * the connection goes to the checked addresses (a pinned `lookup`), so a DNS answer cannot change between
 * check and connect. Each redirect target goes through the same check. One overall deadline covers DNS,
 * redirects and the body; the body is capped while it streams, into memory or into a file.
 *
 * node:http(s) rather than fetch(): pinning the address with fetch needs undici's Agent, which Node does
 * not expose without the npm package.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';

export type SafeFetchErrorCode =
  'bad_url' | 'forbidden_address' | 'unreachable' | 'timeout' | 'too_large' | 'bad_status';

/** `message` says what went wrong with its detail (the status, the limit, the refused address…). */
export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    /** The HTTP status, for `bad_status`. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export const safeFetchTexts = {
  badUrl: 'Not a valid http(s) address',
  forbiddenAddress: 'Address not allowed (private or loopback network)',
} as const;

export interface SafeFetchOptions {
  /** Lets loopback and private networks through (development, tests). Never in production. */
  allowPrivateAddresses: boolean;
  /**
   * Exact addresses let through although private, with `allowPrivateAddresses: false` — so a test can
   * serve from 127.0.0.1 and still see a redirect to 169.254.169.254 refused.
   */
  trustedAddresses?: readonly string[];
  /** Overall deadline: DNS, redirects and body included. */
  timeoutMs?: number;
  maxBytes: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  /**
   * Reads the first address and every redirect target (relative to `base`); null refuses it as `bad_url`.
   * Default: http: and https: only (`parseHttpUrl`).
   */
  parseUrl?: (url: string, base?: URL) => URL | null;
}

/** What answered: the final address (after redirects), the status and the declared type. */
export interface SafeFetchAnswer {
  url: URL;
  status: number;
  contentType: string | null;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_USER_AGENT = 'IslandEstates/1.0';

/** Downloads into memory, at most `maxBytes`. */
export async function safeFetchBuffer(
  url: string,
  options: SafeFetchOptions,
): Promise<SafeFetchAnswer & { body: Buffer }> {
  return guarded(url, options, async (response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > options.maxBytes) {
        response.destroy();
        throw tooLarge(options.maxBytes);
      }
      chunks.push(chunk);
    }
    return { body: Buffer.concat(chunks) };
  });
}

/**
 * Downloads into `file` (created or replaced), at most `maxBytes`, never holding the body in memory. On
 * any failure the partial file is removed.
 */
export async function safeFetchToFile(
  url: string,
  file: string,
  options: SafeFetchOptions,
): Promise<SafeFetchAnswer & { bytes: number }> {
  try {
    return await guarded(url, options, async (response) => {
      let bytes = 0;
      await pipeline(
        response,
        async function* cap(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            bytes += chunk.length;
            if (bytes > options.maxBytes) throw tooLarge(options.maxBytes);
            yield chunk;
          }
        },
        createWriteStream(file),
      );
      return { bytes };
    });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

/** An http: or https: URL without its fragment, or null. */
export function parseHttpUrl(url: string, base?: URL): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), base);
  } catch {
    return null;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) return null;
  parsed.hash = '';
  return parsed;
}

/** Connects (following redirects, checking every address) and hands the 2xx answer's body to `read`. */
async function guarded<T>(
  url: string,
  options: SafeFetchOptions,
  read: (response: IncomingMessage) => Promise<T>,
): Promise<SafeFetchAnswer & T> {
  const parseUrl = options.parseUrl ?? parseHttpUrl;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let target = parseUrl(url);
  if (!target) throw new SafeFetchError('bad_url', safeFetchTexts.badUrl);
  const signal = AbortSignal.timeout(timeoutMs);

  try {
    for (let redirects = 0; ; redirects++) {
      const pinned = await checkedAddresses(target, options, signal);
      const response = await get(target, pinned, signal, options.headers);
      const status = response.statusCode ?? 0;

      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) {
          throw new SafeFetchError('bad_status', `The server answered HTTP ${status} without a Location`, status);
        }
        if (redirects >= maxRedirects) {
          throw new SafeFetchError('unreachable', `Unreachable: more than ${maxRedirects} redirects`);
        }
        const next = parseUrl(location, target);
        if (!next) throw new SafeFetchError('bad_url', safeFetchTexts.badUrl);
        target = next;
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new SafeFetchError('bad_status', `The server answered HTTP ${status}`, status);
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        response.destroy();
        throw tooLarge(options.maxBytes);
      }
      const contentType = response.headers['content-type'] ?? null;
      // A compressed body would need inflating under the same size limit: identity was asked for.
      const body = await read(response);
      return { url: target, status, contentType, ...body };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (signal.aborted) throw new SafeFetchError('timeout', `No answer within ${formatSeconds(timeoutMs)}`);
    throw new SafeFetchError('unreachable', `Unreachable: ${describeNetworkError(error)}`);
  }
}

/** null: no check wanted, connect as Node would. Otherwise the resolved addresses, all allowed. */
async function checkedAddresses(
  target: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<LookupAddress[] | null> {
  if (options.allowPrivateAddresses) return null;
  const hostname = bareHostname(target);
  let addresses: LookupAddress[];
  try {
    addresses = await abortable(dnsLookup(hostname, { all: true, verbatim: true }), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SafeFetchError('unreachable', `Unreachable: ${hostname} could not be resolved`);
  }
  if (addresses.length === 0) throw new SafeFetchError('unreachable', `Unreachable: ${hostname} could not be resolved`);
  const trusted = new Set(options.trustedAddresses ?? []);
  const refused = addresses.find(({ address }) => isPrivateAddress(address) && !trusted.has(address));
  if (refused) {
    throw new SafeFetchError(
      'forbidden_address',
      `${safeFetchTexts.forbiddenAddress}: ${hostname} (${refused.address})`,
    );
  }
  return addresses;
}

function get(
  target: URL,
  pinned: LookupAddress[] | null,
  signal: AbortSignal,
  headers: Record<string, string> = {},
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'GET',
        headers: { 'user-agent': DEFAULT_USER_AGENT, ...headers, 'accept-encoding': 'identity' },
        signal,
        // No keep-alive pool: a pooled socket would outlive the address check it was made under.
        agent: false,
        ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** A `lookup` that answers with the addresses already checked instead of asking DNS again. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const matching = addresses.filter(({ family }) => !wanted || family === wanted);
    if (matching.length === 0) {
      callback(Object.assign(new Error('No checked address of the wanted family'), { code: 'ENOTFOUND' }), '');
    } else if (options.all) {
      callback(null, matching);
    } else {
      callback(null, matching[0]!.address, matching[0]!.family);
    }
  };
}

const tooLarge = (maxBytes: number) => new SafeFetchError('too_large', `Larger than ${formatBytes(maxBytes)}`);

// Addresses a fetch from the back office must never reach: this host, the LAN, the cloud metadata service…
const PRIVATE_IPV4 = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, 169.254.169.254 (cloud metadata) included
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 included
] as const) {
  PRIVATE_IPV4.addSubnet(network, prefix, 'ipv4');
}
const PRIVATE_IPV6 = new net.BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  PRIVATE_IPV6.addSubnet(network, prefix, 'ipv6');
}

/**
 * True for an address the server must not fetch from: loopback, private, link-local, unspecified,
 * CGNAT, multicast or reserved, in either family — IPv6 forms that carry an IPv4 address (mapped
 * ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by that IPv4
 * address. Anything that is not an IP address counts as private: refuse what cannot be judged.
 */
export function isPrivateAddress(ip: string): boolean {
  const address = ip
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (net.isIPv4(address)) return PRIVATE_IPV4.check(address, 'ipv4');
  if (!net.isIPv6(address)) return true;
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const embedded = embeddedIPv4(groups);
  if (embedded && PRIVATE_IPV4.check(embedded, 'ipv4')) return true;
  return PRIVATE_IPV6.check(address, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (checked by net.isIPv6 before). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((group) =>
    parseInt(group, 16),
  );
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}

function embeddedIPv4(groups: number[]): string | null {
  const toIPv4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeroesTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroesTo(5) && g5 === 0xffff) return toIPv4(g6, g7); // ::ffff:a.b.c.d (IPv4-mapped)
  if (zeroesTo(4) && g4 === 0xffff && g5 === 0) return toIPv4(g6, g7); // ::ffff:0:a.b.c.d (IPv4-translated)
  if (zeroesTo(6)) return toIPv4(g6, g7); // ::a.b.c.d (IPv4-compatible; :: and ::1 fall in 0.0.0.0/8)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return toIPv4(g6, g7); // NAT64
  if (g0 === 0x2002) return toIPv4(g1, g2); // 6to4
  return null;
}

function bareHostname(target: URL): string {
  return target.hostname.replace(/^\[(.*)\]$/, '$1');
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function describeNetworkError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}

export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
