import { createHash, randomUUID } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExpenseInput } from '#app/domain/homeowners/expenses';
import { expenseTexts } from '#app/domain/homeowners/texts/expenses';
import { documentTexts } from '#app/domain/media/documents';
import { escapeHtml } from '#app/domain/mail/escape';
import type { QueryRunner } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { expenseQueries } from '#app/server/homeowners/expenses.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { refusalCode } from '#tests/helpers/backend';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { anneOwning, signedInMember } from '#tests/helpers/homeowners';

/**
 * A villa's expenses (issue 29, item 3) on PGlite and PostgreSQL:
 * - through the port as each role: every active member (agents too) records, corrects and removes them, the
 *   totals per currency follow the filters, visitors read and write nothing;
 * - through the whole app, as a phone without JavaScript posts it: an agent records an expense with a photo of the
 *   receipt (multipart), which is kept privately (MEDIA_DIR/documents, under its SHA-256) and served only to
 *   staff with private, no-store headers; bad input comes back with what was typed; a file that is not a photo
 *   or a PDF is refused whatever it is named; deleting the expense removes its receipt; a visitor gets nothing.
 */

// The app's MEDIA_DIR for this file, before anything reads the environment.
const mediaDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/expenses-test-${process.pid}-${Date.now()}`;
  process.env.MEDIA_DIR = dir;
  return dir;
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('JFIF receipt photo bytes '.repeat(40)),
]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const EXPENSE = (rentalId: string, overrides: Partial<ExpenseInput> = {}): ExpenseInput => ({
  rentalId,
  spentOn: '2026-10-05' as ExpenseInput['spentOn'],
  category: 'pool',
  vendor: 'Blue Pool Services',
  amount: 18_000,
  currency: 'EUR',
  note: null,
  chargedToHomeowner: true,
  removeReceipt: false,
  ...overrides,
});

describe.each(ENGINES)('homeowner expenses on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const as = (userId: string, aal: 'aal1' | 'aal2' = 'aal2'): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal, userId, email: `${userId}@example.com` });
  const ids = {} as Record<'owner' | 'agent' | 'azur' | 'corail' | 'homeowner', string>;
  const filters = { villa: null, homeowner: null, month: null, category: null, page: 1 };

  beforeAll(async () => {
    ids.owner = await createUser(database().db, { staff: true, role: 'owner' });
    ids.agent = await createUser(database().db, { staff: true, role: 'agent' });
    ids.azur = randomUUID();
    ids.corail = randomUUID();
    await q(
      `insert into public.rentals (id, title, status) values ($1, 'Villa Azur', 'published'), ($2, 'Villa Corail', 'published')`,
      [ids.azur, ids.corail],
    );
  });

  it('lets an agent record, correct and remove expenses; totals per currency follow the filters', async () => {
    const agent = expenseQueries(as(ids.agent, 'aal1'));
    const pool = await agent.createExpense(EXPENSE(ids.azur), `${sha(JPEG)}.jpg`);
    expect(pool).toMatchObject({ vendor: 'Blue Pool Services', amount: 18_000, receipt: `${sha(JPEG)}.jpg` });
    expect(pool.created_by).toBe(ids.agent);
    await agent.createExpense(
      EXPENSE(ids.azur, { category: 'garden', amount: 9_950, spentOn: '2026-11-02' as never }),
      null,
    );
    await agent.createExpense(
      EXPENSE(ids.corail, { currency: 'USD', amount: 120_000, chargedToHomeowner: false }),
      null,
    );

    expect(await agent.expenseTotals(filters, null)).toEqual([
      { currency: 'EUR', expenses: 2, total: 27_950 },
      { currency: 'USD', expenses: 1, total: 120_000 },
    ]);
    expect(await agent.expenseTotals({ ...filters, month: '2026-10' }, null)).toEqual([
      { currency: 'EUR', expenses: 1, total: 18_000 },
      { currency: 'USD', expenses: 1, total: 120_000 },
    ]);
    expect(await agent.expenseTotals({ ...filters, villa: ids.azur, category: 'garden' }, null)).toEqual([
      { currency: 'EUR', expenses: 1, total: 9_950 },
    ]);
    expect(await agent.expenseTotals(filters, [ids.corail])).toEqual([
      { currency: 'USD', expenses: 1, total: 120_000 },
    ]);
    expect(await agent.expenseTotals(filters, [])).toEqual([]);

    const page = await agent.listExpenses({ ...filters, villa: ids.azur }, null);
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.category)).toEqual(['garden', 'pool']);
    expect((await agent.listExpenses({ ...filters, month: '2026-11' }, [ids.azur])).rows).toHaveLength(1);
    expect((await agent.listExpenses(filters, [])).total).toBe(0);

    expect(await agent.updateExpense(pool.id, EXPENSE(ids.azur, { amount: 18_500 }))).toBe(true);
    expect((await agent.getExpense(pool.id))?.amount).toBe(18_500);
    expect(await agent.documentInUse(`${sha(JPEG)}.jpg`)).toBe(true);
    expect(await agent.updateExpense(pool.id, EXPENSE(ids.azur), null)).toBe(true);
    expect(await agent.documentInUse(`${sha(JPEG)}.jpg`)).toBe(false);

    // Every write is in the history.
    const history = await q(
      `select action from public.audit_events where table_name = 'homeowner_expenses' and row_id = $1`,
      [pool.id],
    );
    expect(history.length).toBeGreaterThanOrEqual(3);
    expect(await agent.deleteExpense(pool.id)).toEqual({ receipt: null });
    expect(await agent.getExpense(pool.id)).toBeNull();
  });

  it('gives visitors and people outside the staff nothing, and the database keeps the shapes', async () => {
    const visitor = expenseQueries(sqlExecutor(database().db, ANONYMOUS));
    expect(await refusalCode(() => visitor.listExpenses(filters, null))).toBe('permission');
    expect(await refusalCode(() => visitor.createExpense(EXPENSE(ids.azur), null))).toBe('permission');
    expect(await refusalCode(() => visitor.expenseTotals(filters, null))).toBe('permission');
    const outsider = await createUser(database().db, { staff: false });
    const stranger = expenseQueries(as(outsider));
    expect((await stranger.listExpenses(filters, null)).rows).toEqual([]);
    expect(await stranger.expenseTotals(filters, null)).toEqual([]);
    expect(await refusalCode(() => stranger.createExpense(EXPENSE(ids.azur), null))).toBe('permission');

    const owner = expenseQueries(as(ids.owner));
    expect(await refusalCode(() => owner.createExpense(EXPENSE(ids.azur), 'receipt.pdf'))).toBe('constraint');
    expect(await refusalCode(() => owner.createExpense(EXPENSE(ids.azur, { vendor: 'A\nB' }), null))).toBe(
      'constraint',
    );
  });

  describe('the expense screens, served whole (a phone without JavaScript)', () => {
    const render = useAppRenderer();
    const cookies = {} as Record<'owner' | 'agent', string>;

    beforeAll(async () => {
      cookies.owner = (
        await signedInMember(database().db, `expenses-owner-${engine}@example.com`, '192.0.2.101', 'owner')
      ).cookie;
      cookies.agent = (
        await signedInMember(database().db, `expenses-agent-${engine}@example.com`, '192.0.2.102', 'agent')
      ).cookie;
    });

    const headers = (cookie: string | null) => ({ ...(cookie ? { Cookie: cookie } : {}), Origin: 'http://localhost' });
    const post = (
      path: string,
      fields: Record<string, string>,
      file?: { name: string; bytes: Buffer; type: string },
      cookie: string | null = cookies.agent,
    ) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      if (file) body.append('receipt', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      return render(path, { method: 'POST', body, headers: headers(cookie) });
    };
    const typed = () => ({
      intent: 'save',
      rentalId: ids.azur,
      spentOn: '2026-10-20',
      category: 'repairs',
      vendor: 'Gustavia Plomberie',
      amount: '1,250.00',
      currency: 'EUR',
      chargedToHomeowner: 'on',
    });

    it('lets an agent record an expense with a photo of the receipt, kept privately and shown to staff only', async () => {
      const form = await render('/admin/expenses/new', { headers: headers(cookies.agent) });
      expect(form.status).toBe(200);
      const formHtml = await form.text();
      expect(formHtml).toMatch(/enctype="multipart\/form-data"/i);
      expect(formHtml).toMatch(
        /type="file"[^>]*accept="image\/\*,application\/pdf"[^>]*capture="environment"|capture="environment"[^>]*accept="image\/\*,application\/pdf"/,
      );

      // Bad input: the typed values come back, with the message next to its field.
      const refused = await post(
        '/admin/expenses/new',
        { ...typed(), amount: '12,5x' },
        { name: 'IMG_0042.jpg', bytes: JPEG, type: 'image/jpeg' },
      );
      expect(refused.status).toBe(400);
      const refusedHtml = await refused.text();
      expect(refusedHtml).toContain('value="12,5x"');
      expect(refusedHtml).toContain('value="Gustavia Plomberie"');
      expect(refusedHtml).toContain(escapeHtml(expenseTexts.errors.amountInvalid));
      // Nothing was kept for a refused form.
      expect(await readdir(path.join(mediaDir, 'documents')).catch(() => [])).toEqual([]);

      // A page saved as receipt.jpg is refused by its bytes.
      const html = await post('/admin/expenses/new', typed(), {
        name: 'receipt.jpg',
        bytes: Buffer.from('<html><script>1</script>'),
        type: 'image/jpeg',
      });
      expect(html.status).toBe(400);
      const htmlPage = await html.text();
      expect(htmlPage).toContain(escapeHtml(documentTexts.refusals['not-accepted'].receipt));
      expect(htmlPage).toContain('value="1,250.00"');

      const saved = await post('/admin/expenses/new', typed(), {
        name: 'IMG_0042.jpg',
        bytes: JPEG,
        type: 'image/png',
      });
      expect(saved.status).toBe(302);
      const location = saved.headers.get('Location')!;
      expect(location).toMatch(/^\/admin\/expenses\/[0-9a-f-]{36}\?done=created$/);
      const id = location.split('/')[3]!.split('?')[0]!;
      const [row] = await q<{ receipt: string; amount: number; created_by: string }>(
        'select receipt, amount, created_by from public.homeowner_expenses where id = $1',
        [id],
      );
      expect(row).toMatchObject({ receipt: `${sha(JPEG)}.jpg`, amount: 125_000 });
      expect(await readFile(path.join(mediaDir, 'documents', `${sha(JPEG)}.jpg`))).toEqual(JPEG);

      // Staff open it; it is never cached, and typed by its bytes.
      for (const cookie of [cookies.agent, cookies.owner]) {
        const receipt = await render(`/admin/expenses/${id}/receipt`, { headers: headers(cookie) });
        expect(receipt.status).toBe(200);
        expect(receipt.headers.get('Content-Type')).toBe('image/jpeg');
        expect(receipt.headers.get('Cache-Control')).toBe('private, no-store');
        expect(receipt.headers.get('Content-Disposition')).toMatch(
          /^inline; filename="receipt-2026-10-20-Gustavia-Plomberie\.jpg"$/,
        );
        expect(Buffer.from(await receipt.arrayBuffer())).toEqual(JPEG);
      }
      // A visitor gets nothing: the sign-in page, never the bytes; and no public address serves it.
      const visitor = await render(`/admin/expenses/${id}/receipt`, { headers: headers(null) });
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get('Location')).toMatch(/^\/login/);
      expect((await render(`/media/documents/${sha(JPEG)}.jpg`)).status).toBe(404);
      expect((await render('/admin/expenses', { headers: headers(null) })).status).toBe(302);
      expect((await post('/admin/expenses/new', typed(), undefined, null)).status).toBe(302);

      // The list, with its totals and the link to the receipt.
      const list = await (
        await render(`/admin/expenses?villa=${ids.azur}&month=2026-10`, { headers: headers(cookies.agent) })
      ).text();
      expect(list).toContain('Gustavia Plomberie');
      expect(list).toContain(`href="/admin/expenses/${id}/receipt"`);
      expect(list).toContain('€1,250.00');
      expect(list).toContain('data-testid="expense-totals"');
      const other = await (await render('/admin/expenses?month=2026-01', { headers: headers(cookies.agent) })).text();
      expect(other).toContain(expenseTexts.noMatch);
    });

    it('corrects an expense without its receipt, then deletes it and its receipt', async () => {
      const [row] = await q<{ id: string }>(
        `select id from public.homeowner_expenses where vendor = 'Gustavia Plomberie'`,
      );
      const path_ = `/admin/expenses/${row!.id}`;
      const page = await (await render(path_, { headers: headers(cookies.agent) })).text();
      expect(page).toContain('value="1,250.00"');
      expect(page).toContain(`href="${path_}/receipt"`);
      const edited = await post(path_, { ...typed(), amount: '1,300' });
      expect(edited.headers.get('Location')).toBe(`${path_}?done=saved`);
      const [kept] = await q<{ amount: number; receipt: string }>(
        'select amount, receipt from public.homeowner_expenses where id = $1',
        [row!.id],
      );
      expect(kept).toEqual({ amount: 130_000, receipt: `${sha(JPEG)}.jpg` });

      const deleted = await post(path_, { intent: 'delete' });
      expect(deleted.headers.get('Location')).toBe('/admin/expenses?done=deleted');
      expect(await q('select 1 from public.homeowner_expenses where id = $1', [row!.id])).toEqual([]);
      expect(await readdir(path.join(mediaDir, 'documents'))).toEqual([]);
      expect((await render(`${path_}/receipt`, { headers: headers(cookies.agent) })).status).toBe(404);
      expect((await render('/admin/expenses/not-an-id', { headers: headers(cookies.agent) })).status).toBe(404);
    });

    it('links a homeowner’s page to the expenses of their villas', async () => {
      const homeowner = await anneOwning(as(ids.owner), ids.corail);
      ids.homeowner = homeowner.id;
      const page = await (
        await render(`/admin/homeowners/${homeowner.id}`, { headers: headers(cookies.agent) })
      ).text();
      const href = `/admin/expenses?homeowner=${homeowner.id}`;
      expect(page).toContain(`href="${href}"`);
      const list = await (await render(href, { headers: headers(cookies.agent) })).text();
      expect(list).toContain(escapeHtml(expenseTexts.filters.homeowner('Anne Dupont')));
      expect(list).toContain('$1,200.00');
      expect(list).not.toContain('Villa Azur</td>');
    });
  });
});
