import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate, islandToday } from '#app/domain/booking/dates';
import { escapeHtml } from '#app/domain/mail/escape';
import { taskSheetTexts } from '#app/domain/tasks/texts/sheet';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { useTestDatabase } from '#tests/helpers/databases';
import { insertRental, signInRequest } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * The printable day sheet served whole, as an agent (app/routes/admin/task-sheet.tsx): one day's tasks in a table
 * per villa or per person, with the villa's address, the same-day turnover in words and a blank column to initial;
 * cancelled tasks left off; in French with `?lang=fr`; a bad day is today; a print style that leaves the menu off.
 */

const today = islandToday();
const day = (offset: number) => addDays(today, offset);
const en = taskSheetTexts.en;
const fr = taskSheetTexts.fr;

describe('the day sheet, served whole', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();
  let cookie = '';

  beforeAll(async () => {
    const { db } = database();
    await upsertStaffAccount(db, 'sheet-owner@example.com', 'correct-horse-battery-staple');
    const email = 'sheet-agent@example.com';
    const { userId } = await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(signInRequest('192.0.2.97'), email, 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    await db.query(`update public.staff_members set role = 'agent', name = 'Agnes Agent' where user_id = $1`, [userId]);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
    const rentalId = await insertRental(db, { title: 'Villa Feuille', min_stay_days: 1, max_guests: 6 });
    await db.query(`update public.rentals set address = '12 Route de Saline' where id = $1`, [rentalId]);
    // One party leaves on day 5 and the next arrives on day 5: a same-day turnover.
    for (const [from, to] of [
      [2, 5],
      [5, 9],
    ] as const) {
      await db.query(
        `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
         values ($1, $2, $3, 'confirmed', 'staff', 'Grace Guest', 'grace@example.com', 2)`,
        [rentalId, day(from), day(to)],
      );
    }
    await db.query(
      `insert into public.tasks (rental_id, kind, title, due_on, window_start, assignee_staff_id, note)
       values ($1, 'repair', 'Fix the shutter', $2, '09:00', $3, 'Spare hinge in the garage')`,
      [rentalId, day(5), userId],
    );
    await db.query(
      `insert into public.tasks (rental_id, kind, title, due_on, state) values ($1, 'delivery', 'Cancelled crate', $2, 'cancelled')`,
      [rentalId, day(5)],
    );
  });

  const open = (path: string) => render(path, { headers: { Cookie: cookie } });

  it('lists one day’s tasks by villa with address, window, same-day turnover in words and a column to initial', async () => {
    const page = await open(`/admin/tasks/sheet?day=${day(5)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(escapeHtml(en.heading(formatCalendarDate(day(5), 'weekday', 'en'))));
    expect(html).toContain(escapeHtml(en.count(3))); // the departure clean, the linen, the repair
    expect(html).toContain('12 Route de Saline');
    expect(html).toContain(escapeHtml(en.taskKind('departure-clean')));
    expect(html).toContain('10:00–15:00');
    expect(html).toContain(escapeHtml(en.from('09:00')));
    expect(html).toContain('Fix the shutter');
    expect(html).toContain('Spare hinge in the garage');
    expect(html).toContain('Agnes Agent');
    expect(html).toContain(escapeHtml(en.sameDay));
    expect(html).toContain(escapeHtml(en.columnDone));
    expect(html).not.toContain('Cancelled crate');
    // Printed, the sheet alone: the header, menu and footer are left off by the page's print style.
    expect(html).toContain('@media print');
    expect(html).toContain('data-day-sheet');
    // No guest's name on a sheet handed to the field team.
    expect(html).not.toContain('Grace Guest');
  });

  it('groups by person and speaks French with ?lang=fr; a bad day is today; /admin/tasks links to it', async () => {
    const french = await (await open(`/admin/tasks/sheet?day=${day(5)}&by=person&lang=fr`)).text();
    expect(french).toContain(escapeHtml(fr.heading(formatCalendarDate(day(5), 'weekday', 'fr'))));
    expect(french).toContain(escapeHtml(fr.taskKind('departure-clean')));
    expect(french).toContain(escapeHtml(fr.sameDay));
    expect(french).toContain(escapeHtml(fr.unassigned));
    expect(french).toContain(escapeHtml(fr.columnDone));
    expect(french).toContain(`Agnes Agent · ${fr.count(1)}`);

    const fallback = await (await open('/admin/tasks/sheet?day=someday&by=nobody&lang=de')).text();
    expect(fallback).toContain(escapeHtml(en.heading(formatCalendarDate(today, 'weekday', 'en'))));
    expect(fallback).toContain(escapeHtml(en.empty));

    const board = await (await open('/admin/tasks?range=tomorrow')).text();
    expect(board).toContain(`href="/admin/tasks/sheet?day=${day(1)}"`);
    // Visitors are sent to sign in.
    const visitor = await render(`/admin/tasks/sheet?day=${day(5)}`);
    expect(visitor.status).toBeGreaterThanOrEqual(300);
    expect(visitor.status).toBeLessThan(400);
  });
});
