import { beforeAll, describe, expect, it } from 'vitest';
import * as blogEditor from '#app/routes/admin/blog-editor';
import * as blogsList from '#app/routes/admin/blogs';
import * as propertiesList from '#app/routes/admin/properties';
import * as propertyEditor from '#app/routes/admin/property-editor';
import * as rentalEditor from '#app/routes/admin/rental-editor';
import * as blogRoute from '#app/routes/public/blog';
import * as blogPostRoute from '#app/routes/public/blog-post';
import * as homeRoute from '#app/routes/public/home';
import * as propertiesRoute from '#app/routes/public/properties';
import * as propertyRoute from '#app/routes/public/property';
import * as rentalRoute from '#app/routes/public/rental';
import { staffContext } from '#app/server/auth/auth.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { createBackend } from '#tests/helpers/backend';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import {
  get,
  insertPost,
  insertProperty,
  insertRental,
  postForm,
  requestContext,
  signInRequest,
  unwrap,
} from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * Content in both languages (issue 14, item 3): staff save French titles, descriptions and posts beside the
 * English, the back office's lists flag what lacks a translation, and the public loaders give French pages
 * the French — or the English, named as such (`lang`), where it is missing.
 */
type Args = never;

describe.each(ENGINES)('French content on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;
  let cookie = '';
  let userId = '';
  const email = `translator-${engine}@example.com`;

  beforeAll(async () => {
    userId = (await upsertStaffAccount(database().db, email, 'correct-horse-battery-staple')).userId;
    const result = await signInWithSecondFactor(
      signInRequest(`192.0.2.${engine === 'pglite' ? 40 : 41}`),
      email,
      'correct-horse-battery-staple',
    );
    if (!result.ok) throw new Error(result.message);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
  });

  /** The context the admin layout's middleware gives a signed-in staff member. */
  const staffRequestContext = () => {
    const context = requestContext(database().db);
    const backend = createBackend(sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId, email }));
    context.set(staffContext, {
      user: {
        id: userId,
        email,
        name: '',
        role: 'owner',
        secondFactor: { enrolled: true, assurance: 'aal2', verifiedAt: null },
      },
      capabilities: backend,
    });
    return context;
  };
  async function post(
    route: { action: (args: Args) => unknown },
    path: string,
    fields: Record<string, string>,
    id: string,
  ) {
    try {
      return await route.action({
        request: postForm(path, fields, { Cookie: cookie }),
        params: { id },
        context: staffRequestContext(),
      } as Args);
    } catch (thrown) {
      return thrown;
    }
  }
  async function load<T>(
    route: { loader: (args: Args) => unknown },
    path: string,
    params: Record<string, string> = {},
  ) {
    try {
      return unwrap<T>(
        await route.loader({ request: get(path), params, context: requestContext(database().db) } as Args),
      ).data;
    } catch (thrown) {
      return thrown as T;
    }
  }
  async function loadAsStaff<T>(
    route: { loader: (args: Args) => unknown },
    path: string,
    params: Record<string, string> = {},
  ) {
    return unwrap<T>(await route.loader({ request: get(path), params, context: staffRequestContext() } as Args)).data;
  }
  const location = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);

  describe('the editors', () => {
    const property = {
      title: 'Villa Translated',
      price: '3150000',
      property_type: 'villa',
      location: 'Lorient',
      island: 'Saint Barthélemy',
      bedrooms: '3',
      bathrooms: '2',
      area: '210',
      status: 'published',
      address: '1 Route de Lorient',
      description: 'A villa above the bay.',
    };

    it('save a property’s French title and description, and clear them when they are blanked', async () => {
      const created = await post(
        propertyEditor,
        '/admin/properties/new',
        {
          ...property,
          title_fr: '  Villa traduite ',
          description_fr: 'Une villa au-dessus de la baie.',
        },
        'new',
      );
      expect(location(created)).toMatch(/^\/admin\/properties/);
      const [row] = await q<{
        id: string;
        title_fr: string | null;
        description_fr: string | null;
        french_missing: boolean;
      }>('select id, title_fr, description_fr, french_missing from properties where title = $1', ['Villa Translated']);
      expect(row).toMatchObject({
        title_fr: 'Villa traduite',
        description_fr: 'Une villa au-dessus de la baie.',
        french_missing: false,
      });

      // The editor loads them beside the English.
      const editor = await loadAsStaff<{ values: Record<string, unknown> }>(
        propertyEditor,
        `/admin/properties/${row!.id}`,
        { id: row!.id },
      );
      expect(editor.values).toMatchObject({
        title: 'Villa Translated',
        title_fr: 'Villa traduite',
        description_fr: 'Une villa au-dessus de la baie.',
      });

      // Saving without touching them keeps them; blanking the description clears it (null, not '').
      await post(
        propertyEditor,
        `/admin/properties/${row!.id}`,
        {
          ...property,
          title_fr: 'Villa traduite',
          description_fr: 'Une villa au-dessus de la baie.',
          price: '3200000',
        },
        row!.id,
      );
      expect(await q('select price, title_fr from properties where id = $1', [row!.id])).toEqual([
        { price: 3_200_000, title_fr: 'Villa traduite' },
      ]);
      await post(
        propertyEditor,
        `/admin/properties/${row!.id}`,
        { ...property, title_fr: 'Villa traduite', description_fr: '   ' },
        row!.id,
      );
      expect(
        await q('select title_fr, description_fr, french_missing from properties where id = $1', [row!.id]),
      ).toEqual([{ title_fr: 'Villa traduite', description_fr: null, french_missing: true }]);
    });

    it('refuse a French title that is too long, saving nothing', async () => {
      const result = await post(
        propertyEditor,
        '/admin/properties/new',
        { ...property, title: 'Villa Too Long', title_fr: 'x'.repeat(201) },
        'new',
      );
      const reply = unwrap<{ result: { error: Record<string, string[]> } }>(result);
      expect(reply.status).toBe(400);
      expect(reply.data.result.error).toEqual({ title_fr: ['The French title must be at most 200 characters'] });
      expect(await q('select id from properties where title = $1', ['Villa Too Long'])).toEqual([]);
    });

    it('save a rental’s French title and description', async () => {
      const created = await post(
        rentalEditor,
        '/admin/rentals/new',
        {
          title: 'Rental Translated',
          island: 'Sint Maarten',
          location: 'Maho',
          address: 'Maho Road',
          daily_rate: '950',
          status: 'published',
          bedrooms: '2',
          bathrooms: '2',
          area: '120',
          min_stay_days: '3',
          max_guests: '4',
          description: 'A rental by the sea.',
          title_fr: 'Location traduite',
          description_fr: 'Une location au bord de la mer.',
        },
        'new',
      );
      expect(location(created)).toMatch(/^\/admin\/rentals/);
      expect(
        await q('select title_fr, description_fr, french_missing from rentals where title = $1', ['Rental Translated']),
      ).toEqual([
        { title_fr: 'Location traduite', description_fr: 'Une location au bord de la mer.', french_missing: false },
      ]);
    });

    const postFields = {
      title: 'Island Living',
      slug: 'island-living',
      featured_image: '/images/demo/blog-01.webp',
      status: 'published',
      content: 'About **island** living.',
    };

    it('save a post’s French title, content and slug; a French slug is checked like the English one', async () => {
      const bad = unwrap<{ result: { error: Record<string, string[]> } }>(
        await post(blogEditor, '/admin/blogs/new', { ...postFields, slug_fr: 'Vivre sur l’île' }, 'new'),
      );
      expect(bad.status).toBe(400);
      expect(bad.data.result.error).toEqual({
        slug_fr: ['The French slug should contain only lowercase letters, numbers and hyphens'],
      });

      const created = await post(
        blogEditor,
        '/admin/blogs/new',
        {
          ...postFields,
          title_fr: 'Vivre sur l’île',
          content_fr: 'La vie sur l’**île**.',
          slug_fr: 'vivre-sur-l-ile',
        },
        'new',
      );
      expect(location(created)).toMatch(/^\/admin\/blogs/);
      expect(
        await q('select title_fr, content_fr, slug_fr, french_missing from blog_posts where slug = $1', [
          'island-living',
        ]),
      ).toEqual([
        {
          title_fr: 'Vivre sur l’île',
          content_fr: 'La vie sur l’**île**.',
          slug_fr: 'vivre-sur-l-ile',
          french_missing: false,
        },
      ]);
    });

    it('refuse an address another post has, in either language', async () => {
      // Another post's English slug as this one's French slug, and its French slug as this one's English slug.
      const both = unwrap<{ result: { error: Record<string, string[]> } }>(
        await post(
          blogEditor,
          '/admin/blogs/new',
          { ...postFields, title: 'Another', slug: 'vivre-sur-l-ile', slug_fr: 'island-living' },
          'new',
        ),
      );
      expect(both.status).toBe(400);
      expect(both.data.result.error).toEqual({
        slug: [blogEditor.SLUG_TAKEN],
        slug_fr: [blogEditor.SLUG_TAKEN],
      });
      expect(await q('select id from blog_posts where title = $1', ['Another'])).toEqual([]);
    });
  });

  describe('the database', () => {
    it('turns blank French text into null, whoever writes it, and keeps french_missing in step', async () => {
      const id = await insertProperty(database().db, { title: 'Raw', title_fr: ' ', description_fr: '' });
      expect(await q('select title_fr, description_fr, french_missing from properties where id = $1', [id])).toEqual([
        { title_fr: null, description_fr: null, french_missing: true },
      ]);
      await q(`update properties set title_fr = 'Brut', description_fr = 'Texte.' where id = $1`, [id]);
      expect(await q('select french_missing from properties where id = $1', [id])).toEqual([{ french_missing: false }]);
      await expect(q(`update blog_posts set slug_fr = 'Not A Slug' where slug = 'island-living'`)).rejects.toThrow();
    });
  });

  describe('the back office lists', () => {
    it('flag the rows whose French is missing, and filter on it', async () => {
      const complete = await insertProperty(database().db, {
        title: 'Flag Complete',
        title_fr: 'Complète',
        description_fr: 'Oui.',
        status: 'draft',
      });
      const partial = await insertProperty(database().db, {
        title: 'Flag Partial',
        title_fr: 'Partielle',
        status: 'draft',
      });
      type List = { rows: { id: string; french_missing: boolean }[] };
      const all = await loadAsStaff<List>(propertiesList, '/admin/properties?q=Flag');
      expect(Object.fromEntries(all.rows.map((row) => [row.id, row.french_missing]))).toEqual({
        [complete]: false,
        [partial]: true,
      });
      const missing = await loadAsStaff<List & { state: { french: string } }>(
        propertiesList,
        '/admin/properties?q=Flag&french=missing',
      );
      expect(missing.state.french).toBe('missing');
      expect(missing.rows.map((row) => row.id)).toEqual([partial]);
      // Without a search too (the table itself), and for posts.
      const unsearched = await loadAsStaff<List>(propertiesList, '/admin/properties?french=missing&status=draft');
      expect(unsearched.rows.map((row) => row.id)).toContain(partial);
      expect(unsearched.rows.map((row) => row.id)).not.toContain(complete);
      const posts = await loadAsStaff<List>(blogsList, '/admin/blogs?french=missing');
      expect(posts.rows.every((row) => row.french_missing)).toBe(true);
    });
  });

  describe('the public pages', () => {
    let translated = '';
    let untranslated = '';
    let rental = '';

    beforeAll(async () => {
      const { db } = database();
      translated = await insertProperty(db, {
        title: 'Villa Les Ondes',
        title_fr: 'Villa Les Ondes, face à l’océan',
        description: 'On the cliffs.',
        description_fr: 'Sur les falaises.',
        amenities: ['Private pool', 'Helicopter on call'],
        featured: true,
        created_at: '2030-01-01T00:00:00Z',
      });
      untranslated = await insertProperty(db, {
        title: 'Villa Anglaise',
        description: 'Only in English.',
        created_at: '2030-01-02T00:00:00Z',
      });
      rental = await insertRental(db, {
        title: 'Villa Azur',
        description: 'By the lagoon.',
        title_fr: 'Villa Azur',
        description_fr: null,
        amenities: ['Wi-Fi', 'Ocean views'],
      });
      await insertPost(db, {
        slug: 'harbour-notes',
        title: 'Harbour Notes',
        content: 'Notes from the **harbour**.',
        title_fr: 'Notes du port',
        content_fr: 'Notes du **port**.',
        slug_fr: 'notes-du-port',
        created_at: '2030-01-01T00:00:00Z',
      });
      await insertPost(db, {
        slug: 'english-only',
        title: 'English Only',
        content: 'Only in English.',
        created_at: '2030-01-02T00:00:00Z',
      });
    });

    type Listing = {
      title: string;
      description: string;
      amenities: { text: string; lang?: string }[];
      lang: Record<string, string>;
    } & Record<string, unknown>;

    it('a property in French: its French title and description, amenities from the vocabulary, free text marked English', async () => {
      const { property } = await load<{ property: Listing }>(propertyRoute, `/fr/properties/${translated}`, {
        id: translated,
      });
      expect(property).toMatchObject({
        title: 'Villa Les Ondes, face à l’océan',
        description: 'Sur les falaises.',
        lang: {},
        amenities: [{ text: 'Piscine privée' }, { text: 'Helicopter on call', lang: 'en' }],
      });
      // One language a page: the French columns never travel.
      expect(property).not.toHaveProperty('title_fr');
      expect(property).not.toHaveProperty('description_fr');
    });

    it('a property without French: the English, named as such; the English page is unchanged', async () => {
      const { property } = await load<{ property: Listing }>(propertyRoute, `/fr/properties/${untranslated}`, {
        id: untranslated,
      });
      expect(property).toMatchObject({
        title: 'Villa Anglaise',
        description: 'Only in English.',
        lang: { title: 'en', description: 'en' },
      });
      const english = await load<{ property: Listing }>(propertyRoute, `/properties/${translated}`, { id: translated });
      expect(english.property).toMatchObject({
        title: 'Villa Les Ondes',
        description: 'On the cliffs.',
        lang: {},
        amenities: [{ text: 'Private pool' }, { text: 'Helicopter on call' }],
      });
    });

    it('the French meta carry the French title and description', async () => {
      const data = await load<{ property: Listing }>(propertyRoute, `/fr/properties/${translated}`, { id: translated });
      const meta = propertyRoute.meta({
        loaderData: data,
        params: { id: translated },
        location: { pathname: `/fr/properties/${translated}` },
        matches: [],
      } as never);
      expect(meta).toContainEqual({ name: 'description', content: 'Sur les falaises.' });
      expect(JSON.stringify(meta)).toContain('Villa Les Ondes, face à l’océan');
    });

    it('a rental: a French title shown, a missing French description falls back to English', async () => {
      const { rental: shown } = await load<{ rental: Listing }>(rentalRoute, `/fr/rentals/${rental}`, { id: rental });
      expect(shown).toMatchObject({
        title: 'Villa Azur',
        description: 'By the lagoon.',
        lang: { description: 'en' },
        amenities: [{ text: 'Wi-Fi' }, { text: 'Vue sur l’océan' }],
      });
    });

    it('cards: the French titles, with the fallbacks named', async () => {
      const { results } = await load<{
        results: { rows: { id: string; title: string; lang: Record<string, string> }[] };
      }>(propertiesRoute, '/fr/properties');
      const byId = Object.fromEntries(results.rows.map((row) => [row.id, row]));
      expect(byId[translated]).toMatchObject({ title: 'Villa Les Ondes, face à l’océan', lang: {} });
      expect(byId[untranslated]).toMatchObject({ title: 'Villa Anglaise', lang: { title: 'en' } });
      expect(byId[translated]).not.toHaveProperty('title_fr');
      const { featured } = await load<{ featured: { id: string; title: string }[] }>(homeRoute, '/fr/');
      expect(featured.find((card) => card.id === translated)?.title).toBe('Villa Les Ondes, face à l’océan');
    });

    it('the blog list: French titles, excerpts and addresses where there are some', async () => {
      const { posts } = await load<{
        posts: { slug: string; title: string; excerpt: string; lang: Record<string, string> }[];
      }>(blogRoute, '/fr/blog');
      expect(posts).toContainEqual(
        expect.objectContaining({ slug: 'notes-du-port', title: 'Notes du port', excerpt: 'Notes du port.', lang: {} }),
      );
      expect(posts).toContainEqual(
        expect.objectContaining({ slug: 'english-only', title: 'English Only', lang: { title: 'en', content: 'en' } }),
      );
      const english = await load<{ posts: { slug: string; title: string }[] }>(blogRoute, '/blog');
      expect(english.posts).toContainEqual(expect.objectContaining({ slug: 'harbour-notes', title: 'Harbour Notes' }));
    });

    it('a post at its French address in French; its English address in French and its French one in English redirect', async () => {
      const french = await load<{
        post: { slug: string; title: string; lang: Record<string, string> };
        html: string;
        description: string;
        languagePaths: Record<string, string>;
      }>(blogPostRoute, '/fr/blog/notes-du-port', { slug: 'notes-du-port' });
      expect(french.post).toMatchObject({ slug: 'notes-du-port', title: 'Notes du port', lang: {} });
      // The switcher and the hreflang alternates go to each language's own address, not to a redirect.
      expect(french.languagePaths).toEqual({ en: '/blog/harbour-notes', fr: '/fr/blog/notes-du-port' });
      expect(french.html).toContain('<strong>port</strong>');
      expect(french.description).toBe('Notes du port.');

      expect(location(await load(blogPostRoute, '/fr/blog/harbour-notes', { slug: 'harbour-notes' }))).toBe(
        '/fr/blog/notes-du-port',
      );
      expect(location(await load(blogPostRoute, '/blog/notes-du-port', { slug: 'notes-du-port' }))).toBe(
        '/blog/harbour-notes',
      );

      const english = await load<{ post: { title: string }; languagePaths: Record<string, string> }>(
        blogPostRoute,
        '/blog/harbour-notes',
        { slug: 'harbour-notes' },
      );
      expect(english.post.title).toBe('Harbour Notes');
      expect(english.languagePaths).toEqual(french.languagePaths);
    });

    it('a post without French reads in English at its English address on the French site', async () => {
      const post = await load<{ post: { slug: string; title: string; lang: Record<string, string> } }>(
        blogPostRoute,
        '/fr/blog/english-only',
        {
          slug: 'english-only',
        },
      );
      expect(post.post).toMatchObject({
        slug: 'english-only',
        title: 'English Only',
        lang: { title: 'en', content: 'en' },
      });
    });
  });
});
