import { describe, expect, it } from 'vitest';
import * as loginRoute from '#app/routes/auth/login';
import * as savedRoute from '#app/routes/public/saved';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { OPEN_REDIRECT_BYPASSES } from '#tests/fixtures/open-redirect-bypasses';
import { useTestDatabase } from '#tests/helpers/databases';
import { get, postForm, requestContext, signInRequest } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

type Args = never;
const PASSWORD = 'correct-horse-battery-staple';

/** A route's returned or thrown Response. */
async function response(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error(`expected a Response, got ${JSON.stringify(result)}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** Where a browser goes with this Location, read against the site's own address. */
const destination = (location: string | null) => new URL(location ?? '', 'https://islandestates.example');

/**
 * Issue 25: every redirect that takes its target from the request — the sign-in page with a session, the
 * sign-in post and the saved listings' post — sends each known bypass to the page's default, on this site.
 */
describe('no open redirect through the three routes that take a target', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const context = () => requestContext(database().db);
  const email = 'redirects@example.com';
  let cookie = '';

  it('signs in once for the GET /login case', async () => {
    await upsertStaffAccount(database().db, email, PASSWORD);
    const result = await signInWithSecondFactor(signInRequest('203.0.113.80'), email, PASSWORD);
    if (!result.ok) throw new Error(result.message);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
  });

  it.each(OPEN_REDIRECT_BYPASSES.map((target) => [JSON.stringify(target), target]))(
    'GET /login?redirectTo=%s with a session goes to /admin',
    async (_, target) => {
      const answer = await response(() =>
        loginRoute.loader({
          request: get(`/login?${new URLSearchParams({ redirectTo: target })}`, { headers: { Cookie: cookie } }),
          params: {},
          context: context(),
        } as Args),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get('Location')).toBe('/admin');
    },
  );

  it('POST /login with each bypass signs in and goes to the second step, on to /admin', async () => {
    for (const target of OPEN_REDIRECT_BYPASSES) {
      const answer = await response(() =>
        loginRoute.action({
          request: postForm(`/login?${new URLSearchParams({ redirectTo: target })}`, { email, password: PASSWORD, redirectTo: target }, {
            'x-client-address': '203.0.113.81',
          }),
          params: {},
          context: context(),
        } as Args),
      );
      expect(answer.status, JSON.stringify(target)).toBe(302);
      // The account has an authenticator: its code next (two-factor sign-in), then /admin.
      expect(answer.headers.get('Location'), JSON.stringify(target)).toBe('/login/verify?redirectTo=%2Fadmin');
    }
  });

  it('POST /saved (remove, without JavaScript) with each bypass goes back to the saved page, in its language', async () => {
    for (const [path, savedPage] of [
      ['/saved', '/saved'],
      ['/fr/saved', '/fr/saved'],
    ] as const) {
      for (const target of OPEN_REDIRECT_BYPASSES) {
        const answer = await response(() =>
          savedRoute.action({
            request: postForm(path, { kind: 'property', id: '8c3f6a4e-2f0a-4b9c-9d7e-0a1b2c3d4e5f', intent: 'remove', redirectTo: target }),
            params: {},
            context: context(),
          } as Args),
        );
        expect(answer.status, JSON.stringify(target)).toBe(302);
        const location = answer.headers.get('Location');
        expect(location, JSON.stringify(target)).toBe(savedPage);
        expect(destination(location).host).toBe('islandestates.example');
      }
    }
  });

  it('still follows a local target', async () => {
    const answer = await response(() =>
      savedRoute.action({
        request: postForm('/saved', { kind: 'rental', id: '8c3f6a4e-2f0a-4b9c-9d7e-0a1b2c3d4e5f', intent: 'remove', redirectTo: '/rentals/./abc' }),
        params: {},
        context: context(),
      } as Args),
    );
    expect(answer.headers.get('Location')).toBe('/rentals/abc');
  });
});
