-- Bank details are guarded (issue 28, item 10; app/domain/payments/bank-accounts.ts).
--
-- The accounts guests pay into, one per currency: what the confirmation e-mail, the guest's page and the
-- invoices print. A hijacked staff account that could quietly change them would redirect every deposit, so:
--
-- 1. Every active staff member reads them (they quote them to guests); only an owner changes them, and only
--    in a session that gave its second factor. Owners already need it for anything (…_two_factor.sql makes
--    staff_role() null for an owner's aal1 session); the policies say it again, explicitly, so that rule
--    cannot be loosened for bank details by a later change of staff_role(). The server asks for a fresh code
--    as well (app/routes/admin/bank-accounts.tsx); visitors can do nothing with them at all.
-- 2. Every insert, update or delete — through the API, by the server or by the database's owner at a psql
--    prompt — queues one e-mail to each active owner ('bank-details-changed') in the same transaction: which
--    account, what changed (IBAN and account numbers masked but for their last 4 characters), who and when
--    (UTC). The change and its e-mails commit together or not at all. An update that changes nothing sends
--    nothing.
-- 3. The history records every change, values included (staff see the accounts anyway).
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create table public.bank_accounts (
  currency text primary key check (currency in ('USD', 'EUR')),
  -- Names are one line each: they are printed on invoices and quoted in e-mail sentences.
  holder text not null check (char_length(holder) between 1 and 200 and btrim(holder) <> '' and holder !~ '[\r\n]'),
  bank_name text not null
    check (char_length(bank_name) between 1 and 200 and btrim(bank_name) <> '' and bank_name !~ '[\r\n]'),
  bank_address text check (bank_address is null or char_length(bank_address) <= 500),
  -- Stored without spaces, in capitals: country, check digits, then the national number (15 to 34 in all).
  -- The mod-97 check is the form's (bank-accounts.ts); the database keeps the shape.
  iban text check (iban is null or iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  -- An account without an IBAN: a US account (with its ABA routing number) or a bank of the islands that
  -- has none (Sint Maarten's). Stored without spaces or dashes, in capitals.
  account_number text check (account_number is null or account_number ~ '^[A-Z0-9]{4,34}$'),
  routing_number text check (routing_number is null or routing_number ~ '^[0-9]{9}$'),
  -- BIC: bank (4 letters), country (2), location (2), optionally a branch (3).
  swift text not null check (swift ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid(),
  constraint bank_accounts_iban_or_account_number check (iban is not null or account_number is not null),
  -- An ABA routing number is for dollars, and routes to an account number.
  constraint bank_accounts_routing_of_account check (
    routing_number is null or (account_number is not null and currency = 'USD'))
);

-- When and by whom, whatever the client sends.
create function public.stamp_bank_account() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;

create trigger bank_accounts_stamp before insert or update on public.bank_accounts
  for each row execute function public.stamp_bank_account();

-- ---------------------------------------------------------------------------------------------
-- The history: every field, nothing hidden (staff read the accounts anyway)
-- ---------------------------------------------------------------------------------------------
create trigger bank_accounts_audit after insert or update or delete on public.bank_accounts
  for each row execute function public.record_audit_event(
    '{"key": "currency", "label": "currency", "noise": ["updated_at", "updated_by"]}');

-- ---------------------------------------------------------------------------------------------
-- The owners' e-mail: a new kind of the outbox, for one staff member
-- ---------------------------------------------------------------------------------------------

-- Every kind the outbox allows today, and the new one. The list is read from the constraint itself rather
-- than written out again, so a kind another migration added before this one is never dropped by it.
do $$
declare
  kinds text;
begin
  select string_agg(distinct quote_literal(m[1]), ', ') into kinds
    from pg_constraint c
    cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9-]+)''', 'g') as m
   where c.conrelid = 'public.mail_outbox'::regclass and c.conname = 'mail_outbox_kind_allowed';
  if kinds is null or kinds not like '%''staff-invitation''%' then
    raise exception 'mail_outbox_kind_allowed was not found as expected';
  end if;
  alter table public.mail_outbox drop constraint mail_outbox_kind_allowed;
  execute format(
    'alter table public.mail_outbox add constraint mail_outbox_kind_allowed check (kind in (%s, %L))',
    kinds, 'bank-details-changed');
end
$$;

-- E-mails to one staff member: the account e-mails (…_staff_roles.sql) and now this one. Like them it is
-- about no inquiry and names its member (mail_outbox_about); it carries its subject and body as written here.
alter table public.mail_outbox drop constraint mail_outbox_audience_of_kind;
alter table public.mail_outbox add constraint mail_outbox_audience_of_kind check (
  (audience = 'staff') = (kind = 'staff-notification')
  and (audience = 'staff-member') = (kind in ('staff-invitation', 'staff-password-reset', 'bank-details-changed')));
alter table public.mail_outbox add constraint mail_outbox_bank_details_fields check (
  kind <> 'bank-details-changed' or (subject is not null and body is not null and secret is null));

-- A field's value as the owners' e-mail shows it: account numbers masked but for their last 4 characters,
-- texts quoted on one line, '(none)' for nothing.
create function app_private.bank_detail_shown(p_field text, p_value text) returns text
  language sql immutable set search_path = ''
as $$
  select case
    when p_value is null or p_value = '' then '(none)'
    when p_field in ('iban', 'account_number') then '****' || right(p_value, 4)
    else '"' || regexp_replace(btrim(p_value), '\s*[\r\n]+\s*', ', ', 'g') || '"'
  end
$$;
revoke all on function app_private.bank_detail_shown(text, text) from public;

-- The sentence each owner reads, and one e-mail per active owner (with an address) in the outbox.
create function public.queue_bank_details_mail() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  account text := coalesce(after_row, before_row) ->> 'currency';
  uid uuid := auth.uid();
  api_role text := auth.role();
  who text;
  field record;
  parts text[] := '{}';
  sentence text;
begin
  for field in
    select f.name, f.label
      from (values (1, 'holder', 'account holder'), (2, 'bank_name', 'bank'), (3, 'bank_address', 'bank address'),
                   (4, 'iban', 'IBAN'), (5, 'account_number', 'account number'),
                   (6, 'routing_number', 'ABA routing number'), (7, 'swift', 'SWIFT/BIC')) as f(n, name, label)
     order by f.n
  loop
    if tg_op = 'UPDATE' then
      continue when (before_row ->> field.name) is not distinct from (after_row ->> field.name);
      parts := parts || (field.label || ' ' || app_private.bank_detail_shown(field.name, before_row ->> field.name)
        || ' → ' || app_private.bank_detail_shown(field.name, after_row ->> field.name));
    else
      continue when coalesce(after_row, before_row) ->> field.name is null;
      parts := parts || (field.label || ' '
        || app_private.bank_detail_shown(field.name, coalesce(after_row, before_row) ->> field.name));
    end if;
  end loop;
  if tg_op = 'UPDATE' and cardinality(parts) = 0 then
    return null;
  end if;

  if uid is not null then
    select coalesce(nullif(btrim(m.name), ''), m.email) into who from public.staff_members m where m.user_id = uid;
    who := coalesce(who, nullif((select auth.jwt()) ->> 'email', ''), 'an unknown user (' || uid::text || ')');
  elsif api_role = 'service_role' then
    who := 'the server';
  elsif api_role is not null then
    who := 'a visitor';
  else
    who := 'the database owner';
  end if;

  sentence := 'The ' || account || ' bank account was '
    || case tg_op when 'INSERT' then 'added' when 'UPDATE' then 'changed' else 'removed' end
    || ' by ' || who || ' on ' || to_char(now() at time zone 'UTC', 'FMMonth FMDD, YYYY "at" HH24:MI "UTC"')
    || case tg_op when 'DELETE' then '; it was: ' else ': ' end
    || array_to_string(parts, ', ') || '.';

  insert into public.mail_outbox (kind, audience, recipient, staff_user_id, subject, body, created_by)
  select 'bank-details-changed', 'staff-member', m.email, m.user_id,
         'Bank details changed: ' || account || ' account', left(sentence, 10000), uid
    from public.staff_members m
   where m.role = 'owner' and m.deactivated_at is null and m.email is not null
   order by m.email;
  return null;
end;
$$;

create trigger bank_accounts_queue_mail after insert or update or delete on public.bank_accounts
  for each row execute function public.queue_bank_details_mail();

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security
-- ---------------------------------------------------------------------------------------------

-- Whether the caller's session gave its second factor (app_private.session_is_aal2, which API roles may not
-- call themselves), for policies.
create function public.session_is_aal2() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select app_private.session_is_aal2();
$$;

alter table public.bank_accounts enable row level security;

-- Supabase's default privileges grant everything on new tables: revoke, then grant what is used.
revoke all on table public.bank_accounts from public, anon, authenticated;
grant select, delete on table public.bank_accounts to authenticated;
grant insert (currency, holder, bank_name, bank_address, iban, account_number, routing_number, swift)
  on table public.bank_accounts to authenticated;
grant update (holder, bank_name, bank_address, iban, account_number, routing_number, swift)
  on table public.bank_accounts to authenticated;
-- The server's e-mails and pages for guests (their bank details) read them as the service role.
grant select on table public.bank_accounts to service_role;

create policy "bank_accounts: staff read" on public.bank_accounts
  for select to authenticated using ((select public.is_staff()));
create policy "bank_accounts: owners add, with their second factor" on public.bank_accounts
  for insert to authenticated
  with check ((select public.staff_role()) = 'owner' and (select public.session_is_aal2()));
create policy "bank_accounts: owners change, with their second factor" on public.bank_accounts
  for update to authenticated
  using ((select public.staff_role()) = 'owner' and (select public.session_is_aal2()))
  with check ((select public.staff_role()) = 'owner' and (select public.session_is_aal2()));
create policy "bank_accounts: owners remove, with their second factor" on public.bank_accounts
  for delete to authenticated
  using ((select public.staff_role()) = 'owner' and (select public.session_is_aal2()));

-- Functions: Supabase grants execute on new functions to everyone by default; say exactly who may call what.
revoke all on function public.stamp_bank_account(), public.queue_bank_details_mail() from public, anon, authenticated;
revoke all on function public.session_is_aal2() from public, anon;
grant execute on function public.session_is_aal2() to authenticated, service_role;
