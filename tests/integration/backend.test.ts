import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBackend } from '#tests/helpers/backend';
import { BackendError, eq, type SelectQuery } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { migrate } from '#app/server/db/migrate.server';
import { demoContent } from '#app/server/seed/demo-content';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';

const countOf = (
  table: 'properties' | 'rentals' | 'blog_posts' | 'inquiries',
  status?: string,
): SelectQuery<{ id: string }> => ({
  kind: 'select',
  table,
  columns: ['id'],
  where: [status ? eq('status', status) : null],
  count: true,
  head: true,
});

const newProperty = (overrides: Record<string, unknown> = {}) => ({
  title: 'Test villa',
  description: 'A test',
  price: 1_000_000,
  location: 'Gustavia',
  address: '1 Rue Test',
  island: 'Saint Barthélemy',
  status: 'draft',
  ...overrides,
});

const newLead = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Ada Visitor',
  email: 'ada@example.com',
  message: 'Hello',
  source: 'contact',
  ...overrides,
});

async function expectRefused(promise: Promise<unknown>, code: BackendError['code'] = 'permission') {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  expect((error as BackendError).code).toBe(code);
}

describe.each(ENGINES)('embedded backend on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('applies the migrations once and records them', async () => {
    const { db } = database();
    const { rows } = await db.query<{ name: string }>('select name from app_private.schema_migrations');
    expect(rows.map((r) => r.name)).toContain('20261121000000_initial_schema.sql');
    expect(await migrate(db)).toEqual([]);
  });

  it('seeds the demo content into the empty database', async () => {
    const { db } = database();
    const { rows } = await db.query<{ properties: number; rentals: number; posts: number; inquiries: number }>(
      `select (select count(*)::int from properties) as properties, (select count(*)::int from rentals) as rentals,
              (select count(*)::int from blog_posts) as posts, (select count(*)::int from inquiries) as inquiries`,
    );
    expect(rows[0]).toEqual({
      properties: demoContent.properties.length,
      rentals: demoContent.rentals.length,
      posts: demoContent.blogPosts.length,
      inquiries: demoContent.inquiries.length,
    });
  });

  it('shows visitors at most three published, featured properties with parsed numbers', async () => {
    const backend = createBackend(sqlExecutor(database().db, ANONYMOUS));
    const featured = await backend.listFeaturedProperties();
    const expected = demoContent.properties.filter((p) => p.status === 'published' && p.featured);
    expect(featured.length).toBe(Math.min(3, expected.length));
    for (const card of featured) {
      const source = demoContent.properties.find((p) => p.id === card.id);
      expect(source?.status).toBe('published');
      expect(source?.featured).toBe(true);
      expect(typeof card.price).toBe('number');
      expect(card.price).toBe(source?.price);
      expect(Array.isArray(card.images)).toBe(true);
    }
  });

  describe('row level security', () => {
    it('hides drafts and archived rows from visitors', async () => {
      const anon = sqlExecutor(database().db, ANONYMOUS);
      for (const table of ['properties', 'rentals', 'blog_posts'] as const) {
        expect((await anon.run(countOf(table, 'draft'))).count).toBe(0);
        expect((await anon.run(countOf(table, 'archived'))).count).toBe(0);
        expect((await anon.run(countOf(table, 'published'))).count).toBeGreaterThan(0);
      }
      const drafts = demoContent.properties.filter((p) => p.status !== 'published');
      expect(drafts.length).toBeGreaterThan(0);
    });

    it('refuses every visitor write except an unread inquiry', async () => {
      const { db } = database();
      const anon = sqlExecutor(db, ANONYMOUS);
      await expectRefused(anon.run({ kind: 'insert', table: 'properties', values: newProperty() }));
      await expectRefused(anon.run({ kind: 'insert', table: 'blog_posts', values: { slug: 'x', title: 'x' } }));
      await expectRefused(anon.run({ kind: 'insert', table: 'inquiries', values: newLead({ read: true }) }));
      const someProperty = demoContent.properties.find((p) => p.status === 'published')!;
      // An update or delete under RLS without a usable policy changes nothing (or is refused outright).
      await anon
        .run({ kind: 'update', table: 'properties', values: { title: 'Hacked' }, where: [eq('id', someProperty.id)] })
        .catch(() => undefined);
      await anon
        .run({ kind: 'delete', table: 'properties', where: [eq('id', someProperty.id)] })
        .catch(() => undefined);
      const { rows } = await db.query<{ title: string }>('select title from properties where id = $1', [
        someProperty.id,
      ]);
      expect(rows[0]?.title).toBe(someProperty.title);

      const lead = newLead();
      await anon.run({ kind: 'insert', table: 'inquiries', values: lead });
      const stored = await db.query('select id from inquiries where id = $1', [lead.id]);
      expect(stored.rows).toHaveLength(1);
      // ...which the visitor cannot read back.
      await expectRefused(anon.run({ kind: 'select', table: 'inquiries', columns: ['id'] }));
    });

    it('gives a signed-in user who is not staff nothing more than a visitor', async () => {
      const { db } = database();
      const userId = await createUser(db, { staff: false });
      const user = sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId });
      expect((await user.run(countOf('properties', 'draft'))).count).toBe(0);
      expect((await user.run(countOf('inquiries'))).count).toBe(0);
      await expectRefused(user.run({ kind: 'insert', table: 'properties', values: newProperty() }));
      await expectRefused(user.run({ kind: 'insert', table: 'inquiries', values: newLead({ read: true }) }));
    });

    it('lets staff read and change everything', async () => {
      const { db } = database();
      const userId = await createUser(db, { staff: true });
      const staff = sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId });
      const drafts = demoContent.properties.filter((p) => p.status === 'draft').length;
      expect((await staff.run(countOf('properties', 'draft'))).count).toBe(drafts);
      expect((await staff.run(countOf('inquiries'))).count).toBeGreaterThanOrEqual(demoContent.inquiries.length);

      const inserted = await staff.run({
        kind: 'insert',
        table: 'properties',
        values: newProperty(),
        returning: ['id', 'status'],
      });
      const id = inserted.rows[0]!.id as string;
      expect(inserted.rows[0]!.status).toBe('draft');
      const updated = await staff.run({
        kind: 'update',
        table: 'properties',
        values: { status: 'published' },
        where: [eq('id', id)],
        returning: ['status'],
      });
      expect(updated.rows[0]!.status).toBe('published');
      const deleted = await staff.run({
        kind: 'delete',
        table: 'properties',
        where: [eq('id', id)],
        returning: ['id'],
      });
      expect(deleted.rows).toHaveLength(1);
    });
  });

  describe('schema', () => {
    it('keeps inquiries when their listing is deleted', async () => {
      const { db } = database();
      const staff = sqlExecutor(db, {
        role: 'authenticated',
        aal: 'aal2',
        userId: await createUser(db, { staff: true }),
      });
      const property = await staff.run({
        kind: 'insert',
        table: 'properties',
        values: newProperty(),
        returning: ['id'],
      });
      const propertyId = property.rows[0]!.id as string;
      const inquiry = newLead({ source: 'property', property_id: propertyId });
      await staff.run({ kind: 'insert', table: 'inquiries', values: inquiry });
      await staff.run({ kind: 'delete', table: 'properties', where: [eq('id', propertyId)] });
      const { rows } = await db.query<{ property_id: string | null }>(
        'select property_id from inquiries where id = $1',
        [inquiry.id],
      );
      expect(rows).toEqual([{ property_id: null }]);
    });

    it('enforces the checks of the spec', async () => {
      const { db } = database();
      const staff = sqlExecutor(db, {
        role: 'authenticated',
        aal: 'aal2',
        userId: await createUser(db, { staff: true }),
      });
      const insert = (values: Record<string, unknown>) =>
        staff.run({ kind: 'insert', table: 'properties', values: newProperty(values) });
      await expectRefused(insert({ price: -1 }), 'constraint');
      await expectRefused(insert({ bedrooms: -1 }), 'constraint');
      await expectRefused(insert({ island: 'Anguilla' }), 'constraint');
      await expectRefused(insert({ status: 'live' }), 'constraint');
      await expectRefused(insert({ property_type: 'castle' }), 'constraint');
      await expectRefused(
        staff.run({ kind: 'insert', table: 'rentals', values: { title: 'R', min_stay_days: 0 } }),
        'constraint',
      );
      await expectRefused(
        staff.run({ kind: 'insert', table: 'blog_posts', values: { title: 'T', slug: 'Not A Slug' } }),
        'constraint',
      );
      const slug = demoContent.blogPosts[0]!.slug;
      await expectRefused(staff.run({ kind: 'insert', table: 'blog_posts', values: { title: 'T', slug } }), 'unique');
      const defaults = await staff.run({
        kind: 'insert',
        table: 'rentals',
        values: { title: 'Defaults' },
        returning: ['availability_calendar', 'min_stay_days', 'max_guests', 'status', 'featured'],
      });
      expect(defaults.rows[0]).toEqual({
        availability_calendar: [],
        min_stay_days: 1,
        max_guests: 2,
        status: 'draft',
        featured: false,
      });
    });

    it('keeps updated_at current on every change', async () => {
      const { db } = database();
      const id = demoContent.properties[0]!.id;
      const before = await db.query<{ updated_at: string }>('select updated_at from properties where id = $1', [id]);
      await db.query('update properties set title = title where id = $1', [id]);
      const after = await db.query<{ updated_at: string }>('select updated_at from properties where id = $1', [id]);
      expect(new Date(after.rows[0]!.updated_at).getTime()).toBeGreaterThan(
        new Date(before.rows[0]!.updated_at).getTime(),
      );
    });
  });
});
