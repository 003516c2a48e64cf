import { RouterContextProvider } from 'react-router';
import { refusalCode } from '#tests/helpers/backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '#app/domain/booking/dates';
import { escapeHtml } from '#app/domain/mail/escape';
import type { StaffRole } from '#app/domain/staff/roles';
import { legalEntitiesTexts } from '#app/domain/payments/texts/legal-entities';
import * as adminLayout from '#app/routes/admin/layout';
import * as legalEntitiesRoute from '#app/routes/admin/legal-entities';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import type { QueryRunner } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { capabilitiesOver } from '#app/server/capabilities.server';
import { invoiceQueries } from '#app/server/payments/invoices.server';
import { legalEntityAction } from '#app/server/payments/legal-entities.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import {
  get,
  insertRental,
  postForm,
  requestContext,
  signInRequest,
  thrownStatus,
  unwrap,
} from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';
// The French texts, as the server registers them.
import '#app/domain/i18n/texts/fr';

/**
 * The agency's legal entities screen (issue 28, item 7; /admin/settings/legal-entities), on PGlite and
 * PostgreSQL: an owner adds and changes an entity, an admin too; an agent is refused by the page and by row
 * level security; a second active entity of an island, a prefix another entity has or had, a bad prefix and an
 * empty name are refused with the message next to their field, what was typed kept and nothing written; the
 * next invoice number follows the series, and a prefix changed after invoices were issued leaves them as they
 * were. The French texts answer on the server too.
 */

type Args = never;
const t = legalEntitiesTexts.en;
const PATH = '/admin/settings/legal-entities';

type Answer = {
  entity: string;
  result: { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
};

const SBH = {
  name: 'Island Estates SAS',
  address: 'Rue de la République\nGustavia 97133',
  registrationNumber: 'RCS Basse-Terre 123 456 789',
  island: 'Saint Barthélemy',
  invoicePrefix: 'ie-sbh',
  active: 'on',
};

describe.each(ENGINES)('legal entities on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const members = {} as Record<StaffRole, { userId: string; cookie: string }>;
  const entities = () =>
    q<{ name: string; island: string | null; invoice_prefix: string; active: boolean }>(
      'select name, island, invoice_prefix, active from public.legal_entities order by created_at, name',
    );
  const idOf = async (prefix: string) =>
    (await q<{ id: string }>('select id from public.legal_entities where invoice_prefix = $1', [prefix]))[0]!.id;

  beforeAll(async () => {
    const n = engine === 'pglite' ? 110 : 120;
    for (const [i, role] of (['owner', 'admin', 'agent'] as const).entries()) {
      const email = `legal-${role}-${engine}@example.com`;
      const { db } = database();
      const { userId } = await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
      await db.query('update public.staff_members set role = $2 where user_id = $1', [userId, role]);
      const result = await signInWithSecondFactor(
        signInRequest(`192.0.2.${n + i}`),
        email,
        'correct-horse-battery-staple',
      );
      if (!result.ok) throw new Error(result.message);
      members[role] = { userId, cookie: result.headers.get('Set-Cookie')!.split(';')[0]! };
    }
  });

  const post = async (form: Record<string, string>, role: StaffRole) => {
    try {
      return await legalEntitiesRoute.action({
        request: postForm(PATH, form, { Cookie: members[role].cookie }),
        params: {},
        context: requestContext(database().db),
      } as Args);
    } catch (thrown) {
      return thrown;
    }
  };
  const refused = async (form: Record<string, string>, role: StaffRole = 'owner') => {
    const answer = unwrap<Answer>(await post(form, role));
    expect(answer.status).toBe(400);
    return answer.data;
  };
  const done = async (form: Record<string, string>, role: StaffRole = 'owner') => {
    const answer = (await post(form, role)) as Response;
    expect(answer.status, JSON.stringify(unwrap(answer).data)).toBe(302);
    return answer.headers.get('Location');
  };

  async function open(role: StaffRole, search = '') {
    const request = get(`${PATH}${search}`, { headers: { Cookie: members[role].cookie } });
    const context: RouterContextProvider = requestContext(database().db);
    let loaded: Awaited<ReturnType<typeof legalEntitiesRoute.loader>> | undefined;
    await adminLayout.middleware[0]!(
      { request, params: {}, context, unstable_pattern: 'admin/settings/legal-entities' } as never,
      async () => {
        loaded = await legalEntitiesRoute.loader({ request, params: {}, context } as Args);
        return new Response(null);
      },
    );
    return loaded!;
  }

  const as = (role: StaffRole): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId: members[role].userId });

  it('lets an owner add an entity and change it; the list says its island, series, state and next invoice', async () => {
    expect((await open('owner')).entities).toEqual([]);
    expect(await done(SBH)).toBe(`${PATH}?done=created`);
    expect(await entities()).toEqual([
      { name: 'Island Estates SAS', island: 'Saint Barthélemy', invoice_prefix: 'IE-SBH', active: true },
    ]);
    const id = await idOf('IE-SBH');

    expect(await done({ ...SBH, id, name: 'Island Estates SAS (Gustavia)', vatNumber: 'FR12345678901' })).toBe(
      `${PATH}?done=saved`,
    );
    const page = await open('owner', '?done=saved');
    expect(page.done).toBe('saved');
    expect(page.entities).toEqual([
      expect.objectContaining({
        id,
        name: 'Island Estates SAS (Gustavia)',
        island: 'Saint Barthélemy',
        prefix: 'IE-SBH',
        active: true,
        nextInvoice: 'IE-SBH-000001',
      }),
    ]);
    expect(page.entities[0]!.values).toMatchObject({ vatNumber: 'FR12345678901', address: SBH.address });
    // Every change is in the history, by whom.
    expect(
      await q(`select action, actor_id from public.audit_events where table_name = 'legal_entities' order by id`),
    ).toEqual([
      { action: 'insert', actor_id: members.owner.userId },
      { action: 'update', actor_id: members.owner.userId },
    ]);
  });

  it('refuses a second active entity of an island next to the island field, keeping what was typed', async () => {
    const before = await entities();
    const typed = { ...SBH, name: 'St Barth Rentals SARL', invoicePrefix: 'SBR' };
    const answer = await refused(typed);
    expect(answer.entity).toBe('new');
    expect(answer.result.error?.island).toEqual([t.islandTaken('Saint Barthélemy')]);
    expect(answer.result.initialValue).toMatchObject({ name: 'St Barth Rentals SARL', invoicePrefix: 'SBR' });
    expect(await entities()).toEqual(before);

    // Added inactive, it waits; activating it while the other is active is refused on its own form.
    await done({ ...typed, active: '' });
    const id = await idOf('SBR');
    const activate = await refused({ intent: 'activate', id });
    expect(activate.entity).toBe(id);
    expect(activate.result.error?.island).toEqual([t.islandTaken('Saint Barthélemy')]);
    expect(activate.result.initialValue).toMatchObject({ name: 'St Barth Rentals SARL' });
    // Moving an active entity onto an island that has one is refused the same way.
    await done({ ...SBH, name: 'Island Estates SXM B.V.', island: 'Sint Maarten', invoicePrefix: 'IE-SXM' });
    const moved = await refused({
      ...SBH,
      id: await idOf('IE-SXM'),
      name: 'Island Estates SXM B.V.',
      island: 'Saint Barthélemy',
      invoicePrefix: 'IE-SXM',
    });
    expect(moved.result.error?.island).toEqual([t.islandTaken('Saint Barthélemy')]);

    // Deactivating the first lets the second take over.
    expect(await done({ intent: 'deactivate', id: await idOf('IE-SBH') })).toBe(`${PATH}?done=deactivated`);
    expect(await done({ intent: 'activate', id })).toBe(`${PATH}?done=activated`);
    expect((await entities()).filter((row) => row.island === 'Saint Barthélemy')).toEqual([
      expect.objectContaining({ invoice_prefix: 'IE-SBH', active: false }),
      expect.objectContaining({ invoice_prefix: 'SBR', active: true }),
    ]);
  });

  it('refuses a bad prefix, a prefix another entity has and an empty name, writing nothing', async () => {
    const before = await entities();
    const typed = { ...SBH, name: 'Island Estates Holdings', island: 'all', invoicePrefix: 'IE SBH' };
    const bad = await refused(typed);
    expect(bad.result.error?.invoicePrefix).toEqual([t.prefixFormat]);
    expect(bad.result.initialValue).toMatchObject({ name: 'Island Estates Holdings', invoicePrefix: 'IE SBH' });
    expect((await refused({ ...typed, invoicePrefix: 'ie-sbh' })).result.error?.invoicePrefix).toEqual([t.prefixTaken]);
    const unnamed = await refused({ ...typed, name: '  ', invoicePrefix: 'IEH' });
    expect(unnamed.result.error?.name).toEqual([t.nameRequired]);
    const id = await idOf('SBR');
    const edited = await refused({ ...SBH, id, name: '', invoicePrefix: 'SBR' });
    expect(edited.entity).toBe(id);
    expect(edited.result.error?.name).toEqual([t.nameRequired]);
    // Nobody deletes an entity, nor posts what the page does not take.
    expect((await refused({ intent: 'delete', id })).result.error?.['']).toEqual([
      'That action is not available here.',
    ]);
    expect(await entities()).toEqual(before);
  });

  it('numbers the next invoice after the last one; a prefix changed later leaves issued invoices as they were', async () => {
    const id = await idOf('SBR');
    const rentalId = await insertRental(database().db, { title: 'Villa Series', island: 'Saint Barthélemy' });
    const [stay] = await q<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
       values ($1, '2031-03-01', '2031-03-08', 'confirmed', 'staff', 'Grace Guest', 'grace@example.com', 2) returning id`,
      [rentalId],
    );
    const issued = await invoiceQueries(as('owner')).issueInvoice({
      stayId: stay!.id,
      legalEntityId: id,
      issuedOn: parseCalendarDate('2026-11-20')!,
      currency: 'EUR',
      lines: [{ label: '7 nights', amount: 700_000, kind: 'charge' }],
      language: 'fr',
    });
    expect(issued.reference).toBe('SBR-000001');
    const next = (page: Awaited<ReturnType<typeof open>>) => page.entities.find((e) => e.id === id)!.nextInvoice;
    expect(next(await open('owner'))).toBe('SBR-000002');

    // An admin changes it (the one setting admins change), and the hint says so.
    const values = (await open('admin')).entities.find((e) => e.id === id)!.values;
    await done({ ...values, active: '', invoicePrefix: 'SBR-2027' } as Record<string, string>, 'admin');
    expect(next(await open('owner'))).toBe('SBR-2027-000002');
    expect(await q('select reference, series from public.invoices')).toEqual([
      { reference: 'SBR-000001', series: 'SBR' },
    ]);
    expect(t.hintPrefixChange).toMatch(/keep their series and number/);
    // Its old series is its invoices': no other entity may take it.
    const taken = await refused({
      ...SBH,
      name: 'Copycat SAS',
      island: 'Sint Maarten',
      invoicePrefix: 'SBR',
      active: '',
    });
    expect(taken.result.error?.invoicePrefix).toEqual([t.prefixUsed]);
  });

  it('refuses agents: the page and its posts (403), and row level security below them', async () => {
    expect(await thrownStatus(() => open('agent'))).toBe(403);
    const before = await entities();
    const id = await idOf('SBR-2027');
    expect(
      unwrap(await post({ ...SBH, name: 'Agent SAS', invoicePrefix: 'AGENT', island: 'all' }, 'agent')).status,
    ).toBe(403);
    expect(unwrap(await post({ intent: 'deactivate', id }, 'agent')).status).toBe(403);
    // Straight through the backend port, as the agent: reads (for invoicing), but neither adds nor changes.
    const agent = invoiceQueries(as('agent'));
    expect((await agent.listLegalEntities()).length).toBe(before.length);
    expect(
      await refusalCode(() =>
        agent.createLegalEntity({
          name: 'Agent SAS',
          address: '',
          registration_number: '',
          vat_number: null,
          email: null,
          phone: null,
          legal_notice: '',
          island: null,
          invoice_prefix: 'AGENT',
          active: false,
        }),
      ),
    ).toBe('permission');
    expect(await agent.updateLegalEntity(id, { name: 'Agent SAS', active: false })).toBeNull();
    // Visitors read nothing; nobody deletes an entity.
    expect(await refusalCode(() => invoiceQueries(sqlExecutor(database().db, ANONYMOUS)).listLegalEntities())).toBe(
      'permission',
    );
    await refusalCode(() =>
      as('owner').run({ kind: 'delete', table: 'legal_entities', where: [{ op: 'eq', column: 'id', value: id }] }),
    );
    expect(await entities()).toEqual(before);
  });

  it('answers in French with the French texts, next to the field', async () => {
    const fr = legalEntitiesTexts.fr;
    expect(fr.title).toBe('Entités juridiques');
    expect(fr.lead).toMatch(/facture, facture pro forma et reçu de paiement/);
    const formData = new FormData();
    for (const [key, value] of Object.entries({ ...SBH, name: 'Doublon SAS', invoicePrefix: 'DBL' }))
      formData.set(key, value);
    const outcome = await legalEntityAction(capabilitiesOver(as('owner')), formData, fr, members.owner.userId);
    expect(outcome).toMatchObject({ entity: 'new', status: 400 });
    if ('done' in outcome) return;
    expect(outcome.result.error?.island).toEqual([
      'Une autre entité active facture déjà Saint Barthélemy\u00a0: désactivez-la d’abord, ou ajoutez celle-ci inactive',
    ]);
    formData.set('invoicePrefix', 'D B L');
    const bad = await legalEntityAction(capabilitiesOver(as('owner')), formData, fr, members.owner.userId);
    expect('done' in bad ? null : bad.result.error?.invoicePrefix).toEqual([fr.prefixFormat]);
  });
});

describe('the legal entities page, served whole (no JavaScript)', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();
  let cookie = '';

  beforeAll(async () => {
    const email = 'legal-page-owner@example.com';
    await upsertStaffAccount(database().db, email, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(signInRequest('192.0.2.130'), email, 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
  });

  const send = (fields: Record<string, string>) =>
    render(PATH, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
    });

  it('is in the settings navigation with its lead; a bad prefix comes back in its field with the message; an entity is added', async () => {
    const page = await render(PATH, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`href="${PATH}"`);
    expect(html).toContain(escapeHtml(t.lead));
    expect(html).toContain(escapeHtml(t.none));

    const refusedPage = await send({
      name: 'Island Estates SAS',
      island: 'all',
      invoicePrefix: 'IE_ALL',
      active: 'on',
    });
    expect(refusedPage.status).toBe(400);
    const refusedHtml = await refusedPage.text();
    expect(refusedHtml).toContain('value="IE_ALL"');
    expect(refusedHtml).toContain(escapeHtml(t.prefixFormat));

    const saved = await send({ name: 'Island Estates SAS', island: 'all', invoicePrefix: 'IE', active: 'on' });
    expect(saved.status).toBe(302);
    const after = await (await render(saved.headers.get('Location')!, { headers: { Cookie: cookie } })).text();
    expect(after).toContain(escapeHtml(t.created));
    expect(after).toContain('IE-000001');
    expect(after).toContain(escapeHtml(t.allIslands));
    expect(after).toContain(escapeHtml(t.hintPrefixChange));
  });
});
