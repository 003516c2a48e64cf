/**
 * A person's data through the back office (issue 32, items 3–5) on both engines: /admin/privacy looks a person up
 * (owners and admins; agents get 403), /admin/privacy/export.json downloads it, the erasure takes the address typed
 * again (owners only; admins get 403) and removes the person's .eml files from the mail folder;
 * /admin/settings/retention saves the periods (owners), and the retention job runs with a moved clock.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import * as privacyRoute from '#app/routes/admin/privacy';
import * as exportRoute from '#app/routes/admin/privacy-export';
import * as retentionRoute from '#app/routes/admin/retention-settings';
import { capabilitiesOver } from '#app/server/capabilities.server';
import { getEnv } from '#app/server/env.server';
import { folderTransport } from '#app/server/mail/transport.server';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { retentionJob } from '#app/server/privacy/retention-job.server';
import { load, post, signInStaff, staffRequestContext, type SignedInStaff } from '#tests/helpers/booking-desk';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { thrownStatus, unwrap } from '#tests/helpers/fixtures';
import { findEverywhere, seedPerson, seedStaff } from '#tests/helpers/person-data';

/** The status of what a loader or action returned or threw (a Response or a `data()` value). */
const statusOf = (value: unknown) =>
  (value as { status?: number; init?: { status?: number } }).status ??
  (value as { init?: { status?: number } }).init?.status;

const JANE = { email: 'jane.pages@example.com', name: 'Jane Pages', phone: '+590 690 44 55 66', tag: 'Azur' };
const BOB = { email: 'bob.pages@example.org', name: 'Bob Pages', phone: '+33 6 98 76 54 32', tag: 'Corail' };

describe.each(ENGINES)('the personal data pages on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const staff = {} as Record<'owner' | 'admin' | 'agent', SignedInStaff>;
  const mailDir = () => getEnv().MAIL_DIR;
  const page = (role: keyof typeof staff, query: string) =>
    load(privacyRoute.loader as never, `/admin/privacy${query}`, staffRequestContext(database().db, staff[role], role));

  beforeAll(async () => {
    const { db } = database();
    const n = engine === 'pglite' ? 180 : 190;
    for (const [index, role] of (['owner', 'admin', 'agent'] as const).entries()) {
      staff[role] = await signInStaff(db, `${role}-privacy-${engine}@example.com`, `192.0.2.${n + index}`);
      await db.query('update public.staff_members set role = $2 where user_id = $1', [staff[role].userId, role]);
    }
    const writer = await seedStaff(db);
    await seedPerson(db, writer, JANE);
    await seedPerson(db, writer, BOB);
    // What the embedded mail folder holds: one message to each, and one that quotes Jane's address in its text.
    await rm(mailDir(), { recursive: true, force: true });
    await mkdir(mailDir(), { recursive: true });
    const folder = folderTransport(mailDir(), { log: { info: () => {}, warn: () => {} } });
    const mail = (to: string, text: string) => ({
      messageId: `<${crypto.randomUUID()}@islandestates.example>`,
      from: 'Island Estates <no-reply@islandestates.example>',
      to: [{ address: to }],
      subject: 'Your stay',
      text,
      html: `<p>${text}</p>`,
    });
    await folder.send(mail(JANE.email, 'Dear Jane, é.'));
    await folder.send(mail(BOB.email, 'Dear Bob.'));
    await folder.send(mail('desk@islandestates.example', `New lead from ${JANE.email} — reply soon, ça va.`));
    await folder.close();
  });

  it('shows owners and admins what is kept, per kind, and lets them download it; agents get 403', async () => {
    const found = unwrap<{ kind: string; total: number; sections: { kind: string; rows: unknown[] }[] }>(
      await page('admin', `?email=${encodeURIComponent(JANE.email.toUpperCase())}`),
    ).data;
    expect(found.kind).toBe('found');
    expect(found.total).toBeGreaterThan(10);
    expect(found.sections.map((section) => section.kind)).toEqual(expect.arrayContaining(['inquiries', 'emails']));
    const download = (await load(
      exportRoute.loader as never,
      `/admin/privacy/export.json?email=${encodeURIComponent(JANE.email)}`,
      staffRequestContext(database().db, staff.admin, 'admin'),
    )) as Response;
    expect(download.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="person-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(download.headers.get('Cache-Control')).toBe('no-store');
    const body = (await download.json()) as { inquiries: { email: string }[] };
    expect(body.inquiries.map((row) => row.email)).toEqual([JANE.email, JANE.email]);
    expect(JSON.stringify(body)).not.toContain(BOB.email);

    const agent = staffRequestContext(database().db, staff.agent, 'agent');
    expect(
      await thrownStatus(() =>
        privacyRoute.loader({ request: new Request('http://localhost/admin/privacy'), context: agent } as never),
      ),
    ).toBe(403);
    expect(
      await thrownStatus(() =>
        exportRoute.loader({
          request: new Request(`http://localhost/admin/privacy/export.json?email=${JANE.email}`),
          context: agent,
        } as never),
      ),
    ).toBe(403);
    // An address that is not one: the form again, with its message.
    expect(unwrap<{ kind: string }>(await page('owner', '?email=not-an-address')).data.kind).toBe('form');
  });

  it('erases only after the address is typed again, owners only, and removes the person’s messages from the mail folder', async () => {
    const { db } = database();
    const erase = (role: keyof typeof staff, confirmation: string) =>
      post(
        privacyRoute.action as never,
        '/admin/privacy',
        { intent: 'erase', email: JANE.email, confirmation },
        staffRequestContext(db, staff[role], role),
        {},
        staff[role].cookie,
      );
    expect(
      unwrap<{ confirmErase: boolean }>(await page('owner', `?email=${JANE.email}&step=erase`)).data.confirmErase,
    ).toBe(true);
    expect(
      unwrap<{ confirmErase: boolean }>(await page('admin', `?email=${JANE.email}&step=erase`)).data.confirmErase,
    ).toBe(false);
    expect(statusOf(await erase('admin', JANE.email))).toBe(403);

    const refused = unwrap<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(
      await erase('owner', 'someone@example.com'),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.confirmation).toEqual(['This is not the address being erased']);
    expect(refused.data.result.initialValue.confirmation).toBe('someone@example.com');
    expect((await findEverywhere(db, JANE.email)).length).toBeGreaterThan(0);

    const done = (await erase('owner', JANE.email.toUpperCase())) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toMatch(/^\/admin\/privacy\?erased=\d+$/);
    expect(await findEverywhere(db, JANE.email)).toEqual([]);
    const files = await readdir(mailDir());
    expect(files).toHaveLength(1);
    expect((await findEverywhere(db, BOB.email)).length).toBeGreaterThan(0);
  });

  it('saves the retention periods for owners (validated), and the job anonymises with a moved clock, once', async () => {
    const { db } = database();
    const save = (role: keyof typeof staff, fields: Record<string, string>) =>
      post(
        retentionRoute.action as never,
        '/admin/settings/retention',
        fields,
        staffRequestContext(db, staff[role], role),
        {},
        staff[role].cookie,
      );
    expect(statusOf(await save('admin', { leadMonths: '12', mailMonths: '6' }))).toBe(403);
    const refused = unwrap<{ result: { error: Record<string, string[]> } }>(
      await save('owner', { leadMonths: '3', mailMonths: '6' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.leadMonths).toEqual(['Between 6 and 120 months']);
    expect(((await save('owner', { leadMonths: '12', mailMonths: '6' })) as Response).status).toBe(302);
    const shown = unwrap<{ settings: { leadMonths: number; mailMonths: number } }>(
      await load(
        retentionRoute.loader as never,
        '/admin/settings/retention',
        staffRequestContext(db, staff.admin, 'admin'),
      ),
    );
    expect(shown.data.settings).toEqual({ leadMonths: 12, mailMonths: 6 });

    const job = retentionJob(
      capabilitiesOver(sqlExecutor(db, { role: 'service_role', name: 'Retention' })),
      () => new Date(Date.now() + 2 * 365 * 86_400_000),
    );
    expect(await job.run({ signal: new AbortController().signal })).toMatchObject({ inquiries: 2 });
    expect(await job.run({ signal: new AbortController().signal })).toBeUndefined();
    expect(await findEverywhere(db, BOB.phone)).toEqual(['public.homeowners.phone (1)', 'public.vendors.phone (1)']);
  });
});
