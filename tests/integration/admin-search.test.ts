import { describe, expect, it } from 'vitest';
import { parseAdminListState } from '#app/domain/admin/lists';
import { clearCounts } from '#app/server/backend/count-cache.server';
import { adminListQuery, staffRows, type ListingTable } from '#app/server/backend/rows';
import { BackendError } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor, type Actor } from '#app/server/backend/sql-executor.server';
import { BOOTSTRAP_SQL } from '#app/server/db/bootstrap.server';
import { migrate } from '#app/server/db/migrate.server';
import { openSqlDatabase } from '#app/server/db/sql-database.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { insertPost, insertProperty } from '#tests/helpers/fixtures';

/**
 * The staff search of the back office, on both engines: the search functions (trigram-indexed, security
 * definer) match what SPEC §5 says, take typed wildcards literally, and give nothing to anyone not staff.
 */
describe.each(ENGINES)('admin search on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });

  async function search(actor: Actor, table: ListingTable, q: string, extra = '') {
    const state = parseAdminListState(table, new URLSearchParams(`q=${encodeURIComponent(q)}${extra}`));
    const result = await sqlExecutor(database().db, actor).run(
      adminListQuery<{ id: string; title: string }>(table, ['id', 'title'], state),
    );
    return { titles: result.rows.map((row) => row.title).sort(), count: result.count };
  }

  it('matches title, location and island as case-insensitive substrings, with status and count', async () => {
    const { db } = database();
    await insertProperty(db, { title: 'Ocean Terrace', location: 'Flamands', status: 'published' });
    await insertProperty(db, {
      title: 'Villa Marine',
      location: 'Pointe Milou',
      island: 'Saint Barthélemy',
      status: 'draft',
    });
    await insertProperty(db, {
      title: 'Harbour Loft',
      location: 'Philipsburg',
      island: 'Sint Maarten',
      status: 'published',
    });
    await insertProperty(db, {
      title: 'Deal 50%_off',
      location: 'Oyster Pond',
      island: 'Sint Maarten',
      status: 'archived',
    });
    await insertProperty(db, {
      title: 'Deal 50 percent',
      location: 'Oyster Pond',
      island: 'Sint Maarten',
      status: 'archived',
    });
    const staff: Actor = { role: 'authenticated', aal: 'aal2', userId: await createUser(db, { staff: true }) };

    expect(await search(staff, 'properties', 'OCEAN')).toEqual({ titles: ['Ocean Terrace'], count: 1 });
    expect((await search(staff, 'properties', 'milou')).titles).toEqual(['Villa Marine']);
    expect((await search(staff, 'properties', 'sint maarten')).titles).toEqual([
      'Deal 50 percent',
      'Deal 50%_off',
      'Harbour Loft',
    ]);
    expect(await search(staff, 'properties', 'sint maarten', '&status=published')).toEqual({
      titles: ['Harbour Loft'],
      count: 1,
    });
    // What was typed is matched as it is: % and _ are not wildcards.
    expect((await search(staff, 'properties', '50%_')).titles).toEqual(['Deal 50%_off']);
    expect((await search(staff, 'properties', 'nothing like this')).count).toBe(0);
  });

  it('searches posts by title, content and slug', async () => {
    const { db } = database();
    await insertPost(db, { title: 'Hurricane season', slug: 'storm-ready', content: 'Shutters and generators.' });
    const staff: Actor = { role: 'authenticated', aal: 'aal2', userId: await createUser(db, { staff: true }) };
    for (const q of ['HURRICANE', 'storm-ready', 'generators'])
      expect((await search(staff, 'blog_posts', q)).titles).toEqual(['Hurricane season']);
  });

  it('gives each search its own count, and the whole list its own, while the counts are shared', async () => {
    const { db } = database();
    clearCounts();
    for (const [title, island] of [
      ['Zephyr Azur', 'Saint Barthélemy'],
      ['Zephyr Coral', 'Saint Barthélemy'],
      ['Quokka Loft', 'Sint Maarten'],
    ] as const)
      await insertProperty(db, { title, island, status: 'published' });
    const staff: Actor = { role: 'authenticated', aal: 'aal2', userId: await createUser(db, { staff: true }) };
    const { list } = staffRows(sqlExecutor(db, staff));
    // Earlier tests of this file left their rows: the whole list is whatever the table holds.
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from properties');
    const total = async (query: string) =>
      (await list<{ id: string }>('properties', ['id'], parseAdminListState('properties', new URLSearchParams(query))))
        .total;
    // Each read in turn, twice: the second of each comes from the shared count.
    for (let round = 0; round < 2; round++) {
      expect(await total('q=zephyr')).toBe(2);
      expect(await total('')).toBe(rows[0]!.count);
      expect(await total('q=nothing like this')).toBe(0);
      expect(await total('q=quokka')).toBe(1);
    }
  });

  it('finds nothing for a signed-in user who is not staff, and refuses visitors', async () => {
    const { db } = database();
    await insertProperty(db, { title: 'Published Pearl', status: 'published' });
    const member: Actor = { role: 'authenticated', aal: 'aal2', userId: await createUser(db, { staff: false }) };
    expect(await search(member, 'properties', 'pearl')).toEqual({ titles: [], count: 0 });
    const refused = await search(ANONYMOUS, 'properties', 'pearl').then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(BackendError);
    expect((refused as BackendError).code).toBe('permission');
  });
});

describe('the search migration on a project that enabled pg_trgm in public', () => {
  it('applies, finding the operator class where the extension already is', async () => {
    const db = await openSqlDatabase({ kind: 'pglite', dataDir: null });
    try {
      await db.exec(BOOTSTRAP_SQL);
      await db.exec('create extension pg_trgm schema public');
      await migrate(db);
      const { rows } = await db.query<{ indexdef: string }>(
        `select indexdef from pg_indexes where indexname = 'properties_search_idx'`,
      );
      expect(rows[0]?.indexdef).toContain('gin_trgm_ops');
    } finally {
      await db.close();
    }
  });
});
