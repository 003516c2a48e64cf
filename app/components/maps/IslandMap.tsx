import { useId, type ReactNode } from 'react';
import { useLocale } from '#app/components/i18n/locale';
import { formatNumber } from '#app/domain/i18n/format';
import type { Locale } from '#app/domain/i18n/locale';
import { PLACE_FONT_SIZE, PLACE_LABEL_GAP } from '#app/domain/maps/labels';
import { mapTexts } from '#app/domain/maps/texts/map';
import type { IslandMap, MapMarker } from '#app/domain/maps/model';

interface IslandMapProps {
  map: IslandMap;
  caption: ReactNode;
  note?: ReactNode;
  /** The marker to highlight, e.g. the listing whose card the visitor points at. */
  activeKey?: string | null;
  onMarkerFocus?: (key: string | null) => void;
  className?: string;
}

/** An island's map in the page's language, for maps the browser draws (the results' map view, the editors). */
export function IslandMapFigure(props: IslandMapProps) {
  return <IslandMapDrawing {...props} locale={useLocale()} />;
}

/**
 * An island's map, drawn from data the loader built on the server (app/server/maps): a figure whose caption
 * names the area, an SVG that needs no script, tiles or third party, and the coastline's attribution.
 * Markers with an address are links (the results' map view); the others are the listing's own point or circle.
 * Needs no router, so the server can also render it to markup (app/components/maps/island-map-markup.server.tsx).
 */
export function IslandMapDrawing({
  map,
  caption,
  note,
  activeKey,
  onMarkerFocus,
  className = '',
  locale,
}: IslandMapProps & { locale: Locale }) {
  const t = mapTexts[locale];
  const captionId = useId();
  const linked = map.markers.some((marker) => marker.href);
  return (
    <figure className={`flex flex-col gap-2 ${className}`}>
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role={linked ? 'group' : 'img'}
        aria-labelledby={captionId}
        className="block h-auto w-full rounded-sm border border-line bg-sea-50 dark:bg-sea-900"
      >
        <path d={map.land} className="fill-surface stroke-line-strong" strokeWidth={1.5} strokeLinejoin="round" />
        <g aria-hidden="true" className="fill-fg-muted max-sm:hidden" fontSize={PLACE_FONT_SIZE}>
          {map.places.map((place) => (
            <g key={place.name}>
              <circle cx={place.x} cy={place.y} r={3} />
              <text
                x={place.x + (place.anchor === 'end' ? -PLACE_LABEL_GAP : PLACE_LABEL_GAP)}
                y={place.y + 5}
                textAnchor={place.anchor}
              >
                {place.name}
              </text>
            </g>
          ))}
        </g>
        {map.markers.map((marker) => (
          <Marker
            key={marker.key}
            marker={marker}
            active={marker.key === activeKey}
            onFocus={onMarkerFocus && ((on) => onMarkerFocus(on ? marker.key : null))}
          />
        ))}
        <g aria-hidden="true" className="fill-fg" transform={`translate(24 ${map.height - 24})`}>
          <rect width={map.scale.units} height={5} />
          <text y={-10} fontSize={17}>
            {t.scale(formatNumber(map.scale.metres / 1000, locale))}
          </text>
        </g>
      </svg>
      <figcaption id={captionId} className="text-sm text-fg-muted">
        {caption}
        {note ? <span className="mt-1 block">{note}</span> : null}
        <span className="mt-1 block text-xs text-fg-subtle">{t.attribution}</span>
      </figcaption>
    </figure>
  );
}

function Marker({ marker, active, onFocus }: { marker: MapMarker; active: boolean; onFocus?: (on: boolean) => void }) {
  const shape = marker.radius ? (
    <circle
      cx={marker.x}
      cy={marker.y}
      r={marker.radius}
      // A highlighted marker (its card pointed at) stands out in either theme: a denser fill, an outline in the text colour.
      className={active ? 'fill-accent/50 stroke-fg' : 'fill-accent/25 stroke-accent'}
      strokeWidth={active ? 4 : 2.5}
    />
  ) : (
    <circle
      cx={marker.x}
      cy={marker.y}
      r={active ? 13 : 9}
      className={active ? 'fill-primary stroke-fg' : 'fill-primary stroke-surface'}
      strokeWidth={3}
    />
  );
  if (!marker.href) return shape;
  return (
    <a
      href={marker.href}
      aria-label={marker.label}
      data-marker={marker.key}
      data-active={active || undefined}
      className="focus-visible:outline-none [&:focus-visible>circle]:stroke-ring [&:focus-visible>circle]:stroke-[6]"
      onMouseEnter={onFocus && (() => onFocus(true))}
      onMouseLeave={onFocus && (() => onFocus(false))}
      onFocus={onFocus && (() => onFocus(true))}
      onBlur={onFocus && (() => onFocus(false))}
    >
      <title>{marker.label}</title>
      {shape}
    </a>
  );
}
