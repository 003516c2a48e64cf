import type { ReactNode } from 'react';

/**
 * How the charts tell series apart: a theme colour (CSS variables, so both themes follow) AND a texture —
 * solid, stripes, dots, cross-hatch — so colour is never the only cue. Each colour keeps at least 3:1 against
 * the card's surface in both themes (app.css: accent, success, fg-muted, fg).
 */
export const SERIES_STYLES = [
  { fill: 'fill-accent', texture: 'solid' },
  { fill: 'fill-success', texture: 'stripes' },
  { fill: 'fill-fg-muted', texture: 'dots' },
  { fill: 'fill-fg', texture: 'hatch' },
  { fill: 'fill-accent', texture: 'dots' },
  { fill: 'fill-success', texture: 'hatch' },
] as const;

export const seriesFill = (chartId: string, series: number) => `url(#${chartId}-series-${series})`;

/** The <defs> of a chart's series textures (ids prefixed by the chart's, unique on the page). */
export function SeriesPatterns({ chartId, series }: { chartId: string; series: readonly number[] }) {
  return (
    <defs>
      {series.map((index) => {
        const style = SERIES_STYLES[index % SERIES_STYLES.length]!;
        return (
          <pattern key={index} id={`${chartId}-series-${index}`} patternUnits="userSpaceOnUse" width="6" height="6">
            <rect width="6" height="6" className={style.fill} />
            {style.texture === 'stripes' ? (
              <path d="M-1 1 L1 -1 M0 6 L6 0 M5 7 L7 5" className="stroke-surface" strokeWidth="1.4" />
            ) : null}
            {style.texture === 'dots' ? <circle cx="3" cy="3" r="1.2" className="fill-surface" /> : null}
            {style.texture === 'hatch' ? <path d="M0 3 H6 M3 0 V6" className="stroke-surface" strokeWidth="1" /> : null}
          </pattern>
        );
      })}
    </defs>
  );
}

/** The legend: each series' swatch (its texture too) and name, in stacking order, as a list. */
export function SeriesLegend({ chartId, labels }: { chartId: string; labels: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted" aria-label="Legend">
      {labels.map((label, series) => (
        <li key={label} className="flex items-center gap-1.5">
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <SeriesPatterns chartId={`${chartId}-legend`} series={[series]} />
            <rect
              x="0.5"
              y="0.5"
              width="13"
              height="13"
              fill={seriesFill(`${chartId}-legend`, series)}
              className="stroke-line-strong"
            />
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}

/**
 * A chart's SVG: an image named by its title and described by its numbers (`description`, the same figures as
 * its data table), with its series' textures defined; `children` draw it in `width` × `height` units.
 */
export function ChartSvg({
  chartId,
  title,
  description,
  width,
  height,
  series,
  className,
  children,
}: {
  chartId: string;
  title: string;
  description: string;
  width: number;
  height: number;
  series: readonly number[];
  className: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${chartId}-title`}
      aria-describedby={`${chartId}-desc`}
      className={className}
    >
      <title id={`${chartId}-title`}>{title}</title>
      <desc id={`${chartId}-desc`}>{description}</desc>
      <SeriesPatterns chartId={chartId} series={series} />
      {children}
    </svg>
  );
}

/**
 * A chart drawn for the width it is read at (CSS chooses, no JavaScript): on a phone in fewer user units, so its type
 * reads at about 12 px rather than 8; from `sm` up as designed; and, for a chart across a whole card on a desktop
 * (`large`), in more units, so it fills the card at the same height. Only one is displayed (the others are
 * `display: none`, out of the accessibility tree too).
 */
export function ResponsiveChart({ phone, wider, large }: { phone: ReactNode; wider: ReactNode; large?: ReactNode }) {
  return (
    <>
      <div className="min-w-0 sm:hidden">{phone}</div>
      <div className={`hidden min-w-0 sm:block ${large ? 'lg:hidden' : ''}`}>{wider}</div>
      {large ? <div className="hidden min-w-0 lg:block">{large}</div> : null}
    </>
  );
}

/** The sizes a chart is drawn at: its width in user units and its type size. */
export interface ChartScale {
  width: number;
  fontSize: number;
  /** Suffix of the ids of this drawing (titles, textures), unique on the page. */
  idSuffix: string;
}

/** On a phone: about as many units as the card has pixels (≈ 300 at 375 px), type of 12. */
export const PHONE_SCALE: ChartScale = { width: 300, fontSize: 12, idSuffix: '-phone' };
/** From `sm` up, as the charts were designed. */
export const DESIGN_SCALE: ChartScale = { width: 360, fontSize: 11, idSuffix: '' };
/** Across a whole card on a desktop: twice the units. */
export const LARGE_SCALE: ChartScale = { width: 760, fontSize: 11, idSuffix: '-large' };
