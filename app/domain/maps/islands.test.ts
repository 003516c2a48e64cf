import { describe, expect, it } from 'vitest';
import { islandAt } from './islands';

describe('islandAt', () => {
  it('finds the island of points on it or just off its coast', () => {
    expect(islandAt(17.8962, -62.8498)).toBe('Saint Barthélemy'); // Gustavia
    expect(islandAt(17.9237, -62.8745)).toBe('Saint Barthélemy'); // Colombier
    expect(islandAt(18.0418, -63.118)).toBe('Sint Maarten'); // Maho
    expect(islandAt(18.0685, -63.0845)).toBe('Sint Maarten'); // Marigot, on the French side
  });

  it('refuses points far from both islands, and swapped coordinates', () => {
    expect(islandAt(18.2206, -63.0686)).toBeNull(); // Anguilla
    expect(islandAt(17.98, -62.86)).toBeNull(); // the channel between the two
    expect(islandAt(0, 0)).toBeNull();
    expect(islandAt(-62.8498, 17.8962)).toBeNull();
  });
});
