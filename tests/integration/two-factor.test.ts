import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { specTexts } from '#app/domain/spec-texts';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { STAFF_ROLES } from '#app/domain/staff/roles';
import { secondFactorRequired } from '#app/domain/staff/two-factor';
import * as adminLayout from '#app/routes/admin/layout';
import * as propertiesRoute from '#app/routes/admin/properties';
import * as staffRoute from '#app/routes/admin/staff';
import * as twoFactorRoute from '#app/routes/admin/two-factor';
import * as loginRoute from '#app/routes/auth/login';
import * as recoveryRoute from '#app/routes/auth/login-recovery';
import * as verifyRoute from '#app/routes/auth/login-verify';
import { getStaffUser, signIn } from '#app/server/auth/auth.server';
import { DEFAULT_LOGIN_THROTTLE } from '#app/server/auth/rate-limit.server';
import { requireRecentSecondFactor, redeemRecoveryCode } from '#app/server/auth/second-factor.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, postForm, requestContext, signInRequest, unwrap } from '#tests/helpers/fixtures';
import { codeFor, totpSecretOf } from '#tests/helpers/second-factor';

/**
 * Two-factor sign-in for staff (issue 25, item 7) on PGlite and PostgreSQL: a password alone is not a back office
 * session for a member who has an authenticator, nor for an owner or admin (who must add one first); codes are
 * throttled, never accepted twice; a recovery code works once; sensitive changes ask for a fresh code; and the
 * database itself refuses an aal1 session of such a member.
 */

type Args = never;
const T = staffTexts.twoFactor;
const PASSWORD = 'correct-horse-battery-staple';

/** What a loader, action or middleware returned or threw, as a Response (redirects, data() with a status). */
async function answer(
  run: () => unknown,
): Promise<{ status: number; location: string | null; data: unknown; headers: Headers }> {
  try {
    const result = await run();
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('Location'), data: null, headers: result.headers };
    const { data, status } = unwrap(result);
    return { status, location: null, data, headers: new Headers() };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get('Location'), data: null, headers: error.headers };
    const thrown = error as { type?: string; init?: { status?: number }; data?: unknown };
    if (thrown?.type === 'DataWithResponseInit')
      return { status: thrown.init?.status ?? 200, location: null, data: thrown.data, headers: new Headers() };
    throw error;
  }
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((value) => value.split(';')[0]!)
    .join('; ');

describe.each(ENGINES)('two-factor sign-in on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let n = 0;
  let octet = engine === 'pglite' ? 10 : 110;
  const nextAddress = () => `198.51.100.${octet++}`;

  /** A staff account with a role: `upsertStaffAccount` makes owners. */
  async function member(role: 'owner' | 'admin' | 'agent') {
    const email = `${role}${++n}-${engine}-${randomUUID().slice(0, 6)}@example.com`;
    const { userId } = await upsertStaffAccount(database().db, email, PASSWORD);
    if (role !== 'owner')
      await database().db.query('update public.staff_members set role = $2 where user_id = $1', [userId, role]);
    return { email, userId };
  }

  const context = () => requestContext(database().db);
  const as = (cookie: string, address: string, path = '/admin/properties') =>
    new Request(`http://localhost${path}`, { headers: { Cookie: cookie, 'x-client-address': address } });
  const post = (path: string, fields: Record<string, string>, cookie: string, address: string) =>
    postForm(path, fields, { Cookie: cookie, 'x-client-address': address });
  /** The layout's middleware, given the matched routes' pattern as React Router gives it (no leading slash). */
  const middleware = (request: Request, pattern = 'admin/properties') =>
    answer(() =>
      adminLayout.middleware[0]!(
        { request, params: {}, context: context(), pattern } as never,
        async () => new Response('admin page'),
      ),
    );

  /** The password step through /login: the session cookie and where the form sends the member. */
  async function password(email: string, address: string, redirectTo = '/admin/properties') {
    const result = await answer(() =>
      loginRoute.action({
        request: postForm('/login', { email, password: PASSWORD, redirectTo }, { 'x-client-address': address }),
        params: {},
        context: context(),
      } as Args),
    );
    expect(result.status).toBe(302);
    return { cookie: cookieOf(result.headers), location: result.location! };
  }

  /** Adds an authenticator through the two-factor page (start, first code): its secret and the recovery codes. */
  async function enrol(cookie: string, address: string) {
    const page = '/admin/account/two-factor';
    const started = await answer(() =>
      twoFactorRoute.action({
        request: post(page, { intent: 'start' }, cookie, address),
        params: {},
        context: context(),
      } as Args),
    );
    const { enrolment } = started.data as {
      enrolment: { factorId: string; uri: string; secret: string; qrSvg: string };
    };
    expect(enrolment.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    const secret = enrolment.secret.replaceAll(' ', '');
    expect(enrolment.uri).toContain(`secret=${secret}`);
    const code = codeFor(secret);
    const confirmed = await answer(() =>
      twoFactorRoute.action({
        request: post(
          page,
          { intent: 'confirm', factorId: enrolment.factorId, uri: enrolment.uri, code },
          cookie,
          address,
        ),
        params: {},
        context: context(),
      } as Args),
    );
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = confirmed.data as { recoveryCodes: string[] };
    // The code the enrolment used: computed again later, a step boundary in between would give the next one.
    return { secret, recoveryCodes, code };
  }

  const verify = (cookie: string, address: string, code: string, query = 'redirectTo=%2Fadmin%2Fproperties') =>
    answer(() =>
      verifyRoute.action({
        request: post(`/login/verify?${query}`, { code }, cookie, address),
        params: {},
        context: context(),
      } as Args),
    );

  /** Runs a query as the database's API role with these JWT claims, as PostgREST does. */
  const isStaffWith = async (claims: Record<string, unknown>) =>
    database().db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(claims),
      ]);
      const { rows } = await tx.query<{ staff: boolean; role: string | null }>(
        'select public.is_staff() as staff, public.staff_role() as role',
      );
      return rows[0]!;
    });

  it('an owner without an authenticator reaches only the enrolment, then signs in with two factors', async () => {
    const { email, userId } = await member('owner');
    const address = nextAddress();
    const { cookie, location } = await password(email, address);
    expect(location).toBe('/admin/account/two-factor?redirectTo=%2Fadmin%2Fproperties');
    // Nothing else in the back office: pages, actions, and the database.
    expect(await middleware(as(cookie, address, '/admin/properties'))).toMatchObject({
      status: 302,
      location: '/admin/account/two-factor?redirectTo=%2Fadmin%2Fproperties',
    });
    const refused = await answer(() =>
      propertiesRoute.action({
        request: post('/admin/properties', { intent: 'delete', id: randomUUID() }, cookie, address),
        params: {},
        context: context(),
      } as Args),
    );
    expect(refused.location).toMatch(/^\/admin\/account\/two-factor\?/);
    expect(await isStaffWith({ role: 'authenticated', sub: userId, aal: 'aal1' })).toEqual({
      staff: false,
      role: null,
    });
    // The enrolment page itself opens, with no section of the back office in its navigation.
    expect(
      (await middleware(as(cookie, address, '/admin/account/two-factor'), 'admin/account/two-factor')).status,
    ).toBe(200);

    const { secret, recoveryCodes } = await enrol(cookie, address);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Only their digests are stored.
    const stored = await database().db.query<{ digest: string }>(
      'select digest from app_private.staff_recovery_codes where user_id = $1',
      [userId],
    );
    expect(stored.rows).toHaveLength(10);
    expect(stored.rows.map((row) => row.digest).join()).not.toContain(recoveryCodes[0]!.replace('-', ''));
    expect(await totpSecretOf(userId)).toBe(secret);
    // This session gave its code: the back office opens.
    expect((await middleware(as(cookie, address))).status).toBe(200);

    // The next sign-in needs the code: the password alone is no back office session.
    const next = await password(email, nextAddress());
    expect(next.location).toBe('/login/verify?redirectTo=%2Fadmin%2Fproperties');
    expect(await middleware(as(next.cookie, address))).toMatchObject({
      status: 302,
      location: '/login/verify?redirectTo=%2Fadmin%2Fproperties',
    });
    expect((await getStaffUser(as(next.cookie, address)))?.secondFactor).toEqual({
      enrolled: true,
      assurance: 'aal1',
      verifiedAt: null,
    });
    // The enrolment used this step's code, and a code is never accepted twice: the next step's (one step early is
    // accepted, as a phone's clock may run ahead).
    const right = await verify(next.cookie, address, codeFor(secret, Date.now() + 30_000));
    expect(right).toMatchObject({ status: 302, location: '/admin/properties' });
    expect((await middleware(as(next.cookie, address))).status).toBe(200);
  });

  it('an agent without an authenticator signs in as before', async () => {
    const { email, userId } = await member('agent');
    const address = nextAddress();
    const { cookie, location } = await password(email, address);
    expect(location).toBe('/admin/properties');
    expect((await middleware(as(cookie, address))).status).toBe(200);
    expect(await isStaffWith({ role: 'authenticated', sub: userId, aal: 'aal1' })).toEqual({
      staff: true,
      role: 'agent',
    });
  });

  it(
    'refuses a wrong code, counts it against the throttle, and never accepts a code twice',
    { timeout: 90_000 },
    async () => {
      const { email, userId } = await member('agent');
      const address = nextAddress();
      const first = await password(email, address);
      const { secret, code: right } = await enrol(first.cookie, address);
      // The agent chose to add one: from now on their password alone opens nothing either.
      const signedIn = await password(email, address);
      expect(signedIn.location).toBe('/login/verify?redirectTo=%2Fadmin%2Fproperties');
      expect(await isStaffWith({ role: 'authenticated', sub: userId, aal: 'aal1' })).toEqual({
        staff: false,
        role: null,
      });
      expect(await isStaffWith({ role: 'authenticated', sub: userId, aal: 'aal2' })).toEqual({
        staff: true,
        role: 'agent',
      });

      const wrong = right === '000000' ? '111111' : '000000';
      const refused = await verify(signedIn.cookie, address, wrong);
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ result: { error: { code: [T.wrongCode] } } });
      // The enrolment used this step's code: the same code again is refused as used, from any session.
      const replayed = await verify(signedIn.cookie, address, right);
      expect(replayed.status).toBe(400);
      expect(replayed.data).toMatchObject({ result: { error: { code: [T.usedCode] } } });
      expect(await middleware(as(signedIn.cookie, address))).toMatchObject({ status: 302 });

      // Wrong codes count like wrong passwords: after the pair's limit, even the right code is refused (429).
      for (let i = 2; i < DEFAULT_LOGIN_THROTTLE.pairLimit; i++)
        expect((await verify(signedIn.cookie, address, wrong)).status).toBe(400);
      const throttled = await verify(signedIn.cookie, address, codeFor(secret, Date.now() + 30_000));
      expect(throttled.status).toBe(429);
      expect(throttled.data).toMatchObject({ result: { error: { code: [specTexts.login.rateLimited] } } });
      // From another address the holder gets in, with the next step's code (accepted one step early).
      const elsewhere = nextAddress();
      // One code for both tries: computed twice, a step boundary between them would ask about two codes.
      const nextStepCode = codeFor(secret, Date.now() + 30_000);
      expect(await verify(signedIn.cookie, elsewhere, nextStepCode)).toMatchObject({
        status: 302,
        location: '/admin/properties',
      });
      // …and that code, accepted once, is refused to another session at once.
      const again = await password(email, elsewhere);
      expect((await verify(again.cookie, elsewhere, nextStepCode)).data).toMatchObject({
        result: { error: { code: [T.usedCode] } },
      });
    },
  );

  it('a recovery code works once: it signs in, removes the lost authenticator, and the owner adds a new one', async () => {
    const { email, userId } = await member('owner');
    const address = nextAddress();
    const first = await password(email, address);
    const { recoveryCodes } = await enrol(first.cookie, address);
    const signedIn = await password(email, address);
    const user = (await getStaffUser(as(signedIn.cookie, address)))!;

    const wrong = await answer(() =>
      recoveryRoute.action({
        request: post('/login/recovery?redirectTo=%2Fadmin', { code: 'ZZZZZ-ZZZZZ' }, signedIn.cookie, address),
        params: {},
        context: context(),
      } as Args),
    );
    expect(wrong.data).toMatchObject({ result: { error: { code: [T.wrongRecovery] } } });
    // Typed in lower case, with a space: still the code.
    const code = recoveryCodes[3]!.toLowerCase().replace('-', ' ');
    const used = await answer(() =>
      recoveryRoute.action({
        request: post('/login/recovery?redirectTo=%2Fadmin', { code }, signedIn.cookie, address),
        params: {},
        context: context(),
      } as Args),
    );
    expect(used).toMatchObject({ status: 302, location: '/admin/account/two-factor?redirectTo=%2Fadmin&recovered=1' });
    // The old authenticator and every recovery code are gone; the owner must add a new one before anything else.
    expect(await totpSecretOf(userId)).toBeNull();
    expect(await middleware(as(signedIn.cookie, address))).toMatchObject({
      status: 302,
      location: '/admin/account/two-factor?redirectTo=%2Fadmin%2Fproperties',
    });
    // The same code a second time (a session that still thought the factor was there): refused by the database.
    expect(await redeemRecoveryCode(as(signedIn.cookie, address), user, recoveryCodes[3]!)).toEqual({
      ok: false,
      reason: 'wrong',
    });
    const { secret } = await enrol(signedIn.cookie, address);
    expect(await totpSecretOf(userId)).toBe(secret);
    expect((await middleware(as(signedIn.cookie, address))).status).toBe(200);
  });

  it('asks for a fresh code before a sensitive change when the last is older than five minutes', async () => {
    const { email, userId } = await member('owner');
    const address = nextAddress();
    const { cookie } = await password(email, address);
    await enrol(cookie, address);
    const request = as(cookie, address, '/admin/staff.data?_routes=routes%2Fadmin%2Fstaff');
    expect((await requireRecentSecondFactor(request, undefined, { maxAgeMinutes: 5 })).user.id).toBe(userId);

    await database().db.query(
      `update app_private.sessions set second_factor_at = now() - interval '6 minutes' where user_id = $1`,
      [userId],
    );
    expect(await answer(() => requireRecentSecondFactor(request, undefined, { maxAgeMinutes: 5 }))).toMatchObject({
      status: 302,
      location: '/login/verify?redirectTo=%2Fadmin%2Fstaff&reason=step-up',
    });
    // The back office stays open meanwhile; only the sensitive change waits. An owner's reset of another
    // member's authenticator is one.
    expect((await middleware(as(cookie, address))).status).toBe(200);
    const other = await member('agent');
    const reset = await answer(() =>
      staffRoute.action({
        request: post('/admin/staff', { intent: 'reset-two-factor', userId: other.userId }, cookie, address),
        params: {},
        context: context(),
      } as Args),
    );
    expect(reset).toMatchObject({ status: 302, location: '/login/verify?redirectTo=%2Fadmin%2Fstaff&reason=step-up' });

    // The step-up page asks for a code even though the session counts; a fresh one sends the owner back.
    const page = await answer(() =>
      verifyRoute.loader({
        request: as(cookie, address, '/login/verify?redirectTo=%2Fadmin%2Fstaff&reason=step-up'),
        params: {},
        context: context(),
      } as Args),
    );
    expect(page.data).toMatchObject({ stepUp: true, redirectTo: '/admin/staff' });
    const secret = (await totpSecretOf(userId))!;
    const fresh = await verify(
      cookie,
      address,
      codeFor(secret, Date.now() + 30_000),
      'redirectTo=%2Fadmin%2Fstaff&reason=step-up',
    );
    expect(fresh).toMatchObject({ status: 302, location: '/admin/staff' });
    expect((await requireRecentSecondFactor(request, undefined, { maxAgeMinutes: 5 })).user.id).toBe(userId);
  });

  it('the database refuses an aal1 session of a member who has a factor or whose role needs one', async () => {
    const { db } = database();
    const owner = await member('owner');
    const admin = await member('admin');
    const agent = await member('agent');
    for (const aal of ['aal1', 'aal2']) {
      expect(await isStaffWith({ role: 'authenticated', sub: owner.userId, aal })).toEqual(
        aal === 'aal2' ? { staff: true, role: 'owner' } : { staff: false, role: null },
      );
      expect((await isStaffWith({ role: 'authenticated', sub: admin.userId, aal })).staff).toBe(aal === 'aal2');
      expect((await isStaffWith({ role: 'authenticated', sub: agent.userId, aal })).staff).toBe(true);
    }
    // A JWT without the claim is password-only.
    expect((await isStaffWith({ role: 'authenticated', sub: owner.userId })).staff).toBe(false);
    // On Supabase GoTrue keeps the factors (auth.mfa_factors): a verified one counts as well.
    await db.query(`insert into auth.mfa_factors (user_id, status) values ($1, 'unverified')`, [agent.userId]);
    expect((await isStaffWith({ role: 'authenticated', sub: agent.userId, aal: 'aal1' })).staff).toBe(true);
    await db.query(`update auth.mfa_factors set status = 'verified' where user_id = $1`, [agent.userId]);
    expect((await isStaffWith({ role: 'authenticated', sub: agent.userId, aal: 'aal1' })).staff).toBe(false);
    expect((await isStaffWith({ role: 'authenticated', sub: agent.userId, aal: 'aal2' })).staff).toBe(true);
    // The database's rule of roles is the domain's.
    for (const role of STAFF_ROLES) {
      const { rows } = await db.query<{ required: boolean }>(
        'select public.staff_role_requires_second_factor($1) as required',
        [role],
      );
      expect(rows[0]!.required, role).toBe(secondFactorRequired(role));
    }
    // Recovery codes are written only in a session that gave the factor.
    const refused = db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ role: 'authenticated', sub: agent.userId, aal: 'aal1' }),
      ]);
      await tx.query('select public.replace_staff_recovery_codes($1)', [
        Array.from({ length: 10 }, (_, i) => String(i).repeat(64)),
      ]);
    });
    await expect(refused).rejects.toThrow(/second factor/);
  });

  it('the login page sends a signed-in member on through their second step', async () => {
    const { email } = await member('owner');
    const address = nextAddress();
    const first = await password(email, address);
    await enrol(first.cookie, address);
    const { cookie } = await password(email, address);
    const login = await answer(() =>
      loginRoute.loader({
        request: as(cookie, address, '/login?redirectTo=%2Fadmin%2Fblogs'),
        params: {},
        context: context(),
      } as Args),
    );
    expect(login.location).toBe('/login/verify?redirectTo=%2Fadmin%2Fblogs');
    expect(
      await answer(() => verifyRoute.loader({ request: get('/login/verify'), params: {}, context: context() } as Args)),
    ).toMatchObject({
      status: 302,
      location: '/login?redirectTo=%2Fadmin',
    });
  });

  it('signIn itself says what the session gave', async () => {
    const { email } = await member('agent');
    const result = await signIn(signInRequest(nextAddress()), email, PASSWORD);
    expect(result.ok && result.user.secondFactor).toEqual({ enrolled: false, assurance: 'aal1', verifiedAt: null });
  });
});
