import { beforeAll, describe, expect, it } from 'vitest';
import { specTexts } from '#app/domain/spec-texts';
import * as blogEditor from '#app/routes/admin/blog-editor';
import * as inquiryRoute from '#app/routes/admin/inquiry';
import * as propertiesList from '#app/routes/admin/properties';
import * as propertyEditor from '#app/routes/admin/property-editor';
import * as rentalEditor from '#app/routes/admin/rental-editor';
import * as rentalsList from '#app/routes/admin/rentals';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { demoContent } from '#app/server/seed/demo-content';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { postForm, requestContext, signInRequest, unwrap } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * Every admin action as staff: valid input changes exactly what it should, invalid input returns the field
 * messages and changes nothing, and the status / featured / delete / read transitions of SPEC §4 hold.
 */
type Args = never;

describe.each(ENGINES)('admin actions on %s', (engine) => {
  const database = useTestDatabase(engine);
  let cookie = '';
  const q = async <T,>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;

  beforeAll(async () => {
    await upsertStaffAccount(database().db, `editor-${engine}@example.com`, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(signInRequest(`192.0.2.${engine === 'pglite' ? 30 : 31}`), `editor-${engine}@example.com`, 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
  });

  /** Posts like a browser of the signed-in staff member; returns the Response or the data() result. */
  async function post(route: { action: (args: Args) => unknown }, path: string, fields: Record<string, string>, params: Record<string, string> = {}) {
    try {
      return await route.action({ request: postForm(path, fields, { Cookie: cookie }), params, context: requestContext(database().db) } as Args);
    } catch (thrown) {
      return thrown;
    }
  }
  const location = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);

  const property = demoContent.properties.find((p) => p.status === 'published')!;
  const rental = demoContent.rentals.find((r) => r.status === 'published')!;

  describe('list row actions', () => {
    it('moves a property between any statuses directly and back', async () => {
      for (const status of ['archived', 'draft', 'published']) {
        const result = unwrap<{ ok: boolean }>(await post(propertiesList, '/admin/properties', { intent: 'status', id: property.id, status }));
        expect(result.data.ok).toBe(true);
        expect(await q('select status from properties where id = $1', [property.id])).toEqual([{ status }]);
      }
    });

    it('switches featured on and off', async () => {
      for (const featured of [true, false, true]) {
        await post(rentalsList, '/admin/rentals', { intent: 'featured', id: rental.id, featured: String(featured) });
        expect(await q('select featured from rentals where id = $1', [rental.id])).toEqual([{ featured }]);
      }
    });

    it('refuses bad intents, ids and statuses with 400 and changes nothing', async () => {
      const before = await q('select status, featured from properties where id = $1', [property.id]);
      for (const fields of [
        { intent: 'status', id: property.id, status: 'live' },
        { intent: 'status', id: 'not-a-uuid', status: 'draft' },
        { intent: 'explode', id: property.id },
      ] as Record<string, string>[]) {
        expect(unwrap(await post(propertiesList, '/admin/properties', fields)).status).toBe(400);
      }
      expect(await q('select status, featured from properties where id = $1', [property.id])).toEqual(before);
    });

    it('asks before deleting, and deletes only on confirmation; the inquiries about it stay', async () => {
      const victim = demoContent.properties.find((p) => demoContent.inquiries.some((i) => i.property_id === p.id))!;
      const asked = unwrap<{ confirmDelete?: { id: string; title: string } }>(await post(propertiesList, '/admin/properties', { intent: 'delete', id: victim.id }));
      expect(asked.data.confirmDelete).toMatchObject({ id: victim.id });
      expect(await q('select id from properties where id = $1', [victim.id])).toHaveLength(1);
      const deleted = await post(propertiesList, '/admin/properties', { intent: 'delete', id: victim.id, confirm: 'yes' });
      expect(location(deleted)).toMatch(/^\/admin\/properties/);
      expect(await q('select id from properties where id = $1', [victim.id])).toHaveLength(0);
      expect((await q<{ n: number }>('select count(*)::int as n from inquiries where property_id is null and source = $1', ['property']))[0]!.n).toBeGreaterThan(0);
    });
  });

  describe('editors', () => {
    const validProperty = {
      title: 'Editor Villa',
      price: '3150000',
      property_type: 'house',
      location: 'Lorient',
      island: 'Saint Barthélemy',
      bedrooms: '3',
      bathrooms: '2',
      area: '210',
      status: 'draft',
      address: '1 Route de Lorient',
      description: 'Made by the editor test.',
      'images[0].src': '/images/demo/villa-01.webp',
      'images[0].alt': 'The villa from the pool',
      'amenities[0]': 'Pool',
    };

    it('creates a property from `new`, then edits it in place', async () => {
      const created = await post(propertyEditor, '/admin/properties/new', validProperty, { id: 'new' });
      expect(location(created)).toMatch(/^\/admin\/properties/);
      const [row] = await q<{ id: string; price: number; images: unknown[]; amenities: string[]; featured: boolean; latitude: number | null }>(
        'select id, price, images, amenities, featured, latitude from properties where title = $1',
        ['Editor Villa'],
      );
      expect(row).toMatchObject({
        price: 3_150_000,
        images: [{ src: '/images/demo/villa-01.webp', alt: 'The villa from the pool', caption: null }],
        amenities: ['Pool'],
        featured: false,
        latitude: null,
      });
      // A stored photo's size and placeholder stay when the editor changes its words (the form never carries them).
      await q(`update properties set images = jsonb_set(images, '{0,width}', '4000') where id = $1`, [row!.id]);
      await post(
        propertyEditor,
        `/admin/properties/${row!.id}`,
        { ...validProperty, title: 'Editor Villa II', featured: 'on', 'images[0].alt': 'The pool at dusk', 'images[0].caption': 'Sunset' },
        { id: row!.id },
      );
      expect(await q('select title, featured, images from properties where id = $1', [row!.id])).toEqual([
        {
          title: 'Editor Villa II',
          featured: true,
          images: [{ src: '/images/demo/villa-01.webp', alt: 'The pool at dusk', caption: 'Sunset', width: 4000 }],
        },
      ]);
    });

    it('answers invalid property input with the spec messages and stores nothing', async () => {
      const before = await q<{ n: number }>('select count(*)::int as n from properties');
      const result = unwrap<{ result: { error: Record<string, string[]> } }>(
        await post(propertyEditor, '/admin/properties/new', { ...validProperty, title: '', price: '-5', bedrooms: '-1', address: '' }, { id: 'new' }),
      );
      expect(result.status).toBe(400);
      expect(result.data.result.error).toMatchObject({
        title: ['Title is required'],
        price: ['Price must be positive'],
        bedrooms: ['Bedrooms must be positive'],
        address: ['Address is required'],
      });
      expect(await q('select count(*)::int as n from properties')).toEqual(before);
    });

    it('answers invalid rental input with the spec messages and stores nothing', async () => {
      const before = await q<{ n: number }>('select count(*)::int as n from rentals');
      const result = unwrap<{ result: { error: Record<string, string[]> } }>(
        await post(
          rentalEditor,
          '/admin/rentals/new',
          { title: 'R', island: 'Sint Maarten', location: 'Maho', address: 'x', description: 'd', status: 'draft', daily_rate: '-1', bedrooms: '1', bathrooms: '1', area: '10', min_stay_days: '0', max_guests: '0' },
          { id: 'new' },
        ),
      );
      expect(result.status).toBe(400);
      expect(result.data.result.error).toMatchObject({
        daily_rate: ['Price cannot be negative'],
        min_stay_days: ['Minimum stay must be at least 1 day'],
        max_guests: ['Maximum guests must be at least 1'],
      });
      expect(await q('select count(*)::int as n from rentals')).toEqual(before);
    });

    it('generates a blog slug from the title when blank, and refuses a slug that is taken', async () => {
      const created = await post(blogEditor, '/admin/blogs/new', { title: 'Sunset Sailing in Gustavia!', slug: '', featured_image: '/images/demo/blog-01.webp', status: 'published', content: 'Hello.' }, { id: 'new' });
      expect(location(created)).toMatch(/^\/admin\/blogs/);
      expect(await q('select slug, status from blog_posts where title = $1', ['Sunset Sailing in Gustavia!'])).toEqual([{ slug: 'sunset-sailing-in-gustavia', status: 'published' }]);
      const taken = unwrap<{ result: { error: Record<string, string[]> } }>(
        await post(blogEditor, '/admin/blogs/new', { title: 'Another', slug: 'sunset-sailing-in-gustavia', featured_image: '/images/demo/blog-01.webp', status: 'draft', content: 'x' }, { id: 'new' }),
      );
      expect(taken.status).toBe(400);
      expect(taken.data.result.error.slug).toEqual(['This slug is already used by another post']);
      expect(await q('select id from blog_posts where title = $1', ['Another'])).toEqual([]);
    });
  });

  describe('inquiries', () => {
    it('marks an unread inquiry read (never back) and deletes it only on confirmation', async () => {
      const lead = demoContent.inquiries.find((i) => !i.read)!;
      await post(inquiryRoute, `/admin/inquiries/${lead.id}`, { intent: 'read' }, { id: lead.id });
      expect(await q('select read from inquiries where id = $1', [lead.id])).toEqual([{ read: true }]);
      const asked = unwrap<{ confirmDelete?: object }>(await post(inquiryRoute, `/admin/inquiries/${lead.id}`, { intent: 'delete' }, { id: lead.id }));
      expect(asked.data.confirmDelete).toBeTruthy();
      expect(await q('select id from inquiries where id = $1', [lead.id])).toHaveLength(1);
      const deleted = await post(inquiryRoute, `/admin/inquiries/${lead.id}`, { intent: 'delete', confirm: 'yes' }, { id: lead.id });
      expect(location(deleted)).toMatch(/^\/admin\/inquiries/);
      expect(await q('select id from inquiries where id = $1', [lead.id])).toHaveLength(0);
    });

    it('shows the spec failure text when there is nothing to delete', async () => {
      const result = unwrap<{ error?: string }>(await post(inquiryRoute, '/admin/inquiries/x', { intent: 'delete', confirm: 'yes' }, { id: '00000000-0000-4000-8000-000000000000' }));
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect([specTexts.inquiries.deleteFailed, undefined]).toContain(result.data?.error);
    });
  });
});
