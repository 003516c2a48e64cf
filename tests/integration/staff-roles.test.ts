import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '#app/domain/constants';
import type { StaffRole } from '#app/domain/staff/roles';
import { getStaffUser, signIn, staffAccounts } from '#app/server/auth/auth.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { BackendError } from '#app/server/backend/query';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { migrate, readMigrations } from '#app/server/db/migrate.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import type { MailSettings } from '#app/server/mail/compose.server';
import type { MailTransport, OutgoingMail } from '#app/server/mail/transport.server';
import { deliverDueMessages } from '#app/server/mail/worker.server';
import { isLastOwnerRefusal } from '#app/server/staff/staff.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { get, insertPost, insertProperty, insertRental, signInRequest } from '#tests/helpers/fixtures';

/**
 * Staff roles in the database (supabase/migrations/…_staff_roles.sql), on PGlite and PostgreSQL, through the
 * backend port as each role (row level security decides, as PostgREST would on Supabase):
 * - the migration makes every member listed before it an owner;
 * - listings and posts: every member reads and writes them, only owners and admins delete them;
 * - settings: only owners change the rate and the terms; the rate's history is for owners and admins;
 * - the staff list: every active member reads it, only owners change it, the last active owner stays, and no
 *   role comes from anything a user can write (their JWT's metadata);
 * - deactivated members are refused by every policy at once, whatever session they hold;
 * - one-time links: issued by owners only, their token unreadable through the API, used once, expiring, and
 *   delivered through the outbox, which erases the token once the mail server has it.
 */

const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const SETTINGS: MailSettings = {
  from: 'Island Estates <no-reply@islandestates.example>',
  notify: ['desk@islandestates.example'],
  site: { url: 'https://islandestates.example' },
  acknowledgementReplyTo: CONTACT_EMAIL,
};

/** A transport that keeps what it was given. */
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

async function rejection(run: () => Promise<unknown>): Promise<BackendError | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof BackendError) return error;
    throw error;
  }
}

describe('the staff roles migration', () => {
  it('makes every member listed before it an owner, with the e-mail of their account; later rows default to agent', async () => {
    const db = await openSqlDatabase({ kind: 'pglite', dataDir: null });
    try {
      const migrations = await readMigrations();
      const index = migrations.findIndex((m) => m.name === '20261201000000_staff_roles.sql');
      expect(index).toBeGreaterThan(0);
      await migrate(db, migrations.slice(0, index));
      const ids = [randomUUID(), randomUUID()];
      for (const [n, id] of ids.entries()) {
        await db.query('insert into auth.users (id, email) values ($1, $2)', [id, `Before${n}@Example.com`]);
        await db.query('insert into public.staff_members (user_id) values ($1)', [id]);
      }
      await migrate(db, migrations);
      const { rows } = await db.query<{ role: string; email: string; deactivated_at: string | null }>(
        'select role, email, deactivated_at from public.staff_members order by email',
      );
      expect(rows).toEqual([
        { role: 'owner', email: 'before0@example.com', deactivated_at: null },
        { role: 'owner', email: 'before1@example.com', deactivated_at: null },
      ]);
      const later = randomUUID();
      await db.query('insert into auth.users (id, email) values ($1, $2)', [later, 'later@example.com']);
      await db.query('insert into public.staff_members (user_id) values ($1)', [later]);
      expect((await db.query('select role from public.staff_members where user_id = $1', [later])).rows).toEqual([
        { role: 'agent' },
      ]);
    } finally {
      await db.close();
    }
  });
});

describe.each(ENGINES)('staff roles on %s', (engine) => {
  const database = useTestDatabase(engine);
  const ids = {} as Record<StaffRole | 'second-owner' | 'deactivated' | 'outsider', string>;
  const as = {} as Record<StaffRole | 'deactivated' | 'outsider', Backend>;
  let service: Backend;

  const backendFor = (db: SqlDatabase, userId: string) =>
    createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` }));

  beforeAll(async () => {
    const { db } = database();
    for (const role of ['owner', 'admin', 'agent'] as const) {
      ids[role] = await createUser(db, { staff: true, role });
      as[role] = backendFor(db, ids[role]);
    }
    ids['second-owner'] = await createUser(db, { staff: true, role: 'owner' });
    ids.deactivated = await createUser(db, { staff: true, role: 'owner' });
    await db.query('update public.staff_members set deactivated_at = now() where user_id = $1', [ids.deactivated]);
    as.deactivated = backendFor(db, ids.deactivated);
    ids.outsider = await createUser(db, { staff: false });
    as.outsider = backendFor(db, ids.outsider);
    service = createBackend(sqlExecutor(db, { role: 'service_role', name: 'Staff accounts' }));
  });

  describe('listings and posts', () => {
    it('every member reads drafts and changes them; only owners and admins delete', async () => {
      const { db } = database();
      for (const role of ['owner', 'admin', 'agent'] as const) {
        const property = await insertProperty(db, { status: 'draft' });
        const rental = await insertRental(db, { status: 'draft' });
        const post = await insertPost(db, { status: 'draft' });
        expect(await as[role].getProperty(property)).not.toBeNull();
        expect(await as[role].setStatus('properties', property, 'archived')).toBe(true);
        expect(await as[role].setStatus('rentals', rental, 'archived')).toBe(true);
        expect(await as[role].setStatus('blog_posts', post, 'archived')).toBe(true);
        const mayDelete = role !== 'agent';
        expect(await as[role].deleteRow('properties', property)).toBe(mayDelete);
        expect(await as[role].deleteRow('rentals', rental)).toBe(mayDelete);
        expect(await as[role].deleteRow('blog_posts', post)).toBe(mayDelete);
        const left = await db.query(
          `select (select count(*) from public.properties where id = $1) + (select count(*) from public.rentals where id = $2)
                + (select count(*) from public.blog_posts where id = $3) as n`,
          [property, rental, post],
        );
        expect(Number((left.rows[0] as { n: number }).n)).toBe(mayDelete ? 0 : 3);
      }
    });

    it('refuses a deactivated member and a non-member everything a visitor may not do', async () => {
      const { db } = database();
      const draft = await insertProperty(db, { status: 'draft' });
      for (const who of ['deactivated', 'outsider'] as const) {
        expect(await as[who].getProperty(draft)).toBeNull();
        expect(await as[who].setStatus('properties', draft, 'published')).toBe(false);
        expect(await as[who].deleteRow('properties', draft)).toBe(false);
        expect(await as[who].listStaff()).toEqual(
          who === 'deactivated' ? [expect.objectContaining({ user_id: ids.deactivated })] : [],
        );
      }
      expect((await db.query('select status from public.properties where id = $1', [draft])).rows).toEqual([
        { status: 'draft' },
      ]);
    });
  });

  describe('settings', () => {
    it('only owners change the exchange rate and the booking terms; owners and admins read the rate’s history', async () => {
      const terms = await as.owner.getBookingTerms();
      for (const role of ['admin', 'agent'] as const) {
        expect(await as[role].saveExchangeRate(1.5)).toBe(false);
        expect(await as[role].saveBookingTerms({ ...terms, depositPercent: 99 })).toBe(false);
      }
      expect((await as.owner.getBookingTerms()).depositPercent).toBe(terms.depositPercent);
      expect(await as.owner.saveExchangeRate(1.2345)).toBe(true);
      expect(await as.owner.saveBookingTerms({ ...terms, depositPercent: 35 })).toBe(true);
      expect((await as.owner.getBookingTerms()).depositPercent).toBe(35);
      expect(await as.owner.saveBookingTerms(terms)).toBe(true);
      expect((await as.owner.listExchangeRateChanges(5)).length).toBeGreaterThan(0);
      expect((await as.admin.listExchangeRateChanges(5)).length).toBeGreaterThan(0);
      expect(await as.agent.listExchangeRateChanges(5)).toEqual([]);
    });
  });

  describe('the staff list', () => {
    it('is read by every active member and changed by owners only', async () => {
      for (const role of ['owner', 'admin', 'agent'] as const) {
        const members = await as[role].listStaff();
        expect(members.map((m) => m.user_id)).toEqual(expect.arrayContaining([ids.owner, ids.admin, ids.agent]));
      }
      for (const role of ['admin', 'agent'] as const) {
        // Not even themselves: an agent cannot make themselves an owner.
        expect(await as[role].updateStaffMember(ids[role], { role: 'owner' })).toBe(false);
        expect(await as[role].updateStaffMember(ids.owner, { deactivated_at: new Date().toISOString() })).toBe(false);
        const refused = await rejection(() =>
          as[role].addStaffMember({
            userId: ids.outsider,
            email: `${ids.outsider}@example.com`,
            name: 'Outsider',
            role: 'owner',
          }),
        );
        expect(refused?.code).toBe('permission');
      }
      expect((await as.owner.getStaffMember(ids.agent))?.role).toBe('agent');
      expect(await as.owner.updateStaffMember(ids.agent, { role: 'admin', name: 'Agent Smith' })).toBe(true);
      expect(await as.owner.getStaffMember(ids.agent)).toMatchObject({ role: 'admin', name: 'Agent Smith' });
      expect(await as.owner.updateStaffMember(ids.agent, { role: 'agent' })).toBe(true);
    });

    it('takes no role from what a user can write: their token’s metadata gives nothing', async () => {
      const { db } = database();
      const claims = JSON.stringify({
        role: 'authenticated',
        sub: ids.outsider,
        user_metadata: { role: 'owner' },
        app_metadata: { role: 'owner' },
        user_role: 'owner',
      });
      const { rows } = await db.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
          claims,
        ]);
        return tx.query<{ role: string | null; staff: boolean }>(
          'select public.staff_role() as role, public.is_staff() as staff',
        );
      });
      expect(rows).toEqual([{ role: null, staff: false }]);
    });

    it('keeps an active owner: the last one can be neither demoted nor deactivated', async () => {
      const { db } = database();
      // Two active owners (the first and the second); the others of this file are deactivated or not owners.
      expect(await as.owner.updateStaffMember(ids['second-owner'], { role: 'agent' })).toBe(true);
      const demote = await rejection(() => as.owner.updateStaffMember(ids.owner, { role: 'admin' }));
      expect(isLastOwnerRefusal(demote)).toBe(true);
      const deactivate = await rejection(() =>
        as.owner.updateStaffMember(ids.owner, { deactivated_at: new Date().toISOString() }),
      );
      expect(isLastOwnerRefusal(deactivate)).toBe(true);
      // Nor through the database owner's own statements (an operator in psql).
      await expect(db.query(`update public.staff_members set role = 'agent' where role = 'owner'`)).rejects.toThrow(
        /last active owner/,
      );
      expect((await as.owner.getStaffMember(ids.owner))?.role).toBe('owner');
      expect(await as.owner.updateStaffMember(ids['second-owner'], { role: 'owner' })).toBe(true);
      expect(await as.owner.updateStaffMember(ids['second-owner'], { role: 'admin' })).toBe(true);
      expect(await as.owner.updateStaffMember(ids['second-owner'], { role: 'owner' })).toBe(true);
    });

    it('never lets a member’s id or e-mail change through the API (column privileges)', async () => {
      const { db } = database();
      const attempt = db.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ role: 'authenticated', sub: ids.owner, aal: 'aal2' }),
        ]);
        await tx.query(`update public.staff_members set email = 'taken@example.com' where user_id = $1`, [ids.agent]);
      });
      await expect(attempt).rejects.toThrow(/permission denied/);
    });
  });

  describe('one-time links', () => {
    const secretOf = async (outboxId: string) =>
      (
        await database().db.query<{ secret: string | null }>('select secret from public.mail_outbox where id = $1', [
          outboxId,
        ])
      ).rows[0]!.secret;

    it('are issued by owners only, as an account e-mail only owners and admins see, its token unreadable', async () => {
      for (const role of ['admin', 'agent'] as const) {
        expect((await rejection(() => as[role].issuePasswordLink(ids.agent, 'reset')))?.code).toBe('permission');
      }
      const outboxId = await as.owner.issuePasswordLink(ids.agent, 'reset');
      expect(outboxId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await secretOf(outboxId!)).toMatch(/^[0-9a-f]{64}$/);
      const visible = async (role: StaffRole) =>
        (await as[role].listOutbox('all', 1)).rows.some((row) => row.id === outboxId);
      expect(await visible('owner')).toBe(true);
      expect(await visible('admin')).toBe(true);
      expect(await visible('agent')).toBe(false);
      // No API role reads the token, whatever it asks.
      const { db } = database();
      const read = db.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ role: 'authenticated', sub: ids.owner, aal: 'aal2' }),
        ]);
        await tx.query('select secret from public.mail_outbox where id = $1', [outboxId]);
      });
      await expect(read).rejects.toThrow(/permission denied/);
      // Nor do they read or use links: that is the server's service role.
      const token = (await secretOf(outboxId!))!;
      expect((await rejection(() => as.owner.passwordLink(token)))?.code).toBe('permission');
      expect((await rejection(() => as.owner.usePasswordLink(token)))?.code).toBe('permission');
    });

    it('work once, end when a newer one is sent or they expire, and clear an invitation', async () => {
      const { db } = database();
      await db.query('update public.staff_members set invitation_pending = true where user_id = $1', [ids.agent]);
      const first = (await secretOf((await as.owner.issuePasswordLink(ids.agent, 'invitation'))!))!;
      const second = (await secretOf((await as.owner.issuePasswordLink(ids.agent, 'invitation'))!))!;
      expect(await service.passwordLink(first)).toBeNull();
      expect(await service.passwordLink(second)).toMatchObject({
        user_id: ids.agent,
        purpose: 'invitation',
        email: `${ids.agent}@example.com`,
      });
      expect(await service.usePasswordLink('0'.repeat(64))).toBeNull();
      expect(await service.usePasswordLink(second)).toBe(ids.agent);
      expect(await service.usePasswordLink(second)).toBeNull();
      expect(await service.passwordLink(second)).toBeNull();
      expect((await as.owner.getStaffMember(ids.agent))?.invitation_pending).toBe(false);

      const third = (await secretOf((await as.owner.issuePasswordLink(ids.agent, 'reset'))!))!;
      await db.query(
        `update app_private.staff_password_links set expires_at = now() - interval '1 second' where used_at is null`,
      );
      expect(await service.passwordLink(third)).toBeNull();
      expect(await service.usePasswordLink(third)).toBeNull();
      // A deactivated member gets none.
      expect(await as.owner.issuePasswordLink(ids.deactivated, 'reset')).toBeNull();
    });

    it('are e-mailed by the outbox’s worker, which erases the token once the mail server has it', async () => {
      const { db } = database();
      await db.query(
        "update public.mail_outbox set state = 'sent', sent_at = now(), locked_until = null where state <> 'sent'",
      );
      await as.owner.updateStaffMember(ids.agent, { name: 'Ada Agent' });
      const outboxId = (await as.owner.issuePasswordLink(ids.agent, 'reset'))!;
      const token = (await secretOf(outboxId))!;
      const transport = capture();
      const report = await deliverDueMessages({ store: service, transport, settings: SETTINGS, log: silent });
      expect(report).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
      const [mail] = transport.sent;
      expect(mail!.to).toEqual([{ name: 'Ada Agent', address: `${ids.agent}@example.com` }]);
      expect(mail!.subject).toBe('Reset your Island Estates password');
      expect(mail!.text).toContain(`https://islandestates.example/set-password?token=${token}`);
      expect(mail!.html).toContain(`https://islandestates.example/set-password?token=${token}`);
      expect(await secretOf(outboxId)).toBeNull();
      expect(await service.passwordLink(token)).toMatchObject({ user_id: ids.agent, purpose: 'reset' });
    });
  });

  describe('accounts on the embedded backend', () => {
    it('create-admin (and ADMIN_EMAIL) makes an owner, again after a demotion or a deactivation', async () => {
      const { db } = database();
      const email = `boss-${engine}@example.com`;
      const { userId } = await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
      const row = async () =>
        (await db.query('select role, deactivated_at, email from public.staff_members where user_id = $1', [userId]))
          .rows[0];
      expect(await row()).toEqual({ role: 'owner', deactivated_at: null, email });
      await db.query(`update public.staff_members set role = 'agent', deactivated_at = now() where user_id = $1`, [
        userId,
      ]);
      await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
      expect(await row()).toEqual({ role: 'owner', deactivated_at: null, email });
    });

    it('ends a deactivated member’s sessions at once, and an invited account signs in only once its link set a password', async () => {
      const { db } = database();
      const accounts = staffAccounts()!;
      const email = `invited-${engine}@example.com`;
      const { userId, created } = await accounts.ensureAccount(email);
      expect(created).toBe(true);
      expect(await accounts.ensureAccount(email.toUpperCase())).toEqual({ userId, created: false });
      await as.owner.addStaffMember({ userId, email, name: 'Invited', role: 'agent' });
      const address = engine === 'pglite' ? '192.0.2.81' : '192.0.2.82';
      expect(await signIn(signInRequest(address), email, 'correct-horse-battery-staple')).toMatchObject({
        ok: false,
        status: 401,
      });
      await accounts.setPassword(userId, 'correct-horse-battery-staple');
      const result = await signIn(signInRequest(address), email, 'correct-horse-battery-staple');
      if (!result.ok) throw new Error(result.message);
      const cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
      const request = () => get('/admin', { headers: { Cookie: cookie } });
      expect(await getStaffUser(request())).toMatchObject({ id: userId, role: 'agent', name: 'Invited' });
      // A change of role counts on the next request.
      await as.owner.updateStaffMember(userId, { role: 'admin' });
      expect(await getStaffUser(request())).toMatchObject({ role: 'admin' });
      await as.owner.updateStaffMember(userId, { deactivated_at: new Date().toISOString() });
      expect(await getStaffUser(request())).toBeNull();
      await accounts.revokeAccess(userId);
      expect(
        (await db.query('select count(*)::int as n from app_private.sessions where user_id = $1', [userId])).rows,
      ).toEqual([{ n: 0 }]);
    });
  });
});
