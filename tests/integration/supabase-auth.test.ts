import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { specTexts } from '#app/domain/spec-texts';
import { signInErrorMessage, supabaseAuth, supabaseHeadersOf } from '#app/server/auth/supabase-auth.server';
import { stubGlobalFetch, type GlobalCall } from '#tests/helpers/recording-supabase';

/**
 * Staff auth on Supabase through @supabase/ssr and supabase-js, against recorded GoTrue and PostgREST
 * answers: the cookies written and cleared, the requests made, and each SPEC §8 text from GoTrue's errors.
 */

const URL_BASE = 'https://project.supabase.co';
const USER_ID = '5b0c8a4e-8f3e-4b61-9d3f-1c2b3a4d5e6f';
const user = { id: USER_ID, aud: 'authenticated', role: 'authenticated', email: 'staff@example.com', app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' };

function jwt(payload: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}
const now = Math.floor(Date.now() / 1000);
const session = {
  access_token: jwt({ sub: USER_ID, role: 'authenticated', aud: 'authenticated', exp: now + 3600, iat: now, email: user.email, session_id: 's1' }),
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: now + 3600,
  refresh_token: 'refresh-token-1',
  user,
};

/** An agent without an authenticator, after their password (two-factor sign-in: supabase-two-factor.test.ts). */
const PASSWORD_ONLY = { enrolled: false, assurance: 'aal1', verifiedAt: null };

type Call = GlobalCall;

let calls: Call[] = [];
let answer: (call: Call) => Response;

beforeAll(() => {
  process.env.SUPABASE_URL = URL_BASE;
  process.env.SUPABASE_ANON_KEY = 'anon-key-for-tests-0123456789';
  stubGlobalFetch((call) => {
    calls.push(call);
    return answer(call);
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const staffAnswer = (staff: boolean) => (call: Call) => {
  if (call.path === '/auth/v1/token') return Response.json(session);
  if (call.path === '/auth/v1/user') return Response.json(user);
  if (call.path === '/auth/v1/logout') return new Response(null, { status: 204 });
  if (call.path === '/rest/v1/staff_members') {
    return Response.json(staff ? { user_id: USER_ID, role: 'agent', name: 'Sam Staff' } : null, { status: staff ? 200 : 406 });
  }
  return new Response('unexpected', { status: 500 });
};

const request = (cookie?: string) => new Request('http://localhost/login', { method: 'POST', headers: cookie ? { Cookie: cookie } : {} });
const cookiesOf = (headers: Headers) => headers.getSetCookie();

describe('Supabase staff auth', () => {
  let sessionCookies = '';

  it('signs in with signInWithPassword, checks staff_members, and writes the session cookies', async () => {
    calls = [];
    answer = staffAnswer(true);
    const result = await supabaseAuth.signIn(request(), 'staff@example.com', 'correct-horse-battery-staple');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/v1/token', search: '?grant_type=password', body: { email: 'staff@example.com', password: 'correct-horse-battery-staple' } });
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/rest/v1/staff_members', authorization: `Bearer ${session.access_token}` });
    expect(calls[1]!.search).toContain(`user_id=eq.${USER_ID}`);
    // Only an active member counts, and the role comes from the staff list (never from the user's metadata).
    expect(calls[1]!.search).toContain('deactivated_at=is.null');
    expect(result.user).toEqual({ id: USER_ID, email: 'staff@example.com', name: 'Sam Staff', role: 'agent', secondFactor: PASSWORD_ONLY });
    const cookies = cookiesOf(result.headers);
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies[0]).toMatch(/^sb-project-auth-token(\.0)?=/);
    sessionCookies = cookies.map((c) => c.split(';')[0]).join('; ');
  });

  it('verifies the session with GoTrue (getUser) before trusting it', async () => {
    calls = [];
    answer = staffAnswer(true);
    const staff = await supabaseAuth.getStaffUser(request(sessionCookies));
    expect(staff).toEqual({ id: USER_ID, email: 'staff@example.com', name: 'Sam Staff', role: 'agent', secondFactor: PASSWORD_ONLY });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /auth/v1/user', 'GET /rest/v1/staff_members']);
    expect(await supabaseAuth.getStaffUser(request())).toBeNull();
  });

  it('refuses a signed-in user who is not listed in staff_members', async () => {
    calls = [];
    answer = staffAnswer(false);
    const result = await supabaseAuth.signIn(request(), 'staff@example.com', 'correct-horse-battery-staple');
    expect(result).toMatchObject({ ok: false, message: specTexts.login.notStaff, status: 403 });
    expect(await supabaseAuth.getStaffUser(request(sessionCookies))).toBeNull();
  });

  it('signs out with global scope and clears the cookies', async () => {
    calls = [];
    answer = staffAnswer(true);
    const req = request(sessionCookies);
    const headers = await supabaseAuth.signOut(req);
    expect(calls.find((c) => c.path === '/auth/v1/logout')).toMatchObject({ method: 'POST', search: '?scope=global' });
    expect(cookiesOf(headers).some((c) => /^sb-project-auth-token(\.0)?=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(supabaseHeadersOf(req)).toBe(headers);
  });

  it.each([
    [{ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' }, specTexts.login.invalidCredentials],
    [{ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' }, specTexts.login.emailNotConfirmed],
    [{ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' }, specTexts.login.rateLimited],
    [{ status: 400, code: 'user_banned', message: 'User is banned' }, 'Error: User is banned'],
    [{ status: 500, code: 'unexpected_failure', message: 'Database error querying schema' }, specTexts.login.unexpected],
  ])('shows the spec text for GoTrue error %o', async (error, text) => {
    calls = [];
    answer = (call) => (call.path === '/auth/v1/token' ? Response.json({ code: error.code, msg: error.message, error_code: error.code }, { status: error.status }) : staffAnswer(true)(call));
    const result = await supabaseAuth.signIn(request(), 'staff@example.com', 'whatever-password');
    expect(result).toMatchObject({ ok: false, message: text });
  });

  it('falls back to the default text when GoTrue gives no message', () => {
    expect(signInErrorMessage({ message: '', status: 400 })).toEqual({ message: specTexts.login.default, status: 400 });
  });
});
