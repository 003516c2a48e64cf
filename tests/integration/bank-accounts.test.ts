import { RouterContextProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '#app/domain/constants';
import { OUTBOX_KINDS } from '#app/domain/mail/outbox';
import { bankAccountTexts, type BankAccountInput } from '#app/domain/payments/bank-accounts';
import type { StaffRole } from '#app/domain/staff/roles';
import { STEP_UP_MINUTES } from '#app/domain/staff/two-factor';
import * as bankAccountsRoute from '#app/routes/admin/bank-accounts';
import * as adminLayout from '#app/routes/admin/layout';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import type { QueryRunner } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { MailSettings } from '#app/server/mail/compose.server';
import type { MailTransport, OutgoingMail } from '#app/server/mail/transport.server';
import { deliverDueMessages } from '#app/server/mail/worker.server';
import { bankAccountQueries } from '#app/server/payments/bank-accounts.server';
import { escapeHtml } from '#app/domain/mail/escape';
import { useAppRenderer } from '#tests/helpers/app-render';
import { createBackend, refusalCode } from '#tests/helpers/backend';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, postForm, requestContext, signInRequest, unwrap } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * Bank details are guarded (issue 28, item 10; supabase/migrations/…_bank_accounts.sql), on PGlite and
 * PostgreSQL, through the backend port as each role (row level security decides, as PostgREST would):
 * - only an owner whose session gave its second factor adds, changes or removes an account; an owner's aal1
 *   session, admins, agents and visitors are refused, and visitors read nothing;
 * - every change queues exactly one e-mail per active owner (none for a deactivated one) saying which account,
 *   what changed with the numbers masked, who and when; a change that changes nothing sends nothing; the worker
 *   delivers it;
 * - the settings page: a bad IBAN is refused and kept, a good one saved with the notice; an admin is refused, and
 *   an owner whose last code is too old is asked for a fresh one, what was typed kept.
 */

type Args = never;
const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const SETTINGS: MailSettings = {
  from: 'Island Estates <no-reply@islandestates.example>',
  notify: ['desk@islandestates.example'],
  site: { url: 'https://islandestates.example' },
  acknowledgementReplyTo: CONTACT_EMAIL,
};

const EURO: BankAccountInput = {
  currency: 'EUR',
  holder: 'Island Estates SAS',
  bankName: 'BNP Paribas',
  iban: 'FR7630006000011234567890189',
  swift: 'BNPAFRPP',
};
const DOLLAR: BankAccountInput = {
  currency: 'USD',
  holder: 'Island Estates LLC',
  bankName: 'JPMorgan Chase',
  bankAddress: '383 Madison Avenue\nNew York, NY 10179',
  accountNumber: '123456789012',
  routingNumber: '021000021',
  swift: 'CHASUS33',
};

function capture(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'folder',
    sent,
    async send(mail) {
      sent.push(mail);
      return { accepted: mail.to.map((to) => to.address), rejected: [], response: '250 captured' };
    },
    async close() {},
  };
}

describe.each(ENGINES)('bank accounts on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const ids = {} as Record<'owner' | 'owner2' | 'formerOwner' | 'admin' | 'agent', string>;

  async function member(role: StaffRole, name: string) {
    const id = await createUser(database().db, { staff: true, role });
    await q('update public.staff_members set name = $2 where user_id = $1', [id, name]);
    return id;
  }
  const as = (userId: string, aal: 'aal1' | 'aal2'): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal, userId, email: `${userId}@example.com` });
  const accounts = (runner: QueryRunner) => bankAccountQueries(runner);
  const bankMail = () =>
    q<{ recipient: string; staff_user_id: string; subject: string; body: string; audience: string }>(
      `select recipient, staff_user_id, subject, body, audience from public.mail_outbox
        where kind = 'bank-details-changed' order by recipient`,
    );
  const activeOwners = async () =>
    (
      await q<{ user_id: string }>(
        `select user_id from public.staff_members where role = 'owner' and deactivated_at is null order by email`,
      )
    ).map((row) => row.user_id);

  beforeAll(async () => {
    ids.owner = await member('owner', 'Olivia Owner');
    ids.owner2 = await member('owner', 'Oscar Owner');
    ids.formerOwner = await member('owner', 'Fiona Former');
    await q('update public.staff_members set deactivated_at = now() where user_id = $1', [ids.formerOwner]);
    ids.admin = await member('admin', 'Adam Admin');
    ids.agent = await member('agent', 'Agnes Agent');
  });

  beforeEach(async () => {
    await q('delete from public.mail_outbox');
  });

  it('lets an owner with the second factor add an account, and e-mails each active owner once, numbers masked', async () => {
    const saved = await accounts(as(ids.owner, 'aal2')).saveBankAccount(DOLLAR);
    expect(saved).toMatchObject({
      currency: 'USD',
      account_number: '123456789012',
      routing_number: '021000021',
      updated_by: ids.owner,
    });
    const mails = await bankMail();
    expect(mails.map((mail) => mail.staff_user_id).sort()).toEqual([ids.owner, ids.owner2].sort());
    expect(mails.map((mail) => mail.staff_user_id)).not.toContain(ids.formerOwner);
    for (const mail of mails) {
      expect(mail).toMatchObject({ audience: 'staff-member', subject: 'Bank details changed: USD account' });
      expect(mail.recipient).toBe(`${mail.staff_user_id}@example.com`);
      expect(mail.body).toMatch(
        /^The USD bank account was added by Olivia Owner on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2} UTC: account holder "Island Estates LLC", bank "JPMorgan Chase", bank address "383 Madison Avenue, New York, NY 10179", account number \*\*\*\*9012, ABA routing number "021000021", SWIFT\/BIC "CHASUS33"\.$/,
      );
      expect(mail.body).not.toContain('123456789012');
    }
    // Every staff member reads it, agents too (they quote it to guests).
    expect((await accounts(as(ids.agent, 'aal1')).listBankAccounts()).map((a) => a.currency)).toEqual(['USD']);
  });

  it('says what changed, before and after; a save that changes nothing sends nothing; a removal says what it was', async () => {
    const owner = accounts(as(ids.owner2, 'aal2'));
    await owner.saveBankAccount(EURO);
    await q('delete from public.mail_outbox');
    await owner.saveBankAccount({ ...EURO, iban: 'FR7630004000031234567890143', swift: 'BNPAFRPPXXX' });
    const mails = await bankMail();
    expect(mails).toHaveLength((await activeOwners()).length);
    expect(mails[0]!.body).toMatch(
      /^The EUR bank account was changed by Oscar Owner on .+ UTC: IBAN \*\*\*\*0189 → \*\*\*\*0143, SWIFT\/BIC "BNPAFRPP" → "BNPAFRPPXXX"\.$/,
    );
    expect(mails[0]!.body).not.toMatch(/FR76/);

    await q('delete from public.mail_outbox');
    await owner.saveBankAccount({ ...EURO, iban: 'FR7630004000031234567890143', swift: 'BNPAFRPPXXX' });
    expect(await bankMail()).toEqual([]);

    await as(ids.owner2, 'aal2').run({
      kind: 'delete',
      table: 'bank_accounts',
      where: [{ op: 'eq', column: 'currency', value: 'EUR' }],
    });
    const removed = await bankMail();
    expect(removed).toHaveLength((await activeOwners()).length);
    expect(removed[0]!.body).toMatch(
      /^The EUR bank account was removed by Oscar Owner on .+ UTC; it was: .*IBAN \*\*\*\*0143/,
    );

    // The database's owner at a psql prompt is no exception.
    await q('delete from public.mail_outbox');
    await q(
      `insert into public.bank_accounts (currency, holder, bank_name, iban, swift)
       values ('EUR', 'Island Estates SAS', 'BNP Paribas', 'FR7630006000011234567890189', 'BNPAFRPP')`,
    );
    expect((await bankMail()).map((mail) => mail.body)).toEqual([
      expect.stringMatching(/^The EUR bank account was added by the database owner on /),
      expect.stringMatching(/^The EUR bank account was added by the database owner on /),
    ]);
  });

  it('refuses an owner’s aal1 session, admins, agents and visitors, changing nothing and e-mailing no one', async () => {
    const before = await q('select * from public.bank_accounts order by currency');
    const change = { ...DOLLAR, holder: 'Intruder LLC', accountNumber: '999999999999' };
    for (const [who, aal] of [
      [ids.owner, 'aal1'],
      [ids.admin, 'aal2'],
      [ids.agent, 'aal2'],
      [ids.agent, 'aal1'],
      [ids.formerOwner, 'aal2'],
    ] as const) {
      expect(await refusalCode(() => accounts(as(who, aal)).saveBankAccount(change)), `${who} ${aal}`).toBe(
        'permission',
      );
      expect(
        await refusalCode(() =>
          accounts(as(who, aal)).saveBankAccount({ ...change, currency: 'EUR', iban: 'GB82WEST12345698765432' }),
        ),
      ).toBe('permission');
      await as(who, aal).run({
        kind: 'delete',
        table: 'bank_accounts',
        where: [{ op: 'eq', column: 'currency', value: 'USD' }],
      });
    }
    // An owner's aal1 session reads nothing either (it is no staff session: …_two_factor.sql).
    expect(await accounts(as(ids.owner, 'aal1')).listBankAccounts()).toEqual([]);
    const visitor = sqlExecutor(database().db, ANONYMOUS);
    expect(await refusalCode(() => accounts(visitor).listBankAccounts())).toBe('permission');
    expect(await refusalCode(() => accounts(visitor).saveBankAccount(change))).toBe('permission');
    expect(
      await q(`select has_table_privilege('anon', 'public.bank_accounts', 'SELECT, INSERT, UPDATE, DELETE') as any`),
    ).toEqual([{ any: false }]);
    expect(await q('select * from public.bank_accounts order by currency')).toEqual(before);
    expect(await bankMail()).toEqual([]);
  });

  it('records every change in the history, values included, and the outbox allows exactly the kinds the app knows', async () => {
    await accounts(as(ids.owner, 'aal2')).saveBankAccount({ ...DOLLAR, holder: 'Island Estates Holdings LLC' });
    const [entry] = await q<{ actor_name: string; label: string; action: string; changes: Record<string, unknown> }>(
      `select actor_name, label, action, changes from public.audit_events
        where table_name = 'bank_accounts' order by id desc limit 1`,
    );
    expect(entry).toEqual({
      actor_name: 'Olivia Owner',
      label: 'USD',
      action: 'update',
      changes: { holder: { before: 'Island Estates LLC', after: 'Island Estates Holdings LLC' } },
    });
    const [constraint] = await q<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'public.mail_outbox'::regclass and conname = 'mail_outbox_kind_allowed'`,
    );
    const kinds = [...constraint!.definition.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]).sort();
    expect(kinds).toEqual([...OUTBOX_KINDS].sort());
  });

  it('delivers the e-mail to each owner with the sentence and the way to the settings', async () => {
    await accounts(as(ids.owner, 'aal2')).saveBankAccount({ ...DOLLAR, swift: 'CHASUS33XXX' });
    const transport = capture();
    const store = createBackend(sqlExecutor(database().db, { role: 'service_role', name: 'Mail' }));
    const report = await deliverDueMessages({ store, transport, settings: SETTINGS, log: silent });
    expect(report).toMatchObject({ claimed: 2, sent: 2, failed: 0 });
    expect(transport.sent.map((mail) => mail.to[0]!.name).sort()).toEqual(['Olivia Owner', 'Oscar Owner']);
    for (const mail of transport.sent) {
      expect(mail.subject).toBe('Bank details changed: USD account');
      expect(mail.text).toContain('SWIFT/BIC "CHASUS33" → "CHASUS33XXX"');
      expect(mail.text).toContain('https://islandestates.example/admin/settings/bank-accounts');
    }
  });

  describe('the settings page', () => {
    const cookies = {} as Record<'owner' | 'admin', string>;
    let ownerId = '';

    async function signIn(email: string, address: string, role: StaffRole) {
      const { db } = database();
      const { userId } = await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
      await db.query('update public.staff_members set role = $2 where user_id = $1', [userId, role]);
      const result = await signInWithSecondFactor(signInRequest(address), email, 'correct-horse-battery-staple');
      if (!result.ok) throw new Error(result.message);
      return { userId, cookie: result.headers.get('Set-Cookie')!.split(';')[0]! };
    }

    beforeAll(async () => {
      const n = engine === 'pglite' ? 70 : 80;
      const owner = await signIn(`bank-owner-${engine}@example.com`, `192.0.2.${n}`, 'owner');
      ownerId = owner.userId;
      cookies.owner = owner.cookie;
      cookies.admin = (await signIn(`bank-admin-${engine}@example.com`, `192.0.2.${n + 1}`, 'admin')).cookie;
    });

    const fields = (account: BankAccountInput): Record<string, string> =>
      Object.fromEntries(Object.entries(account).filter(([, value]) => value !== undefined)) as Record<string, string>;

    const post = async (form: Record<string, string>, cookie: string) => {
      try {
        return await bankAccountsRoute.action({
          request: postForm('/admin/settings/bank-accounts', form, { Cookie: cookie }),
          params: {},
          context: requestContext(database().db),
        } as Args);
      } catch (thrown) {
        return thrown;
      }
    };

    async function open(search: string, cookie: string) {
      const request = get(`/admin/settings/bank-accounts${search}`, { headers: { Cookie: cookie } });
      const context: RouterContextProvider = requestContext(database().db);
      let loaded: Awaited<ReturnType<typeof bankAccountsRoute.loader>> | undefined;
      await adminLayout.middleware[0]!(
        { request, params: {}, context, unstable_pattern: 'admin/settings/bank-accounts' } as never,
        async () => {
          loaded = await bankAccountsRoute.loader({ request, params: {}, context } as Args);
          return new Response(null);
        },
      );
      return loaded!;
    }

    type Answer = {
      currency: string;
      refusal: string | null;
      result: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };

    it('refuses a bad IBAN and keeps what was typed; saves a good one and says every owner was e-mailed', async () => {
      const typed = { ...fields(EURO), holder: 'Island Estates SARL', iban: 'FR76 3000 6000 0112 3456 7890 188' };
      const refused = unwrap<Answer>(await post(typed, cookies.owner));
      expect(refused.status).toBe(400);
      expect(refused.data.currency).toBe('EUR');
      expect(refused.data.result.error.iban).toEqual([bankAccountTexts.errors.ibanChecksum]);
      expect(refused.data.result.initialValue).toMatchObject({ holder: 'Island Estates SARL', iban: typed.iban });
      expect(await q(`select holder from public.bank_accounts where holder = 'Island Estates SARL'`)).toEqual([]);
      expect(await bankMail()).toEqual([]);

      const saved = (await post({ ...typed, iban: 'FR76 3000 6000 0112 3456 7890 189' }, cookies.owner)) as Response;
      expect(saved.status).toBe(302);
      expect(saved.headers.get('Location')).toBe('/admin/settings/bank-accounts?done=saved');
      expect(await q(`select iban, updated_by from public.bank_accounts where currency = 'EUR'`)).toEqual([
        { iban: 'FR7630006000011234567890189', updated_by: ownerId },
      ]);
      const mails = await bankMail();
      expect(mails.map((mail) => mail.staff_user_id).sort()).toEqual((await activeOwners()).sort());
      expect(mails[0]!.body).toMatch(
        /by bank-owner-.+@example\.com on .+: account holder "Island Estates SAS" → "Island Estates SARL"\.$/,
      );

      const page = await open('?done=saved', cookies.owner);
      expect(page.notice).toBe('Saved. Every owner has been e-mailed about this change.');
      expect(page.stepUp).toBe(false);
      expect(page.accounts.map((account) => account.currency)).toEqual(['USD', 'EUR']);
      expect(page.accounts[1]!.values).toMatchObject({
        holder: 'Island Estates SARL',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
      });

      // Saving it again unchanged writes nothing and e-mails nobody.
      await q('delete from public.mail_outbox');
      const again = (await post({ ...typed, iban: 'FR7630006000011234567890189' }, cookies.owner)) as Response;
      expect(again.headers.get('Location')).toBe('/admin/settings/bank-accounts?done=unchanged');
      expect(await bankMail()).toEqual([]);
    });

    it('shows admins the accounts but refuses their posts (403)', async () => {
      expect((await open('', cookies.admin)).accounts).toHaveLength(2);
      const refused = await post({ ...fields(EURO), holder: 'Admin SAS' }, cookies.admin);
      expect(unwrap(refused).status).toBe(403);
      expect(await q(`select 1 from public.bank_accounts where holder = 'Admin SAS'`)).toEqual([]);
    });

    it('asks an owner whose last code is too old for a fresh one, keeping what was typed', async () => {
      await q(`update app_private.sessions set second_factor_at = now() - interval '10 minutes' where user_id = $1`, [
        ownerId,
      ]);
      expect((await open('', cookies.owner)).stepUp).toBe(true);
      const typed = { ...fields(DOLLAR), holder: 'Island Estates Caribbean LLC' };
      const refused = unwrap<Answer>(await post(typed, cookies.owner));
      expect(refused.status).toBe(403);
      expect(refused.data.refusal).toBe('fresh-code');
      expect(refused.data.result.error['']).toEqual([bankAccountTexts.needsFreshCode(STEP_UP_MINUTES)]);
      expect(refused.data.result.initialValue).toMatchObject({ holder: 'Island Estates Caribbean LLC' });
      expect(await q(`select 1 from public.bank_accounts where holder = 'Island Estates Caribbean LLC'`)).toEqual([]);
      await q(`update app_private.sessions set second_factor_at = now() where user_id = $1`, [ownerId]);
    });
  });
});

describe('the bank accounts page, served whole (no JavaScript)', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();
  let cookie = '';

  beforeAll(async () => {
    const email = 'bank-page-owner@example.com';
    await upsertStaffAccount(database().db, email, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(signInRequest('192.0.2.90'), email, 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
  });

  const send = (fields: Record<string, string>) =>
    render('/admin/settings/bank-accounts', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
    });

  it('shows both forms in the settings navigation, keeps a refused IBAN in its field, and says a save e-mailed every owner', async () => {
    const page = await render('/admin/settings/bank-accounts', { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('href="/admin/settings/bank-accounts"');
    expect(html).toContain('US dollar account');
    expect(html).toContain('Euro account');

    const typed = { currency: 'EUR', holder: 'Island Estates SAS', bankName: 'BNP Paribas', swift: 'BNPAFRPP' };
    const refused = await send({ ...typed, iban: 'FR76 3000 6000 0112 3456 7890 188' });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('value="FR76 3000 6000 0112 3456 7890 188"');
    expect(refusedHtml).toContain(escapeHtml(bankAccountTexts.errors.ibanChecksum));

    const saved = await send({ ...typed, iban: 'FR76 3000 6000 0112 3456 7890 189' });
    expect(saved.status).toBe(302);
    const after = await render(saved.headers.get('Location')!, { headers: { Cookie: cookie } });
    expect(await after.text()).toContain('Saved. Every owner has been e-mailed about this change.');
  });
});
