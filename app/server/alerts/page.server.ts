import { data, redirect, type RouterContextProvider } from 'react-router';
import { frequencyFormSchema } from '#app/domain/alerts/alert-form';
import { describeSavedSearch } from '#app/domain/alerts/describe';
import { savedSearchPath } from '#app/domain/alerts/mail';
import { savedFiltersOf, savedSearchListPath } from '#app/domain/alerts/saved-filters';
import { isPrivateLinkToken } from '#app/domain/booking/private-links';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { privateLinkHeaders } from '#app/server/bookings/private-links.server';
import { getServices } from '#app/server/context.server';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import { alertQueries, type SavedSearch } from './queries.server';

/**
 * A saved search's private page, `/alerts/{token}` (or under /fr), and its one-click unsubscribe
 * (docs/decisions/019-private-links.md, 035-search-alerts.md). The token is the only credential; the database reads
 * and changes the search by it. GET only shows: confirming takes the page's button (a POST), since mail scanners open
 * links. Every answer is a private link's: never cached, never indexed, its address never sent on.
 */

export type AlertPageState = 'awaiting' | 'active' | 'unsubscribed';
export type AlertPageNotice = 'confirmed' | 'frequency' | 'unsubscribed' | null;

const notFound = () => data(null, { status: 404, headers: privateLinkHeaders({ postsForms: true }) });
const stateOf = (search: SavedSearch): AlertPageState =>
  search.unsubscribedAt ? 'unsubscribed' : search.confirmedAt ? 'active' : 'awaiting';

/** What the page shows: the search in words (in the page's language), its state, its address. */
export function alertPageData(search: SavedSearch, pathname: string) {
  const locale = localeFromPath(pathname);
  const filters = savedFiltersOf(search.kind, search.filters);
  return {
    words: describeSavedSearch(search.kind, filters, locale),
    email: search.email,
    frequency: search.frequency,
    state: stateOf(search),
    resultsPath: localizedPath(savedSearchListPath(search.kind, filters), locale),
  };
}

export async function loadAlertPage(request: Request, context: Readonly<RouterContextProvider>, token: string) {
  if (!isPrivateLinkToken(token)) throw notFound();
  const search = await getServices(context).capabilities.use(alertQueries).byToken(token);
  if (!search) throw notFound();
  const url = new URL(request.url);
  const done = url.searchParams.get('done');
  const notice: AlertPageNotice = done === 'confirmed' || done === 'frequency' || done === 'unsubscribed' ? done : null;
  return data(
    { ...alertPageData(search, url.pathname), notice },
    { headers: privateLinkHeaders({ postsForms: true }) },
  );
}

/** The page's buttons: confirm (or subscribe again), change the frequency, unsubscribe; then back to the page. */
export async function alertPageAction(request: Request, context: Readonly<RouterContextProvider>, token: string) {
  if (!isPrivateLinkToken(token)) throw notFound();
  const locale = localeFromPath(new URL(request.url).pathname);
  const submission = parseSubmission(await request.formData(), frequencyFormSchema);
  const headers = privateLinkHeaders({ postsForms: true });
  if (submission.status !== 'success') return data({ refused: true }, { status: 400, headers });
  const { intent, frequency } = submission.value;
  if (intent === 'frequency' && !frequency) return data({ refused: true }, { status: 400, headers });
  const search = await getServices(context).capabilities.use(alertQueries).act(token, intent, frequency);
  if (!search) throw notFound();
  log.info('saved search changed by its link', { action: intent });
  const done = intent === 'confirm' ? 'confirmed' : intent === 'unsubscribe' ? 'unsubscribed' : 'frequency';
  return redirect(`${savedSearchPath(token, locale)}?done=${done}`, { headers });
}

/**
 * RFC 8058's one-click unsubscribe, `POST /alerts/{token}/unsubscribe`: whoever posts (a mail provider's server, with
 * `List-Unsubscribe=One-Click`, without a session or a form token, from another site — server.ts lets this one
 * address through), the search stops sending. 200 whether it just stopped or had already; 404 for a link that opens
 * nothing. A GET (a person who pasted the address) goes to the search's page, which has the button.
 */
export async function oneClickUnsubscribe(request: Request, context: Readonly<RouterContextProvider>, token: string) {
  const headers = { ...privateLinkHeaders(), 'Content-Type': 'text/plain; charset=utf-8' };
  if (!isPrivateLinkToken(token)) return new Response('Not found', { status: 404, headers });
  const search = await getServices(context).capabilities.use(alertQueries).act(token, 'unsubscribe');
  if (!search) return new Response('Not found', { status: 404, headers });
  log.info('saved search unsubscribed in one click');
  return new Response('Unsubscribed', { status: 200, headers });
}
