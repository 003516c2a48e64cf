import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ADMIN, expect, go, invitationMail, javaScriptEnabled, signIn, test } from './helpers';

/**
 * The lead pipeline end to end, with JavaScript and without (issue 17, item 2): a visitor's message arrives;
 * an agent (invited by the owner) assigns it to themselves, moves it to contacted, writes a note, qualifies it,
 * is refused losing it without a reason, wins it — and finds it under 'My leads' with the stage filter; the
 * CSV export carries the filters; the agent cannot open /admin/staff, and the owner's /admin/history shows
 * both the invitation and the agent's work on the lead (issue 17's journey).
 */

/** An agent invited by the owner, signed in on `agent`. */
async function inviteAgent(owner: Page, agent: Page, name: string, email: string, password: string) {
  await signIn(owner);
  await go(owner, '/admin/staff');
  const invite = owner.locator('form#invite-staff');
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Name').fill(name);
  await invite.getByLabel('Role').selectOption('agent');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(owner.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await go(agent, (await invitationMail(email)).path);
  await agent.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await agent.getByRole('textbox', { name: 'New password again' }).fill(password);
  await agent.getByRole('button', { name: 'Save Password' }).click();
  await expect(agent.getByText('Your password is saved. Sign in with it now.')).toBeVisible();
  await signIn(agent, email, password);
}

/** Submits one of the lead's forms and waits for the page to show the result (a fetcher, or a new page). */
async function submit(page: Page, button: ReturnType<Page['getByRole']>) {
  const answered = page.waitForResponse((r) => r.request().method() === 'POST');
  await button.click();
  await answered;
  await page.waitForLoadState();
  // With JavaScript the fetcher then reloads the page's data; until it is idle its button is busy, and a form
  // changed meanwhile would be reset by the new data.
  await expect(page.locator('button[aria-busy="true"]')).toHaveCount(0);
}

test('an agent works a lead to won and finds it under My leads', async ({ page, browser, consoleErrors }) => {
  // The refused stage (with JavaScript, the form's data request answered 400 if the browser let it through).
  consoleErrors.allow(/status of 400 .*\/admin\/inquiries\/.*\.data/);
  const tag = randomUUID().slice(0, 8);
  const lead = `E2E Pipeline ${test.info().project.name} ${tag}`;
  const agentName = `Paul Agent ${tag}`;

  // A visitor writes.
  await go(page, '/contact');
  const contact = page.locator('form#contact');
  await contact.getByLabel('Full Name').fill(lead);
  await contact.getByLabel('Email Address').fill(`pipeline-${tag}@example.com`);
  await contact.getByLabel('Message').fill('We would like to sell our villa next year.');
  await contact.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText("Thank you for your message! We'll be in touch soon.")).toBeVisible();

  const agent = await (await browser.newContext({ javaScriptEnabled: javaScriptEnabled() })).newPage();
  await inviteAgent(page, agent, agentName, `paul-${tag}@example.com`, `paul-${tag}-password`);

  // The agent finds the lead, new and unassigned, and opens it.
  await go(agent, `/admin/inquiries?q=${encodeURIComponent(lead)}`);
  const row = agent.getByRole('link', { name: new RegExp(lead) });
  await expect(row).toContainText('New');
  await expect(row).toContainText('Unassigned');
  await row.click();
  await agent.waitForURL(/\/admin\/inquiries\/[0-9a-f-]{36}\?q=/);
  const pipeline = agent.getByRole('region', { name: 'Pipeline' });

  // Assign to me.
  await submit(agent, pipeline.getByRole('button', { name: 'Assign to me' }));
  await expect(pipeline.getByLabel('Assigned to')).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(pipeline.getByLabel('Assigned to').locator('option:checked')).toHaveText(agentName);
  await expect(pipeline.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);

  // Contacted, with a note.
  await pipeline.getByLabel('Stage').selectOption('contacted');
  await submit(agent, pipeline.getByRole('button', { name: 'Update stage' }));
  await expect(agent.getByRole('article').getByText('Stage: Contacted')).toBeVisible();
  await expect(pipeline.getByLabel('Stage')).toHaveValue('contacted');
  const notes = agent.getByRole('region', { name: /^Notes/ });
  await notes.getByLabel('Add a note').fill('Called: they want a valuation in January.');
  await submit(agent, notes.getByRole('button', { name: 'Add note' }));
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem').first()).toContainText('Called: they want a valuation in January.');
  await expect(notes.getByRole('listitem').first()).toContainText(agentName);
  await expect(notes.getByLabel('Add a note')).toHaveValue('');

  // Qualified; losing it without a reason is refused next to the reason; then won.
  await pipeline.getByLabel('Stage').selectOption('qualified');
  await submit(agent, pipeline.getByRole('button', { name: 'Update stage' }));
  await expect(pipeline.getByLabel('Stage')).toHaveValue('qualified');
  await pipeline.getByLabel('Stage').selectOption('lost');
  const reason = pipeline.getByLabel('Reason for losing it');
  await expect(reason).toBeVisible();
  if (javaScriptEnabled()) {
    // Checked in the browser first, with the same rules.
    await pipeline.getByRole('button', { name: 'Update stage' }).click();
  } else {
    await submit(agent, pipeline.getByRole('button', { name: 'Update stage' }));
  }
  await expect(pipeline.getByText('Say why the lead was lost')).toBeVisible();
  await expect(agent.getByRole('region', { name: 'Pipeline' }).getByLabel('Stage')).toHaveValue('lost');
  await pipeline.getByLabel('Stage').selectOption('won');
  if (javaScriptEnabled()) await expect(reason).toHaveCount(0);
  await submit(agent, pipeline.getByRole('button', { name: 'Update stage' }));
  await expect(pipeline.getByLabel('Stage')).toHaveValue('won');

  // My leads, won: there it is; the export link carries the filters.
  await go(agent, '/admin/inquiries');
  await agent.getByRole('navigation', { name: 'Lead views' }).getByRole('link', { name: 'My leads' }).click();
  await agent.waitForURL(/\/admin\/inquiries\?assignee=me$/);
  const filters = agent.getByRole('search', { name: 'Search and filter leads' });
  await filters.getByLabel('Stage').selectOption('won');
  if (!javaScriptEnabled()) await filters.getByRole('button', { name: 'Filter' }).click();
  await agent.waitForURL(/assignee=me/);
  await agent.waitForURL(/stage=won/);
  const mine = agent.getByRole('link', { name: new RegExp(lead) });
  await expect(mine).toContainText('Won');
  await expect(mine).toContainText('Assigned to me');
  await expect(agent.getByRole('region', { name: 'All inquiries' }).getByRole('listitem')).toHaveCount(1);
  const exportLink = agent.getByRole('link', { name: /Export CSV/ });
  await expect(exportLink).toHaveAttribute('href', /^\/admin\/inquiries\/export\.csv\?.*assignee=me/);
  const csv = await agent.request.get((await exportLink.getAttribute('href'))!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`,${lead},`);
  expect(lines[1]).toContain(',Won,');
  expect(lines[1]).toContain(`,${agentName},`);

  // The agent may not open the team page.
  expect((await agent.goto('/admin/staff'))?.status()).toBe(403);
  await agent.context().close();

  // The history shows both: the owner invited the agent, and the agent worked the lead to won.
  await go(page, '/admin/history?kind=staff_members');
  const invited = page.getByRole('row').filter({ hasText: agentName }).filter({ hasText: /Added/ });
  await expect(invited).toHaveCount(1);
  await expect(invited).toContainText(ADMIN.email);
  await page.getByLabel('Person').selectOption({ label: agentName });
  await page.getByLabel('Kind').selectOption('inquiries');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/person=[0-9a-f-]{36}.*kind=inquiries|kind=inquiries.*person=[0-9a-f-]{36}/);
  const work = page.getByRole('row').filter({ hasText: agentName });
  await expect(work.filter({ hasText: /Won/ })).toHaveCount(1);
  await expect(work.filter({ hasText: /Qualified/ }).first()).toBeVisible();
  await expect(work.filter({ hasText: /note added/i })).toHaveCount(1);
});
