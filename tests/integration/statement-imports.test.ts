import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '#app/domain/booking/dates';
import { DEFAULT_BOOKING_TERMS } from '#app/domain/booking/terms';
import type { Currency } from '#app/domain/currency/currency';
import { DEFAULT_CANCELLATION_SCALE } from '#app/domain/payments/cancellation';
import { canDecide, CREDIT_STATES, type CreditState } from '#app/domain/payments/statements/credit-states';
import { fixPaymentSchedule } from '#app/domain/payments/schedule';
import { reviewSections, type StatementReview } from '#app/domain/payments/statements/import-form';
import { statementImportTexts } from '#app/domain/payments/texts/statement-imports';
import { freezeStayTerms } from '#app/domain/payments/terms';
import * as reviewRoute from '#app/routes/admin/payment-import';
import * as importsRoute from '#app/routes/admin/payment-imports';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { escapeHtml } from '#app/domain/mail/escape';
import { createBackend } from '#tests/helpers/backend';
import {
  islandDay,
  load,
  locationOf,
  post,
  settle,
  signInStaff,
  staffRequestContext,
  type SignedInStaff,
} from '#tests/helpers/booking-desk';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { useAppRenderer } from '#tests/helpers/app-render';
import { insertRental, requestContext, signInRequest, unwrap } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * Bank statement import (issue 28, item 5) through its route modules on PGlite and PostgreSQL: a camt.053
 * statement quoting stays' references is matched (by reference, then by amount and name), accepted credits
 * become payments in the stays' ledgers, and importing the same statement again — or accepting the same
 * transfer twice, from two imports at once — records nothing twice. A CSV with its column mapping; bad files
 * and mappings answered next to their field with nothing stored; visitors get nothing.
 */

type Handler = (args: never) => unknown;
type ReviewData = Awaited<ReturnType<typeof reviewRoute.loader>>;
const text = statementImportTexts;

const T = islandDay(0);
const at = (offset: number): CalendarDate => addDays(T, offset);
const dayMonthYear = (date: CalendarDate) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A confirmed stay of `total` whole units at `villa` for `guestName`, its schedule fixed today. */
async function stayWithSchedule(
  db: SqlDatabase,
  villa: string,
  guestName: string,
  total: number,
  currency: Currency,
  arrivalIn: number,
) {
  const checkIn = at(arrivalIn);
  const checkOut = addDays(checkIn, 7);
  const quote = { total, securityDeposit: 0, festive: false, currency };
  const { rows } = await db.query<{ id: string; reference: string }>(
    `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests, quote)
     values ($1, $2, $3, 'confirmed', 'staff', $4, 'guest@example.com', 2, $5) returning id, reference`,
    [villa, checkIn, checkOut, guestName, JSON.stringify(quote)],
  );
  const schedule = fixPaymentSchedule(
    { checkIn, checkOut, ...quote },
    { depositPercent: 30, depositDueDays: 7, balanceDaysBefore: 60, festiveBalanceDaysBefore: 90 },
    T,
  );
  const terms = freezeStayTerms(DEFAULT_BOOKING_TERMS, DEFAULT_CANCELLATION_SCALE, null);
  await db.query('select public.fix_payment_schedule($1, $2)', [rows[0]!.id, JSON.stringify({ ...schedule, terms })]);
  return rows[0]!;
}

describe.each(ENGINES)('bank statement import on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let owner: SignedInStaff;
  let agent: SignedInStaff;
  let villa: string;
  const stays = {} as Record<
    'smith' | 'muller' | 'dupont' | 'lopez' | 'williams' | 'csv' | 'machine',
    { id: string; reference: string }
  >;

  const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;

  /** The camt.053 fixture, quoting this database's stays and booked two days ago (one day for the dollars). */
  const camt = () =>
    readFileSync('tests/fixtures/statements/camt053-two-accounts.xml', 'utf8')
      .replace('IE-1A2B3C4D', stays.smith.reference)
      .replace('ie 5e6f7a8b', stays.muller.reference.toLowerCase().replace('-', ' '))
      .replace('IE9C0D1E2F', stays.lopez.reference.replace('-', ''))
      .replaceAll('2026-11-30', at(-2))
      .replaceAll('2026-12-01', at(-1));

  const CSV_MAPPING = {
    format: 'csv',
    dateColumn: 'Date opération',
    dateFormat: 'DD/MM/YYYY',
    creditColumn: 'Crédit',
    currencyColumn: 'Devise',
    payerColumn: "Donneur d'ordre",
    remittanceColumns: 'Libellé + Détail',
    referenceColumn: 'Référence banque',
    decimalSeparator: ',',
  };
  const frenchCsv = () =>
    readFileSync('tests/fixtures/statements/bank-export-fr.csv', 'utf8')
      .replace('IE-1A2B3C4D', stays.csv.reference)
      .replace(/\d{2}\/11\/2026;\d{2}\/1[12]\/2026/g, `${dayMonthYear(at(-3))};${dayMonthYear(at(-3))}`);

  /** The upload form posted as a browser does (multipart), by `staff`. */
  function upload(fields: Record<string, string>, file: { name: string; content: string } | null, staff = owner) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('statement', new File([file.content], file.name, { type: 'application/octet-stream' }));
    const request = new Request('http://localhost/admin/payments/imports', {
      method: 'POST',
      body: form,
      headers: { Cookie: staff.cookie },
    });
    return settle(() => importsRoute.action({ request, params: {}, context: requestContext(database().db) } as never));
  }
  const importedId = (result: unknown) => {
    const location = locationOf(result);
    const id = /^\/admin\/payments\/imports\/([0-9a-f-]{36})\?done=imported$/.exec(location ?? '')?.[1];
    if (!id) throw new Error(`not imported: ${JSON.stringify(unwrap(result))}`);
    return id;
  };
  const review = async (id: string) =>
    (
      (await load(
        reviewRoute.loader as Handler,
        `/admin/payments/imports/${id}`,
        staffRequestContext(database().db, owner),
        {
          id,
        },
      )) as ReviewData
    ).review as StatementReview;
  const decide = (id: string, fields: Record<string, string>, staff = owner) =>
    post(
      reviewRoute.action as Handler,
      `/admin/payments/imports/${id}`,
      fields,
      requestContext(database().db),
      { id },
      staff.cookie,
    );
  const entriesOf = (stayId: string) =>
    q<{ amount: number; received_on: string; method: string; payer: string | null; bank_reference: string | null }>(
      `select amount::float8 as amount, received_on::text, method, payer, bank_reference
         from public.payment_entries where stay_id = $1 order by created_at`,
      [stayId],
    );
  const receivedBy = async (stayId: string) =>
    Number(
      (await q<{ received: string }>('select received from public.payment_ledgers where stay_id = $1', [stayId]))[0]
        ?.received,
    );
  const countOf = async (table: string) =>
    Number((await q<{ n: string }>(`select count(*) as n from public.${table}`))[0]!.n);

  beforeAll(async () => {
    const { db } = database();
    owner = await signInStaff(
      db,
      `imports-owner-${engine}@example.com`,
      engine === 'pglite' ? '192.0.2.110' : '192.0.2.111',
    );
    agent = await signInStaff(
      db,
      `imports-agent-${engine}@example.com`,
      engine === 'pglite' ? '192.0.2.112' : '192.0.2.113',
    );
    await db.query(`update public.staff_members set role = 'agent' where user_id = $1`, [agent.userId]);
    villa = await insertRental(db, { title: 'Villa Relevé', max_guests: 8, min_stay_days: 1 });
    stays.smith = await stayWithSchedule(db, villa, 'John Smith', 12_345, 'EUR', 100);
    stays.muller = await stayWithSchedule(db, villa, 'Hans Müller', 8_641, 'EUR', 120);
    // Owes exactly the €21,350.50 a payer named like her sends without a reference.
    stays.dupont = await stayWithSchedule(db, villa, 'Marie-Claire Dupont', 21_350.5, 'EUR', 140);
    stays.lopez = await stayWithSchedule(db, villa, 'Ana Lopez', 10_000, 'EUR', 160);
    stays.williams = await stayWithSchedule(db, villa, 'Robert Williams', 15_000, 'USD', 180);
    stays.csv = await stayWithSchedule(db, villa, 'Paul Durand', 9_000, 'EUR', 200);
    stays.machine = await stayWithSchedule(db, villa, 'Tess Machine', 50_000, 'EUR', 220);
  });

  it('proposes matches by reference and by amount and name, records accepted ones once, and nothing twice on a second import', async () => {
    const first = importedId(await upload({ format: 'camt.053' }, { name: 'releve-eur-usd.xml', content: camt() }));
    const imported = await review(first);
    expect(imported.import).toMatchObject({
      fileName: 'releve-eur-usd.xml',
      format: 'camt.053',
      credits: 6,
      skipped: 2,
    });
    const sections = reviewSections(imported.credits);
    const proposedFor = (stayId: string) => sections.proposed.find((credit) => credit.stayId === stayId)!;
    expect(sections.proposed.map((credit) => [credit.reference, credit.matchedBy, credit.amount])).toEqual([
      [stays.smith.reference, 'reference', 370_400],
      [stays.muller.reference, 'reference', 864_100],
      [stays.dupont.reference, 'amount-and-name', 2_135_050],
      [stays.lopez.reference, 'reference', 300_000],
      [stays.williams.reference, 'amount-and-name', 1_500_000],
    ]);
    // What the stay owes beside what was credited.
    expect(proposedFor(stays.smith.id)).toMatchObject({
      guestName: 'John Smith',
      outstanding: 1_234_500,
      currency: 'EUR',
    });
    expect(sections.unmatched.map((credit) => [credit.amount, credit.stayId, credit.unmatchedReason])).toEqual([
      [150_000, null, 'no-match'],
    ]);

    // Accept one: a bank transfer from the payer with the bank's reference, received the day it was booked.
    const smith = proposedFor(stays.smith.id);
    expect(locationOf(await decide(first, { intent: 'accept', creditId: smith.id }))).toBe(
      `/admin/payments/imports/${first}?done=accepted`,
    );
    expect(await entriesOf(stays.smith.id)).toEqual([
      {
        amount: 370_400,
        received_on: at(-2),
        method: 'bank-transfer',
        payer: 'JOHN SMITH',
        bank_reference: '2026113000012345',
      },
    ]);
    expect(await receivedBy(stays.smith.id)).toBe(370_400);
    // Accepting it again records nothing.
    const again = unwrap<{ error: string }>(await decide(first, { intent: 'accept', creditId: smith.id }));
    expect(again).toEqual({ status: 409, data: { creditId: smith.id, error: text.outcomes['already-recorded'] } });
    expect(await entriesOf(stays.smith.id)).toHaveLength(1);

    // The rest at once; the unmatched credit recorded for a stay by its reference, typed as a guest would.
    expect(locationOf(await decide(first, { intent: 'accept-all' }))).toBe(
      `/admin/payments/imports/${first}?done=accepted-all&count=4`,
    );
    const unmatched = sections.unmatched[0]!;
    const wrong = unwrap<{ error: string }>(
      await decide(first, { intent: 'assign', creditId: unmatched.id, reference: stays.williams.reference }),
    );
    expect(wrong).toMatchObject({ status: 409, data: { error: text.outcomes['other-currency'] } });
    expect(
      locationOf(
        await decide(first, {
          intent: 'assign',
          creditId: unmatched.id,
          reference: stays.lopez.reference.toLowerCase().replace('-', ' '),
        }),
      ),
    ).toBe(`/admin/payments/imports/${first}?done=accepted`);
    expect(await receivedBy(stays.muller.id)).toBe(864_100);
    expect(await receivedBy(stays.dupont.id)).toBe(2_135_050);
    expect(await receivedBy(stays.lopez.id)).toBe(450_000);
    expect(await receivedBy(stays.williams.id)).toBe(1_500_000);
    const accepted = reviewSections((await review(first)).credits);
    expect(accepted.decided.map((credit) => credit.state)).toEqual(Array(6).fill('accepted'));
    expect(accepted.decided.find((credit) => credit.id === unmatched.id)).toMatchObject({
      stayId: stays.lopez.id,
      matchedBy: 'staff',
    });
    const payments = await countOf('payment_entries');

    // The same statement again: every credit already recorded, nothing proposed, nothing recorded.
    const second = importedId(await upload({ format: 'camt.053' }, { name: 'releve-eur-usd.xml', content: camt() }));
    const repeated = reviewSections((await review(second)).credits);
    expect(repeated.proposed).toEqual([]);
    expect(repeated.unmatched).toEqual([]);
    expect(repeated.alreadyRecorded.map((credit) => credit.state)).toEqual(Array(6).fill('already-recorded'));
    expect(repeated.alreadyRecorded[0]!.recordedIn).toBe(stays.smith.reference);
    expect(locationOf(await decide(second, { intent: 'accept-all' }))).toBe(
      `/admin/payments/imports/${second}?done=accepted-all&count=0`,
    );
    const credit = (await review(second)).credits[0]!;
    expect(unwrap(await decide(second, { intent: 'accept', creditId: credit.id })).status).toBe(409);
    expect(await countOf('payment_entries')).toBe(payments);

    // Every write is in the history: the imports, their credits and decisions, and the payments in the stays'.
    const history = await q<{ table_name: string; action: string }>(
      `select table_name, action from public.audit_events where subject_table = 'statement_imports' and subject_id = $1`,
      [first],
    );
    expect(history.filter((entry) => entry.table_name === 'statement_imports')).toHaveLength(1);
    expect(
      history.filter((entry) => entry.table_name === 'statement_credits' && entry.action === 'update'),
    ).toHaveLength(6);
    expect(
      await q(`select 1 from public.audit_events where table_name = 'payment_entries' and subject_id = $1`, [
        stays.smith.id,
      ]),
    ).toHaveLength(1);
  });

  it('reads a bank CSV through its column mapping, and records a transfer once when two imports of it are accepted at once', async () => {
    const mapped = { name: 'export-banque.csv', content: frenchCsv() };
    const first = importedId(await upload(CSV_MAPPING, mapped, agent));
    const second = importedId(await upload(CSV_MAPPING, mapped, agent));
    const proposals = await Promise.all(
      [first, second].map(async (id) => {
        const imported = await review(id);
        expect(imported.import).toMatchObject({ format: 'csv', credits: 3, skipped: 2 });
        const proposed = reviewSections(imported.credits).proposed.find((credit) => credit.stayId === stays.csv.id);
        expect(proposed).toMatchObject({
          amount: 370_400,
          currency: 'EUR',
          payer: 'JOHN SMITH',
          matchedBy: 'reference',
        });
        return proposed!;
      }),
    );
    const outcomes = await Promise.all([
      decide(first, { intent: 'accept', creditId: proposals[0]!.id }, agent),
      decide(second, { intent: 'accept', creditId: proposals[1]!.id }, owner),
    ]);
    expect(outcomes.map((outcome) => (locationOf(outcome) ? 'accepted' : unwrap(outcome).status)).sort()).toEqual([
      409,
      'accepted',
    ]);
    expect(await entriesOf(stays.csv.id)).toEqual([
      {
        amount: 370_400,
        received_on: at(-3),
        method: 'bank-transfer',
        payer: 'JOHN SMITH',
        bank_reference: 'VIR-20261128-0042',
      },
    ]);
    // A dismissed credit is not proposed any more, and cannot be accepted after.
    const gift = (await review(first)).credits.find((credit) => credit.payer === 'Paul Martin')!;
    expect(locationOf(await decide(first, { intent: 'dismiss', creditId: gift.id }))).toBe(
      `/admin/payments/imports/${first}?done=dismissed`,
    );
    expect(
      unwrap(await decide(first, { intent: 'assign', creditId: gift.id, reference: stays.csv.reference })).status,
    ).toBe(409);
  });

  it('answers a wrong file or a bad mapping next to its field, and stores nothing', async () => {
    const before = await countOf('statement_imports');
    const reply = async (result: unknown) => {
      const answer = unwrap<{ result: { error: Record<string, string[]> } }>(result);
      expect(answer.status).toBe(400);
      return answer.data.result.error;
    };
    expect(await reply(await upload({ format: 'camt.053' }, null))).toMatchObject({
      statement: [text.errors.fileRequired],
    });
    expect(
      (await reply(await upload({ format: 'camt.053' }, { name: 'export.csv', content: frenchCsv() }))).statement?.[0],
    ).toMatch(/not well-formed XML|not a camt\.053 statement/);
    expect(await reply(await upload({ format: 'csv' }, { name: 'export.csv', content: frenchCsv() }))).toMatchObject({
      dateColumn: [text.errors.dateColumnRequired],
      amountColumn: [text.errors.amountColumnRequired],
      currencyColumn: [text.errors.currencyRequired],
      remittanceColumns: [text.errors.remittanceRequired],
    });
    const misnamed = await reply(
      await upload({ ...CSV_MAPPING, dateColumn: 'Date' }, { name: 'export.csv', content: frenchCsv() }),
    );
    expect(misnamed.statement?.[0]).toMatch(/No line of the file has the mapped headings/);
    expect(await countOf('statement_imports')).toBe(before);
  });

  it('lets the database decide a credit exactly as the domain’s states say, for every pair', async () => {
    let n = 0;
    /** A credit of its own (its own fingerprint, €1) of the `machine` stay, stored in `state`. */
    async function creditIn(state: CreditState, fingerprint = `machine:${(n += 1)}`): Promise<string> {
      if (state === 'accepted' || state === 'dismissed') {
        const id = await creditIn('proposed', fingerprint);
        if (state === 'accepted') await q('select public.accept_statement_credit($1, null)', [id]);
        else await q('select public.dismiss_statement_credit($1)', [id]);
        return id;
      }
      if (state === 'already-recorded') {
        await creditIn('accepted', fingerprint);
      }
      const credit = {
        fingerprint,
        amount: 100,
        currency: 'EUR',
        bookedOn: at(-1),
        valueOn: null,
        payer: null,
        remittance: '',
        bankReference: null,
        stayId: state === 'unmatched' ? null : stays.machine.id,
        matchedBy: state === 'unmatched' ? null : 'reference',
        state: state === 'already-recorded' ? 'proposed' : state,
      };
      const [{ value }] = (await q<{ value: string }>('select public.record_statement_import($1) as value', [
        JSON.stringify({ fileName: 'machine.xml', format: 'camt.053', credits: [credit] }),
      ])) as [{ value: string }];
      const [stored] = (await q<{ id: string; state: string }>(
        'select id, state from public.statement_credits where import_id = $1',
        [value],
      )) as [{ id: string; state: string }];
      expect(stored.state).toBe(state);
      return stored.id;
    }
    for (const from of CREDIT_STATES) {
      for (const to of CREDIT_STATES.filter((state) => state !== from)) {
        const id = await creditIn(from);
        const [entry] =
          to === 'accepted'
            ? await q<{ id: string }>(
                `insert into public.payment_entries (stay_id, kind, amount, received_on, method)
                 values ($1, 'payment', 100, $2, 'bank-transfer') returning id`,
                [stays.machine.id, at(-1)],
              )
            : [];
        const changed = await q(
          `update public.statement_credits set state = $2, stay_id = $4, payment_entry_id = $3 where id = $1 returning id`,
          [id, to, entry?.id ?? null, stays.machine.id],
        ).then(
          (rows) => rows.length === 1,
          () => false,
        );
        expect(changed, `${from} → ${to}`).toBe(canDecide(from, to));
      }
    }
  });

  it('gives visitors nothing: the screens send them to /login and the database refuses them', async () => {
    for (const [loader, path, params] of [
      [importsRoute.loader, '/admin/payments/imports', {}],
      [reviewRoute.loader, `/admin/payments/imports/${crypto.randomUUID()}`, { id: crypto.randomUUID() }],
    ] as const) {
      const refused = await load(loader as Handler, path, requestContext(database().db), params);
      expect((refused as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=/);
    }
    const signedOut = await upload(
      { format: 'camt.053' },
      { name: 'x.xml', content: camt() },
      { ...owner, cookie: '' },
    );
    expect(locationOf(signedOut) ?? (signedOut as Response).status).toMatch(/^\/login|401|403/);

    const anonymous = createBackend(sqlExecutor(database().db, { role: 'anon' })).use((runner) => runner);
    await expect(
      anonymous.run({ kind: 'rpc', fn: 'statement_import_list', args: { p_limit: 10 } }),
    ).rejects.toMatchObject({
      code: 'permission',
    });
    await expect(
      anonymous.run({
        kind: 'rpc',
        fn: 'accept_statement_credit',
        args: { p_credit_id: crypto.randomUUID(), p_reference: null },
      }),
    ).rejects.toMatchObject({ code: 'permission' });
    const [{ allowed }] = (await q<{ allowed: boolean }>(
      `select has_table_privilege('anon', 'public.statement_credits', 'select') as allowed`,
    )) as [{ allowed: boolean }];
    expect(allowed).toBe(false);
  });
});

describe('the statement pages, served whole (no JavaScript)', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  const render = useAppRenderer();
  let cookie = '';
  let stay: { id: string; reference: string };

  beforeAll(async () => {
    const email = 'imports-page-owner@example.com';
    await upsertStaffAccount(database().db, email, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(signInRequest('192.0.2.114'), email, 'correct-horse-battery-staple');
    if (!result.ok) throw new Error(result.message);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
    const villa = await insertRental(database().db, { title: 'Villa Page', max_guests: 4, min_stay_days: 1 });
    stay = await stayWithSchedule(database().db, villa, 'John Smith', 12_345, 'EUR', 90);
  });

  const send = (path: string, body: FormData | URLSearchParams) =>
    render(path, { method: 'POST', body, headers: { Cookie: cookie, Origin: 'http://localhost' } });
  const statementForm = (format: string, name: string, content: string) => {
    const form = new FormData();
    form.append('format', format);
    form.append('statement', new File([content], name));
    return form;
  };

  it('links from the payments list, refuses a wrong file next to its field, and shows a statement’s review with its forms', async () => {
    expect(await (await render('/admin/payments', { headers: { Cookie: cookie } })).text()).toContain(
      'href="/admin/payments/imports"',
    );
    const page = await render('/admin/payments/imports', { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('encType="multipart/form-data"');
    expect(html).toContain(text.list.empty);

    const refused = await send(
      '/admin/payments/imports',
      statementForm('camt.053', 'notes.xml', '<notes><note>Not a statement</note></notes>'),
    );
    expect(refused.status).toBe(400);
    // Next to the file's field, which says it is invalid.
    expect(await refused.text()).toMatch(
      /aria-invalid="true" aria-describedby="statement-upload-new-statement-error"[^>]*name="statement"\/><p id="statement-upload-new-statement-error" class="field-error">The file is not a camt\.053 statement \(no BkToCstmrStmt\)\.<\/p>/,
    );

    const xml = readFileSync('tests/fixtures/statements/camt053-two-accounts.xml', 'utf8')
      .replace('IE-1A2B3C4D', stay.reference)
      .replaceAll(/2026-1[12]-[0-9]{2}/g, at(-1));
    const imported = await send('/admin/payments/imports', statementForm('camt.053', 'releve.xml', xml));
    expect(imported.status).toBe(302);
    const location = imported.headers.get('Location')!;
    const review = await (await render(location, { headers: { Cookie: cookie } })).text();
    expect(review).toContain(escapeHtml(text.done.imported));
    expect(review).toContain(stay.reference);
    expect(review).toContain('value="accept"');
    expect(review).toContain('value="assign"');
    expect(review).toContain(escapeHtml(text.review.acceptAll(1)));

    const accepted = await send(location.split('?')[0]!, new URLSearchParams({ intent: 'accept-all' }));
    expect(accepted.status).toBe(302);
    const after = await (await render(accepted.headers.get('Location')!, { headers: { Cookie: cookie } })).text();
    expect(after).toContain(escapeHtml(text.done.acceptedAll(1)));
    expect(after).toContain(text.review.proposedEmpty);
  });
});
