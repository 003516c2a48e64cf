import type { Page } from '@playwright/test';
import { taskSetupTexts } from '#app/domain/tasks/texts/setup';
import { taskSheetTexts } from '#app/domain/tasks/texts/sheet';
import { taskTexts } from '#app/domain/tasks/texts/staff';
import { expect, go, signIn, test } from './helpers';

/**
 * The turnovers' set-up and day sheet on a phone (375 px), with JavaScript on and off: an owner opens the set-up
 * from /admin/tasks, sees the first villa's templates, adds a vendor (a refused form keeps what was typed and says
 * why by the field), then switches the vendor off again; the day sheet opens from /admin/tasks and, printed, shows
 * the sheet alone.
 */

const setup = taskSetupTexts;
const sheet = taskSheetTexts.en;

async function fitsPhone(page: Page) {
  const { width, documentWidth } = await page.evaluate(() => ({
    width: window.innerWidth,
    documentWidth: document.documentElement.scrollWidth,
  }));
  expect(documentWidth).toBeLessThanOrEqual(width);
}

test('set up templates and vendors, and print the day, on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await go(page, '/admin/tasks');
  await page.getByRole('link', { name: setup.link }).click();
  await expect(page.getByRole('heading', { name: setup.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^What each stay of / })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${taskTexts.kinds['pre-arrival-inspection']} · `) }),
  ).toBeVisible();
  await fitsPhone(page);
  await testInfo.attach(`${testInfo.project.name} task set-up`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // A vendor without an e-mail or a phone is refused, what was typed kept; with a phone, added.
  const name = `E2E Pool ${testInfo.project.name} ${Date.now()}`;
  const form = page.locator('form#vendor-new');
  await form.getByLabel(setup.name).fill(name);
  await form.getByLabel(setup.trade).selectOption('pool');
  await form.getByRole('button', { name: setup.add }).click();
  const refused = page.locator('form#vendor-new');
  await expect(refused.getByText(taskTexts.errors.reachable)).toBeVisible();
  await expect(refused.getByLabel(setup.name)).toHaveValue(name);
  await refused.getByLabel(setup.phone).fill('+590 690 12 34 56');
  await refused.getByRole('button', { name: setup.add }).click();
  const saved = page.locator('form', { has: page.getByRole('heading', { name: `${name} · Pool` }) });
  await expect(saved).toBeVisible();
  await fitsPhone(page);

  // Switched off: no longer offered.
  await saved.getByLabel(setup.vendorActive).uncheck();
  await saved.getByRole('button', { name: setup.save }).click();
  await expect(page.getByRole('heading', { name: `${name} · Pool · ${setup.noLongerSent}` })).toBeVisible();

  // The day sheet, from /admin/tasks; printed, the sheet alone.
  await go(page, '/admin/tasks');
  await page.getByRole('link', { name: taskTexts.board.printSheet }).click();
  await expect(page.getByRole('heading', { name: /^Tasks of /, level: 1 })).toBeVisible();
  await fitsPhone(page);
  await page.getByRole('link', { name: sheet.languageFr }).click();
  await expect(page.getByRole('heading', { name: /^Tâches du /, level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: taskSheetTexts.fr.languageLabel })).toBeHidden();
  await expect(page.locator('body > header')).toBeHidden();
  await testInfo.attach(`${testInfo.project.name} day sheet printed`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
