import { describe, expect, it } from 'vitest';
import { specTexts } from '#app/domain/spec-texts';
import * as loginRoute from '#app/routes/auth/login';
import * as logoutRoute from '#app/routes/auth/logout';
import * as adminLayout from '#app/routes/admin/layout';
import { getStaffUser, signIn } from '#app/server/auth/auth.server';
import { DEFAULT_LOGIN_THROTTLE } from '#app/server/auth/rate-limit.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, postForm, requestContext, signInRequest, unwrap } from '#tests/helpers/fixtures';

type Args = never;
const PASSWORD = 'correct-horse-battery-staple';

/** The cookie pair (`name=value`) of a Set-Cookie header. */
const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;
const withCookie = (path: string, cookie: string) => get(path, { headers: { Cookie: cookie } });

async function signInAs(email: string, address = '203.0.113.1'): Promise<string> {
  const result = await signIn(signInRequest(address), email, PASSWORD);
  if (!result.ok) throw new Error(result.message);
  return cookiePair(result.headers.get('Set-Cookie')!);
}

async function thrownResponse(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown Response');
}

describe.each(ENGINES)('staff sign-in on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let n = 0;
  /** An owner (what upsertStaffAccount makes), or an agent: whose password alone signs in (two-factor.test.ts). */
  const newStaff = async (role: 'owner' | 'agent' = 'owner') => {
    const email = `staff${++n}-${engine}@example.com`;
    const { userId } = await upsertStaffAccount(database().db, email, PASSWORD);
    if (role === 'agent') await database().db.query(`update public.staff_members set role = 'agent' where user_id = $1`, [userId]);
    return { email, userId };
  };

  it('creates an account listed in staff_members, and updates its password on a second call', async () => {
    const { db } = database();
    const { email, userId } = await newStaff();
    const { rows } = await db.query('select user_id from public.staff_members where user_id = $1', [userId]);
    expect(rows).toHaveLength(1);
    const again = await upsertStaffAccount(db, email.toUpperCase(), 'another-long-password');
    expect(again).toEqual({ userId, created: false });
    expect((await signIn(signInRequest('203.0.113.9'), email, 'another-long-password')).ok).toBe(true);
  });

  it('signs in with the right password only, with a signed HttpOnly cookie', async () => {
    const { email } = await newStaff();
    const wrong = await signIn(signInRequest('203.0.113.2'), email, 'wrong-password-123');
    expect(wrong).toEqual({ ok: false, message: specTexts.login.invalidCredentials, status: 401 });
    const unknown = await signIn(signInRequest('203.0.113.2'), 'nobody@example.com', PASSWORD);
    expect(unknown).toMatchObject({ ok: false, message: specTexts.login.invalidCredentials });
    const right = await signIn(signInRequest('203.0.113.2'), email, PASSWORD);
    expect(right.ok).toBe(true);
    if (!right.ok) return;
    expect(right.headers.get('Set-Cookie')).toMatch(/^__session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax/);
    expect((await getStaffUser(withCookie('/admin', cookiePair(right.headers.get('Set-Cookie')!))))?.email).toBe(email);
  });

  it('starts a new session at every sign-in and refuses tampered cookies', async () => {
    const { email } = await newStaff();
    const first = await signInAs(email);
    const second = await signInAs(email);
    expect(first).not.toBe(second);
    // Change the first character of the signed value: the signature no longer matches.
    const tampered = first.replace(/=(.)/, (_, c: string) => `=${c === 'a' ? 'b' : 'a'}`);
    expect(await getStaffUser(withCookie('/admin', tampered))).toBeNull();
  });

  it('signs out globally: every session of the account ends', async () => {
    const { email } = await newStaff();
    const laptop = await signInAs(email);
    const phone = await signInAs(email);
    const response = await thrownOrReturned(() => logoutRoute.action({ request: postForm('/logout', {}, { Cookie: laptop }), params: {}, context: requestContext(database().db) } as Args));
    expect(response.status).toBe(302);
    expect(response.headers.get('Set-Cookie')).toMatch(/__session=; Max-Age=0/);
    expect(await getStaffUser(withCookie('/admin', laptop))).toBeNull();
    expect(await getStaffUser(withCookie('/admin', phone))).toBeNull();
  });

  it('ends the access of an account removed from staff_members', async () => {
    const { email, userId } = await newStaff();
    const cookie = await signInAs(email);
    await database().db.query('delete from public.staff_members where user_id = $1', [userId]);
    expect(await getStaffUser(withCookie('/admin', cookie))).toBeNull();
    expect(await signIn(signInRequest('203.0.113.3'), email, PASSWORD)).toMatchObject({ ok: false, message: specTexts.login.notStaff });
  });

  it('expires idle sessions', async () => {
    const { email, userId } = await newStaff();
    const cookie = await signInAs(email);
    await database().db.query(`update app_private.sessions set last_seen_at = now() - interval '13 hours' where user_id = $1`, [userId]);
    expect(await getStaffUser(withCookie('/admin', cookie))).toBeNull();
  });

  it('gives a parallel burst of wrong passwords from one address at most the allowed guesses; the holder still signs in from another', async () => {
    const { email } = await newStaff();
    const attacker = `198.51.100.${engine === 'pglite' ? 1 : 2}`;
    const burst = await Promise.all(
      Array.from({ length: 150 }, () => signIn(signInRequest(attacker), email, 'wrong-password-123')),
    );
    const statuses = burst.map((result) => (result.ok ? 200 : result.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(DEFAULT_LOGIN_THROTTLE.pairLimit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - DEFAULT_LOGIN_THROTTLE.pairLimit);
    expect(burst.find((result) => !result.ok && result.status === 429)).toMatchObject({
      message: specTexts.login.rateLimited,
      retryAfterSeconds: expect.any(Number),
    });
    // Even the right password is refused from the attacker's address…
    expect(await signIn(signInRequest(attacker), email, PASSWORD)).toMatchObject({ ok: false, status: 429 });
    // …while the holder, from an address that has not failed, signs in.
    expect((await signIn(signInRequest(`192.0.2.${engine === 'pglite' ? 11 : 12}`), email, PASSWORD)).ok).toBe(true);
  }, 120_000);

  it('meets guessing spread over many addresses with a per-account slow-down', async () => {
    const { email } = await newStaff();
    const prefix = engine === 'pglite' ? '10.20' : '10.21';
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(signInRequest(`${prefix}.0.${i}`), email, 'wrong-password-123')),
    );
    const checked = burst.filter((result) => !result.ok && result.status === 401).length;
    expect(checked).toBe(DEFAULT_LOGIN_THROTTLE.accountFree + 1);
    const refused = burst.find((result) => !result.ok && result.status === 429);
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: expect.any(Number) });
  }, 120_000);

  describe('/login', () => {
    it('redirects to a local redirectTo after success, never to another site', async () => {
      const { email } = await newStaff('agent');
      const login = async (redirectTo: string) =>
        thrownOrReturned(() =>
          loginRoute.action({ request: postForm('/login', { email, password: PASSWORD, redirectTo }), params: {}, context: requestContext(database().db) } as Args),
        );
      const local = await login('/admin/properties?sort=title');
      expect(local.status).toBe(302);
      expect(local.headers.get('Location')).toBe('/admin/properties?sort=title');
      expect(local.headers.get('Set-Cookie')).toMatch(/^__session=/);
      expect((await login('https://evil.example/')).headers.get('Location')).toBe('/admin');
      expect((await login('//evil.example')).headers.get('Location')).toBe('/admin');
      // An owner's password leads to adding an authenticator first, with the same way back.
      const owner = await newStaff();
      const enrol = await thrownOrReturned(() =>
        loginRoute.action({ request: postForm('/login', { email: owner.email, password: PASSWORD, redirectTo: '//evil.example' }), params: {}, context: requestContext(database().db) } as Args),
      );
      expect(enrol.headers.get('Location')).toBe('/admin/account/two-factor?redirectTo=%2Fadmin');
    });

    it('answers bad credentials with the spec text and field messages for empty fields', async () => {
      const { email } = await newStaff();
      const wrong = unwrap<{ result: { error: Record<string, string[]> } }>(
        await loginRoute.action({ request: postForm('/login', { email, password: 'nope-nope-nope' }), params: {}, context: requestContext(database().db) } as Args),
      );
      expect(wrong.status).toBe(401);
      expect(wrong.data.result.error['']).toEqual([specTexts.login.invalidCredentials]);
      const empty = unwrap<{ result: { error: Record<string, string[]> } }>(
        await loginRoute.action({ request: postForm('/login', { email: '', password: '' }), params: {}, context: requestContext(database().db) } as Args),
      );
      expect(empty.status).toBe(400);
      expect(empty.data.result.error).toMatchObject({ email: ['Email is required'], password: ['Password is required'] });
    });

    it('sends a signed-in staff member on to /admin', async () => {
      const cookie = await signInAs((await newStaff('agent')).email);
      const response = await thrownResponse(() => loginRoute.loader({ request: withCookie('/login', cookie), params: {}, context: requestContext(database().db) } as Args));
      expect(response.headers.get('Location')).toBe('/admin');
    });
  });

  describe('the admin layout middleware', () => {
    const runMiddleware = (request: Request) => {
      const context = requestContext(database().db);
      return adminLayout.middleware[0]!({ request, params: {}, context, unstable_pattern: '/admin' } as never, async () => new Response('admin page'));
    };

    it('redirects a visitor to /login with the way back', async () => {
      const response = await thrownResponse(() => runMiddleware(get('/admin/properties?status=draft')));
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent('/admin/properties?status=draft')}`);
    });

    it('lets staff through, uncached', async () => {
      const cookie = await signInAs((await newStaff('agent')).email);
      const response = (await runMiddleware(withCookie('/admin', cookie))) as Response;
      expect(await response.text()).toBe('admin page');
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    });
  });
});

/** A route's returned or thrown Response. */
async function thrownOrReturned(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error(`expected a Response, got ${JSON.stringify(result)}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
