import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import {
  addAuthenticator,
  enterCode,
  expect,
  go,
  invitationMail,
  javaScriptEnabled,
  keepSecret,
  signIn,
  test,
  totpCode,
} from './helpers';

/**
 * Two-factor sign-in, end to end, with JavaScript and without (issue 25, item 7): an owner invites an admin; the
 * admin's password leads to adding an authenticator, and no other page opens until it is done; a wrong first code
 * is answered beside the field; the right one shows ten recovery codes once. Signing in again asks for a code (a
 * wrong one answered, the right one opens the dashboard); with a lost phone a recovery code signs in once and the
 * admin adds a new authenticator. Then the pages at 375 px and 1280 px, light and dark.
 */

const SCREENSHOTS = 'test-results/two-factor';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: javaScriptEnabled() });
  return context.newPage();
}

/** An admin invited by the owner, with their password chosen through the e-mail's link. */
async function invitedAdmin(page: Page, browser: Browser) {
  const tag = randomUUID().slice(0, 8);
  const account = { email: `admin-${tag}@example.com`, password: `ada-${tag}-password` };
  await signIn(page);
  await go(page, '/admin/staff');
  const invite = page.locator('form#invite-staff');
  await invite.getByLabel('Email').fill(account.email);
  await invite.getByLabel('Name').fill(`Ada Admin ${tag}`);
  await invite.getByLabel('Role').selectOption('admin');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${account.email}.` })).toBeVisible();
  const admin = await newPage(browser);
  await go(admin, (await invitationMail(account.email)).path);
  await admin.getByRole('textbox', { name: 'New password', exact: true }).fill(account.password);
  await admin.getByRole('textbox', { name: 'New password again' }).fill(account.password);
  await admin.getByRole('button', { name: 'Save Password' }).click();
  await expect(admin.getByText('Your password is saved. Sign in with it now.')).toBeVisible();
  return { admin, account };
}

async function password(page: Page, account: { email: string; password: string }) {
  await go(page, '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A 6-digit code that is not `right`. */
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

test('an admin adds an authenticator at first sign-in, then signs in with a code, and once with a recovery code', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  // Wrong codes are answered 400 (the forms' data requests, with JavaScript).
  consoleErrors.allow(/status of 400 .*\/(admin\/account\/two-factor|login\/verify|login\/recovery)\.data/);
  const { admin, account } = await invitedAdmin(page, browser);

  // The password alone leads to adding an authenticator; nothing else opens meanwhile.
  await password(admin, account);
  await admin.waitForURL(/\/admin\/account\/two-factor\?redirectTo=%2Fadmin$/);
  await expect(admin.getByText('Owners and admins sign in with their password and a code')).toBeVisible();
  await admin.goto('/admin/inquiries');
  await expect(admin).toHaveURL(/\/admin\/account\/two-factor\?redirectTo=%2Fadmin%2Finquiries$/);
  await expect(
    admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Inquiries' }),
  ).toHaveCount(0);

  // Scan (or type the key), then a wrong first code: answered beside the field, the key still shown.
  await admin.getByRole('button', { name: 'Set Up Authenticator' }).click();
  await expect(admin.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await admin.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await keepSecret(account.email, secret);
  const field = admin.getByRole('textbox', { name: 'Authentication code' });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  const right = await totpCode(account.email);
  await field.fill(wrongCode(right));
  await admin.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('That code is not right. Enter the code your app shows now.')).toBeVisible();
  await expect(admin.getByTestId('totp-secret')).toHaveText(/\S/);
  await field.fill(right);
  await admin.getByRole('button', { name: 'Confirm' }).click();
  const codes = admin.getByRole('list', { name: 'Your Recovery Codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await admin.getByRole('link', { name: 'I Have Saved Them' }).click();
  await admin.waitForURL(/\/admin\/inquiries$/);

  // Signing in again: the password, then the code (a wrong one answered first).
  await admin.context().clearCookies();
  await password(admin, account);
  await admin.waitForURL(/\/login\/verify\?redirectTo=%2Fadmin$/);
  await expect(admin.getByRole('heading', { name: 'Enter Your Code' })).toBeVisible();
  await admin.goto('/admin/inquiries');
  await expect(admin).toHaveURL(/\/login\/verify\?redirectTo=%2Fadmin%2Finquiries$/);
  await admin.getByRole('textbox', { name: 'Authentication code' }).fill('12345');
  await admin.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText('The code is 6 digits')).toBeVisible();
  await enterCode(admin, account.email);
  await admin.waitForURL(/\/admin\/inquiries$/);

  // A lost phone: a recovery code signs in once, and the admin adds a new authenticator.
  await admin.context().clearCookies();
  await password(admin, account);
  await admin.waitForURL(/\/login\/verify\?/);
  await admin.getByRole('link', { name: 'Lost your phone? Use a recovery code' }).click();
  await admin.waitForURL(/\/login\/recovery\?/);
  await admin.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!.toLowerCase());
  await admin.getByRole('button', { name: 'Use Recovery Code' }).click();
  await admin.waitForURL(/\/admin\/account\/two-factor\?redirectTo=%2Fadmin&recovered=1$/);
  await expect(admin.getByText('You signed in with a recovery code')).toBeVisible();
  await addAuthenticator(admin, account.email);
  await admin.waitForURL(/\/admin$/);

  // That recovery code is spent: the next lost-phone sign-in cannot use it again.
  await admin.context().clearCookies();
  await password(admin, account);
  await admin.waitForURL(/\/login\/verify\?/);
  await go(admin, '/login/recovery?redirectTo=%2Fadmin');
  await admin.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
  await admin.getByRole('button', { name: 'Use Recovery Code' }).click();
  await expect(admin.getByText('That recovery code is not right, or was used already.')).toBeVisible();
  await admin.context().close();
});

test(
  'the enrolment and code pages at 375 px and 1280 px, light and dark',
  { tag: '@js-only' },
  async ({ page, browser }) => {
    test.setTimeout(360_000);
    mkdirSync(SCREENSHOTS, { recursive: true });
    const { admin, account } = await invitedAdmin(page, browser);
    const shoot = async (name: string) => {
      for (const scheme of ['light', 'dark'] as const) {
        await admin.emulateMedia({ colorScheme: scheme });
        // The theme script chose at load time; a page that is an action's answer cannot be reloaded, so choose again.
        await admin.evaluate((chosen) => {
          document.documentElement.classList.remove('light', 'dark');
          document.documentElement.classList.add(chosen);
        }, scheme);
        for (const width of [375, 1280]) {
          await admin.setViewportSize({ width, height: 900 });
          // Nothing scrolls sideways on a phone.
          expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await admin.screenshot({ path: `${SCREENSHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
        }
      }
    };
    await password(admin, account);
    await admin.waitForURL(/\/admin\/account\/two-factor\?/);
    await shoot('start');
    await admin.getByRole('button', { name: 'Set Up Authenticator' }).click();
    await expect(admin.getByTestId('totp-secret')).toBeVisible();
    await keepSecret(account.email, (await admin.getByTestId('totp-secret').textContent())!.replace(/\s/g, ''));
    await shoot('scan');
    await admin.getByRole('textbox', { name: 'Authentication code' }).fill(await totpCode(account.email));
    await admin.getByRole('button', { name: 'Confirm' }).click();
    await expect(admin.getByRole('list', { name: 'Your Recovery Codes' })).toBeVisible();
    await shoot('recovery-codes');
    await admin.context().clearCookies();
    await password(admin, account);
    await admin.waitForURL(/\/login\/verify\?/);
    await shoot('code');
    await admin.getByRole('link', { name: 'Lost your phone? Use a recovery code' }).click();
    await admin.waitForURL(/\/login\/recovery\?/);
    await shoot('recovery');
    await admin.context().close();
  },
);
