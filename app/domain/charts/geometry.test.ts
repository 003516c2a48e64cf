import { describe, expect, it } from 'vitest';
import {
  bands,
  horizontalBars,
  labelledIndexes,
  linearScale,
  niceStep,
  niceTicks,
  percent,
  stack,
  stackedColumns,
} from './geometry';

describe('niceStep and niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten, whole numbers for counts', () => {
    expect(niceStep(10, 4)).toBe(5);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(3, 4)).toBe(1);
    expect(niceStep(130, 4)).toBe(50);
    expect(niceStep(0, 4)).toBe(1);
    expect(niceStep(Number.NaN, 4)).toBe(1);
  });

  it('ticks from 0 to the first step at or above the largest value', () => {
    expect(niceTicks(10)).toEqual([0, 5, 10]);
    expect(niceTicks(11)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(950)).toEqual([0, 500, 1000]);
  });
});

describe('linearScale and bands', () => {
  it('maps a domain onto a range, reversed for a y axis, flat domains to the start', () => {
    const y = linearScale([0, 10], [100, 0]);
    expect(y(0)).toBe(100);
    expect(y(10)).toBe(0);
    expect(y(2.5)).toBe(75);
    expect(linearScale([3, 3], [5, 50])(3)).toBe(5);
  });

  it('splits a span into equal bands with their padding on both sides', () => {
    const band = bands(4, [0, 100], 0.2);
    expect(band.step).toBe(25);
    expect(band.width).toBe(20);
    expect(band.start(0)).toBe(2.5);
    expect(band.start(3)).toBe(77.5);
    expect(bands(0, [0, 100]).width).toBe(0);
  });
});

describe('stack', () => {
  it('runs the sums from 0, negative values counting as 0', () => {
    expect(stack([2, 0, 3, -1])).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 2 },
      { start: 2, end: 5 },
      { start: 5, end: 5 },
    ]);
  });
});

describe('stackedColumns', () => {
  const margins = { top: 10, right: 0, bottom: 10, left: 20 };

  it('stacks each column’s series from the plot’s bottom, scaled to nice ticks', () => {
    const layout = stackedColumns(
      [
        [1, 2],
        [0, 0],
        [4, 1],
      ],
      { width: 320, height: 120, margins, padding: 0 },
    );
    expect(layout.plot).toEqual({ x: 20, y: 10, width: 300, height: 100 });
    // Largest total 5: ticks 0, 2, 4, 6 — the top tick (6) at the plot's top.
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 2, 4, 6]);
    expect(layout.ticks[0]!.y).toBe(110);
    expect(layout.ticks[3]!.y).toBe(10);
    const [first, empty, last] = layout.columns;
    expect(first!.x).toBe(20);
    expect(first!.width).toBe(100);
    expect(first!.total).toBe(3);
    const [bottom, top] = first!.segments;
    expect(bottom!.series).toBe(0);
    expect(bottom!.y).toBeCloseTo(110 - 100 / 6);
    expect(bottom!.height).toBeCloseTo(100 / 6);
    expect(top!.series).toBe(1);
    expect(top!.y).toBeCloseTo(110 - 300 / 6);
    expect(top!.height).toBeCloseTo(200 / 6);
    expect(first!.segments).toHaveLength(2);
    // An empty column has no segments; its top is the plot's bottom.
    expect(empty!.segments).toEqual([]);
    expect(empty!.top).toBe(110);
    expect(last!.x).toBe(220);
    expect(last!.top).toBeCloseTo(110 - 500 / 6);
  });

  it('draws nothing above the plot, even when every column is empty', () => {
    const layout = stackedColumns([[0], [0]], { width: 100, height: 50, margins });
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 1]);
    expect(layout.columns.every((column) => column.segments.length === 0)).toBe(true);
  });
});

describe('horizontalBars', () => {
  it('gives each row a label line then a bar scaled to the largest value', () => {
    const { bars, height } = horizontalBars([10, 5, 0], { x: 0, width: 200, labelHeight: 20, barHeight: 10, gap: 5 });
    expect(bars.map((bar) => bar.rowY)).toEqual([0, 35, 70]);
    expect(bars.map((bar) => bar.bar.y)).toEqual([20, 55, 90]);
    expect(bars.map((bar) => bar.bar.width)).toEqual([200, 100, 0]);
    expect(height).toBe(100);
  });

  it('scales against a given maximum, and has no height without rows', () => {
    expect(horizontalBars([5], { x: 10, width: 100, max: 20 }).bars[0]!.bar).toMatchObject({ x: 10, width: 25 });
    expect(horizontalBars([], { x: 0, width: 100 }).height).toBe(0);
  });
});

describe('labels', () => {
  it('labels every nth column, always the last', () => {
    expect(labelledIndexes(26, 6)).toEqual([1, 7, 13, 19, 25]);
    expect(labelledIndexes(3, 1)).toEqual([0, 1, 2]);
    expect(labelledIndexes(0, 4)).toEqual([]);
  });

  it('writes shares as whole percentages, never 0% for something', () => {
    expect(percent(0)).toBe('0%');
    expect(percent(0.004)).toBe('<1%');
    expect(percent(0.5)).toBe('50%');
    expect(percent(1)).toBe('100%');
  });
});
