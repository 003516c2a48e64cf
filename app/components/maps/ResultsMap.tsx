import { useState, type ReactNode } from 'react';
import { cx } from '#app/components/ui/cx';
import { useTexts } from '#app/components/i18n/locale';
import { mapTexts } from '#app/domain/maps/texts/map';
import type { IslandMap } from '#app/domain/maps/model';
import { IslandMapFigure } from './IslandMap';

/**
 * The map view of a page of results: the islands' maps (one per island with a listing on the page) beside
 * the page's cards — stacked above them on a phone — so the page still lists every result; a listing without
 * coordinates says it is not on the map. With JavaScript, pointing at or focusing a card highlights its
 * marker, and a marker its card.
 */
export function ResultsMap<Row extends { id: string }>({
  maps,
  unmapped,
  rows,
  card,
}: {
  maps: readonly IslandMap[];
  /** The ids of the rows that have no coordinates. */
  unmapped: readonly string[];
  rows: readonly Row[];
  card: (row: Row) => ReactNode;
}) {
  const words = useTexts(mapTexts);
  const [active, setActive] = useState<string | null>(null);
  const unplaced = new Set(unmapped);
  const point = (id: string) => ({
    onMouseEnter: () => setActive(id),
    onMouseLeave: () => setActive(null),
    // React's focus events bubble: a card's link gaining or losing focus reaches its item.
    onFocus: () => setActive(id),
    onBlur: () => setActive(null),
  });
  return (
    <div className={cx('mt-6 grid gap-8', maps.length > 0 && 'lg:grid-cols-[minmax(0,11fr)_minmax(0,10fr)]')}>
      {maps.length > 0 ? (
        <section
          aria-label={words.onTheMap}
          // One map stays in view while the cards scroll; two would not fit a screen's height.
          className={cx('flex min-w-0 flex-col gap-8', maps.length === 1 && 'lg:sticky lg:top-6 lg:self-start')}
        >
          {maps.map((map) => (
            <IslandMapFigure
              key={map.id}
              map={map}
              caption={words.resultsOn(map.island, map.markers.length)}
              activeKey={active}
              onMarkerFocus={setActive}
            />
          ))}
        </section>
      ) : null}
      <ul
        className={cx(
          'grid content-start gap-8 sm:grid-cols-2',
          maps.length > 0 ? 'lg:grid-cols-1 xl:grid-cols-2' : 'lg:grid-cols-3',
        )}
      >
        {rows.map((row) => (
          <li
            key={row.id}
            data-listing={row.id}
            data-active={active === row.id || undefined}
            className="flex flex-col gap-2 rounded-[2px] ring-accent ring-offset-4 ring-offset-canvas transition-shadow data-[active]:ring-2"
            {...point(row.id)}
          >
            {card(row)}
            {unplaced.has(row.id) ? <p className="text-sm text-fg-muted">{words.notOnMap}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
