import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday } from '#app/domain/booking/dates';
import { escapeHtml } from '#app/domain/mail/escape';
import { taskSetupTexts } from '#app/domain/tasks/texts/setup';
import { taskTexts } from '#app/domain/tasks/texts/staff';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { useTestDatabase } from '#tests/helpers/databases';
import { insertRental, signInRequest } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * /admin/tasks/setup served whole by the app, without JavaScript (app/routes/admin/task-setup.tsx): owners and
 * admins see a villa's templates and the vendors and change them with plain forms; agents get 403 on the page and
 * on every post, and nothing changes; a refused form keeps what was typed, with the message by its field; a
 * template saved is followed by the villa's stays to come (the database's trigger); a box left unticked switches
 * a template or a vendor off.
 */

const day = (offset: number) => addDays(islandToday(), offset);
const PASSWORD = 'correct-horse-battery-staple';

describe('task set-up, served whole (no JavaScript)', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();
  const cookies = { owner: '', agent: '' };
  let rentalId = '';
  let otherRentalId = '';
  let stayId = '';

  async function signIn(email: string, address: string, role: 'owner' | 'agent') {
    const { userId } = await upsertStaffAccount(database().db, email, PASSWORD);
    const result = await signInWithSecondFactor(signInRequest(address), email, PASSWORD);
    if (!result.ok) throw new Error(result.message);
    await database().db.query('update public.staff_members set role = $2 where user_id = $1', [userId, role]);
    return result.headers.get('Set-Cookie')!.split(';')[0]!;
  }

  beforeAll(async () => {
    // The first account is the agency's owner.
    cookies.owner = await signIn('setup-owner@example.com', '192.0.2.95', 'owner');
    cookies.agent = await signIn('setup-agent@example.com', '192.0.2.96', 'agent');
    rentalId = await insertRental(database().db, { title: 'Villa Réglages', min_stay_days: 1, max_guests: 6 });
    otherRentalId = await insertRental(database().db, { title: 'Villa Autre', min_stay_days: 1, max_guests: 6 });
    const { rows } = await database().db.query<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
       values ($1, $2, $3, 'confirmed', 'staff', 'Grace Guest', 'grace@example.com', 2) returning id`,
      [rentalId, day(20), day(24)],
    );
    stayId = rows[0]!.id;
  });

  const open = (path: string, who: keyof typeof cookies) => render(path, { headers: { Cookie: cookies[who] } });
  const post = (who: keyof typeof cookies, fields: Record<string, string>, path = '/admin/tasks/setup') =>
    render(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {
        Cookie: cookies[who],
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://localhost',
      },
    });
  const query = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;
  const stayTasks = async () =>
    (
      await query<{ line: string }>(
        `select due_on::text || ' ' || kind || ' ' || state as line from public.tasks where stay_id = $1
          order by due_on, kind`,
        [stayId],
      )
    ).map((row) => row.line);
  const templateId = async (kind: string) =>
    (
      await query<{ id: string }>('select id from public.task_templates where rental_id = $1 and kind = $2', [
        rentalId,
        kind,
      ])
    )[0]!.id;
  const vendorCount = async () => (await query<{ n: number }>('select count(*)::int as n from public.vendors'))[0]!.n;

  it('shows owners a villa’s templates and the vendors, links it from /admin/tasks, and refuses agents', async () => {
    const page = await open(`/admin/tasks/setup?villa=${rentalId}`, 'owner');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(escapeHtml(taskSetupTexts.templatesTitle('Villa Réglages')));
    expect(html).toContain(escapeHtml(taskTexts.kinds['pre-arrival-inspection']));
    expect(html).toContain(escapeHtml(taskSetupTexts.when(-1, taskTexts.anchors['check-in'])));
    expect(html).toContain(`name="templateId" value="${await templateId('pool')}"`);
    expect(html).toContain(escapeHtml(taskSetupTexts.vendorsTitle));
    // Another villa by its `?villa=`; an unknown one falls back to the first by title.
    expect(await (await open(`/admin/tasks/setup?villa=${otherRentalId}`, 'owner')).text()).toContain(
      escapeHtml(taskSetupTexts.templatesTitle('Villa Autre')),
    );
    expect((await open('/admin/tasks/setup?villa=nope', 'owner')).status).toBe(200);

    expect(await (await open('/admin/tasks', 'owner')).text()).toContain('href="/admin/tasks/setup"');
    expect(await (await open('/admin/tasks', 'agent')).text()).not.toContain('href="/admin/tasks/setup"');
    expect((await open('/admin/tasks/setup', 'agent')).status).toBe(403);
  });

  it('refuses an agent’s posts with 403, changing nothing', async () => {
    const before = await vendorCount();
    const vendor = await post('agent', {
      intent: 'vendor',
      vendorId: '',
      name: 'Intruder',
      email: 'intruder@example.com',
      language: 'en',
      active: 'on',
    });
    expect(vendor.status).toBe(403);
    const template = await post('agent', {
      intent: 'template',
      templateId: await templateId('pool'),
      rentalId,
      kind: 'pool',
      anchor: 'check-in',
      offsetDays: '-3',
    });
    expect(template.status).toBe(403);
    expect(await vendorCount()).toBe(before);
    expect(await stayTasks()).toContain(`${day(19)} pool open`);
  });

  it('adds and changes a vendor, keeping what was typed when refused, and switches one off', async () => {
    const typed = { intent: 'vendor', vendorId: '', rentalId, name: '', email: '', phone: '', language: 'fr' };
    const refused = await post('owner', { ...typed, trade: 'cleaning', note: 'Keys at the office', active: 'on' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(escapeHtml(taskTexts.errors.nameRequired));
    expect(html).toContain('Keys at the office');
    // Neither an e-mail nor a phone (checked once the fields are: zod refines a whole form after its fields).
    const unreachable = await post('owner', { ...typed, name: 'Island Clean SARL', active: 'on' });
    expect(unreachable.status).toBe(400);
    const unreachableHtml = await unreachable.text();
    expect(unreachableHtml).toContain(escapeHtml(taskTexts.errors.reachable));
    expect(unreachableHtml).toContain('value="Island Clean SARL"');

    const added = await post('owner', {
      ...typed,
      name: 'Island Clean SARL',
      email: 'Contact@IslandClean.example',
      trade: 'cleaning',
      active: 'on',
    });
    expect(added.status).toBe(302);
    const [vendor] = await query<{ id: string; email: string; trade: string; language: string; active: boolean }>(
      `select id, email, trade, language, active from public.vendors where name = 'Island Clean SARL'`,
    );
    expect(vendor).toMatchObject({ email: 'contact@islandclean.example', trade: 'cleaning', language: 'fr' });
    expect(added.headers.get('Location')).toBe(`/admin/tasks/setup?villa=${rentalId}#vendor-${vendor!.id}`);

    // Saved without the box ticked: no longer sent.
    const changed = await post('owner', {
      ...typed,
      vendorId: vendor!.id,
      name: 'Island Clean SARL',
      phone: '+590 690 11 22 33',
      trade: 'cleaning',
    });
    expect(changed.status).toBe(302);
    expect((await query('select active, email, phone from public.vendors where id = $1', [vendor!.id]))[0]).toEqual({
      active: false,
      email: null,
      phone: '+590 690 11 22 33',
    });
    const page = await (await open('/admin/tasks/setup', 'owner')).text();
    expect(page).toContain(escapeHtml(`Island Clean SARL · Cleaning · ${taskSetupTexts.noLongerSent}`));
  });

  it('saves templates the villa’s stays to come follow, refusing bad values and a second one on the same day', async () => {
    const welcome = {
      intent: 'template',
      templateId: '',
      rentalId,
      kind: 'welcome',
      anchor: 'check-in',
      offsetDays: '0',
      minNights: '',
      windowStart: '15:00',
      windowEnd: '18:00',
      active: 'on',
      note: 'Flowers and rum',
    };
    const added = await post('owner', welcome);
    expect(added.status).toBe(302);
    expect(await stayTasks()).toContain(`${day(20)} welcome open`);

    const twice = await post('owner', welcome);
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain(escapeHtml(taskSetupTexts.duplicate));

    const bad = await post('owner', { ...welcome, offsetDays: '20', windowEnd: '14:00', note: 'Typed, kept' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain(escapeHtml(taskTexts.errors.offsetRange));
    expect(badHtml).toContain('Typed, kept');

    // The pool two days before arrival: the stay's open pool task moves; then switched off: cancelled.
    const pool = await templateId('pool');
    const poolForm = { ...welcome, templateId: pool, kind: 'pool', offsetDays: '-2', note: '' };
    const moved = await post('owner', poolForm);
    expect(moved.status).toBe(302);
    expect(moved.headers.get('Location')).toBe(`/admin/tasks/setup?villa=${rentalId}#template-${pool}`);
    expect(await stayTasks()).toContain(`${day(18)} pool open`);
    const { active: _, ...unticked } = poolForm;
    expect((await post('owner', unticked)).status).toBe(302);
    expect(await stayTasks()).toContain(`${day(18)} pool cancelled`);
    const page = await (await open(`/admin/tasks/setup?villa=${rentalId}`, 'owner')).text();
    expect(page).toContain(escapeHtml(taskSetupTexts.switchedOff));

    // A template that no longer exists: 404.
    const gone = await post('owner', { ...poolForm, templateId: '00000000-0000-4000-8000-000000000000' });
    expect(gone.status).toBe(404);
  });
});
