-- Staff accounts and roles (issue 17, item 1; docs/decisions/014-staff-roles.md).
--
-- 1. staff_members gains a role (owner, admin, agent), a name, the e-mail, and a deactivation time. Every member
--    listed before this migration becomes an owner; a row added later without a role is an agent (least
--    privilege). Roles live only here: never in user metadata or anything else a user can write.
-- 2. is_staff() now means an *active* member, so a deactivated member's requests are refused by every policy at
--    once, whatever session they still hold; staff_role() gives the caller's role (null when not an active member).
-- 3. Policies: every staff member reads and writes listings and posts, but only owners and admins delete them;
--    only owners change the settings (the exchange rate, the booking terms) and the staff list; owners and admins
--    read the exchange rate's history. The last active owner can never be demoted or deactivated (a trigger).
-- 4. Invitations and password resets: a one-time link, sent through the mail outbox. Only the link's SHA-256
--    is kept (app_private.staff_password_links); the link itself rides in the outbox row until it is sent, in a
--    column no API role can read, and is erased once the mail server has it.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- The staff list: role, name, e-mail, deactivation
-- ---------------------------------------------------------------------------------------------
alter table public.staff_members
  add column role text not null default 'owner' check (role in ('owner', 'admin', 'agent')),
  add column name text not null default '' check (char_length(name) <= 200),
  add column email text check (email is null or (email = lower(email) and char_length(email) between 3 and 320)),
  -- Set when the member was invited and has not chosen a password yet.
  add column invitation_pending boolean not null default false,
  add column deactivated_at timestamptz,
  add column updated_at timestamptz not null default now();

-- Existing members became owners above; from now on a row that names no role is an agent.
alter table public.staff_members alter column role set default 'agent';

update public.staff_members m set email = lower(u.email) from auth.users u where u.id = m.user_id and u.email is not null;

create unique index staff_members_email_idx on public.staff_members (email);
create index staff_members_role_idx on public.staff_members (role) where deactivated_at is null;

create trigger staff_members_set_updated_at before update on public.staff_members
  for each row execute function public.set_updated_at();

-- An active member: deactivated members are refused by every policy that asks.
create or replace function public.is_staff() returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (select 1 from public.staff_members where user_id = auth.uid() and deactivated_at is null);
$$;

-- The caller's role, or null when they are not an active member. Policies call it as `(select public.staff_role())`
-- so it runs once per statement (…_rls_once_per_statement.sql).
create function public.staff_role() returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select role from public.staff_members where user_id = auth.uid() and deactivated_at is null;
$$;

-- The last active owner stays: a change that would leave none is refused. Changes of owners take turns (an
-- advisory lock held until commit), so two owners demoting each other at the same moment cannot both succeed:
-- the second one's check runs after the first has committed and sees it.
create function public.keep_an_active_owner() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('island-estates:staff-owners'));
  if exists (select 1 from public.staff_members)
     and not exists (select 1 from public.staff_members where role = 'owner' and deactivated_at is null) then
    raise exception 'The last active owner cannot be demoted or deactivated'
      using errcode = 'check_violation', constraint = 'staff_members_active_owner';
  end if;
  return null;
end;
$$;

create trigger staff_members_keep_an_active_owner after update or delete on public.staff_members
  for each statement execute function public.keep_an_active_owner();

-- ---------------------------------------------------------------------------------------------
-- Policies with roles
-- ---------------------------------------------------------------------------------------------

-- Listings and posts: staff read, add and change them; only owners and admins delete them.
drop policy "properties: staff manage" on public.properties;
create policy "properties: staff read" on public.properties
  for select to authenticated using ((select public.is_staff()));
create policy "properties: staff add" on public.properties
  for insert to authenticated with check ((select public.is_staff()));
create policy "properties: staff change" on public.properties
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "properties: owners and admins delete" on public.properties
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

drop policy "rentals: staff manage" on public.rentals;
create policy "rentals: staff read" on public.rentals
  for select to authenticated using ((select public.is_staff()));
create policy "rentals: staff add" on public.rentals
  for insert to authenticated with check ((select public.is_staff()));
create policy "rentals: staff change" on public.rentals
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "rentals: owners and admins delete" on public.rentals
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

drop policy "blog_posts: staff manage" on public.blog_posts;
create policy "blog_posts: staff read" on public.blog_posts
  for select to authenticated using ((select public.is_staff()));
create policy "blog_posts: staff add" on public.blog_posts
  for insert to authenticated with check ((select public.is_staff()));
create policy "blog_posts: staff change" on public.blog_posts
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "blog_posts: owners and admins delete" on public.blog_posts
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

-- Settings: everyone reads the terms and the rate (visitors' quotes and prices need them); only owners change
-- them; the rate's history is for owners and admins.
drop policy "booking_terms: staff change" on public.booking_terms;
create policy "booking_terms: owners change" on public.booking_terms
  for update to authenticated using ((select public.staff_role()) = 'owner') with check ((select public.staff_role()) = 'owner');

drop policy "currency_settings: staff change" on public.currency_settings;
create policy "currency_settings: owners change" on public.currency_settings
  for update to authenticated using ((select public.staff_role()) = 'owner') with check ((select public.staff_role()) = 'owner');

drop policy "exchange_rate_changes: staff read" on public.exchange_rate_changes;
create policy "exchange_rate_changes: owners and admins read" on public.exchange_rate_changes
  for select to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

-- The staff list: every active member reads it (names of colleagues: who wrote, who a lead is assigned to);
-- a deactivated one reads only their own row; only owners add and change members. Nobody deletes through the
-- API (deactivate instead: the member's name stays on what they did).
create policy "staff_members: owners add" on public.staff_members
  for insert to authenticated with check ((select public.staff_role()) = 'owner');
create policy "staff_members: owners change" on public.staff_members
  for update to authenticated using ((select public.staff_role()) = 'owner') with check ((select public.staff_role()) = 'owner');

revoke all on table public.staff_members from anon, authenticated;
grant select on table public.staff_members to authenticated;
grant insert (user_id, role, name, email, invitation_pending) on table public.staff_members to authenticated;
grant update (role, name, deactivated_at, invitation_pending) on table public.staff_members to authenticated;
-- The server's own work (redeeming a link as the service role).
grant select, update on table public.staff_members to service_role;

-- ---------------------------------------------------------------------------------------------
-- Account e-mails in the outbox: invitations and password resets
-- ---------------------------------------------------------------------------------------------
alter table public.mail_outbox alter column inquiry_id drop not null;
alter table public.mail_outbox
  -- The member an account e-mail is for.
  add column staff_user_id uuid references public.staff_members (user_id) on delete cascade,
  -- The one-time link's token, until the mail server has accepted the message (then erased).
  add column secret text check (secret is null or secret ~ '^[0-9a-f]{64}$');

-- The first migration's checks tie each kind to an inquiry's audiences; they are replaced by named ones that
-- know the account e-mails. (Unnamed at first, so they are found by what they say.)
do $$
declare
  c record;
begin
  for c in
    select conname from pg_constraint
     where conrelid = 'public.mail_outbox'::regclass and contype = 'c'
       and (pg_get_constraintdef(oid) like '%kind%' or pg_get_constraintdef(oid) like '%audience%')
  loop
    execute format('alter table public.mail_outbox drop constraint %I', c.conname);
  end loop;
end
$$;

alter table public.mail_outbox
  add constraint mail_outbox_kind_allowed check (
    kind in ('staff-notification', 'visitor-acknowledgement', 'staff-reply', 'staff-invitation', 'staff-password-reset')),
  add constraint mail_outbox_audience_allowed check (audience in ('staff', 'visitor', 'staff-member')),
  add constraint mail_outbox_audience_of_kind check (
    (audience = 'staff') = (kind = 'staff-notification')
    and (audience = 'staff-member') = (kind in ('staff-invitation', 'staff-password-reset'))),
  add constraint mail_outbox_recipient_of_audience check ((audience = 'staff') = (recipient is null)),
  add constraint mail_outbox_reply_fields check ((kind = 'staff-reply') = (subject is not null and body is not null and signer is not null)),
  -- An e-mail is about an inquiry, or it is an account e-mail for a member: never both, never neither.
  add constraint mail_outbox_about check (
    (audience = 'staff-member') = (inquiry_id is null)
    and (audience = 'staff-member') = (staff_user_id is not null));

create index mail_outbox_staff_user_idx on public.mail_outbox (staff_user_id, created_at) where staff_user_id is not null;

-- The link token is readable by no API role: staff read every other column (column privileges).
revoke select on table public.mail_outbox from authenticated;
grant select (id, kind, inquiry_id, audience, recipient, message_id, in_reply_to, subject, body, signer, created_by,
  state, attempts, queued_at, next_attempt_at, locked_until, last_error, smtp_response, sent_to, sent_at, created_at,
  updated_at, staff_user_id) on table public.mail_outbox to authenticated;

-- Leads' e-mails for every member; account e-mails for owners and admins only.
drop policy "mail_outbox: staff read" on public.mail_outbox;
create policy "mail_outbox: staff read" on public.mail_outbox
  for select to authenticated
  using ((select public.is_staff()) and (audience <> 'staff-member' or (select public.staff_role()) in ('owner', 'admin')));

-- 'Retry' as before for leads' e-mails; an account e-mail only by owners and admins.
create or replace function public.retry_outbox_message(p_id uuid) returns boolean
  language plpgsql security definer set search_path = ''
as $$
declare
  changed integer;
begin
  if not (select public.is_staff()) then
    raise exception 'Only staff may retry e-mails' using errcode = 'insufficient_privilege';
  end if;
  update public.mail_outbox
     set attempts = case when state = 'failed' then 0 else attempts end,
         queued_at = case when state = 'failed' then now() else queued_at end,
         state = case when state = 'failed' then 'queued' else state end,
         next_attempt_at = now(),
         locked_until = null
   where id = p_id and state in ('failed', 'retrying')
     and (audience <> 'staff-member' or (select public.staff_role()) in ('owner', 'admin'));
  get diagnostics changed = row_count;
  return changed = 1;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- One-time links: an invitation (7 days) or a password reset (24 hours)
-- ---------------------------------------------------------------------------------------------
create table app_private.staff_password_links (
  -- SHA-256 (hex) of the token in the link: a copy of this table opens no account.
  digest text primary key check (digest ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references public.staff_members (user_id) on delete cascade,
  purpose text not null check (purpose in ('invitation', 'reset')),
  created_by uuid,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index staff_password_links_user_idx on app_private.staff_password_links (user_id);
revoke all on table app_private.staff_password_links from public;

-- Issues a link for a member and queues its e-mail, in one transaction; earlier unused links of the member stop
-- working. Owners (through the API) and the server's service role. Returns the outbox row's id.
create function public.issue_staff_password_link(p_user_id uuid, p_purpose text) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member public.staff_members;
  token text;
  queued uuid;
begin
  if not ((select public.staff_role()) = 'owner' or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only owners may send invitations and password resets' using errcode = 'insufficient_privilege';
  end if;
  if p_purpose not in ('invitation', 'reset') then
    raise exception 'Unknown link purpose %', p_purpose using errcode = 'invalid_parameter_value';
  end if;
  select * into member from public.staff_members where user_id = p_user_id;
  if not found or member.deactivated_at is not null or member.email is null then
    return null;
  end if;
  -- 244 random bits (two version-4 UUIDs), as 64 hex digits.
  token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  update app_private.staff_password_links set used_at = now() where user_id = p_user_id and used_at is null;
  insert into app_private.staff_password_links (digest, user_id, purpose, created_by, expires_at)
  values (encode(sha256(convert_to(token, 'UTF8')), 'hex'), p_user_id, p_purpose, (select auth.uid()),
          now() + case when p_purpose = 'invitation' then interval '7 days' else interval '24 hours' end);
  insert into public.mail_outbox (kind, audience, recipient, staff_user_id, secret, created_by)
  values (case when p_purpose = 'invitation' then 'staff-invitation' else 'staff-password-reset' end,
          'staff-member', member.email, p_user_id, token, (select auth.uid()))
  returning id into queued;
  return queued;
end;
$$;

-- What a link is for, while it can be used (the set-password page). The server's service role only.
create function public.staff_password_link(p_token text)
  returns table (user_id uuid, email text, name text, purpose text, expires_at timestamptz)
  language sql stable security definer set search_path = ''
as $$
  select m.user_id, m.email, m.name, l.purpose, l.expires_at
    from app_private.staff_password_links l
    join public.staff_members m on m.user_id = l.user_id
   where l.digest = encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex')
     and l.used_at is null and l.expires_at > now() and m.deactivated_at is null
$$;

-- Uses a link (once): the member whose password may now be set, or null. Every other unused link of theirs
-- ends too, and an invitation is no longer pending. The server's service role only.
create function public.use_staff_password_link(p_token text) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  member uuid;
begin
  update app_private.staff_password_links l
     set used_at = now()
    from public.staff_members m
   where l.digest = encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex')
     and l.used_at is null and l.expires_at > now()
     and m.user_id = l.user_id and m.deactivated_at is null
  returning l.user_id into member;
  if member is null then
    return null;
  end if;
  update app_private.staff_password_links set used_at = now() where user_id = member and used_at is null;
  update public.staff_members set invitation_pending = false where user_id = member and invitation_pending;
  return member;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The worker's claim, with account e-mails (its result type changes: dropped and made again). Account e-mails
-- have no inquiry, hence the outer join.
-- ---------------------------------------------------------------------------------------------
drop function public.claim_outbox(integer, integer);

create function public.claim_outbox(p_batch integer, p_lease_seconds integer default 600)
  returns table (
    id uuid, kind text, audience text, recipient text, message_id text, in_reply_to text, subject text, body text,
    signer text, attempts integer, queued_at timestamptz, created_at timestamptz,
    inquiry_id uuid, inquiry_name text, inquiry_email text, inquiry_phone text, inquiry_message text,
    inquiry_source text, inquiry_created_at timestamptz,
    property_id uuid, property_title text, rental_id uuid, rental_title text, stay_id uuid, stay_reference text,
    inquiry_locale text,
    staff_user_id uuid, staff_name text, staff_role text, secret text
  )
  language sql volatile security definer set search_path = ''
as $$
  with claimed as (
    update public.mail_outbox o
       set state = 'sending',
           attempts = o.attempts + 1,
           locked_until = now() + make_interval(secs => greatest(p_lease_seconds, 1)),
           next_attempt_at = now() + make_interval(secs => greatest(p_lease_seconds, 1))
     where o.id in (
       select c.id from public.mail_outbox c
        where c.state in ('queued', 'retrying', 'sending') and c.next_attempt_at <= now()
        order by c.next_attempt_at, c.id
        limit greatest(least(p_batch, 100), 1)
          for update skip locked)
    returning o.*
  )
  select c.id, c.kind, c.audience, c.recipient, c.message_id, c.in_reply_to, c.subject, c.body,
         c.signer, c.attempts, c.queued_at, c.created_at,
         i.id, i.name, i.email, i.phone, i.message, i.source, i.created_at,
         i.property_id, p.title, i.rental_id, r.title, i.stay_id, s.reference,
         i.locale,
         c.staff_user_id, m.name, m.role, c.secret
    from claimed c
    left join public.inquiries i on i.id = c.inquiry_id
    left join public.properties p on p.id = i.property_id
    left join public.rentals r on r.id = i.rental_id
    left join public.stays s on s.id = i.stay_id
    left join public.staff_members m on m.user_id = c.staff_user_id
   order by c.created_at, c.id
$$;

-- ---------------------------------------------------------------------------------------------
-- Functions: Supabase grants execute on new functions to everyone by default; say exactly who may call what.
-- ---------------------------------------------------------------------------------------------
revoke all on function public.staff_role() from public, anon;
grant execute on function public.staff_role() to authenticated, service_role;
revoke all on function public.keep_an_active_owner() from public, anon, authenticated;
revoke all on function public.issue_staff_password_link(uuid, text), public.staff_password_link(text),
  public.use_staff_password_link(text), public.claim_outbox(integer, integer) from public, anon, authenticated;
grant execute on function public.issue_staff_password_link(uuid, text) to authenticated, service_role;
grant execute on function public.staff_password_link(text), public.use_staff_password_link(text),
  public.claim_outbox(integer, integer) to service_role;
