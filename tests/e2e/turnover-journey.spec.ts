import { rmSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays, formatCalendarDate, islandToday, type CalendarDate } from '../../app/domain/booking/dates';
import { demoContent } from '../../app/server/seed/demo-content';
import { inspectionTexts } from '#app/domain/tasks/texts/inspections';
import { taskSetupTexts } from '#app/domain/tasks/texts/setup';
import { taskTexts } from '#app/domain/tasks/texts/staff';
import { vendorTexts } from '#app/domain/tasks/texts/vendor';
import { ADMIN, expect, go, javaScriptEnabled, mailsTo, signIn, test } from './helpers';
import { fitsPhone, INSPECTION_PHOTO } from './task-helpers';

/**
 * The turnovers' journey of issue 30, with JavaScript on and off, at a phone's width: an owner adds a cleaning
 * company as a vendor (English with JavaScript, French without); takes a guest's stay on the booking desk as an
 * option and confirms it — its tasks appear on /admin/tasks by themselves; the next guests (an owner's stay) arrive
 * the day it leaves, a same-day turnover; the departure clean goes to the vendor; the vendors' clock moves to that
 * morning and the vendor's e-mail arrives; the vendor opens its link in a browser of their own (no staff cookie),
 * sees the villa and the task but nothing of the guest, and marks the clean done; staff mark it inspected with a
 * note and a photo; the next stay's page shows that inspection. Everything is undone afterwards (the stays
 * cancelled, the vendor switched off).
 */

/** The vendors' morning clock (playwright.config.ts VENDOR_MAIL_TODAY_FILE): noon of the day it holds. */
const VENDOR_TODAY_FILE = `${process.env.E2E_DATA_DIR}-vendor-today`;

/**
 * Published demo villas, those no other journey books near today first. tasks.spec.ts takes the first villa of
 * /admin/rentals from tomorrow: left out. Each project takes its own villa, free of the demo's stays on the days.
 */
const CANDIDATES = ['04', '05', '08', '03', '02', '01', '06', '07'].map(
  (suffix) => `7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d${suffix}`,
);

function villaFor(from: CalendarDate, until: CalendarDate, taken: string): { id: string; title: string } {
  const free = CANDIDATES.filter(
    (id) =>
      id !== taken &&
      !demoContent.stays.some((stay) => stay.rental_id === id && stay.check_in < until && stay.check_out > from),
  );
  const id = free[javaScriptEnabled() ? 0 : 1];
  if (!id) throw new Error(`No demo villa free from ${from} to ${until} for this project`);
  return { id, title: demoContent.rentals.find((rental) => rental.id === id)!.title };
}

async function shot(page: Page, name: string) {
  const info = test.info();
  await info.attach(`${info.project.name} ${name}`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

test('a turnover from the stay’s confirmation to its inspection: the vendor closes the clean from the morning e-mail', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = javaScriptEnabled();
  const locale = js ? 'en' : 'fr';
  const t = vendorTexts[locale];
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const vendor = { name: `Turnover Clean ${stamp}`, email: `turnover-vendor-${stamp}@example.com` };
  const guest = {
    name: `Gwen Journey ${stamp}`,
    email: `turnover-guest-${stamp}@example.com`,
    phone: '+590 690 41 27 83',
  };
  const note = `Clean passed, linen fresh (${stamp}).`;
  // Stay A from the day after tomorrow for three nights; the next guests (B) arrive the day it leaves.
  const checkIn = addDays(islandToday(), 2);
  const turnover = addDays(checkIn, 3);
  const phone = { width: 375, height: 800 };
  await page.setViewportSize(phone);
  await signIn(page);

  // The vendor: a cleaning company with an address, in its language.
  await go(page, '/admin/tasks/setup');
  const add = page.locator('form#vendor-new');
  await add.getByLabel(taskSetupTexts.name).fill(vendor.name);
  await add.getByLabel(taskSetupTexts.trade).selectOption('cleaning');
  await add.getByLabel(taskSetupTexts.email, { exact: true }).fill(vendor.email);
  await add.getByLabel(taskSetupTexts.language).selectOption(locale);
  await add.getByRole('button', { name: taskSetupTexts.add }).click();
  const vendorForm = page.locator('form', { has: page.getByRole('heading', { name: `${vendor.name} · Cleaning` }) });
  await expect(vendorForm).toBeVisible();

  await go(page, '/admin/rentals');
  const first = (await page.locator('a[href^="/admin/rentals/"][href$="/calendar"]').first().getAttribute('href'))!;
  const villa = villaFor(checkIn, addDays(turnover, 3), first.split('/')[3]!);
  const calendar = `/admin/rentals/${villa.id}/calendar`;
  let stayA: string | undefined;
  let stayB: string | undefined;

  try {
    // The booking desk: the guest's stay held as an option, then confirmed on its page.
    await go(page, calendar);
    const desk = page.locator('form#guest-stay');
    await desk.getByLabel(/^Guest name/).fill(guest.name);
    await desk.getByLabel(/^Email/).fill(guest.email);
    await desk.getByLabel(/^Phone/).fill(guest.phone);
    await desk.getByLabel(/^Check-in/).fill(checkIn);
    await desk.getByLabel(/^Check-out/).fill(turnover);
    await desk.getByLabel(/^Guests/).selectOption('2');
    await desk.getByRole('button', { name: 'Add the stay' }).click();
    await page.waitForURL(/\/admin\/bookings\/[0-9a-f-]{36}\?done=/);
    stayA = new URL(page.url()).pathname;
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(/^IE-/);
    const reference = (await title.textContent())!.trim();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL(/\?done=confirmed/);

    // The next guests: an owner's stay arriving the day A leaves.
    const ownerNote = `Next guests ${stamp}`;
    const block = await page.request.post(calendar, {
      form: {
        intent: 'add-block',
        kind: 'homeowner-block',
        checkIn: turnover,
        checkOut: addDays(turnover, 3),
        note: ownerNote,
      },
      maxRedirects: 0,
    });
    expect(block.status()).toBe(302);
    await go(page, `${calendar}?month=${turnover.slice(0, 7)}`);
    const blockId = await page
      .locator('tr', { hasText: ownerNote })
      .locator('input[name="id"]')
      .first()
      .getAttribute('value');
    stayB = `/admin/bookings/${blockId}`;

    // A's tasks appeared by themselves on the week's list; the departure clean is a same-day turnover.
    await go(page, '/admin/tasks?range=week');
    const tasksOfA = page.locator('article', { hasText: reference });
    for (const kind of ['pool', 'pre-arrival-inspection', 'departure-clean', 'linen'] as const) {
      await expect(tasksOfA.filter({ hasText: taskTexts.kinds[kind] })).toHaveCount(1);
    }
    const clean = tasksOfA.filter({ hasText: taskTexts.kinds['departure-clean'] });
    await expect(clean.getByText(taskTexts.sameDayTurnover)).toBeVisible();
    await fitsPhone(page);
    await clean
      .getByLabel(taskTexts.board.assignLabel)
      .selectOption({ label: taskTexts.board.vendorOption(vendor.name) });
    await clean.getByRole('button', { name: taskTexts.board.assign }).click();
    await expect(clean.getByText(vendor.name, { exact: true })).toBeVisible();
    await shot(page, 'tasks of the week');

    // That morning: the vendor's e-mail, in its language, with its link.
    writeFileSync(VENDOR_TODAY_FILE, turnover);
    const subject = t.mail.subject(formatCalendarDate(turnover, 'long', locale), 1);
    let text = '';
    try {
      await expect
        .poll(async () => (text = (await mailsTo(vendor.email)).find((mail) => mail.subject === subject)?.text ?? ''), {
          timeout: 30_000,
          intervals: [250],
        })
        .not.toBe('');
    } finally {
      rmSync(VENDOR_TODAY_FILE, { force: true });
    }
    expect(text).toContain(villa.title);
    for (const secret of [guest.name, guest.email, guest.phone]) expect(text).not.toContain(secret);
    const link = /https?:\/\/[^/\s]+(\/(?:fr\/)?vendors\/[A-Za-z0-9_-]{20,})/.exec(text)![1]!;

    // The vendor, in a browser of their own: the villa and the task, nothing of the guest; the clean marked done.
    const vendorContext = await browser.newContext({ javaScriptEnabled: js, viewport: phone });
    try {
      const tab = await vendorContext.newPage();
      await go(tab, link);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(t.title(vendor.name));
      const job = tab.locator('article', { hasText: t.kinds['departure-clean'] }).filter({ hasText: villa.title });
      await expect(job).toHaveCount(1);
      await expect(job.getByText(t.states.open, { exact: true })).toBeVisible();
      const html = await tab.content();
      for (const secret of [guest.name, guest.email, guest.phone, reference]) expect(html).not.toContain(secret);
      await fitsPhone(tab);
      await shot(tab, 'vendor’s page');
      await job.getByRole('button', { name: t.actions.finish }).click();
      await expect(tab.getByText(t.changed)).toBeVisible();
      await expect(job.getByText(t.states.done, { exact: true })).toBeVisible();
    } finally {
      await vendorContext.close();
    }

    // Staff inspect the clean with a note and a photo.
    await go(page, '/admin/tasks?range=week');
    await expect(clean.getByText(taskTexts.states.done, { exact: true })).toBeVisible();
    await clean.getByLabel(taskTexts.board.inspectionNote).fill(note);
    await clean.locator('input[name="photos"]').setInputFiles(INSPECTION_PHOTO);
    await clean.getByRole('button', { name: taskTexts.actions.inspect }).click();
    await expect(clean.getByText(taskTexts.states.inspected, { exact: true })).toBeVisible();
    await expect(clean.locator('a[href*="/photos/"]')).toHaveCount(1);

    // The next stay's page: the villa's last inspection before the arrival is that clean.
    await go(page, stayB);
    const card = page.getByTestId('last-inspection');
    await expect(card.getByText(inspectionTexts.en.passed)).toBeVisible();
    await expect(card.getByText(taskTexts.kinds['departure-clean'])).toBeVisible();
    await expect(card.getByText(note)).toBeVisible();
    // Who inspected it: the admin, who has no name, by their e-mail.
    await expect(card.getByText(ADMIN.email, { exact: true })).toBeVisible();
    await expect(card.locator('a[href*="/photos/"]')).toHaveCount(1);
    // The photo itself, served to staff (loaded lazily once near the screen).
    await card.locator('img').scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 96);
    await fitsPhone(page);
    // From the top, so that the sticky header is not drawn across the full page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'next stay’s page');
  } finally {
    // Undone: A cancelled, B's block removed (their unstarted tasks cancelled with them), the vendor switched off.
    if (stayA) await page.request.post(stayA, { form: { intent: 'cancel', confirm: 'yes' } });
    if (stayB) {
      await page.request.post(calendar, {
        form: { intent: 'cancel-block', id: stayB.split('/').pop()!, confirm: 'yes' },
      });
    }
    await go(page, '/admin/tasks/setup');
    await vendorForm.getByLabel(taskSetupTexts.vendorActive).uncheck();
    await vendorForm.getByRole('button', { name: taskSetupTexts.save }).click();
    await expect(
      page.getByRole('heading', { name: `${vendor.name} · Cleaning · ${taskSetupTexts.noLongerSent}` }),
    ).toBeVisible();
  }
});
