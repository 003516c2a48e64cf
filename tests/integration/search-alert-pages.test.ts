import { describe, expect, it } from 'vitest';
import * as properties from '#app/routes/public/properties';
import * as rentals from '#app/routes/public/rentals';
import * as alertPage from '#app/routes/public/alert';
import * as unsubscribe from '#app/routes/resources/alert-unsubscribe';
import { ALERT_TOKEN_IN, deliverWithAlerts } from '#tests/helpers/alerts';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, postForm, requestContext, thrownStatus, unwrap } from '#tests/helpers/fixtures';

/**
 * Saved searches' pages (issue 31, item 1), as a visitor without an account or JavaScript, on PGlite and PostgreSQL:
 * "Alert me" on /properties and /rentals (errors beside their field, input kept; the filters saved; a note to check
 * the inbox), the private page (GET confirms nothing; its button does), the one-click unsubscribe (a bare POST
 * without a session answers 200, twice), never cached.
 */

type Args = never;

describe.each(ENGINES)('saved search pages on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const context = () => requestContext(database().db);
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;

  async function confirmationToken(): Promise<string> {
    const mail = (await deliverWithAlerts(database().db)).at(-1)!;
    return ALERT_TOKEN_IN.exec(mail.text)![1]!;
  }
  const page = async (token: string, path = `/alerts/${token}`) =>
    unwrap<{ state: string; words: string; notice: string | null }>(
      await alertPage.loader({ request: get(path), params: { token }, context: context() } as Args),
    );

  it('answers a bad address beside its field, keeping what was typed, and saves nothing', async () => {
    const result = unwrap<{
      alert: { saved: boolean; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    }>(
      await properties.action({
        request: postForm('/properties?island=Saint+Barth%C3%A9lemy', {
          island: 'Saint Barthélemy',
          email: 'not-an-address',
          frequency: 'daily',
        }),
        context: context(),
      } as Args),
    );
    expect(result.status).toBe(400);
    expect(result.data.alert.saved).toBe(false);
    expect(result.data.alert.result.error.email).toEqual(['invalidEmail']);
    expect(result.data.alert.result.initialValue.email).toBe('not-an-address');
    expect(await q('select 1 from public.saved_searches')).toEqual([]);
  });

  it('saves the filters of /fr/rentals unconfirmed, in French, and says to check the inbox', async () => {
    const result = unwrap<{ alert: { saved: boolean } }>(
      await rentals.action({
        request: postForm('/fr/rentals?guests=4', {
          guests: '4',
          bedrooms: 'lots',
          checkIn: '2030-01-01',
          page: '3',
          email: 'acheteur@example.com',
          frequency: 'weekly',
        }),
        context: context(),
      } as Args),
    );
    expect(result).toMatchObject({ status: 200, data: { alert: { saved: true } } });
    const [saved] = await q<{ kind: string; filters: unknown; locale: string; frequency: string; confirmed_at: null }>(
      'select kind, filters, locale, frequency, confirmed_at from public.saved_searches',
    );
    // Only the filters a search keeps; a bad one means "Any".
    expect(saved).toEqual({
      kind: 'rental',
      filters: { guests: 4 },
      locale: 'fr',
      frequency: 'weekly',
      confirmed_at: null,
    });
  });

  it('shows the private page without confirming on GET; its button confirms; never cached or indexed', async () => {
    await properties.action({
      request: postForm('/properties', { type: 'villa', email: 'buyer@example.com', frequency: 'instant' }),
      context: context(),
    } as Args);
    const token = await confirmationToken();
    const first = await page(token);
    expect(first.data).toMatchObject({ state: 'awaiting', words: 'Properties for sale (villas)' });
    expect((await page(token)).data.state).toBe('awaiting');
    const response = (await alertPage.action({
      request: postForm(`/alerts/${token}`, { intent: 'confirm' }),
      params: { token },
      context: context(),
    } as Args)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/alerts/${token}?done=confirmed`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const after = await page(token, `/fr/alerts/${token}?done=confirmed`);
    expect(after.data).toMatchObject({ state: 'active', notice: 'confirmed', words: 'Biens à vendre (villas)' });
    expect(await thrownStatus(() => page('x'.repeat(43)))).toBe(404);
    expect(await thrownStatus(() => page('short'))).toBe(404);
  });

  it('unsubscribes on a bare POST without a session (RFC 8058), 200 each time; 404 for a link that opens nothing', async () => {
    const token = await (async () => {
      await properties.action({
        request: postForm('/properties', { email: 'leaver@example.com', frequency: 'daily' }),
        context: context(),
      } as Args);
      return confirmationToken();
    })();
    const post = () =>
      unsubscribe.action({
        request: new Request(`https://islandestates.example/alerts/${token}/unsubscribe`, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.provider.example' },
        }),
        params: { token },
        context: context(),
      } as Args) as Promise<Response>;
    const once = await post();
    expect(once.status).toBe(200);
    expect(once.headers.get('Cache-Control')).toBe('no-store');
    expect((await post()).status).toBe(200);
    expect((await page(token)).data.state).toBe('unsubscribed');
    const nothing = (await unsubscribe.action({
      request: new Request(`https://islandestates.example/alerts/${'y'.repeat(43)}/unsubscribe`, { method: 'POST' }),
      params: { token: 'y'.repeat(43) },
      context: context(),
    } as Args)) as Response;
    expect(nothing.status).toBe(404);
  });
});
