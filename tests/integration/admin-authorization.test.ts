import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '#app/domain/staff/roles';
import routes from '#app/routes';
import * as adminLayout from '#app/routes/admin/layout';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { demoContent } from '#app/server/seed/demo-content';
import { useTestDatabase } from '#tests/helpers/databases';
import {
  get,
  insertPost,
  insertProperty,
  insertRental,
  postForm,
  requestContext,
  signInRequest,
} from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * Walks the route table: every route under /admin sits in the admin layout (whose middleware requires
 * staff), and every admin loader and action answers each kind of person as the role table says
 * (app/domain/staff/roles.ts; docs/decisions/014-staff-roles.md):
 * - visitors, signed-in users who are not staff, and deactivated members: pages redirect to /login, posts
 *   change nothing in the database;
 * - owners, admins and agents: each route's page and posts are let through or refused with a 403 (and nothing
 *   changed), per the expectations below — written out here, not derived from the code's table, so a change of
 *   who may do what shows up as a failing test. Deleting a listing or a post is checked intent by intent.
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
    const here = fullPath.startsWith('/admin')
      ? [{ file: entry.file, path: fullPath || '/', underLayout: underLayout || isLayout }]
      : [];
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

const ROLES = ['owner', 'admin', 'agent'] as const satisfies readonly StaffRole[];
const EVERYONE = ROLES;
const OWNERS_AND_ADMINS = ['owner', 'admin'] as const;
const OWNERS = ['owner'] as const;

/** Who may open each page and post to it (a route without a loader or an action has none to check). */
const EXPECTED: Record<string, { page: readonly StaffRole[]; post: readonly StaffRole[] }> = {
  '/admin': { page: EVERYONE, post: EVERYONE },
  '/admin/properties': { page: EVERYONE, post: EVERYONE },
  '/admin/properties/:id': { page: EVERYONE, post: EVERYONE },
  '/admin/rentals': { page: EVERYONE, post: EVERYONE },
  '/admin/rentals/:id': { page: EVERYONE, post: EVERYONE },
  '/admin/rentals/:id/calendar': { page: EVERYONE, post: EVERYONE },
  // A villa's arrival information (the listings permission: every member).
  '/admin/rentals/:id/arrival': { page: EVERYONE, post: EVERYONE },
  '/admin/bookings': { page: EVERYONE, post: EVERYONE },
  '/admin/bookings/terms': { page: OWNERS_AND_ADMINS, post: OWNERS },
  '/admin/bookings/export.csv': { page: EVERYONE, post: [] },
  '/admin/bookings/:id': { page: EVERYONE, post: EVERYONE },
  // A stay's pro-forma, invoice and receipts as PDFs (downloads: no action).
  '/admin/bookings/:id/documents/:file': { page: EVERYONE, post: [] },
  // Every stay's payments and their CSV (reads only: agents record payments on the booking page).
  '/admin/payments': { page: EVERYONE, post: [] },
  '/admin/payments/export.csv': { page: EVERYONE, post: [] },
  // Bank statements: every member who records payments imports them and accepts their matches.
  '/admin/payments/imports': { page: EVERYONE, post: EVERYONE },
  '/admin/payments/imports/:id': { page: EVERYONE, post: EVERYONE },
  '/admin/blogs': { page: EVERYONE, post: EVERYONE },
  '/admin/blogs/:id': { page: EVERYONE, post: EVERYONE },
  '/admin/media/upload': { page: EVERYONE, post: EVERYONE },
  '/admin/media': { page: EVERYONE, post: EVERYONE },
  '/admin/inquiries': { page: EVERYONE, post: EVERYONE },
  // The leads as CSV (a download, no action).
  '/admin/inquiries/export.csv': { page: EVERYONE, post: [] },
  '/admin/inquiries/:id': { page: EVERYONE, post: EVERYONE },
  '/admin/outbox': { page: EVERYONE, post: EVERYONE },
  // Saved searches (tests/integration/search-alert-staff.test.ts): every member reads them and makes a lead of one.
  '/admin/saved-searches': { page: EVERYONE, post: EVERYONE },
  // Homeowners (tests/integration/homeowners.test.ts): every member reads them; owners and admins change them.
  '/admin/homeowners': { page: EVERYONE, post: OWNERS_AND_ADMINS },
  '/admin/homeowners/:id': { page: EVERYONE, post: OWNERS_AND_ADMINS },
  // Monthly statements (tests/integration/homeowner-statements.test.ts): every member reads them; owners and admins
  // draft, issue, send and pay them.
  '/admin/homeowners/statements': { page: EVERYONE, post: OWNERS_AND_ADMINS },
  '/admin/homeowners/statements/:id': { page: EVERYONE, post: OWNERS_AND_ADMINS },
  '/admin/homeowners/statements/:id/lines.csv': { page: EVERYONE, post: [] },
  '/admin/homeowners/statements/:id/statement.pdf': { page: EVERYONE, post: [] },
  // Turnovers (tests/integration/tasks-page.test.ts): every member moves the field team's tasks.
  '/admin/tasks': { page: EVERYONE, post: EVERYONE },
  // A photo an inspection took (tests/integration/inspection-photos.test.ts): every member sees it.
  '/admin/tasks/:id/photos/:key': { page: EVERYONE, post: [] },
  // Each villa's task templates and the vendors (tests/integration/task-setup.test.ts): owners and admins.
  '/admin/tasks/setup': { page: OWNERS_AND_ADMINS, post: OWNERS_AND_ADMINS },
  // The printable day sheet (tests/integration/task-sheet.test.ts): every member; no action.
  '/admin/tasks/sheet': { page: EVERYONE, post: [] },
  // The settings' own page: a card for each (no action).
  '/admin/settings': { page: OWNERS_AND_ADMINS, post: [] },
  // An agreement's signed mandate, a villa's expenses and their receipts (tests/integration/homeowner-expenses.test.ts,
  // homeowner-page-actions.test.ts): every member reads them and records expenses.
  '/admin/agreements/:id/mandate': { page: EVERYONE, post: [] },
  '/admin/expenses': { page: EVERYONE, post: [] },
  '/admin/expenses/:id': { page: EVERYONE, post: EVERYONE },
  '/admin/expenses/:id/receipt': { page: EVERYONE, post: [] },
  '/admin/settings/currency': { page: OWNERS_AND_ADMINS, post: OWNERS },
  '/admin/settings/contact': { page: OWNERS_AND_ADMINS, post: OWNERS },
  // The portal feeds' addresses and tokens (owners and admins: tests/integration/portal-feeds.test.ts).
  '/admin/settings/feeds': { page: OWNERS_AND_ADMINS, post: OWNERS_AND_ADMINS },
  // The privacy notice's and the legal notice's texts (issue 32, item 2): owners only, even to read the editor.
  '/admin/settings/legal-pages': { page: OWNERS, post: OWNERS },
  // The accounts guests pay into (owners, with a fresh second factor: tests/integration/bank-accounts.test.ts).
  '/admin/settings/bank-accounts': { page: OWNERS_AND_ADMINS, post: OWNERS },
  // The companies that issue invoices: admins change them too, as row level security lets them
  // (tests/integration/legal-entities.test.ts).
  '/admin/settings/legal-entities': { page: OWNERS_AND_ADMINS, post: OWNERS_AND_ADMINS },
  // The rental agreement's versions (tests/integration/rental-agreement.test.ts).
  '/admin/settings/rental-agreement': { page: OWNERS_AND_ADMINS, post: OWNERS },
  // A person's data (tests/integration/person-data-pages.test.ts): owners and admins look up and download; owners
  // erase. The retention periods: owners change them.
  '/admin/privacy': { page: OWNERS_AND_ADMINS, post: OWNERS },
  '/admin/privacy/export.json': { page: OWNERS_AND_ADMINS, post: [] },
  '/admin/settings/retention': { page: OWNERS_AND_ADMINS, post: OWNERS },
  '/admin/staff': { page: OWNERS_AND_ADMINS, post: OWNERS },
  '/admin/account': { page: EVERYONE, post: EVERYONE },
  // One's authenticator (the one page an owner or admin without one may open: tests/integration/two-factor.test.ts).
  '/admin/account/two-factor': { page: EVERYONE, post: EVERYONE },
  // The whole history (agents see each item's on its page).
  '/admin/history': { page: OWNERS_AND_ADMINS, post: OWNERS_AND_ADMINS },
};

/** Deleting listings and posts: owners and admins only, whatever page the post comes from. */
const DELETES: {
  path: string;
  table: string;
  insert: (db: Parameters<typeof insertProperty>[0]) => Promise<string>;
  field: 'id' | 'param';
}[] = [
  {
    path: '/admin/properties',
    table: 'properties',
    insert: (db) => insertProperty(db, { title: 'Doomed Villa' }),
    field: 'id',
  },
  {
    path: '/admin/rentals',
    table: 'rentals',
    insert: (db) => insertRental(db, { title: 'Doomed Rental' }),
    field: 'id',
  },
  { path: '/admin/blogs', table: 'blog_posts', insert: (db) => insertPost(db, { title: 'Doomed Post' }), field: 'id' },
  {
    path: '/admin/blogs/:id',
    table: 'blog_posts',
    insert: (db) => insertPost(db, { title: 'Doomed Post' }),
    field: 'param',
  },
];

/** Every kind of post an admin action accepts, aimed at real rows. */
function hostilePosts(ownerId: string): Record<string, string>[] {
  return [
    { intent: 'delete', id: property.id, confirm: 'yes' },
    { intent: 'delete', id: rental.id, confirm: 'yes' },
    { intent: 'delete', id: post.id, confirm: 'yes' },
    { intent: 'delete', id: inquiry.id, confirm: 'yes' },
    { intent: 'status', id: property.id, status: 'archived' },
    { intent: 'featured', id: property.id, featured: 'false' },
    { intent: 'read', id: inquiry.id },
    // The lead pipeline.
    { intent: 'stage', stage: 'lost', lostReason: 'Hacked' },
    { intent: 'assign', assignee: 'me' },
    { intent: 'follow-up', followUpOn: '2020-01-01' },
    { intent: 'note', body: 'Hacked' },
    {
      title: 'Hacked',
      price: '1',
      location: 'x',
      island: 'Sint Maarten',
      bedrooms: '1',
      bathrooms: '1',
      area: '1',
      status: 'published',
      address: 'x',
      description: 'x',
      property_type: 'villa',
      slug: 'hacked',
      featured_image: '/x.webp',
      content: 'x',
      daily_rate: '1',
      min_stay_days: '1',
      max_guests: '1',
    },
    // Settings and staff.
    { eurUsdRate: '2.5' },
    {
      taxPercentStBarth: '50',
      taxPercentSintMaarten: '50',
      serviceFeePercent: '50',
      depositPercent: '50',
      balanceDaysBefore: '1',
      festiveBalanceDaysBefore: '1',
      optionHoldHours: '1',
      depositDueDays: '1',
      cancellationBasePercent: '50',
    },
    {
      currency: 'USD',
      holder: 'Intruder',
      bankName: 'Elsewhere Bank',
      iban: 'GB82WEST12345698765432',
      swift: 'WESTGB22',
    },
    { name: 'Intruder SAS', island: 'all', invoicePrefix: 'INTRUDER', active: 'on' },
    { intent: 'deactivate', id: property.id },
    { intent: 'invite', email: 'intruder@example.com', name: 'Intruder', role: 'owner' },
    { intent: 'role', userId: ownerId, role: 'agent' },
    { intent: 'deactivate', userId: ownerId, confirm: 'yes' },
    { intent: 'reset', userId: ownerId },
    // Turnovers' set-up: a vendor and a villa's template.
    { intent: 'vendor', vendorId: '', name: 'Intruder', email: 'intruder@example.com', language: 'en', active: 'on' },
    { intent: 'template', templateId: '', rentalId: rental.id, kind: 'welcome', anchor: 'check-in', offsetDays: '0' },
    // The portal feeds: turned on, and a token renewed.
    { intent: 'save', portal: 'kyero', enabled: 'on', accountId: '1' },
    { intent: 'renew', portal: 'kyero' },
    // A person's erasure and the retention periods.
    { intent: 'erase', email: 'visitor@example.com', confirmation: 'visitor@example.com' },
    { leadMonths: '6', mailMonths: '1' },
  ];
}

type Outcome = { kind: 'login' } | { kind: 'status'; status: number };

/** What a loader or action came to: a redirect to /login, or a status (200 for plain data). */
function outcomeOf(value: unknown): Outcome {
  if (value instanceof Response) {
    if (/^\/login\?redirectTo=/.test(value.headers.get('Location') ?? '')) return { kind: 'login' };
    return { kind: 'status', status: value.status };
  }
  const init = (value as { type?: string; init?: { status?: number } } | null)?.init;
  if ((value as { type?: string } | null)?.type === 'DataWithResponseInit')
    return { kind: 'status', status: init?.status ?? 200 };
  return { kind: 'status', status: 200 };
}

describe('admin authorization (PGlite)', () => {
  const database = useTestDatabase('pglite');
  const cookies = {} as Record<StaffRole | 'outsider' | 'deactivated', string>;
  let ownerId = '';

  const snapshot = async () => {
    const { rows } = await database().db.query<{ state: string }>(
      `select ${[
        'properties',
        'rentals',
        'blog_posts',
        'inquiries',
        'booking_terms',
        'currency_settings',
        'mail_outbox',
        'stays',
        'lead_notes',
        'bank_accounts',
        'legal_entities',
        'rental_agreements',
        'homeowners',
        'homeowner_expenses',
        'vendors',
        'task_templates',
        'portal_feeds',
      ]
        .map((t) => `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from public.${t} t)`)
        .join(' || ')} ||
              (select coalesce(md5(string_agg(t::text, '|' order by t.user_id)), '') from public.staff_members t) as state`,
    );
    return rows[0]!.state;
  };

  /** Signs an account in from its own address (sign-ins are throttled per address). */
  async function account(email: string, address: string, role: StaffRole) {
    const { db } = database();
    const { userId } = await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(signInRequest(address), email, 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    await db.query('update public.staff_members set role = $2 where user_id = $1', [userId, role]);
    return { userId, cookie: result.headers.get('Set-Cookie')!.split(';')[0]! };
  }

  beforeAll(async () => {
    const { db } = database();
    const owner = await account('owner@example.com', '192.0.2.51', 'owner');
    ownerId = owner.userId;
    cookies.owner = owner.cookie;
    cookies.admin = (await account('admin@example.com', '192.0.2.52', 'admin')).cookie;
    cookies.agent = (await account('agent@example.com', '192.0.2.53', 'agent')).cookie;
    // A signed-in account that is not (or no longer) staff, and one deactivated with a session still open.
    const outsider = await account('outsider@example.com', '192.0.2.50', 'agent');
    cookies.outsider = outsider.cookie;
    await db.query('delete from public.staff_members where user_id = $1', [outsider.userId]);
    const deactivated = await account('former@example.com', '192.0.2.54', 'admin');
    cookies.deactivated = deactivated.cookie;
    await db.query('update public.staff_members set deactivated_at = now() where user_id = $1', [deactivated.userId]);
  });

  it('finds the admin routes of SPEC §2 in the route table, all inside the staff-only layout, each with its expectations', () => {
    const paths = table.map((r) => r.path);
    for (const expected of [
      '/admin',
      '/admin/properties',
      '/admin/properties/:id',
      '/admin/rentals',
      '/admin/rentals/:id',
      '/admin/blogs',
      '/admin/blogs/:id',
      '/admin/inquiries',
      '/admin/inquiries/:id',
      '/admin/staff',
      '/admin/account',
      '/admin/account/two-factor',
      '/admin/history',
    ]) {
      expect(paths).toContain(expected);
    }
    for (const route of table) expect(route.underLayout, route.file).toBe(true);
    for (const route of table.filter((r) => r.file !== 'routes/admin/layout.tsx'))
      expect(Object.keys(EXPECTED), route.path).toContain(route.path);
  });

  const load = async (route: AdminRoute) =>
    (await import(/* @vite-ignore */ path.resolve('app', route.file))) as {
      loader?: (args: never) => unknown;
      action?: (args: never) => unknown;
    };

  /** A page as the app serves it: the layout's middleware first (the staff session in context), then the loader. */
  async function openPage(route: AdminRoute, cookie: string | undefined): Promise<Outcome> {
    const mod = await load(route);
    const url = route.path.replace(':id', paramsFor(route.path).id ?? '');
    const request = get(url, { headers: cookie ? { Cookie: cookie } : {} });
    const context: RouterContextProvider = requestContext(database().db);
    const params = paramsFor(route.path);
    let loaded: unknown;
    try {
      await adminLayout.middleware[0]!(
        { request, params, context, unstable_pattern: route.path } as never,
        async () => {
          loaded = await mod.loader!({ request, params, context } as never);
          return new Response(null);
        },
      );
    } catch (thrown) {
      return outcomeOf(thrown);
    }
    return outcomeOf(loaded);
  }

  async function postTo(
    route: AdminRoute,
    fields: Record<string, string>,
    cookie: string | undefined,
    params = paramsFor(route.path),
  ): Promise<Outcome> {
    const mod = await load(route);
    const url = route.path.replace(':id', params.id ?? '');
    try {
      return outcomeOf(
        await mod.action!({
          request: postForm(url, fields, cookie ? { Cookie: cookie } : {}),
          params,
          context: requestContext(database().db),
        } as never),
      );
    } catch (thrown) {
      return outcomeOf(thrown);
    }
  }

  for (const route of table.filter((r) => r.file !== 'routes/admin/layout.tsx')) {
    describe(route.path, () => {
      const expected = EXPECTED[route.path] ?? { page: [], post: [] };

      it('sends visitors, non-staff users and deactivated members from its page to /login', async () => {
        if (!(await load(route)).loader) return;
        for (const who of [undefined, cookies.outsider, cookies.deactivated]) {
          expect(await openPage(route, who)).toEqual({ kind: 'login' });
        }
      });

      it('changes nothing for posts from visitors, non-staff users and deactivated members', async () => {
        if (!(await load(route)).action) return;
        const before = await snapshot();
        for (const who of [undefined, cookies.outsider, cookies.deactivated]) {
          for (const fields of hostilePosts(ownerId))
            expect(await postTo(route, fields, who)).toEqual({ kind: 'login' });
        }
        expect(await snapshot()).toBe(before);
      });

      it.each(ROLES)('opens its page to %s as the role table says', async (role) => {
        if (!(await load(route)).loader) return;
        const outcome = await openPage(route, cookies[role]);
        if (expected.page.includes(role)) {
          expect(outcome.kind).toBe('status');
          expect(outcome).not.toEqual({ kind: 'status', status: 403 });
        } else {
          expect(outcome).toEqual({ kind: 'status', status: 403 });
        }
      });

      it.each(ROLES)('lets %s post to it as the role table says, a refused post changing nothing', async (role) => {
        if (!(await load(route)).action) return;
        if (expected.post.includes(role)) {
          // An empty post: let through to the action's own checks (a 400, a confirmation…), never refused for the role.
          const outcome = await postTo(route, {}, cookies[role]);
          expect(outcome.kind).toBe('status');
          expect(outcome).not.toEqual({ kind: 'status', status: 403 });
          return;
        }
        const before = await snapshot();
        for (const fields of hostilePosts(ownerId))
          expect(await postTo(route, fields, cookies[role])).toEqual({ kind: 'status', status: 403 });
        expect(await snapshot()).toBe(before);
      });
    });
  }

  describe('deleting listings and posts', () => {
    for (const target of DELETES) {
      it(`on ${target.path}: refused to agents (403, the row stays), done for admins and owners`, async () => {
        const { db } = database();
        const route = table.find((r) => r.path === target.path)!;
        for (const role of ROLES) {
          const id = await target.insert(db);
          const params: Record<string, string> = target.field === 'param' ? { id } : {};
          const fields: Record<string, string> = {
            intent: 'delete',
            confirm: 'yes',
            ...(target.field === 'id' ? { id } : {}),
          };
          const outcome = await postTo(route, fields, cookies[role], params);
          const { rows } = await db.query(`select id from public.${target.table} where id = $1`, [id]);
          if (role === 'agent') {
            expect(outcome).toEqual({ kind: 'status', status: 403 });
            expect(rows).toHaveLength(1);
          } else {
            expect(outcome).toMatchObject({ kind: 'status', status: 302 });
            expect(rows).toHaveLength(0);
          }
        }
      });
    }

    it('lets agents change a listing’s status and featured, and delete an inquiry (leads are theirs)', async () => {
      const { db } = database();
      const id = await insertProperty(db, { status: 'draft' });
      const route = table.find((r) => r.path === '/admin/properties')!;
      expect(await postTo(route, { intent: 'status', id, status: 'published' }, cookies.agent)).toEqual({
        kind: 'status',
        status: 200,
      });
      expect(await postTo(route, { intent: 'featured', id, featured: 'true' }, cookies.agent)).toEqual({
        kind: 'status',
        status: 200,
      });
      expect((await db.query('select status, featured from public.properties where id = $1', [id])).rows).toEqual([
        { status: 'published', featured: true },
      ]);
      const { rows } = await db.query<{ id: string }>(
        `insert into public.inquiries (name, email, message) values ('Lead', 'lead@example.com', 'Hello') returning id`,
      );
      const lead = rows[0]!.id;
      const detail = table.find((r) => r.path === '/admin/inquiries/:id')!;
      expect(await postTo(detail, { intent: 'delete', confirm: 'yes' }, cookies.agent, { id: lead })).toMatchObject({
        kind: 'status',
        status: 302,
      });
      expect((await db.query('select id from public.inquiries where id = $1', [lead])).rows).toEqual([]);
    });
  });
});
