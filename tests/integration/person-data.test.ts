/**
 * A person's data (issue 32, items 3–5) on both engines, through the database functions of
 * supabase/migrations/20261211000300_person_data.sql: the export holds every table's rows of one person and nothing
 * of another; the erasure leaves no trace of the address in any text or JSON column of any table while payment
 * records keep their names and amounts; agents can neither export nor erase, admins export only; the retention
 * job with a moved clock, run twice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { actionWords, itemLabel, type HistoryEntryRow } from '#app/domain/history/history';
import { PERSON_DATA_KINDS, personDataTotal } from '#app/domain/privacy/person-data';
import type { StaffRole } from '#app/domain/staff/roles';
import type { QueryRunner } from '#app/server/backend/query';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { privacyQueries } from '#app/server/privacy/queries.server';
import { refusalCode } from '#tests/helpers/backend';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { findEverywhere, seedPerson, seedStaff, type SeededPerson } from '#tests/helpers/person-data';

const JANE = { email: 'Jane.Doe@Example.com', name: 'Jane Doe', phone: '+590 690 11 22 33', tag: 'Azur' };
const BOB = { email: 'bob.martin@example.org', name: 'Bob Martin', phone: '+33 6 12 34 56 78', tag: 'Corail' };

describe.each(ENGINES)('a person’s data on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const as = (userId: string): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` });
  const service = () => privacyQueries(sqlExecutor(database().db, { role: 'service_role', name: 'Retention' }));
  const members = {} as Record<StaffRole, string>;
  let jane: SeededPerson;
  let bob: SeededPerson;

  beforeAll(async () => {
    const { db } = database();
    const staff = await seedStaff(db);
    members.owner = staff;
    members.admin = await createUser(db, { staff: true, role: 'admin' });
    members.agent = await createUser(db, { staff: true, role: 'agent' });
    jane = await seedPerson(db, staff, JANE);
    bob = await seedPerson(db, staff, BOB);
  });

  it('exports every kind of row kept about the person, matched whatever the capitals, and nothing of anyone else', async () => {
    const data = await privacyQueries(as(members.owner)).exportPerson('  jane.doe@EXAMPLE.com ');
    expect(data.email).toBe('jane.doe@example.com');
    const expected = [
      'inquiries',
      'lead_notes',
      'stays',
      'stay_events',
      'arrival_details',
      'payment_entries',
      'saved_searches',
      'emails',
      'homeowners',
      'vendors',
      'history',
    ] as const;
    for (const kind of expected) expect(data[kind].length, kind).toBeGreaterThan(0);
    // The visitor's inquiry and the booking request's lead.
    expect(data.inquiries).toHaveLength(2);
    // Acknowledgement, staff notification and reply of the inquiry; the booking request's; the search's confirmation.
    expect(data.emails.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['visitor-acknowledgement', 'staff-reply', 'saved-search-confirmation']),
    );
    expect(data.history.length).toBeGreaterThanOrEqual(4);
    const text = JSON.stringify(data).toLowerCase();
    expect(text).toContain('jane.doe@example.com');
    expect(text).not.toContain(BOB.email);
    expect(text).not.toContain('bob martin');
    expect(text).not.toContain(bob.stayId);
    // No secret travels in it.
    expect(text).not.toContain('"secret"');
    expect(text).not.toContain('request_key_digest');
    expect(Object.keys(data)).toEqual(expect.arrayContaining([...PERSON_DATA_KINDS]));
    expect(personDataTotal(await privacyQueries(as(members.owner)).exportPerson('nobody@example.com'))).toBe(0);
  });

  it('lets admins export but not erase, and agents neither (the functions refuse them whatever row level security lets them read)', async () => {
    expect(personDataTotal(await privacyQueries(as(members.admin)).exportPerson(JANE.email))).toBeGreaterThan(0);
    expect(await refusalCode(() => privacyQueries(as(members.admin)).erasePerson(JANE.email))).toBe('permission');
    expect(await refusalCode(() => privacyQueries(as(members.agent)).exportPerson(JANE.email))).toBe('permission');
    expect(await refusalCode(() => privacyQueries(as(members.agent)).erasePerson(JANE.email))).toBe('permission');
    expect(await refusalCode(() => service().exportPerson(JANE.email))).toBe('permission');
    // The agent still reads the lead through row level security: the function is what keeps them out.
    const { rows } = await as(members.agent).run({
      kind: 'select',
      table: 'inquiries',
      columns: ['id'],
      where: [{ op: 'eq', column: 'email', value: JANE.email }],
    });
    expect(rows.length).toBe(2);
    expect(await findEverywhere(database().db, JANE.email)).not.toEqual([]);
  });

  it('erases the person everywhere in one go, keeps the payment records’ names and amounts, and records the erasure without the address', async () => {
    const counts = await privacyQueries(as(members.owner)).erasePerson(JANE.email);
    expect(counts).toMatchObject({ inquiries: 2, stays: 1, saved_searches: 1, homeowners: 1, vendors: 1 });
    expect(counts.emails).toBeGreaterThanOrEqual(3);
    expect(counts.history).toBeGreaterThanOrEqual(4);

    expect(await findEverywhere(database().db, JANE.email)).toEqual([]);
    expect(await findEverywhere(database().db, JANE.phone)).toEqual([]);
    // The name survives only where the books need it: the stay with a payment and the payment entry.
    expect(await findEverywhere(database().db, 'Jane Doe')).toEqual(
      expect.arrayContaining(['public.payment_entries.payer (1)']),
    );
    for (const place of await findEverywhere(database().db, 'Jane Doe'))
      expect(place).toMatch(/^public\.(payment_entries\.payer|stays\.guest_name|homeowners\.name) /);
    const [payment] = await q<{ amount: number; payer: string; bank_reference: string; note: string }>(
      'select amount::int, payer, bank_reference, note from public.payment_entries where stay_id = $1',
      [jane.stayId],
    );
    expect(payment).toMatchObject({ amount: 125000, payer: 'Jane Doe Azur', bank_reference: 'REF-Azur' });
    expect(payment!.note).toBe('Transfer from [erased]');

    // Bob is untouched.
    expect((await findEverywhere(database().db, BOB.email)).length).toBeGreaterThan(5);
    const bobData = await privacyQueries(as(members.owner)).exportPerson(BOB.email);
    expect(bobData.inquiries.map((row) => row.name)).toEqual(['Bob Martin', 'Bob Martin']);

    // The erasure itself, in the history: counts, no address, by the owner.
    const [record] = await q<HistoryEntryRow>(
      `select actor_id, changes, subject_table, table_name, label, action from public.audit_events where table_name = 'person_erasures'`,
    );
    expect(record).toMatchObject({ actor_id: members.owner, subject_table: 'person_erasures' });
    expect(`${itemLabel(record!)}: ${actionWords(record!)}`).toBe('Personal data · Person erased: erased');
    expect(JSON.stringify(record!.changes)).toContain('"inquiries":2');
    // Nothing is left to find; a second erasure changes nothing.
    expect(personDataTotal(await privacyQueries(as(members.owner)).exportPerson(JANE.email))).toBe(0);
    expect(await privacyQueries(as(members.owner)).erasePerson(JANE.email)).toMatchObject({ inquiries: 0, emails: 0 });
  });

  it('anonymises leads without activity and old e-mails with a moved clock, once, whoever runs it twice', async () => {
    const { db } = database();
    await db.query(
      `insert into public.inquiries (name, email, phone, message, created_at, stage_changed_at)
       values ('Old Lead', 'old.lead@example.net', '+1 555 0100', 'Hello from old.lead@example.net', now() - interval '50 months', now() - interval '50 months')`,
    );
    await db.query(`update public.agency_settings set lead_retention_months = 36, mail_retention_months = 24`);
    const today = (await q<{ today: string }>(`select to_char(current_date, 'YYYY-MM-DD') as today`))[0]!.today;
    const first = await service().applyRetention(today);
    expect(first.inquiries).toBe(1);
    expect(await findEverywhere(db, 'old.lead@example.net')).toEqual([]);
    expect(await service().applyRetention(today)).toEqual({ inquiries: 0, emails: 0 });
    // Over three years after his stay, Bob's leads (and their e-mails) have had no activity: two runners at once
    // anonymise them once.
    const later = new Date(Date.now() + (4 * 365 + 100) * 86_400_000).toISOString().slice(0, 10);
    const [a, b] = await Promise.all([service().applyRetention(later), service().applyRetention(later)]);
    expect(a.inquiries + b.inquiries).toBe(2);
    expect(Math.min(a.inquiries, b.inquiries)).toBe(0);
    expect(a.emails + b.emails).toBeGreaterThanOrEqual(3);
    // What is not a lead stays: his saved search (and its confirmation, never sent), his homeowner and vendor records.
    expect(await findEverywhere(db, BOB.email)).toEqual([
      'public.homeowners.emails (1)',
      'public.homeowners.note (1)',
      'public.mail_outbox.recipient (1)',
      'public.saved_searches.email (1)',
      'public.vendors.email (1)',
    ]);
    expect(await findEverywhere(db, BOB.phone)).toEqual(['public.homeowners.phone (1)', 'public.vendors.phone (1)']);
    expect(await q(`select reason from public.person_erasures where reason = 'retention'`)).toHaveLength(2);
    // Staff cannot run it.
    expect(await refusalCode(() => privacyQueries(as(members.owner)).applyRetention(later))).toBe('permission');
  });
});
