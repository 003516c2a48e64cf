import { afterAll, describe, expect, it } from 'vitest';
import { readImages } from '#app/domain/media/images';
import { createBackend } from '#tests/helpers/backend';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { demoContent } from '#app/server/seed/demo-content';
import { ENGINES } from '#tests/helpers/databases';
import { databaseBefore } from '#tests/helpers/migration-database';

/**
 * The structured-images migration on a database holding listings as they were before it (photos as a
 * text[] of addresses): every photo is still there afterwards, in its order, as { src, alt: '' }, and the
 * site reads them.
 */

const STRUCTURED = '20261124000000_structured_images.sql';

describe.each(ENGINES)('the structured images migration on %s', (engine) => {
  let database: Awaited<ReturnType<typeof databaseBefore>> | undefined;

  afterAll(async () => {
    await database?.close();
  });

  it('keeps every photo of the demo listings, in order', async () => {
    database = await databaseBefore(engine, STRUCTURED);
    const { db } = database;

    // The demo listings as the old schema held them: addresses only (one blank and one repeated, as real data has).
    const listings = [...demoContent.properties.slice(0, 5), ...demoContent.rentals.slice(0, 5)];
    for (const listing of listings) {
      const table = 'price' in listing ? 'properties' : 'rentals';
      const urls = listing.images.map((image) => image.src);
      await db.query(
        `insert into public.${table} (id, title, description, location, address, island, status, images) values ($1, $2, '', 'Gustavia', '', 'Saint Barthélemy', 'published', $3)`,
        [listing.id, listing.title, [...urls, '', urls[0]]],
      );
    }
    await database.migrateRest();

    const visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    for (const listing of listings) {
      const row =
        'price' in listing
          ? await visitor.getPublishedProperty(listing.id)
          : await visitor.getPublishedRental(listing.id);
      const urls = listing.images.map((image) => image.src);
      expect(row?.images, listing.title).toEqual([...urls, urls[0]].map((src) => ({ src, alt: '' })));
      expect(readImages(row?.images)).toHaveLength(urls.length + 1);
    }
    const { rows } = await db.query<{ type: string }>(
      `select jsonb_typeof(images) as type from public.properties limit 1`,
    );
    expect(rows[0]?.type).toBe('array');
    // The helper function of the migration does not stay behind.
    const { rows: helpers } = await db.query(`select 1 from pg_proc where proname = 'image_objects_from_urls'`);
    expect(helpers).toEqual([]);
  });
});
