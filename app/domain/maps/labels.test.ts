import { describe, expect, it } from 'vitest';
import { placesClearOf } from './labels';

const place = (name: string, x: number, y: number, anchor: 'start' | 'end' = 'start') => ({ name, x, y, anchor });

describe('place names clear of the markers', () => {
  it('keeps a name where no marker is', () => {
    expect(placesClearOf([place('Gustavia', 300, 300)], [{ key: 'a', label: 'A', x: 600, y: 100 }], 800)).toEqual([
      place('Gustavia', 300, 300),
    ]);
  });

  it('moves a name a marker would hide to the other side of its dot', () => {
    // A point marker just right of the dot, over the start of the name.
    const moved = placesClearOf([place('Colombier', 150, 340)], [{ key: 'a', label: 'A', x: 200, y: 338 }], 800);
    expect(moved).toEqual([place('Colombier', 150, 340, 'end')]);
    const back = placesClearOf([place('Toiny', 700, 510, 'end')], [{ key: 'b', label: 'B', x: 670, y: 505 }], 800);
    expect(back).toEqual([place('Toiny', 700, 510, 'start')]);
  });

  it('leaves a name out when markers cover both sides, and counts a circle by its radius', () => {
    const markers = [
      { key: 'a', label: 'A', x: 230, y: 340 },
      { key: 'b', label: 'B', x: 80, y: 340 },
    ];
    expect(placesClearOf([place('Colombier', 150, 340)], markers, 800)).toEqual([]);
    // A discreet circle 60 units across, its edge on the name.
    expect(
      placesClearOf([place('Lorient', 565, 461)], [{ key: 'c', label: 'C', x: 640, y: 430, radius: 30 }], 800),
    ).toEqual([place('Lorient', 565, 461, 'end')]);
    // The same circle farther off hides nothing.
    expect(
      placesClearOf([place('Lorient', 565, 461)], [{ key: 'c', label: 'C', x: 700, y: 380, radius: 30 }], 800),
    ).toEqual([place('Lorient', 565, 461)]);
  });

  it('never moves a name out of the map, and lets a marker sit beside the dot', () => {
    // Grand Cul-de-Sac near the east edge: its name cannot move right, so it is left out.
    const east = place('Grand Cul-de-Sac', 680, 432, 'end');
    expect(placesClearOf([east], [{ key: 'a', label: 'A', x: 640, y: 432 }], 800)).toEqual([]);
    // A marker on the far side of Gustavia's dot: the name, clear of it, stays.
    expect(placesClearOf([place('Gustavia', 338, 526)], [{ key: 'b', label: 'B', x: 318, y: 526 }], 800)).toEqual([
      place('Gustavia', 338, 526),
    ]);
  });
});
