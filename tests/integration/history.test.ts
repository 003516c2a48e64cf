import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { parseHistoryFilters, type HistoryEntryRow } from '#app/domain/history/history';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { BackendError } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor, type Actor } from '#app/server/backend/sql-executor.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { get, insertPost, insertProperty, insertRental, requestContext, unwrap } from '#tests/helpers/fixtures';
import { staffContext } from '#app/server/auth/auth.server';
import type { StaffRole } from '#app/domain/staff/roles';
import * as blogEditor from '#app/routes/admin/blog-editor';
import * as bookingDetail from '#app/routes/admin/booking';
import * as historyPage from '#app/routes/admin/history';
import * as inquiryDetail from '#app/routes/admin/inquiry';
import * as propertyEditor from '#app/routes/admin/property-editor';
import * as rentalEditor from '#app/routes/admin/rental-editor';

/**
 * The history of every change (supabase/migrations/…_history.sql; docs/decisions/016-history.md), on PGlite and
 * PostgreSQL, through the backend port as each kind of person (row level security decides, as PostgREST would):
 * - each write path of each audited table leaves one entry: who (by name), the action, only the changed fields;
 * - visitors' inquiries and booking requests are 'Visitor', the iCal sync is the system, writes without API
 *   claims (the seed, fixtures, migrations) leave none, and an update of noise columns only leaves none;
 * - nothing private or secret is copied; a deleted item keeps its history;
 * - nobody writes, changes or deletes entries through the API; anon reads none; agents read the history of
 *   listings, posts, leads and stays but not of settings or staff;
 * - the port's reads: an item's history, the filtered list, which items still exist.
 */

const today = islandToday();
const day = (offset: number): CalendarDate => addDays(today, offset);

type Entry = HistoryEntryRow;

/** Every entry of one row, oldest first, read as the database's owner. */
async function entriesOf(db: SqlDatabase, table: string, rowId: string): Promise<Entry[]> {
  const { rows } = await db.query<Entry>(
    'select * from public.audit_events where table_name = $1 and row_id = $2 order by id',
    [table, rowId],
  );
  return rows;
}

/** Runs SQL as an API role with its claims, as PostgREST would (for columns the port of this branch lacks). */
async function asActor(db: SqlDatabase, actor: Actor, sql: string, params: unknown[] = []) {
  const claims =
    actor.role === 'authenticated'
      ? { role: 'authenticated', sub: actor.userId, aal: actor.aal }
      : actor.role === 'service_role'
        ? { role: 'service_role', email: actor.name }
        : { role: 'anon' };
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`,
      [actor.role, JSON.stringify(claims), actor.role === 'authenticated' ? actor.userId : ''],
    );
    return tx.query(sql, params);
  });
}

async function refused(run: () => Promise<unknown>): Promise<BackendError> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

const PROPERTY_FORM = {
  title: 'Villa History',
  description: 'A villa whose every change is kept.',
  price: 1_000_000,
  price_currency: 'EUR',
  property_type: 'villa',
  location: 'Gustavia',
  address: '1 Rue du Souvenir',
  island: 'Saint Barthélemy',
  bedrooms: 4,
  bathrooms: 3,
  area: 300,
  status: 'draft',
  featured: false,
  amenities: ['Pool'],
  images: [],
};

describe.each(ENGINES)('the history of every change on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let ownerId: string;
  let agentId: string;
  let owner: Backend;
  let agent: Backend;
  let visitor: Backend;
  let service: Backend;
  let outsider: Backend;

  beforeAll(async () => {
    const { db } = database();
    ownerId = await createUser(db, { staff: true, role: 'owner' });
    agentId = await createUser(db, { staff: true, role: 'agent' });
    await db.query(`update public.staff_members set name = 'Olivia Owner' where user_id = $1`, [ownerId]);
    await db.query(`update public.staff_members set name = 'Andy Agent' where user_id = $1`, [agentId]);
    owner = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: ownerId, email: 'olivia@example.com' }),
    );
    agent = createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: agentId }));
    visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    service = createBackend(sqlExecutor(db, { role: 'service_role', name: 'Calendar sync' }));
    const outsiderId = await createUser(db, { staff: false });
    outsider = createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: outsiderId }));
  });

  it('records nothing for writes without API claims: the migrations, the seed, fixtures', async () => {
    const { db } = database();
    const id = await insertProperty(db, { title: 'Seeded Villa' });
    await db.query(`update public.properties set price = price + 1 where id = $1`, [id]);
    expect(await entriesOf(db, 'properties', id)).toEqual([]);
    // The migrations' own rows (the terms, the rate) and the members created above left none either.
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.audit_events where table_name in ('booking_terms', 'currency_settings', 'staff_members')`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('records a property created, changed (only the changed fields) and deleted, by the member’s name', async () => {
    const { db } = database();
    const id = await owner.saveProperty(null, PROPERTY_FORM);
    await owner.saveProperty(id, { ...PROPERTY_FORM, price: 1_200_000 });
    // The same values again: nothing changed, nothing recorded (updated_at alone is noise).
    await owner.saveProperty(id, { ...PROPERTY_FORM, price: 1_200_000 });
    await agent.setStatus('properties', id, 'published');
    await owner.setFeatured('properties', id, true);
    expect(await owner.deleteRow('properties', id)).toBe(true);

    const entries = await entriesOf(db, 'properties', id);
    expect(entries.map((e) => [e.action, e.actor_name, e.actor_kind])).toEqual([
      ['insert', 'Olivia Owner', 'staff'],
      ['update', 'Olivia Owner', 'staff'],
      ['update', 'Andy Agent', 'staff'],
      ['update', 'Olivia Owner', 'staff'],
      ['delete', 'Olivia Owner', 'staff'],
    ]);
    const [created, priced, published, featured, deleted] = entries as [Entry, Entry, Entry, Entry, Entry];
    expect(created.actor_id).toBe(ownerId);
    expect(created.label).toBe('Villa History');
    expect(created.subject_table).toBe('properties');
    expect(created.subject_id).toBe(id);
    expect(created.changes.title).toEqual({ after: 'Villa History' });
    expect(created.changes.price).toEqual({ after: 1_000_000 });
    // Never the derived or time columns.
    for (const noise of ['price_usd', 'french_missing', 'created_at', 'updated_at']) {
      expect(created.changes).not.toHaveProperty(noise);
    }
    // The price changed; its normalised dollar amount (derived) and updated_at are noise.
    expect(priced.changes).toEqual({ price: { before: 1_000_000, after: 1_200_000 } });
    expect(published.changes).toEqual({ status: { before: 'draft', after: 'published' } });
    expect(featured.changes).toEqual({ featured: { before: false, after: true } });
    expect(deleted.changes.title).toEqual({ before: 'Villa History' });
    // Deleted, the property keeps its history.
    expect((await owner.itemHistory('properties', id)).map((e) => e.action)).toEqual([
      'delete',
      'update',
      'update',
      'update',
      'insert',
    ]);
  });

  it('makes no entry for an update of noise columns only, nor for a new exchange rate re-normalising euro prices', async () => {
    const { db } = database();
    const id = await owner.saveProperty(null, { ...PROPERTY_FORM, title: 'Euro Villa' });
    await asActor(
      db,
      { role: 'authenticated', aal: 'aal2', userId: ownerId },
      'update public.properties set updated_at = now() where id = $1',
      [id],
    );
    // A photo saved again with its empty caption spelt out is the same photo.
    await db.query(`update public.properties set images = $2::jsonb where id = $1`, [
      id,
      JSON.stringify([{ src: '/images/demo/villa-01.webp', alt: 'The villa' }]),
    ]);
    await owner.saveProperty(id, { images: [{ src: '/images/demo/villa-01.webp', alt: 'The villa', caption: null }] });
    expect(await owner.saveExchangeRate(1.2)).toBe(true);
    expect((await entriesOf(db, 'properties', id)).map((e) => e.action)).toEqual(['insert']);
    // The rate itself is recorded: the rate only, not its stamps.
    const rate = await entriesOf(db, 'currency_settings', 'true');
    expect(rate.at(-1)).toMatchObject({ action: 'update', actor_name: 'Olivia Owner', label: 'Exchange rate' });
    expect(Object.keys(rate.at(-1)!.changes)).toEqual(['eur_usd_rate']);
    expect(Number(rate.at(-1)!.changes.eur_usd_rate!.after)).toBe(1.2);
  });

  it('records rentals with their seasons and feeds (the feed’s address hidden), and the iCal sync as the system', async () => {
    const { db } = database();
    const rentalId = await owner.saveRental(null, {
      title: 'Villa Seasons',
      description: 'x',
      daily_rate: 900,
      location: 'Orient Bay',
      address: '2 Beach Road',
      island: 'Sint Maarten',
      bedrooms: 2,
      bathrooms: 2,
      area: 150,
      status: 'published',
      featured: false,
      min_stay_days: 2,
      max_guests: 4,
      amenities: [],
      images: [],
    });
    await owner.saveRental(rentalId, { daily_rate: 950 });
    const seasonId = await agent.saveSeason(rentalId, null, {
      name: 'High season',
      startDate: day(100),
      endDate: day(130),
      nightlyRate: 1500,
      minNights: 5,
      arrivalDays: null,
      festive: false,
    });
    expect(await agent.deleteSeason(rentalId, seasonId)).toBeTruthy();
    const feedId = await owner.addFeed(rentalId, 'Airbnb', 'https://www.airbnb.com/calendar/ical/1.ics?s=secret-token');
    await owner.syncFeedEvents(feedId, [
      { uid: 'evt-1@airbnb', checkIn: day(40), checkOut: day(43), summary: 'Reserved' },
    ]);
    await service.recordFeedFailure(feedId, 'timeout');

    const history = await owner.itemHistory('rentals', rentalId);
    expect(history.map((e) => [e.table_name, e.action, e.actor_kind])).toEqual([
      ['rental_feeds', 'insert', 'staff'],
      ['rental_seasons', 'delete', 'staff'],
      ['rental_seasons', 'insert', 'staff'],
      ['rentals', 'update', 'staff'],
      // The villa's default turnover templates, made with it (…_turnovers.sql), by whoever created it.
      ...Array.from({ length: 5 }, () => ['task_templates', 'insert', 'staff']),
      ['rentals', 'insert', 'staff'],
    ]);
    expect(history[3]!.changes).toEqual({ daily_rate: { before: 900, after: 950 } });
    expect(history[2]).toMatchObject({ label: 'High season', actor_name: 'Andy Agent', subject_id: rentalId });
    expect(history[2]!.changes.nightly_rate).toEqual({ after: 1500 });
    expect(history[0]!.changes.url).toEqual({ hidden: true });
    expect(JSON.stringify(history)).not.toContain('secret-token');
    // The sync's block is a stay of its own: by the system, in the sync's name; the failure is bookkeeping.
    const { rows } = await db.query<{ id: string }>('select id from public.stays where feed_id = $1', [feedId]);
    const block = await entriesOf(db, 'stays', rows[0]!.id);
    expect(block.map((e) => [e.action, e.actor_kind, e.actor_name, e.actor_id])).toEqual([
      ['insert', 'system', 'iCal sync: Airbnb', null],
    ]);
    expect(await entriesOf(db, 'rental_feeds', feedId)).toHaveLength(1);

    // Removed, the feed and then the villa keep their history.
    expect(await owner.deleteFeed(rentalId, feedId)).toBeTruthy();
    expect(await owner.deleteRow('rentals', rentalId)).toBe(true);
    const after = await owner.itemHistory('rentals', rentalId);
    // (The villa's turnover templates go with it, each with its entry: …_turnovers.sql.)
    const templates = after.filter((e) => e.table_name === 'task_templates');
    expect(templates.map((e) => e.action)).toEqual([...Array(5).fill('delete'), ...Array(5).fill('insert')]);
    const own = after.filter((e) => e.table_name !== 'task_templates');
    expect(own.slice(0, 2).map((e) => [e.table_name, e.action, e.actor_name])).toEqual([
      ['rentals', 'delete', 'Olivia Owner'],
      ['rental_feeds', 'delete', 'Olivia Owner'],
    ]);
    expect(own).toHaveLength(7);
  });

  it('records a visitor’s inquiry as a Visitor without copying their words, and staff’s work on the lead', async () => {
    const { db } = database();
    const propertyId = await insertProperty(db);
    const id = randomUUID();
    await visitor.createLead({
      id,
      name: 'Private Person',
      email: 'private@example.com',
      phone: '+1 555 0199',
      message: 'My secret plans.',
      source: 'property',
      propertyId,
    });
    // Opening it marks it read: not an entry.
    expect(await agent.markLeadRead(id)).toBe(true);
    await asActor(
      db,
      { role: 'authenticated', aal: 'aal2', userId: agentId },
      `update public.inquiries set stage = 'contacted' where id = $1`,
      [id],
    );
    await asActor(
      db,
      { role: 'authenticated', aal: 'aal2', userId: agentId },
      `insert into public.lead_notes (inquiry_id, body) values ($1, 'Called back')`,
      [id],
    );
    await asActor(
      db,
      { role: 'authenticated', aal: 'aal2', userId: agentId },
      `update public.inquiries set stage = 'lost', lost_reason = 'Bought elsewhere' where id = $1`,
      [id],
    );

    const history = (await agent.itemHistory('inquiries', id)).reverse();
    expect(history.map((e) => [e.table_name, e.action, e.actor_kind, e.actor_name])).toEqual([
      ['inquiries', 'insert', 'visitor', 'Visitor'],
      ['inquiries', 'update', 'staff', 'Andy Agent'],
      ['lead_notes', 'insert', 'staff', 'Andy Agent'],
      ['inquiries', 'update', 'staff', 'Andy Agent'],
    ]);
    const [received, contacted, note, lost] = history as [Entry, Entry, Entry, Entry];
    expect(received.actor_id).toBeNull();
    expect(received.changes).toMatchObject({ source: { after: 'property' }, property_id: { after: propertyId } });
    expect(JSON.stringify(received)).not.toMatch(/Private Person|private@example\.com|555 0199|secret plans/);
    expect(contacted.changes).toEqual({ stage: { before: 'new', after: 'contacted' } });
    expect(note.changes).toEqual({ body: { after: 'Called back' } });
    expect(lost.changes).toEqual({
      stage: { before: 'contacted', after: 'lost' },
      lost_reason: { before: null, after: 'Bought elsewhere' },
    });
    // A deleted lead keeps its history.
    expect(await agent.deleteRow('inquiries', id)).toBe(true);
    expect((await owner.itemHistory('inquiries', id)).map((e) => e.action)[0]).toBe('delete');
  });

  it('records the booking flow: a guest’s request (and its lead) as a Visitor, the desk’s option and confirmation', async () => {
    const { db } = database();
    const rentalId = await insertRental(db, { title: 'Villa Booking', max_guests: 6, min_stay_days: 1 });
    const stayId = randomUUID();
    await visitor.createBookingRequest({
      id: stayId,
      rentalId,
      checkIn: day(200),
      checkOut: day(204),
      guests: 2,
      name: 'Grace Guest',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      message: 'We would love to come.',
      addOns: [],
    });
    expect(await owner.holdAsOption(stayId, new Date(Date.now() + 48 * 3600_000))).toBeTruthy();
    expect(await owner.confirm(stayId)).toBeTruthy();

    const entries = await entriesOf(db, 'stays', stayId);
    expect(entries.map((e) => [e.action, e.actor_name])).toEqual([
      ['insert', 'Visitor'],
      ['update', 'Olivia Owner'],
      ['update', 'Olivia Owner'],
    ]);
    expect(entries[0]!.label).toMatch(/^IE-[0-9A-F]{8}$/);
    expect(entries[0]!.changes).toMatchObject({ status: { after: 'requested' }, guest_name: { after: 'Grace Guest' } });
    expect(JSON.stringify(entries[0])).not.toMatch(/grace@example\.com|555 0100|love to come/);
    expect(entries[1]!.changes.status).toEqual({ before: 'requested', after: 'option' });
    expect(entries[1]!.changes).toHaveProperty('option_expires_at');
    expect(entries[2]!.changes.status).toEqual({ before: 'option', after: 'confirmed' });
    // An option past its deadline, released by whoever asks first (here a visitor): the system's doing.
    const optionId = randomUUID();
    await visitor.createBookingRequest({
      id: optionId,
      rentalId,
      checkIn: day(220),
      checkOut: day(223),
      guests: 2,
      name: 'Olga Option',
      email: 'olga@example.com',
      phone: null,
      message: null,
      addOns: [],
    });
    expect(await owner.holdAsOption(optionId, new Date(Date.now() + 3600_000))).toBeTruthy();
    await db.query(`update public.stays set option_expires_at = now() - interval '1 minute' where id = $1`, [optionId]);
    expect(await visitor.expireOptions()).toBe(1);
    const expired = (await entriesOf(db, 'stays', optionId)).at(-1)!;
    expect(expired).toMatchObject({
      action: 'update',
      actor_kind: 'system',
      actor_name: 'System (option deadline passed)',
      actor_id: null,
    });
    expect(expired.changes.status).toEqual({ before: 'option', after: 'expired' });

    // The lead the booking trigger filed, as the visitor too.
    const { rows } = await db.query<{ id: string }>('select id from public.inquiries where stay_id = $1', [stayId]);
    expect((await entriesOf(db, 'inquiries', rows[0]!.id)).map((e) => [e.action, e.actor_kind])).toEqual([
      ['insert', 'visitor'],
    ]);
  });

  it('records posts, the booking terms and the staff list', async () => {
    const { db } = database();
    const postId = await owner.saveBlogPost(null, {
      slug: `history-${randomUUID().slice(0, 8)}`,
      title: 'A post',
      content: 'Hello.',
      featured_image: '/images/demo/hero.webp',
      status: 'draft',
    });
    await agent.saveBlogPost(postId, { content: 'Hello again.\n\nA longer text.' });
    expect((await entriesOf(db, 'blog_posts', postId)).map((e) => [e.action, e.actor_name])).toEqual([
      ['insert', 'Olivia Owner'],
      ['update', 'Andy Agent'],
    ]);

    const terms = await owner.getBookingTerms();
    expect(await owner.saveBookingTerms({ ...terms, depositPercent: terms.depositPercent + 5 })).toBe(true);
    const termEntries = await entriesOf(db, 'booking_terms', 'true');
    expect(termEntries.at(-1)).toMatchObject({ label: 'Booking terms', actor_name: 'Olivia Owner' });
    expect(Object.keys(termEntries.at(-1)!.changes)).toEqual(['deposit_percent']);

    const newcomer = randomUUID();
    await db.query('insert into auth.users (id, email) values ($1, $2)', [newcomer, `${newcomer}@example.com`]);
    await owner.addStaffMember({ userId: newcomer, email: `${newcomer}@example.com`, name: 'Nina New', role: 'agent' });
    expect(await owner.updateStaffMember(newcomer, { role: 'admin' })).toBe(true);
    const member = await entriesOf(db, 'staff_members', newcomer);
    expect(member.map((e) => [e.action, e.label, e.actor_name])).toEqual([
      ['insert', 'Nina New', 'Olivia Owner'],
      ['update', 'Nina New', 'Olivia Owner'],
    ]);
    expect(member[1]!.changes).toEqual({ role: { before: 'agent', after: 'admin' } });
  });

  it('lets nobody write, change or delete entries through the API, and anon read none', async () => {
    const { db } = database();
    const id = await owner.saveProperty(null, { ...PROPERTY_FORM, title: 'Guarded' });
    const [entry] = await entriesOf(db, 'properties', id);
    const forged = {
      actor_name: 'Nobody',
      actor_kind: 'staff',
      table_name: 'properties',
      row_id: id,
      subject_table: 'properties',
      subject_id: id,
      action: 'update',
    };
    for (const actor of [
      { role: 'authenticated', aal: 'aal2', userId: ownerId },
      { role: 'authenticated', aal: 'aal2', userId: agentId },
      ANONYMOUS,
      { role: 'service_role', name: 'Job' },
    ] as Actor[]) {
      const run = sqlExecutor(db, actor);
      await refused(() => run.run({ kind: 'insert', table: 'audit_events', values: forged }));
      await refused(() =>
        run.run({
          kind: 'update',
          table: 'audit_events',
          values: { actor_name: 'Nobody' },
          where: [{ op: 'eq', column: 'id', value: entry!.id }],
        }),
      );
      await refused(() =>
        run.run({ kind: 'delete', table: 'audit_events', where: [{ op: 'eq', column: 'id', value: entry!.id }] }),
      );
    }
    // Not even the database's owner changes a record (a purge is a deliberate act: the trigger disabled).
    await expect(
      db.query('update public.audit_events set actor_name = $2 where id = $1', [entry!.id, 'x']),
    ).rejects.toThrow(/history cannot be changed/);
    await expect(db.query('delete from public.audit_events where id = $1', [entry!.id])).rejects.toThrow(
      /history cannot be changed/,
    );
    expect((await entriesOf(db, 'properties', id))[0]!.actor_name).toBe('Olivia Owner');
    // Visitors read nothing; a signed-in user who is not staff reads no rows.
    expect((await refused(() => visitor.itemHistory('properties', id))).code).toBe('permission');
    expect(await outsider.itemHistory('properties', id)).toEqual([]);
  });

  it('lets agents read the history of listings, posts, leads and stays, not of settings or staff; owners read all', async () => {
    await owner.saveExchangeRate(1.15);
    const everything = await owner.listHistory(parseHistoryFilters(new URLSearchParams()));
    const kinds = new Set(everything.rows.map((e) => e.subject_table));
    expect(kinds.has('currency_settings')).toBe(true);
    const agentsView = await agent.listHistory(parseHistoryFilters(new URLSearchParams()));
    expect(agentsView.total).toBeGreaterThan(0);
    expect(agentsView.total).toBeLessThan(everything.total);
    for (const entry of agentsView.rows) {
      expect(['properties', 'rentals', 'blog_posts', 'inquiries', 'stays']).toContain(entry.subject_table);
    }
    expect(await agent.itemHistory('currency_settings', 'true')).toEqual([]);
    expect((await agent.listHistory(parseHistoryFilters(new URLSearchParams('kind=staff_members')))).total).toBe(0);
    expect(
      (await owner.listHistory(parseHistoryFilters(new URLSearchParams('kind=staff_members')))).total,
    ).toBeGreaterThan(0);
  });

  it('lists entries newest first, filtered by person, kind and days, and says which items still exist', async () => {
    const { db } = database();
    const postId = await insertPost(db, { title: 'Filtered Post' });
    await agent.setStatus('blog_posts', postId, 'archived');
    const byAgent = await owner.listHistory(parseHistoryFilters(new URLSearchParams(`person=${agentId}`)));
    expect(byAgent.rows.length).toBeGreaterThan(0);
    expect(byAgent.rows.every((e) => e.actor_id === agentId)).toBe(true);
    expect(byAgent.rows[0]).toMatchObject({ subject_id: postId, actor_name: 'Andy Agent' });
    const ats = byAgent.rows.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const visitors = await owner.listHistory(parseHistoryFilters(new URLSearchParams('person=visitors')));
    expect(visitors.rows.length).toBeGreaterThan(0);
    expect(visitors.rows.every((e) => e.actor_kind === 'visitor')).toBe(true);
    const system = await owner.listHistory(parseHistoryFilters(new URLSearchParams('person=system')));
    expect(system.rows.every((e) => e.actor_kind === 'system')).toBe(true);

    const posts = await owner.listHistory(parseHistoryFilters(new URLSearchParams('kind=blog_posts')));
    expect(posts.rows.every((e) => e.subject_table === 'blog_posts')).toBe(true);

    const todays = await owner.listHistory(parseHistoryFilters(new URLSearchParams(`from=${today}&to=${today}`)));
    const all = await owner.listHistory(parseHistoryFilters(new URLSearchParams()));
    expect(todays.total).toBe(all.total);
    expect((await owner.listHistory(parseHistoryFilters(new URLSearchParams(`to=${day(-1)}`)))).total).toBe(0);
    expect((await owner.listHistory(parseHistoryFilters(new URLSearchParams(`from=${day(1)}`)))).total).toBe(0);

    const gone = await owner.saveBlogPost(null, {
      slug: `gone-${randomUUID().slice(0, 8)}`,
      title: 'Gone',
      content: 'x',
      featured_image: '/images/demo/hero.webp',
      status: 'draft',
    });
    await owner.deleteRow('blog_posts', gone);
    const existing = await owner.existingItems([
      { subject_table: 'blog_posts', subject_id: postId },
      { subject_table: 'blog_posts', subject_id: gone },
      { subject_table: 'currency_settings', subject_id: 'true' },
    ]);
    expect([...existing].sort()).toEqual([`blog_posts:${postId}`, 'currency_settings:true']);
  });

  describe('the pages', () => {
    /** A loader's args as the admin layout leaves them: the member's session in context. */
    const args = (path: string, userId: string, role: StaffRole, params: Record<string, string> = {}) => {
      const context = requestContext(database().db);
      const backend = createBackend(sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId }));
      context.set(staffContext, {
        user: {
          id: userId,
          email: `${userId}@example.com`,
          name: '',
          role,
          secondFactor: { enrolled: true, assurance: 'aal2', verifiedAt: null },
        },
        capabilities: backend,
      });
      return { request: get(path), context, params } as never;
    };

    it('give each editor, the lead and the stay their history, newest first; none for a new item', async () => {
      const { db } = database();
      const propertyId = await owner.saveProperty(null, { ...PROPERTY_FORM, title: 'Paged Villa' });
      await agent.saveProperty(propertyId, { price: 1_100_000 });
      const property = unwrap<{ history: Entry[] }>(
        await propertyEditor.loader(args(`/admin/properties/${propertyId}`, agentId, 'agent', { id: propertyId })),
      ).data;
      expect(property.history.map((e) => [e.action, e.actor_name])).toEqual([
        ['update', 'Andy Agent'],
        ['insert', 'Olivia Owner'],
      ]);
      expect(property.history[0]!.changes).toEqual({ price: { before: 1_000_000, after: 1_100_000 } });
      const fresh = unwrap<{ history: Entry[] }>(
        await propertyEditor.loader(args('/admin/properties/new', agentId, 'agent', { id: 'new' })),
      ).data;
      expect(fresh.history).toEqual([]);

      const rentalId = await insertRental(db, { title: 'Paged Rental', max_guests: 4, min_stay_days: 1 });
      await owner.saveRental(rentalId, { max_guests: 5 });
      const rental = unwrap<{ history: Entry[] }>(
        await rentalEditor.loader(args(`/admin/rentals/${rentalId}`, agentId, 'agent', { id: rentalId })),
      ).data;
      expect(rental.history.map((e) => e.changes)).toEqual([{ max_guests: { before: 4, after: 5 } }]);

      const postId = await insertPost(db, { title: 'Paged Post', status: 'draft' });
      await agent.setStatus('blog_posts', postId, 'published');
      const post = unwrap<{ history: Entry[] }>(
        await blogEditor.loader(args(`/admin/blogs/${postId}`, agentId, 'agent', { id: postId })),
      ).data;
      expect(post.history.map((e) => e.changes)).toEqual([{ status: { before: 'draft', after: 'published' } }]);

      const stayId = randomUUID();
      await visitor.createBookingRequest({
        id: stayId,
        rentalId,
        checkIn: day(300),
        checkOut: day(303),
        guests: 2,
        name: 'Paula Paged',
        email: 'paula@example.com',
        phone: null,
        message: null,
        addOns: [],
      });
      const stay = unwrap<{ history: Entry[] }>(
        await bookingDetail.loader(args(`/admin/bookings/${stayId}`, agentId, 'agent', { id: stayId })),
      ).data;
      expect(stay.history.map((e) => [e.action, e.actor_name])).toEqual([['insert', 'Visitor']]);

      const { rows } = await db.query<{ id: string }>('select id from public.inquiries where stay_id = $1', [stayId]);
      const lead = rows[0]!.id;
      await asActor(
        db,
        { role: 'authenticated', aal: 'aal2', userId: agentId },
        `update public.inquiries set assigned_to = $2 where id = $1`,
        [lead, agentId],
      );
      const inquiry = unwrap<{ history: Entry[] }>(
        await inquiryDetail.loader(args(`/admin/inquiries/${lead}`, agentId, 'agent', { id: lead })),
      ).data;
      // The assignee by name, not by id.
      expect(inquiry.history[0]!.changes).toEqual({ assigned_to: { before: null, after: 'Andy Agent' } });
    });

    it('/admin/history: every change for owners, filtered by person and kind, linking to what still exists', async () => {
      const keptId = await owner.saveProperty(null, { ...PROPERTY_FORM, title: 'Kept Villa' });
      const goneId = await owner.saveProperty(null, { ...PROPERTY_FORM, title: 'Gone Villa' });
      await owner.deleteRow('properties', goneId);
      const page = unwrap<{
        entries: (Entry & { link: string | null })[];
        total: number;
        people: { value: string; label: string }[];
        failed: boolean;
      }>(await historyPage.loader(args(`/admin/history?person=${ownerId}&kind=properties`, ownerId, 'owner'))).data;
      expect(page.failed).toBe(false);
      expect(page.entries.every((e) => e.actor_id === ownerId && e.subject_table === 'properties')).toBe(true);
      expect(page.entries.slice(0, 3).map((e) => [e.label, e.action, e.link])).toEqual([
        ['Gone Villa', 'delete', null],
        ['Gone Villa', 'insert', null],
        ['Kept Villa', 'insert', `/admin/properties/${keptId}`],
      ]);
      expect(page.people).toEqual(
        expect.arrayContaining([
          { value: ownerId, label: 'Olivia Owner' },
          { value: agentId, label: 'Andy Agent' },
        ]),
      );
    });
  });
});
