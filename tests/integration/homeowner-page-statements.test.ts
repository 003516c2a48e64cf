import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EarningsTable } from '#app/domain/homeowners/owner-earnings';
import type { StatementLine, StatementSummaryRow } from '#app/domain/homeowners/statement-rows';
import * as ownersRoute from '#app/routes/public/owners';
import * as statementPdfRoute from '#app/routes/resources/owner-statement-pdf';
import { openSession } from '#app/server/auth/embedded-auth.server';
import type { QueryRunner } from '#app/server/backend/query';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { ownerStatementQueries } from '#app/server/homeowners/owner-statements.server';
import { statementQueries } from '#app/server/homeowners/statements.server';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, unwrap } from '#tests/helpers/fixtures';
import { readPdf } from '#tests/helpers/pdf-text';

/**
 * The statements on the homeowner's page (supabase/migrations/…_homeowner_statement_access.sql), on PGlite and
 * PostgreSQL: a homeowner reads their own issued statements and no draft and no one else's (row level security
 * and the PDF's function), downloads each one's PDF in the page's language, and reads their earnings per villa
 * and month summed by the database from the statements' frozen lines — equal to the statements to the cent.
 */
type Args = never;

const addMonths = (month: string, count: number) => {
  const date = new Date(`${month}T12:00:00Z`);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString().slice(0, 10);
};

describe.each(ENGINES)('the statements on the homeowner page on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const ids = {} as Record<'owner' | 'azur' | 'corail' | 'anne' | 'paul' | 'anneUser' | 'paulUser', string>;
  const statementIds = {} as Record<'recent' | 'yearAgo' | 'draft' | 'paul', string>;
  const months = {} as Record<'thisMonth' | 'recent' | 'before' | 'draft' | 'yearAgo', string>;
  let cookie = '';
  const as = (userId: string, aal: 'aal1' | 'aal2' = 'aal1'): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal, userId, email: `${userId}@example.com` });

  async function homeownerAccount(homeownerId: string): Promise<string> {
    const userId = await createUser(database().db, { staff: false });
    await q(
      'insert into public.homeowner_accounts (user_id, homeowner_id, email, invitation_pending) values ($1, $2, $3, false)',
      [userId, homeownerId, `${userId}@example.com`],
    );
    return userId;
  }
  async function stay(rentalId: string, checkIn: string, nights: number, rate: number) {
    const quote = { lines: [{ nights, rate, amount: nights * rate }], accommodation: nights * rate, currency: 'EUR' };
    await q(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests, quote)
       values ($1, $2::date, $2::date + $3::int, 'confirmed', 'staff', 'Grace Guest', 'grace@example.com', 2, $4)`,
      [rentalId, checkIn, nights, JSON.stringify(quote)],
    );
  }
  async function issued(homeownerId: string, month: string, issue = true) {
    const statements = statementQueries(as(ids.owner, 'aal2'));
    const id = await statements.draft(homeownerId, month as never, 'EUR');
    if (issue) expect(await statements.issue(id)).toBe(true);
    return id;
  }

  beforeAll(async () => {
    const [{ today }] = (await q<{ today: string }>(
      `select (now() at time zone 'America/St_Barthelemy')::date::text as today`,
    )) as [{ today: string }];
    months.thisMonth = `${today.slice(0, 7)}-01`;
    months.recent = addMonths(months.thisMonth, -1);
    months.before = addMonths(months.thisMonth, -2);
    // The month running: drafted, never issued (a month is issued once over).
    months.draft = months.thisMonth;
    months.yearAgo = addMonths(months.recent, -12);
    ids.owner = await createUser(database().db, { staff: true, role: 'owner' });
    ids.azur = randomUUID();
    ids.corail = randomUUID();
    await q(
      `insert into public.rentals (id, title, status) values ($1, 'Villa Azur', 'published'), ($2, 'Villa Corail', 'published')`,
      [ids.azur, ids.corail],
    );
    for (const [key, name] of [
      ['anne', 'Anne Dupont'],
      ['paul', 'Paul Martin'],
    ] as const) {
      const [row] = await q<{ id: string }>(
        `insert into public.homeowners (name, emails, language, currency) values ($1, $2, 'fr', 'EUR') returning id`,
        [name, [`${key}-${engine}@example.fr`]],
      );
      ids[key] = row!.id;
    }
    const since = addMonths(months.yearAgo, -1);
    await q(
      `insert into public.homeowner_listings (homeowner_id, rental_id, owned_from) values ($1, $2, $5), ($3, $4, $5)`,
      [ids.anne, ids.azur, ids.paul, ids.corail, since],
    );
    await q(
      `insert into public.management_agreements (rental_id, effective_from, commission_percent, mandate_signed_on, mandate_signatories)
       values ($1, $3, 20, $3, 'Anne'), ($2, $3, 20, $3, 'Paul')`,
      [ids.azur, ids.corail, since],
    );
    // Azur: 4 nights at €1,000 last month, 2 at €500 a year before, 1 at €700 this month (drafted only); €120.50
    // of pool charged last month. Corail (Paul's): 2 nights at €900 last month.
    await stay(ids.azur, addMonths(months.recent, 0).replace(/-01$/, '-10'), 4, 1000);
    await stay(ids.azur, months.yearAgo.replace(/-01$/, '-05'), 2, 500);
    await stay(ids.azur, months.draft, 1, 700);
    await stay(ids.corail, months.recent.replace(/-01$/, '-10'), 2, 900);
    await q(
      `insert into public.homeowner_expenses (rental_id, spent_on, category, vendor, amount, currency, charged_to_homeowner)
       values ($1, $2, 'pool', 'Piscines SBH', 12050, 'EUR', true)`,
      [ids.azur, months.recent.replace(/-01$/, '-12')],
    );
    statementIds.yearAgo = await issued(ids.anne, months.yearAgo);
    statementIds.recent = await issued(ids.anne, months.recent);
    statementIds.draft = await issued(ids.anne, months.draft, false);
    statementIds.paul = await issued(ids.paul, months.recent);
    ids.anneUser = await homeownerAccount(ids.anne);
    ids.paulUser = await homeownerAccount(ids.paul);
    cookie = (await openSession(ids.anneUser)).get('Set-Cookie')!.split(';')[0]!;
  });

  it('lets a homeowner read their own issued statements only: no draft, no one else’s, no PDF facts of either', async () => {
    const anne = as(ids.anneUser);
    const { rows } = await anne.run({ kind: 'select', table: 'homeowner_statements', columns: ['id', 'status'] });
    expect(rows.map((row) => row.id).sort()).toEqual([statementIds.recent, statementIds.yearAgo].sort());
    const own = ownerStatementQueries(anne);
    expect((await own.list(ids.anne)).map((row) => [row.id, row.month.slice(0, 10), row.status])).toEqual([
      [statementIds.recent, months.recent, 'issued'],
      [statementIds.yearAgo, months.yearAgo, 'issued'],
    ]);
    expect(await own.list(ids.paul)).toEqual([]);
    expect(await own.document(statementIds.paul)).toBeNull();
    expect(await own.document(statementIds.draft)).toBeNull();
    expect((await own.document(statementIds.recent))?.statement).toMatchObject({ id: statementIds.recent, total: 307_950 });
    // Paul reads his, not Anne's; a staff member's document function is not the homeowner's.
    expect((await ownerStatementQueries(as(ids.paulUser)).list(ids.paul)).map((row) => row.id)).toEqual([
      statementIds.paul,
    ]);
    expect(await ownerStatementQueries(as(ids.owner, 'aal2')).document(statementIds.recent)).toBeNull();
    // Their earnings never include another homeowner's villa or a draft month.
    const earnings = await ownerStatementQueries(as(ids.paulUser)).earnings('2000-01-01', '2100-01-01');
    expect(earnings.map((row) => [row.rental_id, row.period, row.amount])).toEqual([
      [ids.corail, 'month', 144_000],
      [ids.corail, 'year', 144_000],
    ]);
  });

  it('shows the statements and the earnings on /owners, summed from the frozen lines to the cent', async () => {
    const page = unwrap<{
      statements: StatementSummaryRow[];
      villas: { id: string; earnings: EarningsTable[] }[];
    }>(await ownersRoute.loader({ request: get('/owners', { headers: { Cookie: cookie } }) } as Args)).data;
    // The balance carries over: €800 not yet paid out, plus last month's €3,079.50.
    expect(page.statements.map((row) => [row.id, row.closing_balance])).toEqual([
      [statementIds.recent, 387_950],
      [statementIds.yearAgo, 80_000],
    ]);
    // 4 × €1,000 less 20 % less €120.50 of pool = €3,079.50; 2 × €500 less 20 % = €800.
    const [table] = page.villas[0]!.earnings;
    const cellOf = (month: string) => {
      const year = Number(month.slice(0, 4));
      const column = table!.years.indexOf(year);
      return column === -1 ? undefined : table!.months[Number(month.slice(5, 7)) - 1]!.cells[column];
    };
    expect(table!.currency).toBe('EUR');
    expect(cellOf(months.recent)).toEqual({ state: 'stated', amount: 307_950 });
    // The month before last has no statement while last month has one: it had nothing to state. This month has
    // only a draft: not stated yet.
    expect(cellOf(months.before) ?? { state: 'nothing' }).toEqual({ state: 'nothing' });
    expect(cellOf(months.thisMonth)).toEqual({ state: 'pending' });
    if (months.yearAgo.slice(0, 4) === String(table!.years[1])) {
      expect(cellOf(months.yearAgo)).toEqual({ state: 'stated', amount: 80_000 });
    }
    // The same as the sums of the statements' frozen lines, read apart as the database's superuser.
    const sums = await q<{ month: string; amount: string }>(
      `select s.month::text as month, sum((l ->> 'amount')::bigint)::text as amount
         from public.homeowner_statements s cross join lateral jsonb_array_elements(s.lines) l
        where s.homeowner_id = $1 and s.status <> 'draft' and l ->> 'rental_id' = $2::text and l ->> 'kind' <> 'payout'
        group by s.month order by s.month`,
      [ids.anne, ids.azur],
    );
    for (const sum of sums) {
      const cell = cellOf(sum.month);
      if (cell) expect(cell).toEqual({ state: 'stated', amount: Number(sum.amount) });
    }
    const [statement] = await q<{ lines: StatementLine[]; total: string }>(
      'select lines, total::text from public.homeowner_statements where id = $1',
      [statementIds.recent],
    );
    expect(statement!.lines.every((line) => line.rental_id === ids.azur)).toBe(true);
    expect(Number(statement!.total)).toBe(307_950);
    expect(JSON.stringify(page)).not.toMatch(/Grace|grace@|Paul|Corail/);
  });

  it('serves a statement’s PDF in the page’s language to its homeowner only (private, never cached)', async () => {
    const pdf = (path: string, withCookie = true) =>
      statementPdfRoute
        .loader({
          request: get(path, { headers: withCookie ? { Cookie: cookie } : {} }),
          params: { id: path.split('/').at(-2)! },
        } as Args)
        .catch((thrown: unknown) => thrown);
    const english = (await pdf(`/owners/statements/${statementIds.recent}/statement.pdf`)) as Response;
    expect(english.status).toBe(200);
    expect(english.headers.get('Content-Type')).toBe('application/pdf');
    expect(english.headers.get('Cache-Control')).toBe('private, no-store');
    const englishText = (await readPdf(new Uint8Array(await english.arrayBuffer()))).text;
    expect(englishText).toContain('€3,079.50');
    expect(englishText).toContain('Anne Dupont');
    const french = (await pdf(`/fr/owners/statements/${statementIds.recent}/statement.pdf`)) as Response;
    expect(french.headers.get('Content-Disposition')).toContain('releve-');
    expect((await readPdf(new Uint8Array(await french.arrayBuffer()))).text).toContain('3 079,50 €');
    for (const id of [statementIds.paul, statementIds.draft, randomUUID(), 'not-an-id']) {
      const refused = await pdf(`/owners/statements/${id}/statement.pdf`);
      expect((refused as { init?: { status: number } }).init?.status).toBe(404);
    }
    const anonymous = (await pdf(`/fr/owners/statements/${statementIds.recent}/statement.pdf`, false)) as Response;
    expect(anonymous.headers.get('Location')).toBe('/fr/owners/login');
  });
});
