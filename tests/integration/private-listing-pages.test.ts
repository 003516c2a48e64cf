import { beforeAll, describe, expect, it } from 'vitest';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import { FAVOURITES_COOKIE, serializeFavourites } from '#app/domain/listings/favourites';
import * as adminLayout from '#app/routes/admin/layout';
import * as inquiryRoute from '#app/routes/admin/inquiry';
import * as propertiesList from '#app/routes/admin/properties';
import * as propertyEditor from '#app/routes/admin/property-editor';
import * as homeRoute from '#app/routes/public/home';
import * as propertiesRoute from '#app/routes/public/properties';
import * as propertyRoute from '#app/routes/public/property';
import * as sharedRoute from '#app/routes/public/property-shared';
import * as savedRoute from '#app/routes/public/saved';
import * as feedRoute from '#app/routes/resources/blog-feed';
import * as sitemapRoute from '#app/routes/resources/sitemap';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { redactSecrets } from '#app/server/bookings/private-links.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import {
  get,
  insertPost,
  insertProperty,
  leadFields,
  postForm,
  requestContext,
  signInRequest,
  thrownStatus,
  unwrap,
} from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * Private listings through the pages (issue 31, item 3), on PGlite and PostgreSQL: a private property is on no
 * public surface — lists and their filters, the map view, the sitemap, the feed, the home page's featured, the saved
 * page — and its public address is a 404; staff make a link on the editor, shown once; the link opens the page with
 * "Prepared for …", no-store and noindex, no JSON-LD, and the opening shows on the lead; revoked, it is a 404 at once.
 */
type Args = never;
const TITLE = 'Villa Très Discrète';

describe.each(ENGINES)('private listing pages on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let cookie = '';
  const ids = {} as Record<'secret' | 'open', string>;
  const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;
  const context = () => requestContext(database().db);

  beforeAll(async () => {
    const { db } = database();
    const email = `sharer-${engine}@example.com`;
    await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(
      signInRequest(`192.0.2.${engine === 'pglite' ? 40 : 41}`),
      email,
      'correct-horse-battery-staple',
    );
    if (!result.ok) throw new Error(result.message);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
    // Featured, on the same island and type as the open one: it would show everywhere were it published.
    ids.secret = await insertProperty(db, {
      title: TITLE,
      status: 'private',
      featured: true,
      latitude: 17.9,
      longitude: -62.85,
    });
    ids.open = await insertProperty(db, { title: 'Villa Publique', featured: true, latitude: 17.9, longitude: -62.84 });
    await insertPost(db, { title: `About ${TITLE}`, status: 'draft' });
  });

  /** A staff page through the layout's middleware, as the app serves it. */
  async function open<T>(
    route: { loader: (args: Args) => unknown },
    path: string,
    params: Record<string, string> = {},
  ): Promise<T> {
    const request = get(path, { headers: { Cookie: cookie } });
    const ctx = context();
    let loaded: unknown;
    await adminLayout.middleware[0]!({ request, params, context: ctx } as never, async () => {
      loaded = await route.loader({ request, params, context: ctx } as Args);
      return new Response(null);
    });
    return loaded as T;
  }

  async function staffPost(
    route: { action: (args: Args) => unknown },
    path: string,
    fields: Record<string, string>,
    params: Record<string, string> = {},
  ) {
    try {
      return await route.action({
        request: postForm(path, fields, { Cookie: cookie }),
        params,
        context: context(),
      } as Args);
    } catch (thrown) {
      return thrown;
    }
  }

  it('is on no public surface, and its public address is a 404', async () => {
    for (const search of ['', '?island=Saint+Barth%C3%A9lemy', '?type=villa&bedrooms=3', '?view=map']) {
      const list = await propertiesRoute.loader({
        request: get(`/properties${search}`),
        params: {},
        context: context(),
      } as Args);
      expect(list.results.rows.map((row) => row.id)).toEqual([ids.open]);
      expect(JSON.stringify(list.map ?? null)).not.toContain(ids.secret);
    }
    const home = await homeRoute.loader({ request: get('/'), params: {}, context: context() } as Args);
    expect('featured' in home && home.featured.map((row) => row.id)).toEqual([ids.open]);
    const saved = unwrap<{ properties: { id: string }[] }>(
      await savedRoute.loader({
        request: get('/saved', {
          headers: {
            Cookie: `${FAVOURITES_COOKIE}=${serializeFavourites([
              { kind: 'property', id: ids.secret },
              { kind: 'property', id: ids.open },
            ])}`,
          },
        }),
        params: {},
        context: context(),
      } as Args),
    );
    expect(saved.data.properties.map((row) => row.id)).toEqual([ids.open]);
    const sitemap = await (
      (await sitemapRoute.loader({ request: get('/sitemap.xml'), params: {}, context: context() } as Args)) as Response
    ).text();
    expect(sitemap).toContain(ids.open);
    expect(sitemap).not.toContain(ids.secret);
    const feed = await (
      (await feedRoute.loader({ request: get('/blog/feed.xml'), params: {}, context: context() } as Args)) as Response
    ).text();
    expect(feed).not.toContain(TITLE);
    // Nor among the similar homes of its public neighbour (same island, type and bedrooms).
    const neighbour = await propertyRoute.loader({
      request: get(`/properties/${ids.open}`),
      params: { id: ids.open },
      context: context(),
    } as Args);
    expect(neighbour.similar.map((card) => card.id)).not.toContain(ids.secret);
    expect(JSON.stringify(neighbour.jsonLd)).not.toContain(ids.secret);
    for (const path of [`/properties/${ids.secret}`, `/fr/properties/${ids.secret}`]) {
      expect(
        await thrownStatus(() =>
          propertyRoute.loader({ request: get(path), params: { id: ids.secret }, context: context() } as Args),
        ),
      ).toBe(404);
    }
    // Nor can a visitor send an inquiry through its public address.
    expect(
      await thrownStatus(() =>
        propertyRoute.action({
          request: postForm(`/properties/${ids.secret}`, leadFields()),
          params: { id: ids.secret },
          context: context(),
        } as Args),
      ),
    ).toBe(404);
  });

  it('lists private properties under their own status filter for staff', async () => {
    const list = await open<{ state: { status: string }; rows: { id: string }[] }>(
      propertiesList,
      '/admin/properties?status=private',
    );
    expect(list.state.status).toBe('private');
    expect(list.rows.map((row) => row.id)).toEqual([ids.secret]);
  });

  it('opens through a share link made on the editor, records the opening on the lead, and 404s once revoked', async () => {
    const made = unwrap<{ share: { urls?: { en: string; fr: string }; result?: { status?: string } } }>(
      await staffPost(
        propertyEditor,
        `/admin/properties/${ids.secret}`,
        { intent: 'share-create', name: 'Henri Acheteur', email: 'henri@example.com', days: '30' },
        { id: ids.secret },
      ),
    );
    expect(made.status).toBe(200);
    const url = made.data.share.urls!.en;
    expect(made.data.share.urls!.fr).toBe(url.replace('/properties/shared/', '/fr/properties/shared/'));
    const token = url.split('/').pop()!;
    expect(redactSecrets(`GET ${new URL(url).pathname}`)).toBe('GET /properties/shared/[redacted]');

    // Invalid: neither a lead nor a name and e-mail; the fields say so.
    const refused = unwrap<{ share: { result?: { error?: Record<string, string[]> } } }>(
      await staffPost(
        propertyEditor,
        `/admin/properties/${ids.secret}`,
        { intent: 'share-create', days: '500' },
        { id: ids.secret },
      ),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.data.share.result!.error!)).toEqual(expect.arrayContaining(['name', 'email', 'days']));

    for (const locale of ['en', 'fr'] as const) {
      const path = `${locale === 'fr' ? '/fr' : ''}/properties/shared/${token}`;
      const page = unwrap<{ property: { title: string }; recipientName: string; similar: { id: string }[] }>(
        await sharedRoute.loader({ request: get(path), params: { token }, context: context() } as Args),
      );
      expect(page.data).toMatchObject({ property: { title: TITLE }, recipientName: 'Henri Acheteur' });
      // Its similar homes: published ones only.
      expect(page.data.similar.map((card) => card.id)).toEqual([ids.open]);
      const result = await sharedRoute.loader({ request: get(path), params: { token }, context: context() } as Args);
      const headers = sharedRoute.headers({
        loaderHeaders:
          (result as { init: { headers: Headers } }).init.headers instanceof Headers
            ? (result as { init: { headers: Headers } }).init.headers
            : new Headers((result as { init: { headers: Record<string, string> } }).init.headers),
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      } as never) as Headers;
      expect(headers.get('Cache-Control')).toBe('no-store');
      expect(headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      const meta = sharedRoute.meta({
        loaderData: page.data,
        location: { pathname: path },
        params: { token },
        matches: [],
      } as never);
      expect(meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
      expect(JSON.stringify(meta)).not.toContain('ld+json');
      expect(JSON.stringify(meta)).not.toContain('canonical');
    }

    // The visitor's inquiry from the page is a lead about the property.
    const sent = unwrap<{ sent: boolean }>(
      await sharedRoute.action({
        request: postForm(`/properties/shared/${token}`, leadFields({ name: 'Henri Acheteur' })),
        params: { token },
        context: context(),
      } as Args),
    );
    expect(sent.data.sent).toBe(true);
    expect(
      await q<{ n: number }>(
        `select count(*)::int as n from public.inquiries where property_id = $1 and message <> $2`,
        [ids.secret, `Private link to ${TITLE}`],
      ),
    ).toEqual([{ n: 1 }]);

    // Three loads within ten minutes: one opening, shown on the lead's page.
    const [link] = await q<{ id: string; inquiry_id: string }>(
      'select id, inquiry_id from public.property_share_links where property_id = $1',
      [ids.secret],
    );
    const lead = await open<{ openings: unknown[] }>(inquiryRoute, `/admin/inquiries/${link!.inquiry_id}`, {
      id: link!.inquiry_id,
    });
    expect(lead.openings).toEqual([expect.objectContaining({ propertyId: ids.secret, propertyTitle: TITLE })]);

    const revoked = unwrap<{ share: { revoked?: boolean } }>(
      await staffPost(
        propertyEditor,
        `/admin/properties/${ids.secret}`,
        { intent: 'share-revoke', linkId: link!.id },
        { id: ids.secret },
      ),
    );
    expect(revoked.data.share.revoked).toBe(true);
    let thrown: unknown;
    try {
      await sharedRoute.loader({
        request: get(`/properties/shared/${token}`),
        params: { token },
        context: context(),
      } as Args);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { init: { status: number; headers: Record<string, string> } }).init).toMatchObject({
      status: 404,
      headers: { 'Cache-Control': 'no-store' },
    });
    expect(
      await thrownStatus(() =>
        sharedRoute.loader({
          request: get('/properties/shared/not-a-token'),
          params: { token: 'not-a-token' },
          context: context(),
        } as Args),
      ),
    ).toBe(404);
  });

  it('refuses share forms from visitors', async () => {
    const result = await propertyEditor
      .action({
        request: postForm(`/admin/properties/${ids.secret}`, {
          intent: 'share-create',
          name: 'Eve',
          email: 'eve@example.com',
        }),
        params: { id: ids.secret },
        context: context(),
      } as Args)
      .catch((error: unknown) => error);
    expect(
      result instanceof Response ? result.status : (result as { init?: { status?: number } }).init?.status,
    ).toBeGreaterThanOrEqual(300);
    expect(await q('select 1 from public.inquiries where email = $1', ['eve@example.com'])).toEqual([]);
  });
});
