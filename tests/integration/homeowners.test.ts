import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgreementInput, HomeownerInput, OwnershipInput } from '#app/domain/homeowners/schemas';
import type { BankAccountInput } from '#app/domain/payments/bank-accounts';
import type { StaffRole } from '#app/domain/staff/roles';
import { homeownerTexts } from '#app/domain/homeowners/texts/staff';
import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import type { QueryRunner } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { agreementQueries } from '#app/server/homeowners/agreements.server';
import { homeownerBankDetailsQueries } from '#app/server/homeowners/bank-details.server';
import { homeownerQueries } from '#app/server/homeowners/homeowners.server';
import { escapeHtml } from '#app/domain/mail/escape';
import { useAppRenderer } from '#tests/helpers/app-render';
import { refusalCode } from '#tests/helpers/backend';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { agreementTerms, signedInMember } from '#tests/helpers/homeowners';
import { jsonWithoutIdsOrTimes } from '#tests/helpers/fixtures';

/**
 * Homeowners (issue 29, items 1, 2 and 6; supabase/migrations/…_homeowners.sql), on PGlite and PostgreSQL,
 * through the backend port as each role (row level security decides, as PostgREST would):
 * - staff read homeowners, what they owned when and the agreements; owners and admins write them; agents and
 *   visitors are refused, and visitors read nothing;
 * - a homeowner's periods of one listing never overlap; co-owners overlap only with shares adding up to 100 at most;
 * - an agreement in force is never changed or removed (its signed PDF attached once); one not yet in force may be
 *   corrected or withdrawn; the one in force on a day is the latest begun;
 * - payout bank details: read by owners and admins only, written only with the second factor, and each change
 *   queues one e-mail per active owner, numbers masked; the history never holds the numbers.
 */

const ANNE: HomeownerInput = {
  name: 'Anne Dupont',
  emails: ['anne@example.fr', 'compta@example.fr'],
  phone: '+590 690 12 34 56',
  language: 'fr',
  currency: 'EUR',
  note: null,
};
const PAUL: HomeownerInput = { ...ANNE, name: 'Paul Martin', emails: ['paul@example.com'], language: 'en' };
const ACCOUNT: BankAccountInput = {
  currency: 'EUR',
  holder: 'Anne Dupont',
  bankName: 'BNP Paribas',
  iban: 'FR7630006000011234567890189',
  swift: 'BNPAFRPP',
};

describe.each(ENGINES)('homeowners on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const ids = {} as Record<'owner' | 'owner2' | 'admin' | 'agent' | 'rental' | 'rental2' | 'property', string>;
  let today = '';
  let later = '';

  async function member(role: StaffRole, name: string) {
    const id = await createUser(database().db, { staff: true, role });
    await q('update public.staff_members set name = $2 where user_id = $1', [id, name]);
    return id;
  }
  const as = (userId: string, aal: 'aal1' | 'aal2' = 'aal2'): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal, userId, email: `${userId}@example.com` });
  const visitor = () => sqlExecutor(database().db, ANONYMOUS);
  const homeowners = (runner: QueryRunner) => homeownerQueries(runner);
  const agreements = (runner: QueryRunner) => agreementQueries(runner);
  const bank = (runner: QueryRunner) => homeownerBankDetailsQueries(runner);
  const rental = async (title: string) => {
    const id = randomUUID();
    await q(`insert into public.rentals (id, title, status) values ($1, $2, 'published')`, [id, title]);
    return id;
  };
  const agreement = (overrides: Partial<AgreementInput> = {}) => agreementTerms(ids.rental, overrides);

  beforeAll(async () => {
    ids.owner = await member('owner', 'Olivia Owner');
    ids.owner2 = await member('owner', 'Oscar Owner');
    ids.admin = await member('admin', 'Adam Admin');
    ids.agent = await member('agent', 'Agnes Agent');
    ids.rental = await rental('Villa Azur');
    ids.rental2 = await rental('Villa Corail');
    ids.property = randomUUID();
    await q(`insert into public.properties (id, title, status) values ($1, 'Maison Lorient', 'published')`, [
      ids.property,
    ]);
    const [days] = await q<{ today: string; later: string }>(
      `select (now() at time zone 'America/St_Barthelemy')::date::text as today,
              ((now() at time zone 'America/St_Barthelemy')::date + 30)::text as later`,
    );
    today = days!.today;
    later = days!.later;
  });

  beforeEach(async () => {
    await q('delete from public.mail_outbox');
  });

  it('lets owners and admins add, change and remove homeowners; agents read them; visitors nothing', async () => {
    const anne = await homeowners(as(ids.owner)).createHomeowner(ANNE);
    expect(anne).toMatchObject({
      name: 'Anne Dupont',
      emails: ['anne@example.fr', 'compta@example.fr'],
      language: 'fr',
    });
    const paul = await homeowners(as(ids.admin)).createHomeowner(PAUL);
    expect(await homeowners(as(ids.admin)).updateHomeowner(paul.id, { ...PAUL, phone: null, currency: 'USD' })).toBe(
      true,
    );
    expect((await homeowners(as(ids.agent, 'aal1')).listHomeowners()).map((h) => h.name)).toEqual([
      'Anne Dupont',
      'Paul Martin',
    ]);
    expect(await homeowners(as(ids.agent, 'aal1')).getHomeowner(paul.id)).toMatchObject({
      currency: 'USD',
      phone: null,
    });

    expect(await refusalCode(() => homeowners(as(ids.agent, 'aal1')).createHomeowner(PAUL))).toBe('permission');
    expect(await homeowners(as(ids.agent, 'aal1')).updateHomeowner(anne.id, { ...ANNE, name: 'Mallory' })).toBe(false);
    expect(await homeowners(as(ids.agent, 'aal1')).deleteHomeowner(anne.id)).toBe(false);
    // An owner's session without its second factor is no staff session (…_two_factor.sql).
    expect(await homeowners(as(ids.owner, 'aal1')).listHomeowners()).toEqual([]);
    // Visitors have no privilege on the table at all.
    expect(await refusalCode(() => homeowners(visitor()).listHomeowners())).toBe('permission');
    expect(await refusalCode(() => homeowners(visitor()).createHomeowner(PAUL))).toBe('permission');
    expect((await homeowners(as(ids.owner)).getHomeowner(anne.id))?.name).toBe('Anne Dupont');

    // The database keeps the addresses' shape whoever writes.
    expect(
      await refusalCode(() => homeowners(as(ids.owner)).createHomeowner({ ...PAUL, emails: ['Paul@Example.com'] })),
    ).toBe('constraint');
    expect(await refusalCode(() => homeowners(as(ids.owner)).createHomeowner({ ...PAUL, emails: ['nope'] }))).toBe(
      'constraint',
    );
    expect(await refusalCode(() => homeowners(as(ids.owner)).createHomeowner({ ...PAUL, emails: [] }))).toBe(
      'constraint',
    );

    const history = await q<{ action: string; actor_name: string }>(
      `select action, actor_name from public.audit_events where subject_table = 'homeowners' and subject_id = $1
        order by id`,
      [paul.id],
    );
    expect(history).toEqual([
      { action: 'insert', actor_name: 'Adam Admin' },
      { action: 'update', actor_name: 'Adam Admin' },
    ]);
    expect(await homeowners(as(ids.admin)).deleteHomeowner(paul.id)).toBe(true);
  });

  it('keeps who owned what when: no overlap for one homeowner; co-owners only with shares up to 100', async () => {
    const staff = homeowners(as(ids.owner));
    const anne = await staff.createHomeowner({ ...ANNE, name: 'Anne Ownership' });
    const paul = await staff.createHomeowner({ ...PAUL, name: 'Paul Ownership' });
    const zoe = await staff.createHomeowner({ ...PAUL, name: 'Zoé Ownership', emails: ['zoe@example.com'] });
    const period = (homeownerId: string, from: string, to: string | null, share: number | null = null) =>
      ({
        homeownerId,
        listing: { kind: 'rental', id: ids.rental2 },
        ownedFrom: from,
        ownedTo: to,
        sharePercent: share,
      }) as OwnershipInput;

    const first = await staff.addOwnership(period(anne.id, '2024-01-01', null));
    expect(await refusalCode(() => staff.addOwnership(period(anne.id, '2025-01-01', null)))).toBe('overlap');
    // Someone else while Anne owns it alone: refused.
    expect(await refusalCode(() => staff.addOwnership(period(paul.id, '2025-01-01', null)))).toBe('constraint');
    // Anne sells on 1 July 2025 (her last day is 30 June); Paul and Zoé buy it together.
    expect(await staff.endOwnership(paul.id, first.id, '2025-07-01')).toBe(false); // not Paul's
    expect(await staff.endOwnership(anne.id, first.id, '2025-07-01')).toBe(true);
    await staff.addOwnership(period(paul.id, '2025-07-01', null, 6000));
    expect(await refusalCode(() => staff.addOwnership(period(zoe.id, '2025-07-01', null, 5000)))).toBe('constraint');
    expect(await refusalCode(() => staff.addOwnership(period(zoe.id, '2025-07-01', null)))).toBe('constraint');
    await staff.addOwnership(period(zoe.id, '2025-07-01', null, 4000));
    // Anne again from 2026 alongside them: 100 % is already held.
    expect(await refusalCode(() => staff.addOwnership(period(anne.id, '2026-01-01', null, 1000)))).toBe('constraint');
    // …but a sale property is a listing of its own.
    await staff.addOwnership({
      ...period(anne.id, '2020-01-01', null),
      listing: { kind: 'property', id: ids.property },
    });

    const owners = await homeowners(as(ids.agent, 'aal1')).listOwnership({ rentalId: ids.rental2 });
    expect(
      owners.map((row) => [row.homeowner_id, row.owned_from, row.owned_to, Number(row.share_percent ?? 100)]),
    ).toEqual(
      expect.arrayContaining([
        [anne.id, '2024-01-01', '2025-07-01', 100],
        [paul.id, '2025-07-01', null, 60],
        [zoe.id, '2025-07-01', null, 40],
      ]),
    );
    expect(owners).toHaveLength(3);
    expect(await homeowners(as(ids.agent, 'aal1')).listOwnership({ homeownerId: anne.id })).toHaveLength(2);
    expect(await refusalCode(() => homeowners(visitor()).listOwnership({ rentalId: ids.rental2 }))).toBe('permission');
    expect(
      await refusalCode(() => homeowners(as(ids.agent, 'aal1')).addOwnership(period(zoe.id, '2030-01-01', null))),
    ).toBe('permission');

    // Exactly one listing, an end after the start, whoever writes; a homeowner who owned something is kept.
    await expect(
      q(
        `insert into public.homeowner_listings (homeowner_id, rental_id, property_id, owned_from)
         values ($1, $2, $3, '2030-01-01')`,
        [zoe.id, ids.rental, ids.property],
      ),
    ).rejects.toThrow(/homeowner_listings_one_listing/);
    await expect(
      q(
        `insert into public.homeowner_listings (homeowner_id, rental_id, owned_from, owned_to)
         values ($1, $2, '2030-01-01', '2030-01-01')`,
        [zoe.id, ids.rental],
      ),
    ).rejects.toThrow(/homeowner_listings_period/);
    expect(await refusalCode(() => staff.deleteHomeowner(anne.id))).toBe('constraint');
  });

  it('keeps an agreement in force as it was; corrects or withdraws one to come; says which is in force on a day', async () => {
    const staff = agreements(as(ids.admin));
    const first = await staff.addAgreement(agreement());
    expect(first).toMatchObject({
      effective_from: '2026-01-01',
      commission_base: 'accommodation',
      services_treatment: 'agency-revenue',
      mandate_document: null,
      created_by: ids.admin,
    });
    expect(Number(first.commission_percent)).toBe(20);
    const next = await staff.addAgreement(
      agreement({
        effectiveFrom: later as AgreementInput['effectiveFrom'],
        commissionPercent: 1850,
        commissionBase: 'accommodation-and-services',
        servicesTreatment: 'passed-to-homeowner',
      }),
    );
    expect(await refusalCode(() => staff.addAgreement(agreement({ commissionPercent: 1500 })))).toBe('unique');

    // In force: never changed or removed, whoever asks (the database's owner too); its PDF attached once.
    const { rentalId: _, ...terms } = agreement({ commissionPercent: 1000 });
    expect(await refusalCode(() => staff.correctAgreement(first.id, terms))).toBe('permission');
    expect(await refusalCode(() => staff.withdrawAgreement(first.id))).toBe('permission');
    await expect(
      q(`update public.management_agreements set commission_percent = 5 where id = $1`, [first.id]),
    ).rejects.toThrow(/never changed or removed/);
    expect(await staff.attachMandate(first.id, 'a'.repeat(64))).toBe(true);
    expect(await refusalCode(() => staff.attachMandate(first.id, 'b'.repeat(64)))).toBe('permission');

    // To come: corrected (still to come) or withdrawn; not moved into the past.
    const nextTerms = { ...terms, effectiveFrom: later as AgreementInput['effectiveFrom'], commissionPercent: 1750 };
    expect(await staff.correctAgreement(next.id, nextTerms)).toBe(true);
    expect(
      await refusalCode(() =>
        staff.correctAgreement(next.id, { ...nextTerms, effectiveFrom: today as AgreementInput['effectiveFrom'] }),
      ),
    ).toBe('permission');

    const agent = agreements(as(ids.agent, 'aal1'));
    expect((await agent.listAgreements(ids.rental)).map((row) => row.effective_from)).toEqual([later, '2026-01-01']);
    expect(await agent.agreementOn(ids.rental, '2025-12-31')).toBeNull();
    expect((await agent.agreementOn(ids.rental, today))?.id).toBe(first.id);
    const upcoming = await agent.agreementOn(ids.rental, later);
    expect(upcoming).toMatchObject({ id: next.id, commission_base: 'accommodation' });
    expect(Number(upcoming!.commission_percent)).toBe(17.5);
    expect(await refusalCode(() => agent.addAgreement(agreement({ effectiveFrom: '2031-01-01' as never })))).toBe(
      'permission',
    );
    expect(await agent.withdrawAgreement(next.id)).toBe(false);
    expect(await refusalCode(() => agreements(visitor()).listAgreements(ids.rental))).toBe('permission');
    expect(await refusalCode(() => agreements(visitor()).agreementOn(ids.rental, today))).toBe('permission');

    expect(await staff.withdrawAgreement(next.id)).toBe(true);
    expect(
      await refusalCode(() =>
        staff.addAgreement(agreement({ effectiveFrom: '2032-01-01' as never, commissionPercent: 10_001 })),
      ),
    ).toBe('constraint');
  });

  it('shows payout bank details to owners and admins only, changed with the second factor, e-mailing every owner', async () => {
    const anne = await homeowners(as(ids.owner)).createHomeowner({ ...ANNE, name: 'Anne Payout' });
    const owners = (
      await q<{ user_id: string }>(
        `select user_id from public.staff_members where role = 'owner' and deactivated_at is null`,
      )
    ).map((row) => row.user_id);

    const saved = await bank(as(ids.admin)).saveBankDetails(anne.id, ACCOUNT);
    expect(saved).toMatchObject({ homeowner_id: anne.id, iban: 'FR7630006000011234567890189', updated_by: ids.admin });
    const mails = await q<{ staff_user_id: string; subject: string; body: string }>(
      `select staff_user_id, subject, body from public.mail_outbox where kind = 'bank-details-changed'`,
    );
    expect(mails.map((mail) => mail.staff_user_id).sort()).toEqual([...owners].sort());
    expect(mails.map((mail) => mail.staff_user_id)).toEqual(expect.arrayContaining([ids.owner, ids.owner2]));
    for (const mail of mails) {
      expect(mail.subject).toBe('Payout bank details changed: Anne Payout');
      expect(mail.body).toMatch(
        /^The payout bank details of homeowner Anne Payout were added by Adam Admin on .+ UTC: account holder "Anne Dupont", bank "BNP Paribas", IBAN \*\*\*\*0189, SWIFT\/BIC "BNPAFRPP"\.$/,
      );
    }

    await q('delete from public.mail_outbox');
    await bank(as(ids.owner)).saveBankDetails(anne.id, { ...ACCOUNT, iban: 'FR7630004000031234567890143' });
    const changed = await q<{ body: string }>(
      `select body from public.mail_outbox where kind = 'bank-details-changed'`,
    );
    expect(changed).toHaveLength(owners.length);
    expect(changed[0]!.body).toMatch(/were changed by Olivia Owner on .+ UTC: IBAN \*\*\*\*0189 → \*\*\*\*0143\.$/);
    // Saving the same again changes nothing and e-mails no one.
    await q('delete from public.mail_outbox');
    await bank(as(ids.owner)).saveBankDetails(anne.id, { ...ACCOUNT, iban: 'FR7630004000031234567890143' });
    expect(await q(`select 1 from public.mail_outbox`)).toEqual([]);

    // Reading: owners and admins; not agents, not visitors, not a session without its second factor.
    expect((await bank(as(ids.owner)).getBankDetails(anne.id))?.iban).toBe('FR7630004000031234567890143');
    expect((await bank(as(ids.admin)).getBankDetails(anne.id))?.holder).toBe('Anne Dupont');
    expect(await bank(as(ids.agent)).getBankDetails(anne.id)).toBeNull();
    expect(await bank(as(ids.agent, 'aal1')).getBankDetails(anne.id)).toBeNull();
    expect(await bank(as(ids.admin, 'aal1')).getBankDetails(anne.id)).toBeNull();
    expect(await refusalCode(() => bank(visitor()).getBankDetails(anne.id))).toBe('permission');

    // Writing: refused to everyone else, changing nothing and e-mailing no one.
    const intruder = { ...ACCOUNT, holder: 'Mallory', iban: 'GB82WEST12345698765432', swift: 'WESTGB2L' };
    for (const runner of [as(ids.agent), as(ids.agent, 'aal1'), as(ids.owner, 'aal1'), as(ids.admin, 'aal1')]) {
      expect(await refusalCode(() => bank(runner).saveBankDetails(anne.id, intruder))).toBe('permission');
      expect(await bank(runner).removeBankDetails(anne.id)).toBe(false);
    }
    expect(await refusalCode(() => bank(visitor()).saveBankDetails(anne.id, intruder))).toBe('permission');
    expect(await refusalCode(() => bank(visitor()).removeBankDetails(anne.id))).toBe('permission');
    expect((await bank(as(ids.owner)).getBankDetails(anne.id))?.holder).toBe('Anne Dupont');
    expect(await q(`select 1 from public.mail_outbox`)).toEqual([]);

    // The history says what changed, never the numbers; agents cannot read it.
    const history = await q<{ changes: Record<string, unknown> }>(
      `select changes from public.audit_events where table_name = 'homeowner_bank_details' and subject_id = $1
        order by id`,
      [anne.id],
    );
    expect(history).toHaveLength(2);
    expect(jsonWithoutIdsOrTimes(history)).not.toMatch(/FR76|0189|0143/);
    expect(history[1]!.changes).toEqual({ iban: { hidden: true } });
    const agentHistory = await as(ids.agent).run({
      kind: 'select',
      table: 'audit_events',
      columns: ['id'],
      where: [{ op: 'eq', column: 'subject_id', value: anne.id }],
    });
    expect(agentHistory.rows).toEqual([]);

    // Removal, by an owner with the second factor: e-mailed too.
    expect(await bank(as(ids.owner2)).removeBankDetails(anne.id)).toBe(true);
    const removed = await q<{ body: string }>(
      `select body from public.mail_outbox where kind = 'bank-details-changed'`,
    );
    expect(removed).toHaveLength(owners.length);
    expect(removed[0]!.body).toMatch(/were removed by Oscar Owner on .+ UTC; they were: .*IBAN \*\*\*\*0143/);
  });
});

describe('the homeowners pages, served whole (no JavaScript)', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();
  const cookies = {} as Record<'owner' | 'agent', string>;

  const account = async (email: string, address: string, role: StaffRole) =>
    (await signedInMember(database().db, email, address, role)).cookie;

  beforeAll(async () => {
    cookies.owner = await account('homeowners-owner@example.com', '192.0.2.91', 'owner');
    cookies.agent = await account('homeowners-agent@example.com', '192.0.2.92', 'agent');
  });

  const send = (path: string, fields: Record<string, string>) =>
    render(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {
        Cookie: cookies.owner,
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://localhost',
      },
    });

  it('lets an owner add a homeowner (a refused address kept in its field), lists and finds them; agents only read', async () => {
    const list = await render('/admin/homeowners', { headers: { Cookie: cookies.owner } });
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    expect(listHtml).toContain('href="/admin/homeowners"');
    expect(listHtml).toContain('Add homeowner');

    const typed = {
      intent: 'details',
      name: 'Anne Dupont',
      emails: 'anne@example.fr, nope',
      language: 'fr',
      currency: 'EUR',
    };
    const refused = await send('/admin/homeowners', typed);
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('value="anne@example.fr, nope"');
    expect(refusedHtml).toContain(escapeHtml(homeownerTexts.errors.emailInvalid('nope')));

    const created = await send('/admin/homeowners', { ...typed, emails: 'Anne@Example.fr, compta@example.fr' });
    expect(created.status).toBe(302);
    const location = created.headers.get('Location')!;
    expect(location).toMatch(/^\/admin\/homeowners\/[0-9a-f-]{36}\?done=created$/);
    const page = await (await render(location, { headers: { Cookie: cookies.owner } })).text();
    expect(page).toContain(homeownerTexts.created);
    expect(page).toContain('value="anne@example.fr, compta@example.fr"');
    expect(page).toContain(homeownerTexts.bank.none);

    const found = await (await render('/admin/homeowners?q=compta', { headers: { Cookie: cookies.owner } })).text();
    expect(found).toContain('Anne Dupont');
    const missed = await (await render('/admin/homeowners?q=zzz', { headers: { Cookie: cookies.owner } })).text();
    expect(missed).toContain(homeownerTexts.noMatch);

    // An agent reads the homeowner, without the form or the payout account.
    const agentPage = await render(location.split('?')[0]!, { headers: { Cookie: cookies.agent } });
    expect(agentPage.status).toBe(200);
    const agentHtml = await agentPage.text();
    expect(agentHtml).toContain('anne@example.fr, compta@example.fr');
    expect(agentHtml).not.toContain('Save details');
    expect(agentHtml).not.toContain(homeownerTexts.bank.title);
    const agentList = await (await render('/admin/homeowners', { headers: { Cookie: cookies.agent } })).text();
    expect(agentList).not.toContain('Add homeowner');
  });

  it('records an ownership, an agreement and the payout account from the homeowner’s page, refusals kept', async () => {
    const [anne] = (
      await database().db.query<{ id: string }>(`select id from public.homeowners where name = 'Anne Dupont'`)
    ).rows;
    const path = `/admin/homeowners/${anne!.id}`;
    const villa = randomUUID();
    await database().db.query(`insert into public.rentals (id, title, status) values ($1, 'Villa Azur', 'published')`, [
      villa,
    ]);
    const before = await (await render(path, { headers: { Cookie: cookies.owner } })).text();
    expect(before).toContain(homeownerTexts.agreements.noVilla);
    expect(before).toContain(`value="rental:${villa}"`);

    const owned = await send(path, { intent: 'ownership', listing: `rental:${villa}`, ownedFrom: '2026-01-01' });
    expect(owned.headers.get('Location')).toBe(`${path}?done=ownership`);
    const overlap = await send(path, { intent: 'ownership', listing: `rental:${villa}`, ownedFrom: '2026-03-01' });
    expect(overlap.status).toBe(400);
    expect(await overlap.text()).toContain(escapeHtml(homeownerTexts.ownership.overlap));

    const [period] = (
      await database().db.query<{ id: string }>(`select id from public.homeowner_listings where rental_id = $1`, [
        villa,
      ])
    ).rows;
    const early = await send(path, { intent: 'end-ownership', periodId: period!.id, ownedTo: '2025-06-01' });
    expect(early.status).toBe(400);
    expect(await early.text()).toContain(escapeHtml(homeownerTexts.errors.ownedToAfterFrom));

    const terms = {
      intent: 'agreement',
      rentalId: villa,
      effectiveFrom: '2026-01-01',
      commissionPercent: '18.5',
      commissionBase: 'accommodation',
      servicesTreatment: 'agency-revenue',
      cancellationShare: 'agency',
      mandateSignedOn: '2025-12-15',
      mandateSignatories: 'Anne Dupont; Island Estates SAS',
    };
    expect((await send(path, terms)).headers.get('Location')).toBe(`${path}?done=agreement`);
    const stored = await database().db.query<{ cancellation_share: string }>(
      'select cancellation_share from public.management_agreements where rental_id = $1',
      [villa],
    );
    expect(stored.rows).toEqual([{ cancellation_share: 'agency' }]);
    const twice = await send(path, { ...terms, commissionPercent: '20' });
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain(escapeHtml(homeownerTexts.agreements.duplicate));

    const account = {
      intent: 'bank',
      currency: 'EUR',
      holder: 'Anne Dupont',
      bankName: 'BNP Paribas',
      swift: 'BNPAFRPP',
    };
    const badIban = await send(path, { ...account, iban: 'FR76 3000 6000 0112 3456 7890 188' });
    expect(badIban.status).toBe(400);
    expect(await badIban.text()).toContain('value="FR76 3000 6000 0112 3456 7890 188"');
    await database().db.query('delete from public.mail_outbox');
    const saved = await send(path, { ...account, iban: 'FR76 3000 6000 0112 3456 7890 189' });
    expect(saved.headers.get('Location')).toBe(`${path}?done=bank`);
    const mails = await database().db.query(`select 1 from public.mail_outbox where kind = 'bank-details-changed'`);
    expect(mails.rows).toHaveLength(1);

    const after = await (await render(`${path}?done=bank`, { headers: { Cookie: cookies.owner } })).text();
    expect(after).toContain(homeownerTexts.bank.saved);
    expect(after).toContain('Villa Azur');
    expect(after).toContain('18.50 %');
    expect(after).toContain(homeownerTexts.cancellationShare.agency);
    expect(after).toContain('value="FR76 3000 6000 0112 3456 7890 189"');

    const sold = await send(path, { intent: 'end-ownership', periodId: period!.id, ownedTo: '2027-01-01' });
    expect(sold.headers.get('Location')).toBe(`${path}?done=end-ownership`);
    const ended = await (await render(`${path}?done=end-ownership`, { headers: { Cookie: cookies.owner } })).text();
    expect(ended).toContain(homeownerTexts.ownership.ended);
    expect(ended).toContain(formatCalendarDate('2027-01-01' as CalendarDate, 'long', 'en'));
    expect(ended).not.toContain(`data-testid="end-${period!.id}"`);
  });
});
