import { describe, expect, it } from 'vitest';
import * as properties from '#app/routes/public/properties';
import * as savedSearches from '#app/routes/admin/saved-searches';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { staffRequestContext } from '#tests/helpers/booking-desk';
import { get, postForm, requestContext, signInRequest, unwrap } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * Staff's saved searches (issue 31, item 1), on PGlite and PostgreSQL: an agent reads the list — the address, the
 * search in words, the frequency, the state and since when — and turns a search into a lead of the pipeline once
 * (source 'alert', its message the search in words), without writing to the visitor or notifying anyone.
 */

type Args = never;
type Rows = {
  rows: { id: string; email: string; words: string; frequency: string; state: string; leadId: string | null }[];
};

describe.each(ENGINES)('saved searches for staff on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const render = useAppRenderer();
  const PASSWORD = 'correct-horse-battery-staple';
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;

  it('lists the searches for an agent and makes one lead of one, once', async () => {
    await properties.action({
      request: postForm('/properties', {
        island: 'Saint Barthélemy',
        bedrooms: '4',
        email: 'family.office@example.com',
        frequency: 'weekly',
      }),
      context: requestContext(database().db),
    } as Args);
    // The first account is the agency's owner; the page is used as an agent, signed in (the action checks the session).
    await upsertStaffAccount(database().db, `owner-${engine}@example.com`, PASSWORD);
    const email = `agent-${engine}@example.com`;
    const { userId: agentId } = await upsertStaffAccount(database().db, email, PASSWORD);
    const signedIn = await signInWithSecondFactor(
      signInRequest(engine === 'pglite' ? '192.0.2.131' : '192.0.2.132'),
      email,
      PASSWORD,
    );
    if (!signedIn.ok) throw new Error(signedIn.message);
    await q(`update public.staff_members set role = 'agent' where user_id = $1`, [agentId]);
    const cookie = signedIn.headers.get('Set-Cookie')!.split(';')[0]!;
    const context = () => staffRequestContext(database().db, { userId: agentId, email }, 'agent');
    const list = unwrap<Rows>(
      await savedSearches.loader({ request: get('/admin/saved-searches'), context: context() } as Args),
    ).data;
    expect(list.rows).toEqual([
      expect.objectContaining({
        email: 'family.office@example.com',
        words: 'Properties for sale · on Saint Barthélemy · 4+ bedrooms',
        frequency: 'weekly',
        state: 'awaiting',
        leadId: null,
      }),
    ]);
    const searchId = list.rows[0]!.id;
    const post = () =>
      render('/admin/saved-searches', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'lead', searchId }),
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
        redirect: 'manual',
      });
    const first = await post();
    expect(first.status).toBe(302);
    const leadPath = first.headers.get('Location')?.replace(/^https?:\/\/[^/]+/, '') ?? null;
    expect(leadPath).toMatch(/^\/admin\/inquiries\/[0-9a-f-]{36}$/);
    expect((await post()).headers.get('Location')?.replace(/^https?:\/\/[^/]+/, '')).toBe(leadPath);
    const leads = await q<{ source: string; message: string }>('select source, message from public.inquiries');
    expect(leads).toHaveLength(1);
    expect(leads[0]!.source).toBe('alert');
    expect(leads[0]!.message).toContain('Properties for sale · on Saint Barthélemy · 4+ bedrooms');
    expect(await q(`select kind from public.mail_outbox where inquiry_id is not null`)).toEqual([]);
    const after = unwrap<Rows>(
      await savedSearches.loader({ request: get('/admin/saved-searches'), context: context() } as Args),
    ).data;
    expect(after.rows[0]!.leadId).toBe(leadPath!.split('/').at(-1));
  });
});
