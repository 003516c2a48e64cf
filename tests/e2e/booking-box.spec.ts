import type { Locator, Page } from '@playwright/test';
import { addDays, daysBetween, isoWeekday, type CalendarDate } from '../../app/domain/booking/dates';
import { demoContent } from '../../app/server/seed/demo-content';
import { expect, go, javaScriptEnabled, test } from './helpers';

/**
 * The booking box can be trusted (issue 26, items 1–4, 6 and 8), with JavaScript and without: the price on
 * screen is the price of the dates on screen (with JavaScript it follows the fields, or says it is updating);
 * dates that cannot be booked get no quote and no request button but the next available dates; days no stay
 * may start on are marked in the calendar, in words; a guest count the villa cannot take is corrected and said.
 */

const villa = (title: string) => demoContent.rentals.find((rental) => rental.title === title)!;
/** Villa Azur, Lurin: $2,400, 7 nights minimum, 8 guests; Saturday-to-Saturday stays in high season. */
const AZUR = villa('Villa Azur, Lurin');
/** Case Corail: $850, 3 nights minimum, 4 guests. */
const CORAIL = villa('Case Corail, Grand Cul-de-Sac');
const pathOf = (rental: { id: string }, search = '') => `/rentals/${rental.id}${search}`;
const d = (value: string) => value as CalendarDate;

/** The second winter's high season (no demo stay in it): February 2028, Saturdays the 5th, 12th, 19th. */
const HIGH_WEDNESDAY = d('2028-02-09');
const HIGH_SATURDAY = d('2028-02-12');

const box = (page: Page) => page.locator('#booking');
const totalIn = (scope: Locator) => scope.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd');

/** The total the server answers for a stay (a page of its own, read as rendered). */
async function serverTotal(page: Page, search: string): Promise<string> {
  const other = await page.context().newPage();
  await other.goto(pathOf(AZUR, search));
  const total = (await totalIn(other.locator('#booking')).textContent())!.trim();
  await other.close();
  return total;
}

test('the price on screen is the price of the dates on screen', async ({ page }) => {
  await go(page, pathOf(AZUR, '?checkIn=2027-06-05&checkOut=2027-06-12&guests=2'));
  await expect(box(page).getByText('Available for your dates')).toBeVisible();
  // A bookable stay's headline is its own rate, for its nights.
  await expect(box(page)).toContainText('for your 7 nights');

  if (javaScriptEnabled()) {
    // Every frame the page paints, a total may show only for the dates, and guests, in the fields.
    await page.evaluate(() => {
      const root = document.querySelector('#booking')!;
      const seen: string[] = [];
      (window as unknown as { staleTotals: string[] }).staleTotals = seen;
      const check = () => {
        const answer = root.querySelector('[data-answer-for]');
        if (answer && answer.getAttribute('aria-hidden') !== 'true' && /Total/.test(answer.textContent ?? '')) {
          const fields = ['checkIn', 'checkOut', 'guests']
            .map((name) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value)
            .join('|');
          if (answer.getAttribute('data-answer-for') !== fields)
            seen.push(`${answer.getAttribute('data-answer-for')} for ${fields}`);
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }

  const change = async (stay: { checkIn?: string; checkOut?: string; guests?: string }) => {
    if (stay.checkIn) await box(page).getByLabel('Check-in').fill(stay.checkIn);
    if (stay.checkOut) await box(page).getByLabel('Check-out').fill(stay.checkOut);
    if (stay.guests) await box(page).getByLabel('Guests').selectOption(stay.guests);
    // Without JavaScript the button asks; with it, the box follows by itself (and has no such button).
    const check = box(page).getByRole('button', { name: 'Check availability' });
    if (javaScriptEnabled()) await expect(check).toBeHidden();
    else await check.click();
  };
  const expectAnswerFor = async (checkIn: string, checkOut: string, guests: string) => {
    const search = `?checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`;
    await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`));
    await expect(box(page).getByText('Updating the price for your dates…')).toHaveCount(0);
    await expect(totalIn(box(page))).toHaveText(await serverTotal(page, search));
    await expect(box(page).getByRole('button', { name: 'Request to Book' })).toBeVisible();
    // The fields still hold what was typed.
    await expect(box(page).getByLabel('Check-in')).toHaveValue(checkIn);
    await expect(box(page).getByLabel('Check-out')).toHaveValue(checkOut);
    await expect(box(page).getByLabel('Guests')).toHaveValue(guests);
  };

  await change({ checkOut: '2027-06-19' });
  await expectAnswerFor('2027-06-05', '2027-06-19', '2');
  await change({ checkIn: '2027-06-08', checkOut: '2027-06-16' });
  await expectAnswerFor('2027-06-08', '2027-06-16', '2');
  await change({ guests: '5' });
  await expectAnswerFor('2027-06-08', '2027-06-16', '5');
  if (javaScriptEnabled()) {
    expect(await page.evaluate(() => (window as unknown as { staleTotals: string[] }).staleTotals)).toEqual([]);
  }
});

test(
  'with JavaScript, a change says the price is updating until the page answers for it',
  { tag: '@js-only' },
  async ({ page }) => {
    await go(page, pathOf(AZUR, '?checkIn=2027-06-05&checkOut=2027-06-12&guests=2'));
    // Slow the page's answer, so the moment between the change and the answer can be seen.
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await box(page).getByLabel('Check-out').fill('2027-06-14');
    await expect(box(page).getByRole('status')).toHaveText('Updating the price for your dates…');
    // The old answer is marked as waiting: hidden from screen readers, dimmed, and no request button.
    await expect(box(page).locator('[data-answer-for]')).toHaveAttribute('aria-hidden', 'true');
    await expect(box(page).getByRole('button', { name: 'Request to Book' })).toHaveCount(0);
    await expect(box(page).getByText('Updating the price for your dates…')).toHaveCount(0, { timeout: 15_000 });
    await expect(totalIn(box(page))).toHaveText(
      await serverTotal(page, '?checkIn=2027-06-05&checkOut=2027-06-14&guests=2'),
    );
  },
);

test(
  'with JavaScript, an answer for earlier dates that renders late does not undo what was typed since',
  { tag: '@js-only' },
  async ({ page }) => {
    await go(page, pathOf(AZUR, '?checkIn=2027-06-05&checkOut=2027-06-19&guests=2'));
    // The answer for the new check-in is held until the check-out has been typed too (a slow network) …
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\.data(\?|$)/, async (route) => {
      asked.push(new URL(route.request().url()).search);
      if (asked.length > 1) return route.continue();
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    // … and once the router has it, the page is busy until the box's next ask is due (a busy phone): React
    // renders that answer after the box has asked for the new check-out. The CI failure of 2026-12-02.
    await page.evaluate(() => {
      type Router = { subscribe(listener: (state: { location: { search: string } }) => void): void };
      const router = (window as unknown as { __reactRouterDataRouter: Router }).__reactRouterDataRouter;
      router.subscribe(({ location }) => {
        if (!location.search.includes('checkIn=2027-06-08&checkOut=2027-06-19')) return;
        const until = performance.now() + 500;
        while (performance.now() < until);
      });
    });
    await box(page).getByLabel('Check-in').fill('2027-06-08');
    await expect.poll(() => asked.length).toBe(1);
    await box(page).getByLabel('Check-out').fill('2027-06-16');
    release();

    await expect.poll(() => asked.length).toBeGreaterThan(1);
    await expect(box(page).getByText('Updating the price for your dates…')).toHaveCount(0);
    // What was typed stays, and the page answers for it; the earlier dates are not asked for again.
    await expect(box(page).getByLabel('Check-out')).toHaveValue('2027-06-16');
    await expect(page).toHaveURL(/checkIn=2027-06-08&checkOut=2027-06-16&guests=2/);
    await expect(box(page).locator('[data-answer-for]')).toHaveAttribute('data-answer-for', '2027-06-08|2027-06-16|2');
    await expect(totalIn(box(page))).toHaveText(
      await serverTotal(page, '?checkIn=2027-06-08&checkOut=2027-06-16&guests=2'),
    );
    expect(asked).toEqual([
      '?checkIn=2027-06-08&checkOut=2027-06-19&guests=2',
      '?checkIn=2027-06-08&checkOut=2027-06-16&guests=2',
    ]);
  },
);

test('dates that cannot be booked get no quote and no request button, but the next available dates', async ({
  page,
}) => {
  // A Wednesday, four nights, in high season: arrivals are on Saturdays, stays seven nights.
  await go(page, pathOf(AZUR, `?checkIn=${HIGH_WEDNESDAY}&checkOut=${addDays(HIGH_WEDNESDAY, 4)}&guests=2`));
  const booking = box(page);
  await expect(booking.getByText('Arrivals in High season are on Saturday only.')).toBeVisible();
  await expect(booking.getByText('High season stays are at least 7 nights.')).toBeVisible();
  await expect(totalIn(booking)).toHaveCount(0);
  await expect(booking.getByText('Available for your dates')).toHaveCount(0);
  await expect(booking.getByRole('button', { name: 'Request to Book' })).toHaveCount(0);

  const next = booking.getByRole('region', { name: 'Next available dates' });
  const links = next.getByRole('link');
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))) {
    const search = new URL(href, 'http://x').searchParams;
    const [checkIn, checkOut] = [d(search.get('checkIn')!), d(search.get('checkOut')!)];
    expect(isoWeekday(checkIn)).toBe(6);
    expect(daysBetween(checkIn, checkOut)).toBe(7);
    expect(search.get('guests')).toBe('2');
  }
  // The nearest Saturday-to-Saturday week is one of them; choosing it gives its quote and the request button.
  const nearest = next.getByRole('link', { name: /Feb 12 – Feb 19, 2028 · 7 nights/ });
  await nearest.click();
  await expect(page).toHaveURL(new RegExp(`checkIn=${HIGH_SATURDAY}&checkOut=${addDays(HIGH_SATURDAY, 7)}`));
  await expect(booking.getByText('Available for your dates')).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Request to Book' })).toBeVisible();
  await expect(booking.getByText(/^7 nights × \$[\d,]+ — High season$/)).toBeVisible();
});

test('dates already taken are refused next to the field and the nearest free ones offered, in French too', async ({
  page,
}) => {
  const block = demoContent.stays.find((stay) => stay.rental_id === AZUR.id && stay.status === 'blocked')!;
  await go(page, `/fr${pathOf(AZUR, `?checkIn=${block.check_in}&checkOut=${block.check_out}&guests=2`)}`);
  const booking = box(page);
  await expect(booking.getByText(/^Ces dates ne sont pas disponibles/)).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Demander à réserver' })).toHaveCount(0);
  const next = booking.getByRole('region', { name: 'Prochaines dates disponibles' });
  await expect(next.getByRole('link').first()).toHaveAttribute('href', /^\/fr\/rentals\/.*checkIn=/);
});

test('days no stay may start on look it and say it, in both languages', async ({ page }) => {
  for (const [prefix, words, short] of [
    ['', 'no arrival on this day (arrivals on Saturday only)', 'No arrival'],
    ['/fr', 'pas d’arrivée ce jour-là (arrivées le samedi uniquement)', 'Pas d’arrivée'],
  ] as const) {
    await go(page, `${prefix}${pathOf(AZUR, '?month=2028-02')}`);
    const wednesday = page.locator(`td[data-date="${HIGH_WEDNESDAY}"]`);
    await expect(wednesday).toContainText(words);
    await expect(wednesday.locator('.cal-no-arrival')).toHaveCount(1);
    await expect(wednesday.getByRole('link')).toHaveCount(0);
    const saturday = page.locator(`td[data-date="${HIGH_SATURDAY}"]`);
    await expect(saturday.getByRole('link')).toHaveCount(1);
    await expect(saturday).not.toContainText(words);
    // Outside the season any free day may start a stay.
    await go(page, `${prefix}${pathOf(AZUR, '?month=2027-06')}`);
    await expect(page.locator('td[data-date="2027-06-09"]').getByRole('link')).toHaveCount(1);
    await go(page, `${prefix}${pathOf(AZUR, '?month=2028-02')}`);
    await expect(page.getByRole('list', { name: prefix ? 'Légende' : 'Legend' })).toContainText(short);
  }
});

test('a guest count the villa cannot take is corrected, and the box says so', async ({ page }) => {
  const cases: [asked: string, shown: string, said: string][] = [
    ['0', '1', 'A stay is for at least 1 guest: we changed 0 to 1.'],
    ['-3', '1', 'A stay is for at least 1 guest: we changed -3 to 1.'],
    ['2.5', '2', 'Guests are counted in whole numbers: we changed 2.5 to 2.'],
    ['12', '4', 'This villa sleeps up to 4 guests: we changed 12 to 4.'],
    ['two', '2', 'The number of guests in the address could not be read: the price is for 2 guests.'],
  ];
  for (const [asked, shown, said] of cases) {
    await go(page, pathOf(CORAIL, `?guests=${asked}`));
    const guests = box(page).getByLabel('Guests');
    await expect(guests).toHaveValue(shown);
    await expect(guests).toHaveAccessibleDescription(said);
    await expect(box(page).getByText(said)).toBeVisible();
  }
  await go(page, `/fr${pathOf(CORAIL, '?guests=12')}`);
  await expect(box(page).getByLabel('Voyageurs')).toHaveValue('4');
  await expect(box(page)).toContainText(
    'Cette villa accueille au plus 4 voyageurs\u00a0: nous avons remplacé 12 par 4.',
  );
  // A count it takes says nothing.
  await go(page, pathOf(CORAIL, '?guests=3'));
  await expect(box(page).getByLabel('Guests')).toHaveValue('3');
  await expect(box(page).getByLabel('Guests')).toHaveAccessibleDescription('');
});

test('the headline names its rate, and a visitor in euros reads the quote’s total in euros too', async ({ page }) => {
  await go(page, pathOf(AZUR));
  // The seasons change Villa Azur's rate: the headline says 'from'.
  await expect(box(page).locator('p').first()).toHaveText(/^from \$[\d,]+ \/ night$/);
  await go(page, pathOf(AZUR, `?checkIn=${HIGH_SATURDAY}&checkOut=${addDays(HIGH_SATURDAY, 7)}&guests=2&currency=EUR`));
  const booking = box(page);
  // The quote stays in the villa's dollars; the total is also given, approximately, in euros.
  await expect(totalIn(booking)).toHaveText(/^\$[\d,]+$/);
  const approx = booking
    .locator('dt', { hasText: 'Total in euros, approximately' })
    .locator('xpath=following-sibling::dd');
  await expect(approx).toHaveText(/^≈\u00a0€[\d,]+$/);
  await expect(booking.getByText(/^≈ Converted at €1 = \$/)).toBeVisible();
});
