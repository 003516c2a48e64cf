import { beforeAll, describe, expect, it } from 'vitest';
import { staffTexts } from '#app/domain/staff/texts/staff';
import type { StaffRole } from '#app/domain/staff/roles';
import * as accountRoute from '#app/routes/admin/account';
import * as adminLayout from '#app/routes/admin/layout';
import * as staffRoute from '#app/routes/admin/staff';
import * as setPasswordRoute from '#app/routes/auth/set-password';
import { getStaffUser, signIn } from '#app/server/auth/auth.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, postForm, requestContext, signInRequest, unwrap } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * The staff page (/admin/staff), one's own password (/admin/account) and the page of a one-time link
 * (/set-password) through their loaders and actions, as a browser without JavaScript posts them, on PGlite and
 * PostgreSQL: invitations, role changes, deactivation (asked first; the member's sessions end), reactivation,
 * password resets, the last owner kept, bad input answered by the field with nothing changed.
 */
type Args = never;
const PASSWORD = 'correct-horse-battery-staple';

describe.each(ENGINES)('the staff page on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const cookies = {} as Record<StaffRole, string>;
  const ids = {} as Record<StaffRole, string>;
  let address = engine === 'pglite' ? 100 : 150;
  const q = async <staffTexts>(sql: string, params: unknown[] = []) => (await database().db.query<staffTexts>(sql, params)).rows;

  async function signedIn(email: string, password = PASSWORD): Promise<string> {
    const result = await signInWithSecondFactor(signInRequest(`192.0.2.${address++}`), email, password);
    if (!result.ok) throw new Error(result.message);
    return result.headers.get('Set-Cookie')!.split(';')[0]!;
  }

  beforeAll(async () => {
    const { db } = database();
    for (const role of ['owner', 'admin', 'agent'] as const) {
      const email = `${role}-${engine}@example.com`;
      ids[role] = (await upsertStaffAccount(db, email, PASSWORD)).userId;
      await db.query('update public.staff_members set role = $2, name = $3 where user_id = $1', [
        ids[role],
        role,
        `The ${role}`,
      ]);
      cookies[role] = await signedIn(email);
    }
  });

  /** A page through the layout's middleware, as the app serves it. */
  async function open<staffTexts>(route: { loader: (args: Args) => unknown }, path: string, cookie: string): Promise<staffTexts> {
    const request = get(path, { headers: { Cookie: cookie } });
    const context = requestContext(database().db);
    let loaded: unknown;
    await adminLayout.middleware[0]!({ request, params: {}, context } as never, async () => {
      loaded = await route.loader({ request, params: {}, context } as Args);
      return new Response(null);
    });
    return loaded as staffTexts;
  }

  async function post(
    route: { action: (args: Args) => unknown },
    path: string,
    fields: Record<string, string>,
    cookie?: string,
  ) {
    try {
      return await route.action({
        request: postForm(path, fields, cookie ? { Cookie: cookie } : {}),
        params: {},
        context: requestContext(database().db),
      } as Args);
    } catch (thrown) {
      return thrown;
    }
  }
  const location = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);
  type Page = Awaited<ReturnType<typeof staffRoute.loader>>;

  it('shows the team to owners (who may change it) and admins (who may not)', async () => {
    const owner = await open<Page>(staffRoute, '/admin/staff', cookies.owner);
    expect(owner.canManage).toBe(true);
    expect(owner.members.map((m) => m.role)).toEqual(['owner', 'admin', 'agent']);
    expect(owner.me).toBe(ids.owner);
    expect((await open<Page>(staffRoute, '/admin/staff', cookies.admin)).canManage).toBe(false);
  });

  it('invites: bad input answered by the field, nothing changed; then the account, the member and the e-mail', async () => {
    const before = await q('select user_id from public.staff_members');
    const bad = unwrap<{ result: { error: Record<string, string[]> } }>(
      await post(
        staffRoute,
        '/admin/staff',
        { intent: 'invite', email: 'not-an-address', name: '', role: 'root' },
        cookies.owner,
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error).toMatchObject({
      email: [staffTexts.emailInvalid],
      name: [staffTexts.nameRequired],
      role: [staffTexts.roleRequired],
    });
    expect(await q('select user_id from public.staff_members')).toEqual(before);

    const email = `new-agent-${engine}@example.com`;
    const invited = await post(
      staffRoute,
      '/admin/staff',
      { intent: 'invite', email: email.toUpperCase(), name: 'Nina New', role: 'agent' },
      cookies.owner,
    );
    expect(location(invited)).toMatch(/^\/admin\/staff\?done=invited&who=[0-9a-f-]{36}$/);
    const [member] = await q<{ user_id: string; role: string; name: string; invitation_pending: boolean }>(
      'select user_id, role, name, invitation_pending from public.staff_members where email = $1',
      [email],
    );
    expect(member).toMatchObject({ role: 'agent', name: 'Nina New', invitation_pending: true });
    expect(
      await q('select kind, recipient, state from public.mail_outbox where staff_user_id = $1', [member!.user_id]),
    ).toEqual([{ kind: 'staff-invitation', recipient: email, state: 'queued' }]);
    const page = await open<Page>(staffRoute, location(invited)!, cookies.owner);
    expect(page.notice).toBe(staffTexts.invited(email));

    const again = unwrap<{ result: { error: Record<string, string[]> } }>(
      await post(staffRoute, '/admin/staff', { intent: 'invite', email, name: 'Nina', role: 'admin' }, cookies.owner),
    );
    expect(again.status).toBe(409);
    expect(again.data.result.error.email).toEqual([staffTexts.alreadyStaff]);
  });

  it('an invited member chooses a password through the link (once), then signs in', async () => {
    const email = `new-agent-${engine}@example.com`;
    const [{ secret }] = (await q<{ secret: string }>(
      "select o.secret from public.mail_outbox o join public.staff_members m on m.user_id = o.staff_user_id where m.email = $1 and o.kind = 'staff-invitation'",
      [email],
    )) as [{ secret: string }];
    const load = async (search: string) =>
      unwrap<{ state: string; email?: string }>(
        await setPasswordRoute.loader({
          request: get(`/set-password${search}`),
          params: {},
          context: requestContext(database().db),
        } as Args),
      );
    expect(await load('?token=nonsense')).toMatchObject({ status: 404, data: { state: 'invalid' } });
    expect(await load(`?token=${'f'.repeat(64)}`)).toMatchObject({ status: 410, data: { state: 'invalid' } });
    expect(await load(`?token=${secret}`)).toMatchObject({ status: 200, data: { state: 'ready', email } });

    const differ = unwrap<{ result: { error: Record<string, string[]> } }>(
      await post(setPasswordRoute, '/set-password', {
        token: secret,
        password: 'a-brand-new-password',
        confirm: 'another-password-12',
      }),
    );
    expect(differ.status).toBe(400);
    expect(differ.data.result.error.confirm).toEqual([staffTexts.passwordsDiffer]);
    expect(await load(`?token=${secret}`)).toMatchObject({ data: { state: 'ready' } });

    const done = await post(setPasswordRoute, '/set-password', {
      token: secret,
      password: 'a-brand-new-password',
      confirm: 'a-brand-new-password',
    });
    expect(location(done)).toBe('/set-password?done=1');
    expect(await load('?done=1')).toMatchObject({ data: { state: 'done' } });
    const reused = unwrap<{ result: { error: Record<string, string[]> } }>(
      await post(setPasswordRoute, '/set-password', {
        token: secret,
        password: 'yet-another-password',
        confirm: 'yet-another-password',
      }),
    );
    expect(reused.status).toBe(410);
    const cookie = await signedIn(email, 'a-brand-new-password');
    expect(await getStaffUser(get('/admin', { headers: { Cookie: cookie } }))).toMatchObject({
      role: 'agent',
      name: 'Nina New',
    });
    expect(await q('select invitation_pending from public.staff_members where email = $1', [email])).toEqual([
      { invitation_pending: false },
    ]);
  });

  it('changes a role, and refuses to demote or deactivate the last active owner', async () => {
    const changed = await post(
      staffRoute,
      '/admin/staff',
      { intent: 'role', userId: ids.agent, role: 'admin' },
      cookies.owner,
    );
    expect(location(changed)).toBe(`/admin/staff?done=role&who=${ids.agent}`);
    expect(await q('select role from public.staff_members where user_id = $1', [ids.agent])).toEqual([
      { role: 'admin' },
    ]);
    await post(staffRoute, '/admin/staff', { intent: 'role', userId: ids.agent, role: 'agent' }, cookies.owner);

    for (const fields of [
      { intent: 'role', userId: ids.owner, role: 'admin' },
      { intent: 'deactivate', userId: ids.owner, confirm: 'yes' },
    ] as Record<string, string>[]) {
      const refused = unwrap<{ memberError: { error: string } }>(
        await post(staffRoute, '/admin/staff', fields, cookies.owner),
      );
      expect(refused.status).toBe(409);
      expect(refused.data.memberError.error).toBe(fields.intent === 'role' ? staffTexts.lastOwner : staffTexts.notYourself);
    }
    expect(await q('select role, deactivated_at from public.staff_members where user_id = $1', [ids.owner])).toEqual([
      { role: 'owner', deactivated_at: null },
    ]);
  });

  it('deactivates after asking, ending the member’s sessions at once; reactivates; sends a password reset', async () => {
    const asked = unwrap<{ confirmDeactivate: { userId: string; label: string } }>(
      await post(staffRoute, '/admin/staff', { intent: 'deactivate', userId: ids.agent }, cookies.owner),
    );
    expect(asked.data.confirmDeactivate).toEqual({ userId: ids.agent, label: 'The agent' });
    expect(await getStaffUser(get('/admin', { headers: { Cookie: cookies.agent } }))).not.toBeNull();

    const done = await post(
      staffRoute,
      '/admin/staff',
      { intent: 'deactivate', userId: ids.agent, confirm: 'yes' },
      cookies.owner,
    );
    expect(location(done)).toBe(`/admin/staff?done=deactivated&who=${ids.agent}`);
    expect(await getStaffUser(get('/admin', { headers: { Cookie: cookies.agent } }))).toBeNull();
    expect(await q('select count(*)::int as n from app_private.sessions where user_id = $1', [ids.agent])).toEqual([
      { n: 0 },
    ]);
    // Refused even a reset link while deactivated.
    expect(
      unwrap(await post(staffRoute, '/admin/staff', { intent: 'reset', userId: ids.agent }, cookies.owner)).status,
    ).toBe(409);

    expect(
      location(await post(staffRoute, '/admin/staff', { intent: 'reactivate', userId: ids.agent }, cookies.owner)),
    ).toBe(`/admin/staff?done=reactivated&who=${ids.agent}`);
    cookies.agent = await signedIn(`agent-${engine}@example.com`);
    expect(await getStaffUser(get('/admin', { headers: { Cookie: cookies.agent } }))).toMatchObject({ role: 'agent' });

    expect(
      location(await post(staffRoute, '/admin/staff', { intent: 'reset', userId: ids.agent }, cookies.owner)),
    ).toBe(`/admin/staff?done=reset&who=${ids.agent}`);
    expect(
      await q(
        "select kind, recipient from public.mail_outbox where staff_user_id = $1 and kind = 'staff-password-reset'",
        [ids.agent],
      ),
    ).toEqual([{ kind: 'staff-password-reset', recipient: `agent-${engine}@example.com` }]);
  });

  it('invites a former member again: back on the list with the new role, and a link', async () => {
    const { db } = database();
    await db.query('update public.staff_members set deactivated_at = now() where user_id = $1', [ids.admin]);
    const result = await post(
      staffRoute,
      '/admin/staff',
      { intent: 'invite', email: `admin-${engine}@example.com`, name: 'Back Again', role: 'agent' },
      cookies.owner,
    );
    expect(location(result)).toBe(`/admin/staff?done=reactivated-invited&who=${ids.admin}`);
    expect(
      await q('select role, name, deactivated_at from public.staff_members where user_id = $1', [ids.admin]),
    ).toEqual([{ role: 'agent', name: 'Back Again', deactivated_at: null }]);
    await db.query(`update public.staff_members set role = 'admin' where user_id = $1`, [ids.admin]);
  });

  it('refuses bad member posts with 400 and changes nothing', async () => {
    const before = await q('select * from public.staff_members order by user_id');
    for (const fields of [
      { intent: 'role', userId: ids.agent, role: 'root' },
      { intent: 'explode', userId: ids.agent },
      { intent: 'reset', userId: 'nope' },
    ] as Record<string, string>[]) {
      expect(unwrap(await post(staffRoute, '/admin/staff', fields, cookies.owner)).status).toBe(400);
    }
    expect(
      unwrap(
        await post(
          staffRoute,
          '/admin/staff',
          { intent: 'reset', userId: '00000000-0000-4000-8000-000000000000' },
          cookies.owner,
        ),
      ).status,
    ).toBe(404);
    expect(await q('select * from public.staff_members order by user_id')).toEqual(before);
  });

  describe('one’s own password', () => {
    it('needs the current one; then changes it, ending the other sessions but not this one', async () => {
      const email = `admin-${engine}@example.com`;
      const elsewhere = await signedIn(email);
      const wrong = unwrap<{ result: { error: Record<string, string[]> } }>(
        await post(
          accountRoute,
          '/admin/account',
          { current: 'not-my-password', password: 'my-new-password-1', confirm: 'my-new-password-1' },
          cookies.admin,
        ),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.data.result.error.current).toEqual([staffTexts.wrongPassword]);

      const changed = await post(
        accountRoute,
        '/admin/account',
        { current: PASSWORD, password: 'my-new-password-1', confirm: 'my-new-password-1' },
        cookies.admin,
      );
      expect(location(changed)).toBe('/admin/account?done=password');
      expect(await getStaffUser(get('/admin', { headers: { Cookie: cookies.admin } }))).toMatchObject({ email });
      expect(await getStaffUser(get('/admin', { headers: { Cookie: elsewhere } }))).toBeNull();
      await signedIn(email, 'my-new-password-1');
      expect(await signIn(signInRequest(`192.0.2.${address++}`), email, PASSWORD)).toMatchObject({
        ok: false,
        status: 401,
      });
    });
  });
});
