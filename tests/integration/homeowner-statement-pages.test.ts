import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { payoutImportTexts } from '#app/domain/homeowners/texts/payout-import';
import { statementTexts } from '#app/domain/homeowners/texts/statements';
import type { StaffRole } from '#app/domain/staff/roles';
import { escapeHtml } from '#app/domain/mail/escape';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { useTestDatabase } from '#tests/helpers/databases';
import { signInRequest } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * The statement screens served whole, without JavaScript (issue 29, item 7): a month's run (draft all, issue all,
 * send all), one statement (its lines, the payout that pays it), its lines as CSV, the homeowner's page listing
 * statements and payouts; agents read them all and are refused every button.
 */
describe('the homeowner statement pages, served whole (no JavaScript)', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();
  const cookies = {} as Record<'owner' | 'agent', string>;
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  let homeownerId = '';

  async function account(email: string, address: string, role: StaffRole) {
    const { userId } = await upsertStaffAccount(database().db, email, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(signInRequest(address), email, 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    await q('update public.staff_members set role = $2 where user_id = $1', [userId, role]);
    return result.headers.get('Set-Cookie')!.split(';')[0]!;
  }
  const page = async (path: string, who: 'owner' | 'agent' = 'owner') =>
    render(path, { headers: { Cookie: cookies[who] } });
  const send = (path: string, fields: Record<string, string>, who: 'owner' | 'agent' = 'owner') =>
    render(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {
        Cookie: cookies[who],
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://localhost',
      },
    });

  beforeAll(async () => {
    cookies.owner = await account('statements-owner@example.com', '192.0.2.101', 'owner');
    cookies.agent = await account('statements-agent@example.com', '192.0.2.102', 'agent');
    const villa = randomUUID();
    await q(`insert into public.rentals (id, title, status) values ($1, 'Villa Azur', 'published')`, [villa]);
    const [anne] = await q<{ id: string }>(
      `insert into public.homeowners (name, emails, language, currency) values ('Anne Dupont', '{anne@example.fr}', 'fr', 'EUR') returning id`,
    );
    homeownerId = anne!.id;
    await q(
      `insert into public.homeowner_listings (homeowner_id, rental_id, owned_from) values ($1, $2, '2026-01-01')`,
      [homeownerId, villa],
    );
    await q(
      `insert into public.management_agreements (rental_id, effective_from, commission_percent, mandate_signed_on, mandate_signatories)
       values ($1, '2026-01-01', 20, '2025-12-01', 'Anne Dupont; Island Estates SAS')`,
      [villa],
    );
    // March 10 → 13, 3 nights at €1,000: 300 000 cents, commission 20 % = 60 000; a charged expense of €150.
    await q(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests, quote)
       values ($1, '2026-03-10', '2026-03-13', 'confirmed', 'staff', 'Grace', 'grace@example.com', 2,
               '{"lines": [{"nights": 3, "rate": 1000, "amount": 3000}], "accommodation": 3000, "currency": "EUR"}')`,
      [villa],
    );
    await q(
      `insert into public.homeowner_expenses (rental_id, spent_on, category, vendor, amount, currency)
       values ($1, '2026-03-05', 'pool', 'Piscines SBH', 15000, 'EUR')`,
      [villa],
    );
  });

  it('runs a month: draft all, review, issue all, send all; agents read it and are refused the buttons', async () => {
    const run = '/admin/homeowners/statements?month=2026-03';
    const empty = await (await page(run)).text();
    expect(empty).toContain(statementTexts.empty);
    expect(empty).toContain('data-testid="statement-run-actions"');

    const agentTry = await send(run, { intent: 'draft-all' }, 'agent');
    expect(agentTry.status).toBe(403);
    const agentPage = await (await page(run, 'agent')).text();
    expect(agentPage).toContain(statementTexts.managersOnly);
    expect(agentPage).not.toContain('data-testid="statement-run-actions"');

    const drafted = await send(run, { intent: 'draft-all' });
    expect(drafted.headers.get('Location')).toBe('/admin/homeowners/statements?month=2026-03&done=drafted&count=1');
    const review = await (await page(`${run}&done=drafted&count=1`)).text();
    expect(review).toContain(statementTexts.done.drafted(1));
    expect(review).toContain('Anne Dupont');
    // 300 000 − 60 000 − 15 000 = 225 000 (before the adjustment below).
    expect(review).toContain('€2,250.00');
    expect(review).toContain(statementTexts.states.draft);

    // An adjustment on the draft (a refused amount keeps the label typed), then the draft recomputed: −€50.
    const [draft] = await q<{ id: string }>(`select id from public.homeowner_statements where homeowner_id = $1`, [
      homeownerId,
    ]);
    const draftPath = `/admin/homeowners/statements/${draft!.id}`;
    const zero = await send(draftPath, { intent: 'adjust', label: 'Vendor refund', amount: '0' });
    expect(zero.status).toBe(400);
    const zeroHtml = await zero.text();
    expect(zeroHtml).toContain(escapeHtml(statementTexts.adjustment.amountInvalid));
    expect(zeroHtml).toContain('value="Vendor refund"');
    const adjusted = await send(draftPath, { intent: 'adjust', label: 'Vendor refund', amount: '-50.00' });
    expect(adjusted.headers.get('Location')).toBe(`${draftPath}?done=adjusted`);
    expect(await (await page(draftPath)).text()).toContain('€2,200.00');

    expect((await send(run, { intent: 'issue-all' })).headers.get('Location')).toContain('done=issued&count=1');
    expect((await send(run, { intent: 'send-all' })).headers.get('Location')).toContain('done=sent&count=1');
    const after = await (await page(run)).text();
    expect(after).toContain(statementTexts.states.sent);
  });

  it('shows one statement, exports its lines, records the payout that pays it (a refusal keeps what was typed)', async () => {
    const [statement] = await q<{ id: string }>(`select id from public.homeowner_statements where homeowner_id = $1`, [
      homeownerId,
    ]);
    const path = `/admin/homeowners/statements/${statement!.id}`;
    const html = await (await page(path, 'agent')).text();
    expect(html).toContain('Accommodation — ');
    expect(html).toContain('3 nights');
    expect(html).toContain(escapeHtml('Commission — 20 % of €3,000.00'));
    expect(html).toContain('Expense — Piscines SBH');
    expect(html).toContain('Adjustment — Vendor refund');
    // 225 000 − 5 000 = 220 000.
    expect(html).toContain('€2,200.00');
    expect(html).not.toContain(statementTexts.payout.save);

    const csv = await (await page(`${path}/lines.csv`, 'agent')).text();
    expect(csv.split('\r\n')[1]).toMatch(/^1,2026-03-10,accommodation,Villa Azur,IE-[0-9A-F]{8},3,,,,,3000,EUR$/);
    expect(csv).toContain(',-600,EUR');
    expect(csv).toContain(',-150,EUR');

    expect(
      (await send(path, { intent: 'pay', paidOn: '2026-04-05', amount: '2,200', reference: 'X' }, 'agent')).status,
    ).toBe(403);
    const bad = await send(path, { intent: 'pay', paidOn: '2026-04-05', amount: 'lots', reference: 'MAR-ANNE' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain(statementTexts.payout.amountInvalid);
    expect(badHtml).toContain('value="MAR-ANNE"');
    const paid = await send(path, { intent: 'pay', paidOn: '2026-04-05', amount: '2,200.00', reference: 'MAR-ANNE' });
    expect(paid.headers.get('Location')).toBe(`${path}?done=paid`);
    expect(await (await page(`${path}?done=paid`)).text()).toContain(statementTexts.done.paid);

    const homeowner = await (await page(`/admin/homeowners/${homeownerId}`, 'agent')).text();
    expect(homeowner).toContain(statementTexts.payouts.title);
    expect(homeowner).toContain('March 2026');
    expect(homeowner).toContain('MAR-ANNE');
    expect(homeowner).toContain(statementTexts.states.paid);
  });

  it('lists the month’s platform stays and takes what the platform paid (a refusal shown on its row)', async () => {
    const [villa] = await q<{ id: string }>(`select id from public.rentals where title = 'Villa Azur'`);
    const [feed] = await q<{ id: string }>(
      `insert into public.rental_feeds (rental_id, name, url) values ($1, 'Airbnb', 'https://airbnb.example/a.ics') returning id`,
      [villa!.id],
    );
    const [stay] = await q<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, feed_id, external_uid, note)
       values ($1, '2026-05-10', '2026-05-14', 'blocked', 'feed', $2, 'abnb-1', 'Reserved') returning id`,
      [villa!.id, feed!.id],
    );
    const run = '/admin/homeowners/statements?month=2026-05';
    const listed = await (await page(run, 'agent')).text();
    expect(listed).toContain(statementTexts.platform.title);
    expect(listed).toContain(statementTexts.platform.missing);
    const fields = { intent: 'platform-amount', stayId: stay!.id, platform: 'airbnb', currency: 'EUR' };
    expect((await send(run, { ...fields, amount: '1,000.00' }, 'agent')).status).toBe(403);
    const bad = await send(run, { ...fields, amount: 'a lot' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain(statementTexts.payout.amountInvalid);
    expect(badHtml).toContain('value="a lot"');
    const saved = await send(run, { ...fields, amount: '1,000.00' });
    expect(saved.headers.get('Location')).toBe('/admin/homeowners/statements?month=2026-05&done=platform&count=0');
    expect(await (await page(run)).text()).toContain('value="1000.00"');
    // Drafted: 100 000 − 20 % = 80 000 for the month.
    await send(run, { intent: 'draft-all' });
    expect(await (await page(run)).text()).toContain('€800.00');
  });

  it('imports a platform’s payout export from the run’s page, without JavaScript: saved amounts and unmatched rows', async () => {
    const run = '/admin/homeowners/statements?month=2026-05';
    expect(await (await page(run)).text()).toContain('data-testid="payout-import"');
    expect(await (await page(run, 'agent')).text()).not.toContain('data-testid="payout-import"');
    const csv = [
      'Date,Type,Confirmation Code,Start Date,Nights,Guest,Listing,Currency,Amount,Paid Out',
      '05/11/2026,Payout,,,,,,EUR,,"1,234.56"',
      '05/11/2026,Reservation,HMAZUR0001,05/10/2026,4,Grace Hopper,Villa Azur,EUR,"1,234.56",',
      '07/02/2026,Reservation,HMNONE0002,07/01/2026,3,Alan Turing,Villa Azur,EUR,900.00,',
    ].join('\n');
    const form = new FormData();
    form.append('intent', 'payout-import');
    form.append('platform', 'airbnb');
    form.append('payouts', new File([csv], 'airbnb.csv', { type: 'text/csv' }));
    const answer = await render(run, {
      method: 'POST',
      body: form,
      headers: { Cookie: cookies.owner, Origin: 'http://localhost' },
    });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(payoutImportTexts.summary({ saved: 1, unchanged: 0, unmatched: 1, refused: 0 }));
    expect(html).toContain('HMNONE0002');
    expect(html).toContain(escapeHtml(payoutImportTexts.reasons['no-stay']));
    expect(html).not.toContain('Alan Turing');
    expect(await (await page(run)).text()).toContain('value="1234.56"');
  });

  it('answers 404 for a statement that does not exist', async () => {
    expect((await page(`/admin/homeowners/statements/${randomUUID()}`)).status).toBe(404);
    expect((await page('/admin/homeowners/statements/not-an-id')).status).toBe(404);
  });
});
