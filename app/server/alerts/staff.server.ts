import { data, redirect } from 'react-router';
import { describeSavedSearch } from '#app/domain/alerts/describe';
import { savedFiltersOf, savedSearchListPath } from '#app/domain/alerts/saved-filters';
import { savedSearchStaffTexts as t } from '#app/domain/alerts/texts/staff';
import type { Capabilities } from '#app/server/capabilities.server';
import { log } from '#app/server/log.server';
import { alertQueries, type SavedSearch } from './queries.server';

/**
 * Staff's saved searches (issue 31, item 1): the list (address, what they look for in words, frequency, state,
 * since when), and "Turn into a lead" — a lead of the pipeline (source 'alert') whose message is the search in
 * words, once per search (saved_search_to_lead). Every staff member; row level security says the same.
 */

export const SAVED_SEARCH_PAGE_SIZE = 50;

export type SavedSearchState = keyof typeof t.states;
const stateOf = (search: SavedSearch): SavedSearchState =>
  search.unsubscribedAt ? 'unsubscribed' : search.confirmedAt ? 'active' : 'awaiting';

export async function loadSavedSearches(capabilities: Capabilities, url: URL) {
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const { rows, total } = await capabilities.use(alertQueries).listForStaff(page, SAVED_SEARCH_PAGE_SIZE);
  return {
    page,
    total,
    pageCount: Math.max(1, Math.ceil(total / SAVED_SEARCH_PAGE_SIZE)),
    rows: rows.map((search) => ({
      id: search.id,
      email: search.email,
      words: describeSavedSearch(search.kind, savedFiltersOf(search.kind, search.filters), 'en'),
      frequency: search.frequency,
      locale: search.locale,
      state: stateOf(search),
      since: search.unsubscribedAt ?? search.confirmedAt ?? search.createdAt,
      createdAt: search.createdAt,
      leadId: search.leadId,
    })),
  };
}

/** intent=lead with `searchId`: the search's lead (made now, or the one made before); then its page. */
export async function savedSearchAction(capabilities: Capabilities, formData: FormData, siteOrigin: string) {
  const searchId = String(formData.get('searchId') ?? '');
  if (formData.get('intent') !== 'lead' || !/^[0-9a-f-]{36}$/i.test(searchId))
    return data({ error: t.notFound }, { status: 400 });
  const alerts = capabilities.use(alertQueries);
  try {
    const search = await alerts.getForStaff(searchId);
    if (!search) return data({ error: t.notFound }, { status: 404 });
    const filters = savedFiltersOf(search.kind, search.filters);
    const message = t.leadMessage(
      describeSavedSearch(search.kind, filters, 'en'),
      t.frequencies[search.frequency],
      t.languages[search.locale],
      `${siteOrigin}${savedSearchListPath(search.kind, filters)}`,
    );
    const leadId = await alerts.toLead(searchId, message);
    if (!leadId) return data({ error: t.notFound }, { status: 404 });
    log.info('saved search turned into a lead', { searchId, leadId });
    return redirect(`/admin/inquiries/${leadId}`);
  } catch (error) {
    log.error('saved search not turned into a lead', { searchId, error });
    return data({ error: t.failed }, { status: 503 });
  }
}
