import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_TERMS } from '#app/domain/booking/terms';
import type { StaffRole } from '#app/domain/staff/roles';
import * as bookingTerms from '#app/routes/admin/booking-terms';
import { staffContext } from '#app/server/auth/auth.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { postForm, requestContext, signInRequest, unwrap } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * The booking terms' payment rules on the terms screen (/admin/bookings/terms; issue 28, items 1 and 3), on
 * PGlite and PostgreSQL, posted like a browser without JavaScript: an owner saves the deposit's delay,
 * confirm-on-deposit and the cancellation scale and reads them back; a scale that breaks its rules comes back
 * with the rules' messages beside its fields, as typed, nothing saved; a tier is added and removed without
 * JavaScript; an agent changes nothing; a scale stored against the rules gives way to the default.
 */

type Args = never;
interface ActionBody {
  result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
}

const PATH = '/admin/bookings/terms';
const location = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);

/** The form as an owner fills it: every number, the payment rules and a two-tier scale. */
const FORM = {
  taxPercentStBarth: '5',
  taxPercentSintMaarten: '5',
  serviceFeePercent: '0',
  depositPercent: '30',
  balanceDaysBefore: '60',
  festiveBalanceDaysBefore: '90',
  optionHoldHours: '72',
  depositDueDays: '5',
  cancellationBasePercent: '30',
  'cancellationTiers[0].withinDays': '60',
  'cancellationTiers[0].retainedPercent': '50',
  'cancellationTiers[1].withinDays': '30',
  'cancellationTiers[1].retainedPercent': '100',
} satisfies Record<string, string>;

/** The page as the server renders it for an owner: the route's component with the loader's (and action's) data. */
function renderPage(loaderData: unknown, actionData?: unknown): string {
  const Stub = createRoutesStub([
    {
      id: 'routes/admin/layout',
      path: '/admin',
      Component: Outlet,
      children: [{ id: 'page', path: 'bookings/terms', Component: bookingTerms.default as never }],
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [PATH],
      hydrationData: {
        loaderData: { 'routes/admin/layout': { role: 'owner' }, page: loaderData },
        ...(actionData ? { actionData: { page: actionData } } : {}),
      },
    }),
  );
}

describe.each(ENGINES)('the booking terms’ payment rules on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const accounts = {} as Record<'owner' | 'agent', { userId: string; cookie: string; backend: Backend }>;
  const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;

  async function account(role: StaffRole & ('owner' | 'agent'), address: string) {
    const { db } = database();
    const email = `terms-${role}-${engine}@example.com`;
    const { userId } = await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(signInRequest(address), email, 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    await db.query('update public.staff_members set role = $2 where user_id = $1', [userId, role]);
    const backend = createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email }));
    return { userId, cookie: result.headers.get('Set-Cookie')!.split(';')[0]!, backend };
  }

  async function post(who: 'owner' | 'agent', fields: Record<string, string>) {
    try {
      return await bookingTerms.action({
        request: postForm(PATH, fields, { Cookie: accounts[who].cookie }),
        params: {},
        context: requestContext(database().db),
      } as Args);
    } catch (thrown) {
      return thrown;
    }
  }

  /** The page as the admin layout's middleware gives it to the owner. */
  async function page() {
    const context = requestContext(database().db);
    context.set(staffContext, {
      user: {
        id: accounts.owner.userId,
        email: `terms-owner-${engine}@example.com`,
        name: '',
        role: 'owner',
        secondFactor: { enrolled: true, assurance: 'aal2', verifiedAt: null },
      },
      capabilities: accounts.owner.backend,
    });
    return bookingTerms.loader({ request: new Request(`http://localhost${PATH}`), params: {}, context } as Args);
  }

  const stored = () =>
    q<{ deposit_due_days: number; confirm_on_deposit: boolean; cancellation_scale: unknown }>(
      'select deposit_due_days, confirm_on_deposit, cancellation_scale from public.booking_terms',
    );

  beforeAll(async () => {
    accounts.owner = await account('owner', `192.0.2.${engine === 'pglite' ? 70 : 71}`);
    accounts.agent = await account('agent', `192.0.2.${engine === 'pglite' ? 72 : 73}`);
  });

  it('starts from the migration’s defaults, the same as the domain’s', async () => {
    const terms = await accounts.owner.backend.getBookingTerms();
    expect(terms).toEqual(DEFAULT_BOOKING_TERMS);
    expect((await page()).values).toMatchObject({
      depositDueDays: 7,
      confirmOnDeposit: 'on',
      cancellationBasePercent: 30,
      cancellationTiers: [{ withinDays: 60, retainedPercent: 100 }],
    });
  });

  it('lets an owner save the payment rules, which read back on the page and through the port', async () => {
    // confirmOnDeposit left out: an unticked box, staff confirm by hand.
    expect(location(await post('owner', FORM))).toBe(`${PATH}?done=saved`);
    const scale = {
      baseRetainedPercent: 30,
      tiers: [
        { withinDays: 60, retainedPercent: 50 },
        { withinDays: 30, retainedPercent: 100 },
      ],
    };
    expect(await accounts.owner.backend.getBookingTerms()).toMatchObject({
      depositDueDays: 5,
      confirmOnDeposit: false,
      cancellation: scale,
    });
    expect(await stored()).toEqual([{ deposit_due_days: 5, confirm_on_deposit: false, cancellation_scale: scale }]);
    expect((await page()).values).toMatchObject({
      depositDueDays: 5,
      confirmOnDeposit: undefined,
      cancellationBasePercent: 30,
      cancellationTiers: scale.tiers,
    });

    // Served as a plain form: the tiers' fields by name, Add and Remove as submit buttons, the scale in words.
    const html = renderPage(await page());
    expect(html).toContain('name="cancellationTiers[1].retainedPercent" value="100"');
    expect(html).toContain('name="depositDueDays" value="5"');
    expect(html).toMatch(/<button type="submit" value="[^"]*insert[^"]*"[^>]*name="__intent__">Add a tier</);
    expect(html).toContain('Remove tier 2');
    expect(html).toContain(
      'Cancelled 61 days or more before arrival: 30% retained. 31 to 60 days: 50% retained. 30 days or fewer: 100% retained.',
    );

    expect(location(await post('owner', { ...FORM, confirmOnDeposit: 'on' }))).toBe(`${PATH}?done=saved`);
    expect((await accounts.owner.backend.getBookingTerms()).confirmOnDeposit).toBe(true);
  });

  it('refuses a scale whose share falls or passes 100%, with the scale’s messages beside the fields, as typed, nothing saved', async () => {
    const before = await stored();
    const { data, status } = unwrap<ActionBody>(
      await post('owner', {
        ...FORM,
        cancellationBasePercent: '60',
        'cancellationTiers[0].retainedPercent': '40',
        'cancellationTiers[1].retainedPercent': '120',
      }),
    );
    expect(status).toBe(400);
    expect(data.result?.error).toMatchObject({
      'cancellationTiers[0].retainedPercent': ['Tier 1: the share retained cannot fall as arrival comes closer.'],
      'cancellationTiers[1].retainedPercent': ['Tier 2: the share retained must be between 0% and 100%.'],
    });
    expect(data.result?.initialValue).toMatchObject({
      cancellationBasePercent: '60',
      cancellationTiers: [
        { withinDays: '60', retainedPercent: '40' },
        { withinDays: '30', retainedPercent: '120' },
      ],
    });
    expect(await stored()).toEqual(before);
    const html = renderPage(await page(), data);
    expect(html).toContain('name="cancellationTiers[1].retainedPercent" value="120"');
    expect(html).toContain('Tier 2: the share retained must be between 0% and 100%.');
    expect(html).not.toContain('Cancelled 61 days or more');

    const outOfRange = unwrap<ActionBody>(
      await post('owner', { ...FORM, cancellationBasePercent: '101', depositDueDays: '61' }),
    );
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.data.result?.error).toMatchObject({
      depositDueDays: ['Deposit due must be a whole number of days between 1 and 60'],
      cancellationBasePercent: ['The share retained must be between 0% and 100%.'],
    });
    expect(await stored()).toEqual(before);
  });

  it('adds and removes a tier without JavaScript (Conform’s intents), saving nothing', async () => {
    const before = await stored();
    const added = unwrap<ActionBody>(
      await post('owner', {
        ...FORM,
        __intent__: JSON.stringify({ type: 'insert', payload: { name: 'cancellationTiers' } }),
      }),
    );
    expect(added.status).toBe(200);
    expect((added.data.result?.initialValue?.cancellationTiers as unknown[]).length).toBe(3);
    const removed = unwrap<ActionBody>(
      await post('owner', {
        ...FORM,
        __intent__: JSON.stringify({ type: 'remove', payload: { name: 'cancellationTiers', index: 0 } }),
      }),
    );
    expect(removed.status).toBe(200);
    expect(removed.data.result?.initialValue?.cancellationTiers).toEqual([
      { withinDays: '30', retainedPercent: '100' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('lets no agent change them: the action answers 403 and the database refuses the port', async () => {
    const before = await stored();
    const refused = await post('agent', { ...FORM, depositDueDays: '20', cancellationBasePercent: '10' });
    expect(refused).toMatchObject({ init: { status: 403 } });
    const terms = await accounts.agent.backend.getBookingTerms();
    expect(
      await accounts.agent.backend.saveBookingTerms({
        ...terms,
        depositDueDays: 20,
        confirmOnDeposit: !terms.confirmOnDeposit,
        cancellation: { baseRetainedPercent: 0, tiers: [] },
      }),
    ).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it('falls back to the default scale when the stored one breaks the rules', async () => {
    await q(
      `update public.booking_terms set cancellation_scale = '{"baseRetainedPercent": 50, "tiers": [{"withinDays": 60, "retainedPercent": 10}]}'`,
    );
    expect((await accounts.owner.backend.getBookingTerms()).cancellation).toEqual(DEFAULT_BOOKING_TERMS.cancellation);
  });
});
