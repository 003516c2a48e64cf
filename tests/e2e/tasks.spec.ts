import { addDays, islandToday } from '#app/domain/booking/dates';
import { inspectionTexts } from '#app/domain/tasks/texts/inspections';
import { taskTexts } from '#app/domain/tasks/texts/staff';
import { expect, go, signIn, test } from './helpers';
import { fitsPhone, INSPECTION_PHOTO } from './task-helpers';

/**
 * The field team's day on a phone (issue 30, item 4), with JavaScript on and off: a homeowner's stay from
 * tomorrow makes its turnover tasks by itself; /admin/tasks shows today's pool and inspection at 375 px, fitting
 * the screen; one plain button starts a task, then marks it done; staff inspect it with a photo from the camera and
 * a note (item 6), and the stay's page shows that inspection; the week lists the departure clean. The stay is
 * cancelled afterwards, which cancels its unstarted tasks.
 */

const text = taskTexts.board;

test('a stay’s turnover on the phone: its tasks appear by themselves and move with one button', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await go(page, '/admin/rentals');
  const calendar = (await page.locator('a[href^="/admin/rentals/"][href$="/calendar"]').first().getAttribute('href'))!;
  const today = islandToday();
  const checkIn = addDays(today, 1);
  const response = await page.request.post(calendar, {
    form: {
      intent: 'add-block',
      kind: 'homeowner-block',
      checkIn,
      checkOut: addDays(checkIn, 3),
      note: 'Turnover journey',
    },
    maxRedirects: 0,
  });
  // Taken dates (a demo stay) answer 409: the journey needs tomorrow free on the first villa.
  expect(response.status()).toBe(302);

  try {
    await go(page, '/admin/tasks');
    await expect(page.getByRole('heading', { name: /Tasks/, level: 1 })).toBeVisible();
    // Today's tasks, not the overdue ones other journeys' past stays left (the homeowner journey imports some).
    const todaysTasks = page.getByRole('region', { name: /^(?!Overdue).* · \d+ tasks?$/ }).first();
    const pool = todaysTasks.locator('article', { hasText: taskTexts.kinds.pool }).filter({ hasText: 'Open' }).first();
    await expect(pool).toBeVisible();
    await fitsPhone(page);
    await testInfo.attach(`${testInfo.project.name} tasks today`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await pool.getByRole('button', { name: taskTexts.actions.start }).click();
    const started = todaysTasks
      .locator('article', { hasText: taskTexts.kinds.pool })
      .filter({ hasText: 'In progress' });
    await expect(started.first()).toBeVisible();
    await started.first().getByRole('button', { name: taskTexts.actions.finish }).click();
    const done = todaysTasks
      .locator('article', { hasText: taskTexts.kinds.pool })
      .filter({ hasText: text.inspectionNote });
    await expect(done.first()).toBeVisible();
    await fitsPhone(page);

    // The inspection: a note and a photo from the camera, in the same one form, then the button.
    const note = `Pool clear, skimmer emptied (${testInfo.project.name}).`;
    await done.first().getByLabel(text.inspectionNote).fill(note);
    await done.first().locator('input[name="photos"]').setInputFiles(INSPECTION_PHOTO);
    await done.first().getByRole('button', { name: taskTexts.actions.inspect }).click();
    const inspected = todaysTasks.locator('article', { hasText: note });
    await expect(inspected.getByText(taskTexts.states.inspected).first()).toBeVisible();
    await expect(inspected.locator('a[href*="/photos/"]')).toHaveCount(1);
    await fitsPhone(page);

    // The stay's page shows the villa's last inspection before the arrival.
    await go(page, calendar);
    const stayId = await page
      .locator('tr', { hasText: 'Turnover journey' })
      .locator('input[name="id"]')
      .first()
      .getAttribute('value');
    await go(page, `/admin/bookings/${stayId}`);
    const card = page.getByTestId('last-inspection');
    await expect(card.getByText(inspectionTexts.en.title)).toBeVisible();
    await expect(card.getByText(note)).toBeVisible();
    await expect(card.locator('a[href*="/photos/"]')).toHaveCount(1);
    await fitsPhone(page);

    await go(page, '/admin/tasks?range=week&by=person');
    await expect(page.getByText(text.unassigned).first()).toBeVisible();
    await expect(page.locator('article', { hasText: taskTexts.kinds['departure-clean'] }).first()).toBeVisible();
    await fitsPhone(page);
    await testInfo.attach(`${testInfo.project.name} tasks week by person`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  } finally {
    // The block goes; its unstarted tasks are cancelled with it.
    await go(page, calendar);
    const id = await page
      .locator('tr', { hasText: 'Turnover journey' })
      .locator('input[name="id"]')
      .first()
      .getAttribute('value');
    expect(id).toBeTruthy();
    await page.request.post(calendar, { form: { intent: 'cancel-block', id: id!, confirm: 'yes' } });
  }
});
