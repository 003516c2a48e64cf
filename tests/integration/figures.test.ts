import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import { conversionFunnel, leadsByWeek } from '#app/domain/figures/figures';
import type { StaffRole } from '#app/domain/staff/roles';
import * as bookingsExport from '#app/routes/admin/bookings-export';
import * as dashboard from '#app/routes/admin/dashboard';
import { staffContext } from '#app/server/auth/auth.server';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { BackendError } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { flushPageViews, PageViewCounter } from '#app/server/figures/page-views.server';
import { sqlLiteral } from '#app/server/seed/seed-sql';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertProperty, insertRental, requestContext } from '#tests/helpers/fixtures';

/**
 * The dashboard's figures on both engines, each on known rows: leads per week by source (island weeks, a
 * booking request counted as such), conversion by stage, top listings by leads, villa occupancy across month
 * boundaries (the calendar's busy statuses), page views added up by two flushes; who may read and write them;
 * and the bookings CSV export with its filters and formula-safe cells.
 */

const TODAY = '2026-03-18' as CalendarDate; // a Wednesday; its week began on Monday 2026-03-16

async function insert(db: SqlDatabase, table: string, row: Record<string, unknown>): Promise<string> {
  const id = (row.id as string | undefined) ?? randomUUID();
  const full = { id, ...row };
  const columns = Object.keys(full);
  await db.exec(
    `insert into public.${table} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns
      .map((c) => sqlLiteral(full[c as keyof typeof full], c))
      .join(', ')})`,
  );
  return id;
}

const lead = (row: Record<string, unknown>) => ({
  name: 'A Lead',
  email: 'lead@example.com',
  message: 'Hello',
  source: 'contact',
  ...row,
});

async function backendAs(db: SqlDatabase, role: StaffRole | 'outsider') {
  const userId = await createUser(db, { staff: role !== 'outsider', role: role === 'outsider' ? 'owner' : role });
  return { userId, backend: createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId })) };
}

async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return error instanceof BackendError ? error.code : String(error);
  }
  return 'none';
}

describe.each(ENGINES)('figures on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });

  describe('leads', () => {
    let staff: Backend;
    let outsider: Backend;
    let alpha = '';
    let beta = '';

    it('sets up known leads', async () => {
      const { db } = database();
      staff = (await backendAs(db, 'agent')).backend;
      outsider = (await backendAs(db, 'outsider')).backend;
      alpha = await insertProperty(db, { title: 'Alpha House' });
      beta = await insertRental(db, { title: 'Villa Beta' });
      // Monday 00:00 on the island (04:00 UTC): this week.
      await insert(
        db,
        'inquiries',
        lead({ source: 'property', property_id: alpha, created_at: '2026-03-16T04:00:00Z', stage: 'won' }),
      );
      // A minute earlier: Sunday on the island, last week.
      await insert(
        db,
        'inquiries',
        lead({ source: 'property', property_id: alpha, created_at: '2026-03-16T03:59:00Z', stage: 'qualified' }),
      );
      await insert(
        db,
        'inquiries',
        lead({ source: 'rental', rental_id: beta, created_at: '2026-03-10T12:00:00Z', stage: 'contacted' }),
      );
      await insert(
        db,
        'inquiries',
        lead({ created_at: '2026-03-18T10:00:00Z', stage: 'lost', lost_reason: 'Bought elsewhere' }),
      );
      // Sunday 2025-09-21 on the island: the day before the first of the 26 weeks.
      await insert(db, 'inquiries', lead({ created_at: '2025-09-22T03:00:00Z', stage: 'won' }));
      // A booking request: the stay's trigger makes its lead (source booking, the villa, the stay).
      const stay = await insert(db, 'stays', {
        rental_id: beta,
        check_in: '2026-04-01',
        check_out: '2026-04-05',
        status: 'requested',
        source: 'website',
        guest_name: 'Booking Guest',
        guest_email: 'guest@example.com',
        guests: 2,
      });
      await db.query(`update public.inquiries set created_at = '2026-03-17T15:00:00Z' where stay_id = $1`, [stay]);
      // Clicks on "WhatsApp us" (a source of their own): three on the Tuesday, one the Sunday before (last week).
      await db.query(
        `insert into public.whatsapp_clicks (kind, listing_id, day, clicks) values ('property', $1, '2026-03-17', 3), ('rental', $2, '2026-03-15', 1)`,
        [alpha, beta],
      );
    });

    it('counts leads per island week and source, every week and source present, WhatsApp clicks as one', async () => {
      const rows = await staff.leadsPerWeek(TODAY);
      expect(rows).toHaveLength(26 * 6);
      const weeks = leadsByWeek(rows);
      expect(weeks).toHaveLength(26);
      expect(weeks[0]!.week).toBe('2025-09-22');
      expect(weeks[25]).toEqual({
        week: '2026-03-16',
        counts: { property: 1, rental: 0, contact: 1, booking: 1, alert: 0, whatsapp: 3 },
      });
      expect(weeks[24]).toEqual({
        week: '2026-03-09',
        counts: { property: 1, rental: 1, contact: 0, booking: 0, alert: 0, whatsapp: 1 },
      });
      expect(rows.reduce((sum, row) => sum + row.leads, 0)).toBe(9);
    });

    it('counts the period’s leads at each stage, and the funnel of those that reached each', async () => {
      const stages = await staff.leadStages('2025-09-22' as CalendarDate);
      expect(stages).toEqual([
        { stage: 'new', leads: 1 },
        { stage: 'contacted', leads: 1 },
        { stage: 'qualified', leads: 1 },
        { stage: 'won', leads: 1 },
        { stage: 'lost', leads: 1 },
      ]);
      expect(conversionFunnel(stages).map((step) => [step.stage, step.reached])).toEqual([
        ['new', 5],
        ['contacted', 3],
        ['qualified', 2],
        ['won', 1],
        ['lost', 1],
      ]);
    });

    it('ranks listings by leads, ties by title', async () => {
      expect(await staff.topListingsByLeads('2025-09-22' as CalendarDate)).toEqual([
        { kind: 'property', listing_id: alpha, title: 'Alpha House', leads: 2 },
        { kind: 'rental', listing_id: beta, title: 'Villa Beta', leads: 2 },
      ]);
      expect(await staff.topListingsByLeads('2026-03-16' as CalendarDate, 1)).toEqual([
        { kind: 'property', listing_id: alpha, title: 'Alpha House', leads: 1 },
      ]);
    });

    it('gives nothing to signed-in users who are not staff, and refuses visitors', async () => {
      expect(await outsider.leadsPerWeek(TODAY)).toEqual([]);
      expect(await outsider.leadStages('2025-09-22' as CalendarDate)).toEqual([]);
      expect(await outsider.topListingsByLeads('2025-09-22' as CalendarDate)).toEqual([]);
      const visitor = createBackend(sqlExecutor(database().db, ANONYMOUS));
      expect(await failure(() => visitor.leadsPerWeek(TODAY))).toBe('permission');
    });
  });

  describe('occupancy', () => {
    it('counts each villa’s booked, held and blocked nights per month, across month boundaries', async () => {
      const { db } = database();
      const { backend: staff } = await backendAs(db, 'agent');
      const villa = await insertRental(db, { title: 'Aaa Villa Gamma' });
      const draft = await insertRental(db, { title: 'Aaa Draft Villa', status: 'draft' });
      const stay = (row: Record<string, unknown>) => insert(db, 'stays', { rental_id: villa, source: 'staff', ...row });
      // Three March nights and two April nights.
      await stay({ check_in: '2026-03-29', check_out: '2026-04-03', status: 'confirmed' });
      // An option still within its deadline: held.
      await stay({
        check_in: '2026-04-10',
        check_out: '2026-04-13',
        status: 'option',
        option_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      });
      // An owner's block from February: only its March night.
      await stay({ check_in: '2026-02-25', check_out: '2026-03-02', status: 'blocked', source: 'homeowner-block' });
      // Not busy: cancelled and declined stays.
      await stay({ check_in: '2026-04-15', check_out: '2026-04-18', status: 'cancelled' });
      await stay({ check_in: '2026-04-15', check_out: '2026-04-20', status: 'declined' });
      await insert(db, 'stays', {
        rental_id: draft,
        source: 'staff',
        check_in: '2026-03-10',
        check_out: '2026-03-12',
        status: 'confirmed',
      });

      const rows = (await staff.occupancy(TODAY, 2)).filter((row) => row.title.startsWith('Aaa'));
      expect(rows).toEqual([
        { rental_id: villa, title: 'Aaa Villa Gamma', month: '2026-03-01', nights: 31, booked: 3, held: 0, blocked: 1 },
        { rental_id: villa, title: 'Aaa Villa Gamma', month: '2026-04-01', nights: 30, booked: 2, held: 3, blocked: 0 },
      ]);
      // Six months by default, from the month holding the day.
      const sixMonths = (await staff.occupancy(TODAY)).filter((row) => row.rental_id === villa);
      expect(sixMonths.map((row) => row.month)).toEqual([
        '2026-03-01',
        '2026-04-01',
        '2026-05-01',
        '2026-06-01',
        '2026-07-01',
        '2026-08-01',
      ]);
      const { backend: outsider } = await backendAs(db, 'outsider');
      expect(await outsider.occupancy(TODAY)).toEqual([]);
    });
  });

  describe('page views', () => {
    it('adds two flushes of two instances together, drops unknown and unpublished ids, and lets only staff read', async () => {
      const { db } = database();
      const server = createBackend(sqlExecutor(db, { role: 'service_role', name: 'Page views' }));
      const { backend: staff } = await backendAs(db, 'admin');
      const house = await insertProperty(db, { title: 'Viewed House' });
      const villa = await insertRental(db, { title: 'Viewed Villa' });
      const draft = await insertRental(db, { title: 'Hidden Villa', status: 'draft' });
      const day = '2026-03-17' as CalendarDate;

      const one = new PageViewCounter();
      const two = new PageViewCounter();
      one.add({ kind: 'property', id: house }, day);
      one.add({ kind: 'property', id: house }, day);
      one.add({ kind: 'rental', id: villa }, TODAY);
      one.add({ kind: 'rental', id: randomUUID() }, day); // no such listing
      one.add({ kind: 'property', id: villa }, day); // a villa's id as a property's
      one.add({ kind: 'rental', id: draft }, day); // not published
      two.add({ kind: 'property', id: house }, day, 3);
      const write = (counts: Parameters<Backend['recordPageViews']>[0]) => server.recordPageViews(counts);
      await Promise.all([flushPageViews(one, write), flushPageViews(two, write)]);
      two.add({ kind: 'property', id: house }, day, 4);
      await flushPageViews(two, write);
      expect(one.size).toBe(0);

      const { rows } = await db.query<{ kind: string; listing_id: string; day: string; views: number }>(
        `select kind, listing_id, day::text as day, views from public.page_views order by kind, day`,
      );
      expect(rows).toEqual([
        { kind: 'property', listing_id: house, day, views: 9 },
        { kind: 'rental', listing_id: villa, day: TODAY, views: 1 },
      ]);

      expect(await staff.topListingsByViews('2026-03-01' as CalendarDate, TODAY)).toEqual([
        { kind: 'property', listing_id: house, title: 'Viewed House', views: 9 },
        { kind: 'rental', listing_id: villa, title: 'Viewed Villa', views: 1 },
      ]);
      expect(await staff.dailyViews('2026-03-16' as CalendarDate, TODAY)).toEqual([
        { day: '2026-03-16', views: 0 },
        { day: '2026-03-17', views: 9 },
        { day: '2026-03-18', views: 1 },
      ]);

      // Nobody but the server writes them; nobody but staff reads them.
      const visitor = createBackend(sqlExecutor(db, ANONYMOUS));
      const counts = [{ kind: 'property' as const, id: house, day, views: 100 }];
      expect(await failure(() => visitor.recordPageViews(counts))).toBe('permission');
      expect(await failure(() => staff.recordPageViews(counts))).toBe('permission');
      const { backend: outsider } = await backendAs(db, 'outsider');
      expect(await outsider.topListingsByViews('2026-03-01' as CalendarDate, TODAY)).toEqual([]);
      expect(await outsider.dailyViews('2026-03-16' as CalendarDate, TODAY)).toEqual([]);
      const { rows: after } = await db.query<{ views: number }>(
        `select sum(views)::integer as views from public.page_views`,
      );
      expect(after[0]!.views).toBe(10);
    });

    it('keeps a failed flush’s counts for the next', async () => {
      const counter = new PageViewCounter();
      const id = randomUUID();
      counter.add({ kind: 'rental', id }, TODAY, 2);
      await expect(flushPageViews(counter, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
      counter.add({ kind: 'rental', id }, TODAY);
      expect(counter.take()).toEqual([{ kind: 'rental', id, day: TODAY, views: 3 }]);
    });
  });

  describe('routes', () => {
    const contextFor = (db: SqlDatabase, userId: string, role: StaffRole) => {
      const context = requestContext(db);
      context.set(staffContext, {
        user: {
          id: userId,
          email: `${userId}@example.com`,
          name: '',
          role,
          secondFactor: { enrolled: true, assurance: 'aal2', verifiedAt: null },
        },
        capabilities: createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId })),
      });
      return context;
    };

    it('renders the dashboard’s figures for an agent', async () => {
      const { db } = database();
      const { userId } = await backendAs(db, 'agent');
      const result = (await dashboard.loader({
        request: new Request('http://localhost/admin'),
        params: {},
        context: contextFor(db, userId, 'agent'),
      } as never)) as Awaited<ReturnType<typeof dashboard.loader>>;
      expect(result.state).toBe('ready');
      if (result.state !== 'ready') return;
      expect(result.figures).not.toBeNull();
      expect(result.figures!.leadsPerWeek).toHaveLength(26 * 6);
      expect(result.figures!.dailyViews).toHaveLength(30);
      expect(result.figures!.leadStages.map((row) => row.stage)).toEqual([
        'new',
        'contacted',
        'qualified',
        'won',
        'lost',
      ]);
    });

    it('exports the filtered bookings as CSV, formula-safe', async () => {
      const { db } = database();
      const { userId } = await backendAs(db, 'agent');
      const villa = await insertRental(db, { title: 'Export Villa' });
      const other = await insertRental(db, { title: 'Other Villa' });
      const guest = (row: Record<string, unknown>) =>
        insert(db, 'stays', {
          source: 'website',
          status: 'requested',
          guest_email: 'guest@example.com',
          guests: 2,
          quote: { total: 8400, currency: 'EUR' },
          ...row,
        });
      await guest({
        rental_id: villa,
        check_in: '2027-01-05',
        check_out: '2027-01-12',
        guest_name: '=HYPERLINK("http://evil.example","Click")',
        guest_phone: '+1 590 555 0100',
      });
      await guest({ rental_id: villa, check_in: '2027-02-01', check_out: '2027-02-03', guest_name: 'Dupont, "Jean"' });
      await guest({ rental_id: other, check_in: '2027-01-05', check_out: '2027-01-07', guest_name: 'Someone Else' });

      const response = (await bookingsExport.loader({
        request: new Request(`http://localhost/admin/bookings/export.csv?rental=${villa}&order=arrival&page=3`),
        params: {},
        context: contextFor(db, userId, 'agent'),
      } as never)) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('Content-Disposition')).toMatch(
        /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = await response.text();
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'Reference,Villa,Source,Guest name,E-mail,Phone,Arrival,Departure,Nights,Guests,Status,Total,Currency,Created',
      );
      // Every page of the filtered list (page=3 ignored), in its order; nothing of the other villa.
      expect(lines).toHaveLength(4);
      expect(lines[3]).toBe('');
      expect(text).not.toContain('Someone Else');
      const first = lines[1]!;
      // The formula is text: an apostrophe first, quoted for its comma and quotes.
      expect(first).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(first).not.toMatch(/(^|,)=HYPERLINK/);
      // A phone starting with + is neutralised too; numbers stay numbers.
      expect(first).toContain(`,'+1 590 555 0100,`);
      expect(first).toMatch(/^IE-[0-9A-F]{8},Export Villa,Website,/);
      expect(first).toContain(',2027-01-05,2027-01-12,7,2,Requested,8400,EUR,');
      expect(lines[2]).toContain(',"Dupont, ""Jean""",');
    });
  });
});
