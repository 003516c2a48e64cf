import { describe, expect, it } from 'vitest';
import { approximateCentre, distanceMetres, MAX_OFFSET_METRES, MIN_OFFSET_METRES } from './approximate';

const GUSTAVIA = { latitude: 17.8962, longitude: -62.8498 };

describe('approximateCentre', () => {
  it('moves every listing between 150 m and 400 m from its true point', () => {
    for (let i = 0; i < 2000; i++) {
      const id = `${i.toString(16).padStart(8, '0')}-4a1b-4c2d-8e3f-${(i * 7919).toString(16).padStart(12, '0')}`;
      const distance = distanceMetres(GUSTAVIA, approximateCentre(id, GUSTAVIA));
      expect(distance).toBeGreaterThanOrEqual(MIN_OFFSET_METRES - 0.5);
      expect(distance).toBeLessThanOrEqual(MAX_OFFSET_METRES + 0.5);
    }
  });

  it('gives the same centre for the same listing, every time', () => {
    const id = '3f6c1a52-9b1e-4d8a-a0c4-6e2f9b7d1c30';
    expect(approximateCentre(id, GUSTAVIA)).toEqual(approximateCentre(id, GUSTAVIA));
  });

  it('moves different listings differently, in every direction', () => {
    const bearings = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const centre = approximateCentre(`listing-${i}`, GUSTAVIA);
      const quadrant = (centre.latitude > GUSTAVIA.latitude ? 1 : 0) + (centre.longitude > GUSTAVIA.longitude ? 2 : 0);
      bearings.add(quadrant);
    }
    expect(bearings.size).toBe(4);
    expect(approximateCentre('a', GUSTAVIA)).not.toEqual(approximateCentre('b', GUSTAVIA));
  });
});

describe('distanceMetres', () => {
  it('measures a known distance: one minute of latitude is a nautical mile', () => {
    expect(distanceMetres(GUSTAVIA, { ...GUSTAVIA, latitude: GUSTAVIA.latitude + 1 / 60 })).toBeCloseTo(1853, -1);
  });
});
