import { resultsMaps } from './island-maps.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { listingQueries } from '#app/server/listings/listings.server';

/**
 * The map view of a page of results (/properties?view=map, /rentals?view=map): the islands' maps with a
 * marker linking to each listing of the page that has coordinates, and the ids of those that have none (the
 * page lists them with a note). The listings' true points stay here; the markers stand at `publicLocation()`.
 */
export async function resultsMapOf(
  capabilities: Capabilities,
  table: 'properties' | 'rentals',
  rows: readonly { id: string; title: string }[],
  /** The listing's address in the page's language (with a rental's searched dates, as its card). */
  hrefOf: (id: string) => string,
) {
  const found = await capabilities.use(listingQueries).listPublishedLocations(
    table,
    rows.map((row) => row.id),
  );
  const locations = new Map(found.map((location) => [location.id, location]));
  const listings = rows.flatMap((row) => {
    const location = locations.get(row.id);
    return location ? [{ ...location, label: row.title, href: hrefOf(row.id) }] : [];
  });
  const maps = resultsMaps(listings);
  const onMap = new Set(maps.flatMap((map) => map.markers.map((marker) => marker.key)));
  return { maps, unmapped: rows.filter((row) => !onMap.has(row.id)).map((row) => row.id) };
}

export type ResultsMap = Awaited<ReturnType<typeof resultsMapOf>>;
