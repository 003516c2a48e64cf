import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { addDays, islandToday, type CalendarDate } from '../../app/domain/booking/dates';
import { expect, go, javaScriptEnabled, mailsTo, signIn, test, waitForHydration } from './helpers';

/**
 * Payments from request to paid in full (issue 28), with JavaScript and without: an owner sets the account
 * guests pay into; a guest requests a stay; staff confirm it; the confirmation e-mail says how to pay (the
 * schedule, the account, the reference) and links to the guest's page, which shows the same; staff record the
 * deposit, then the rest, on the booking page; both pages follow.
 */

/** Case Corail (demo): $850 a night, 3 nights minimum, up to 4 guests, Saint-Barthélemy. */
const CORAIL = '/rentals/7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d02';
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';

/** Far enough ahead to leave a deposit and a balance, different for each project. */
function stay(): { checkIn: CalendarDate; checkOut: CalendarDate } {
  const checkIn = addDays(islandToday(), javaScriptEnabled() ? 230 : 250);
  return { checkIn, checkOut: addDays(checkIn, 4) };
}

test('a confirmed stay is paid by transfer: the e-mail and the guest’s page say how, staff record the money', async ({
  page,
  browser,
}) => {
  const { checkIn, checkOut } = stay();

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
  await page.getByRole('button', { name: 'Logout' }).first().click();

  // A guest requests the dates.
  await go(page, `${CORAIL}/request?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
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
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const payments = page.locator('#payments');
  await expect(payments.getByText('Awaiting deposit')).toBeVisible();
  const deposit = (await payments
    .getByRole('row', { name: /^Deposit / })
    .getByRole('cell')
    .nth(1)
    .textContent())!.trim();
  const balance = (await payments
    .getByRole('row', { name: /^Balance / })
    .getByRole('cell')
    .nth(1)
    .textContent())!.trim();
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

  // The guest's page, in a browser of their own: the schedule, the account and the reference.
  const guestContext = await browser.newContext({ javaScriptEnabled: javaScriptEnabled() });
  const guestTab = await guestContext.newPage();
  await go(guestTab, guestPage);
  await expect(guestTab.getByRole('heading', { level: 1 })).toHaveText('Your stay');
  const mine = guestTab.getByRole('region', { name: 'Your payments' });
  await expect(mine.getByText('Your stay is confirmed.')).toBeVisible();
  await expect(mine.getByText(IBAN)).toBeVisible();
  await expect(mine.getByText(`Quote ${reference} with your transfer`)).toBeVisible();
  await expect(mine.getByText('No payment received yet.')).toBeVisible();

  // Staff record the deposit as the wire came in; the stay shows it received, the guest's page too.
  const paymentForm = payments.locator('form', { has: page.getByRole('heading', { name: 'Record a payment' }) });
  const record = async (amount: string) => {
    await paymentForm.getByLabel('Amount (USD)').fill(amount);
    await paymentForm.getByLabel('Method').selectOption('bank-transfer');
    await paymentForm.getByLabel('Bank reference').fill(reference);
    await paymentForm.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The payment is recorded.' })).toBeVisible();
  };
  await record(deposit.replace('$', ''));
  await expect(payments.getByText('Deposit received')).toBeVisible();
  await guestTab.reload();
  await expect(mine.getByRole('row', { name: /^Deposit / })).toContainText('Paid');
  await expect(mine.getByText(`Next payment: ${balance} by`)).toBeVisible();

  // Then the rest in one wire (the balance and the villa's security deposit): paid in full, on both pages.
  const rest = (await payments
    .locator('dt', { hasText: /^Outstanding$/ })
    .locator('xpath=following-sibling::dd')
    .textContent())!.trim();
  await record(rest.replace('$', ''));
  await expect(payments.getByText('Paid in full')).toBeVisible();
  await guestTab.reload();
  await expect(mine.getByText('Thank you: your stay is paid in full.')).toBeVisible();
  await expect(mine.getByText(IBAN)).toHaveCount(0);
  await guestContext.close();
});
