import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import type { StaySource } from '#app/domain/entities';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { taskQueries } from '#app/server/tasks/tasks.server';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertRental } from '#tests/helpers/fixtures';

/**
 * No task made or moved to a day already past (supabase/migrations/20261209000100_turnovers_setup.sql), on PGlite
 * and PostgreSQL: a stay written after its dates or partly in the past (typed in late, imported by the iCal sync)
 * makes only the tasks of today and the days to come; a stay moved so a task's day has passed has that task
 * cancelled by the database (it comes back when the stay moves ahead again); an open task left on its own past
 * day stays, overdue; a template added meanwhile makes no past task. Still exactly once per stay and template.
 */

const today = islandToday();
const day = (offset: number): CalendarDate => addDays(today, offset);

describe.each(ENGINES)('turnovers and past days on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  /** The villa of the last stay inserted. */
  let rental = '';
  let owner = '';

  beforeAll(async () => {
    owner = await createUser(database().db, { staff: true, role: 'owner', name: 'Olivia Owner' });
  });

  /** A stay, on a villa of its own unless given one (stays of one villa may not overlap). */
  async function insertStay(checkIn: CalendarDate, checkOut: CalendarDate, source: StaySource = 'staff', villa = '') {
    const id = randomUUID();
    rental = villa || (await insertRental(database().db, { title: 'Villa Passée', min_stay_days: 1, max_guests: 6 }));
    await q(
      `insert into public.stays (id, rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
       values ($1, $2, $3, $4, $5, $6, 'Grace Guest', 'grace@example.com', 2)`,
      [id, rental, checkIn, checkOut, source === 'staff' ? 'confirmed' : 'blocked', source],
    );
    return id;
  }
  const stayTasks = async (stayId: string) =>
    (
      await q<{ kind: string; due_on: string; state: string }>(
        `select kind, due_on::text, state from public.tasks where stay_id = $1 order by due_on, kind`,
        [stayId],
      )
    ).map((t) => `${t.due_on} ${t.kind} ${t.state}`);
  const moveStay = (id: string, checkIn: CalendarDate, checkOut: CalendarDate) =>
    q('update public.stays set check_in = $2, check_out = $3 where id = $1', [id, checkIn, checkOut]);

  it('makes only the tasks of today and the days to come for a stay written partly in the past', async () => {
    // Ten nights from six days ago: the pool, the inspection and the mid-stay clean (yesterday) are past.
    const ongoing = await insertStay(day(-6), day(4));
    expect(await stayTasks(ongoing)).toEqual([`${day(4)} departure-clean open`, `${day(4)} linen open`]);
    // Arriving today: yesterday's pool and inspection are not made; its departure's are.
    const arriving = await insertStay(day(10), day(14));
    await moveStay(arriving, day(0), day(3));
    // Written for later, then moved to today: the pool and the inspection are cancelled on their old day.
    expect(await stayTasks(arriving)).toEqual([
      `${day(3)} departure-clean open`,
      `${day(3)} linen open`,
      `${day(9)} pool cancelled`,
      `${day(9)} pre-arrival-inspection cancelled`,
    ]);
    // Leaving today: today's clean is made, nothing before it.
    const leaving = await insertStay(day(-2), day(0));
    expect(await stayTasks(leaving)).toEqual([`${day(0)} departure-clean open`, `${day(0)} linen open`]);
    // Running the sync again makes nothing more.
    expect(await q('select public.sync_stay_tasks($1) as made', [ongoing])).toEqual([{ made: 0 }]);
    expect(await q('select public.sync_stay_tasks($1) as made', [arriving])).toEqual([{ made: 0 }]);
  });

  it('makes no past task for a stay the iCal sync imports late, and none at all for one already over', async () => {
    rental = await insertRental(database().db, { title: 'Villa Importée', min_stay_days: 1, max_guests: 6 });
    const [{ id: feedId }] = (await q<{ id: string }>(
      `insert into public.rental_feeds (rental_id, name, url) values ($1, 'Airbnb', 'https://example.com/p.ics')
       returning id`,
      [rental],
    )) as [{ id: string }];
    const desk = bookingQueries(sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId: owner }));
    await desk.syncFeedEvents(feedId, [
      { uid: 'over@airbnb.com', checkIn: day(-40), checkOut: day(-35), summary: 'Reserved' },
      { uid: 'late@airbnb.com', checkIn: day(-20), checkOut: day(1), summary: 'Reserved' },
    ]);
    const stays = await q<{ id: string; external_uid: string }>(
      'select id, external_uid from public.stays where feed_id = $1 order by external_uid',
      [feedId],
    );
    expect(stays.map((s) => s.external_uid)).toEqual(['late@airbnb.com', 'over@airbnb.com']);
    expect(await stayTasks(stays[1]!.id)).toEqual([]);
    expect(await stayTasks(stays[0]!.id)).toEqual([`${day(1)} departure-clean open`, `${day(1)} linen open`]);
  });

  it('cancels an open task a move puts in the past, and brings it back when the stay moves ahead again, once', async () => {
    const stay = await insertStay(day(30), day(34));
    expect(await stayTasks(stay)).toHaveLength(4);
    await moveStay(stay, day(-1), day(3));
    expect(await stayTasks(stay)).toEqual([
      `${day(3)} departure-clean open`,
      `${day(3)} linen open`,
      `${day(29)} pool cancelled`,
      `${day(29)} pre-arrival-inspection cancelled`,
    ]);
    await moveStay(stay, day(20), day(24));
    expect(await stayTasks(stay)).toEqual([
      `${day(19)} pool open`,
      `${day(19)} pre-arrival-inspection open`,
      `${day(24)} departure-clean open`,
      `${day(24)} linen open`,
    ]);
    const perTemplate = await q<{ n: number }>(
      'select count(*)::int as n from public.tasks where stay_id = $1 group by template_id',
      [stay],
    );
    expect(perTemplate.every((row) => row.n === 1)).toBe(true);
  });

  it('leaves an open task on its own past day overdue, and a template added meanwhile makes no past task', async () => {
    // Arrived yesterday; its pool was made before today came (the database's owner writes what time did).
    const stay = await insertStay(day(-1), day(5));
    const [pool] = await q<{ id: string }>(
      `select id from public.task_templates where rental_id = $1 and kind = 'pool'`,
      [rental],
    );
    await q(
      `insert into public.tasks (rental_id, stay_id, template_id, kind, due_on) values ($1, $2, $3, 'pool', $4)`,
      [rental, stay, pool!.id, day(-2)],
    );
    // The stay grows by a night: the pool, still on its day, stays open and overdue.
    await moveStay(stay, day(-1), day(6));
    expect(await stayTasks(stay)).toEqual([
      `${day(-2)} pool open`,
      `${day(6)} departure-clean open`,
      `${day(6)} linen open`,
    ]);
    const board = taskQueries(sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId: owner }));
    expect((await board.listUnfinishedBefore(today)).map((t) => t.kind)).toContain('pool');

    // A welcome pack on the day of arrival: made for the stays to come, not for this one (yesterday).
    const coming = await insertStay(day(50), day(53), 'staff', rental);
    const rule = { anchor: 'check-in', offsetDays: 0, minNights: null, active: true } as const;
    await board.addTemplate(rental, { kind: 'welcome', ...rule, windowStart: null, windowEnd: null, note: null });
    expect((await stayTasks(stay)).filter((t) => t.includes('welcome'))).toEqual([]);
    expect((await stayTasks(coming)).filter((t) => t.includes('welcome'))).toEqual([`${day(50)} welcome open`]);
  });
});
