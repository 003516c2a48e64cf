import { describe, expect, it } from 'vitest';
import { priceBand, rankSimilar, similarityScore, type SimilarityKey } from './similar';

const page: SimilarityKey = { id: 'p', island: 'Saint Barthélemy', type: 'villa', bedrooms: 4, priceUsd: 6_000_000 };
const home = (id: string, changes: Partial<SimilarityKey> = {}): SimilarityKey => ({ ...page, id, ...changes });

describe('price bands', () => {
  it('count the thresholds at or under a price, as width_bucket does', () => {
    expect(priceBand(0, 'property')).toBe(0);
    expect(priceBand(499_999, 'property')).toBe(0);
    expect(priceBand(500_000, 'property')).toBe(1);
    expect(priceBand(6_000_000, 'property')).toBe(5);
    expect(priceBand(90_000_000, 'property')).toBe(10);
    expect(priceBand(1_200, 'rental')).toBe(3);
  });
});

describe('similarity', () => {
  it('weighs island, type, bedrooms and price band', () => {
    expect(similarityScore(page, home('a'), 'property')).toBe(0);
    expect(similarityScore(page, home('b', { island: 'Sint Maarten' }), 'property')).toBe(1000);
    expect(similarityScore(page, home('c', { type: 'apartment' }), 'property')).toBe(50);
    expect(similarityScore(page, home('c', { type: 'apartment' }), 'rental')).toBe(0);
    expect(similarityScore(page, home('d', { bedrooms: 2 }), 'property')).toBe(200);
    expect(similarityScore(page, home('e', { priceUsd: 12_000_000 }), 'property')).toBe(200);
  });

  it('ranks nearest first, ties by the nearer price then the id, never the page itself, at most the limit', () => {
    const ranked = rankSimilar(
      page,
      [
        home('p'),
        home('far', { island: 'Sint Maarten' }),
        home('z-same', { priceUsd: 6_100_000 }),
        home('a-same', { priceUsd: 6_100_000 }),
        home('closer', { priceUsd: 6_050_000 }),
        home('flat', { type: 'apartment' }),
        home('bigger', { bedrooms: 5 }),
      ],
      'property',
    );
    expect(ranked.map((candidate) => candidate.id)).toEqual(['closer', 'a-same', 'z-same', 'flat']);
    expect(rankSimilar(page, [home('p')], 'property')).toEqual([]);
  });
});
