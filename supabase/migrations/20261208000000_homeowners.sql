-- Homeowners (issue 29, items 1, 2 and 6; docs/decisions/030-homeowners.md; app/domain/homeowners/).
--
-- A homeowner owns a villa or a property the agency manages or sells (docs/glossary.md; the staff role *owner*
-- is another thing). This migration keeps who they are, what they owned when, how they are paid, and the
-- management agreement of each villa:
--
-- 1. homeowners: every active staff member reads them (agents arrange owner stays and, later, record expenses);
--    owners and admins add, change and remove them, like every other contractual record the agency keeps
--    (legal entities, …_invoices.sql). Visitors see nothing.
-- 2. homeowner_listings: who owned what, when — a homeowner, exactly one rental or sale property, from a day,
--    until a day (exclusive: the day the next owner's period begins; null while they still own it), and their
--    share when several own it together. A period ended is kept, never rewritten into the next owner's: the
--    statements of past months are drawn from it. The same homeowner's periods of one listing never overlap
--    (exclusion constraint); co-owners' periods overlap only when each gives a share and the shares held at any
--    one time add up to 100 at most.
-- 3. homeowner_bank_details: where the agency pays a homeowner. Only owners and admins read them (not agents:
--    a payout redirected is money lost, and agents have no payout to make); they change them only in a session
--    that gave its second factor, and every change e-mails every active owner at once, in the same transaction,
--    exactly as the agency's own accounts do (…_bank_accounts.sql; the trigger's helpers are shared below).
-- 4. management_agreements: per villa, effective from a day. A change of terms is a new row from a later day;
--    an agreement already in force (its first day is today or past, in the agency's zone) is never changed or
--    removed, because a month may already have been accounted with it — only its signed PDF, missing so far,
--    may be attached once. The agreement in force on a day is management_agreement_on(rental, day).
--
-- Listings with an ownership history or an agreement are archived, not deleted (the foreign keys restrict).
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- Homeowners
-- ---------------------------------------------------------------------------------------------
create table public.homeowners (
  id uuid primary key default gen_random_uuid(),
  -- One line: printed on statements and in the owners' e-mails.
  name text not null check (char_length(btrim(name)) between 1 and 200 and name !~ '[\r\n]'),
  -- One or more addresses (a couple, an accountant), lower case, each of the usual shape; the form
  -- (app/domain/homeowners/schemas.ts) also removes duplicates. Without a function, so that API roles need no
  -- privilege on one to write a row: the list joined by spaces must be addresses separated by single spaces.
  emails text[] not null check (
    cardinality(emails) between 1 and 5
    and array_position(emails, null) is null
    and array_to_string(emails, ' ') = lower(array_to_string(emails, ' '))
    and array_to_string(emails, ' ') ~ '^[^@\s]{1,64}@[^@\s]+\.[^@\s]+( [^@\s]{1,64}@[^@\s]+\.[^@\s]+)*$'
    and char_length(array_to_string(emails, ' ')) <= 1300),
  phone text check (phone is null or phone ~ '^\+?[0-9][0-9 ().-]{3,30}$'),
  -- The language of their statements and e-mails, and the currency they are paid in.
  language text not null default 'en' check (language in ('en', 'fr')),
  currency text not null default 'EUR' check (currency in ('USD', 'EUR')),
  note text check (note is null or char_length(note) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index homeowners_name_idx on public.homeowners (lower(name));

create trigger homeowners_set_updated_at before update on public.homeowners
  for each row execute function public.set_updated_at();

create trigger homeowners_audit after insert or update or delete on public.homeowners
  for each row execute function public.record_audit_event('{"label": "name", "noise": ["created_at", "updated_at"]}');

-- ---------------------------------------------------------------------------------------------
-- Who owned what, when
-- ---------------------------------------------------------------------------------------------
create table public.homeowner_listings (
  id uuid primary key default gen_random_uuid(),
  -- A homeowner who owned something is kept (their past statements name them).
  homeowner_id uuid not null references public.homeowners (id),
  rental_id uuid references public.rentals (id),
  property_id uuid references public.properties (id),
  owned_from date not null,
  -- Exclusive, like a stay's check-out: the first day they no longer own it. Null: they still do.
  owned_to date,
  -- Their share when the listing has several owners at once; null when they own it alone.
  share_percent numeric(5, 2) check (share_percent is null or (share_percent > 0 and share_percent <= 100)),
  created_at timestamptz not null default now(),
  constraint homeowner_listings_one_listing check (num_nonnulls(rental_id, property_id) = 1),
  constraint homeowner_listings_period check (owned_to is null or owned_to > owned_from),
  -- Nulls never conflict, so each constraint only ever compares rows of its own kind of listing.
  constraint homeowner_listings_rental_no_overlap
    exclude using gist (homeowner_id with =, rental_id with =, daterange(owned_from, owned_to) with &&),
  constraint homeowner_listings_property_no_overlap
    exclude using gist (homeowner_id with =, property_id with =, daterange(owned_from, owned_to) with &&)
);

create index homeowner_listings_homeowner_idx on public.homeowner_listings (homeowner_id, owned_from desc);
create index homeowner_listings_rental_idx on public.homeowner_listings (rental_id, owned_from desc)
  where rental_id is not null;
create index homeowner_listings_property_idx on public.homeowner_listings (property_id, owned_from desc)
  where property_id is not null;

-- Co-owners: two homeowners' periods of one listing overlap only when both carry a share, and the shares held
-- on any one day add up to 100 at most. The sum only grows on a day a period begins, so checking the first day
-- of the row written and each later start within it is checking every day. The listing's row is locked first,
-- so that two co-owners added at once are checked one after the other.
create function public.check_homeowner_shares() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  the_range daterange := daterange(new.owned_from, new.owned_to);
  crowded date;
begin
  if new.rental_id is not null then
    perform 1 from public.rentals where id = new.rental_id for no key update;
  else
    perform 1 from public.properties where id = new.property_id for no key update;
  end if;

  if exists (
    select 1 from public.homeowner_listings o
     where o.id <> new.id and o.homeowner_id <> new.homeowner_id
       and o.rental_id is not distinct from new.rental_id and o.property_id is not distinct from new.property_id
       and daterange(o.owned_from, o.owned_to) && the_range
       and (o.share_percent is null or new.share_percent is null)
  ) then
    raise exception 'This listing has another owner in that period: give each co-owner their share'
      using errcode = 'check_violation', constraint = 'homeowner_listings_shares';
  end if;

  select d.day into crowded
    from (select new.owned_from as day
          union
          select o.owned_from from public.homeowner_listings o
           where o.rental_id is not distinct from new.rental_id and o.property_id is not distinct from new.property_id
             and o.owned_from <@ the_range) d
   where (select sum(o.share_percent) from public.homeowner_listings o
           where o.rental_id is not distinct from new.rental_id and o.property_id is not distinct from new.property_id
             and daterange(o.owned_from, o.owned_to) @> d.day) > 100
   limit 1;
  if crowded is not null then
    raise exception 'The shares of this listing''s owners on % add up to more than 100%%', crowded
      using errcode = 'check_violation', constraint = 'homeowner_listings_shares';
  end if;
  return null;
end;
$$;

create constraint trigger homeowner_listings_shares after insert or update on public.homeowner_listings
  for each row execute function public.check_homeowner_shares();

create trigger homeowner_listings_audit after insert or update or delete on public.homeowner_listings
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "homeowners", "column": "homeowner_id"}, "name": "Ownership", "noise": ["created_at", "homeowner_id"]}');

-- ---------------------------------------------------------------------------------------------
-- Payout bank details
-- ---------------------------------------------------------------------------------------------

-- The same fields, shapes and rules as the agency's own accounts (…_bank_accounts.sql), one row per homeowner
-- (paid in their currency); the form's checks are the same too (app/domain/payments/bank-accounts.ts).
create table public.homeowner_bank_details (
  homeowner_id uuid primary key references public.homeowners (id) on delete cascade,
  holder text not null check (char_length(holder) between 1 and 200 and btrim(holder) <> '' and holder !~ '[\r\n]'),
  bank_name text not null
    check (char_length(bank_name) between 1 and 200 and btrim(bank_name) <> '' and bank_name !~ '[\r\n]'),
  bank_address text check (bank_address is null or char_length(bank_address) <= 500),
  iban text check (iban is null or iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  account_number text check (account_number is null or account_number ~ '^[A-Z0-9]{4,34}$'),
  routing_number text check (routing_number is null or routing_number ~ '^[0-9]{9}$'),
  swift text not null check (swift ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid(),
  constraint homeowner_bank_details_iban_or_account_number check (iban is not null or account_number is not null),
  constraint homeowner_bank_details_routing_of_account check (routing_number is null or account_number is not null)
);

create trigger homeowner_bank_details_stamp before insert or update on public.homeowner_bank_details
  for each row execute function public.stamp_bank_account();

-- The history says which field changed, never the account's numbers: it is kept for ever, and a homeowner's
-- account is their personal data (the owners' e-mail shows the numbers masked).
create trigger homeowner_bank_details_audit after insert or update or delete on public.homeowner_bank_details
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "homeowners", "column": "homeowner_id"}, "key": "homeowner_id", "name": "Payout bank details", "noise": ["updated_at", "updated_by"], "secret": ["iban", "account_number"]}');

-- The owners' e-mail about bank details, in three helpers both tables' triggers use: what changed (numbers
-- masked), who did it, and one e-mail per active owner. queue_bank_details_mail (…_bank_accounts.sql) is
-- rewritten on them below, saying exactly what it said.

-- "account holder "A" → "B", IBAN ****0189 → ****0143": the fields of a bank row that changed (an update), or
-- that it has (an insert or a delete), in the e-mail's words.
create function app_private.bank_detail_changes(p_op text, p_before jsonb, p_after jsonb) returns text[]
  language plpgsql immutable set search_path = ''
as $$
declare
  field record;
  parts text[] := '{}';
begin
  for field in
    select f.name, f.label
      from (values (1, 'holder', 'account holder'), (2, 'bank_name', 'bank'), (3, 'bank_address', 'bank address'),
                   (4, 'iban', 'IBAN'), (5, 'account_number', 'account number'),
                   (6, 'routing_number', 'ABA routing number'), (7, 'swift', 'SWIFT/BIC')) as f(n, name, label)
     order by f.n
  loop
    if p_op = 'UPDATE' then
      continue when (p_before ->> field.name) is not distinct from (p_after ->> field.name);
      parts := parts || (field.label || ' ' || app_private.bank_detail_shown(field.name, p_before ->> field.name)
        || ' → ' || app_private.bank_detail_shown(field.name, p_after ->> field.name));
    else
      continue when coalesce(p_after, p_before) ->> field.name is null;
      parts := parts || (field.label || ' '
        || app_private.bank_detail_shown(field.name, coalesce(p_after, p_before) ->> field.name));
    end if;
  end loop;
  return parts;
end;
$$;

-- Who is writing, in words: the staff member's name (else e-mail), the server, a visitor or the database owner.
create function app_private.bank_change_author() returns text
  language plpgsql stable set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  api_role text := auth.role();
  who text;
begin
  if uid is not null then
    select coalesce(nullif(btrim(m.name), ''), m.email) into who from public.staff_members m where m.user_id = uid;
    return coalesce(who, nullif((select auth.jwt()) ->> 'email', ''), 'an unknown user (' || uid::text || ')');
  elsif api_role = 'service_role' then
    return 'the server';
  elsif api_role is not null then
    return 'a visitor';
  end if;
  return 'the database owner';
end;
$$;

-- One 'bank-details-changed' e-mail to each active owner with an address, in the caller's transaction.
create function app_private.queue_owners_bank_mail(p_subject text, p_sentence text) returns void
  language sql set search_path = ''
as $$
  insert into public.mail_outbox (kind, audience, recipient, staff_user_id, subject, body, created_by)
  select 'bank-details-changed', 'staff-member', m.email, m.user_id, left(p_subject, 200), left(p_sentence, 10000),
         auth.uid()
    from public.staff_members m
   where m.role = 'owner' and m.deactivated_at is null and m.email is not null
   order by m.email;
$$;

revoke all on function app_private.bank_detail_changes(text, jsonb, jsonb), app_private.bank_change_author(),
  app_private.queue_owners_bank_mail(text, text) from public;

-- The agency's accounts: the same e-mail as before, now from the shared helpers.
create or replace function public.queue_bank_details_mail() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  account text := coalesce(after_row, before_row) ->> 'currency';
  parts text[] := app_private.bank_detail_changes(tg_op, before_row, after_row);
begin
  if tg_op = 'UPDATE' and cardinality(parts) = 0 then
    return null;
  end if;
  perform app_private.queue_owners_bank_mail(
    'Bank details changed: ' || account || ' account',
    'The ' || account || ' bank account was '
      || case tg_op when 'INSERT' then 'added' when 'UPDATE' then 'changed' else 'removed' end
      || ' by ' || app_private.bank_change_author() || ' on '
      || to_char(now() at time zone 'UTC', 'FMMonth FMDD, YYYY "at" HH24:MI "UTC"')
      || case tg_op when 'DELETE' then '; it was: ' else ': ' end
      || array_to_string(parts, ', ') || '.');
  return null;
end;
$$;

-- A homeowner's payout account: which homeowner, what changed (numbers masked), who and when.
create function public.queue_homeowner_bank_details_mail() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  parts text[] := app_private.bank_detail_changes(tg_op, before_row, after_row);
  homeowner text;
begin
  if tg_op = 'UPDATE' and cardinality(parts) = 0 then
    return null;
  end if;
  -- Gone already when the homeowner's removal took their details along.
  select h.name into homeowner
    from public.homeowners h where h.id = (coalesce(after_row, before_row) ->> 'homeowner_id')::uuid;
  homeowner := coalesce(homeowner, 'a removed homeowner');
  perform app_private.queue_owners_bank_mail(
    'Payout bank details changed: ' || homeowner,
    'The payout bank details of homeowner ' || homeowner || ' were '
      || case tg_op when 'INSERT' then 'added' when 'UPDATE' then 'changed' else 'removed' end
      || ' by ' || app_private.bank_change_author() || ' on '
      || to_char(now() at time zone 'UTC', 'FMMonth FMDD, YYYY "at" HH24:MI "UTC"')
      || case tg_op when 'DELETE' then '; they were: ' else ': ' end
      || array_to_string(parts, ', ') || '.');
  return null;
end;
$$;

create trigger homeowner_bank_details_queue_mail after insert or update or delete on public.homeowner_bank_details
  for each row execute function public.queue_homeowner_bank_details_mail();

-- ---------------------------------------------------------------------------------------------
-- Management agreements
-- ---------------------------------------------------------------------------------------------
create table public.management_agreements (
  id uuid primary key default gen_random_uuid(),
  -- A villa with an agreement is archived, not deleted: its past months were accounted with it.
  rental_id uuid not null references public.rentals (id),
  effective_from date not null,
  -- What the agency keeps, in percent of the base (two decimals: 18.50).
  commission_percent numeric(5, 2) not null check (commission_percent >= 0 and commission_percent <= 100),
  -- The base: the accommodation only (the default), or the accommodation and the services sold with the stay.
  -- The island tax is never part of it: it is passed through, never revenue.
  commission_base text not null default 'accommodation'
    check (commission_base in ('accommodation', 'accommodation-and-services')),
  -- Services sold with a stay (chef, car, …): the agency's revenue, or passed on to the homeowner.
  services_treatment text not null default 'agency-revenue'
    check (services_treatment in ('agency-revenue', 'passed-to-homeowner')),
  -- Whether the homeowner's own stays are accepted without staff's approval (the homeowner's page).
  owner_stays_without_approval boolean not null default false,
  -- The signed management mandate French law (loi Hoguet) requires: when, by whom, and the signed PDF, a key
  -- of the private media store (a content hash, like media.hash) — null until that store exists.
  mandate_signed_on date not null,
  mandate_signatories text not null
    check (char_length(btrim(mandate_signatories)) between 1 and 500 and mandate_signatories !~ '[\r\n]'),
  mandate_document text check (mandate_document is null or mandate_document ~ '^[0-9a-f]{32,64}$'),
  note text check (note is null or char_length(note) <= 2000),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid(),
  constraint management_agreements_one_per_day unique (rental_id, effective_from)
);

-- An agreement in force (its first day is today or past) may have been used to account a month: it is never
-- changed or removed; a change of terms is a new agreement from a later day. One thing may be added to it: the
-- signed PDF, once, when it was not attached yet. An agreement not yet in force may still be corrected or
-- withdrawn, as long as it stays in the future. Who writes is the policies' business; this is the rule.
create function public.keep_management_agreements() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  -- The day in the agency's zone, whatever the session's time zone.
  today date := (now() at time zone 'America/St_Barthelemy')::date;
begin
  if tg_op = 'DELETE' then
    if old.effective_from > today then
      return old;
    end if;
    raise exception 'A management agreement in force is never removed: add a new one from a later day'
      using errcode = 'insufficient_privilege';
  end if;
  new.created_at := old.created_at;
  new.created_by := old.created_by;
  if old.effective_from > today and new.effective_from > today then
    return new;
  end if;
  if old.mandate_document is null
     and (to_jsonb(new) - 'mandate_document') = (to_jsonb(old) - 'mandate_document') then
    return new;
  end if;
  raise exception 'A management agreement in force is never changed or removed: add a new one from a later day'
    using errcode = 'insufficient_privilege';
end;
$$;

create trigger management_agreements_kept before update or delete on public.management_agreements
  for each row execute function public.keep_management_agreements();

-- Who created it and when are the database's.
create function public.stamp_management_agreement() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.created_at := now();
  new.created_by := auth.uid();
  return new;
end;
$$;

create trigger management_agreements_stamp before insert on public.management_agreements
  for each row execute function public.stamp_management_agreement();

create trigger management_agreements_audit after insert or update or delete on public.management_agreements
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "rentals", "column": "rental_id"}, "name": "Management agreement", "noise": ["created_at", "created_by", "rental_id"]}');

-- The agreement in force for a villa on a day: the latest that began on or before it; none before the first.
-- The caller's rights apply (staff read them all; anyone else reads nothing).
create function public.management_agreement_on(p_rental_id uuid, p_on date)
  returns setof public.management_agreements
  language sql stable set search_path = ''
as $$
  select a.* from public.management_agreements a
   where a.rental_id = p_rental_id and a.effective_from <= p_on
   order by a.effective_from desc
   limit 1
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security
-- ---------------------------------------------------------------------------------------------
alter table public.homeowners enable row level security;
alter table public.homeowner_listings enable row level security;
alter table public.homeowner_bank_details enable row level security;
alter table public.management_agreements enable row level security;

-- Supabase's default privileges grant everything on new tables: revoke, then grant what is used (the content
-- columns; never ids, time stamps or who).
revoke all on table public.homeowners, public.homeowner_listings, public.homeowner_bank_details,
  public.management_agreements from public, anon, authenticated;

grant select, delete on table public.homeowners to authenticated;
grant insert (name, emails, phone, language, currency, note), update (name, emails, phone, language, currency, note)
  on table public.homeowners to authenticated;

grant select, delete on table public.homeowner_listings to authenticated;
grant insert (homeowner_id, rental_id, property_id, owned_from, owned_to, share_percent),
  update (owned_from, owned_to, share_percent) on table public.homeowner_listings to authenticated;

grant select, delete on table public.homeowner_bank_details to authenticated;
grant insert (homeowner_id, holder, bank_name, bank_address, iban, account_number, routing_number, swift),
  update (holder, bank_name, bank_address, iban, account_number, routing_number, swift)
  on table public.homeowner_bank_details to authenticated;

grant select, delete on table public.management_agreements to authenticated;
grant insert (rental_id, effective_from, commission_percent, commission_base, services_treatment,
    owner_stays_without_approval, mandate_signed_on, mandate_signatories, mandate_document, note),
  update (effective_from, commission_percent, commission_base, services_treatment, owner_stays_without_approval,
    mandate_signed_on, mandate_signatories, mandate_document, note)
  on table public.management_agreements to authenticated;

-- The server's statements and e-mails (later) read homeowners, what they own and the agreements as the service
-- role; never their bank details.
grant select on table public.homeowners, public.homeowner_listings, public.management_agreements to service_role;

create policy "homeowners: staff read" on public.homeowners
  for select to authenticated using ((select public.is_staff()));
create policy "homeowners: owners and admins add" on public.homeowners
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "homeowners: owners and admins change" on public.homeowners
  for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin'))
  with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "homeowners: owners and admins remove" on public.homeowners
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

create policy "homeowner_listings: staff read" on public.homeowner_listings
  for select to authenticated using ((select public.is_staff()));
create policy "homeowner_listings: owners and admins add" on public.homeowner_listings
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "homeowner_listings: owners and admins change" on public.homeowner_listings
  for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin'))
  with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "homeowner_listings: owners and admins remove" on public.homeowner_listings
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

-- staff_role() is already null for an owner's or admin's session without its second factor (…_two_factor.sql);
-- the writes say it again, explicitly, so that a later loosening of staff_role() cannot reach bank details.
create policy "homeowner_bank_details: owners and admins read" on public.homeowner_bank_details
  for select to authenticated using ((select public.staff_role()) in ('owner', 'admin'));
create policy "homeowner_bank_details: owners and admins add, with their second factor"
  on public.homeowner_bank_details for insert to authenticated
  with check ((select public.staff_role()) in ('owner', 'admin') and (select public.session_is_aal2()));
create policy "homeowner_bank_details: owners and admins change, with their second factor"
  on public.homeowner_bank_details for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin') and (select public.session_is_aal2()))
  with check ((select public.staff_role()) in ('owner', 'admin') and (select public.session_is_aal2()));
create policy "homeowner_bank_details: owners and admins remove, with their second factor"
  on public.homeowner_bank_details for delete to authenticated
  using ((select public.staff_role()) in ('owner', 'admin') and (select public.session_is_aal2()));

create policy "management_agreements: staff read" on public.management_agreements
  for select to authenticated using ((select public.is_staff()));
create policy "management_agreements: owners and admins add" on public.management_agreements
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "management_agreements: owners and admins change what is not in force" on public.management_agreements
  for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin'))
  with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "management_agreements: owners and admins withdraw what is not in force"
  on public.management_agreements for delete to authenticated
  using ((select public.staff_role()) in ('owner', 'admin'));

-- Functions: Supabase grants execute on new functions to everyone by default; say exactly who may call what.
revoke all on function public.check_homeowner_shares(), public.queue_homeowner_bank_details_mail(),
  public.keep_management_agreements(), public.stamp_management_agreement() from public, anon, authenticated;
revoke all on function public.management_agreement_on(uuid, date) from public, anon;
grant execute on function public.management_agreement_on(uuid, date) to authenticated, service_role;
