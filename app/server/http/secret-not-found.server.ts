/**
 * The answer of an address opened by a secret (the iCal export, a portal feed) when the secret does not open it:
 * a bare 404 that says neither which part was wrong, kept by no cache (a renewed secret must work at once) and
 * indexed by no search engine.
 */
export function secretNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
