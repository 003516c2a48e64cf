import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_SQL } from '#app/server/db/bootstrap.server';
import { migrate } from '#app/server/db/migrate.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import { ENGINES } from '#tests/helpers/databases';
import { SUPABASE_DEFAULT_PRIVILEGES } from '#tests/helpers/supabase-like';
import { sharedCluster, type SharedCluster } from '#tests/helpers/template-databases';

/**
 * The grants of the migrations on a database that, like a Supabase project, gives the API roles every
 * privilege on new tables and functions by default: what anon and authenticated may do is exactly what
 * the product needs, whatever the defaults were.
 */

const TABLES = [
  'properties',
  'rentals',
  'blog_posts',
  'inquiries',
  'staff_members',
  'audit_events',
  'bank_accounts',
  'rental_agreements',
  'rental_agreement_acceptances',
  'stay_arrival_details',
  'villa_arrival_info',
  'homeowners',
  'homeowner_listings',
  'homeowner_bank_details',
  'management_agreements',
  'homeowner_accounts',
  'owner_stay_requests',
  'task_templates',
  'vendors',
  'tasks',
  'task_list',
  'same_day_turnovers',
  'saved_searches',
  'saved_search_sent',
  'listing_events',
  'person_erasures',
  'legal_pages',
] as const;
const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'] as const;

const EXPECTED: Record<'anon' | 'authenticated', Record<(typeof TABLES)[number], string[]>> = {
  anon: {
    properties: ['SELECT'],
    rentals: ['SELECT'],
    blog_posts: ['SELECT'],
    inquiries: ['INSERT'],
    staff_members: [],
    // The history (…_history.sql): written by its trigger only.
    audit_events: [],
    // The accounts guests pay into (…_bank_accounts.sql): nothing at all for visitors.
    bank_accounts: [],
    // The rental agreement (…_rental_agreements.sql): a guest reads and accepts it only through their link's
    // functions.
    rental_agreements: [],
    rental_agreement_acceptances: [],
    // Arrival (…_arrival.sql): the guest writes and reads through their page's token only; never the codes.
    stay_arrival_details: [],
    villa_arrival_info: [],
    // Homeowners (…_homeowners.sql): nothing for visitors.
    homeowners: [],
    homeowner_listings: [],
    homeowner_bank_details: [],
    management_agreements: [],
    // The homeowner's page (…_homeowner_accounts.sql): nothing for visitors.
    homeowner_accounts: [],
    owner_stay_requests: [],
    // Turnovers (…_turnovers.sql): nothing for visitors (a vendor's link, later, goes through its own functions).
    task_templates: [],
    vendors: [],
    // Saved searches (…_saved_searches.sql): a visitor saves and reaches theirs only through the functions.
    saved_searches: [],
    saved_search_sent: [],
    listing_events: [],
    // A person's erasures (…_person_data.sql): written by the erasure and retention functions only.
    person_erasures: [],
    // The privacy and legal notices (…_legal_pages.sql): public pages, read by everyone.
    legal_pages: ['SELECT'],
    tasks: [],
    task_list: [],
    same_day_turnovers: [],
  },
  authenticated: {
    properties: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
    rentals: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
    blog_posts: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
    inquiries: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
    staff_members: ['SELECT'],
    audit_events: ['SELECT'],
    // Owners add and change them through column privileges (their content, never who or when) and the policies.
    bank_accounts: ['SELECT', 'DELETE'],
    // Owners publish through a column privilege (the texts) and the policies; nobody writes an acceptance.
    rental_agreements: ['SELECT'],
    rental_agreement_acceptances: ['SELECT'],
    stay_arrival_details: ['SELECT'],
    villa_arrival_info: ['SELECT', 'INSERT', 'UPDATE'],
    // Homeowners: inserts and updates by column (their content, never ids, time stamps or who), through the
    // policies (owners and admins write; payout accounts only owners and admins read).
    homeowners: ['SELECT', 'DELETE'],
    homeowner_listings: ['SELECT', 'DELETE'],
    homeowner_bank_details: ['SELECT', 'DELETE'],
    management_agreements: ['SELECT', 'DELETE'],
    // Accounts: invited and deactivated by column through the policies; owner-stay requests are read only
    // (written by request_owner_stay and decide_owner_stay_request).
    homeowner_accounts: ['SELECT', 'DELETE'],
    owner_stay_requests: ['SELECT'],
    // Turnovers: templates and vendors by column (owners and admins, through the policies); tasks by column too
    // (one-off tasks, assignees, states), never removed; the two views read only.
    task_templates: ['SELECT', 'DELETE'],
    vendors: ['SELECT', 'DELETE'],
    tasks: ['SELECT'],
    task_list: ['SELECT'],
    same_day_turnovers: ['SELECT'],
    // Saved searches: staff read them, what was sent and the listings' events (the policies); written by functions.
    saved_searches: ['SELECT'],
    saved_search_sent: ['SELECT'],
    listing_events: ['SELECT'],
    // Owners and admins read the record of erasures (the policy); only the functions write it.
    person_erasures: ['SELECT'],
    // Owners change the texts through a column privilege (body_en, body_fr) and the policy; nobody adds or removes one.
    legal_pages: ['SELECT'],
  },
};

describe.each(ENGINES)('grants after the migrations on %s, with Supabase default privileges', (engine) => {
  let cluster: SharedCluster | undefined;
  let db: SqlDatabase | undefined;
  afterAll(async () => {
    await db?.close().catch(() => undefined);
    await cluster?.dropDatabases();
  });

  it('gives anon and authenticated exactly what the product uses, and no function they should not call', async () => {
    if (engine === 'postgres') {
      // A new database on the run's cluster, migrated here for real.
      cluster = sharedCluster();
      db = await openSqlDatabase({
        kind: 'postgres',
        url: await cluster.createDatabase(`grants_${randomUUID().replaceAll('-', '')}`),
      });
    } else {
      db = await openSqlDatabase({ kind: 'pglite', dataDir: null });
    }
    await db.exec(BOOTSTRAP_SQL);
    await db.exec(SUPABASE_DEFAULT_PRIVILEGES);
    await migrate(db);

    for (const role of ['anon', 'authenticated'] as const) {
      for (const table of TABLES) {
        const granted: string[] = [];
        for (const privilege of PRIVILEGES) {
          const { rows } = await db.query<{ allowed: boolean }>('select has_table_privilege($1, $2, $3) as allowed', [
            role,
            `public.${table}`,
            privilege,
          ]);
          if (rows[0]!.allowed) granted.push(privilege);
        }
        expect(granted, `${role} on ${table}`).toEqual(EXPECTED[role][table]);
      }
      const calls = await db.query<{ is_staff: boolean; set_updated_at: boolean; search: boolean[] }>(
        `select has_function_privilege($1, 'public.is_staff()', 'execute') as is_staff,
                has_function_privilege($1, 'public.set_updated_at()', 'execute') as set_updated_at,
                array[has_function_privilege($1, 'public.admin_search_properties(text)', 'execute'),
                      has_function_privilege($1, 'public.admin_search_rentals(text)', 'execute'),
                      has_function_privilege($1, 'public.admin_search_blog_posts(text)', 'execute'),
                      has_function_privilege($1, 'public.admin_search_inquiries(text)', 'execute')] as search`,
        [role],
      );
      // The staff search functions: signed-in users only (they return nothing unless staff).
      const search = role === 'authenticated';
      expect(calls.rows[0], role).toEqual({
        is_staff: true,
        set_updated_at: false,
        search: [search, search, search, search],
      });
    }
  });

  it('keeps the mail outbox to staff reading it, its functions to their callers, and the worker’s claim to the service role', async () => {
    // The database the first case migrated, with Supabase's default privileges.
    const privileges = async (role: string) => {
      const granted: string[] = [];
      for (const privilege of PRIVILEGES) {
        const { rows } = await db!.query<{ allowed: boolean }>('select has_table_privilege($1, $2, $3) as allowed', [
          role,
          'public.mail_outbox',
          privilege,
        ]);
        if (rows[0]!.allowed) granted.push(privilege);
      }
      return granted;
    };
    expect(await privileges('anon')).toEqual([]);
    // Staff read every column but an account e-mail's link (column privileges; …_staff_roles.sql).
    expect(await privileges('authenticated')).toEqual([]);
    const columns = async (role: string, privilege: string) =>
      (
        await db!.query<{ column_name: string }>(
          `select column_name from information_schema.columns
            where table_schema = 'public' and table_name = 'mail_outbox'
              and has_column_privilege($1, 'public.mail_outbox', column_name, $2) order by column_name`,
          [role, privilege],
        )
      ).rows.map((row) => row.column_name);
    const readable = await columns('authenticated', 'SELECT');
    expect(readable).toContain('body');
    expect(readable).toContain('staff_user_id');
    expect(readable).not.toContain('secret');
    expect(await columns('authenticated', 'UPDATE')).toEqual([]);
    expect(await columns('anon', 'SELECT')).toEqual([]);
    expect(await privileges('service_role')).toEqual(expect.arrayContaining(['SELECT', 'UPDATE']));

    const execute = async (role: string) =>
      (
        await db!.query<{ calls: boolean[] }>(
          `select array[has_function_privilege($1, 'public.queue_inquiry_mail()', 'execute'),
                        has_function_privilege($1, 'public.claim_outbox(integer, integer)', 'execute'),
                        has_function_privilege($1, 'public.queue_inquiry_reply(uuid, text, text)', 'execute'),
                        has_function_privilege($1, 'public.retry_outbox_message(uuid)', 'execute')] as calls`,
          [role],
        )
      ).rows[0]!.calls;
    // [trigger function, claim, reply, retry]
    expect(await execute('anon')).toEqual([false, false, false, false]);
    expect(await execute('authenticated')).toEqual([false, false, true, true]);
    expect((await execute('service_role'))[1]).toBe(true);
  });

  it('keeps page views to staff reading them and the server adding them; the figures to signed-in users', async () => {
    const privileges = async (role: string) => {
      const granted: string[] = [];
      for (const privilege of PRIVILEGES) {
        const { rows } = await db!.query<{ allowed: boolean }>('select has_table_privilege($1, $2, $3) as allowed', [
          role,
          'public.page_views',
          privilege,
        ]);
        if (rows[0]!.allowed) granted.push(privilege);
      }
      return granted;
    };
    expect(await privileges('anon')).toEqual([]);
    // Read through row level security (staff only); written only through record_page_views.
    expect(await privileges('authenticated')).toEqual(['SELECT']);
    const execute = async (role: string) =>
      (
        await db!.query<{ calls: boolean[] }>(
          `select array[has_function_privilege($1, 'public.record_page_views(jsonb)', 'execute'),
                        has_function_privilege($1, 'public.figure_leads_per_week(date, integer)', 'execute'),
                        has_function_privilege($1, 'public.figure_lead_stages(date)', 'execute'),
                        has_function_privilege($1, 'public.figure_top_listings_by_leads(date, integer)', 'execute'),
                        has_function_privilege($1, 'public.figure_occupancy(date, integer)', 'execute'),
                        has_function_privilege($1, 'public.figure_page_views_top(date, date, integer)', 'execute'),
                        has_function_privilege($1, 'public.figure_page_views_daily(date, date)', 'execute')] as calls`,
          [role],
        )
      ).rows[0]!.calls;
    expect(await execute('anon')).toEqual([false, false, false, false, false, false, false]);
    expect(await execute('authenticated')).toEqual([false, true, true, true, true, true, true]);
    expect((await execute('service_role'))[0]).toBe(true);
  });

  it('keeps invoices and legal entities to staff, and issuing to issue_invoice', async () => {
    // The database the first case migrated, with Supabase's default privileges (…_invoices.sql).
    const privileges = async (role: string, table: string) => {
      const granted: string[] = [];
      for (const privilege of PRIVILEGES) {
        const { rows } = await db!.query<{ allowed: boolean }>('select has_table_privilege($1, $2, $3) as allowed', [
          role,
          table,
          privilege,
        ]);
        if (rows[0]!.allowed) granted.push(privilege);
      }
      return granted;
    };
    for (const table of ['public.legal_entities', 'public.invoices']) {
      expect(await privileges('anon', table), table).toEqual([]);
      // Entities: inserts and updates by column (no counter, no time stamps), through row level security.
      expect(await privileges('authenticated', table), table).toEqual(['SELECT']);
    }
    const { rows } = await db!.query<{ insert: boolean; update: boolean }>(
      `select has_any_column_privilege('authenticated', 'public.legal_entities', 'insert') as insert,
              has_any_column_privilege('authenticated', 'public.invoices', 'update') as update`,
    );
    expect(rows[0]).toEqual({ insert: true, update: false });
    const execute = async (role: string) =>
      (
        await db!.query<{ calls: boolean[] }>(
          `select array[has_function_privilege($1, 'public.issue_invoice(uuid, uuid, date, text, bigint, jsonb, text)', 'execute'),
                        has_function_privilege($1, 'public.keep_invoices()', 'execute'),
                        has_schema_privilege($1, 'app_private', 'usage')] as calls`,
          [role],
        )
      ).rows[0]!.calls;
    expect(await execute('anon')).toEqual([false, false, false]);
    expect(await execute('authenticated')).toEqual([true, false, false]);
    expect((await execute('service_role'))[0]).toBe(true);
  });

  it('keeps the homeowners’ functions to their callers: the agreement in force and the expenses’ totals to staff, the triggers to none', async () => {
    const execute = async (role: string) =>
      (
        await db!.query<{ calls: boolean[] }>(
          `select array[has_function_privilege($1, 'public.management_agreement_on(uuid, date)', 'execute'),
                        has_function_privilege($1, 'public.check_homeowner_shares()', 'execute'),
                        has_function_privilege($1, 'public.queue_homeowner_bank_details_mail()', 'execute'),
                        has_function_privilege($1, 'public.keep_management_agreements()', 'execute'),
                        has_any_column_privilege($1, 'public.homeowner_bank_details', 'update'),
                        has_function_privilege($1, 'public.homeowner_expense_totals(uuid[], date, date, text)', 'execute')] as calls`,
          [role],
        )
      ).rows[0]!.calls;
    expect(await execute('anon')).toEqual([false, false, false, false, false, false]);
    expect(await execute('authenticated')).toEqual([true, false, false, false, true, true]);
    expect((await execute('service_role'))[0]).toBe(true);
  });

  it('lets signed-in users call the export and the erasure (which check the role themselves), the service role the retention, and no one their parts', async () => {
    const execute = async (role: string) =>
      (
        await db!.query<{ calls: boolean[] }>(
          `select array[has_function_privilege($1, 'public.privacy_export_person(text)', 'execute'),
                        has_function_privilege($1, 'public.privacy_erase_person(text)', 'execute'),
                        has_function_privilege($1, 'public.privacy_apply_retention(date)', 'execute'),
                        has_function_privilege($1, 'app_private.privacy_anonymise(uuid[], uuid[], uuid[], uuid[], uuid[], uuid[], text[])', 'execute'),
                        has_function_privilege($1, 'app_private.privacy_person_ids(text)', 'execute')] as calls`,
          [role],
        )
      ).rows[0]!.calls;
    // [export, erase, retention, anonymise, person's ids]
    expect(await execute('anon')).toEqual([false, false, false, false, false]);
    expect(await execute('authenticated')).toEqual([true, true, false, false, false]);
    expect((await execute('service_role')).slice(0, 3)).toEqual([false, false, true]);
  });
});
