import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { supabaseAuth } from '#app/server/auth/supabase-auth.server';
import { staffQueries } from '#app/server/staff/queries.server';
import { isLastOwnerRefusal } from '#app/server/staff/staff.server';
import { recordingClient, stubGlobalFetch, type GlobalCall } from '#tests/helpers/recording-supabase';

/**
 * Staff accounts and roles on Supabase (docs/decisions/014-staff-roles.md), against recorded answers:
 * - the staff list's reads and writes and the one-time links as PostgREST requests (row level security and the
 *   functions of …_staff_roles.sql decide there, as the engine tests show on PostgreSQL);
 * - what only the server may do, through GoTrue's admin API with SUPABASE_SERVICE_ROLE_KEY: create an account,
 *   set a password (a used link), ban a deactivated member (no sign-in, no refreshed session) and lift the ban;
 * - one's own password: checked with a throwaway sign-in, changed with the member's own session, the other
 *   sessions signed out.
 */

const URL_BASE = 'https://project.supabase.co';
const SERVICE_KEY = 'service-role-key-for-tests-0123456789';
const ANON_KEY = 'anon-key-for-tests-0123456789';
// Read once by the app's environment, before anything here runs.
process.env.SUPABASE_URL = URL_BASE;
process.env.SUPABASE_ANON_KEY = ANON_KEY;
process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_KEY;

const USER_ID = '5b0c8a4e-8f3e-4b61-9d3f-1c2b3a4d5e6f';
const OTHER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const TOKEN = 'ab'.repeat(32);
const COLUMNS = 'user_id,role,name,email,invitation_pending,deactivated_at,created_at,updated_at';

describe('the staff port over Supabase (PostgREST requests)', () => {
  it('lists, adds and changes members, and refuses the last owner’s demotion as the database says', async () => {
    const { runner, requests } = recordingClient((request) => {
      if (request.method === 'PATCH' && (request.body as { role?: string }).role === 'admin') {
        return Response.json(
          {
            code: '23514',
            details: null,
            hint: null,
            message: 'The last active owner cannot be demoted or deactivated',
          },
          { status: 400 },
        );
      }
      if (request.method === 'PATCH') return Response.json([{ user_id: OTHER_ID }]);
      if (request.method === 'POST') return new Response(null, { status: 201 });
      return Response.json([]);
    });
    const port = staffQueries(runner);
    expect(await port.listStaff()).toEqual([]);
    await port.addStaffMember({ userId: OTHER_ID, email: 'new@example.com', name: 'New', role: 'agent' });
    expect(await port.updateStaffMember(OTHER_ID, { deactivated_at: null, role: 'agent' })).toBe(true);
    const refusal = await port.updateStaffMember(USER_ID, { role: 'admin' }).catch((error: unknown) => error);
    expect(isLastOwnerRefusal(refusal)).toBe(true);

    expect(requests.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      {
        method: 'GET',
        path: '/rest/v1/staff_members',
        query: [
          ['select', COLUMNS],
          ['order', 'created_at.asc,user_id.asc'],
          ['offset', '0'],
          ['limit', '1000'],
        ],
        body: undefined,
      },
      {
        method: 'POST',
        path: '/rest/v1/staff_members',
        query: [],
        body: { user_id: OTHER_ID, email: 'new@example.com', name: 'New', role: 'agent', invitation_pending: true },
      },
      {
        method: 'PATCH',
        path: '/rest/v1/staff_members',
        query: [
          ['user_id', `eq.${OTHER_ID}`],
          ['select', 'user_id'],
        ],
        body: { deactivated_at: null, role: 'agent' },
      },
      {
        method: 'PATCH',
        path: '/rest/v1/staff_members',
        query: [
          ['user_id', `eq.${USER_ID}`],
          ['select', 'user_id'],
        ],
        body: { role: 'admin' },
      },
    ]);
  });

  it('issues, reads and uses one-time links through the database’s functions', async () => {
    const outboxId = '3f1d2c4b-5a69-4788-9abc-def012345678';
    const { runner, requests } = recordingClient((request) => {
      if (request.path.endsWith('/issue_staff_password_link')) return Response.json(outboxId);
      if (request.path.endsWith('/staff_password_link')) {
        return Response.json([
          {
            user_id: USER_ID,
            email: 'ada@example.com',
            name: 'Ada',
            purpose: 'reset',
            expires_at: '2026-12-02T00:00:00Z',
          },
        ]);
      }
      return Response.json(USER_ID);
    });
    const port = staffQueries(runner);
    expect(await port.issuePasswordLink(USER_ID, 'reset')).toBe(outboxId);
    expect(await port.passwordLink(TOKEN)).toMatchObject({ user_id: USER_ID, purpose: 'reset' });
    expect(await port.usePasswordLink(TOKEN)).toBe(USER_ID);
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/rpc/issue_staff_password_link',
        body: { p_user_id: USER_ID, p_purpose: 'reset' },
      },
      { method: 'POST', path: '/rest/v1/rpc/staff_password_link', body: { p_token: TOKEN } },
      { method: 'POST', path: '/rest/v1/rpc/use_staff_password_link', body: { p_token: TOKEN } },
    ]);
  });
});

type Call = GlobalCall;

function jwt(payload: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}
const now = Math.floor(Date.now() / 1000);
const user = {
  id: USER_ID,
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ada@example.com',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
};
const session = (sessionId: string) => ({
  access_token: jwt({
    sub: USER_ID,
    role: 'authenticated',
    aud: 'authenticated',
    exp: now + 3600,
    iat: now,
    email: user.email,
    session_id: sessionId,
  }),
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: now + 3600,
  refresh_token: `refresh-${sessionId}`,
  user,
});

describe('staff accounts through GoTrue’s admin API', () => {
  let calls: Call[] = [];
  let answer: (call: Call) => Response = () => new Response('unexpected', { status: 500 });

  beforeAll(() => {
    stubGlobalFetch((call) => {
      calls.push(call);
      return answer(call);
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  const admin = () => {
    const accounts = supabaseAuth.accounts();
    if (!accounts) throw new Error('expected the accounts with a service-role key');
    return accounts;
  };

  it('creates an account confirmed at once, without a password (the invitation’s link sets it), as the service role', async () => {
    calls = [];
    answer = () => Response.json({ ...user, id: OTHER_ID, email: 'new@example.com' });
    expect(await admin().ensureAccount(' New@Example.com ')).toEqual({ userId: OTHER_ID, created: true });
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/v1/admin/users',
        authorization: `Bearer ${SERVICE_KEY}`,
        body: { email: 'new@example.com', email_confirm: true },
      }),
    ]);
  });

  it('finds the existing account of an address GoTrue already has', async () => {
    calls = [];
    answer = (call) =>
      call.method === 'POST'
        ? Response.json(
            {
              code: 'email_exists',
              error_code: 'email_exists',
              msg: 'A user with this email address has already been registered',
            },
            { status: 422 },
          )
        : Response.json({ users: [{ ...user, id: OTHER_ID, email: 'new@example.com' }], aud: 'authenticated' });
    expect(await admin().ensureAccount('new@example.com')).toEqual({ userId: OTHER_ID, created: false });
    expect(calls.map((c) => `${c.method} ${c.path}${c.search}`)).toEqual([
      'POST /auth/v1/admin/users',
      'GET /auth/v1/admin/users?page=1&per_page=200',
    ]);
  });

  it('sets a password, bans a deactivated member and lifts the ban', async () => {
    calls = [];
    answer = () => Response.json({ ...user, id: OTHER_ID });
    await admin().setPassword(OTHER_ID, 'a-brand-new-password');
    await admin().revokeAccess(OTHER_ID);
    await admin().restoreAccess(OTHER_ID);
    expect(calls.map(({ method, path, body, authorization }) => ({ method, path, body, authorization }))).toEqual([
      {
        method: 'PUT',
        path: `/auth/v1/admin/users/${OTHER_ID}`,
        body: { password: 'a-brand-new-password' },
        authorization: `Bearer ${SERVICE_KEY}`,
      },
      {
        method: 'PUT',
        path: `/auth/v1/admin/users/${OTHER_ID}`,
        body: { ban_duration: '876000h' },
        authorization: `Bearer ${SERVICE_KEY}`,
      },
      {
        method: 'PUT',
        path: `/auth/v1/admin/users/${OTHER_ID}`,
        body: { ban_duration: 'none' },
        authorization: `Bearer ${SERVICE_KEY}`,
      },
    ]);
  });

  it('reads and uses links with the service-role key', async () => {
    calls = [];
    answer = () => Response.json(USER_ID);
    const service = await admin().serviceCapabilities();
    expect(await service.use(staffQueries).usePasswordLink(TOKEN)).toBe(USER_ID);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/rest/v1/rpc/use_staff_password_link', apikey: SERVICE_KEY }),
    ]);
  });

  describe('one’s own password', () => {
    let cookies = '';
    const request = () =>
      new Request('http://localhost/admin/account', { method: 'POST', headers: { Cookie: cookies } });

    beforeAll(async () => {
      answer = (call) => {
        if (call.path === '/auth/v1/token') return Response.json(session('s1'));
        if (call.path === '/rest/v1/staff_members')
          return Response.json({ user_id: USER_ID, role: 'agent', name: 'Ada' });
        return new Response('unexpected', { status: 500 });
      };
      const signedIn = await supabaseAuth.signIn(
        new Request('http://localhost/login', { method: 'POST' }),
        user.email,
        'old-password-here',
      );
      if (!signedIn.ok) throw new Error(signedIn.message);
      cookies = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    });

    it('checks the current one with a throwaway sign-in, then changes it with the member’s session and signs the others out', async () => {
      calls = [];
      answer = (call) => {
        if (call.path === '/auth/v1/token') return Response.json(session('probe'));
        if (call.path === '/auth/v1/logout') return new Response(null, { status: 204 });
        if (call.path === '/auth/v1/user') return Response.json(user);
        return new Response('unexpected', { status: 500 });
      };
      const staff = {
        id: USER_ID,
        email: user.email,
        name: 'Ada',
        role: 'agent' as const,
        secondFactor: { enrolled: true, assurance: 'aal2' as const, verifiedAt: null },
      };
      const outcome = await supabaseAuth.changeOwnPassword(request(), staff, 'old-password-here', 'new-password-here');
      expect(outcome.ok).toBe(true);
      const probe = session('probe').access_token;
      const own = session('s1').access_token;
      expect(
        calls.map(({ method, path, search, body, authorization }) => ({ method, path, search, body, authorization })),
      ).toEqual([
        {
          method: 'POST',
          path: '/auth/v1/token',
          search: '?grant_type=password',
          body: expect.objectContaining({ email: user.email, password: 'old-password-here' }),
          authorization: `Bearer ${ANON_KEY}`,
        },
        {
          method: 'POST',
          path: '/auth/v1/logout',
          search: '?scope=local',
          body: undefined,
          authorization: `Bearer ${probe}`,
        },
        {
          method: 'PUT',
          path: '/auth/v1/user',
          search: '',
          body: expect.objectContaining({ password: 'new-password-here' }),
          authorization: `Bearer ${own}`,
        },
        {
          method: 'POST',
          path: '/auth/v1/logout',
          search: '?scope=others',
          body: undefined,
          authorization: `Bearer ${own}`,
        },
      ]);
    });

    it('changes nothing when the current one is wrong', async () => {
      calls = [];
      answer = () =>
        Response.json(
          { code: 'invalid_credentials', error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
          { status: 400 },
        );
      const staff = {
        id: USER_ID,
        email: user.email,
        name: 'Ada',
        role: 'agent' as const,
        secondFactor: { enrolled: true, assurance: 'aal2' as const, verifiedAt: null },
      };
      expect(await supabaseAuth.changeOwnPassword(request(), staff, 'not-it', 'new-password-here')).toEqual({
        ok: false,
        reason: 'wrong-password',
      });
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/v1/token']);
    });
  });
});
