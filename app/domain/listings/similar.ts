/**
 * Similar homes (issue 31, item 2): the rules that rank a listing's neighbours, declared once. The database applies
 * the same in one query (supabase/migrations/20261210000300_similar_homes.sql, `similar_properties` /
 * `similar_rentals`); tests/integration/similar-homes.test.ts holds the two together on a seeded set.
 *
 * A candidate's score — lower is nearer:
 *   1000 if it is on another island, 50 if it is another type of property (sales only),
 *   100 for each bedroom more or fewer, 100 for each price band apart;
 * ties go to the nearer normalised price (whole US dollars), then to the smaller id. Never the listing itself;
 * the database offers only published listings (never a private, draft or archived one).
 */

/** How many a page shows. */
export const SIMILAR_HOMES = 4;

export const SIMILARITY_WEIGHTS = { island: 1000, type: 50, bedroom: 100, band: 100 } as const;

/** The thresholds of the price bands, in whole US dollars: a sale's price, a rental's nightly rate. */
export const PRICE_BANDS = {
  property: [
    500_000, 1_000_000, 2_000_000, 3_500_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000, 25_000_000, 50_000_000,
  ],
  rental: [300, 600, 1_000, 1_500, 2_500, 4_000, 6_000, 10_000, 20_000],
} as const satisfies Record<'property' | 'rental', readonly number[]>;

export type SimilarKind = keyof typeof PRICE_BANDS;

/** A price's band: how many thresholds are at or under it (SQL's `width_bucket(price, thresholds)`). */
export function priceBand(priceUsd: number, kind: SimilarKind): number {
  return PRICE_BANDS[kind].filter((threshold) => threshold <= priceUsd).length;
}

/** What the ranking reads of a listing. */
export interface SimilarityKey {
  id: string;
  island: string;
  /** A property's type; null for rentals. */
  type: string | null;
  bedrooms: number;
  /** The normalised price (a rental's nightly rate), whole US dollars. */
  priceUsd: number;
}

/** How far `candidate` is from `page` (lower is nearer). */
export function similarityScore(page: SimilarityKey, candidate: SimilarityKey, kind: SimilarKind): number {
  return (
    (candidate.island === page.island ? 0 : SIMILARITY_WEIGHTS.island) +
    (kind === 'property' && candidate.type !== page.type ? SIMILARITY_WEIGHTS.type : 0) +
    SIMILARITY_WEIGHTS.bedroom * Math.abs(candidate.bedrooms - page.bedrooms) +
    SIMILARITY_WEIGHTS.band * Math.abs(priceBand(candidate.priceUsd, kind) - priceBand(page.priceUsd, kind))
  );
}

/** The `limit` nearest of `candidates` to `page`, nearest first, never `page` itself. */
export function rankSimilar<Candidate extends SimilarityKey>(
  page: SimilarityKey,
  candidates: readonly Candidate[],
  kind: SimilarKind,
  limit: number = SIMILAR_HOMES,
): Candidate[] {
  return candidates
    .filter((candidate) => candidate.id !== page.id)
    .map((candidate) => ({
      candidate,
      score: similarityScore(page, candidate, kind),
      gap: Math.abs(candidate.priceUsd - page.priceUsd),
    }))
    .sort((a, b) => a.score - b.score || a.gap - b.gap || (a.candidate.id < b.candidate.id ? -1 : 1))
    .slice(0, Math.max(0, limit))
    .map(({ candidate }) => candidate);
}
