import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import '#app/domain/i18n/texts/fr';
import { formatStayDates, islandToday, type CalendarDate } from '../../app/domain/booking/dates';
import { homeownerAccountTexts } from '#app/domain/homeowners/texts/accounts';
import { ownerPageTexts } from '#app/domain/homeowners/texts/owner-page';
import { statementDocumentTexts } from '#app/domain/homeowners/texts/statement-document';
import { formatMinorAmount } from '#app/domain/payments/money';
import { readPdf } from '../helpers/pdf-text';
import { expect, go, javaScriptEnabled, signIn, test } from './helpers';
import { acceptHomeownerInvitation } from './homeowner-helpers';

/**
 * The homeowner journey of issue 29, with JavaScript and without: staff create a homeowner who owns a demo villa,
 * with a management agreement (20 % of the accommodation); the villa's Airbnb calendar (served here, as iCal)
 * brings two stays of the two months before this one, one across the months; staff record two expenses charged to
 * the homeowner, run both months (what Airbnb paid entered per stay, draft all, issue all); the statement's PDF
 * has the totals computed by hand; the homeowner accepts the e-mail's invitation, signs in, reads the statement
 * and the earnings, the calendar without a guest's name, and asks for an owner stay that staff accept.
 */
const PASSWORD = 'a homeowner journey password';

const pad = (n: number) => String(n).padStart(2, '0');
/** The first day of the month `offset` months from this one, and its last day. */
function month(offset: number) {
  const today = islandToday();
  const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const key = `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
  return { key, day: (d: number) => `${key}-${pad(d)}` as CalendarDate, last: last.getUTCDate() };
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An iCal calendar as Airbnb exports it: each stay as an all-day event. */
function ical(events: { uid: string; checkIn: string; checkOut: string }[]) {
  const compact = (date: string) => date.replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar//EN',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTART;VALUE=DATE:${compact(event.checkIn)}`,
      `DTEND;VALUE=DATE:${compact(event.checkOut)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

async function serve(body: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics` };
}

async function expense(page: Page, villa: string, day: string, vendor: string, amount: string) {
  await go(page, '/admin/expenses/new');
  await page.getByLabel('Villa').selectOption({ label: villa });
  await page.getByLabel('Date').fill(day);
  await page.getByLabel('Category').selectOption('pool');
  await page.getByLabel('Vendor').fill(vendor);
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await page.getByLabel('Charge the homeowner on their statement').check();
  await page.getByRole('button', { name: 'Save expense' }).click();
  await page.waitForURL(/\/admin\/expenses\/[0-9a-f-]{36}\?done=created$/);
}

test('a homeowner’s month: staff run and issue the statements, the homeowner reads them and asks for an owner stay', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const js = javaScriptEnabled();
  const locale = js ? 'en' : 'fr';
  const prefix = locale === 'fr' ? '/fr' : '';
  const t = ownerPageTexts[locale];
  const stamp = `${js ? 'js' : 'nojs'}-${Date.now()}`;
  const email = `journey-${stamp}@example.com`;
  const name = `Journey ${stamp}`;
  const [villaId, villa] = js
    ? ['7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d06', 'Pointe Blanche Estate']
    : ['7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d07', 'Saline Hillside Villa'];
  const [first, second] = [month(-2), month(-1)];
  // Airbnb: A, the first month's last two nights and the second's first two ($1,000.00: $250.00 a night);
  // B, three nights in the second month ($900.00).
  const stayA = { uid: `a-${stamp}`, checkIn: first.day(first.last - 1), checkOut: second.day(3) };
  const stayB = { uid: `b-${stamp}`, checkIn: second.day(10), checkOut: second.day(13) };
  const feed = await serve(ical([stayA, stayB]));

  try {
    // Staff: the homeowner, their villa since long ago, its agreement.
    await signIn(page);
    await go(page, '/admin/homeowners');
    const form = page.getByTestId('homeowner-new');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('E-mail addresses').fill(email);
    await form.getByLabel('Language').selectOption(locale);
    await form.getByLabel('Currency').selectOption('USD');
    await form.getByRole('button', { name: 'Add homeowner' }).click();
    await page.waitForURL(/\/admin\/homeowners\/[0-9a-f-]{36}/);
    const staffPath = new URL(page.url()).pathname;
    const since = month(-14).day(1);
    const ownership = page.getByTestId('ownership-form');
    await ownership.getByLabel('Villa or property').selectOption({ label: `Villa: ${villa}` });
    await ownership.getByLabel('Owned from').fill(since);
    await ownership.getByRole('button', { name: 'Record ownership' }).click();
    await expect(page.getByText('The ownership was recorded.')).toBeVisible();
    const agreement = page.getByTestId('agreement-form');
    await agreement.getByLabel('Villa').selectOption({ label: villa });
    await agreement.getByLabel('In force from').fill(since);
    await agreement.getByLabel('Commission (%)').fill('20');
    await agreement.getByLabel('Mandate signed on').fill(since);
    await agreement.getByLabel('Signed by').fill(`${name} and the agency`);
    await agreement.getByRole('button', { name: 'Add agreement' }).click();
    await expect(page.getByText('The agreement was added.')).toBeVisible();

    // The villa's Airbnb calendar brings its two stays.
    await go(page, `/admin/rentals/${villaId}/calendar`);
    const feedForm = page.getByRole('form', { name: 'Import a calendar' });
    await feedForm.getByLabel('Name').fill('Airbnb');
    await feedForm.getByLabel('Calendar address (iCal)').fill(feed.url);
    await feedForm.getByRole('button', { name: 'Add calendar' }).click();
    await expect(page.getByText('The calendar was added.')).toBeVisible();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText(/2 events: 2 added/).first()).toBeVisible();

    // Two expenses charged to the homeowner in the second month: $100.00 and $50.25.
    await expense(page, villa, second.day(5), `Pool ${stamp}`, '100.00');
    await expense(page, villa, second.day(6), `Garden ${stamp}`, '50.25');

    // Each month's run: what Airbnb paid, then draft all and issue all.
    for (const [run, stays] of [
      [first, [[stayA, '1000.00']]],
      [second, [[stayB, '900.00']]],
    ] as const) {
      await go(page, `/admin/homeowners/statements?month=${run.key}`);
      for (const [stay, amount] of stays) {
        const row = page
          .getByRole('row')
          .filter({ hasText: villa })
          .filter({ hasText: formatStayDates(stay.checkIn as CalendarDate, stay.checkOut as CalendarDate) });
        await row.locator('select[name="platform"]').selectOption('airbnb');
        await row.locator('input[name="amount"]').fill(amount);
        await row.locator('select[name="currency"]').selectOption('USD');
        await row.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('The platform’s amount was saved.')).toBeVisible();
      }
      await page.getByRole('button', { name: 'Draft all' }).click();
      await expect(page.getByText(/drafts? up to date/)).toBeVisible();
      await page.getByRole('button', { name: 'Issue all drafts' }).click();
      await expect(page.getByText(/statements? issued\./)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Issued');
    }

    // The homeowner: the invitation, the password, the sign-in.
    await go(page, staffPath);
    await page.getByRole('button', { name: homeownerAccountTexts.invite, exact: true }).click();
    await expect(page.getByText(homeownerAccountTexts.invited(email))).toBeVisible();
    const owner = await acceptHomeownerInvitation(browser, email, PASSWORD, locale);

    // Their statements, newest first: the second month's closing balance is the first's $400.00 (4 nights × $250
    // less 20 %: 2 nights there) plus $969.75 ($500.00 + $900.00 of Airbnb, less 20 %, less $150.25 of expenses).
    const money = (cents: number) => formatMinorAmount(cents, 'USD', locale).replace(/\s/g, ' ');
    const list = owner.getByTestId('owner-statements');
    const rows = list.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const plain = async (index: number) => (await rows.nth(index).innerText()).replace(/\s+/g, ' ');
    expect(await plain(0)).toContain(money(136_975));
    expect(await plain(0)).toContain(t.statementStates('issued'));
    expect(await plain(1)).toContain(money(40_000));

    // The earnings beside the villa: the two months stated, this month not yet in a statement.
    const earnings = owner.getByTestId('earnings-USD');
    const text = (await earnings.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(money(96_975));
    expect(text).toContain(money(40_000));
    expect(text).toContain(t.earningsPending);

    // The statement's PDF in the page's language, with its totals.
    const href = await rows.nth(0).getByRole('link').getAttribute('href');
    expect(href).toMatch(new RegExp(`^${prefix}/owners/statements/[0-9a-f-]{36}/statement\\.pdf$`));
    const pdf = await owner.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['cache-control']).toBe('private, no-store');
    const reading = (await readPdf(new Uint8Array(await pdf.body()))).text.replace(/\s/g, ' ');
    const d = statementDocumentTexts[locale];
    expect(reading).toContain(`${d.opening} ${money(40_000)}`);
    expect(reading).toContain(`${d.total} ${money(96_975)}`);
    expect(reading).toContain(`${d.closing} ${money(136_975)}`);
    for (const line of [50_000, 90_000, -10_000, -18_000, -10_000, -5_025]) expect(reading).toContain(money(line));
    // Someone else's id is not theirs.
    expect((await owner.request.get(`${prefix}/owners/statements/${randomUUID()}/statement.pdf`)).status()).toBe(404);

    // The calendar shows the second month's stays as booked, never a guest.
    await go(owner, `${prefix}/owners?month=${first.key}`);
    await expect(owner.locator(`td[data-date="${stayB.checkIn}"]`)).toContainText(t.kindBooked);
    await expect(owner.locator('body')).not.toContainText('Reserved');

    // An owner stay, accepted by staff.
    const [checkIn, checkOut] = [inDays(320), inDays(324)];
    await go(owner, `${prefix}/owners`);
    await owner.getByLabel(t.checkIn).fill(checkIn);
    await owner.getByLabel(t.checkOut).fill(checkOut);
    await owner.getByRole('button', { name: t.send }).click();
    await expect(owner.getByRole('status').filter({ hasText: t.requested })).toBeVisible();
    await go(page, staffPath);
    await page.getByRole('button', { name: homeownerAccountTexts.accept }).click();
    await expect(page.getByText(homeownerAccountTexts.acceptedNotice)).toBeVisible();
    await go(owner, `${prefix}/owners?month=${checkIn.slice(0, 7)}`);
    await expect(owner.locator(`td[data-date="${checkIn}"]`)).toContainText(t.kindOwnerStay);
    await owner.screenshot({ path: test.info().outputPath('homeowner-journey.png'), fullPage: true });
    await owner.context().close();
  } finally {
    feed.server.close();
  }
});
