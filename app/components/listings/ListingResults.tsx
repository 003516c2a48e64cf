import { Fragment, lazy, type ReactNode } from 'react';
import { ResultsMap as ResultsMapNow } from '#app/components/maps/ResultsMap';
import type { IslandMap } from '#app/domain/maps/model';
import type { ResultsView } from '#app/domain/listings/results-view';
import { hydrateLater } from '#app/components/ui/hydrate-later';

/** Two links: they work as links until their chunk has come (app/components/ui/hydrate-later.tsx). */
const ResultsViewSwitch = hydrateLater(() => import('./ResultsViewSwitch').then((module) => module.ResultsViewSwitch));

/**
 * The map view's component, fetched by the browser only when a map view is shown, so the list view's first
 * load carries none of it. The server renders it at once, with no Suspense boundary: React outlines a large
 * boundary into a hidden segment that only a script reveals, which would hide the maps without JavaScript.
 * In the browser the lazy component suspends the hydration (or the navigation's transition) until its small
 * chunk has arrived; meanwhile the page is the server's HTML, links and all.
 */
const ResultsMap = import.meta.env.SSR
  ? ResultsMapNow
  : // `lazy` drops the component's type parameter; it is still the same (generic) component.
    (lazy(() =>
      import('#app/components/maps/ResultsMap').then((module) => ({ default: module.ResultsMap })),
    ) as unknown as typeof ResultsMapNow);

/** What the loader sends in the map view (app/server/maps/results-map.server.ts); null in the list view. */
export type ResultsMapData = { maps: IslandMap[]; unmapped: string[] } | null;

/** The line that counts the results (announced on change), with the switch between the list and the map. */
export function ResultsStatus({ view, children }: { view: ResultsView; children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
      <p className="text-sm text-fg-muted" role="status">
        {children}
      </p>
      <ResultsViewSwitch view={view} />
    </div>
  );
}

/**
 * A page of results: the grid of cards (the first row's images loaded eagerly), or with the map data the
 * islands' maps beside the cards, or the empty state when nothing matches.
 */
export function ListingResults<Row extends { id: string }>({
  rows,
  map,
  empty,
  card,
}: {
  rows: readonly Row[];
  map: ResultsMapData;
  empty: ReactNode;
  card: (row: Row, eager: boolean) => ReactNode;
}) {
  if (rows.length === 0) return empty;
  if (map) return <ResultsMap maps={map.maps} unmapped={map.unmapped} rows={rows} card={(row) => card(row, false)} />;
  return (
    <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((row, index) => (
        <Fragment key={row.id}>{card(row, index < 3)}</Fragment>
      ))}
    </div>
  );
}
