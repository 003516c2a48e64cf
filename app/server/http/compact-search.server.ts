import { redirect } from 'react-router';
import { compactedSearch } from '#app/domain/listings/filters';

/**
 * Sends a list's address with empty parameters (what a plain HTML GET form sends: every field) to the
 * address without them, so shared and bookmarked links read `?type=villa`, not `?island=&type=villa&price=…`.
 */
export function redirectToCompactSearch(request: Request): void {
  const url = new URL(request.url);
  const search = compactedSearch(url.searchParams);
  if (search !== null) throw redirect(`${url.pathname}${search}`);
}
