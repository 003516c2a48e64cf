import '#app/domain/i18n/texts/fr';
import { homeownerAccountTexts } from '#app/domain/homeowners/texts/accounts';
import { ownerPageTexts } from '#app/domain/homeowners/texts/owner-page';
import { expect, go, javaScriptEnabled, signIn, test } from './helpers';
import { acceptHomeownerInvitation } from './homeowner-helpers';

/**
 * The homeowner's page (issue 29, item 5), with JavaScript and without: an admin adds a homeowner who owns a demo
 * villa and invites them; the homeowner chooses a password through the e-mail's link (English with JavaScript,
 * French without), signs in, reads their villa's calendar and occupancy, and asks for an owner stay that the
 * admin accepts into a block; the homeowner then sees it on their calendar, and signs out.
 */
const PASSWORD = 'a homeowner password';

/** A day `days` from today, as a date field takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('staff invite a homeowner, who signs in, reads their calendar and asks for an owner stay that staff accept', async ({
  page,
  browser,
}) => {
  const js = javaScriptEnabled();
  const locale = js ? 'en' : 'fr';
  const t = ownerPageTexts[locale];
  const email = `homeowner-${js ? 'js' : 'nojs'}-${Date.now()}@example.com`;
  const villa = js ? 'Villa Azur, Lurin' : 'Case Corail, Grand Cul-de-Sac';

  // Staff: the homeowner, their villa, the invitation.
  await signIn(page);
  await go(page, '/admin/homeowners');
  const form = page.getByTestId('homeowner-new');
  await form.getByLabel('Name').fill(`Homeowner ${locale}`);
  await form.getByLabel('E-mail addresses').fill(email);
  await form.getByLabel('Language').selectOption(locale);
  await form.getByRole('button', { name: 'Add homeowner' }).click();
  await page.waitForURL(/\/admin\/homeowners\/[0-9a-f-]{36}/);
  const staffPath = new URL(page.url()).pathname;
  await page.getByLabel('Villa or property').selectOption({ label: `Villa: ${villa}` });
  await page.getByLabel('Owned from').fill('2020-01-01');
  await page.getByRole('button', { name: 'Record ownership' }).click();
  await expect(page.getByText('The ownership was recorded.')).toBeVisible();
  await page.getByRole('button', { name: homeownerAccountTexts.invite, exact: true }).click();
  await expect(page.getByText(homeownerAccountTexts.invited(email))).toBeVisible();

  // The homeowner: the link in their language, their password, their sign-in.
  const owner = await acceptHomeownerInvitation(browser, email, PASSWORD, locale);

  // Their page: the villa, its occupancy, its calendar as tables with words; no back office for them.
  await expect(owner.getByRole('heading', { name: villa })).toBeVisible();
  await expect(owner.getByRole('table', { name: t.occupancyTitle })).toBeVisible();
  await expect(owner.getByRole('cell', { name: new RegExp(t.free) }).first()).toBeVisible();

  // An owner stay far enough ahead to be free, in the month the calendar then shows.
  const [checkIn, checkOut] = [inDays(300), inDays(303)];
  await owner.getByLabel(t.checkIn).fill(checkIn);
  await owner.getByLabel(t.checkOut).fill(checkOut);
  await owner.getByLabel(t.note).fill('Family week');
  await owner.getByRole('button', { name: t.send }).click();
  await expect(owner.getByRole('status').filter({ hasText: t.requested })).toBeVisible();

  // Staff accept it from the homeowner's page in the back office.
  await go(page, staffPath);
  await page.getByRole('button', { name: homeownerAccountTexts.accept }).click();
  await expect(page.getByText(homeownerAccountTexts.acceptedNotice)).toBeVisible();

  // The homeowner sees it as an owner stay, and signs out.
  await go(owner, `${locale === 'fr' ? '/fr' : ''}/owners?month=${checkIn.slice(0, 7)}`);
  await expect(owner.locator(`td[data-date="${checkIn}"]`)).toContainText(t.kindOwnerStay);
  await expect(owner.getByText(t.requestStatus('accepted'))).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath('homeowner-page.png'), fullPage: true });
  await owner.getByRole('button', { name: t.signOut }).click();
  await owner.waitForURL(/\/owners\/login$/);
  await go(owner, '/admin');
  await owner.waitForURL(/\/login\?/);
  await owner.context().close();
});
