import { BackendError } from '#app/server/backend/query';

/**
 * What the back office's actions answer when they cannot do what was asked: an intent the page does not
 * take, a backend failure as an HTTP status, and where a list returns to.
 */

export const UNKNOWN_ACTION = 'That action is not available here.';

/** HTTP status for a backend failure: refused by row level security, backend down, or anything else. */
export function backendFailureStatus(error: unknown): number {
  if (error instanceof BackendError) {
    if (error.code === 'permission') return 403;
    if (error.code === 'unavailable') return 503;
  }
  return 500;
}

/**
 * Where a list returns to after a delete: its own path with the search the page had. (A fetcher's
 * request reaches the action as `/admin/….data?…`, so the path is given, not read from the URL.)
 */
export function listReturnPath(request: Request, pathname: string): string {
  const params = new URL(request.url).searchParams;
  params.delete('_routes');
  params.delete('index');
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
