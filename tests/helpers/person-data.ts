import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { createUser } from './databases';

/**
 * Two people with data in every table that keeps a person's (issue 32, items 3–5): inquiries written as a visitor
 * (their e-mails queued by the database), notes, a stage, a staff reply, a booking request with a payment, arrival
 * details, a saved search, a homeowner and a vendor record — the history written by the database as it goes.
 */

export interface SeededPerson {
  email: string;
  name: string;
  phone: string;
  stayId: string;
}

type Claims = { role: 'anon' } | { role: 'authenticated'; sub: string } | { role: 'service_role'; email: string };

/** Runs `sql` as PostgREST would for `claims` (the role and JWT claims of the request), in one transaction. */
export async function runAs(db: SqlDatabase, claims: Claims, sql: string, params: unknown[] = []) {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`,
      [claims.role, JSON.stringify({ ...claims, aal: 'aal2' }), 'sub' in claims ? claims.sub : ''],
    );
    return (await tx.query<Record<string, unknown>>(sql, params)).rows;
  });
}

/** A staff owner who writes the staff's part (notes, stages, replies). */
export async function seedStaff(db: SqlDatabase): Promise<string> {
  return createUser(db, { staff: true, role: 'owner', name: 'Olivia Owner' });
}

export async function seedPerson(
  db: SqlDatabase,
  staffId: string,
  person: { email: string; name: string; phone: string; tag: string },
): Promise<SeededPerson> {
  const staff = { role: 'authenticated', sub: staffId } as const;
  const rentalId = randomUUID();
  await db.query(`insert into public.rentals (id, title, status) values ($1, $2, 'published')`, [
    rentalId,
    `Villa ${person.tag}`,
  ]);
  // A visitor's inquiry: the database queues its e-mails (a staff notification, the acknowledgement).
  await runAs(
    db,
    { role: 'anon' },
    `insert into public.inquiries (name, email, phone, message, rental_id) values ($1, $2, $3, $4, $5)`,
    [person.name, person.email, person.phone, `Is the villa free in March? Write to ${person.email}.`, rentalId],
  );
  const [inquiry] = await db
    .query<{ id: string }>('select id from public.inquiries where email = $1 order by created_at limit 1', [
      person.email,
    ])
    .then((r) => r.rows);
  await runAs(db, staff, `insert into public.lead_notes (inquiry_id, body) values ($1, $2)`, [
    inquiry!.id,
    `Called ${person.name} on ${person.phone}; send the brochure to ${person.email.toUpperCase()}.`,
  ]);
  await runAs(db, staff, `update public.inquiries set stage = 'lost', lost_reason = $2 where id = $1`, [
    inquiry!.id,
    `${person.name} bought elsewhere`,
  ]);
  await runAs(db, staff, `select public.queue_inquiry_reply($1, $2, $3)`, [
    inquiry!.id,
    `Your stay, ${person.name}`,
    `Dear ${person.name}, we will call you on ${person.phone}.`,
  ]);

  // A booking request (its lead made by the database), changed by staff, with a payment and arrival details.
  const [stay] = (
    await db.query<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guest_phone, guests, message)
       values ($1, '2027-03-01', '2027-03-08', 'requested', 'website', $2, $3, $4, 2, $5) returning id`,
      [rentalId, person.name, person.email, person.phone, `Late arrival, ${person.name}`],
    )
  ).rows;
  await runAs(db, staff, `update public.stays set guest_name = $2, note = $3 where id = $1`, [
    stay!.id,
    `${person.name} ${person.tag}`,
    `VIP: ${person.email}`,
  ]);
  await db.query(
    `insert into public.payment_schedules (stay_id, currency, fixed_on, total, terms) values ($1, 'EUR', current_date - 2, 250000, '{}')`,
    [stay!.id],
  );
  await db.query(
    `insert into public.payment_entries (stay_id, kind, amount, received_on, method, payer, bank_reference, note)
     values ($1, 'payment', 125000, current_date - 1, 'bank-transfer', $2, $3, $4)`,
    [stay!.id, `${person.name} ${person.tag}`, `REF-${person.tag}`, `Transfer from ${person.email}`],
  );
  await db.query(
    `insert into public.stay_arrival_details (stay_id, flight, arrival_date, arrival_time, guest_names, concierge_requests)
     values ($1, 'TX 123', '2027-03-01', '15:00', $2, $3)`,
    [stay!.id, `${person.name} and family`, `Champagne, call ${person.phone}`],
  );

  // A saved search (its confirmation e-mail queued), a homeowner record and a vendor record.
  await runAs(db, { role: 'anon' }, `select public.save_search('rental', '{}'::jsonb, $1, 'en', 'daily')`, [
    person.email,
  ]);
  await runAs(db, staff, `insert into public.homeowners (name, emails, phone, note) values ($1, $2, $3, $4)`, [
    `${person.name} ${person.tag}`,
    [person.email.toLowerCase()],
    person.phone,
    `Prefers e-mail: ${person.email}`,
  ]);
  await runAs(db, staff, `insert into public.vendors (name, email, phone, note) values ($1, $2, $3, $4)`, [
    `${person.name} Services`,
    person.email.toLowerCase(),
    person.phone,
    'Pool cleaning',
  ]);
  return { email: person.email, name: person.name, phone: person.phone, stayId: stay!.id };
}

/** Every text, varchar, array and JSON column of every table of the public and app_private schemas. */
export async function textColumns(db: SqlDatabase): Promise<{ schema: string; table: string; column: string }[]> {
  const { rows } = await db.query<{ schema: string; table: string; column: string }>(
    `select c.table_schema as schema, c.table_name as table, c.column_name as column
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema in ('public', 'app_private') and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'citext')
      order by 1, 2, 3`,
  );
  return rows;
}

/** Where `needle` (case-insensitively) is still found: 'schema.table.column' with a count. */
export async function findEverywhere(db: SqlDatabase, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { schema, table, column } of await textColumns(db)) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from "${schema}"."${table}" where position($1 in lower("${column}"::text)) > 0`,
      [needle.toLowerCase()],
    );
    if (Number(rows[0]!.n) > 0) found.push(`${schema}.${table}.${column} (${rows[0]!.n})`);
  }
  return found;
}
