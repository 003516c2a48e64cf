import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OwnerStayRequestRow } from '#app/domain/homeowners/owner-page';
import type { StaffRole } from '#app/domain/staff/roles';
import * as adminLayout from '#app/routes/admin/layout';
import * as homeownerRoute from '#app/routes/admin/homeowner';
import * as ownersRoute from '#app/routes/public/owners';
import * as ownersLoginRoute from '#app/routes/public/owners-login';
import * as ownersSetPasswordRoute from '#app/routes/public/owners-set-password';
import { getStaffUser } from '#app/server/auth/auth.server';
import { getHomeownerUser } from '#app/server/auth/homeowner-auth.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import type { QueryRunner } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { ownerStayQueries } from '#app/server/homeowners/owner-stays.server';
import { createBackend, refusalCode } from '#tests/helpers/backend';
import { homeownerAccountQueries } from '#app/server/homeowners/accounts.server';
import { deliverDueMessages } from '#app/server/mail/worker.server';
import type { OutgoingMail } from '#app/server/mail/transport.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, jsonWithoutIdsOrTimes, postForm, requestContext, signInRequest, unwrap } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * The homeowner's page (issue 29, item 5; supabase/migrations/…_homeowner_accounts.sql), on PGlite and
 * PostgreSQL: staff invite a homeowner with a one-time link; the homeowner chooses a password, signs in, reads
 * their own page and nothing else (row level security and the security definer functions); they stay outside the
 * back office; deactivation ends their access; owner stays are checked against the calendar, accepted at once
 * when the agreement allows, otherwise accepted into a block or declined by staff; a sale listing's counts.
 */
type Args = never;
const PASSWORD = 'correct-horse-battery-staple';
const HOMEOWNER_PASSWORD = 'my villa, my password';

describe.each(ENGINES)('the homeowner page on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const staff = {} as Record<StaffRole, { id: string; cookie: string }>;
  const ids = {} as Record<'anne' | 'paul' | 'azur' | 'corail' | 'lorient' | 'anneUser' | 'paulUser', string>;
  let address = engine === 'pglite' ? 10 : 60;
  let today = '';
  const inDays = (days: number) => {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const as = (userId: string): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal: 'aal1', userId, email: `${userId}@example.com` });
  const location = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);

  async function staffPost(role: StaffRole, fields: Record<string, string>, homeownerId = ids.anne) {
    try {
      return await homeownerRoute.action({
        request: postForm(`/admin/homeowners/${homeownerId}`, fields, { Cookie: staff[role].cookie }),
        params: { id: homeownerId },
        context: requestContext(database().db),
      } as Args);
    } catch (thrown) {
      return thrown;
    }
  }

  async function homeownerAccount(homeownerId: string, email: string): Promise<string> {
    const [user] = await q<{ id: string }>(
      `insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id`,
      [email],
    );
    await q(
      'insert into public.homeowner_accounts (user_id, homeowner_id, email, invitation_pending) values ($1, $2, $3, false)',
      [user!.id, homeownerId, email],
    );
    return user!.id;
  }

  beforeAll(async () => {
    const { db } = database();
    for (const role of ['owner', 'admin', 'agent'] as const) {
      const email = `${role}-${engine}-page@example.com`;
      const { userId } = await upsertStaffAccount(db, email, PASSWORD);
      await q('update public.staff_members set role = $2 where user_id = $1', [userId, role]);
      const signed = await signInWithSecondFactor(signInRequest(`198.51.100.${address++}`), email, PASSWORD);
      if (!signed.ok) throw new Error(signed.message);
      staff[role] = { id: userId, cookie: signed.headers.get('Set-Cookie')!.split(';')[0]! };
    }
    today = (await q<{ today: string }>(`select (now() at time zone 'America/St_Barthelemy')::date::text as today`))[0]!
      .today;
    ids.azur = randomUUID();
    ids.corail = randomUUID();
    ids.lorient = randomUUID();
    await q(
      `insert into public.rentals (id, title, status) values ($1, 'Villa Azur', 'published'), ($2, 'Villa Corail', 'published')`,
      [ids.azur, ids.corail],
    );
    await q(`insert into public.properties (id, title, status) values ($1, 'Maison Lorient', 'published')`, [
      ids.lorient,
    ]);
    ids.anne = (
      await q<{ id: string }>(
        `insert into public.homeowners (name, emails, language) values ('Anne Dupont', '{anne-${engine}@example.fr}', 'fr') returning id`,
      )
    )[0]!.id;
    ids.paul = (
      await q<{ id: string }>(
        `insert into public.homeowners (name, emails) values ('Paul Martin', '{paul-${engine}@example.com}') returning id`,
      )
    )[0]!.id;
    await q(
      `insert into public.homeowner_listings (homeowner_id, rental_id, property_id, owned_from) values
         ($1, $3, null, $5::date - 400), ($1, null, $4, $5::date - 30), ($2, $6, null, $5::date - 400)`,
      [ids.anne, ids.paul, ids.azur, ids.lorient, today, ids.corail],
    );
    await q(
      `insert into public.homeowner_bank_details (homeowner_id, holder, bank_name, iban, swift)
       values ($1, 'Anne Dupont', 'BNP', 'FR7630006000011234567890189', 'BNPAFRPP')`,
      [ids.anne],
    );
    await q(
      `insert into public.management_agreements (rental_id, effective_from, commission_percent, mandate_signed_on, mandate_signatories)
       values ($1, $3::date - 400, 20, $3::date - 400, 'Anne'), ($2, $3::date - 400, 20, $3::date - 400, 'Paul')`,
      [ids.azur, ids.corail, today],
    );
    // A guest's confirmed stay at Azur (10 → 15 days from now), and one at Corail.
    await q(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guest_phone)
       values ($1, $3::date + 10, $3::date + 15, 'confirmed', 'staff', 'Grace Guest', 'grace@example.com', '+1 555 0100'),
              ($2, $3::date + 10, $3::date + 15, 'confirmed', 'staff', 'Carl Guest', 'carl@example.com', null)`,
      [ids.azur, ids.corail, today],
    );
    ids.paulUser = await homeownerAccount(ids.paul, `paul-${engine}@example.com`);
  });

  beforeEach(async () => {
    await q('delete from public.mail_outbox');
  });

  it('invites a homeowner with a one-time link; they choose a password, sign in and land on their page, outside the back office', async () => {
    // Agents cannot invite; an address that is not the homeowner's is refused.
    expect(
      unwrap(await staffPost('agent', { intent: 'account-invite', email: `anne-${engine}@example.fr` })).status,
    ).toBe(403);
    expect(unwrap(await staffPost('owner', { intent: 'account-invite', email: 'someone@example.com' })).status).toBe(
      400,
    );
    // A staff member's address never becomes a homeowner's account.
    await q(`update public.homeowners set emails = emails || $2 where id = $1`, [
      ids.anne,
      `{owner-${engine}-page@example.com}`,
    ]);
    expect(
      unwrap(await staffPost('owner', { intent: 'account-invite', email: `owner-${engine}-page@example.com` })).status,
    ).toBe(409);

    const invited = await staffPost('owner', { intent: 'account-invite', email: `anne-${engine}@example.fr` });
    expect(location(invited)).toBe(`/admin/homeowners/${ids.anne}?access=invited&account=anne-${engine}%40example.fr`);
    const [mail] = await q<{
      kind: string;
      audience: string;
      recipient: string;
      secret: string;
      homeowner_user_id: string;
    }>(`select kind, audience, recipient, secret, homeowner_user_id from public.mail_outbox`);
    expect(mail).toMatchObject({
      kind: 'homeowner-invitation',
      audience: 'homeowner',
      recipient: `anne-${engine}@example.fr`,
    });
    ids.anneUser = mail!.homeowner_user_id;

    // The worker sends it in the homeowner's language, with the link to the French page.
    const service = createBackend(sqlExecutor(database().db, { role: 'service_role', name: 'Mail delivery' }));
    const sent: OutgoingMail[] = [];
    const report = await deliverDueMessages({
      store: { ...service, ...service.use(homeownerAccountQueries) },
      transport: {
        kind: 'folder',
        send: async (outgoing) => {
          sent.push(outgoing);
          return { accepted: outgoing.to.map((to) => to.address), rejected: [], response: 'kept' };
        },
        close: async () => undefined,
      },
      settings: {
        from: 'Island Estates <no-reply@example.com>',
        notify: [],
        site: { url: 'https://island.example' },
        acknowledgementReplyTo: 'desk@example.com',
      },
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    expect(report).toMatchObject({ sent: 1, failed: 0 });
    expect(sent[0]!.to).toEqual([{ name: 'Anne Dupont', address: `anne-${engine}@example.fr` }]);
    expect(sent[0]!.text).toContain('Bonjour Anne Dupont,');
    expect(sent[0]!.text).toContain(`https://island.example/fr/owners/set-password?token=${mail!.secret}`);

    // The link's page, in French: the homeowner's name and address; then the password, once.
    const path = `/fr/owners/set-password?token=${mail!.secret}`;
    const ready = unwrap<{ state: string; name: string }>(
      await ownersSetPasswordRoute.loader({ request: get(path) } as Args),
    );
    expect(ready.data).toMatchObject({ state: 'ready', name: 'Anne Dupont' });
    const set = await ownersSetPasswordRoute.action({
      request: postForm(path, { token: mail!.secret, password: HOMEOWNER_PASSWORD, confirm: HOMEOWNER_PASSWORD }),
    } as Args);
    expect(location(set)).toBe('/fr/owners/set-password?done=1');
    expect(unwrap(await ownersSetPasswordRoute.loader({ request: get(path) } as Args)).status).toBe(410);

    // Staff sign-in refuses them; theirs opens their page.
    const login = (password: string) =>
      ownersLoginRoute.action({
        request: postForm(
          '/fr/owners/login',
          { email: `ANNE-${engine}@example.fr`, password },
          {
            'x-client-address': `203.0.113.${address++}`,
          },
        ),
      } as Args);
    expect(unwrap(await login('wrong password!')).status).toBe(401);
    const signedIn = await login(HOMEOWNER_PASSWORD);
    expect(location(signedIn)).toBe('/fr/owners');
    const cookie = (signedIn as Response).headers.get('Set-Cookie')!.split(';')[0]!;
    const request = () => get('/fr/owners', { headers: { Cookie: cookie } });

    expect(await getHomeownerUser(request())).toMatchObject({ id: ids.anneUser, homeownerId: ids.anne });
    expect(await getStaffUser(request())).toBeNull();
    const [claims] = await q<{ staff: boolean; role: string | null }>(
      `select set_config('request.jwt.claims', json_build_object('sub', $1::text, 'role', 'authenticated')::text, true),
              public.is_staff() as staff, public.staff_role() as role`,
      [ids.anneUser],
    );
    expect(claims).toMatchObject({ staff: false, role: null });
    // The back office's middleware sends them to the staff sign-in.
    let reached = false;
    const refused = await Promise.resolve(
      adminLayout.middleware[0]!(
        {
          request: get('/admin', { headers: { Cookie: cookie } }),
          params: {},
          context: requestContext(database().db),
        } as never,
        async () => {
          reached = true;
          return new Response(null);
        },
      ),
    ).catch((thrown: unknown) => thrown);
    expect(reached).toBe(false);
    expect(location(refused)).toMatch(/^\/login\?/);

    // Their page: their villa and their property, no one else's.
    const page = unwrap<Awaited<ReturnType<typeof ownersRoute.loader>> extends infer T ? T : never>(
      await ownersRoute.loader({ request: request() } as Args),
    ).data as unknown as {
      villas: { id: string; title: string; spans: { kind: string }[] }[];
      properties: { id: string }[];
    };
    expect(page.villas.map((villa) => villa.title)).toEqual(['Villa Azur']);
    expect(page.villas[0]!.spans).toEqual([{ checkIn: inDays(10), checkOut: inDays(15), kind: 'booked' }]);
    expect(page.properties.map((property) => property.id)).toEqual([ids.lorient]);
    expect(jsonWithoutIdsOrTimes(page)).not.toMatch(/Grace|grace@|555|Paul|Corail|FR76/);

    // A villa withdrawn from the site keeps its name on its homeowner's page.
    await q(`update public.rentals set status = 'draft' where id = $1`, [ids.azur]);
    const withdrawn = unwrap<{ villas: { title: string }[] }>(
      await ownersRoute.loader({ request: request() } as Args),
    ).data;
    expect(withdrawn.villas.map((villa) => villa.title)).toEqual(['Villa Azur']);
    await q(`update public.rentals set status = 'published' where id = $1`, [ids.azur]);

    // Their owner-stay form, as a browser without JavaScript posts it: answered by the field, then accepted.
    const ask = (fields: Record<string, string>) =>
      ownersRoute.action({
        request: postForm(
          '/fr/owners',
          { intent: 'owner-stay', rentalId: ids.azur, note: '', ...fields },
          { Cookie: cookie },
        ),
      } as Args);
    const wrong = unwrap<{ result: { error: Record<string, string[]> } }>(
      await ask({ checkIn: inDays(33), checkOut: inDays(30) }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.result.error.checkOut).toEqual(['Le départ doit suivre l’arrivée.']);
    const taken = unwrap<{ result: { error: Record<string, string[]> } }>(
      await ask({ checkIn: inDays(12), checkOut: inDays(14) }),
    );
    expect(taken.status).toBe(409);
    expect(taken.data.result.error['']).toEqual([
      'La villa n’est pas libre certaines de ces nuits. Choisissez d’autres dates.',
    ]);
    expect(location(await ask({ checkIn: inDays(30), checkOut: inDays(33) }))).toBe(
      `/fr/owners?done=requested#villa-${ids.azur}`,
    );

    // Deactivated: the next request goes to sign-in; a new link reactivates.
    expect(location(await staffPost('admin', { intent: 'account-deactivate', userId: ids.anneUser }))).toContain(
      'access=deactivated',
    );
    expect(await getHomeownerUser(request())).toBeNull();
    const bounced = await ownersRoute.loader({ request: request() } as Args).catch((thrown: unknown) => thrown);
    expect(location(bounced)).toBe('/fr/owners/login');
    expect(location(await staffPost('owner', { intent: 'account-link', userId: ids.anneUser }))).toContain(
      'access=link',
    );
    const [again] = await q<{ kind: string }>(`select kind from public.mail_outbox where homeowner_user_id = $1`, [
      ids.anneUser,
    ]);
    expect(again?.kind).toBe('homeowner-invitation');
  });

  it('gives a homeowner their own rows only: no other homeowner, no bank detail, no stay, no guest; visitors nothing', async () => {
    const paul = as(ids.paulUser);
    const COLUMNS = {
      homeowners: ['name'],
      homeowner_listings: ['rental_id'],
      management_agreements: ['rental_id'],
      stays: ['id', 'guest_name', 'guest_email', 'guest_phone'],
      homeowner_bank_details: ['homeowner_id', 'iban'],
      homeowner_accounts: ['user_id'],
      owner_stay_requests: ['id'],
    } as const;
    const read = async (runner: QueryRunner, table: keyof typeof COLUMNS) =>
      (await runner.run({ kind: 'select', table, columns: COLUMNS[table] })).rows as unknown as Record<
        string,
        unknown
      >[];
    expect((await read(paul, 'homeowners')).map((row) => row.name)).toEqual(['Paul Martin']);
    expect((await read(paul, 'homeowner_listings')).map((row) => row.rental_id)).toEqual([ids.corail]);
    expect((await read(paul, 'management_agreements')).map((row) => row.rental_id)).toEqual([ids.corail]);
    expect(await read(paul, 'homeowner_bank_details')).toEqual([]);
    expect(await read(paul, 'stays')).toEqual([]);
    expect((await read(paul, 'homeowner_accounts')).map((row) => row.user_id)).toEqual([ids.paulUser]);

    // The calendar: their villa's dates and kinds, nothing of another's villa.
    const stays = ownerStayQueries(paul);
    expect(await stays.calendar(ids.corail, today as never, inDays(60) as never)).toEqual([
      { checkIn: inDays(10), checkOut: inDays(15), kind: 'booked' },
    ]);
    expect(await stays.calendar(ids.azur, today as never, inDays(60) as never)).toEqual([]);
    const [raw] = await q<{ columns: string }>(
      `select string_agg(parameter_name, ',' order by ordinal_position) as columns from information_schema.parameters
        where specific_name like 'homeowner_calendar%' and parameter_mode = 'OUT'`,
    );
    expect(raw!.columns).toBe('check_in,check_out,kind');
    expect(await stays.listingStats(ids.lorient, inDays(-365) as never)).toEqual([]);

    // Staff see no homeowner of their own; visitors may not even call the functions.
    expect(await ownerStayQueries(as(staff.owner.id)).calendar(ids.azur, today as never, inDays(60) as never)).toEqual(
      [],
    );
    const visitor = sqlExecutor(database().db, ANONYMOUS);
    expect(
      await refusalCode(() => ownerStayQueries(visitor).calendar(ids.azur, today as never, inDays(60) as never)),
    ).toBe('permission');
    expect(await refusalCode(() => read(visitor, 'homeowner_accounts'))).toBe('permission');
    expect(await refusalCode(() => read(visitor, 'owner_stay_requests'))).toBe('permission');
  });

  it('checks owner stays against the calendar; staff accept them into a block or decline; at once when the agreement allows', async () => {
    const paul = ownerStayQueries(as(ids.paulUser));
    // On the guest's nights: refused, as the exclusion constraint would.
    expect(
      await refusalCode(() =>
        paul.request({ rentalId: ids.corail, checkIn: inDays(12), checkOut: inDays(20), note: null }),
      ),
    ).toBe('overlap');
    // Not their villa.
    expect(
      await refusalCode(() =>
        paul.request({ rentalId: ids.azur, checkIn: inDays(30), checkOut: inDays(33), note: null }),
      ),
    ).toBe('permission');
    // Free nights: waiting for staff, shown on their calendar as requested.
    const waiting: OwnerStayRequestRow = await paul.request({
      rentalId: ids.corail,
      checkIn: inDays(20),
      checkOut: inDays(25),
      note: 'Family',
    });
    expect(waiting).toMatchObject({ status: 'requested', stay_id: null });
    expect(await paul.calendar(ids.corail, inDays(19) as never, inDays(26) as never)).toEqual([
      { checkIn: inDays(20), checkOut: inDays(25), kind: 'requested' },
    ]);
    // A second request on the same nights is refused while the first waits.
    expect(
      await refusalCode(() =>
        paul.request({ rentalId: ids.corail, checkIn: inDays(22), checkOut: inDays(23), note: null }),
      ),
    ).toBe('overlap');

    // The homeowner's detail page in the back office lists their account and the request waiting, by villa.
    const context = requestContext(database().db);
    const request = get(`/admin/homeowners/${ids.paul}?access=link&account=paul-${engine}%40example.com`, {
      headers: { Cookie: staff.agent.cookie },
    });
    let loaded: unknown;
    await adminLayout.middleware[0]!({ request, params: {}, context } as never, async () => {
      loaded = await homeownerRoute.loader({ request, params: { id: ids.paul }, context } as Args);
      return new Response(null);
    });
    const { access } = loaded as Awaited<ReturnType<typeof homeownerRoute.loader>>;
    expect(access.accounts.map((account) => account.email)).toEqual([`paul-${engine}@example.com`]);
    expect(access.invitable).toEqual([]);
    expect(access.requests.map((row) => [row.title, row.check_in, row.note])).toEqual([
      ['Villa Corail', inDays(20), 'Family'],
    ]);
    expect(access.notice).toBe(`A new link was sent to paul-${engine}@example.com.`);

    // An agent accepts it from the homeowner's page in the back office: a homeowner's block.
    const accepted = await staffPost('agent', { intent: 'owner-stay-accept', requestId: waiting.id }, ids.paul);
    expect(location(accepted)).toBe(`/admin/homeowners/${ids.paul}?access=accepted`);
    const [block] = await q<{ status: string; source: string }>(
      `select s.status, s.source from public.stays s join public.owner_stay_requests r on r.stay_id = s.id where r.id = $1`,
      [waiting.id],
    );
    expect(block).toEqual({ status: 'blocked', source: 'homeowner-block' });
    expect(await paul.calendar(ids.corail, inDays(19) as never, inDays(26) as never)).toEqual([
      { checkIn: inDays(20), checkOut: inDays(25), kind: 'owner-stay' },
    ]);
    expect(
      unwrap(await staffPost('agent', { intent: 'owner-stay-decline', requestId: waiting.id }, ids.paul)).status,
    ).toBe(409);

    // Declined: nothing blocked.
    const other = await paul.request({ rentalId: ids.corail, checkIn: inDays(40), checkOut: inDays(42), note: null });
    expect(
      location(await staffPost('owner', { intent: 'owner-stay-decline', requestId: other.id }, ids.paul)),
    ).toContain('access=declined');
    expect(await paul.calendar(ids.corail, inDays(39) as never, inDays(43) as never)).toEqual([]);

    // The agreement lets owner stays through at once (a new agreement from today).
    await q(
      `insert into public.management_agreements (rental_id, effective_from, commission_percent, owner_stays_without_approval,
         mandate_signed_on, mandate_signatories) values ($1, $2, 20, true, $2, 'Paul')`,
      [ids.corail, today],
    );
    const atOnce = await paul.request({ rentalId: ids.corail, checkIn: inDays(50), checkOut: inDays(52), note: null });
    expect(atOnce.status).toBe('accepted');
    expect(atOnce.stay_id).toBeTruthy();

    // The page's form: a bad date answered by the field; a good one back on the page with its notice.
    const cookieless = await ownersRoute
      .action({ request: postForm('/owners', { intent: 'owner-stay' }) } as Args)
      .catch((t: unknown) => t);
    expect(location(cookieless)).toBe('/owners/login');
  });

  it('shows a sale listing’s page views and inquiries per month to its homeowner only, as counts', async () => {
    const month = today.slice(0, 7);
    await q(
      `insert into public.page_views (kind, listing_id, day, views) values ('property', $1, $2, 7), ('property', $1, $2::date - 1, 5)
             on conflict do nothing`,
      [ids.lorient, today],
    );
    await q(
      `insert into public.inquiries (name, email, message, property_id) values ('Vera Visitor', 'vera@example.com', 'Hello', $1)`,
      [ids.lorient],
    );
    const anne = ownerStayQueries(as(ids.anneUser));
    const stats = await anne.listingStats(ids.lorient, `${month}-01` as never);
    expect(stats.at(-1)).toMatchObject({ month, inquiries: 1 });
    expect(stats.reduce((sum, row) => sum + row.views, 0)).toBeGreaterThanOrEqual(7);
    expect(JSON.stringify(stats)).not.toMatch(/Vera|vera@/);
    expect(await ownerStayQueries(as(ids.paulUser)).listingStats(ids.lorient, `${month}-01` as never)).toEqual([]);
  });
});
