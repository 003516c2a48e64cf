import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday } from '#app/domain/booking/dates';
import { escapeHtml } from '#app/domain/mail/escape';
import { vendorTexts } from '#app/domain/tasks/texts/vendor';
import { vendorLinkTexts } from '#app/domain/tasks/texts/vendor-links';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { useTestDatabase } from '#tests/helpers/databases';
import { insertRental, signInRequest } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * A vendor's page served whole by the app, without JavaScript (issue 30, item 5; app/routes/public/vendor-tasks.tsx):
 * an owner gives the vendor a link from /admin/tasks (shown once); the link opens the vendor's tasks in English or
 * French with the villa's address and one plain form per task — and not a word about the guests anywhere in the
 * document; a press starts the task, the same press again is told someone else was first (409); the answers are
 * never cached nor indexed; a revoked link is the page's 404. The rules are tests/integration/vendor-links.test.ts's,
 * on both engines.
 */

const day = (offset: number) => addDays(islandToday(), offset);
const GUEST = { name: 'Gwendolyn Guestperson', email: 'gwen.guest@example.com', phone: '+1 555 0199 88' };

describe('a vendor’s page, served whole (no JavaScript)', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();
  let cookie = '';
  let vendorId = '';
  let url = '';

  beforeAll(async () => {
    const email = 'vendor-page-owner@example.com';
    await upsertStaffAccount(database().db, email, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(signInRequest('192.0.2.94'), email, 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
    const rentalId = await insertRental(database().db, {
      title: 'Villa Mangrove',
      address: '3 Anse des Cayes',
      min_stay_days: 1,
      max_guests: 6,
    });
    await database().db.query(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guest_phone, guests)
       values ($1, $2, $3, 'confirmed', 'staff', $4, $5, $6, 2)`,
      [rentalId, day(1), day(4), GUEST.name, GUEST.email, GUEST.phone],
    );
    vendorId = (
      await database().db.query<{ id: string }>(
        `insert into public.vendors (name, email, language) values ('Piscines Bleues', 'bleu@vendors.example', 'fr') returning id`,
      )
    ).rows[0]!.id;
    await database().db.query(
      `update public.tasks set assignee_vendor_id = $1 where rental_id = $2 and kind in ('pool', 'departure-clean')`,
      [vendorId, rentalId],
    );
  });

  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    render(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost', ...headers },
    });
  const expectNoGuest = (html: string) => {
    for (const secret of [GUEST.name, GUEST.email, GUEST.phone, 'Gwendolyn']) expect(html).not.toContain(secret);
  };

  it('lets an owner give the vendor a link, shown once on the tasks page', async () => {
    const page = await (await render('/admin/tasks', { headers: { Cookie: cookie } })).text();
    expect(page).toContain(escapeHtml(vendorLinkTexts.title));
    expect(page).toContain('Piscines Bleues');
    const issued = await post('/admin/tasks', { intent: 'issue-vendor-link', vendorId }, { Cookie: cookie });
    expect(issued.status).toBe(200);
    const html = await issued.text();
    const match = /value="(http:\/\/localhost\/fr\/vendors\/[A-Za-z0-9_-]{43})"/.exec(html);
    expect(match).not.toBeNull();
    url = match![1]!.replace('http://localhost', '');
    // Not in the page read again.
    expect(await (await render('/admin/tasks', { headers: { Cookie: cookie } })).text()).not.toContain(url);
  });

  it('shows the vendor’s tasks in French or English, with a form per task and nothing of the guests', async () => {
    const french = await render(url);
    expect(french.status).toBe(200);
    expect(french.headers.get('Cache-Control')).toBe('no-store');
    expect(french.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(french.headers.get('Referrer-Policy')).toBe('same-origin');
    const html = await french.text();
    expect(html).toContain('Villa Mangrove');
    expect(html).toContain('3 Anse des Cayes');
    expect(html).toContain(escapeHtml(vendorTexts.fr.kinds.pool));
    expect(html).toContain(`>${escapeHtml(vendorTexts.fr.actions.start)}</button>`);
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    expectNoGuest(html);

    const english = await (await render(url.replace('/fr/', '/'))).text();
    expect(english).toContain(escapeHtml(vendorTexts.en.kinds['departure-clean']));
    expect(english).toContain(`>${escapeHtml(vendorTexts.en.actions.finish)}</button>`);
    expectNoGuest(english);
  });

  it('starts a task with its button, and says so when someone else was first', async () => {
    const taskId = (
      await database().db.query<{ id: string }>(
        `select id from public.tasks where assignee_vendor_id = $1 and kind = 'pool'`,
        [vendorId],
      )
    ).rows[0]!.id;
    const started = await post(url, { taskId, seen: 'open', action: 'start' });
    expect(started.status).toBe(302);
    expect(started.headers.get('Location')).toBe(`${url}?saved=${taskId}#task-${taskId}`);
    const after = await (await render(`${url}?saved=${taskId}`)).text();
    expect(after).toContain(escapeHtml(vendorTexts.fr.changed));

    const stale = await post(url, { taskId, seen: 'open', action: 'start' });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(escapeHtml(vendorTexts.fr.stale));
  });

  it('answers a revoked link with the page’s 404', async () => {
    expect((await post('/admin/tasks', { intent: 'revoke-vendor-links', vendorId }, { Cookie: cookie })).status).toBe(
      200,
    );
    const gone = await render(url);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(escapeHtml(vendorTexts.fr.notFoundLead));
  });
});
