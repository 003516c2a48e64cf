import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES } from '#tests/helpers/databases';
import { databaseBefore } from '#tests/helpers/migration-database';

/**
 * The homeowner-block migration on a database holding blocks as they were before it (source 'owner-block'):
 * each becomes a 'homeowner-block' without a stay event or a history entry, the old word is refused
 * afterwards, and a guest's stay still cannot be 'blocked'.
 */

const RENAME = '20261206000000_homeowner_block.sql';

describe.each(ENGINES)('the homeowner-block migration on %s', (engine) => {
  let database: Awaited<ReturnType<typeof databaseBefore>> | undefined;

  afterAll(async () => {
    await database?.close();
  });

  it('renames the blocks, records no change, and keeps the checks', async () => {
    database = await databaseBefore(engine, RENAME);
    const { db } = database;

    const rental = randomUUID();
    await db.query(
      `insert into public.rentals (id, title, description, location, address, island, status) values ($1, 'Villa Test', '', 'Gustavia', '', 'Saint Barthélemy', 'published')`,
      [rental],
    );
    const block = randomUUID();
    await db.query(
      `insert into public.stays (id, rental_id, check_in, check_out, status, source, note) values ($1, $2, '2027-02-13', '2027-02-20', 'blocked', 'owner-block', 'The owners’ week')`,
      [block, rental],
    );
    const count = async (table: string) =>
      Number((await db.query<{ n: string }>(`select count(*) as n from public.${table}`)).rows[0]!.n);
    const events = await count('stay_events');
    const history = await count('audit_events');

    await database.migrateRest();

    const { rows } = await db.query<{ source: string; status: string }>(
      'select source, status from public.stays where id = $1',
      [block],
    );
    expect(rows).toEqual([{ source: 'homeowner-block', status: 'blocked' }]);
    expect(await count('stay_events')).toBe(events);
    expect(await count('audit_events')).toBe(history);

    const insert = (source: string, status: string) =>
      db.query(
        `insert into public.stays (rental_id, check_in, check_out, status, source) values ($1, '2027-05-01', '2027-05-04', $2, $3)`,
        [rental, status, source],
      );
    await expect(insert('owner-block', 'blocked')).rejects.toThrow(/check constraint/);
    await expect(insert('staff', 'blocked')).rejects.toThrow(/check constraint/);
    await insert('homeowner-block', 'blocked');
  });
});
