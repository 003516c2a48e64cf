import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import {
  addDays,
  formatCalendarDate,
  formatStayDates,
  islandToday,
  type CalendarDate,
} from '../../app/domain/booking/dates';
import { ADMIN, expect, go, javaScriptEnabled, mailsTo, signIn, test, waitForHydration } from './helpers';

/**
 * The booking journey, with JavaScript and without: a guest picks dates on a villa's calendar, sees the
 * exact quote, sends a booking request and gets a receipt; staff hold it as an option and confirm it, and the
 * guest receives the confirmation by e-mail; then the villa's calendar shows the nights booked and /rentals
 * for those dates no longer lists it.
 */

/** Case Corail (demo): $850 a night, 3 nights minimum, up to 4 guests, Saint-Barthélemy. */
const CORAIL = '/rentals/7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d02';

/** Ten nights from a date far enough ahead to be past the demo stays, different for each project. */
function stay(): { checkIn: CalendarDate; checkOut: CalendarDate } {
  const checkIn = addDays(islandToday(), javaScriptEnabled() ? 150 : 170);
  return { checkIn, checkOut: addDays(checkIn, 10) };
}

/** A calendar day's link names it in full after what it shows: '14 $850 — April 14, 2027, free, …'. */
const dayLabel = (date: CalendarDate) => `— ${formatCalendarDate(date, 'long')},`;

test.describe('booking a villa', () => {
  test('guest requests dates, staff hold and confirm them, the calendar and search follow', async ({ page }) => {
    const { checkIn, checkOut } = stay();

    // The guest opens the villa's calendar on the month of their stay and picks two days.
    await go(page, `${CORAIL}?month=${checkIn.slice(0, 7)}&guests=2`);
    await page.getByRole('link', { name: new RegExp(`${dayLabel(checkIn)}.*choose as check-in$`) }).click();
    await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}`));
    if (
      checkOut.slice(0, 7) !== checkIn.slice(0, 7) &&
      !(await page.getByRole('link', { name: new RegExp(dayLabel(checkOut)) }).count())
    ) {
      await page.getByRole('link', { name: 'Next month →' }).click();
    }
    await page.getByRole('link', { name: new RegExp(`${dayLabel(checkOut)}.*choose as check-out$`) }).click();
    await expect(page).toHaveURL(new RegExp(`checkOut=${checkOut}`));

    const box = page.locator('#booking');
    await expect(box.getByText('Available for your dates')).toBeVisible();
    await expect(box.getByText(/^10 nights × \$/).first()).toBeVisible();
    await expect(box.getByText('Saint-Barthélemy tax on accommodation (5%)')).toBeVisible();
    await expect(box.getByText("You won't be charged yet. Minimum stay:")).toBeVisible();
    const total = (await box
      .locator('dt', { hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd')
      .textContent())!.trim();
    expect(total).toMatch(/^\$[\d,]+$/);

    // The request form, then the receipt.
    await box.getByRole('button', { name: 'Request to Book' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request to book Case Corail, Grand Cul-de-Sac');
    if (javaScriptEnabled()) await waitForHydration(page);
    const guest = `grace.guest-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('Full Name').fill('Grace Guest');
    await page.getByLabel('Email Address').fill(guest);
    await page.getByLabel('Private chef').check();
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await expect(page.getByRole('heading', { name: 'Booking request sent' })).toBeVisible();
    // Behind its private link: a 256-bit token, not the stay's id; never indexed.
    expect(new URL(page.url()).pathname).toMatch(/^\/rentals\/[^/]+\/requests\/[A-Za-z0-9_-]{43}$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const reference = (await page.locator('dd.font-mono').textContent())!.trim();
    expect(reference).toMatch(/^IE-[0-9A-F]{8}$/);
    await expect(page.getByText(total).first()).toBeVisible();
    // What happens next says the payment in the words of the receipt's own schedule.
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Nothing is charged until your stay is confirmed.' }),
    ).toHaveText(
      new RegExp(
        `Then: deposit \\(30%\\) on confirmation; balance \\(70%\\) by ${formatCalendarDate(addDays(checkIn, -60), 'long')}\\.$`,
      ),
    );

    // Staff find it on the booking desk, hold it as an option, then confirm it.
    await signIn(page);
    await go(page, '/admin/bookings?status=requested');
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    if (javaScriptEnabled()) await waitForHydration(page);
    await page.getByRole('button', { name: 'Hold as option' }).click();
    await expect(page.getByText(/held as option/i).first()).toBeVisible();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.locator('main')).toContainText(/Confirmed/);
    await expect(page.locator('main')).toContainText(ADMIN.email);

    // The guest hears of it: one e-mail, with the stay, its total and the services by name.
    let confirmations: ParsedMail[] = [];
    await expect
      .poll(
        async () => {
          confirmations = (await mailsTo(guest)).filter((mail) => /is confirmed/.test(mail.subject ?? ''));
          return confirmations.length;
        },
        { timeout: 20_000, intervals: [250] },
      )
      .toBe(1);
    const [confirmation] = confirmations;
    expect(confirmation!.subject).toBe(
      `Your stay at Case Corail, Grand Cul-de-Sac is confirmed — Island Estates (${reference})`,
    );
    expect(confirmation!.text).toContain(formatStayDates(checkIn, checkOut));
    expect(confirmation!.text).toContain(`Total: ${total}`);
    expect(confirmation!.text).toContain('Private chef (priced on request)');
    // The schedule fixed when the stay became an option: the deposit due on the option's deadline (issue 28).
    expect(confirmation!.text).toMatch(/Deposit: \$[\d,]+\.\d\d — Due by \w+ \d+, \d{4}/);

    // Sign out, then the public calendar shows the nights booked and the search leaves the villa out.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await go(page, `${CORAIL}?month=${checkIn.slice(0, 7)}`);
    await expect(page.locator(`td[data-date="${checkIn}"]`)).toHaveAttribute('data-state', 'booked');
    await expect(page.locator(`td[data-date="${checkIn}"]`)).toContainText('Booked');
    await go(page, `/rentals?checkIn=${checkIn}&checkOut=${checkOut}`);
    await expect(page.getByRole('status').first()).toContainText('free');
    await expect(page.getByRole('link', { name: 'Case Corail, Grand Cul-de-Sac' })).toHaveCount(0);
    await expect(page.locator('article').first()).toContainText('tax included');
  });

  test('an old receipt address shows nothing about any booking and offers to e-mail a fresh link', async ({ page }) => {
    // The addresses sent before private links carried the stay's id; any id gets the same page and answer.
    await go(page, `${CORAIL}/requests/${randomUUID()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This address no longer opens a booking request');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('main')).not.toContainText(/IE-[0-9A-F]{8}|nights|\$/);
    if (javaScriptEnabled()) await waitForHydration(page);
    await page.getByRole('button', { name: 'E-mail me a new link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
    await expect(page.getByRole('status')).toContainText('If this address belongs to a booking request');
  });

  test('dates that cannot be booked are refused next to the field, and /rentals shows totals for dates', async ({
    page,
  }) => {
    const checkIn = addDays(islandToday(), 200);
    await go(page, CORAIL);
    const box = page.locator('#booking');
    await box.getByLabel('Check-in').fill(checkIn);
    await box.getByLabel('Check-out').fill(addDays(checkIn, 1));
    // Without JavaScript the button asks for the dates; with it the box answers by itself.
    if (!javaScriptEnabled()) await box.getByRole('button', { name: 'Check availability' }).click();
    await expect(box.getByText(/minimum stay is 3 nights|stays are at least/)).toBeVisible();
    await expect(box.getByLabel('Check-out')).toHaveAttribute('aria-invalid', 'true');
    await expect(box.getByText('Available for your dates')).toHaveCount(0);
    await expect(box.getByRole('button', { name: 'Request to Book' })).toHaveCount(0);

    await go(page, `/rentals?checkIn=${checkIn}&checkOut=${addDays(checkIn, 7)}&guests=2`);
    const first = page.locator('article').first();
    await expect(first).toContainText('for 7 nights, tax included');
    await expect(first.getByRole('link')).toHaveAttribute('href', new RegExp(`checkIn=${checkIn}`));
  });
});
