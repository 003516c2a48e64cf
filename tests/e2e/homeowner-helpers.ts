import type { Browser, Page } from '@playwright/test';
import '#app/domain/i18n/texts/fr';
import { ownerPageTexts } from '#app/domain/homeowners/texts/owner-page';
import { expect, go, invitationMail, javaScriptEnabled } from './helpers';

/**
 * The homeowner's side of an invitation (issue 29, item 5): the e-mail's link in their language, their password
 * chosen there, their sign-in; returns their page (a browser context of their own, JavaScript as the project has
 * it) on /owners or /fr/owners.
 */
export async function acceptHomeownerInvitation(
  browser: Browser,
  email: string,
  password: string,
  locale: 'en' | 'fr',
): Promise<Page> {
  const t = ownerPageTexts[locale];
  const { path } = await invitationMail(email);
  expect(path.startsWith(locale === 'fr' ? '/fr/owners/set-password?' : '/owners/set-password?')).toBe(true);
  const owner = await (await browser.newContext({ javaScriptEnabled: javaScriptEnabled() })).newPage();
  await go(owner, path);
  await owner.getByLabel(t.newPassword).fill(password);
  await owner.getByLabel(t.confirmPassword).fill(password);
  await owner.getByRole('button', { name: t.savePassword }).click();
  await expect(owner.getByText(t.passwordSet)).toBeVisible();
  await owner.getByRole('link', { name: t.goToSignIn }).click();
  await owner.getByLabel(t.email).fill(email);
  await owner.getByLabel(t.password).fill(password);
  await owner.getByRole('button', { name: t.signIn, exact: true }).click();
  await owner.waitForURL(locale === 'fr' ? /\/fr\/owners$/ : /\/owners$/);
  return owner;
}
