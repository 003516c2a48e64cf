import { beforeAll, describe, expect, it } from 'vitest';
import type { QueryRunner } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { alertQueries } from '#app/server/alerts/queries.server';
import { sendSearchAlerts } from '#app/server/alerts/job.server';
import { ALERT_TOKEN_IN as TOKEN_IN, deliverWithAlerts } from '#tests/helpers/alerts';
import { createBackend } from '#tests/helpers/backend';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertProperty } from '#tests/helpers/fixtures';

/**
 * Saved searches with e-mail alerts (issue 31, item 1; supabase/migrations/20261210000100_saved_searches.sql), on
 * PGlite and PostgreSQL, through the database functions the pages, the job and the mail worker call:
 * - double opt-in: a saved search queues its confirmation only; no alert before the link confirms it;
 * - the job sends each matching published listing to each search once — run twice, or twice at the same moment —,
 *   never a draft or archived one, never one that does not match; price drops are marked;
 * - unsubscribing (idempotent) stops the alerts; row level security: visitors read no search, staff read them;
 * - a search becomes a lead once, without writing to the visitor.
 */

describe.each(ENGINES)('search alerts on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const service = () => createBackend(sqlExecutor(database().db, { role: 'service_role', name: 'Search alerts' }));
  const visitor = (): QueryRunner => sqlExecutor(database().db, ANONYMOUS);
  const as = (userId: string): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` });
  const noon = () => new Date();
  const ids = {} as Record<'agent' | 'search' | 'pricey' | 'match' | 'draft' | 'archived' | 'elsewhere', string>;
  let token = '';

  const deliver = () => deliverWithAlerts(database().db);
  const alertsQueued = async () =>
    Number(
      (
        await q<{ n: number }>(`select count(*)::int as n from public.mail_outbox where kind = 'saved-search-alert'`)
      )[0]!.n,
    );
  const runJob = () => sendSearchAlerts(service(), noon);

  beforeAll(async () => {
    ids.agent = await createUser(database().db, { staff: true, role: 'agent', name: 'Agnes Agent' });
    // Published before the search is saved, above its price band: only a price drop brings it in.
    ids.pricey = await insertProperty(database().db, {
      title: 'Villa Too Dear',
      price: 6_000_000,
      price_usd: 6_000_000,
    });
  });

  it('saves an unconfirmed search as a visitor, queuing its confirmation only — no staff notification', async () => {
    ids.search = await alertQueries(visitor()).saveSearch({
      kind: 'property',
      filters: { island: 'Saint Barthélemy', price: '1000000-5000000', bedrooms: 3 },
      email: 'buyer@example.com',
      locale: 'fr',
      frequency: 'instant',
    });
    const mail = await q<{ kind: string; recipient: string }>(
      'select kind, recipient from public.mail_outbox where saved_search_id = $1',
      [ids.search],
    );
    expect(mail).toEqual([{ kind: 'saved-search-confirmation', recipient: 'buyer@example.com' }]);
    expect(await q(`select 1 from public.mail_outbox where kind = 'staff-notification'`)).toEqual([]);
    expect(await q('select 1 from public.inquiries')).toEqual([]);
  });

  it('refuses filters the list pages do not have', async () => {
    await expect(
      alertQueries(visitor()).saveSearch({
        kind: 'property',
        filters: { sort: 'newest' } as never,
        email: 'x@example.com',
        locale: 'en',
        frequency: 'daily',
      }),
    ).rejects.toThrow();
  });

  it('gives visitors no row of any search; staff read them', async () => {
    await expect(
      visitor().run({ kind: 'rpc', fn: 'saved_searches_for_staff', args: { p_offset: 0, p_limit: 10, p_id: null } }),
    ).rejects.toThrow();
    await expect(database().db.query('set role anon; select * from public.saved_searches')).rejects.toThrow();
    await database()
      .db.query('reset role')
      .catch(() => undefined);
    const list = await alertQueries(as(ids.agent)).listForStaff(1, 50);
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ id: ids.search, email: 'buyer@example.com', confirmedAt: null });
  });

  it('sends nothing but the confirmation before the link is opened and confirmed', async () => {
    ids.match = await insertProperty(database().db, {
      title: 'Villa Early',
      price: 3_000_000,
      price_usd: 3_000_000,
      bedrooms: 4,
    });
    expect(await runJob()).toMatchObject({ searches: 0, queued: 0 });
    const sent = await deliver();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('Veuillez confirmer');
    expect(sent[0]!.text).toContain('https://islandestates.example/fr/alerts/');
    token = TOKEN_IN.exec(sent[0]!.text)![1]!;
    expect(await alertsQueued()).toBe(0);
    const page = await alertQueries(visitor()).byToken(token);
    expect(page).toMatchObject({ id: ids.search, confirmedAt: null });
    expect(await alertQueries(visitor()).byToken('x'.repeat(43))).toBeNull();
  });

  it('confirms by the link, then alerts each matching published listing once, however often the job runs', async () => {
    const confirmed = await alertQueries(visitor()).act(token, 'confirm');
    expect(confirmed?.confirmedAt).toBeTruthy();
    // Published after the search was saved: a draft, an archived one, one on another island, one that matches.
    ids.draft = await insertProperty(database().db, {
      title: 'Villa Draft',
      status: 'draft',
      price: 3_000_000,
      price_usd: 3_000_000,
    });
    ids.archived = await insertProperty(database().db, {
      title: 'Villa Archived',
      status: 'archived',
      price: 3_000_000,
      price_usd: 3_000_000,
    });
    ids.elsewhere = await insertProperty(database().db, {
      title: 'Villa Elsewhere',
      island: 'Sint Maarten',
      price: 3_000_000,
      price_usd: 3_000_000,
    });
    // Two runners at the same moment, then a third run: one e-mail.
    const [a, b] = await Promise.all([runJob(), runJob()]);
    expect(a.queued + b.queued).toBe(1);
    expect((await runJob()).queued).toBe(0);
    expect(await alertsQueued()).toBe(1);
    const sent = await q<{ listing_id: string; reason: string }>(
      'select listing_id, reason from public.saved_search_sent where search_id = $1',
      [ids.search],
    );
    expect(sent).toEqual([{ listing_id: ids.match, reason: 'new' }]);

    const [mail] = await deliver();
    expect(mail!.text).toContain('Villa Early');
    expect(mail!.text).toContain('Nouveau');
    for (const title of ['Villa Draft', 'Villa Archived', 'Villa Elsewhere', 'Villa Too Dear'])
      expect(mail!.text).not.toContain(title);
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/islandestates\.example\/alerts\/[A-Za-z0-9_-]{43}\/unsubscribe>$/,
    );
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('never alerts a draft or archived listing that changes price, and marks a price drop into the band', async () => {
    await q('update public.properties set price = 2500000 where id in ($1, $2)', [ids.draft, ids.archived]);
    await q('update public.properties set price = 4500000 where id = $1', [ids.pricey]);
    expect((await runJob()).queued).toBe(1);
    const [mail] = await deliver();
    expect(mail!.text).toContain('Villa Too Dear');
    expect(mail!.text).toMatch(/Baisse de prix \(avant : 6\s000\s000/);
    expect(mail!.text).not.toContain('Villa Draft');
    expect(mail!.text).not.toContain('Villa Early');
  });

  it('stops when unsubscribed (twice is the same as once)', async () => {
    const once = await alertQueries(visitor()).act(token, 'unsubscribe');
    const twice = await alertQueries(visitor()).act(token, 'unsubscribe');
    expect(once?.unsubscribedAt).toBeTruthy();
    expect(twice?.unsubscribedAt).toBe(once?.unsubscribedAt);
    await insertProperty(database().db, { title: 'Villa After', price: 3_000_000, price_usd: 3_000_000, bedrooms: 5 });
    expect(await runJob()).toMatchObject({ searches: 0, queued: 0 });
  });

  it('turns a search into a lead once, writing to no one', async () => {
    const staff = alertQueries(as(ids.agent));
    const lead = await staff.toLead(ids.search, 'Saved search: properties on Saint Barthélemy');
    expect(lead).toBeTruthy();
    expect(await staff.toLead(ids.search, 'again')).toBe(lead);
    const leads = await q<{ source: string; email: string; locale: string }>(
      'select source, email, locale from public.inquiries',
    );
    expect(leads).toEqual([{ source: 'alert', email: 'buyer@example.com', locale: 'fr' }]);
    expect(await q('select 1 from public.mail_outbox where inquiry_id = $1', [lead])).toEqual([]);
    await expect(alertQueries(visitor()).toLead(ids.search, 'x')).rejects.toThrow();
  });
});
