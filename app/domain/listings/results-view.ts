/**
 * How a results page (/properties, /rentals) shows its listings: as the list of cards, or on the islands'
 * maps. The view is a GET parameter (`view=map`; absent means the list), so a map view is a shareable link
 * that works without JavaScript, and every link of the page (pages, filters, reset) carries it along.
 */

export const RESULTS_VIEWS = ['list', 'map'] as const;
export type ResultsView = (typeof RESULTS_VIEWS)[number];

export const VIEW_PARAM = 'view';

/** The view a URL asks for: 'map' only for `view=map` (the first value); anything else is the list. */
export function parseResultsView(params: URLSearchParams): ResultsView {
  return params.get(VIEW_PARAM) === 'map' ? 'map' : 'list';
}

/**
 * The URL parameter of a view, for links built from filters and the filter form's hidden field: `{ view: 'map' }`,
 * or nothing for the list.
 */
export function viewParam(view: ResultsView): Record<string, string> {
  return view === 'map' ? { [VIEW_PARAM]: view } : {};
}

/**
 * The same search in another view: every other parameter (filters, sort, page) kept as it is and in its
 * order, `view` set for the map and dropped for the list. Returns '' or '?…'.
 */
export function searchInView(search: string, view: ResultsView): string {
  const params = new URLSearchParams(search);
  params.delete(VIEW_PARAM);
  if (view === 'map') params.append(VIEW_PARAM, view);
  const out = params.toString();
  return out ? `?${out}` : '';
}
