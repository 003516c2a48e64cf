import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { supabaseAuth } from '#app/server/auth/supabase-auth.server';
import { usedCodeDigest } from '#app/server/auth/totp.server';
import { stubGlobalFetch, type GlobalCall } from '#tests/helpers/recording-supabase';

/**
 * Two-factor sign-in on Supabase through GoTrue's MFA API (docs/decisions/021-two-factor.md), against recorded
 * GoTrue and PostgREST answers: the assurance level read from the verified session (aal1 after the password, aal2
 * with the time of the code after challenge and verify), enrolment (enroll, with a stale unverified factor
 * dropped first), a code claimed in our own table before GoTrue checks it (a replay never reaches GoTrue),
 * a wrong code, removing one's own factor, and an owner's reset through the admin API.
 */

const URL_BASE = 'https://project.supabase.co';
const SERVICE_KEY = 'service-role-key-for-tests-0123456789';
process.env.SUPABASE_URL = URL_BASE;
process.env.SUPABASE_ANON_KEY = 'anon-key-for-tests-0123456789';
process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_KEY;

const USER_ID = '5b0c8a4e-8f3e-4b61-9d3f-1c2b3a4d5e6f';
const FACTOR_ID = '1f1d7a3c-2c4b-4a4e-9a55-0d7c3f1b2a10';
const STALE_ID = '2a2e8b4d-3d5c-4b5f-8b66-1e8d4a2c3b21';
const NEW_ID = '3b3f9c5e-4e6d-4c6a-9c77-2f9e5b3d4c32';
const CHALLENGE_ID = '4c4a0d6f-5f7e-4d7b-8d88-3a0f6c4e5d43';
const now = Math.floor(Date.now() / 1000);

const factor = (id: string, status: 'verified' | 'unverified') => ({
  id,
  factor_type: 'totp',
  status,
  friendly_name: `Island Estates ${id.slice(0, 4)}`,
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
});
let factors = [factor(FACTOR_ID, 'verified')];
const user = () => ({
  id: USER_ID,
  aud: 'authenticated',
  role: 'authenticated',
  email: 'owner@example.com',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
  factors,
});

function jwt(payload: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}
const session = (aal: 'aal1' | 'aal2', refresh: string) => {
  const amr = [
    { method: 'password', timestamp: now - 60 },
    ...(aal === 'aal2' ? [{ method: 'totp', timestamp: now - 5 }] : []),
  ];
  return {
    access_token: jwt({
      sub: USER_ID,
      role: 'authenticated',
      aud: 'authenticated',
      exp: now + 3600,
      iat: now,
      email: 'owner@example.com',
      session_id: 's1',
      aal,
      amr,
    }),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: refresh,
    user: user(),
  };
};

type Call = GlobalCall;
let calls: Call[] = [];
let claimAnswer = true;
let verifyAnswer: () => Response = () => Response.json(session('aal2', 'refresh-aal2'));

beforeAll(() => {
  stubGlobalFetch((call, url) => {
    calls.push(call);
    const { method, path } = call;
    if (path === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password')
      return Response.json(session('aal1', 'refresh-aal1'));
    if (path === '/auth/v1/token') return Response.json(session('aal1', 'refresh-after-removal'));
    if (path === '/auth/v1/user') return Response.json(user());
    if (path === '/rest/v1/staff_members') return Response.json({ user_id: USER_ID, role: 'owner', name: 'Olivia' });
    if (path === '/rest/v1/rpc/claim_second_factor_code') return Response.json(claimAnswer);
    if (path.startsWith('/rest/v1/rpc/')) return Response.json(null);
    if (method === 'POST' && path === '/auth/v1/factors')
      return Response.json({
        id: NEW_ID,
        type: 'totp',
        friendly_name: 'x',
        totp: {
          qr_code: '<svg/>',
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Island%20Estates:owner%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Island%20Estates',
        },
      });
    if (method === 'DELETE' && path.startsWith('/auth/v1/factors/'))
      return Response.json({ id: path.split('/').pop() });
    if (path.endsWith('/challenge')) return Response.json({ id: CHALLENGE_ID, type: 'totp', expires_at: now + 300 });
    if (path.endsWith('/verify')) return verifyAnswer();
    if (method === 'GET' && path === `/auth/v1/admin/users/${USER_ID}/factors`) return Response.json(factors);
    if (method === 'DELETE' && path.startsWith(`/auth/v1/admin/users/${USER_ID}/factors/`))
      return Response.json({ id: path.split('/').pop() });
    return new Response(`unexpected ${method} ${path}`, { status: 500 });
  });
});
afterAll(() => vi.unstubAllGlobals());

const request = (cookie?: string) =>
  new Request('http://localhost/login/verify', { method: 'POST', headers: cookie ? { Cookie: cookie } : {} });
const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .filter((cookie) => !/Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
const seen = () => calls.map((call) => `${call.method} ${call.path}`);

describe('two-factor sign-in on Supabase (recorded GoTrue answers)', () => {
  let passwordOnly = '';
  let withCode = '';

  it('a sign-in of a member with a verified factor is aal1: not yet a back office session', async () => {
    calls = [];
    const result = await supabaseAuth.signIn(request(), 'owner@example.com', 'correct-horse-battery-staple');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user.secondFactor).toEqual({ enrolled: true, assurance: 'aal1', verifiedAt: null });
    passwordOnly = cookiesOf(result.headers);
    calls = [];
    const staff = await supabaseAuth.getStaffUser(request(passwordOnly));
    expect(staff?.secondFactor).toEqual({ enrolled: true, assurance: 'aal1', verifiedAt: null });
    // GoTrue verifies the session (getUser) and names the factors; the level is the verified JWT's aal claim.
    expect(seen()).toEqual(['GET /auth/v1/user', 'GET /rest/v1/staff_members']);
  });

  it('a code is claimed first, then challenged and verified by GoTrue: the new session is aal2, with its time', async () => {
    calls = [];
    const staff = (await supabaseAuth.getStaffUser(request(passwordOnly)))!;
    calls = [];
    const req = request(passwordOnly);
    const outcome = await supabaseAuth.secondFactor.verify(req, staff, '123456');
    expect(outcome.ok).toBe(true);
    expect(seen()).toEqual([
      'GET /auth/v1/user',
      'POST /rest/v1/rpc/claim_second_factor_code',
      `POST /auth/v1/factors/${FACTOR_ID}/challenge`,
      `POST /auth/v1/factors/${FACTOR_ID}/verify`,
    ]);
    expect(calls[1]!.body).toEqual({ p_digest: usedCodeDigest(USER_ID, '123456') });
    expect(calls[3]!.body).toEqual({ challenge_id: CHALLENGE_ID, code: '123456' });
    // As the member's own aal1 session.
    expect(calls[1]!.authorization).toBe(`Bearer ${session('aal1', 'refresh-aal1').access_token}`);
    if (!outcome.ok) return;
    withCode = cookiesOf(outcome.headers!);
    const after = await supabaseAuth.getStaffUser(request(withCode));
    expect(after?.secondFactor).toEqual({
      enrolled: true,
      assurance: 'aal2',
      verifiedAt: new Date((now - 5) * 1000).toISOString(),
    });
  });

  it('a code claimed already (a replay) never reaches GoTrue; a wrong code is GoTrue’s refusal', async () => {
    const staff = (await supabaseAuth.getStaffUser(request(passwordOnly)))!;
    calls = [];
    claimAnswer = false;
    expect(await supabaseAuth.secondFactor.verify(request(passwordOnly), staff, '123456')).toEqual({
      ok: false,
      reason: 'used',
    });
    expect(seen().some((call) => call.endsWith('/verify'))).toBe(false);
    claimAnswer = true;
    verifyAnswer = () =>
      Response.json(
        { code: 'mfa_verification_failed', msg: 'Invalid TOTP code entered', error_code: 'mfa_verification_failed' },
        { status: 422 },
      );
    expect(await supabaseAuth.secondFactor.verify(request(passwordOnly), staff, '654321')).toEqual({
      ok: false,
      reason: 'wrong',
    });
    verifyAnswer = () => Response.json(session('aal2', 'refresh-aal2'));
  });

  it('enrols through mfa.enroll (a stale unconfirmed factor goes first) and confirms with challenge and verify', async () => {
    factors = [factor(STALE_ID, 'unverified')];
    const staff = (await supabaseAuth.getStaffUser(request(passwordOnly)))!;
    expect(staff.secondFactor.enrolled).toBe(false);
    calls = [];
    const enrolment = await supabaseAuth.secondFactor.startEnrolment(request(passwordOnly), staff);
    expect(enrolment).toEqual({ factorId: NEW_ID, uri: expect.stringMatching(/^otpauth:\/\/totp\//) });
    expect(seen()).toEqual(['GET /auth/v1/user', `DELETE /auth/v1/factors/${STALE_ID}`, 'POST /auth/v1/factors']);
    expect(calls[2]!.body).toMatchObject({ factor_type: 'totp', issuer: 'Island Estates' });
    calls = [];
    const confirmed = await supabaseAuth.secondFactor.confirmEnrolment(request(passwordOnly), staff, NEW_ID, '111111');
    expect(confirmed.ok).toBe(true);
    expect(seen()).toEqual([
      'POST /rest/v1/rpc/claim_second_factor_code',
      `POST /auth/v1/factors/${NEW_ID}/challenge`,
      `POST /auth/v1/factors/${NEW_ID}/verify`,
    ]);
    factors = [factor(FACTOR_ID, 'verified')];
  });

  it('removes one’s own factor (recovery codes first, while aal2) and refreshes to an aal1 session', async () => {
    const staff = (await supabaseAuth.getStaffUser(request(withCode)))!;
    calls = [];
    const headers = await supabaseAuth.secondFactor.remove(request(withCode), staff);
    expect(seen()).toEqual([
      'POST /rest/v1/rpc/clear_staff_second_factor',
      'GET /auth/v1/user',
      `DELETE /auth/v1/factors/${FACTOR_ID}`,
      'POST /auth/v1/token',
    ]);
    expect(calls[0]!.body).toEqual({ p_user_id: USER_ID });
    expect(calls[3]!.search).toBe('?grant_type=refresh_token');
    expect(cookiesOf(headers!)).toMatch(/sb-project-auth-token/);
  });

  it('an owner’s reset (or a used recovery code) deletes the factor with the admin API and forgets the codes', async () => {
    calls = [];
    await supabaseAuth.accounts()!.resetSecondFactor(USER_ID);
    expect(seen()).toEqual([
      `GET /auth/v1/admin/users/${USER_ID}/factors`,
      `DELETE /auth/v1/admin/users/${USER_ID}/factors/${FACTOR_ID}`,
      'POST /rest/v1/rpc/clear_staff_second_factor',
    ]);
    expect(calls.every((call) => call.authorization === `Bearer ${SERVICE_KEY}`)).toBe(true);
  });
});
