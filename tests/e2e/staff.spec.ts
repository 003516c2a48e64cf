import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, go, invitationMail, javaScriptEnabled, signIn, test, waitForHydration } from './helpers';

/**
 * Staff accounts and roles, end to end, with JavaScript and without (issue 17, item 1): the owner (the account
 * ADMIN_EMAIL creates) invites an agent from /admin/staff; the invitation arrives as an .eml file with a
 * one-time link; the agent chooses a password with it and signs in; the agent's back office has no staff,
 * settings or delete buttons, and /admin/staff answers that their role does not allow it; the owner
 * deactivates the agent, whose very next request goes to the sign-in page.
 */

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: javaScriptEnabled() });
  return context.newPage();
}

test('an owner invites an agent, who sets a password, works without staff or settings, and is signed out when deactivated', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const email = `agent-${tag}@example.com`;
  const name = `Nina Agent ${tag}`;
  const password = `nina-${tag}-password`;

  // The owner invites.
  await signIn(page);
  await go(page, '/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const invite = page.locator('form#invite-staff');
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Name').fill(name);
  await invite.getByLabel('Role').selectOption('agent');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const member = page.getByRole('listitem').filter({ hasText: email });
  await expect(member.getByText('Invited')).toBeVisible();

  // The agent follows the link in the e-mail and chooses a password.
  const agent = await newPage(browser);
  const invitation = await invitationMail(email);
  expect(invitation.subject).toBe('Your Island Estates back office account');
  await go(agent, invitation.path);
  await expect(agent.getByRole('heading', { name: 'Choose Your Password' })).toBeVisible();
  await agent.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await agent.getByRole('textbox', { name: 'New password again' }).fill(`${password}-typo`);
  await agent.getByRole('button', { name: 'Save Password' }).click();
  await expect(agent.getByText('The two passwords are not the same')).toBeVisible();
  await agent.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await agent.getByRole('textbox', { name: 'New password again' }).fill(password);
  await agent.getByRole('button', { name: 'Save Password' }).click();
  await expect(agent.getByText('Your password is saved. Sign in with it now.')).toBeVisible();

  // The agent's back office: no staff, no settings, no delete buttons.
  await signIn(agent, email, password);
  const nav = agent.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Inquiries' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await go(agent, '/admin/properties');
  await expect(agent.getByRole('button', { name: /^(Publish|Archive|Set as Draft)/ }).first()).toBeVisible();
  await expect(agent.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await go(agent, '/admin/bookings');
  await expect(agent.getByRole('link', { name: 'Booking terms' })).toHaveCount(0);

  // Opening /admin/staff anyway: refused, said in words, with the back office's navigation.
  const refused = await agent.goto('/admin/staff');
  expect(refused?.status()).toBe(403);
  if (javaScriptEnabled()) await waitForHydration(agent);
  await expect(agent.getByRole('heading', { name: 'Not available to your role' })).toBeVisible();
  await expect(
    agent.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  expect((await agent.goto('/admin/settings/currency'))?.status()).toBe(403);

  // The owner deactivates the agent (asked first); the agent's next request goes to the sign-in page.
  await go(page, '/admin/staff');
  await page
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: /^Deactivate\b/ })
    .click();
  await expect(page.getByRole('heading', { name: `Deactivate “${name}”?` })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Deactivate' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} is deactivated and signed out everywhere.` }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: email }).getByText('Deactivated')).toBeVisible();

  await agent.goto('/admin/inquiries');
  await expect(agent).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Finquiries$/);
  await agent.context().close();
});

test('a signed-in member changes their own password', async ({ page, consoleErrors }) => {
  // The wrong current password is answered 400 (the form's data request, with JavaScript).
  consoleErrors.allow(/status of 400 .*\/admin\/account\.data/);
  // The owner's account is shared by every journey: change it and change it back.
  await signIn(page);
  // One's account is reached from one's address in the staff bar (the back office's menu leaves it out).
  await page.getByRole('link', { name: ADMIN.email, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  if (javaScriptEnabled()) await waitForHydration(page);
  const form = page.locator('form#change-password');
  await form.getByRole('textbox', { name: 'Current password' }).fill('not-the-password');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('another-long-password');
  await form.getByRole('textbox', { name: 'New password again' }).fill('another-long-password');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('The current password is not right.')).toBeVisible();

  for (const [current, next] of [
    ['correct-horse-battery-staple', 'another-long-password'],
    ['another-long-password', 'correct-horse-battery-staple'],
  ] as const) {
    await go(page, '/admin/account');
    await form.getByRole('textbox', { name: 'Current password' }).fill(current);
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
    await form.getByRole('textbox', { name: 'New password again' }).fill(next);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password is changed. Your other sessions are signed out.')).toBeVisible();
  }
});

test(
  'the staff page, one’s account and a link’s page have no axe violations in either theme',
  { tag: '@js-only' },
  async ({ page }) => {
    await signIn(page);
    const found: Record<string, unknown> = {};
    for (const theme of ['dark', 'light'] as const) {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      for (const [path, status] of [
        ['/admin/staff', 200],
        ['/admin/account', 200],
        [`/set-password?token=${'0'.repeat(64)}`, 410],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        const { violations } = await new AxeBuilder({ page }).analyze();
        if (violations.length)
          found[`${theme} ${path}`] = violations.map((v) => ({
            rule: v.id,
            nodes: v.nodes.map((n) => n.target.join(' ')),
          }));
      }
    }
    expect(found).toEqual({});
  },
);
