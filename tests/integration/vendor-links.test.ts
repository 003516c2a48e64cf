import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandMidnight, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import type { StaffRole } from '#app/domain/staff/roles';
import * as vendorPage from '#app/routes/public/vendor-tasks';
import * as vendorFeed from '#app/routes/resources/vendor-calendar-ics';
import type { QueryRunner } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { deliverDueMessages } from '#app/server/mail/worker.server';
import { taskQueries } from '#app/server/tasks/tasks.server';
import { vendorLinkQueries } from '#app/server/tasks/vendor-links.server';
import { queueVendorMornings } from '#app/server/tasks/vendor-mail.server';
import { createBackend, refusalCode } from '#tests/helpers/backend';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, insertRental, postForm, requestContext, thrownStatus, unwrap } from '#tests/helpers/fixtures';
import { capturingTransport, SILENT_LOG, TEST_MAIL_SETTINGS } from '#tests/helpers/mail-capture';

/**
 * Vendors without an account (issue 30, item 5; supabase/migrations/20261209000200_vendor_links.sql), on PGlite and
 * PostgreSQL:
 * - a vendor's link opens their own tasks of the next 14 days — villa, address, window, the member who gave the
 *   task — and nothing of another vendor's, nothing of any guest (name, e-mail, phone, the stay's reference), in
 *   the page's data, the iCal feed and the e-mail; visitors still read no table;
 * - the vendor starts and finishes a task by its buttons, only their own, only from the state they saw (409 when
 *   someone else was first); the history names the vendor;
 * - only owners and admins give and revoke links; a revoked or replaced link opens nothing;
 * - the morning e-mail with a moved clock: none before 7:00 on the islands, then one per vendor with an unfinished
 *   task that day — however often the job runs —, none for a vendor without one, in the vendor's language, with a
 *   link that opens their page.
 */

const today = islandToday();
const day = (offset: number): CalendarDate => addDays(today, offset);
/** `hours` past midnight on the islands, on the day `offset` days from today. */
const at = (offset: number, hours: number) => () => new Date(islandMidnight(day(offset)).getTime() + hours * 3_600_000);

const GUEST = { name: 'Grace Guestname', email: 'grace.guest@example.com', phone: '+1 555 0100 77' };
type Args = never;

describe.each(ENGINES)('vendors’ links on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const ids = {} as Record<'owner' | 'agent' | 'villa' | 'villa2' | 'cleaner' | 'linen' | 'gardener', string>;
  const tokens = {} as Record<'cleaner', string>;
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const member = (role: StaffRole, name: string) => createUser(database().db, { staff: true, role, name });
  const as = (userId: string): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` });
  const service = () => createBackend(sqlExecutor(database().db, { role: 'service_role', name: 'Vendor mornings' }));
  const visitor = () => sqlExecutor(database().db, ANONYMOUS);

  const taskOf = async (rentalId: string, kind: string) =>
    (await q<{ id: string }>('select id from public.tasks where rental_id = $1 and kind = $2', [rentalId, kind]))[0]!
      .id;
  const stateOf = async (taskId: string) =>
    (await q<{ state: string }>('select state from public.tasks where id = $1', [taskId]))[0]!.state;

  const pageData = async (token: string, locale: 'en' | 'fr' = 'en') =>
    unwrap<{ list: { vendor: { name: string }; tasks: { id: string; villa: string; address: string | null }[] } }>(
      await vendorPage.loader({
        request: get(`${locale === 'fr' ? '/fr' : ''}/vendors/${token}`),
        params: { token },
        context: requestContext(database().db),
      } as Args),
    ).data;
  const press = (token: string, fields: Record<string, string>) =>
    vendorPage.action({
      request: postForm(`/vendors/${token}`, fields),
      params: { token },
      context: requestContext(database().db),
    } as Args);
  const feed = (token: string) =>
    vendorFeed.loader({
      request: get(`/vendors/${token}/tasks.ics`),
      params: { token },
      context: requestContext(database().db),
    } as Args) as Promise<Response>;

  /** Delivers the outbox as the worker does (the service role), answering what was sent. */
  async function deliver() {
    const mornings = service();
    const transport = capturingTransport();
    await deliverDueMessages({
      store: { ...mornings, ...mornings.use(vendorLinkQueries) },
      transport,
      settings: TEST_MAIL_SETTINGS,
      log: SILENT_LOG,
    });
    return transport.sent;
  }

  const expectNoGuest = (text: string) => {
    for (const secret of [GUEST.name, GUEST.email, GUEST.phone, 'Grace', 'IE-']) expect(text).not.toContain(secret);
  };

  beforeAll(async () => {
    ids.owner = await member('owner', 'Olivia Owner');
    ids.agent = await member('agent', 'Agnes Agent');
    ids.villa = await insertRental(database().db, {
      title: 'Villa Azur',
      address: '12 Chemin des Salines',
      min_stay_days: 1,
      max_guests: 6,
    });
    ids.villa2 = await insertRental(database().db, { title: 'Villa Corail', min_stay_days: 1, max_guests: 6 });
    for (const rental of [ids.villa, ids.villa2]) {
      // Arrives the day after tomorrow, leaves in 5 days: the pool and the inspection tomorrow, the cleans on day 5.
      await q(
        `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guest_phone, guests)
         values ($1, $2, $3, 'confirmed', 'staff', $4, $5, $6, 2)`,
        [rental, day(2), day(5), GUEST.name, GUEST.email, GUEST.phone],
      );
    }
    const owner = taskQueries(as(ids.owner));
    const vendor = (name: string, language: 'en' | 'fr', email: string) =>
      owner.createVendor({ name, email, phone: null, language, trade: 'cleaning', note: null, active: true });
    ids.cleaner = (await vendor('Island Clean', 'en', 'clean@vendors.example')).id;
    ids.linen = (await vendor('Blanchisserie du Port', 'fr', 'linge@vendors.example')).id;
    ids.gardener = (await vendor('Green Thumb', 'en', 'garden@vendors.example')).id;
    // The owner gives the cleaner both cleans of Villa Azur; the linen to the French laundry; the gardener only
    // has tomorrow's pool.
    await owner.assign(await taskOf(ids.villa, 'departure-clean'), { vendorId: ids.cleaner });
    await owner.assign(await taskOf(ids.villa, 'pre-arrival-inspection'), { vendorId: ids.cleaner });
    await owner.assign(await taskOf(ids.villa, 'linen'), { vendorId: ids.linen });
    await owner.assign(await taskOf(ids.villa2, 'linen'), { vendorId: ids.linen });
    await owner.assign(await taskOf(ids.villa, 'pool'), { vendorId: ids.gardener });
    await q(`update public.tasks set note = 'Key in the lockbox, code at the office' where id = $1`, [
      await taskOf(ids.villa, 'departure-clean'),
    ]);
    tokens.cleaner = (await vendorLinkQueries(as(ids.owner)).issueLink(ids.cleaner))!.token;
  });

  it('opens the vendor’s own tasks with villa, address and contact, and nothing of any guest', async () => {
    const { list } = await pageData(tokens.cleaner);
    expect(list.vendor.name).toBe('Island Clean');
    expect(list.tasks.map((t) => `${t.villa} ${(t as unknown as { kind: string }).kind}`).sort()).toEqual([
      'Villa Azur departure-clean',
      'Villa Azur pre-arrival-inspection',
    ]);
    expect(list.tasks[0]).toMatchObject({
      address: '12 Chemin des Salines',
      contact: { name: 'Olivia Owner', email: `${ids.owner}@example.com` },
    });
    expectNoGuest(JSON.stringify(list));
  });

  it('keeps every table closed to visitors and links to owners and admins', async () => {
    for (const table of ['tasks', 'vendors', 'task_list'] as const) {
      expect(await refusalCode(() => visitor().run({ kind: 'select', table, columns: ['id'] })), table).toBe(
        'permission',
      );
    }
    expect(await vendorLinkQueries(visitor()).vendorTasks('x'.repeat(43))).toBeNull();
    expect(await refusalCode(() => vendorLinkQueries(as(ids.agent)).issueLink(ids.cleaner))).toBe('permission');
    expect(await refusalCode(() => vendorLinkQueries(as(ids.agent)).revokeLinks(ids.cleaner))).toBe('permission');
    expect(await refusalCode(() => vendorLinkQueries(visitor()).issueLink(ids.cleaner))).toBe('permission');
    expect((await vendorLinkQueries(as(ids.agent)).linkState(ids.cleaner)).live).toBe(1);
  });

  it('lets the vendor start and finish their own task, once, from the state they saw', async () => {
    const clean = await taskOf(ids.villa, 'departure-clean');
    const answer = (await press(tokens.cleaner, { taskId: clean, action: 'start', seen: 'open' })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(`/vendors/${tokens.cleaner}?saved=${clean}#task-${clean}`);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await stateOf(clean)).toBe('in-progress');

    // The same press again (a second phone, a double click): someone else was first.
    const stale = unwrap<{ message: string }>(
      await press(tokens.cleaner, { taskId: clean, action: 'start', seen: 'open' }),
    );
    expect(stale.status).toBe(409);
    expect(stale.data.message).toMatch(/changed this task meanwhile/);

    // Another vendor's task, or a staff-only action: nothing changes.
    const linen = await taskOf(ids.villa, 'linen');
    expect(await thrownStatus(() => press(tokens.cleaner, { taskId: linen, action: 'start', seen: 'open' }))).toBe(404);
    expect(unwrap(await press(tokens.cleaner, { taskId: clean, action: 'cancel', seen: 'in-progress' })).status).toBe(
      400,
    );
    expect(await stateOf(linen)).toBe('open');

    expect(
      ((await press(tokens.cleaner, { taskId: clean, action: 'finish', seen: 'in-progress' })) as Response).status,
    ).toBe(302);
    expect(await stateOf(clean)).toBe('done');
    const history = await q<{ actor_name: string; actor_kind: string }>(
      `select actor_name, actor_kind from public.audit_events where table_name = 'tasks' and row_id::text = $1
        and changes ? 'state' order by at`,
      [clean],
    );
    expect(history.map((h) => `${h.actor_kind} ${h.actor_name}`)).toEqual([
      'system Vendor: Island Clean',
      'system Vendor: Island Clean',
    ]);
  });

  it('gives the same list as a private iCal feed, one event per task, without guests', async () => {
    const response = await feed(tokens.cleaner);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.text();
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(body).toContain('Villa Azur');
    expectNoGuest(body.replace(/\r\n /g, ''));
    expect((await feed('y'.repeat(43))).status).toBe(404);
  });

  it('refuses a revoked link and an earlier one replaced by a new link', async () => {
    const owner = vendorLinkQueries(as(ids.owner));
    const first = (await owner.issueLink(ids.gardener))!.token;
    const second = (await owner.issueLink(ids.gardener))!.token;
    expect(await thrownStatus(() => pageData(first))).toBe(404);
    expect((await pageData(second)).list.vendor.name).toBe('Green Thumb');
    expect(await owner.revokeLinks(ids.gardener)).toBe(1);
    expect(await thrownStatus(() => pageData(second))).toBe(404);
    expect((await feed(second)).status).toBe(404);
    // A vendor no longer active opens nothing either.
    const third = (await owner.issueLink(ids.gardener))!.token;
    await q('update public.vendors set active = false where id = $1', [ids.gardener]);
    expect(await thrownStatus(() => pageData(third))).toBe(404);
    await q('update public.vendors set active = true where id = $1', [ids.gardener]);
  });

  it('e-mails each vendor with work that day once, from 7:00 on the islands, in their language', async () => {
    const mornings = service();
    // Day 5: the cleaner's clean is done (above) — they have nothing unfinished; the laundry has two linens.
    expect(await queueVendorMornings(mornings, at(5, 6.99))).toEqual({ due: false, queued: 0 });
    expect(await q(`select 1 from public.mail_outbox where kind = 'vendor-day'`)).toEqual([]);

    const [first, second] = await Promise.all([
      queueVendorMornings(mornings, at(5, 7)),
      queueVendorMornings(mornings, at(5, 7.5)),
    ]);
    expect(first.queued + second.queued).toBe(1);
    expect((await queueVendorMornings(mornings, at(5, 9))).queued).toBe(0);
    const queued = await q<{ vendor_id: string; vendor_day: string; recipient: string }>(
      `select vendor_id, vendor_day::text, recipient from public.mail_outbox where kind = 'vendor-day'`,
    );
    // Only the laundry: the gardener's pool is tomorrow, the cleaner's clean of day 5 is done.
    expect(queued).toEqual([{ vendor_id: ids.linen, vendor_day: day(5), recipient: 'linge@vendors.example' }]);

    const sent = await deliver();
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toEqual([{ name: 'Blanchisserie du Port', address: 'linge@vendors.example' }]);
    expect(mail.subject).toMatch(/^Vos tâches du .+ \(2\)$/);
    expect(mail.text).toContain('Bonjour Blanchisserie du Port');
    expect(mail.text).toContain('Changement du linge — Villa Azur');
    expect(mail.text).toContain('Changement du linge — Villa Corail');
    expectNoGuest(`${mail.subject}\n${mail.text}\n${mail.html}`);

    // The e-mail's link opens the laundry's page, in French.
    const link = /https:\/\/islandestates\.example(\/fr\/vendors\/([A-Za-z0-9_-]{43}))/.exec(mail.text);
    expect(link).not.toBeNull();
    const { list } = await pageData(link![2]!, 'fr');
    expect(list.vendor.name).toBe('Blanchisserie du Port');
    expect(list.tasks).toHaveLength(2);
  });

  it('e-mails in English the vendor of an unfinished task, and no one the next run', async () => {
    const mornings = service();
    expect((await queueVendorMornings(mornings, at(1, 7))).queued).toBe(2);
    const sent = await deliver();
    const subjects = sent.map((mail) => `${mail.to[0]!.address} ${mail.subject}`).sort();
    expect(subjects).toEqual([
      expect.stringMatching(/^clean@vendors\.example Your tasks on .+ \(1\)$/),
      expect.stringMatching(/^garden@vendors\.example Your tasks on .+ \(1\)$/),
    ]);
    for (const mail of sent) expectNoGuest(`${mail.text}\n${mail.html}`);
    expect((await queueVendorMornings(mornings, at(1, 8))).queued).toBe(0);
  });
});
