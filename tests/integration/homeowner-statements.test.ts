import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatementLine } from '#app/domain/homeowners/statement-rows';
import type { StaffRole } from '#app/domain/staff/roles';
import type { QueryRunner } from '#app/server/backend/query';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { statementMailQueries } from '#app/server/homeowners/statement-mail.server';
import { statementQueries } from '#app/server/homeowners/statements.server';
import { CONTACT_EMAIL } from '#app/domain/constants';
import { deliverDueMessages } from '#app/server/mail/worker.server';
import type { OutgoingMail } from '#app/server/mail/transport.server';
import { renderStatementPdf } from '#app/server/homeowners/statement-pdf.server';
import { createBackend, refusalCode } from '#tests/helpers/backend';
import { plainSpaces, readPdf } from '#tests/helpers/pdf-text';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';

/**
 * Homeowners' monthly statements (issue 29, item 4; supabase/migrations/…_homeowner_statements.sql), on PGlite
 * and PostgreSQL, as each role. The figures are the database's one function's (homeowner_statement_lines); this
 * suite holds them to a fixture computed by hand, to the cent (the arithmetic is written next to each figure):
 * stays across two months split by their quote's nights, an agreement changing mid-month (commission base and
 * services' treatment with it), a platform's amount spread over the nights with cumulative rounding, a cancelled
 * stay's retained amount, expenses, an adjustment, a payout, co-owners' shares, and the correction a change to an
 * issued month makes on the next statement. Also: issued statements frozen (the states on every pair:
 * homeowner-statement-states.test.ts); agents read but never issue; a backdated agreement and a change to a counted expense refused.
 */

describe.each(ENGINES)('homeowner statements on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const ids = {} as Record<
    'owner' | 'admin' | 'agent' | 'azur' | 'corail' | 'anne' | 'paul' | 'marc' | 'platformStay' | 'expense',
    string
  >;

  async function member(role: StaffRole) {
    return createUser(database().db, { staff: true, role });
  }
  const as = (userId: string): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` });
  const statements = (userId = ids.owner) => statementQueries(as(userId));
  const send = (id: string, userId = ids.owner) => statementMailQueries(as(userId)).sendHomeownerStatement(id);

  async function rental(title: string) {
    const id = randomUUID();
    await q(`insert into public.rentals (id, title, status) values ($1, $2, 'published')`, [id, title]);
    return id;
  }
  async function homeowner(name: string) {
    const [row] = await q<{ id: string }>(
      `insert into public.homeowners (name, emails, language, currency) values ($1, $2, 'fr', 'EUR') returning id`,
      [name, [`${name.toLowerCase().replaceAll(' ', '.')}@example.fr`]],
    );
    return row!.id;
  }
  async function agreement(rentalId: string, from: string, percent: string, base: string, services: string) {
    await q(
      `insert into public.management_agreements (rental_id, effective_from, commission_percent, commission_base,
         services_treatment, mandate_signed_on, mandate_signatories)
       values ($1, $2, $3, $4, $5, '2025-12-01', 'Signed by both')`,
      [rentalId, from, percent, base, services],
    );
  }
  /** A guest's confirmed stay priced by `lines` (whole euros) with a service fee. */
  async function guestStay(
    rentalId: string,
    checkIn: string,
    checkOut: string,
    lines: { nights: number; rate: number; amount: number }[],
    serviceFee: number,
  ) {
    const accommodation = lines.reduce((sum, line) => sum + line.amount, 0);
    const quote = { lines, accommodation, serviceFee: { percent: 5, amount: serviceFee }, currency: 'EUR' };
    const [row] = await q<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests, quote)
       values ($1, $2, $3, 'confirmed', 'staff', 'Grace Guest', 'grace@example.com', 2, $4) returning id`,
      [rentalId, checkIn, checkOut, JSON.stringify(quote)],
    );
    return row!.id;
  }
  const sum = (lines: readonly Pick<StatementLine, 'amount'>[]) =>
    lines.reduce((total, line) => total + line.amount, 0);
  const brief = (lines: readonly StatementLine[]) =>
    lines.map((line) => [line.kind, line.reference, line.nights, line.amount]);

  beforeAll(async () => {
    ids.owner = await member('owner');
    ids.admin = await member('admin');
    ids.agent = await member('agent');
    ids.azur = await rental('Villa Azur');
    ids.corail = await rental('Villa Corail');
    ids.anne = await homeowner('Anne Dupont');
    ids.paul = await homeowner('Paul Martin');
    ids.marc = await homeowner('Marc Leroy');
    await q(
      `insert into public.homeowner_listings (homeowner_id, rental_id, owned_from) values ($1, $2, '2026-01-01')`,
      [ids.anne, ids.azur],
    );
    await q(
      `insert into public.homeowner_listings (homeowner_id, rental_id, owned_from, share_percent)
       values ($1, $3, '2026-01-01', 60), ($2, $3, '2026-01-01', 40)`,
      [ids.paul, ids.marc, ids.corail],
    );

    // Villa Azur: 20 % of the accommodation, services the agency's, until March 15; from March 16, 25 % of the
    // accommodation and services, services passed to Anne.
    await agreement(ids.azur, '2026-01-01', '20.00', 'accommodation', 'agency-revenue');
    await agreement(ids.azur, '2026-03-16', '25.00', 'accommodation-and-services', 'passed-to-homeowner');
    await agreement(ids.corail, '2026-01-01', '18.50', 'accommodation', 'agency-revenue');

    // S1, February 26 → March 4 (6 nights): 3 nights at €1,000 then 3 at €1,200, service fee €330.
    await guestStay(
      ids.azur,
      '2026-02-26',
      '2026-03-04',
      [
        { nights: 3, rate: 1000, amount: 3000 },
        { nights: 3, rate: 1200, amount: 3600 },
      ],
      330,
    );
    // S2, March 14 → 19 (5 nights at €800, service fee €200): 14–15 under the first agreement, 16–18 the second.
    await guestStay(ids.azur, '2026-03-14', '2026-03-19', [{ nights: 5, rate: 800, amount: 4000 }], 200);
    // A stay only requested earns nothing.
    await q(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
       values ($1, '2026-03-22', '2026-03-25', 'requested', 'staff', 'Una', 'una@example.com', 2)`,
      [ids.azur],
    );

    // C1: cancelled on March 10, retaining €500.00 (its schedule closed that day).
    const [cancelled] = await q<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guests, quote)
       values ($1, '2026-05-01', '2026-05-08', 'cancelled', 'staff', 'Carl Cancel', 2, '{"currency": "EUR"}')
       returning id`,
      [ids.azur],
    );
    await q(
      `insert into public.payment_schedules (stay_id, currency, fixed_on, total, terms, retained, closed_on)
       values ($1, 'EUR', '2026-02-01', 200000, '{}', 50000, '2026-03-10')`,
      [cancelled!.id],
    );

    // P1: an Airbnb stay March 29 → April 2 (4 nights), known as a feed's block; Airbnb paid €1,000.01.
    const [feed] = await q<{ id: string }>(
      `insert into public.rental_feeds (rental_id, name, url) values ($1, 'Airbnb', 'https://airbnb.example/azur.ics')
       returning id`,
      [ids.azur],
    );
    const [platformStay] = await q<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, feed_id, external_uid)
       values ($1, '2026-03-29', '2026-04-02', 'blocked', 'feed', $2, 'airbnb-1') returning id`,
      [ids.azur, feed!.id],
    );
    ids.platformStay = platformStay!.id;
    await as(ids.agent).run({
      kind: 'insert',
      table: 'homeowner_platform_amounts',
      values: { stay_id: ids.platformStay, platform: 'airbnb', amount: 100_001, currency: 'EUR' },
    });

    // Expenses: €120.50 of pool charged; €300 of repairs not charged; $50 charged (a USD statement, not this one).
    const [expense] = await q<{ id: string }>(
      `insert into public.homeowner_expenses (rental_id, spent_on, category, vendor, amount, currency, charged_to_homeowner)
       values ($1, '2026-03-05', 'pool', 'Piscines SBH', 12050, 'EUR', true),
              ($1, '2026-03-20', 'repairs', 'Bricolage', 30000, 'EUR', false),
              ($1, '2026-03-22', 'supplies', 'Shop', 5000, 'USD', true)
       returning id`,
      [ids.azur],
    );
    ids.expense = expense!.id;

    // Villa Corail: March 10 → 13 (3 nights, one line of €1,001).
    await guestStay(ids.corail, '2026-03-10', '2026-03-13', [{ nights: 3, rate: 333.67, amount: 1001 }], 0);
  });

  it('states February to the cent: the first nights of a stay that crosses into March', async () => {
    const lines = await statements().linesOf(ids.anne, '2026-02-01', 'EUR');
    // S1's nights of February 26, 27, 28 at €1,000: 300 000 cents; commission 20 % = 60 000. The service fee's
    // half (16 500) is the agency's under the first agreement: no line.
    expect(brief(lines)).toEqual([
      ['accommodation', expect.any(String), 3, 300_000],
      ['commission', expect.any(String), 3, -60_000],
    ]);
    const id = await statements().draft(ids.anne, '2026-02-01', 'EUR');
    expect(await statements().issue(id)).toBe(true);
    expect(await statements().get(id)).toMatchObject({
      status: 'issued',
      opening_balance: 0,
      total: 240_000,
      closing_balance: 240_000,
    });
  });

  it('states March to the cent against the hand-computed fixture', async () => {
    // Staff add an adjustment and record a payout in March.
    await as(ids.owner).run({
      kind: 'insert',
      table: 'homeowner_statement_adjustments',
      values: {
        homeowner_id: ids.anne,
        currency: 'EUR',
        month: '2026-03-01',
        amount: 2_500,
        label: 'Pool vendor refund',
      },
    });
    await as(ids.owner).run({
      kind: 'insert',
      table: 'homeowner_payouts',
      values: {
        homeowner_id: ids.anne,
        paid_on: '2026-03-08',
        amount: 100_000,
        currency: 'EUR',
        reference: 'FEB-PAYOUT',
      },
    });

    const lines = await statements().linesOf(ids.anne, '2026-03-01', 'EUR');
    const figures = lines.map((line) => [line.kind, line.day, line.nights, line.base, line.amount]);
    expect(figures).toEqual([
      // S1's March nights (1, 2, 3) at €1,200: 360 000; commission 20 % of 360 000 = 72 000.
      ['accommodation', '2026-03-01', 3, null, 360_000],
      // C1's retained €500 (cancelled March 10), shared as accommodation under the first agreement.
      ['cancellation', '2026-03-10', null, null, 50_000],
      // S2 under the first agreement: 14, 15 → 2 × 80 000 = 160 000.
      ['accommodation', '2026-03-14', 2, null, 160_000],
      // S2 under the second: 16, 17, 18 → 240 000.
      ['accommodation', '2026-03-16', 3, null, 240_000],
      // P1's March nights of €1,000.01 over 4: round(100 001 × 3 / 4) = round(75 000.75) = 75 001.
      ['platform', '2026-03-29', 3, null, 75_001],
      // S2's service fee (20 000) over its 5 nights: 16–18 are round(20 000 × 5/5) − round(20 000 × 2/5)
      // = 20 000 − 8 000 = 12 000, passed to Anne under the second agreement.
      ['services', '2026-03-16', 3, null, 12_000],
      ['commission', '2026-03-01', 3, 360_000, -72_000],
      // C1: 20 % of 50 000.
      ['commission', '2026-03-10', null, 50_000, -10_000],
      // S2 first part: 20 % of 160 000 (services not in the base).
      ['commission', '2026-03-14', 2, 160_000, -32_000],
      // S2 second part: 25 % of (240 000 + 12 000) = 63 000.
      ['commission', '2026-03-16', 3, 252_000, -63_000],
      // P1: 25 % of 75 001 = 18 750.25 → 18 750.
      ['commission', '2026-03-29', 3, 75_001, -18_750],
      // The pool expense charged (the repairs are not; the USD one is another currency).
      ['expense', '2026-03-05', null, 12_050, -12_050],
      ['adjustment', '2026-03-01', null, null, 2_500],
      ['payout', '2026-03-08', null, null, -100_000],
    ]);
    // 360 000 + 50 000 + 160 000 + 240 000 + 75 001 + 12 000 − 72 000 − 10 000 − 32 000 − 63 000 − 18 750
    // − 12 050 + 2 500 − 100 000 = 591 701.
    expect(sum(lines)).toBe(591_701);
    expect(lines.map((line) => line.line_no)).toEqual(lines.map((_, index) => index + 1));

    const id = await statements().draft(ids.anne, '2026-03-01', 'EUR');
    // Opening: February's closing, 240 000; closing 240 000 + 591 701 = 831 701.
    expect(await statements().get(id)).toMatchObject({
      status: 'draft',
      opening_balance: 240_000,
      total: 591_701,
      closing_balance: 831_701,
      lines: JSON.parse(JSON.stringify(lines)),
    });

    // The USD expense makes a USD statement of its own: −5 000.
    expect(brief(await statements().linesOf(ids.anne, '2026-03-01', 'USD'))).toEqual([
      ['expense', 'Shop', null, -5_000],
    ]);
  });

  it('gives co-owners their share of each line, rounded half away from zero', async () => {
    // Villa Corail's €1,001 over 3 nights: 100 100 cents, whole. Commission 18.5 % = 18 518.5 → 18 519.
    // Paul (60 %): 60 060 and −11 111.4 → −11 111; Marc (40 %): 40 040 and −7 407.6 → −7 408.
    const paul = await statements().linesOf(ids.paul, '2026-03-01', 'EUR');
    const marc = await statements().linesOf(ids.marc, '2026-03-01', 'EUR');
    expect(paul.map((line) => [line.kind, line.share_percent, line.amount])).toEqual([
      ['accommodation', 60, 60_060],
      ['commission', 60, -11_111],
    ]);
    expect(marc.map((line) => [line.kind, line.share_percent, line.amount])).toEqual([
      ['accommodation', 40, 40_040],
      ['commission', 40, -7_408],
    ]);
    // Together: 100 100 − 18 519 = 81 581, the villa's figure to the cent here.
    expect(sum(paul) + sum(marc)).toBe(81_581);
  });

  it('lets agents read statements but never draft, issue, send or pay them', async () => {
    const [march] = await statements().listOf(ids.anne);
    expect(march).toMatchObject({ month: '2026-03-01', status: 'draft' });
    expect((await statements(ids.agent).get(march!.id))?.total).toBe(591_701);
    expect(await refusalCode(() => statements(ids.agent).issue(march!.id))).toBe('permission');
    expect(await refusalCode(() => statements(ids.agent).draftAll('2026-03-01'))).toBe('permission');
    expect(await statements(ids.agent).deleteDraft(march!.id)).toBe(false);
    expect(await refusalCode(() => statements(ids.agent).draft(ids.paul, '2026-03-01', 'EUR'))).toBe('permission');
    expect((await statements().get(march!.id))?.status).toBe('draft');
  });

  it('drafts a whole month for every homeowner with activity, then issues them all', async () => {
    expect(await statements(ids.admin).draftAll('2026-03-01')).toBe(4);
    const month = await statements().listMonth('2026-03-01');
    expect(month.map((s) => [s.homeowner_id, s.currency, s.total]).sort()).toEqual(
      [
        [ids.anne, 'EUR', 591_701],
        [ids.anne, 'USD', -5_000],
        [ids.paul, 'EUR', 48_949],
        [ids.marc, 'EUR', 32_632],
      ].sort(),
    );
    expect(await statements(ids.admin).issueAll('2026-03-01')).toBe(4);
    expect((await statements().listMonth('2026-03-01')).every((s) => s.status === 'issued')).toBe(true);
  });

  it('keeps issued statements frozen, and what they counted', async () => {
    const [march] = (await statements().listMonth('2026-03-01')).filter(
      (s) => s.homeowner_id === ids.anne && s.currency === 'EUR',
    );
    // Not rewritten, not deleted, not recomputed, by the owner or by the database's owner.
    expect(
      await refusalCode(() =>
        as(ids.owner).run({
          kind: 'update',
          table: 'homeowner_statements',
          values: { total: 0, lines: '[]' },
          where: [{ op: 'eq', column: 'id', value: march!.id }],
        }),
      ),
    ).toBe('permission');
    await expect(
      q(
        `update public.homeowner_statements set opening_balance = 1, closing_balance = closing_balance + 1 where id = $1`,
        [march!.id],
      ),
    ).rejects.toThrow(/frozen/);
    await expect(q(`delete from public.homeowner_statements where id = $1`, [march!.id])).rejects.toThrow(
      /never removed/,
    );
    expect(await statements().deleteDraft(march!.id)).toBe(false);
    expect((await statements().get(march!.id))?.total).toBe(591_701);
    // Its pool expense is counted: never changed or removed; the uncounted repairs may be.
    await expect(q(`update public.homeowner_expenses set amount = 1 where id = $1`, [ids.expense])).rejects.toThrow(
      /counted in an issued statement/,
    );
    await expect(q(`delete from public.homeowner_expenses where id = $1`, [ids.expense])).rejects.toThrow(
      /counted in an issued statement/,
    );
    await q(`update public.homeowner_expenses set note = 'Quote accepted' where vendor = 'Bricolage'`);
    // An adjustment to March is refused now: it goes on a later month.
    await expect(
      q(
        `insert into public.homeowner_statement_adjustments (homeowner_id, currency, month, amount, label) values ($1, 'EUR', '2026-03-01', 100, 'Late')`,
        [ids.anne],
      ),
    ).rejects.toThrow(/issued/);
  });

  it('refuses a backdated agreement inside an issued month, and accepts one after it', async () => {
    await expect(agreement(ids.azur, '2026-03-20', '30.00', 'accommodation', 'agency-revenue')).rejects.toThrow(
      /March 2026 is issued/,
    );
    await expect(agreement(ids.azur, '2026-02-10', '30.00', 'accommodation', 'agency-revenue')).rejects.toThrow(
      /is issued/,
    );
    await agreement(ids.azur, '2026-04-01', '25.00', 'accommodation-and-services', 'passed-to-homeowner');
  });

  it('carries a change to an issued month as a correction on the next statement, once', async () => {
    // Airbnb's amount for P1 was €1,200.01, not €1,000.01.
    await as(ids.agent).run({
      kind: 'update',
      table: 'homeowner_platform_amounts',
      values: { amount: 120_001 },
      where: [{ op: 'eq', column: 'stay_id', value: ids.platformStay }],
    });
    const april = await statements().linesOf(ids.anne, '2026-04-01', 'EUR');
    expect(april.map((line) => [line.kind, line.day, line.amount, line.for_month])).toEqual([
      // P1's April night: 120 001 − round(120 001 × 3/4) = 120 001 − 90 001 = 30 000; 25 % = 7 500.
      ['platform', '2026-04-01', 30_000, null],
      ['commission', '2026-04-01', -7_500, null],
      // March now says 90 001 − 22 500 (25 % of 90 001 = 22 500.25) instead of 75 001 − 18 750:
      // 67 501 − 56 251 = 11 250 more.
      ['correction', '2026-03-01', 11_250, '2026-03-01'],
    ]);
    const id = await statements().draft(ids.anne, '2026-04-01', 'EUR');
    // Opening: March's closing 831 701; total 30 000 − 7 500 + 11 250 = 33 750; closing 865 451.
    expect(await statements().get(id)).toMatchObject({
      opening_balance: 831_701,
      total: 33_750,
      closing_balance: 865_451,
    });
    expect(await statements().issue(id)).toBe(true);
    // Issued, the correction is not made again in May.
    expect(await statements().linesOf(ids.anne, '2026-05-01', 'EUR')).toEqual([]);
  });

  it('moves a statement draft → issued → sent → paid, the payout recorded with it', async () => {
    const [march] = (await statements().listMonth('2026-03-01')).filter((s) => s.homeowner_id === ids.paul);
    await q('delete from public.mail_outbox');
    expect(
      await statements().pay(march!.id, { paidOn: '2026-04-05', amount: 48_949, reference: 'MAR-PAUL', note: null }),
    ).toBeNull();
    expect(await send(march!.id)).toBe(true);
    expect(await send(march!.id)).toBe(false);
    const payout = await statements().pay(march!.id, {
      paidOn: '2026-04-05',
      amount: 48_949,
      reference: 'MAR-PAUL',
      note: null,
    });
    expect(payout).toEqual(expect.any(String));
    expect(await statements().get(march!.id)).toMatchObject({ status: 'paid', payout_id: payout });
    expect(
      (await statements(ids.agent).payoutsOf(ids.paul)).map((p) => [p.amount, p.reference, p.statement_id]),
    ).toEqual([[48_949, 'MAR-PAUL', march!.id]]);
    // The payout is April's line: Paul's April statement opens at 48 949 and pays it out.
    expect(brief(await statements().linesOf(ids.paul, '2026-04-01', 'EUR'))).toEqual([
      ['payout', 'MAR-PAUL', null, -48_949],
    ]);
  });

  it('sends a statement: one e-mail per address, its PDF in the homeowner’s language with the right totals', async () => {
    const [march] = (await statements().listMonth('2026-03-01')).filter(
      (s) => s.homeowner_id === ids.anne && s.currency === 'EUR',
    );
    // The PDF staff download prints the frozen figures: opening 2 400,00 €, month 5 917,01 €, closing 8 317,01 €.
    const document = await statements(ids.agent).document(march!.id);
    const staffPdf = await readPdf(await renderStatementPdf(document!));
    expect(staffPdf.language).toBe('fr-FR');
    const text = plainSpaces(staffPdf.text);
    expect(text).toContain('Relevé propriétaire');
    expect(text).toContain('Anne Dupont');
    expect(text).toContain('mars 2026');
    expect(text).toMatch(/Solde d’ouverture 2 400,00 €/);
    expect(text).toMatch(/Mouvements du mois 5 917,01 €/);
    expect(text).toMatch(/Solde de clôture 8 317,01 €/);
    expect(text).toContain('Commission — 25 % de 2 520,00 €');

    expect(await refusalCode(() => send(march!.id, ids.agent))).toBe('permission');
    await q('delete from public.mail_outbox');
    expect(await send(march!.id)).toBe(true);
    const queued = await q<{ kind: string; recipient: string }>(
      `select kind, recipient from public.mail_outbox where homeowner_statement_id = $1`,
      [march!.id],
    );
    expect(queued).toEqual([{ kind: 'homeowner-statement', recipient: 'anne.dupont@example.fr' }]);

    const sent: OutgoingMail[] = [];
    const service = createBackend(sqlExecutor(database().db, { role: 'service_role', name: 'Mail delivery' }));
    const report = await deliverDueMessages({
      store: service,
      transport: {
        kind: 'folder',
        send: async (mail) => {
          sent.push(mail);
          return { accepted: mail.to.map((to) => to.address), rejected: [], response: 'kept' };
        },
        close: async () => undefined,
      },
      settings: {
        from: 'Island Estates <no-reply@islandestates.example>',
        notify: [],
        site: { url: 'https://islandestates.example' },
        acknowledgementReplyTo: CONTACT_EMAIL,
      },
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    expect(report).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(sent[0]).toMatchObject({
      to: [{ name: 'Anne Dupont', address: 'anne.dupont@example.fr' }],
      subject: expect.stringContaining('Votre relevé de mars 2026'),
    });
    expect(plainSpaces(sent[0]!.text)).toContain('8 317,01 €');
    const attachment = sent[0]!.attachments![0]!;
    expect(attachment).toMatchObject({ filename: 'releve-2026-03.pdf', contentType: 'application/pdf' });
    expect(plainSpaces((await readPdf(attachment.content)).text)).toMatch(/Solde de clôture 8 317,01 €/);
  });
});
