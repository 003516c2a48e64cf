import { randomUUID } from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday } from '#app/domain/booking/dates';
import '#app/domain/i18n/texts/fr';
import { staffAgreementTexts } from '#app/domain/payments/rental-agreement';
import { rentalAgreementTexts } from '#app/domain/payments/texts/rental-agreement';
import type { StaffRole } from '#app/domain/staff/roles';
import * as adminLayout from '#app/routes/admin/layout';
import * as agreementRoute from '#app/routes/admin/rental-agreement';
import * as receiptRoute from '#app/routes/public/booking-receipt';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { BackendError } from '#app/server/backend/query';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { rentalAgreementQueries } from '#app/server/payments/rental-agreement.server';
import { ensureSchedule, loadStayPayments } from '#app/server/payments/stay-payments.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { postBookingRequest, stayOfReceiptToken } from '#tests/helpers/booking-request';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, insertRental, postForm, requestContext, signInRequest, unwrap } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * The rental agreement (issue 28, items 1 and 6; supabase/migrations/…_rental_agreements.sql), on PGlite and
 * PostgreSQL: owners publish numbered versions in English and French (agents and admins are refused, by the
 * screen and by row level security; a version is never changed); the version in force is frozen on a stay
 * when its schedule is fixed, and a later one does not touch it; the guest accepts it on their page with the
 * page's form (its intent), once, with the time and the address the request came from; a box not ticked is
 * refused next to it in the page's language, another version or a wrong token records nothing.
 */

type Args = never;
const day = (offset: number) => addDays(islandToday(), offset);
const ENGLISH = '# Rental agreement\nThe guest pays on time.\n\nNo parties.';
const FRENCH = '# Contrat de location\nLe locataire paie à temps.\n\nPas de fêtes.';

async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200);

describe.each(ENGINES)('the rental agreement on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  let villa: string;
  const as = {} as Record<StaffRole, Backend>;
  const cookies = {} as Record<'owner' | 'agent', string>;

  async function signIn(email: string, address: string, role: StaffRole) {
    const { db } = database();
    const { userId } = await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
    await db.query('update public.staff_members set role = $2 where user_id = $1', [userId, role]);
    const result = await signInWithSecondFactor(signInRequest(address), email, 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    return result.headers.get('Set-Cookie')!.split(';')[0]!;
  }

  beforeAll(async () => {
    const { db } = database();
    villa = await insertRental(db, { title: 'Villa Contrat', max_guests: 6, min_stay_days: 2, daily_rate: 1000 });
    for (const role of ['owner', 'admin', 'agent'] as const) {
      const userId = await createUser(db, { staff: true, role });
      as[role] = createBackend(
        sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` }),
      );
    }
    const n = engine === 'pglite' ? 120 : 130;
    cookies.owner = await signIn(`agreement-owner-${engine}@example.com`, `198.51.100.${n}`, 'owner');
    cookies.agent = await signIn(`agreement-agent-${engine}@example.com`, `198.51.100.${n + 1}`, 'agent');
  });

  /** A guest's stay as the website books it, confirmed by staff with its schedule fixed; its link's token. */
  async function confirmedStay(offset: number, locale: 'en' | 'fr' = 'en') {
    const location = await postBookingRequest(database().db, {
      rentalId: villa,
      checkIn: day(offset),
      checkOut: day(offset + 3),
      email: `grace-${randomUUID()}@example.com`,
      locale,
    });
    const token = location.split('/').pop()!;
    const stayId = await stayOfReceiptToken(database().db, token);
    expect(await as.agent.use(bookingQueries).confirm(stayId)).toBe(true);
    await ensureSchedule(as.agent, stayId);
    return { token, stayId };
  }

  const frozenVersion = async (stayId: string) =>
    (
      await q<{ version: string | null }>(
        `select terms ->> 'agreementVersion' as version from public.payment_schedules where stay_id = $1`,
        [stayId],
      )
    )[0]!.version;

  const page = async (token: string, locale: 'en' | 'fr' = 'en') =>
    unwrap<{
      stay: unknown;
      agreement: { version: number; body: string; accepted: { version: number; acceptedAt: string } | null } | null;
    }>(
      await receiptRoute.loader({
        request: get(`${locale === 'fr' ? '/fr' : ''}/rentals/${villa}/requests/${token}`),
        params: { id: villa, requestId: token },
        context: requestContext(database().db),
      } as Args),
    ).data;

  /** The guest's page's form, posted as the browser does (from `address`, as server.ts records it). */
  const accept = (token: string, fields: Record<string, string>, locale: 'en' | 'fr' = 'en', address = '203.0.113.7') =>
    settle(() =>
      receiptRoute.action({
        request: postForm(
          `${locale === 'fr' ? '/fr' : ''}/rentals/${villa}/requests/${token}`,
          { intent: 'accept-agreement', ...fields },
          { 'x-client-address': address },
        ),
        params: { id: villa, requestId: token },
        context: requestContext(database().db),
      } as Args),
    );

  const publish = (fields: Record<string, string>, cookie: string) =>
    settle(() =>
      agreementRoute.action({
        request: postForm('/admin/settings/rental-agreement', fields, { Cookie: cookie }),
        params: {},
        context: requestContext(database().db),
      } as Args),
    );

  async function openSettings(cookie: string) {
    const request = get('/admin/settings/rental-agreement', { headers: { Cookie: cookie } });
    const context: RouterContextProvider = requestContext(database().db);
    let loaded: Awaited<ReturnType<typeof agreementRoute.loader>> | undefined;
    await adminLayout.middleware[0]!(
      { request, params: {}, context, unstable_pattern: 'admin/settings/rental-agreement' } as never,
      async () => {
        loaded = await agreementRoute.loader({ request, params: {}, context } as Args);
        return new Response(null);
      },
    );
    return loaded!;
  }

  const acceptances = (stayId: string) =>
    q<{ version: number; address: string }>(
      'select version, address from public.rental_agreement_acceptances where stay_id = $1',
      [stayId],
    );

  let beforeAny: { token: string; stayId: string };

  it('asks nothing of a guest while the agency has no agreement', async () => {
    beforeAny = await confirmedStay(60);
    expect(await frozenVersion(beforeAny.stayId)).toBeNull();
    const shown = await page(beforeAny.token);
    expect(shown.stay).not.toBeNull();
    expect(shown.agreement).toBeNull();
    expect(statusOf(await accept(beforeAny.token, { version: '1', accept: 'on' }))).toBe(409);
    expect(await acceptances(beforeAny.stayId)).toEqual([]);
  });

  it('lets owners publish numbered versions, both languages required; agents and admins are refused', async () => {
    const refusal = async (role: StaffRole) =>
      settle(() => as[role].use(rentalAgreementQueries).publish({ bodyEn: 'x', bodyFr: 'y' })).then((error) =>
        error instanceof BackendError ? error.code : error,
      );
    expect(await refusal('agent')).toBe('permission');
    expect(await refusal('admin')).toBe('permission');
    expect(statusOf(await publish({ bodyEn: ENGLISH, bodyFr: FRENCH }, cookies.agent))).toBe(403);

    const missing = unwrap<{ result: { error: Record<string, string[]> } }>(
      await publish({ bodyEn: ENGLISH, bodyFr: '  ' }, cookies.owner),
    );
    expect(missing.status).toBe(400);
    expect(missing.data.result.error.bodyFr).toEqual([staffAgreementTexts.bodyFrRequired]);
    expect(await q('select version from public.rental_agreements')).toEqual([]);

    for (const expected of [1, 2]) {
      const published = (await publish(
        { bodyEn: `${ENGLISH} v${expected}`, bodyFr: `${FRENCH} v${expected}` },
        cookies.owner,
      )) as Response;
      expect(published.status).toBe(302);
      expect(published.headers.get('Location')).toBe(`/admin/settings/rental-agreement?published=${expected}`);
    }
    const screen = await openSettings(cookies.owner);
    expect(screen.published).toBeNull();
    expect(screen.versions.map((v) => [v.version, v.bodyEn.endsWith(`v${v.version}`), v.publishedBy])).toEqual([
      [2, true, `agreement-owner-${engine}@example.com`],
      [1, true, `agreement-owner-${engine}@example.com`],
    ]);

    // Never changed nor removed, whoever asks.
    await expect(
      database().db.query(`update public.rental_agreements set body_en = 'changed' where version = 1`),
    ).rejects.toThrow(/never changed/);

    // The history has each publication.
    expect(
      await q(
        `select row_id, actor_kind, action from public.audit_events where table_name = 'rental_agreements' order by id`,
      ),
    ).toEqual([
      { row_id: '1', actor_kind: 'staff', action: 'insert' },
      { row_id: '2', actor_kind: 'staff', action: 'insert' },
    ]);
  });

  it('shows the version in force to a stay fixed before any, in the page’s language', async () => {
    const shown = await page(beforeAny.token, 'fr');
    expect(shown.agreement).toMatchObject({ version: 2, accepted: null });
    expect(shown.agreement!.body).toContain('Le locataire paie à temps.');
  });

  it('freezes the version in force on a confirmed stay; a later version does not change it', async () => {
    const { token, stayId } = await confirmedStay(90);
    expect(await frozenVersion(stayId)).toBe('2');
    expect(statusOf(await publish({ bodyEn: `${ENGLISH} v3`, bodyFr: `${FRENCH} v3` }, cookies.owner))).toBe(302);
    expect(await frozenVersion(stayId)).toBe('2');
    expect((await page(token)).agreement).toMatchObject({ version: 2, body: `${ENGLISH} v2`, accepted: null });

    // A newer version than the stay's is refused, and nothing is recorded.
    const stale = unwrap<{ result: { error: Record<string, string[]> } }>(
      await accept(token, { version: '3', accept: 'on' }),
    );
    expect(stale.status).toBe(409);
    expect(stale.data.result.error['']).toEqual([rentalAgreementTexts.en.stale]);
    expect(await acceptances(stayId)).toEqual([]);
  });

  it('records the guest’s acceptance once, with its version, time and address; refuses a box not ticked', async () => {
    const { token, stayId } = await confirmedStay(120, 'fr');

    // The box not ticked: the message next to it, in the page's language; nothing recorded.
    const unticked = unwrap<{ intent: string; result: { error: Record<string, string[]> } }>(
      await accept(token, { version: '3' }, 'fr'),
    );
    expect(unticked.status).toBe(400);
    expect(unticked.data.intent).toBe('accept-agreement');
    expect(unticked.data.result.error.accept).toEqual(['Cochez la case pour accepter le contrat de location']);
    expect(statusOf(await accept(token, { version: '3' }))).toBe(400);
    expect(await acceptances(stayId)).toEqual([]);

    // A wrong token, or another villa's address, opens nothing.
    expect(statusOf(await accept('x'.repeat(43), { version: '3', accept: 'on' }))).toBe(404);
    const elsewhere = await settle(() =>
      receiptRoute.action({
        request: postForm(`/rentals/${randomUUID()}/requests/${token}`, {
          intent: 'accept-agreement',
          version: '3',
          accept: 'on',
        }),
        params: { id: randomUUID(), requestId: token },
        context: requestContext(database().db),
      } as Args),
    );
    expect(statusOf(elsewhere)).toBe(404);
    expect(await acceptances(stayId)).toEqual([]);

    const before = Date.now();
    const accepted = (await accept(token, { version: '3', accept: 'on' }, 'fr')) as Response;
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('Location')).toBe(`/fr/rentals/${villa}/requests/${token}#rental-agreement`);
    expect(await acceptances(stayId)).toEqual([{ version: 3, address: '203.0.113.7' }]);

    // A second acceptance keeps the first.
    expect(statusOf(await accept(token, { version: '3', accept: 'on' }, 'en', '198.51.100.99'))).toBe(302);
    expect(await acceptances(stayId)).toEqual([{ version: 3, address: '203.0.113.7' }]);

    // The guest's page says so (never the address); the staff's booking page too.
    const shown = await page(token, 'fr');
    expect(shown.agreement).toMatchObject({ version: 3, accepted: { version: 3 } });
    expect(Date.parse(shown.agreement!.accepted!.acceptedAt)).toBeGreaterThanOrEqual(before - 60_000);
    expect(JSON.stringify(shown)).not.toContain('203.0.113.7');
    const stay = (await as.agent.use(bookingQueries).getStay(stayId))!;
    const payments = await loadStayPayments(as.agent, stay, 'agent');
    expect(payments!.agreement).toMatchObject({ version: '3', accepted: { version: 3, address: '203.0.113.7' } });

    // The stay's history has the acceptance, by a visitor, without the address; a visitor reads no acceptance.
    expect(
      await q(
        `select subject_table, subject_id, actor_kind, changes from public.audit_events
          where table_name = 'rental_agreement_acceptances' and row_id = $1`,
        [stayId],
      ),
    ).toEqual([
      { subject_table: 'stays', subject_id: stayId, actor_kind: 'visitor', changes: { version: { after: 3 } } },
    ]);
    const visitor = createBackend(sqlExecutor(database().db, { role: 'anon' }));
    await expect(visitor.use(rentalAgreementQueries).acceptanceOf(stayId)).rejects.toMatchObject({
      code: 'permission',
    });
    await expect(visitor.use(rentalAgreementQueries).listVersions()).rejects.toMatchObject({ code: 'permission' });
  });
});

describe('the rental agreement on the guest’s page, served whole (no JavaScript)', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();
  let path = '';
  let stayId = '';
  let cookie = '';

  beforeAll(async () => {
    const { db } = database();
    const villa = await insertRental(db, { title: 'Villa Page', max_guests: 6, min_stay_days: 2, daily_rate: 1000 });
    const email = 'agreement-page-owner@example.com';
    const { userId: ownerId } = await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
    const signedIn = await signInWithSecondFactor(
      signInRequest('198.51.100.140'),
      email,
      'correct-horse-battery-staple',
    );
    if (!signedIn.ok) throw new Error(signedIn.message);
    cookie = signedIn.headers.get('Set-Cookie')!.split(';')[0]!;
    const owner = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: ownerId, email: `${ownerId}@example.com` }),
    );
    await owner.use(rentalAgreementQueries).publish({ bodyEn: ENGLISH, bodyFr: FRENCH });
    await db.query(
      `insert into public.bank_accounts (currency, holder, bank_name, iban, swift)
       values ('USD', 'Island Estates SARL', 'Banque des Îles', 'FR7630006000011234567890189', 'BDIFFRPPXXX')`,
    );
    path = await postBookingRequest(db, {
      rentalId: villa,
      checkIn: day(150),
      checkOut: day(153),
      email: `page-${randomUUID()}@example.com`,
      locale: 'fr',
    });
    stayId = await stayOfReceiptToken(db, path.split('/').pop()!);
    expect(await owner.use(bookingQueries).confirm(stayId)).toBe(true);
    await ensureSchedule(owner, stayId);
  });

  const send = (fields: Record<string, string>) =>
    render(path, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'accept-agreement', ...fields }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://localhost',
        'x-client-address': '203.0.113.9',
      },
    });

  it('asks in French before the bank details, refuses a box not ticked next to it, then says when it was accepted', async () => {
    expect(path.startsWith('/fr/')).toBe(true);
    const page = await render(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('Referrer-Policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain('Contrat de location');
    expect(html).toContain('Le locataire paie à temps.');
    expect(html).not.toContain('The guest pays on time.');
    expect(html).toContain('J’ai lu et j’accepte le contrat de location');
    // The request to accept comes before the bank details, which stay shown.
    const ask = html.indexOf('Merci d’accepter le contrat de location avant de payer.');
    expect(ask).toBeGreaterThan(html.indexOf('name="intent" value="accept-agreement"'));
    expect(html.indexOf('Island Estates SARL')).toBeGreaterThan(ask);

    const unticked = await send({ version: '1' });
    expect(unticked.status).toBe(400);
    const refusedHtml = await unticked.text();
    expect(refusedHtml).toMatch(/aria-invalid="true"[^>]*name="accept"|name="accept"[^>]*aria-invalid="true"/);
    expect(refusedHtml).toContain('Cochez la case pour accepter le contrat de location');

    const accepted = await send({ version: '1', accept: 'on' });
    expect(accepted.status).toBe(302);
    const after = await (await render(accepted.headers.get('Location')!.split('#')[0]!)).text();
    expect(after).toMatch(/Vous avez accepté le contrat de location \(version 1\) le \d{1,2} [a-zéû]+ \d{4}\./);
    expect(after).not.toContain('Merci d’accepter le contrat de location avant de payer.');
    expect(after).not.toContain('name="accept"');
  });

  it('shows staff the version in force with the form to publish the next, and on the booking page the acceptance', async () => {
    const staffPage = (at: string) => render(at, { headers: { Cookie: cookie } }).then((answer) => answer.text());
    const settings = await staffPage('/admin/settings/rental-agreement');
    expect(settings).toMatch(/In force: version 1, published on .+ by agreement-page-owner@example\.com\./);
    expect(settings).toContain(staffAgreementTexts.publishHeading);
    // The next version starts from the text in force.
    expect(settings).toMatch(/<textarea[^>]*name="bodyFr"[^>]*>[^<]*Le locataire paie à temps\./);
    expect(settings).toContain(staffAgreementTexts.noPastVersions);
    expect(await staffPage('/admin/bookings')).toContain('href="/admin/settings/rental-agreement"');

    const booking = await staffPage(`/admin/bookings/${stayId}`);
    expect(booking).toMatch(/Rental agreement version 1 accepted on .+ \(203\.0\.113\.9\)\./);
  });
});
