-- The homeowner's page (issue 29, item 5; docs/decisions/033-homeowner-page.md): their accounts, what they may
-- read, their calendar, their owner-stay requests and their sale listing's figures.
--
-- 1. homeowner_accounts: an auth user linked to a homeowner — never a staff member (a user is one or the other:
--    is_staff() and staff_role() read staff_members only, and triggers here refuse a user on both lists).
--    Owners and admins invite a homeowner by e-mail with a one-time link (app_private.homeowner_account_links,
--    as the staff's links: only the token's digest is kept; a 'homeowner-invitation' e-mail carries it);
--    deactivating or removing the account ends the homeowner's access at their next request.
-- 2. current_homeowner_id(): the signed-in user's homeowner (null for anyone else, staff included). Policies let
--    a homeowner read their own homeowners row, their ownership periods and the agreements of the villas they
--    own(ed) — nothing else: bank details stay owners' and admins', stays stay staff's.
-- 3. homeowner_calendar(): a villa's days, only dates and a kind, clipped to the days the caller owned it.
-- 4. owner_stay_requests: a homeowner asks for an owner stay; staff accept it into a block (stays.source
--    'homeowner-block', status 'blocked') or decline it; it is accepted at once when the agreement in force on its
--    first night allows it. The exclusion constraint stays_no_double_booking is the final word.
-- 5. homeowner_listing_stats(): a sale property's page views and inquiries per month, counts only.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- Accounts
-- ---------------------------------------------------------------------------------------------
create table public.homeowner_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  homeowner_id uuid not null references public.homeowners (id) on delete cascade,
  -- The address invited (one of the homeowner's), lower case: what they sign in with.
  email text not null unique check (
    email = lower(email) and char_length(email) <= 320 and email ~ '^[^@\s]{1,64}@[^@\s]+\.[^@\s]+$'),
  -- Invited, no password chosen yet.
  invitation_pending boolean not null default true,
  -- Set: the account no longer opens anything (its sessions are also ended by the server).
  deactivated_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid()
);

create index homeowner_accounts_homeowner_idx on public.homeowner_accounts (homeowner_id);

create trigger homeowner_accounts_audit after insert or update or delete on public.homeowner_accounts
  for each row execute function public.record_audit_event(
    '{"key": "user_id", "subject": {"table": "homeowners", "column": "homeowner_id"}, "label": "email", "noise": ["created_at", "created_by", "user_id", "homeowner_id"]}');

-- A user is staff or a homeowner, never both: whichever list they are on first keeps them.
create function public.keep_homeowners_and_staff_apart() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_table_name = 'homeowner_accounts' then
    if exists (select 1 from public.staff_members m where m.user_id = new.user_id) then
      raise exception 'This address belongs to a staff member: a homeowner needs an address of their own'
        using errcode = 'check_violation', constraint = 'homeowner_accounts_not_staff';
    end if;
  elsif exists (select 1 from public.homeowner_accounts a where a.user_id = new.user_id) then
    raise exception 'This address belongs to a homeowner''s account: a staff member needs an address of their own'
      using errcode = 'check_violation', constraint = 'homeowner_accounts_not_staff';
  end if;
  return new;
end;
$$;

create trigger homeowner_accounts_not_staff before insert or update of user_id on public.homeowner_accounts
  for each row execute function public.keep_homeowners_and_staff_apart();
create trigger staff_members_not_homeowners before insert or update of user_id on public.staff_members
  for each row execute function public.keep_homeowners_and_staff_apart();

-- The signed-in user's homeowner, while their account is active; null for visitors, staff and anyone else.
-- Policies call it as `(select public.current_homeowner_id())`, once per statement.
create function public.current_homeowner_id() returns uuid
  language sql stable security definer set search_path = ''
as $$
  select a.homeowner_id from public.homeowner_accounts a
   where a.user_id = auth.uid() and a.deactivated_at is null
$$;

-- ---------------------------------------------------------------------------------------------
-- One-time links (7 days), as the staff's (…_staff_roles.sql)
-- ---------------------------------------------------------------------------------------------
create table app_private.homeowner_account_links (
  -- SHA-256 (hex) of the token in the link: a copy of this table opens no account.
  digest text primary key check (digest ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references public.homeowner_accounts (user_id) on delete cascade,
  created_by uuid,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index homeowner_account_links_user_idx on app_private.homeowner_account_links (user_id);
revoke all on table app_private.homeowner_account_links from public;

-- The outbox learns the homeowner's e-mail: audience 'homeowner', about one account.
alter table public.mail_outbox
  add column homeowner_user_id uuid references public.homeowner_accounts (user_id) on delete cascade;

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
  execute format('alter table public.mail_outbox add constraint mail_outbox_kind_allowed check (kind in (%s, %L))',
    kinds, 'homeowner-invitation');
end
$$;

alter table public.mail_outbox drop constraint mail_outbox_audience_allowed;
alter table public.mail_outbox
  add constraint mail_outbox_audience_allowed check (audience in ('staff', 'visitor', 'staff-member', 'homeowner'));
-- A homeowner is written two kinds of e-mail: the invitation to their page (about their account) and their monthly
-- statement (…_homeowner_statements.sql, to each of their addresses, about the statement).
alter table public.mail_outbox
  add constraint mail_outbox_homeowner_kind
  check ((audience = 'homeowner') = (kind in ('homeowner-invitation', 'homeowner-statement')));
alter table public.mail_outbox drop constraint mail_outbox_homeowner_statement;
alter table public.mail_outbox add constraint mail_outbox_homeowner_statement check (
  (kind = 'homeowner-statement') = (homeowner_statement_id is not null)
  and (kind <> 'homeowner-statement' or recipient is not null));
-- An e-mail is about an inquiry, or for a staff member, or for a homeowner (their account's invitation names it).
alter table public.mail_outbox drop constraint mail_outbox_about;
alter table public.mail_outbox add constraint mail_outbox_about check (
  (audience in ('staff-member', 'homeowner')) = (inquiry_id is null)
  and (audience = 'staff-member') = (staff_user_id is not null)
  and (kind = 'homeowner-invitation') = (homeowner_user_id is not null));

grant select (homeowner_user_id) on table public.mail_outbox to authenticated;

-- Issues a link for a homeowner's account and queues its e-mail, in one transaction; earlier unused links stop
-- working. Owners and admins (through the API) and the server's service role. Returns the outbox row's id, or
-- null for no such active account.
create function public.issue_homeowner_account_link(p_user_id uuid) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  account public.homeowner_accounts;
  token text;
  queued uuid;
begin
  if not ((select public.staff_role()) in ('owner', 'admin') or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only owners and admins may invite homeowners' using errcode = 'insufficient_privilege';
  end if;
  select * into account from public.homeowner_accounts where user_id = p_user_id;
  if not found or account.deactivated_at is not null then
    return null;
  end if;
  -- 244 random bits (two version-4 UUIDs), as 64 hex digits.
  token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  update app_private.homeowner_account_links set used_at = now() where user_id = p_user_id and used_at is null;
  insert into app_private.homeowner_account_links (digest, user_id, created_by, expires_at)
  values (encode(sha256(convert_to(token, 'UTF8')), 'hex'), p_user_id, (select auth.uid()), now() + interval '7 days');
  insert into public.mail_outbox (kind, audience, recipient, homeowner_user_id, secret, created_by)
  values ('homeowner-invitation', 'homeowner', account.email, p_user_id, token, (select auth.uid()))
  returning id into queued;
  return queued;
end;
$$;

-- What a link is for, while it can be used (the set-password page). The server's service role only.
create function public.homeowner_account_link(p_token text)
  returns table (user_id uuid, email text, name text, language text, expires_at timestamptz)
  language sql stable security definer set search_path = ''
as $$
  select a.user_id, a.email, h.name, h.language, l.expires_at
    from app_private.homeowner_account_links l
    join public.homeowner_accounts a on a.user_id = l.user_id
    join public.homeowners h on h.id = a.homeowner_id
   where l.digest = encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex')
     and l.used_at is null and l.expires_at > now() and a.deactivated_at is null
$$;

-- Uses a link (once): the account whose password may now be set, or null. The server's service role only.
create function public.use_homeowner_account_link(p_token text) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  account uuid;
begin
  update app_private.homeowner_account_links l
     set used_at = now()
    from public.homeowner_accounts a
   where l.digest = encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex')
     and l.used_at is null and l.expires_at > now()
     and a.user_id = l.user_id and a.deactivated_at is null
  returning l.user_id into account;
  if account is null then
    return null;
  end if;
  update app_private.homeowner_account_links set used_at = now() where user_id = account and used_at is null;
  update public.homeowner_accounts set invitation_pending = false where user_id = account and invitation_pending;
  return account;
end;
$$;

-- Whom an invitation e-mail greets, and in which language (the worker, at send time). The service role only.
create function public.homeowner_invitation_of_message(p_outbox_id uuid) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object('name', h.name, 'language', h.language)
    from public.mail_outbox o
    join public.homeowner_accounts a on a.user_id = o.homeowner_user_id
    join public.homeowners h on h.id = a.homeowner_id
   where o.id = p_outbox_id and o.kind = 'homeowner-invitation' and a.deactivated_at is null
$$;

-- ---------------------------------------------------------------------------------------------
-- What a homeowner reads
-- ---------------------------------------------------------------------------------------------
alter table public.homeowner_accounts enable row level security;

revoke all on table public.homeowner_accounts from public, anon, authenticated;
grant select, delete on table public.homeowner_accounts to authenticated;
grant insert (user_id, homeowner_id, email), update (deactivated_at, invitation_pending)
  on table public.homeowner_accounts to authenticated;
grant select on table public.homeowner_accounts to service_role;

create policy "homeowner_accounts: staff read, a homeowner their own" on public.homeowner_accounts
  for select to authenticated using ((select public.is_staff()) or user_id = (select auth.uid()));
create policy "homeowner_accounts: owners and admins add" on public.homeowner_accounts
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "homeowner_accounts: owners and admins change" on public.homeowner_accounts
  for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin'))
  with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "homeowner_accounts: owners and admins remove" on public.homeowner_accounts
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

create policy "homeowners: a homeowner reads their own" on public.homeowners
  for select to authenticated using (id = (select public.current_homeowner_id()));
create policy "homeowner_listings: a homeowner reads their own" on public.homeowner_listings
  for select to authenticated using (homeowner_id = (select public.current_homeowner_id()));

-- The rentals a homeowner owns or owned (for the agreements' policy): security definer, so the policy needs no
-- read of homeowner_listings by the caller.
create function public.current_homeowner_rentals() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select distinct l.rental_id from public.homeowner_listings l
   where l.homeowner_id = (select public.current_homeowner_id()) and l.rental_id is not null
$$;

create policy "management_agreements: a homeowner reads their villas'" on public.management_agreements
  for select to authenticated using (rental_id in (select public.current_homeowner_rentals()));

-- ---------------------------------------------------------------------------------------------
-- Owner-stay requests
-- ---------------------------------------------------------------------------------------------
create table public.owner_stay_requests (
  id uuid primary key default gen_random_uuid(),
  homeowner_id uuid not null references public.homeowners (id) on delete cascade,
  rental_id uuid not null references public.rentals (id) on delete cascade,
  check_in date not null,
  check_out date not null,
  note text check (note is null or char_length(note) <= 1000),
  status text not null default 'requested' check (status in ('requested', 'accepted', 'declined')),
  -- The block an accepted request became.
  stay_id uuid references public.stays (id) on delete set null,
  decided_at timestamptz,
  decided_by uuid,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid(),
  check (check_out > check_in and check_out - check_in <= 366),
  check ((status = 'requested') = (decided_at is null)),
  check (status <> 'declined' or stay_id is null)
);

create index owner_stay_requests_homeowner_idx on public.owner_stay_requests (homeowner_id, check_in desc);
create index owner_stay_requests_open_idx on public.owner_stay_requests (created_at) where status = 'requested';

create trigger owner_stay_requests_audit after insert or update or delete on public.owner_stay_requests
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "homeowners", "column": "homeowner_id"}, "name": "Owner stay request", "noise": ["created_at", "created_by", "homeowner_id", "stay_id", "decided_by"]}');

alter table public.owner_stay_requests enable row level security;
revoke all on table public.owner_stay_requests from public, anon, authenticated;
-- Written only through the two functions below.
grant select on table public.owner_stay_requests to authenticated;

create policy "owner_stay_requests: staff read, a homeowner their own" on public.owner_stay_requests
  for select to authenticated
  using ((select public.is_staff()) or homeowner_id = (select public.current_homeowner_id()));

-- Whether the caller's homeowner owns the villa on every night of [p_from, p_to): their periods cover it.
create function app_private.homeowner_owns_nights(p_homeowner uuid, p_rental uuid, p_from date, p_to date)
  returns boolean
  language sql stable set search_path = ''
as $$
  select coalesce(
    (select range_agg(daterange(l.owned_from, l.owned_to)) from public.homeowner_listings l
      where l.homeowner_id = p_homeowner and l.rental_id = p_rental) @> daterange(p_from, p_to),
    false)
$$;
revoke all on function app_private.homeowner_owns_nights(uuid, uuid, date, date) from public;

-- A stay as the homeowner's block, or the overlap error of the exclusion constraint (errcode 23P01).
create function app_private.owner_stay_block(p_request public.owner_stay_requests) returns uuid
  language plpgsql volatile set search_path = ''
as $$
declare
  block uuid;
begin
  insert into public.stays (rental_id, check_in, check_out, status, source, note)
  values (p_request.rental_id, p_request.check_in, p_request.check_out, 'blocked', 'homeowner-block',
          left(coalesce('Owner stay: ' || p_request.note, 'Owner stay'), 2000))
  returning id into block;
  return block;
end;
$$;
revoke all on function app_private.owner_stay_block(public.owner_stay_requests) from public;

-- A signed-in homeowner asks for an owner stay in a villa they own on those nights; refused (23P01, as the
-- exclusion constraint) when an option, a confirmed stay or a block holds one of them. Accepted at once into a
-- block when the agreement in force on the first night says owner stays need no approval. Returns the request.
create function public.request_owner_stay(p_rental_id uuid, p_check_in date, p_check_out date, p_note text)
  returns public.owner_stay_requests
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  homeowner uuid := (select public.current_homeowner_id());
  request public.owner_stay_requests;
  today date := (now() at time zone 'America/St_Barthelemy')::date;
begin
  if homeowner is null then
    raise exception 'Only a signed-in homeowner asks for an owner stay' using errcode = 'insufficient_privilege';
  end if;
  if p_check_in is null or p_check_out is null or p_check_out <= p_check_in or p_check_out - p_check_in > 366
     or p_check_in < today then
    raise exception 'An owner stay runs from today or later, for a year at most' using errcode = 'check_violation';
  end if;
  if not app_private.homeowner_owns_nights(homeowner, p_rental_id, p_check_in, p_check_out) then
    raise exception 'You do not own this villa on those nights' using errcode = 'insufficient_privilege';
  end if;
  perform 1 from public.rentals where id = p_rental_id for no key update;
  if exists (select 1 from public.stays s
              where s.rental_id = p_rental_id and s.status in ('option', 'confirmed', 'blocked')
                and daterange(s.check_in, s.check_out) && daterange(p_check_in, p_check_out))
     or exists (select 1 from public.owner_stay_requests r
                 where r.rental_id = p_rental_id and r.status = 'requested'
                   and daterange(r.check_in, r.check_out) && daterange(p_check_in, p_check_out)) then
    raise exception 'The villa is not free on those nights'
      using errcode = 'exclusion_violation', constraint = 'stays_no_double_booking';
  end if;
  insert into public.owner_stay_requests (homeowner_id, rental_id, check_in, check_out, note)
  values (homeowner, p_rental_id, p_check_in, p_check_out, nullif(btrim(coalesce(p_note, '')), ''))
  returning * into request;
  if coalesce((select a.owner_stays_without_approval from public.management_agreements a
                where a.rental_id = p_rental_id and a.effective_from <= p_check_in
                order by a.effective_from desc limit 1), false) then
    update public.owner_stay_requests
       set status = 'accepted', stay_id = app_private.owner_stay_block(request), decided_at = now()
     where id = request.id
    returning * into request;
  end if;
  return request;
end;
$$;

-- Staff accept a request into a block (23P01 when the villa is no longer free) or decline it. True when it was
-- still waiting; false when it was decided already or does not exist.
create function public.decide_owner_stay_request(p_request_id uuid, p_accept boolean) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  request public.owner_stay_requests;
begin
  if not (select public.is_staff()) then
    raise exception 'Only staff decide on owner stays' using errcode = 'insufficient_privilege';
  end if;
  select * into request from public.owner_stay_requests where id = p_request_id and status = 'requested' for update;
  if not found then
    return false;
  end if;
  update public.owner_stay_requests
     set status = case when p_accept then 'accepted' else 'declined' end,
         stay_id = case when p_accept then app_private.owner_stay_block(request) end,
         decided_at = now(), decided_by = (select auth.uid())
   where id = p_request_id;
  return true;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The calendar and the sale listing's figures
-- ---------------------------------------------------------------------------------------------

-- A villa's busy days in [p_from, p_to) as the homeowner sees them: dates and a kind only, never a guest, a
-- reference or a note, and only on days the caller owned it. Kinds: 'booked' (a confirmed stay, or a stay booked
-- on a platform, known to us as its calendar's block), 'option', 'owner-stay' (their block), 'blocked' (the
-- agency's maintenance), 'requested' (their own request, waiting for staff). Nothing for anyone else.
create function public.homeowner_calendar(p_rental_id uuid, p_from date, p_to date)
  returns table (check_in date, check_out date, kind text)
  language sql stable security definer set search_path = ''
as $$
  with mine as (
    select daterange(l.owned_from, l.owned_to) * daterange(p_from, p_to) as days
      from public.homeowner_listings l
     where l.homeowner_id = (select public.current_homeowner_id()) and l.rental_id = p_rental_id
       and p_to > p_from and p_to - p_from <= 800
  ),
  busy as (
    select daterange(s.check_in, s.check_out) as days,
           case when s.status = 'option' then 'option'
                when s.source = 'homeowner-block' then 'owner-stay'
                when s.source = 'maintenance' then 'blocked'
                else 'booked' end as kind
      from public.stays s
     where s.rental_id = p_rental_id and s.status in ('option', 'confirmed', 'blocked')
       and s.check_out > p_from and s.check_in < p_to
    union all
    select daterange(r.check_in, r.check_out), 'requested'
      from public.owner_stay_requests r
     where r.rental_id = p_rental_id and r.status = 'requested'
       and r.homeowner_id = (select public.current_homeowner_id())
       and r.check_out > p_from and r.check_in < p_to
  )
  select lower(b.days * m.days), upper(b.days * m.days), b.kind
    from busy b join mine m on b.days && m.days
   where not isempty(b.days * m.days)
   order by 1, 3
$$;

-- A sale property's page views and inquiries per month (the agency's months), from p_from, for the homeowner
-- who owns it today or owned it then: counts only, nothing about a visitor. Nothing for anyone else.
create function public.homeowner_listing_stats(p_property_id uuid, p_from date)
  returns table (month date, views bigint, inquiries bigint)
  language sql stable security definer set search_path = ''
as $$
  with allowed as (
    select 1 from public.homeowner_listings l
     where l.homeowner_id = (select public.current_homeowner_id()) and l.property_id = p_property_id
     limit 1
  ),
  views as (
    select date_trunc('month', v.day)::date as month, sum(v.views)::bigint as n
      from public.page_views v
     where v.kind = 'property' and v.listing_id = p_property_id and v.day >= p_from and exists (select 1 from allowed)
     group by 1
  ),
  asked as (
    select date_trunc('month', (i.created_at at time zone 'America/St_Barthelemy'))::date as month, count(*) as n
      from public.inquiries i
     where i.property_id = p_property_id
       and (i.created_at at time zone 'America/St_Barthelemy')::date >= p_from and exists (select 1 from allowed)
     group by 1
  )
  select coalesce(v.month, a.month), coalesce(v.n, 0), coalesce(a.n, 0)
    from views v full join asked a on a.month = v.month
   order by 1
$$;

-- Functions: Supabase grants execute on new functions to everyone by default; say exactly who may call what.
revoke all on function public.keep_homeowners_and_staff_apart() from public, anon, authenticated;
revoke all on function public.current_homeowner_id(), public.current_homeowner_rentals(),
  public.issue_homeowner_account_link(uuid), public.homeowner_account_link(text),
  public.use_homeowner_account_link(text), public.homeowner_invitation_of_message(uuid),
  public.request_owner_stay(uuid, date, date, text), public.decide_owner_stay_request(uuid, boolean),
  public.homeowner_calendar(uuid, date, date), public.homeowner_listing_stats(uuid, date) from public, anon;
grant execute on function public.current_homeowner_id(), public.current_homeowner_rentals(),
  public.issue_homeowner_account_link(uuid), public.request_owner_stay(uuid, date, date, text),
  public.decide_owner_stay_request(uuid, boolean), public.homeowner_calendar(uuid, date, date),
  public.homeowner_listing_stats(uuid, date) to authenticated;
revoke execute on function public.homeowner_account_link(text), public.use_homeowner_account_link(text),
  public.homeowner_invitation_of_message(uuid) from authenticated;
grant execute on function public.issue_homeowner_account_link(uuid), public.homeowner_account_link(text),
  public.use_homeowner_account_link(text), public.homeowner_invitation_of_message(uuid) to service_role;
