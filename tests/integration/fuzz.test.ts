import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as loginRoute from '#app/routes/auth/login';
import * as blogRoute from '#app/routes/public/blog';
import * as blogPostRoute from '#app/routes/public/blog-post';
import * as contactRoute from '#app/routes/public/contact';
import * as homeRoute from '#app/routes/public/home';
import * as propertiesRoute from '#app/routes/public/properties';
import * as propertyRoute from '#app/routes/public/property';
import * as rentalRoute from '#app/routes/public/rental';
import * as rentalsRoute from '#app/routes/public/rentals';
import * as savedRoute from '#app/routes/public/saved';
import * as blogEditor from '#app/routes/admin/blog-editor';
import * as adminBlogs from '#app/routes/admin/blogs';
import * as dashboard from '#app/routes/admin/dashboard';
import * as adminInquiries from '#app/routes/admin/inquiries';
import * as adminInquiry from '#app/routes/admin/inquiry';
import * as adminProperties from '#app/routes/admin/properties';
import * as propertyEditor from '#app/routes/admin/property-editor';
import * as rentalEditor from '#app/routes/admin/rental-editor';
import * as adminRentals from '#app/routes/admin/rentals';
import { staffContext } from '#app/server/auth/auth.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { createBackend } from '#tests/helpers/backend';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { demoContent } from '#app/server/seed/demo-content';
import { useTestDatabase } from '#tests/helpers/databases';
import { requestContext, signInRequest } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * Property-based tests: random, oversized, unicode, missing and duplicated fields posted to every public
 * action, and random query strings sent to every public loader. Never a 5xx; nothing stored from invalid
 * input.
 */

type Handler = (args: never) => unknown;

/** The status a loader or action answers with: its data()/Response status, or 200; 500 when it throws anything else. */
async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    const init = (result as { init?: { status?: number } } | undefined)?.init;
    return init?.status ?? 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: { status?: number }; status?: number })?.init;
    if (init?.status) return init.status;
    return 500;
  }
}

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '%',
    '_',
    '\\',
    '../../etc/passwd',
    'a'.repeat(6000),
    '١٢٣',
    '🏝️',
    'NaN',
    '-1',
    '1e309',
  ),
);
const fieldNames = fc.constantFrom(
  'name',
  'email',
  'phone',
  'message',
  'submissionId',
  'leave_this_empty',
  'form-name',
  'propertyId',
  'intent',
  'id',
  'kind',
  'redirectTo',
  'password',
  'random',
  'title',
  'price',
  'status',
  'featured',
  'confirm',
  'slug',
  'content',
  'featured_image',
  'daily_rate',
  'bedrooms',
  'min_stay_days',
  'max_guests',
  'images[0]',
  'amenities[1]',
  'images-draft',
  'list-add',
  '__intent__',
);
const formFields = fc.array(fc.tuple(fieldNames, text), { maxLength: 12 });

function form(entries: [string, string][]): Request {
  const body = new URLSearchParams();
  for (const [name, value] of entries) body.append(name, value);
  return new Request('http://localhost/x', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'x-client-address': '198.18.0.1' },
  });
}

const queryString = fc.array(
  fc.tuple(
    fc.constantFrom(
      'island',
      'type',
      'price',
      'bedrooms',
      'bathrooms',
      'sort',
      'page',
      'guests',
      'minStay',
      'image',
      'gallery',
      'q',
      'x',
    ),
    text,
  ),
  { maxLength: 8 },
);

describe('fuzzing every public loader and action (PGlite)', () => {
  const database = useTestDatabase('pglite');
  const property = demoContent.properties[0]!.id;
  const rental = demoContent.rentals[0]!.id;
  const post = demoContent.blogPosts[0]!.slug;
  const count = async () =>
    (await database().db.query<{ n: number }>('select count(*)::int as n from inquiries')).rows[0]!.n;

  const loaders: [string, Handler, Record<string, string>][] = [
    ['/', homeRoute.loader as Handler, {}],
    ['/properties', propertiesRoute.loader as Handler, {}],
    [`/properties/${property}`, propertyRoute.loader as Handler, { id: property }],
    ['/rentals', rentalsRoute.loader as Handler, {}],
    [`/rentals/${rental}`, rentalRoute.loader as Handler, { id: rental }],
    ['/blog', blogRoute.loader as Handler, {}],
    [`/blog/${post}`, blogPostRoute.loader as Handler, { slug: post }],
    ['/saved', savedRoute.loader as Handler, {}],
    ['/login', loginRoute.loader as Handler, {}],
  ];

  it.each(loaders)('GET %s with random query strings never answers 5xx', async (path, loader, params) => {
    await fc.assert(
      fc.asyncProperty(queryString, fc.string({ maxLength: 30 }), async (pairs, cookie) => {
        const search = new URLSearchParams(pairs).toString();
        const request = new Request(`http://localhost${path}?${search}`, {
          headers: { Cookie: cookie.replace(/[^\x20-\x7e]/g, '') },
        });
        const status = await statusOf(() =>
          loader({ request, params, context: requestContext(database().db) } as never),
        );
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('random path parameters never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        for (const [loader, params] of [
          [propertyRoute.loader, { id: value }],
          [rentalRoute.loader, { id: value }],
          [blogPostRoute.loader, { slug: value }],
        ] as [Handler, Record<string, string>][]) {
          const status = await statusOf(() =>
            loader({
              request: new Request('http://localhost/x'),
              params,
              context: requestContext(database().db),
            } as never),
          );
          expect([200, 404]).toContain(status);
        }
      }),
      { numRuns: 40 },
    );
  });

  const actions: [string, Handler, Record<string, string>][] = [
    ['property inquiry', propertyRoute.action as Handler, { id: property }],
    ['rental question', rentalRoute.action as Handler, { id: rental }],
    ['contact', contactRoute.action as Handler, {}],
  ];

  it.each(actions)(
    '%s: random posts never answer 5xx, and invalid ones store nothing',
    async (_name, action, params) => {
      await fc.assert(
        fc.asyncProperty(formFields, async (entries) => {
          const before = await count();
          const status = await statusOf(() =>
            action({ request: form(entries), params, context: requestContext(database().db) } as never),
          );
          expect(status).toBeLessThan(500);
          if (status >= 400) expect(await count()).toBe(before);
        }),
        { numRuns: 60 },
      );
    },
  );

  it('favourites and sign-in: random posts never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(formFields, async (entries) => {
        for (const action of [savedRoute.action, loginRoute.action] as Handler[]) {
          const status = await statusOf(() =>
            action({ request: form(entries), params: {}, context: requestContext(database().db) } as never),
          );
          expect(status).toBeLessThan(500);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('fuzzing every admin loader and action as staff (PGlite)', () => {
  const database = useTestDatabase('pglite');
  let cookie = '';
  let userId = '';
  const property = demoContent.properties[0]!.id;
  const lead = demoContent.inquiries[0]!.id;

  const staffRequestContext = () => {
    const context = requestContext(database().db);
    context.set(staffContext, {
      user: {
        id: userId,
        email: 'fuzz@example.com',
        name: '',
        role: 'owner',
        secondFactor: { enrolled: true, assurance: 'aal2', verifiedAt: null },
      },
      capabilities: createBackend(sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId })),
    });
    return context;
  };

  it('signs in a staff member for the fuzzing', async () => {
    userId = (await upsertStaffAccount(database().db, 'fuzz@example.com', 'correct-horse-battery-staple')).userId;
    const result = await signInWithSecondFactor(
      signInRequest('198.18.0.9'),
      'fuzz@example.com',
      'correct-horse-battery-staple',
    );
    expect(result.ok).toBe(true);
    if (result.ok) cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
  });

  const loaders: [string, Handler, Record<string, string>][] = [
    ['/admin', dashboard.loader as Handler, {}],
    ['/admin/properties', adminProperties.loader as Handler, {}],
    ['/admin/rentals', adminRentals.loader as Handler, {}],
    ['/admin/blogs', adminBlogs.loader as Handler, {}],
    ['/admin/inquiries', adminInquiries.loader as Handler, {}],
    [`/admin/properties/${property}`, propertyEditor.loader as Handler, { id: property }],
    [`/admin/inquiries/${lead}`, adminInquiry.loader as Handler, { id: lead }],
  ];

  it.each(loaders)('GET %s with random query strings never answers 5xx', async (path, loader, params) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.constantFrom(
              'q',
              'status',
              'read',
              'sort',
              'dir',
              'page',
              'stage',
              'assignee',
              'source',
              'island',
              'listing',
              'overdue',
            ),
            text,
          ),
          { maxLength: 6 },
        ),
        async (pairs) => {
          const request = new Request(`http://localhost${path}?${new URLSearchParams(pairs)}`, {
            headers: { Cookie: cookie },
          });
          const status = await statusOf(() => loader({ request, params, context: staffRequestContext() } as never));
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
  });

  const actions: [string, Handler, Record<string, string>][] = [
    ['properties list', adminProperties.action as Handler, {}],
    ['rentals list', adminRentals.action as Handler, {}],
    ['blogs list', adminBlogs.action as Handler, {}],
    ['property editor (new)', propertyEditor.action as Handler, { id: 'new' }],
    ['rental editor (new)', rentalEditor.action as Handler, { id: 'new' }],
    ['blog editor (new)', blogEditor.action as Handler, { id: 'new' }],
    ['inquiry', adminInquiry.action as Handler, { id: lead }],
  ];

  it.each(actions)('%s: random posts never answer 5xx', async (_name, action, params) => {
    await fc.assert(
      fc.asyncProperty(formFields, async (entries) => {
        const request = form(entries);
        request.headers.set('Cookie', cookie);
        const status = await statusOf(() => action({ request, params, context: staffRequestContext() } as never));
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
