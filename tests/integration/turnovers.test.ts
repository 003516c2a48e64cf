import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import type { StaySource, StayStatus } from '#app/domain/entities';
import { DEFAULT_TASK_TEMPLATES, planStayTasks, type TaskTemplate } from '#app/domain/tasks/plan';
import type { OneOffTaskInput, TemplateInput, VendorInput } from '#app/domain/tasks/schemas';
import { canChangeTask, TASK_STATES, taskChangeNeedsNote } from '#app/domain/tasks/states';
import { sameDayTurnovers } from '#app/domain/tasks/turnovers';
import type { StaffRole } from '#app/domain/staff/roles';
import type { QueryRunner } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { taskQueries } from '#app/server/tasks/tasks.server';
import { refusalCode } from '#tests/helpers/backend';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertRental } from '#tests/helpers/fixtures';

/**
 * Turnovers (issue 30, items 1–3; supabase/migrations/20261209000000_turnovers.sql), on PGlite and PostgreSQL:
 * - every villa gets the default templates, the same as app/domain/tasks/plan.ts declares;
 * - a stay that makes turnover work (confirmed; a homeowner's or an imported calendar's block) makes exactly the
 *   tasks planStayTasks says, once per stay and template — also when two confirms or two job runners race;
 * - moving a stay moves its unstarted tasks; cancelling or removing it cancels them; the database's own
 *   cancellations come back with the stay; a template switched off or on is followed by the stays to come;
 * - same-day turnovers are flagged on the task list, as sameDayTurnovers computes them;
 * - row level security: visitors nothing; staff read and work on tasks; owners and admins set up templates and
 *   vendors; nobody makes a template's task or removes a task through the API;
 * - every pair of states is accepted or refused exactly as app/domain/tasks/states.ts declares.
 */

const today = islandToday();
const day = (offset: number): CalendarDate => addDays(today, offset);

const CLEANER: VendorInput = {
  name: 'Island Clean SARL',
  email: 'contact@islandclean.example',
  phone: '+590 690 11 22 33',
  language: 'fr',
  trade: 'cleaning',
  note: null,
  active: true,
};

describe.each(ENGINES)('turnovers on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const ids = {} as Record<'owner' | 'admin' | 'agent' | 'rental' | 'rental2', string>;
  // Every stay on nights of its own, far enough apart to share no turnover by accident.
  let nextNight = 40;

  const member = (role: StaffRole, name: string) => createUser(database().db, { staff: true, role, name });
  const as = (userId: string, aal: 'aal1' | 'aal2' = 'aal2'): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal, userId, email: `${userId}@example.com` });
  const tasks = (runner: QueryRunner) => taskQueries(runner);
  const agent = () => tasks(as(ids.agent, 'aal1'));
  const owner = () => tasks(as(ids.owner));
  const visitor = () => tasks(sqlExecutor(database().db, ANONYMOUS));
  const desk = () => bookingQueries(as(ids.agent, 'aal1'));

  /** A stay as the database's owner writes it (status and source as given), on nights of its own. */
  async function insertStay(
    nights: number,
    status: StayStatus,
    source: StaySource = 'staff',
    rentalId = ids.rental,
    checkIn = day((nextNight += nights + 10)),
  ) {
    const id = randomUUID();
    await q(
      `insert into public.stays (id, rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
       values ($1, $2, $3, $4, $5, $6, 'Grace Guest', 'grace@example.com', 2)`,
      [id, rentalId, checkIn, addDays(checkIn, nights), status, source],
    );
    return { id, checkIn, checkOut: addDays(checkIn, nights) };
  }
  const stayTasks = async (stayId: string) =>
    (
      await q<{ kind: string; due_on: string; state: string; template_id: string }>(
        `select kind, due_on::text, state, template_id from public.tasks where stay_id = $1 order by due_on, kind`,
        [stayId],
      )
    ).map((t) => `${t.due_on} ${t.kind} ${t.state}`);
  async function templatesOf(rentalId: string): Promise<TaskTemplate[]> {
    const rows = await q<{
      id: string;
      kind: string;
      anchor: string;
      offset_days: number;
      min_nights: number | null;
      active: boolean;
    }>('select id, kind, anchor, offset_days, min_nights, active from public.task_templates where rental_id = $1', [
      rentalId,
    ]);
    return rows.map((t) => ({
      id: t.id,
      kind: t.kind,
      anchor: t.anchor,
      offsetDays: t.offset_days,
      minNights: t.min_nights,
      active: t.active,
    })) as TaskTemplate[];
  }
  const planned = async (
    stay: { checkIn: CalendarDate; checkOut: CalendarDate },
    status: StayStatus = 'confirmed',
    source: StaySource = 'staff',
  ) =>
    planStayTasks(
      { status, source, checkIn: stay.checkIn, checkOut: stay.checkOut },
      await templatesOf(ids.rental),
    ).map((t) => `${t.dueOn} ${t.kind} open`);

  beforeAll(async () => {
    ids.owner = await member('owner', 'Olivia Owner');
    ids.admin = await member('admin', 'Adam Admin');
    ids.agent = await member('agent', 'Agnes Agent');
    ids.rental = await insertRental(database().db, { title: 'Villa Azur', min_stay_days: 1, max_guests: 6 });
    ids.rental2 = await insertRental(database().db, { title: 'Villa Corail', min_stay_days: 1, max_guests: 6 });
  });

  it('gives every new villa the default templates the domain declares', async () => {
    const rows = await q<Record<string, unknown>>(
      `select kind, anchor, offset_days as "offsetDays", min_nights as "minNights", active,
              to_char(window_start, 'HH24:MI') as "windowStart", to_char(window_end, 'HH24:MI') as "windowEnd"
         from public.task_templates where rental_id = $1 order by kind`,
      [ids.rental],
    );
    expect(rows).toEqual([...DEFAULT_TASK_TEMPLATES].sort((a, b) => a.kind.localeCompare(b.kind)));
    // Applying the defaults again adds nothing.
    expect(await q('select public.add_default_task_templates($1) as added', [ids.rental])).toEqual([{ added: 0 }]);
  });

  it('makes a confirmed stay’s tasks once, as the domain plans them, with their history', async () => {
    const checkIn = day((nextNight += 20));
    const id = randomUUID();
    await q(
      `insert into public.stays (id, rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
       values ($1, $2, $3, $4, 'requested', 'website', 'Grace Guest', 'grace@example.com', 2)`,
      [id, ids.rental, checkIn, addDays(checkIn, 9)],
    );
    // A booking request makes no work yet.
    expect(await stayTasks(id)).toEqual([]);
    expect(await desk().confirm(id)).toBe(true);
    const made = await stayTasks(id);
    expect(made).toEqual(await planned({ checkIn, checkOut: addDays(checkIn, 9) }));
    expect(made).toHaveLength(5); // nine nights: the mid-stay clean too
    // Confirming again, or running the sync again, makes nothing more.
    expect(await desk().confirm(id)).toBe(false);
    expect(await q('select public.sync_stay_tasks($1) as made', [id])).toEqual([{ made: 0 }]);
    expect(await stayTasks(id)).toEqual(made);
    // The history says who made them: the agent who confirmed.
    const history = await q<{ actor_name: string; action: string }>(
      `select distinct actor_name, action from public.audit_events
        where table_name = 'tasks' and row_id in (select id::text from public.tasks where stay_id = $1)`,
      [id],
    );
    expect(history).toEqual([{ actor_name: 'Agnes Agent', action: 'insert' }]);
  });

  it('makes each task exactly once when two confirms or two job runners race', async () => {
    const db = database().db;
    const { id } = await insertStay(5, 'requested', 'staff');
    const outcomes = await Promise.all([desk().confirm(id), desk().confirm(id)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await stayTasks(id)).toHaveLength(4);

    // Two runners bringing the same stay's tasks in line at once: the first holds its new rows uncommitted while
    // the second tries the same keys; the second waits, then makes nothing.
    await q('delete from public.tasks where stay_id = $1', [id]);
    const runner = (delay: number) =>
      new Promise<number>((resolve, reject) =>
        setTimeout(() => {
          db.transaction(async (tx) => {
            const { rows } = await tx.query<{ made: number }>('select public.sync_stay_tasks($1) as made', [id]);
            await tx.query('select pg_sleep(0.3)');
            return rows[0]!.made;
          }).then(resolve, reject);
        }, delay),
      );
    const made = await Promise.all([runner(0), runner(100)]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(4);
    expect([...made].sort()).toEqual([0, 4]);
    expect(await stayTasks(id)).toHaveLength(4);
  });

  it('moves unstarted tasks with the stay, and makes or cancels the mid-stay clean as the stay grows or shrinks', async () => {
    const stay = await insertStay(7, 'confirmed');
    const [pool] = await q<{ id: string }>(`select id from public.tasks where stay_id = $1 and kind = 'pool'`, [
      stay.id,
    ]);
    expect(await agent().act(pool!.id, 'start', 'open')).toBe(true);

    // Two days later, and ten nights: the open tasks move, the pool already started stays, a mid-stay clean appears.
    const moved = { checkIn: addDays(stay.checkIn, 2), checkOut: addDays(stay.checkIn, 12) };
    await as(ids.agent, 'aal1').run({
      kind: 'update',
      table: 'stays',
      values: { check_in: moved.checkIn, check_out: moved.checkOut },
      where: [{ op: 'eq', column: 'id', value: stay.id }],
    });
    const expected = (await planned(moved)).map((t) =>
      t.endsWith(' pool open') ? `${addDays(stay.checkIn, -1)} pool in-progress` : t,
    );
    expect(await stayTasks(stay.id)).toEqual([...expected].sort());
    expect(expected.some((t) => t.includes('mid-stay-clean'))).toBe(true);

    // Back to five nights: the mid-stay clean is cancelled by the database; ten again: it comes back, open.
    await q('update public.stays set check_out = $2 where id = $1', [stay.id, addDays(moved.checkIn, 5)]);
    expect((await stayTasks(stay.id)).filter((t) => t.includes('mid-stay-clean'))).toEqual([
      `${addDays(moved.checkIn, 5)} mid-stay-clean cancelled`,
    ]);
    await q('update public.stays set check_out = $2 where id = $1', [stay.id, moved.checkOut]);
    expect((await stayTasks(stay.id)).filter((t) => t.includes('mid-stay-clean'))).toEqual([
      `${addDays(moved.checkIn, 5)} mid-stay-clean open`,
    ]);
  });

  it('cancels the unstarted tasks of a cancelled or removed stay, and only those', async () => {
    const stay = await insertStay(4, 'confirmed');
    const [clean] = await q<{ id: string }>(
      `select id from public.tasks where stay_id = $1 and kind = 'departure-clean'`,
      [stay.id],
    );
    const [pool] = await q<{ id: string }>(`select id from public.tasks where stay_id = $1 and kind = 'pool'`, [
      stay.id,
    ]);
    expect(await agent().act(pool!.id, 'finish', 'open')).toBe(true);
    expect(await agent().act(clean!.id, 'start', 'open')).toBe(true);
    expect(await desk().cancel(stay.id)).toBe(true);
    expect(await stayTasks(stay.id)).toEqual([
      `${addDays(stay.checkIn, -1)} pool done`,
      `${addDays(stay.checkIn, -1)} pre-arrival-inspection cancelled`,
      `${stay.checkOut} departure-clean in-progress`,
      `${stay.checkOut} linen cancelled`,
    ]);

    const removed = await insertStay(3, 'confirmed');
    await q('delete from public.stays where id = $1', [removed.id]);
    const left = await q<{ state: string; stay_id: string | null }>(
      `select state, stay_id from public.tasks where rental_id = $1 and due_on in ($2, $3)`,
      [ids.rental, addDays(removed.checkIn, -1), removed.checkOut],
    );
    expect(left).toHaveLength(4);
    expect(left.every((t) => t.state === 'cancelled' && t.stay_id === null)).toBe(true);
  });

  it('makes the turnover of imported platform stays and homeowners’ stays, not of maintenance blocks', async () => {
    const [{ id: feedId }] = (await q<{ id: string }>(
      `insert into public.rental_feeds (rental_id, name, url) values ($1, 'Airbnb', 'https://example.com/azur.ics')
       returning id`,
      [ids.rental2],
    )) as [{ id: string }];
    const checkIn = day(200);
    const event = { uid: 'abc@airbnb.com', checkIn, checkOut: addDays(checkIn, 3), summary: 'Reserved' };
    await desk().syncFeedEvents(feedId, [event]);
    const [imported] = await q<{ id: string }>('select id from public.stays where feed_id = $1', [feedId]);
    expect(await stayTasks(imported!.id)).toHaveLength(4);
    // Moved on the platform: the tasks follow. Gone from the feed: cancelled. Back: open again.
    await desk().syncFeedEvents(feedId, [{ ...event, checkIn: addDays(checkIn, 1), checkOut: addDays(checkIn, 4) }]);
    expect((await stayTasks(imported!.id)).filter((t) => t.startsWith(`${addDays(checkIn, 4)} `))).toEqual([
      `${addDays(checkIn, 4)} departure-clean open`,
      `${addDays(checkIn, 4)} linen open`,
    ]);
    await desk().syncFeedEvents(feedId, []);
    expect((await stayTasks(imported!.id)).every((t) => t.endsWith(' cancelled'))).toBe(true);
    await desk().syncFeedEvents(feedId, [event]);
    expect(await stayTasks(imported!.id)).toEqual(
      planStayTasks({ ...event, status: 'blocked', source: 'feed' }, await templatesOf(ids.rental2)).map(
        (t) => `${t.dueOn} ${t.kind} open`,
      ),
    );

    const homeownerStay = await desk().createBlock({
      rentalId: ids.rental2,
      checkIn: day(220),
      checkOut: day(230),
      kind: 'homeowner-block',
      note: 'The owners’ fortnight',
    });
    expect(await stayTasks(homeownerStay)).toHaveLength(5);
    const maintenance = await desk().createBlock({
      rentalId: ids.rental2,
      checkIn: day(240),
      checkOut: day(242),
      kind: 'maintenance',
      note: 'Painting',
    });
    expect(await stayTasks(maintenance)).toEqual([]);
  });

  it('flags same-day turnovers on the task list, as the domain computes them', async () => {
    const first = await insertStay(4, 'confirmed');
    const second = await insertStay(3, 'blocked', 'homeowner-block', ids.rental, first.checkOut);
    const found = await agent().sameDayTurnovers(first.checkIn, second.checkOut);
    expect(found).toEqual([
      { rental_id: ids.rental, day: first.checkOut, departing_stay_id: first.id, arriving_stay_id: second.id },
    ]);
    const all = await q<{
      id: string;
      rental_id: string;
      status: StayStatus;
      source: StaySource;
      check_in: string;
      check_out: string;
    }>('select id, rental_id, status, source, check_in::text, check_out::text from public.stays');
    expect(
      sameDayTurnovers(
        all.map((s) => ({
          ...s,
          rentalId: s.rental_id,
          checkIn: s.check_in as CalendarDate,
          checkOut: s.check_out as CalendarDate,
        })),
      ).map((t) => ({
        rental_id: t.rentalId,
        day: t.day,
        departing_stay_id: t.departingStayId,
        arriving_stay_id: t.arrivingStayId,
      })),
    ).toEqual(
      await q(
        'select rental_id, day::text as day, departing_stay_id, arriving_stay_id from public.same_day_turnovers order by day, rental_id',
      ),
    );

    const list = await agent().listTasks({ from: first.checkOut, to: first.checkOut, rentalId: ids.rental });
    expect(list.map((t) => [t.kind, t.same_day_turnover, t.rental_title])).toEqual([
      ['departure-clean', true, 'Villa Azur'],
      ['linen', true, 'Villa Azur'],
    ]);
    const dayBefore = await agent().listTasks({ from: addDays(second.checkIn, -1), to: addDays(second.checkIn, -1) });
    expect(dayBefore.every((t) => !t.same_day_turnover)).toBe(true);
  });

  it('follows a template switched off or on for the stays to come, never for those past', async () => {
    const stay = await insertStay(3, 'confirmed');
    const [pool] = await q<{ id: string }>(
      `select id from public.task_templates where rental_id = $1 and kind = 'pool'`,
      [ids.rental],
    );
    const poolTemplate: TemplateInput = {
      kind: 'pool',
      anchor: 'check-in',
      offsetDays: -1,
      minNights: null,
      windowStart: '08:00',
      windowEnd: '12:00',
      active: false,
      note: null,
    };
    expect(await owner().updateTemplate(pool!.id, poolTemplate)).toBe(true);
    expect(await stayTasks(stay.id)).toContain(`${addDays(stay.checkIn, -1)} pool cancelled`);
    expect(await owner().updateTemplate(pool!.id, { ...poolTemplate, active: true })).toBe(true);
    expect(await stayTasks(stay.id)).toContain(`${addDays(stay.checkIn, -1)} pool open`);
    // A new template: the stays to come make its task at once.
    const garden = await owner().addTemplate(ids.rental, {
      ...poolTemplate,
      kind: 'garden',
      active: true,
      offsetDays: -2,
    });
    expect(garden.kind).toBe('garden');
    expect(await stayTasks(stay.id)).toContain(`${addDays(stay.checkIn, -2)} garden open`);
  });

  it('lets staff read and work on tasks, owners and admins set up vendors and templates, and visitors nothing', async () => {
    const cleaner = await owner().createVendor(CLEANER);
    expect(cleaner).toMatchObject({ name: 'Island Clean SARL', language: 'fr' });
    expect(await tasks(as(ids.admin)).updateVendor(cleaner.id, { ...CLEANER, phone: null })).toBe(true);
    expect((await agent().listVendors()).map((v) => v.name)).toContain('Island Clean SARL');
    expect(await refusalCode(() => agent().createVendor({ ...CLEANER, name: 'Mallory' }))).toBe('permission');
    expect(await agent().updateVendor(cleaner.id, { ...CLEANER, name: 'Mallory' })).toBe(false);
    expect(await refusalCode(() => owner().createVendor({ ...CLEANER, email: null, phone: null }))).toBe('constraint');
    expect(
      await refusalCode(() =>
        agent().addTemplate(ids.rental, {
          kind: 'welcome',
          anchor: 'check-in',
          offsetDays: 0,
          minNights: null,
          windowStart: null,
          windowEnd: null,
          active: true,
          note: null,
        }),
      ),
    ).toBe('permission');

    // A one-off task, assigned to the vendor, then to a staff member; never both.
    const repair: OneOffTaskInput = {
      rentalId: ids.rental2,
      kind: 'repair',
      title: 'Fix the pool gate',
      dueOn: day(3),
      windowStart: '09:00',
      windowEnd: '11:00',
      note: null,
    };
    const task = await agent().addOneOffTask(repair);
    expect(task).toMatchObject({ state: 'open', kind: 'repair', created_by: ids.agent, template_id: null });
    expect(await agent().assign(task.id, { vendorId: cleaner.id })).toBe(true);
    const [listed] = await agent().listTasks({ from: day(3), to: day(3), vendorId: cleaner.id });
    expect(listed).toMatchObject({ title: 'Fix the pool gate', assignee_vendor_name: 'Island Clean SARL' });
    expect(await agent().assign(task.id, { staffId: ids.agent })).toBe(true);
    expect((await agent().listTasks({ from: day(3), to: day(3), staffId: ids.agent }))[0]).toMatchObject({
      assignee_staff_name: 'Agnes Agent',
      assignee_vendor_id: null,
    });
    expect(await refusalCode(() => agent().addOneOffTask({ ...repair, title: '' }))).toBe('constraint');

    // Nobody makes a template's task, or removes a task, through the API.
    const [template] = await q<{ id: string }>('select id from public.task_templates where rental_id = $1 limit 1', [
      ids.rental,
    ]);
    expect(
      await refusalCode(() =>
        as(ids.owner).run({
          kind: 'insert',
          table: 'tasks',
          values: { rental_id: ids.rental, kind: 'pool', due_on: day(5), template_id: template!.id },
        }),
      ),
    ).toBe('permission');
    expect(
      await refusalCode(() =>
        as(ids.owner).run({ kind: 'delete', table: 'tasks', where: [{ op: 'eq', column: 'id', value: task.id }] }),
      ),
    ).toBe('permission');

    // Visitors: no privilege on any of it.
    expect(await refusalCode(() => visitor().listTasks({ from: day(0), to: day(400) }))).toBe('permission');
    expect(await refusalCode(() => visitor().listVendors())).toBe('permission');
    expect(await refusalCode(() => visitor().listTemplates(ids.rental))).toBe('permission');
    expect(await refusalCode(() => visitor().sameDayTurnovers(day(0), day(400)))).toBe('permission');
    expect(await refusalCode(() => visitor().addOneOffTask(repair))).toBe('permission');
    // Only the database and the server's jobs bring a stay's tasks in line or apply the default set.
    const calls = await q<{ role: string; sync: boolean; defaults: boolean }>(
      `select r as role, has_function_privilege(r, 'public.sync_stay_tasks(uuid)', 'execute') as sync,
              has_function_privilege(r, 'public.add_default_task_templates(uuid)', 'execute') as defaults
         from unnest(array['anon', 'authenticated', 'service_role']) r`,
    );
    expect(calls).toEqual([
      { role: 'anon', sync: false, defaults: false },
      { role: 'authenticated', sync: false, defaults: false },
      { role: 'service_role', sync: true, defaults: false },
    ]);
    // An owner without the second factor is no staff session: reads nothing.
    expect(await tasks(as(ids.owner, 'aal1')).listVendors()).toEqual([]);

    // Every write is in the history, by name.
    const history = await q<{ table_name: string; actor_name: string; action: string }>(
      `select table_name, actor_name, action from public.audit_events where row_id in ($1, $2) order by id`,
      [cleaner.id, task.id],
    );
    expect(history).toEqual([
      { table_name: 'vendors', actor_name: 'Olivia Owner', action: 'insert' },
      { table_name: 'vendors', actor_name: 'Adam Admin', action: 'update' },
      { table_name: 'tasks', actor_name: 'Agnes Agent', action: 'insert' },
      { table_name: 'tasks', actor_name: 'Agnes Agent', action: 'update' },
      { table_name: 'tasks', actor_name: 'Agnes Agent', action: 'update' },
    ]);

    // A member without a name is named by their e-mail, as everywhere else in the back office.
    await q(`update public.staff_members set name = '' where user_id = $1`, [ids.admin]);
    const [admin] = await q<{ email: string }>('select email from public.staff_members where user_id = $1', [
      ids.admin,
    ]);
    expect(admin!.email).toMatch(/@/);
    expect(await agent().assign(task.id, { staffId: ids.admin })).toBe(true);
    expect((await agent().listTasks({ from: day(3), to: day(3), staffId: ids.admin }))[0]).toMatchObject({
      assignee_staff_name: admin!.email,
    });
    await q(`update public.staff_members set name = 'Adam Admin' where user_id = $1`, [ids.admin]);
  });

  it('changes a task’s state exactly as the domain’s table says, every pair', async () => {
    const expected: string[] = [];
    const actual: string[] = [];
    for (const from of TASK_STATES) {
      for (const to of TASK_STATES) {
        if (to === from) continue;
        const [row] = await q<{ id: string }>(
          `insert into public.tasks (rental_id, kind, title, due_on, state) values ($1, 'other', 'Rule', $2, $3) returning id`,
          [ids.rental2, day(1), from],
        );
        let result = 'accepted';
        try {
          await q('update public.tasks set state = $2, inspection_note = $3 where id = $1', [
            row!.id,
            to,
            'Streaks on the glass',
          ]);
        } catch (error) {
          const e = error as { code?: string; constraint?: string };
          result = `${e.code} ${e.constraint}`;
        }
        expected.push(`${from} → ${to}: ${canChangeTask(from, to) ? 'accepted' : '23514 tasks_state_transition'}`);
        actual.push(`${from} → ${to}: ${result}`);
      }
    }
    expect(actual).toEqual(expected);
    expect(actual).toHaveLength(TASK_STATES.length * (TASK_STATES.length - 1));

    // Sending a task back needs a note, in the domain and in the database; through the port as staff too.
    expect(taskChangeNeedsNote('done', 'open')).toBe(true);
    const [done] = await q<{ id: string }>(
      `insert into public.tasks (rental_id, kind, title, due_on, state) values ($1, 'other', 'Rule', $2, 'done') returning id`,
      [ids.rental2, day(1)],
    );
    expect(await refusalCode(() => agent().act(done!.id, 'send-back', 'done', null))).toBe('constraint');
    expect(await agent().act(done!.id, 'inspect', 'open')).toBe(false); // not what the person saw
    expect(await agent().act(done!.id, 'send-back', 'done', 'Towels missing')).toBe(true);
    expect(await agent().getTask(done!.id)).toMatchObject({ state: 'open', inspection_note: 'Towels missing' });
    expect(await agent().act(done!.id, 'finish', 'open')).toBe(true);
    expect(await agent().act(done!.id, 'inspect', 'done', 'All good')).toBe(true);
    expect(await agent().act(done!.id, 'reopen', 'inspected')).toBe(false);
  });

  it('keeps a villa’s tasks from outliving it', async () => {
    const rental = await insertRental(database().db, { title: 'Villa Éphémère', min_stay_days: 1 });
    await insertStay(3, 'confirmed', 'staff', rental);
    expect(
      Number(
        (await q<{ n: number }>('select count(*)::int as n from public.tasks where rental_id = $1', [rental]))[0]!.n,
      ),
    ).toBe(4);
    await q('delete from public.rentals where id = $1', [rental]);
    expect(await q('select id from public.tasks where rental_id = $1', [rental])).toEqual([]);
    expect(await q('select id from public.task_templates where rental_id = $1', [rental])).toEqual([]);
  });
});
