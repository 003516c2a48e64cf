/**
 * The geometry of the back office's charts (app/components/admin/charts/): scales, ticks, bands and stacks,
 * as plain numbers in the SVG's own units (its viewBox). Pure, so the charts render on the server with no
 * library and no JavaScript in the browser, and every position is unit-tested.
 */

/** A step of 1, 2 or 5 times a power of ten, at least `minimum`, giving about `count` steps up to `max`. */
export function niceStep(max: number, count = 4, minimum = 1): number {
  if (!(max > 0) || !(count > 0)) return minimum;
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return Math.max(minimum, step);
}

/** Tick values from 0 to the first multiple of a nice step at or above `max` (whole numbers: counts). */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Math.round(value * 1e9) / 1e9);
  return ticks;
}

/** Maps [d0, d1] onto [r0, r1] (either may be reversed, as a y axis is); a flat domain maps to r0. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0;
  return (value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** `count` equal bands across [start, end], each leaving `padding` (0..1) of its step empty, split on both sides. */
export function bands(count: number, [start, end]: readonly [number, number], padding = 0.2) {
  const step = count > 0 ? (end - start) / count : 0;
  const width = step * (1 - Math.min(Math.max(padding, 0), 1));
  return { step, width, start: (index: number) => start + index * step + (step - width) / 2 };
}

/** The running sums of a stack: each value's start and end, from 0 (negative values count as 0). */
export function stack(values: readonly number[]): { start: number; end: number }[] {
  let total = 0;
  return values.map((value) => {
    const start = total;
    total += Math.max(0, value);
    return { start, end: total };
  });
}

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StackedColumn {
  index: number;
  /** The band's left edge and width. */
  x: number;
  width: number;
  total: number;
  /** The top of the stack (the plot's bottom when empty). */
  top: number;
  segments: (Rect & { series: number; value: number })[];
}

export interface StackedColumnsLayout {
  plot: Rect;
  /** Gridlines: value and y. */
  ticks: { value: number; y: number }[];
  columns: StackedColumn[];
}

/**
 * Stacked columns: one column per entry of `columns`, each a stack of its series' values (bottom first), in a
 * `width` × `height` viewBox with room for axes in `margins`. Zero-height segments are left out.
 */
export function stackedColumns(
  columns: readonly (readonly number[])[],
  {
    width,
    height,
    margins,
    padding = 0.2,
    tickCount = 4,
  }: {
    width: number;
    height: number;
    margins: Margins;
    padding?: number;
    tickCount?: number;
  },
): StackedColumnsLayout {
  const plot = {
    x: margins.left,
    y: margins.top,
    width: Math.max(0, width - margins.left - margins.right),
    height: Math.max(0, height - margins.top - margins.bottom),
  };
  const totals = columns.map((values) => values.reduce((sum, value) => sum + Math.max(0, value), 0));
  const ticks = niceTicks(Math.max(0, ...totals), tickCount);
  const y = linearScale([0, ticks[ticks.length - 1]!], [plot.y + plot.height, plot.y]);
  const band = bands(columns.length, [plot.x, plot.x + plot.width], padding);
  return {
    plot,
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    columns: columns.map((values, index) => {
      const x = band.start(index);
      const segments = stack(values)
        .map(({ start, end }, series) => ({
          series,
          value: values[series]!,
          x,
          width: band.width,
          y: y(end),
          height: y(start) - y(end),
        }))
        .filter((segment) => segment.height > 0);
      return { index, x, width: band.width, total: totals[index]!, top: y(totals[index]!), segments };
    }),
  };
}

export interface HorizontalBar {
  index: number;
  /** Where the row starts (its label's baseline sits above the bar). */
  rowY: number;
  bar: Rect;
  value: number;
}

/**
 * Horizontal bars, one row each: a label line of `labelHeight`, then the bar of `barHeight`, rows `gap` apart;
 * bars scale from `x` to `x + width` against the largest value (or `max`). The whole height is returned.
 */
export function horizontalBars(
  values: readonly number[],
  {
    x,
    width,
    top = 0,
    labelHeight = 18,
    barHeight = 14,
    gap = 10,
    max,
  }: { x: number; width: number; top?: number; labelHeight?: number; barHeight?: number; gap?: number; max?: number },
): { bars: HorizontalBar[]; height: number } {
  const largest = max ?? Math.max(0, ...values);
  const scale = linearScale([0, largest || 1], [0, width]);
  const rowHeight = labelHeight + barHeight + gap;
  const bars = values.map((value, index) => {
    const rowY = top + index * rowHeight;
    return {
      index,
      rowY,
      value,
      bar: { x, y: rowY + labelHeight, width: Math.max(0, scale(Math.max(0, value))), height: barHeight },
    };
  });
  return { bars, height: top + values.length * rowHeight - (values.length ? gap : 0) };
}

/** Every nth index of `count`, always the last (axis labels that must not collide). */
export function labelledIndexes(count: number, every: number): number[] {
  const step = Math.max(1, Math.floor(every));
  const indexes: number[] = [];
  if (count <= 0) return indexes;
  for (let index = (count - 1) % step; index < count; index += step) indexes.push(index);
  return indexes;
}

/** A percentage for labels: whole numbers, '<1%' for a sliver, never '0%' for something. */
export function percent(share: number): string {
  if (!(share > 0)) return '0%';
  if (share < 0.005) return '<1%';
  return `${Math.round(share * 100)}%`;
}
