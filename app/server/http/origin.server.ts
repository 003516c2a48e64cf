/**
 * The site's origin for absolute links (canonical and hreflang links, Open Graph, structured data, the
 * sitemap, robots.txt and the feed): the request's own, which server.ts takes from a trusted proxy's
 * X-Forwarded-Proto/-Host when TRUST_PROXY names one (app/server/http/proxy.ts).
 */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}
