import type { Express, NextFunction, Request, Response } from 'express';
import parseForwarded from 'forwarded-parse';
import proxyAddr from 'proxy-addr';

/**
 * Which peers may tell us the client's address and scheme (TRUST_PROXY): off by default, so a header a visitor
 * writes is never believed. Behind a reverse proxy or CDN set it to the number of proxies in front (`1` for
 * one nginx) or to their addresses, CIDRs or proxy-addr's names (`loopback`, `10.0.0.0/8, 192.168.1.7`).
 * Express then walks `X-Forwarded-For` from the right, past trusted peers only (proxy-addr), for `req.ip`,
 * and reads `X-Forwarded-Proto`/`-Host` only from a trusted peer. Rate limits, the login throttle and the
 * logs use the address found (the `x-client-address` header server.ts sets, app/server/auth/auth.server.ts).
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  proxyAddr.compile(addresses); // throws on an address or CIDR it cannot read
  return addresses;
}

/**
 * RFC 7239's `Forwarded` header, as some proxies and CDNs send it, translated into the `X-Forwarded-*` headers
 * Express reads — then trusted or not by the same rule. When both are sent, `Forwarded` wins; a malformed one
 * is dropped (as if absent) rather than half-read.
 */
function forwardedToXForwarded(req: Request, _res: Response, next: NextFunction) {
  const header = req.headers.forwarded;
  if (!header) return next();
  delete req.headers['x-forwarded-for'];
  delete req.headers['x-forwarded-proto'];
  delete req.headers['x-forwarded-host'];
  let elements: Record<string, string>[];
  try {
    elements = parseForwarded(header);
  } catch {
    return next();
  }
  const addresses = elements.map((element) => nodeAddress(element.for ?? 'unknown'));
  req.headers['x-forwarded-for'] = addresses.join(', ');
  const last = elements.at(-1);
  if (last?.proto) req.headers['x-forwarded-proto'] = last.proto;
  if (last?.host) req.headers['x-forwarded-host'] = last.host;
  next();
}

/** `for` as an address: IPv6 loses its brackets, both lose a port; `unknown` and obfuscated names stay. */
function nodeAddress(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  return withPort ? withPort[1]! : value;
}

/**
 * A trusted proxy's `X-Forwarded-Host` becomes the Host header. @react-router/express pairs the forwarded host
 * with the port of the proxy's own Host (`127.0.0.1:3000` → `https://example.com:3000`), which would put that
 * port into the app's absolute links and split the page cache's keys from the fast path's (server.ts).
 */
function forwardedHostAsHost(req: Request, _res: Response, next: NextFunction) {
  const host = req.host; // X-Forwarded-Host only from a trusted peer, else the Host header itself
  if (host) req.headers.host = host;
  next();
}

/** Sets Express's `trust proxy` and reads `Forwarded`; call before any middleware that reads the client. */
export function trustProxies(app: Express, setting: TrustProxy): void {
  app.set('trust proxy', setting);
  if (setting !== false) app.use(forwardedToXForwarded, forwardedHostAsHost);
}

/** The client's address as the proxy rule gives it (the socket's own when no proxy is trusted). */
export function clientAddressOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
