import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, islandToday } from '#app/domain/booking/dates';
import { DEFAULT_TASK_TEMPLATES } from '#app/domain/tasks/plan';
import { ENGINES } from '#tests/helpers/databases';
import { databaseBefore } from '#tests/helpers/migration-database';

/**
 * The turnovers migration on a database with villas and stays from before it: every villa gets the default
 * templates, the stays still to come that make turnover work get their tasks (those past and those that make
 * none do not), and none of it is written to the history (the database's owner at work).
 */

const TURNOVERS = '20261209000000_turnovers.sql';

describe.each(ENGINES)('the turnovers migration on %s', (engine) => {
  let database: Awaited<ReturnType<typeof databaseBefore>> | undefined;

  afterAll(async () => {
    await database?.close();
  });

  it('gives existing villas their templates and stays to come their tasks', async () => {
    database = await databaseBefore(engine, TURNOVERS);
    const { db } = database;
    const today = islandToday();
    const rentals = [randomUUID(), randomUUID()];
    for (const id of rentals) {
      await db.query(`insert into public.rentals (id, title, status) values ($1, 'Villa Before', 'published')`, [id]);
    }
    const stay = async (checkIn: number, nights: number, status: string, source: string) => {
      const id = randomUUID();
      await db.query(
        `insert into public.stays (id, rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
         values ($1, $2, $3, $4, $5, $6, 'Grace Guest', 'grace@example.com', 2)`,
        [id, rentals[0], addDays(today, checkIn), addDays(today, checkIn + nights), status, source],
      );
      return id;
    };
    const coming = await stay(10, 4, 'confirmed', 'staff');
    const owners = await stay(20, 9, 'blocked', 'homeowner-block');
    const past = await stay(-30, 4, 'confirmed', 'staff');
    const requested = await stay(40, 4, 'requested', 'staff');
    const maintenance = await stay(50, 2, 'blocked', 'maintenance');
    const history = Number((await db.query<{ n: string }>('select count(*) as n from public.audit_events')).rows[0]!.n);

    await database.migrateRest();

    for (const id of rentals) {
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from public.task_templates where rental_id = $1',
        [id],
      );
      expect(rows[0]!.n).toBe(DEFAULT_TASK_TEMPLATES.length);
    }
    const count = async (stayId: string) =>
      (await db.query<{ n: number }>('select count(*)::int as n from public.tasks where stay_id = $1', [stayId]))
        .rows[0]!.n;
    expect(await count(coming)).toBe(4);
    expect(await count(owners)).toBe(5);
    expect(await count(past)).toBe(0);
    expect(await count(requested)).toBe(0);
    expect(await count(maintenance)).toBe(0);
    expect(Number((await db.query<{ n: string }>('select count(*) as n from public.audit_events')).rows[0]!.n)).toBe(
      history,
    );
  });
});
