/**
 * A form refused as a document — posted by a browser without JavaScript, or by anything else that reads the
 * HTTP answer rather than the page's data — carries the action's own headers: the 429 of an address past the
 * inquiry limit, or of a throttled sign-in, says when to try again (`Retry-After`). React Router passes on only
 * the cookies of an action whose route exports no `headers`; the cluster test behind nginx
 * (tests/e2e/cluster.spec.ts) found the header missing. The pages themselves answer as before.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rateLimitStore } from '#app/server/auth/rate-limit-store.server';
import { getEnv } from '#app/server/env.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { useTestDatabase } from '#tests/helpers/databases';
import { leadFields } from '#tests/helpers/fixtures';

describe('document answers to refused forms', () => {
  const database = useTestDatabase('pglite');
  const render = useAppRenderer();

  /** A new visitor's address, already at the inquiry limit (in the process's store, which the app shares). */
  async function addressAtLimit(): Promise<string> {
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID()}`;
    const limit = getEnv().INQUIRY_RATE_LIMIT;
    for (let i = 0; i < limit; i += 1) await rateLimitStore().hit([`submission:${address}`], 10 * 60_000, limit);
    return address;
  }

  const post = (path: string, fields: Record<string, string>, address: string) =>
    render(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'x-client-address': address },
    });

  it('answer 429 with Retry-After from every inquiry form and the booking request, in both languages', async () => {
    const { db } = database();
    const published = async (table: string) =>
      (await db.query<{ id: string }>(`select id from public.${table} where status = 'published' limit 1`)).rows[0]!.id;
    const property = await published('properties');
    const rental = await published('rentals');
    const paths = [
      `/properties/${property}`,
      `/fr/properties/${property}`,
      `/rentals/${rental}`,
      '/contact',
      `/rentals/${rental}/request`,
    ];
    for (const path of paths) {
      const response = await post(path, leadFields({ topic: 'general' }), await addressAtLimit());
      expect(response.status, path).toBe(429);
      const retryAfter = Number(response.headers.get('Retry-After'));
      expect(retryAfter, path).toBeGreaterThan(590);
      expect(retryAfter, path).toBeLessThanOrEqual(600);
      // Still the page, with the form's message.
      expect(response.headers.get('Content-Type'), path).toMatch(/^text\/html/);
    }
  });

  it('answer a throttled sign-in with 429 and Retry-After, and keep the page uncached', async () => {
    const email = `throttled-${randomUUID()}@example.com`;
    // This address has used up its guesses at this account.
    for (let i = 0; i < 10; i += 1) await rateLimitStore().hit([`sign-in:pair:${email}|203.0.113.9`], 15 * 60_000, null);
    const response = await post(
      '/login',
      { email, password: 'not-the-password-at-all', redirectTo: '/admin' },
      '203.0.113.9',
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('leave the pages as they were: no Retry-After on a page or an accepted form', async () => {
    const { db } = database();
    const { id } = (
      await db.query<{ id: string }>(`select id from public.properties where status = 'published' limit 1`)
    ).rows[0]!;
    const page = await render(`/properties/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Retry-After')).toBeNull();
    const accepted = await post(`/properties/${id}`, leadFields(), `192.0.2.${Math.floor(Math.random() * 250) + 1}`);
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('Retry-After')).toBeNull();
    expect((await render('/login')).headers.get('Cache-Control')).toBe('no-store');
  });
});
