import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { ParsedMail } from 'mailparser';
import { addDays, islandToday, type CalendarDate } from '../../app/domain/booking/dates';
import { readPdf } from '../helpers/pdf-text';
import { expect, go, javaScriptEnabled, mailsTo, signIn, test, waitForHydration } from './helpers';

/**
 * Payments from request to departure (issue 28), with JavaScript and without: an owner sets the account guests
 * pay into, the agency's legal details and the villa's arrival information; a guest requests a stay; staff
 * confirm it; the confirmation e-mail says how to pay and links to the guest's page, which shows the same and
 * takes the guest's arrival details; staff import a camt.053 statement carrying the reference and accept its
 * match (the deposit is received on both pages); the reminders' clock moves to the balance's reminder, which
 * goes out; staff record the balance; the arrival information appears; the payment receipt's PDF names the
 * amount and the reference.
 */

/**
 * A villa of the demo for each project, so both can hold the same dates (the reminders' clock is one for the
 * whole server): Case Corail ($850 a night) and Gustavia Harbour Loft ($450), both free in the weeks before
 * their demo owners' block, with 5 nights' minimum in high season.
 */
const villa = () =>
  javaScriptEnabled()
    ? '/rentals/7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d02'
    : '/rentals/7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d03';
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
/** The reminders' clock (playwright.config.ts PAYMENT_REMINDERS_TODAY_FILE). */
const TODAY_FILE = `${process.env.E2E_DATA_DIR}-today`;

/**
 * 68 days ahead: a deposit due in 7 days and the balance 60 days before arrival (in 8 days); the villa's
 * arrival information, shown from 90 days before arrival, appears as soon as the stay is paid in full.
 */
function stay(): { checkIn: CalendarDate; checkOut: CalendarDate } {
  const checkIn = addDays(islandToday(), 68);
  return { checkIn, checkOut: addDays(checkIn, 5) };
}

test('from request to departure: the guest pays by transfer, staff import the statement, reminders and arrival follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { checkIn, checkOut } = stay();
  const VILLA = villa();
  const villaId = VILLA.split('/').pop()!;

  // An owner sets the dollar account (the sign-in just gave the second factor the change needs).
  await signIn(page);
  await go(page, '/admin/settings/bank-accounts');
  if (javaScriptEnabled()) await waitForHydration(page);
  const account = page.getByTestId('bank-account-USD');
  await account.getByLabel('Account holder').fill('Island Estates SARL');
  await account.getByRole('textbox', { name: 'Bank', exact: true }).fill('Banque des Îles');
  await account.getByLabel('IBAN').fill(IBAN);
  await account.getByLabel('SWIFT / BIC').fill('BDIFFRPPXXX');
  await account.getByRole('button', { name: 'Save US dollar account' }).click();
  await expect(
    page.getByText(
      /^(Saved\. Every owner has been e-mailed about this change\.|Nothing was changed, so no e-mail was sent\.)$/,
    ),
  ).toBeVisible();

  // The agency's legal details, once (the other project may have added them already).
  await go(page, '/admin/settings/legal-entities');
  if (javaScriptEnabled()) await waitForHydration(page);
  if ((await page.getByRole('link', { name: 'Island Estates SAS', exact: true }).count()) === 0) {
    // The form folds away once there are entities; it opens unfolded while there are none.
    const adding = page.locator('details', { has: page.locator('summary', { hasText: 'Add a legal entity' }) });
    if ((await adding.getAttribute('open')) === null) await adding.locator('summary').click();
    const add = page.locator('form', { has: page.getByRole('button', { name: 'Add entity' }) });
    await add.getByLabel('Name').fill('Island Estates SAS');
    await add.getByLabel('Registration number').fill('RCS Basse-Terre 123 456 789');
    await add.getByLabel('Invoice series prefix').fill('IE-SBH');
    await add.getByRole('button', { name: 'Add entity' }).click();
    await expect(page.getByText('The legal entity is added.')).toBeVisible();
  }

  // The villa's arrival information, shown to guests paid in full from 90 days before arrival.
  await go(page, `/admin/rentals/${villaId}/arrival`);
  if (javaScriptEnabled()) await waitForHydration(page);
  await page.getByLabel('Exact address').fill('Chemin de la Pointe, Grand Cul-de-Sac');
  await page.getByLabel('Gate code').fill('4729');
  await page.getByLabel('Shown from (days before arrival)').fill('90');
  await page.getByRole('button', { name: 'Save arrival information' }).click();
  await expect(page.getByText('Arrival information saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).first().click();

  // A guest requests the dates.
  await go(page, `${VILLA}/request?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  if (javaScriptEnabled()) await waitForHydration(page);
  const guest = `pay.guest-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByLabel('Full Name').fill('Grace Guest');
  await page.getByLabel('Email Address').fill(guest);
  await page.getByRole('button', { name: 'Send booking request' }).click();
  await expect(page.getByRole('heading', { name: 'Booking request sent' })).toBeVisible();
  const reference = (await page.locator('dd.font-mono').textContent())!.trim();

  // Staff confirm it: the booking page shows its schedule, nothing received yet.
  await signIn(page);
  await go(page, '/admin/bookings?status=requested');
  await page.getByRole('link', { name: reference }).click();
  if (javaScriptEnabled()) await waitForHydration(page);
  await page.waitForURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
  const bookingPage = page.url();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const payments = page.locator('#payments');
  await expect(payments.getByText('Awaiting deposit')).toBeVisible();
  // As shown (innerText): on a phone the cell also holds what is left, hidden from a wider screen.
  const amountOf = async (kind: 'Deposit' | 'Balance') =>
    (
      await payments
        .getByRole('row', { name: new RegExp(`^${kind} `) })
        .getByRole('cell')
        .nth(1)
        .innerText()
    ).trim();
  const deposit = await amountOf('Deposit');
  const balance = await amountOf('Balance');
  // The balance's due date as the schedule fixed it ('February 3, 2027'), as a calendar date.
  const balanceDueText = (await payments
    .getByRole('row', { name: /^Balance / })
    .getByRole('cell')
    .nth(0)
    .textContent())!.trim();
  const balanceDue = new Date(`${balanceDueText} 12:00 UTC`).toISOString().slice(0, 10) as CalendarDate;
  expect(deposit).toMatch(/^\$[\d,]+\.\d\d$/);

  // The confirmation says how to pay and links to the guest's page.
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
  const text = confirmations[0]!.text ?? '';
  expect(text).toContain(`Deposit: ${deposit} — Due by`);
  expect(text).toContain(`IBAN: ${IBAN}`);
  expect(text).toContain(`Quote ${reference} with your transfer`);
  const guestPage = /https?:\/\/[^/\s]+(\/rentals\/[^/\s]+\/requests\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;

  // The guest's page, in a browser of their own: the schedule, the account and the reference; they send
  // their arrival details from a plain form.
  const guestContext = await browser.newContext({ javaScriptEnabled: javaScriptEnabled() });
  const guestTab = await guestContext.newPage();
  await go(guestTab, guestPage);
  await expect(guestTab.getByRole('heading', { level: 1 })).toHaveText('Your stay');
  const mine = guestTab.getByRole('region', { name: 'Your payments' });
  await expect(mine.getByText('Your stay is confirmed.')).toBeVisible();
  await expect(mine.getByText(IBAN)).toBeVisible();
  await expect(mine.getByText(`Quote ${reference} with your transfer`)).toBeVisible();
  await expect(mine.getByText('No payment received yet.')).toBeVisible();
  const arrival = guestTab.getByRole('region', { name: 'Your arrival' });
  await arrival.getByLabel('Flight number').fill('TX 510');
  await arrival.getByLabel('Arrival date').fill(checkIn);
  await arrival.getByLabel('Arrival time').fill('14:30');
  await arrival.getByLabel('Names of the guests').fill('Grace Guest\nAda Guest');
  await arrival.getByRole('button', { name: 'Send arrival details' }).click();
  await expect(guestTab.getByText('Thank you, we have your arrival details')).toBeVisible();
  await expect(
    guestTab.getByText(/will appear here 90 days before arrival, once your stay is paid in full/),
  ).toBeVisible();

  // Staff import the bank's statement carrying the reference and accept its match: the deposit is received.
  const statement = readFileSync('tests/fixtures/statements/camt053-journey.xml', 'utf8')
    .replaceAll('{{REFERENCE}}', reference)
    .replaceAll('{{AMOUNT}}', deposit.replace(/[$,]/g, ''))
    .replaceAll('{{DATE}}', islandToday());
  await go(page, '/admin/payments/imports');
  if (javaScriptEnabled()) await waitForHydration(page);
  await page.getByLabel('Statement file').setInputFiles({
    name: `statement-${reference}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(statement),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('The statement is imported. Review its matches below.')).toBeVisible();
  const match = page.getByTestId('credits-proposed').getByRole('row', { name: new RegExp(reference) });
  await expect(match).toContainText('Booking reference');
  await match.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('The payment is recorded in the stay’s ledger.')).toBeVisible();
  await go(page, bookingPage);
  await expect(payments.getByText('Deposit received')).toBeVisible();
  // What is left falls due on one day (the balance with the villa's security deposit): asked for at once.
  const outstanding = async () =>
    (
      await payments
        .locator('dt', { hasText: /^Outstanding$/ })
        .locator('xpath=following-sibling::dd')
        .innerText()
    ).trim();
  const left = await outstanding();
  expect(left).not.toBe(balance);
  await expect(payments.getByText(`${left} · ${balanceDueText}`)).toBeVisible();
  await guestTab.reload();
  await expect(mine.getByRole('row', { name: /^Deposit / })).toContainText('Paid');
  await expect(mine.getByText(`Next payment: ${left} by`)).toBeVisible();

  // The reminders' clock moves to 3 days before the balance is due: the guest is reminded of it, once.
  writeFileSync(TODAY_FILE, addDays(balanceDue, -3));
  const reminders = async () =>
    // What is due that day: the balance, with the villa's security deposit when it has one.
    (await mailsTo(guest)).filter((mail) =>
      new RegExp(`^Reminder: \\$[\\d,]+\\.\\d\\d due by ${balanceDueText} — ${reference}$`).test(mail.subject ?? ''),
    );
  await expect
    .poll(async () => (await reminders()).length, {
      timeout: 30_000,
      intervals: [500],
      message: `no balance reminder; the guest's e-mails: ${JSON.stringify((await mailsTo(guest)).map((mail) => mail.subject))}`,
    })
    .toBeGreaterThan(0);
  expect((await reminders())[0]!.text).toContain(reference);

  // Staff record the rest (the balance and the security deposit): paid in full, on both pages.
  if (javaScriptEnabled()) await waitForHydration(page);
  const paymentForm = payments.locator('form', { has: page.getByRole('heading', { name: 'Record a payment' }) });
  const rest = await outstanding();
  await paymentForm.getByLabel('Amount (USD)').fill(rest.replace('$', ''));
  await paymentForm.getByLabel('Method').selectOption('bank-transfer');
  await paymentForm.getByLabel('Bank reference').fill(reference);
  await paymentForm.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The payment is recorded.' })).toBeVisible();
  await expect(payments.getByText('Paid in full')).toBeVisible();
  await guestTab.reload();
  await expect(mine.getByText('Thank you: your stay is paid in full.')).toBeVisible();
  await expect(mine.getByText(IBAN)).toHaveCount(0);

  // The arrival information appears, and the receipt of the last payment names its amount and the reference.
  const information = guestTab.getByTestId('arrival-information');
  await expect(information.getByText('Chemin de la Pointe, Grand Cul-de-Sac')).toBeVisible();
  await expect(information.getByText('4729')).toBeVisible();
  const receipt = guestTab.getByRole('link', {
    name: new RegExp(`^Receipt for \\${rest.replace('.', '\\.')} received`),
  });
  const response = await guestContext.request.get(new URL((await receipt.getAttribute('href'))!, guestTab.url()).href);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = (await readPdf(new Uint8Array(await response.body()))).text;
  expect(pdf).toContain(reference);
  expect(pdf).toContain(rest);
  // The job ran every second all along: the balance's reminder went once.
  expect(await reminders()).toHaveLength(1);
  await guestContext.close();
});
