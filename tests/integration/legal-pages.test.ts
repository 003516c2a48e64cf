/**
 * The privacy notice and the legal notice (issue 32, items 2 and 6) on both engines: the pages show the built-in
 * texts in English and French (with the cookie table from app/domain/privacy/cookies.ts); an owner's text shows
 * at once (the page cache is emptied by the write); agents, admins and visitors cannot change it (the action
 * answers 403 and row level security refuses the write); "Restore the default text" puts the built-in one back.
 */
import { describe, expect, it } from 'vitest';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import { SITE_COOKIES } from '#app/domain/privacy/cookies';
import * as legalPagesAdmin from '#app/routes/admin/legal-pages';
import * as retentionSettings from '#app/routes/admin/retention-settings';
import * as legalRoute from '#app/routes/public/legal';
import * as privacyRoute from '#app/routes/public/privacy';
import * as sitemapRoute from '#app/routes/resources/sitemap';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { pageCacheMiddleware, publicPageCache } from '#app/server/http/page-cache.server';
import { legalPageQueries } from '#app/server/privacy/legal-pages.server';
import { createBackend } from '#tests/helpers/backend';
import { signInStaff, staffRequestContext } from '#tests/helpers/booking-desk';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, postForm, requestContext, thrownStatus, unwrap } from '#tests/helpers/fixtures';

type Args = never;

describe.each(ENGINES)('privacy and legal notices (%s)', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });

  async function show(path: string) {
    const route = path.endsWith('privacy') ? privacyRoute : legalRoute;
    return route.loader({ request: get(path), params: {}, context: requestContext(database().db) } as Args);
  }

  /** A signed-in staff member of a role, and how they post to the admin page. */
  async function member(db: SqlDatabase, role: 'owner' | 'admin' | 'agent', address: string) {
    const staff = await signInStaff(db, `${role}-legal-${engine}@example.com`, address);
    await db.query('update public.staff_members set role = $1 where user_id = $2', [role, staff.userId]);
    const post = (fields: Record<string, string>) =>
      legalPagesAdmin
        .action({
          request: postForm('/admin/settings/legal-pages', fields, { Cookie: staff.cookie }),
          params: {},
          context: staffRequestContext(db, staff, role),
        } as Args)
        .catch((thrown: unknown) => thrown);
    return { ...staff, post };
  }

  const addresses =
    engine === 'pglite' ? ['192.0.2.180', '192.0.2.181', '192.0.2.182'] : ['192.0.2.183', '192.0.2.184', '192.0.2.185'];

  it('shows the built-in texts in English and French, the privacy notice with every cookie the site sets', async () => {
    const privacy = await show('/privacy');
    expect(privacy.title).toBe('Privacy notice | Island Estates');
    expect(privacy.html).toContain('<h2>What we keep</h2>');
    expect(privacy.html).toContain('CNIL');
    expect(privacy.html).toContain('for <strong>3\u00a0years</strong>');
    expect(privacy.html).toContain('after <strong>2\u00a0years</strong>');
    expect(privacy.html).toContain('mailto:info@islandestates.example');
    expect(privacy.cookies.map((cookie) => cookie.name)).toEqual(SITE_COOKIES.map((cookie) => cookie.name));
    expect(privacy.cookies.find((cookie) => cookie.name === 'currency')?.purpose).toMatch(/currency you chose/);

    const french = await show('/fr/privacy');
    expect(french.title).toBe('Politique de confidentialité | Island Estates');
    expect(french.html).toContain('<h2>Ce que nous conservons</h2>');
    expect(french.html).toContain('dix ans');
    expect(french.html).toContain('depuis <strong>3\u00a0ans</strong>');
    expect(french.cookies.find((cookie) => cookie.name === 'favourites')?.purpose).toMatch(/enregistrés/);

    const legal = await show('/legal');
    expect(legal.html).toContain('<h2>Director of publication</h2>');
    expect(legal.html).toContain('Island Estates SAS');
    expect(legal.cookies).toEqual([]);
    const mentions = await show('/fr/legal');
    expect(mentions.title).toBe('Mentions légales | Island Estates');
    expect(mentions.html).toContain('<h2>Directeur de la publication</h2>');
    expect(mentions.html).toContain('href="/fr/privacy"');
  });

  it('lists both notices in the sitemap, in both languages', async () => {
    const response = (await sitemapRoute.loader({
      request: get('/sitemap.xml'),
      params: {},
      context: requestContext(database().db),
    } as Args)) as Response;
    const xml = await response.text();
    for (const path of ['/privacy', '/fr/privacy', '/legal', '/fr/legal']) {
      expect(xml).toContain(`<loc>http://localhost${path}</loc>`);
    }
  });

  it('shows an owner’s text at once, sanitised, recorded in the history; the built-in text saved unchanged stays built-in', async () => {
    const { db } = database();
    const owner = await member(db, 'owner', addresses[0]!);
    // A cached page, as a visitor's earlier visit left it.
    publicPageCache().clear();
    const request = get('/legal');
    await pageCacheMiddleware(
      { request, params: {}, context: requestContext(db) } as Args,
      async () => new Response('<p>cached</p>', { headers: { 'Content-Type': 'text/html' } }),
    );
    expect(publicPageCache().size).toBe(1);

    const saved = (await owner.post({
      intent: 'save',
      page: 'legal',
      bodyEn: '## Publisher\r\n\r\nIsland Estates SAS, Gustavia. <script>alert(1)</script>',
      bodyFr: '## Éditeur\n\nIsland Estates SAS, Gustavia.',
    })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get('Location')).toBe('/admin/settings/legal-pages?done=saved');
    expect(publicPageCache().size).toBe(0);

    const english = await show('/legal');
    expect(english.html).toContain('<h2>Publisher</h2>');
    expect(english.html).not.toContain('<script>');
    expect(english.html).not.toContain('Director of publication');
    expect((await show('/fr/legal')).html).toContain('<h2>Éditeur</h2>');

    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from public.audit_events where table_name = 'legal_pages' and row_id = 'legal'",
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);

    // The editor shows the owner's text; the privacy notice, untouched, its built-in one.
    const editor = await legalPagesAdmin.loader({
      request: get('/admin/settings/legal-pages', { headers: { Cookie: owner.cookie } }),
      params: {},
      context: staffRequestContext(db, owner, 'owner'),
    } as Args);
    const legal = editor.pages.find((page) => page.page === 'legal')!;
    expect(legal.isDefault).toBe(false);
    expect(legal.bodyFr).toBe('## Éditeur\n\nIsland Estates SAS, Gustavia.');
    const privacy = editor.pages.find((page) => page.page === 'privacy')!;
    expect(privacy.isDefault).toBe(true);

    // Saving the built-in privacy text as it is (a browser's line endings) keeps it the built-in one.
    const same = (await owner.post({
      intent: 'save',
      page: 'privacy',
      bodyEn: privacy.bodyEn.replaceAll('\n', '\r\n'),
      bodyFr: privacy.bodyFr,
    })) as Response;
    expect(same.status).toBe(302);
    const row = await createBackend(sqlExecutor(db, ANONYMOUS)).use(legalPageQueries).get('privacy');
    expect(row).toMatchObject({ body_en: '', body_fr: '' });
  });

  it('states the retention periods owners set, in both languages, at once (the cached page goes)', async () => {
    const { db } = database();
    const owner = await member(db, 'owner', addresses[0]!);
    publicPageCache().clear();
    await pageCacheMiddleware(
      { request: get('/privacy'), params: {}, context: requestContext(db) } as Args,
      async () => new Response('<p>cached</p>', { headers: { 'Content-Type': 'text/html' } }),
    );
    expect(publicPageCache().size).toBe(1);
    try {
      const saved = (await retentionSettings.action({
        request: postForm(
          '/admin/settings/retention',
          { leadMonths: '60', mailMonths: '18' },
          { Cookie: owner.cookie },
        ),
        params: {},
        context: staffRequestContext(db, owner, 'owner'),
      } as Args)) as Response;
      expect(saved.status).toBe(302);
      expect(publicPageCache().size).toBe(0);
      // Read as a visitor, who may not read agency_settings itself.
      const english = await show('/privacy');
      expect(english.html).toContain('for <strong>5\u00a0years</strong>');
      expect(english.html).toContain('after <strong>18\u00a0months</strong>');
      expect((await show('/fr/privacy')).html).toContain('au bout de <strong>18\u00a0mois</strong>');
      // An owner's own text may use the same placeholders.
      await owner.post({
        intent: 'save',
        page: 'privacy',
        bodyEn: 'Leads are kept {leadRetention}.',
        bodyFr: 'Contacts conservés {leadRetention}.',
      });
      expect((await show('/fr/privacy')).html).toContain('Contacts conservés 5\u00a0ans.');
    } finally {
      await db.query('update public.agency_settings set lead_retention_months = 36, mail_retention_months = 24');
      await owner.post({ intent: 'restore', page: 'privacy' });
    }
  });

  it('refuses a text missing a language, keeping what was typed', async () => {
    const owner = await member(database().db, 'owner', addresses[0]!);
    const refused = unwrap<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(
      await owner.post({ intent: 'save', page: 'privacy', bodyEn: 'Our notice.', bodyFr: '  ' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.bodyFr).toEqual(['Write the text in French.']);
    expect(refused.data.result.initialValue.bodyEn).toBe('Our notice.');
  });

  it('lets only owners change a text: agents and admins get 403, and the database refuses them and visitors', async () => {
    const { db } = database();
    for (const [role, address] of [
      ['agent', addresses[1]],
      ['admin', addresses[2]],
    ] as const) {
      const staff = await member(db, role, address!);
      expect(
        await thrownStatus(async () => {
          throw await staff.post({ intent: 'save', page: 'privacy', bodyEn: 'Mine.', bodyFr: 'À moi.' });
        }),
        role,
      ).toBe(403);
      expect(
        await thrownStatus(async () => {
          throw await staff.post({ intent: 'restore', page: 'legal' });
        }),
      ).toBe(403);
      // Nor may they open the editor.
      expect(
        await thrownStatus(async () =>
          legalPagesAdmin.loader({
            request: get('/admin/settings/legal-pages', { headers: { Cookie: staff.cookie } }),
            params: {},
            context: staffRequestContext(db, staff, role),
          } as Args),
        ),
      ).toBe(403);
    }

    // Row level security, whatever a route does: an agent's and a visitor's writes change nothing.
    const agentId = await createUser(db, { staff: true, role: 'agent' });
    const agent = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: agentId, email: `${agentId}@example.com` }),
    );
    expect(await agent.use(legalPageQueries).save('privacy', 'Agent text', 'Texte agent')).toBe(false);
    const visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    await expect(visitor.use(legalPageQueries).save('privacy', 'Visitor', 'Visiteur')).rejects.toThrow();
    expect((await show('/privacy')).html).not.toMatch(/Agent text|Visitor/);
    // Everyone reads the texts.
    expect(await visitor.use(legalPageQueries).get('privacy')).toMatchObject({ page: 'privacy' });
  });

  it('restores the built-in text in both languages', async () => {
    const { db } = database();
    const owner = await member(db, 'owner', addresses[0]!);
    await owner.post({ intent: 'save', page: 'privacy', bodyEn: 'Short notice.', bodyFr: 'Courte politique.' });
    expect((await show('/privacy')).html).toContain('Short notice.');
    const restored = (await owner.post({ intent: 'restore', page: 'privacy' })) as Response;
    expect(restored.status).toBe(302);
    const english = await show('/privacy');
    expect(english.html).not.toContain('Short notice.');
    expect(english.html).toContain('<h2>Your rights</h2>');
    expect((await show('/fr/privacy')).html).toContain('<h2>Vos droits</h2>');
  });
});
