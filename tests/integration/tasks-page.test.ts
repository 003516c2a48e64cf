import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { escapeHtml } from '#app/domain/mail/escape';
import { taskTexts } from '#app/domain/tasks/texts/staff';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { useTestDatabase } from '#tests/helpers/databases';
import { insertRental, signInRequest } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * /admin/tasks served whole by the app (issue 30, item 4; app/routes/admin/tasks.tsx), as an agent, without
 * JavaScript: today's tasks with a same-day turnover and lateness in words; the week by person; a bad view falls
 * back to the default; one button per change of state (409 when someone else was first; a note to send a task
 * back); the assign form. The rules themselves are tests/integration/turnovers.test.ts's, on both engines.
 */

const today = islandToday();
const day = (offset: number): CalendarDate => addDays(today, offset);

describe('the tasks page, served whole (no JavaScript)', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();
  let cookie = '';
  let rentalId = '';

  beforeAll(async () => {
    // The first account is the agency's owner (the last owner is never demoted); the page is used as an agent.
    await upsertStaffAccount(database().db, 'tasks-owner@example.com', 'correct-horse-battery-staple');
    const email = 'tasks-agent@example.com';
    const { userId } = await upsertStaffAccount(database().db, email, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(signInRequest('192.0.2.93'), email, 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    await database().db.query(`update public.staff_members set role = 'agent' where user_id = $1`, [userId]);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
    rentalId = await insertRental(database().db, { title: 'Villa Tâches', min_stay_days: 1, max_guests: 6 });
    // One party leaves today and the next arrives today: a same-day turnover. Stays written today make no task
    // before today (the arrival's pool and inspection, due yesterday, are not made); yesterday's repair, left
    // undone, is overdue.
    for (const [from, to] of [
      [-3, 0],
      [0, 4],
    ] as const) {
      await database().db.query(
        `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
         values ($1, $2, $3, 'confirmed', 'staff', 'Grace Guest', 'grace@example.com', 2)`,
        [rentalId, day(from), day(to)],
      );
    }
    await database().db.query(
      `insert into public.tasks (rental_id, kind, title, due_on) values ($1, 'repair', 'Fix the shutter', $2)`,
      [rentalId, day(-1)],
    );
  });

  const post = (path: string, fields: Record<string, string>) =>
    render(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
    });
  const taskId = async (kind: string) =>
    (
      await database().db.query<{ id: string }>(`select id from public.tasks where rental_id = $1 and kind = $2`, [
        rentalId,
        kind,
      ])
    ).rows[0]!.id;
  const stateOf = async (id: string) =>
    (
      await database().db.query<{ state: string; inspection_note: string | null }>(
        'select state, inspection_note from public.tasks where id = $1',
        [id],
      )
    ).rows[0];

  it('shows today’s tasks with the same-day turnover and lateness in words, the week by person, and bad views as the default', async () => {
    const page = await render('/admin/tasks', { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Villa Tâches');
    expect(html).toContain(taskTexts.kinds['departure-clean']);
    expect(html).toContain(escapeHtml(taskTexts.sameDayTurnover));
    expect(html).toContain(escapeHtml(taskTexts.board.overdueTitle));
    expect(html).toContain(escapeHtml(taskTexts.overdue(1)));
    expect(html).toContain('text-danger');
    // A plain form per task, one submit button per action.
    expect(html).toContain(`name="taskId" value="${await taskId('departure-clean')}"`);
    expect(html).toMatch(/<button type="submit"[^>]*value="start" name="action"/);

    const week = await (await render('/admin/tasks?range=week&by=person', { headers: { Cookie: cookie } })).text();
    expect(week).toContain(taskTexts.board.unassigned);
    expect(week).toContain(taskTexts.kinds.linen);
    expect((await render('/admin/tasks?range=yesterday&by=nobody', { headers: { Cookie: cookie } })).status).toBe(200);

    // Visitors are sent to sign in.
    const visitor = await render('/admin/tasks');
    expect(visitor.status).toBeGreaterThanOrEqual(300);
    expect(visitor.status).toBeLessThan(400);
  });

  it('moves a task with one button, says when someone else was first, and asks a note to send a task back', async () => {
    const clean = await taskId('departure-clean');
    const started = await post('/admin/tasks?range=week', { taskId: clean, seen: 'open', action: 'start' });
    expect(started.status).toBe(302);
    expect(started.headers.get('Location')).toBe(`/admin/tasks?range=week#task-${clean}`);
    expect(await stateOf(clean)).toMatchObject({ state: 'in-progress' });

    const stale = await post('/admin/tasks', { taskId: clean, seen: 'open', action: 'start' });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(escapeHtml(taskTexts.board.stale));

    expect((await post('/admin/tasks', { taskId: clean, seen: 'in-progress', action: 'finish' })).status).toBe(302);
    const noNote = await post('/admin/tasks', { taskId: clean, seen: 'done', action: 'send-back', inspectionNote: '' });
    expect(noNote.status).toBe(400);
    expect(await noNote.text()).toContain(escapeHtml(taskTexts.errors.noteRequired));
    expect(await stateOf(clean)).toMatchObject({ state: 'done' });

    const sentBack = await post('/admin/tasks', {
      taskId: clean,
      seen: 'done',
      action: 'send-back',
      inspectionNote: 'Sand on the terrace',
    });
    expect(sentBack.status).toBe(302);
    expect(await stateOf(clean)).toEqual({ state: 'open', inspection_note: 'Sand on the terrace' });
    const page = await (await render('/admin/tasks', { headers: { Cookie: cookie } })).text();
    expect(page).toContain(escapeHtml(taskTexts.board.lastInspection('Sand on the terrace')));

    // An action the state does not offer changes nothing.
    expect((await post('/admin/tasks', { taskId: clean, seen: 'open', action: 'inspect' })).status).toBe(409);
  });

  it('gives a task to a staff member or a vendor with the assign form, and the week by person says so', async () => {
    const linen = await taskId('linen');
    const [agent] = (
      await database().db.query<{ user_id: string }>(
        `select user_id from public.staff_members where email = 'tasks-agent@example.com'`,
      )
    ).rows;
    await database().db.query(`update public.staff_members set name = 'Agnes Agent' where user_id = $1`, [
      agent!.user_id,
    ]);
    const page = await (await render('/admin/tasks', { headers: { Cookie: cookie } })).text();
    expect(page).toContain(`value="staff:${agent!.user_id}"`);
    expect(page).toContain(escapeHtml(taskTexts.board.staffOption('Agnes Agent')));

    const given = await post('/admin/tasks?by=person', {
      intent: 'assign',
      taskId: linen,
      assignee: `staff:${agent!.user_id}`,
    });
    expect(given.status).toBe(302);
    expect(given.headers.get('Location')).toBe(`/admin/tasks?by=person#task-${linen}`);
    const byPerson = await (await render('/admin/tasks?by=person', { headers: { Cookie: cookie } })).text();
    expect(byPerson).toContain('Agnes Agent');

    const bad = await post('/admin/tasks', { intent: 'assign', taskId: linen, assignee: 'admin:everyone' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(escapeHtml(taskTexts.errors.assigneeInvalid));
    expect((await post('/admin/tasks', { intent: 'assign', taskId: linen, assignee: '' })).status).toBe(302);
    const { rows } = await database().db.query<{ assignee_staff_id: string | null }>(
      'select assignee_staff_id from public.tasks where id = $1',
      [linen],
    );
    expect(rows).toEqual([{ assignee_staff_id: null }]);
  });
  it('adds a one-off task, keeping what was typed when it is refused', async () => {
    const typed = {
      intent: 'add-task',
      rentalId,
      kind: 'repair',
      title: '',
      dueOn: day(2),
      windowStart: '09:00',
      windowEnd: '08:00',
      note: 'The gate sticks',
    };
    const refused = await post('/admin/tasks', typed);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(escapeHtml(taskTexts.errors.titleRequired));
    expect(html).toContain('The gate sticks');
    // The window is checked once the fields are (zod refines a whole form after its fields).
    const backwards = await post('/admin/tasks', { ...typed, title: 'Fix the gate' });
    expect(backwards.status).toBe(400);
    const backwardsHtml = await backwards.text();
    expect(backwardsHtml).toContain(escapeHtml(taskTexts.errors.windowOrder));
    expect(backwardsHtml).toContain('value="Fix the gate"');

    const added = await post('/admin/tasks', { ...typed, title: 'Fix the gate', windowEnd: '11:00' });
    expect(added.status).toBe(302);
    const { rows } = await database().db.query<{ id: string; kind: string; state: string; due_on: string }>(
      `select id, kind, state, due_on::text from public.tasks where title = 'Fix the gate'`,
    );
    expect(rows).toEqual([{ id: expect.any(String), kind: 'repair', state: 'open', due_on: day(2) }]);
    expect(added.headers.get('Location')).toBe(`/admin/tasks?range=week#task-${rows[0]!.id}`);
    const week = await (await render('/admin/tasks?range=week', { headers: { Cookie: cookie } })).text();
    expect(week).toContain('Fix the gate');
  });
});
