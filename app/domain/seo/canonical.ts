/**
 * The canonical query of a public page (docs/decisions/011-search-engines.md): only the page number, when past
 * the first. Filters and sort orders are views of the same list, the map view (`view`) another view of it, the
 * visitor's currency the same page in other units, a villa's calendar month or stay the same villa — none is
 * another page for a search engine. The hreflang alternates carry the same query.
 */
export function canonicalSearch(search: string): string {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(page) && page > 1 ? `?page=${page}` : '';
}
