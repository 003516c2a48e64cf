import { beforeAll, describe, expect, it } from 'vitest';
import { rankSimilar, SIMILAR_HOMES, type SimilarityKey } from '#app/domain/listings/similar';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { listingQueries } from '#app/server/listings/listings.server';
import { createBackend } from '#tests/helpers/backend';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertProperty, insertRental } from '#tests/helpers/fixtures';

/**
 * Similar homes (issue 31, item 2), on PGlite and PostgreSQL: the database's one query (`similar_properties`,
 * `similar_rentals`) ranks exactly as app/domain/listings/similar.ts does on a seeded set — near ones from the index
 * and the full scan when too few are near —, never the page's own listing, never a private, draft or archived one;
 * a private listing (its share page) gets published neighbours too.
 */

const ISLANDS = ['Saint Barthélemy', 'Sint Maarten'] as const;
const TYPES = ['villa', 'apartment', 'house'] as const;
/** A deterministic spread: every island, type, 1–7 bedrooms, prices over every band, a few not published. */
const spread = (n: number) => ({
  island: ISLANDS[n % 7 === 0 ? 1 : 0],
  type: TYPES[n % 3]!,
  bedrooms: 1 + ((n * 5) % 7),
  status: n % 11 === 0 ? 'private' : n % 13 === 0 ? 'draft' : n % 17 === 0 ? 'archived' : 'published',
});

describe.each(ENGINES)('similar homes on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const properties: (SimilarityKey & { status: string })[] = [];
  const rentals: (SimilarityKey & { status: string })[] = [];
  const visitor = () => createBackend(sqlExecutor(database().db, ANONYMOUS)).use(listingQueries);

  beforeAll(async () => {
    const { db } = database();
    for (let n = 0; n < 90; n += 1) {
      const { island, type, bedrooms, status } = spread(n);
      const price = 400_000 + ((n * 7_919_113) % 60_000_000);
      const id = await insertProperty(db, { title: `Home ${n}`, island, property_type: type, bedrooms, price, status });
      properties.push({ id, island, type, bedrooms, priceUsd: price, status });
      if (n < 60) {
        const rate = 200 + ((n * 7_331) % 25_000);
        const rental = await insertRental(db, {
          title: `Villa ${n}`,
          island,
          bedrooms,
          daily_rate: rate,
          status: n % 11 === 0 ? 'draft' : 'published',
        });
        rentals.push({
          id: rental,
          island,
          type: null,
          bedrooms,
          priceUsd: rate,
          status: n % 11 === 0 ? 'draft' : 'published',
        });
      }
    }
    // The stored normalised prices (the currency trigger) are what both sides rank by.
    const stored = new Map(
      (await db.query<{ id: string; price_usd: string }>('select id, price_usd from public.properties')).rows.map(
        (row) => [row.id, Number(row.price_usd)],
      ),
    );
    for (const home of properties) home.priceUsd = stored.get(home.id)!;
  });

  it('ranks properties as the domain does, only published ones, never the page itself', async () => {
    const published = properties.filter((home) => home.status === 'published');
    for (const page of properties.filter((home) => ['published', 'private'].includes(home.status)).slice(0, 40)) {
      const cards = await visitor().similarProperties(page.id);
      expect(
        cards.map((card) => card.id),
        `page ${page.id}`,
      ).toEqual(rankSimilar(page, published, 'property').map((home) => home.id));
      expect(cards).toHaveLength(SIMILAR_HOMES);
    }
  });

  it('ranks rentals as the domain does', async () => {
    const published = rentals.filter((home) => home.status === 'published');
    for (const page of published.slice(0, 30)) {
      const cards = await visitor().similarRentals(page.id);
      expect(cards.map((card) => card.id)).toEqual(rankSimilar(page, published, 'rental').map((home) => home.id));
    }
  });

  it('has none for a draft page or an unknown id, and fills from the other island when too few are near', async () => {
    const draft = properties.find((home) => home.status === 'draft')!;
    expect(await visitor().similarProperties(draft.id)).toEqual([]);
    expect(await visitor().similarProperties('00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect(await visitor().similarProperties('not-an-id')).toEqual([]);
    const lone = properties.find((home) => home.island === 'Sint Maarten' && home.status === 'published')!;
    const cards = await visitor().similarProperties(lone.id, 12);
    expect(cards.map((card) => card.id)).toEqual(
      rankSimilar(
        lone,
        properties.filter((home) => home.status === 'published'),
        'property',
        12,
      ).map((home) => home.id),
    );
    expect(cards.some((card) => card.island === 'Saint Barthélemy')).toBe(true);
  });
});
