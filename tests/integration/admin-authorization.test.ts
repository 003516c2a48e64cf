import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import routes from '#app/routes';
import { signIn } from '#app/server/auth/auth.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { demoContent } from '#app/server/seed/demo-content';
import { useTestDatabase } from '#tests/helpers/databases';
import { get, postForm, requestContext, signInRequest } from '#tests/helpers/fixtures';

/**
 * Walks the route table: every route under /admin sits in the admin layout (whose middleware requires
 * staff), and every admin loader and action refuses a visitor and a signed-in user who is not staff —
 * pages redirect to /login, posts change nothing in the database.
 */

interface AdminRoute {
  file: string;
  path: string;
  underLayout: boolean;
}

function adminRoutes(entries: RouteConfigEntry[], parentPath = '', underLayout = false): AdminRoute[] {
  return entries.flatMap((entry) => {
    const fullPath = entry.path ? `${parentPath}/${entry.path}`.replace(/\/+/g, '/') : parentPath;
    const isLayout = entry.file === 'routes/admin/layout.tsx';
    const here = fullPath.startsWith('/admin') ? [{ file: entry.file, path: fullPath || '/', underLayout: underLayout || isLayout }] : [];
    return [...here, ...adminRoutes(entry.children ?? [], fullPath, underLayout || isLayout)];
  });
}

const table = adminRoutes(routes as RouteConfigEntry[]);
const property = demoContent.properties[0]!;
const rental = demoContent.rentals[0]!;
const post = demoContent.blogPosts[0]!;
const inquiry = demoContent.inquiries[0]!;

/** Plausible params for each dynamic segment, pointing at real rows. */
function paramsFor(routePath: string): Record<string, string> {
  if (!routePath.includes(':id')) return {};
  if (routePath.includes('properties')) return { id: property.id };
  if (routePath.includes('rentals')) return { id: rental.id };
  if (routePath.includes('blogs')) return { id: post.id };
  return { id: inquiry.id };
}

/** Every kind of post an admin action accepts, aimed at real rows. */
const HOSTILE_POSTS: Record<string, string>[] = [
  { intent: 'delete', id: property.id, confirm: 'yes' },
  { intent: 'delete', id: rental.id, confirm: 'yes' },
  { intent: 'delete', id: post.id, confirm: 'yes' },
  { intent: 'delete', id: inquiry.id, confirm: 'yes' },
  { intent: 'status', id: property.id, status: 'archived' },
  { intent: 'featured', id: property.id, featured: 'false' },
  { intent: 'read', id: inquiry.id },
  { title: 'Hacked', price: '1', location: 'x', island: 'Sint Maarten', bedrooms: '1', bathrooms: '1', area: '1', status: 'published', address: 'x', description: 'x', property_type: 'villa', slug: 'hacked', featured_image: '/x.webp', content: 'x', daily_rate: '1', min_stay_days: '1', max_guests: '1' },
];

describe('admin authorization (PGlite)', () => {
  const database = useTestDatabase('pglite');
  let outsiderCookie = '';

  const snapshot = async () => {
    const { rows } = await database().db.query<{ state: string }>(
      `select (select coalesce(md5(string_agg(t::text, '|' order by t.id)), '') from public.properties t) ||
              (select coalesce(md5(string_agg(t::text, '|' order by t.id)), '') from public.rentals t) ||
              (select coalesce(md5(string_agg(t::text, '|' order by t.id)), '') from public.blog_posts t) ||
              (select coalesce(md5(string_agg(t::text, '|' order by t.id)), '') from public.inquiries t) as state`,
    );
    return rows[0]!.state;
  };

  beforeAll(async () => {
    // A signed-in account that is not (or no longer) staff.
    const { db } = database();
    const { userId } = await upsertStaffAccount(db, 'outsider@example.com', 'correct-horse-battery-staple');
    const result = await signIn(signInRequest('192.0.2.50'), 'outsider@example.com', 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    outsiderCookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
    await db.query('delete from public.staff_members where user_id = $1', [userId]);
  });

  it('finds the admin routes of SPEC §2 in the route table, all inside the staff-only layout', () => {
    const paths = table.map((r) => r.path);
    for (const expected of ['/admin', '/admin/properties', '/admin/properties/:id', '/admin/rentals', '/admin/rentals/:id', '/admin/blogs', '/admin/blogs/:id', '/admin/inquiries', '/admin/inquiries/:id']) {
      expect(paths).toContain(expected);
    }
    for (const route of table) expect(route.underLayout, route.file).toBe(true);
  });

  for (const route of table.filter((r) => r.file !== 'routes/admin/layout.tsx')) {
    describe(route.path, () => {
      const load = async () => (await import(/* @vite-ignore */ path.resolve('app', route.file))) as { loader?: (args: never) => unknown; action?: (args: never) => unknown };
      const url = route.path.replace(':id', paramsFor(route.path).id ?? '');

      it('sends visitors and non-staff users from its page to /login', async () => {
        const mod = await load();
        if (!mod.loader) return;
        for (const headers of [{}, { Cookie: outsiderCookie }] as Record<string, string>[]) {
          const outcome = await Promise.resolve()
            .then(() => mod.loader!({ request: get(url, { headers }), params: paramsFor(route.path), context: requestContext(database().db) } as never))
            .then(
              (value) => value,
              (thrown: unknown) => thrown,
            );
          expect(outcome).toBeInstanceOf(Response);
          expect((outcome as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=/);
        }
      });

      it('changes nothing for posts from visitors and non-staff users', async () => {
        const mod = await load();
        if (!mod.action) return;
        const before = await snapshot();
        for (const headers of [{}, { Cookie: outsiderCookie }] as Record<string, string>[]) {
          for (const fields of HOSTILE_POSTS) {
            const outcome = await Promise.resolve()
              .then(() => mod.action!({ request: postForm(url, fields, headers), params: paramsFor(route.path), context: requestContext(database().db) } as never))
              .then(
                (value) => value,
                (thrown: unknown) => thrown,
              );
            expect(outcome).toBeInstanceOf(Response);
            expect((outcome as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=/);
          }
        }
        expect(await snapshot()).toBe(before);
      });
    });
  }
});
