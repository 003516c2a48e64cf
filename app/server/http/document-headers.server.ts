/**
 * The headers of a route's document response: its parents', its loader's and — for a form posted without
 * JavaScript — its action's, such as a refusal's `Retry-After`. React Router passes on only the cookies of a
 * loader or action whose route exports no `headers`, so a 429 from an inquiry form or the sign-in throttle lost
 * its `Retry-After` on the way to the browser (found by tests/e2e/cluster.spec.ts). Cookies are left to React
 * Router, which adds every route's own.
 *
 *   export const headers: Route.HeadersFunction = documentHeaders;
 */
export function documentHeaders({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers;
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  headers.delete('Set-Cookie');
  for (const source of [loaderHeaders, actionHeaders]) {
    source.forEach((value, name) => {
      if (name !== 'set-cookie') headers.set(name, value);
    });
  }
  return headers;
}
