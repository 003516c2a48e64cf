/**
 * Portal feeds (issue 32, item 1; docs/decisions/040-portal-feeds.md) on both engines: each feed answers only to
 * its current token while it is on (404 otherwise, the same bare 404), lists every published sale property and
 * rental — never a private, draft or archived one — with its price in its own currency, its photos as JPEG and a
 * discreet listing's approximate point only; it is cached and cleared when a listing changes, answers 304 to a
 * portal that has it, and validates against the schemas kept in the repository, as do the portals' samples.
 * Owners and admins manage the feeds on /admin/settings/feeds; agents and visitors can neither read nor change
 * them (row level security too).
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '#app/domain/staff/roles';
import * as feedSettings from '#app/routes/admin/feed-settings';
import * as feedPhoto from '#app/routes/resources/feed-photo';
import * as portalFeed from '#app/routes/resources/portal-feed';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { QueryRunner } from '#app/server/backend/query';
import { redactSecrets } from '#app/server/bookings/private-links.server';
import { clearPortalFeeds } from '#app/server/feeds/feed.server';
import { portalFeedQueries } from '#app/server/feeds/queries.server';
import { publicLocation } from '#app/server/maps/island-maps.server';
import { createBackend } from '#tests/helpers/backend';
import { signInStaff, staffRequestContext, type SignedInStaff } from '#tests/helpers/booking-desk';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertProperty, insertRental, postForm, requestContext, unwrap } from '#tests/helpers/fixtures';
import { validateAgainstSchema } from '#tests/helpers/xsd';

const SCHEMAS = {
  jamesedition: 'app/server/feeds/schemas/jamesedition-3.xsd',
  kyero: 'app/server/feeds/schemas/kyero-3.xsd',
};
type Portal = keyof typeof SCHEMAS;

describe.each(ENGINES)('portal feeds (%s)', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const staff = {} as Record<StaffRole, SignedInStaff>;

  beforeAll(async () => {
    const { db } = database();
    const base = engine === 'pglite' ? 180 : 190;
    for (const [index, role] of (['owner', 'admin', 'agent'] as const).entries()) {
      staff[role] = await signInStaff(db, `${role}-feeds-${engine}@example.com`, `192.0.2.${base + index}`);
      await db.query('update public.staff_members set role = $2 where user_id = $1', [staff[role].userId, role]);
    }
  });
  // The feeds' cache is one per process: each test starts from the database.
  beforeEach(() => clearPortalFeeds());

  const staffActor = (role: StaffRole) => ({
    role: 'authenticated' as const,
    aal: 'aal2' as const,
    userId: staff[role].userId,
    email: staff[role].email,
  });

  async function feed(portal: string, token: string | null, headers: Record<string, string> = {}): Promise<Response> {
    const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
    return (await portalFeed.loader({
      request: new Request(`http://localhost/feeds/${portal}.xml${query}`, { headers }),
      params: { file: `${portal}.xml` },
      context: requestContext(database().db),
    } as never)) as Response;
  }

  async function settingsPost(fields: Record<string, string>, role: StaffRole = 'owner') {
    return feedSettings
      .action({
        request: postForm('/admin/settings/feeds', fields, { Cookie: staff[role].cookie }),
        params: {},
        context: staffRequestContext(database().db, staff[role], role),
      } as never)
      .catch((thrown: unknown) => thrown);
  }

  /** The addresses the settings page shows (what staff copy). */
  async function addresses(role: StaffRole = 'owner'): Promise<Record<Portal, string>> {
    const answer = unwrap<{ feeds: { portal: Portal; address: string }[] }>(
      await feedSettings.loader({
        request: new Request('http://localhost/admin/settings/feeds', { headers: { Cookie: staff[role].cookie } }),
        params: {},
        context: staffRequestContext(database().db, staff[role], role),
      } as never),
    );
    return Object.fromEntries(answer.data.feeds.map((f) => [f.portal, f.address])) as Record<Portal, string>;
  }
  const tokenOf = (address: string) => new URL(address).searchParams.get('token')!;
  /** The token with its first character changed (the last one would fail 1 in 16 runs: it may already be the
   *  replacement, and it carries unused bits). */
  const flipFirst = (token: string) => `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;

  async function turnOn() {
    expect(((await settingsPost({ intent: 'save', portal: 'kyero', enabled: 'on' })) as Response).status).toBe(302);
    const saved = (await settingsPost({
      intent: 'save',
      portal: 'jamesedition',
      enabled: 'on',
      accountId: '4242',
    })) as Response;
    expect(saved.status).toBe(302);
  }

  it('answers 404 without the token, with a wrong one, another feed’s, or while the feed is off; 200 with its own', async () => {
    const { kyero, jamesedition } = await addresses();
    expect(new URL(kyero).pathname).toBe('/feeds/kyero.xml');
    // A fresh install starts with both feeds off.
    expect((await feed('kyero', tokenOf(kyero))).status).toBe(404);
    await turnOn();
    const open = await feed('kyero', tokenOf(kyero));
    expect(open.status).toBe(200);
    expect(open.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(open.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(open.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect((await feed('jamesedition', tokenOf(jamesedition))).status).toBe(200);
    for (const wrong of [
      null,
      '',
      'x'.repeat(43),
      flipFirst(tokenOf(kyero)),
      tokenOf(jamesedition),
      `${tokenOf(kyero)} `,
    ]) {
      const answer = await feed('kyero', wrong);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
    expect((await feed('idealista', tokenOf(kyero))).status).toBe(404);
    // The secret never reaches a log line.
    expect(redactSecrets(`GET ${kyero} 200`)).not.toContain(tokenOf(kyero));
  });

  it('stops a feed turned off, and an old token once renewed, at once', async () => {
    await turnOn();
    const before = tokenOf((await addresses()).kyero);
    expect((await feed('kyero', before)).status).toBe(200);
    expect(
      ((await settingsPost({ intent: 'renew', portal: 'kyero' }, 'admin')) as Response).headers.get('Location'),
    ).toBe('/admin/settings/feeds?done=renewed&portal=kyero');
    const after = tokenOf((await addresses('admin')).kyero);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await feed('kyero', before)).status).toBe(404);
    expect((await feed('kyero', after)).status).toBe(200);
    // The history says the key changed, never what it is.
    const { rows } = await database().db.query<{ changes: Record<string, unknown> }>(
      "select changes from public.audit_events where table_name = 'portal_feeds' and changes ? 'token' order by id desc limit 1",
    );
    expect(rows[0]!.changes.token).toEqual({ hidden: true });
    expect(JSON.stringify(rows)).not.toContain(after);

    expect(((await settingsPost({ intent: 'save', portal: 'kyero' })) as Response).status).toBe(302);
    expect((await feed('kyero', after)).status).toBe(404);
  });

  it('refuses to turn JamesEdition on without its dealer id, the input kept, and an id that is no number', async () => {
    const missing = unwrap<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(
      await settingsPost({ intent: 'save', portal: 'jamesedition', enabled: 'on', accountId: '' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.data.result.error.accountId?.[0]).toMatch(/dealer id/);
    const bad = unwrap<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(
      await settingsPost({ intent: 'save', portal: 'kyero', enabled: 'on', accountId: 'abc' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.accountId?.[0]).toMatch(/digits only/);
    expect(bad.data.result.initialValue.accountId).toBe('abc');
  });

  it('keeps the feeds from agents and visitors: the page, the posts and the rows', async () => {
    const { db } = database();
    const agent = createBackend(sqlExecutor(db, staffActor('agent'))).use(portalFeedQueries);
    expect(await agent.list()).toEqual([]);
    expect(await agent.save('kyero', { enabled: true, accountId: null })).toBe(false);
    expect(await agent.renew('kyero')).toBeNull();
    const visitor = createBackend(sqlExecutor(db, ANONYMOUS)).use(portalFeedQueries);
    await expect(visitor.list()).rejects.toThrow();
    await expect(db.query('set role anon; select token from public.portal_feeds')).rejects.toThrow();
    await db.query('reset role');
    const statusOf = (value: unknown) => (value instanceof Response ? value.status : unwrap(value).status);
    const before = tokenOf((await addresses()).kyero);
    expect(statusOf(await settingsPost({ intent: 'renew', portal: 'kyero' }, 'agent'))).toBe(403);
    expect(statusOf(await settingsPost({ intent: 'save', portal: 'kyero', enabled: 'on' }, 'agent'))).toBe(403);
    expect(statusOf(await addresses('agent').catch((thrown: unknown) => thrown))).toBe(403);
    expect(tokenOf((await addresses()).kyero)).toBe(before);
  });

  it('lists every published sale property and rental with its price, currency, texts and photos — nothing else', async () => {
    const { db } = database();
    await turnOn();
    const sale = await insertProperty(db, {
      title: 'Villa Published',
      title_fr: 'Villa Publiée',
      description: 'Sea views.',
      description_fr: 'Vue sur la mer.',
      price: 7_250_000,
      price_currency: 'EUR',
      address: '12 Secret Lane',
      latitude: 17.8977,
      longitude: -62.8486,
      approximate_location: true,
      images: [{ src: '/images/demo/hero.webp', alt: 'The pool', alt_fr: 'La piscine' }],
    });
    const exact = await insertProperty(db, {
      title: 'Exact House',
      latitude: 17.9,
      longitude: -62.83,
      approximate_location: false,
    });
    const villa = await insertRental(db, { title: 'Rental Published', daily_rate: 1_500, price_currency: 'USD' });
    const hidden = [
      await insertProperty(db, { title: 'Private House', status: 'private' }),
      await insertProperty(db, { title: 'Draft House', status: 'draft' }),
      await insertProperty(db, { title: 'Archived House', status: 'archived' }),
      await insertRental(db, { title: 'Draft Rental', status: 'draft' }),
      await insertRental(db, { title: 'Archived Rental', status: 'archived' }),
    ];
    const { kyero, jamesedition } = await addresses();
    const kyeroXml = await (await feed('kyero', tokenOf(kyero))).text();
    const jeXml = await (await feed('jamesedition', tokenOf(jamesedition))).text();
    for (const xml of [kyeroXml, jeXml]) {
      for (const id of [sale, exact, villa]) expect(xml).toContain(id);
      for (const id of hidden) expect(xml).not.toContain(id);
      expect(xml).not.toContain('Private House');
      expect(xml).not.toContain('12 Secret Lane');
      // The discreet villa's true point never leaves; its circle's centre does.
      expect(xml).not.toContain('17.897700');
      const centre = publicLocation({
        id: sale,
        island: 'Saint Barthélemy',
        latitude: 17.8977,
        longitude: -62.8486,
        approximate_location: true,
      })!;
      expect(xml).toContain(centre.latitude.toFixed(6));
      expect(xml).toContain('17.900000');
      expect(xml).toContain(`http://localhost/feeds/photos/images/demo/hero.webp.jpg`);
      expect(xml).toContain(`http://localhost/fr/properties/${sale}`);
    }
    expect(kyeroXml).toMatch(/<price>7250000<\/price>\s*<currency>EUR<\/currency>\s*<price_freq>sale<\/price_freq>/);
    expect(kyeroXml).toMatch(/<price>10500<\/price>\s*<currency>USD<\/currency>\s*<price_freq>week<\/price_freq>/);
    expect(kyeroXml).toContain('<fr>Vue sur la mer.</fr>');
    expect(kyeroXml).toContain('<fr>La piscine</fr>');
    expect(jeXml).toContain('<price currency="EUR">7250000</price>');
    expect(jeXml).toContain('<title>Villa Publiée</title>');
    expect(jeXml).toContain('<id>4242</id>');

    // Both validate against the schemas kept in the repository.
    for (const [portal, xml] of [
      ['kyero', kyeroXml],
      ['jamesedition', jeXml],
    ] as const) {
      const result = await validateAgainstSchema(xml, SCHEMAS[portal]);
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    }

    // The photo's address answers a JPEG.
    const photo = (await feedPhoto.loader({ params: { '*': 'images/demo/hero.webp.jpg' } } as never)) as Response;
    expect(photo.status).toBe(200);
    expect(photo.headers.get('Content-Type')).toBe('image/jpeg');
    expect([...new Uint8Array(await photo.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(
      ((await feedPhoto.loader({ params: { '*': 'images/demo/missing.webp.jpg' } } as never)) as Response).status,
    ).toBe(404);
  });

  it('is cached, cleared when a listing changes as the pages are, and answers 304 to a portal that has it', async () => {
    const { db } = database();
    await turnOn();
    const house = await insertProperty(db, { title: 'Cached House', price: 3_000_000 });
    const token = tokenOf((await addresses()).kyero);
    const first = await feed('kyero', token);
    const etag = first.headers.get('ETag')!;
    const lastModified = first.headers.get('Last-Modified')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect(await first.text()).toContain('<price>3000000</price>');

    // A change behind the application's back is not seen: the XML comes from the cache…
    await db.query('update public.properties set price = 3100000 where id = $1', [house]);
    expect(await (await feed('kyero', token)).text()).toContain('<price>3000000</price>');
    expect((await feed('kyero', token, { 'If-None-Match': etag })).status).toBe(304);
    expect((await feed('kyero', token, { 'If-Modified-Since': lastModified })).status).toBe(304);

    // …and a staff change through the application clears it, as it clears the pages.
    const runner = createBackend(sqlExecutor(db, staffActor('owner'))).use((shared: QueryRunner) => shared);
    await runner.run({
      kind: 'update',
      table: 'properties',
      values: { price: 3_200_000 },
      where: [{ op: 'eq', column: 'id', value: house }],
    });
    const changed = await feed('kyero', token, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect(await changed.text()).toContain('<price>3200000</price>');

    // Unpublishing takes it out.
    await runner.run({
      kind: 'update',
      table: 'properties',
      values: { status: 'draft' },
      where: [{ op: 'eq', column: 'id', value: house }],
    });
    expect(await (await feed('kyero', token)).text()).not.toContain(house);
  });
});

describe('the portals’ samples and schemas', () => {
  it.each(['jamesedition', 'kyero'] as const)('the %s sample validates against its schema', async (portal) => {
    const sample = await readFile(`tests/fixtures/feeds/${portal}-sample.xml`, 'utf8');
    expect(await validateAgainstSchema(sample, SCHEMAS[portal])).toEqual({ valid: true, errors: [] });
  });

  it('refuses a feed that breaks its schema (a property without its town, an advert without its price)', async () => {
    const kyero = (await readFile('tests/fixtures/feeds/kyero-sample.xml', 'utf8')).replace('<town>Jávea</town>', '');
    expect((await validateAgainstSchema(kyero, SCHEMAS.kyero)).valid).toBe(false);
    const je = (await readFile('tests/fixtures/feeds/jamesedition-sample.xml', 'utf8')).replace(
      '<price currency="EUR">4500000</price>',
      '',
    );
    const result = await validateAgainstSchema(je, SCHEMAS.jamesedition);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/price/);
  });
});
