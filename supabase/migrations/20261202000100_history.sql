-- The history of every change (issue 17, item 3; docs/decisions/016-history.md).
--
-- Every write to the tables staff work on — listings, posts, leads and their notes, stays and the villas'
-- seasons and feeds, the settings, the staff list — leaves one row in public.audit_events: who (the staff
-- member, or 'Visitor' / a system job), when, what (the table and row, and the item whose history it belongs
-- to: a season belongs to its villa, a note to its lead) and the before and after of the fields that changed.
-- The database writes it itself, in the same transaction, so no code path can forget it.
--
-- What counts: writes through the API (PostgREST on Supabase, the embedded backend's per-request roles), i.e.
-- whenever the transaction carries JWT claims: staff (auth.uid()), visitors (anon: an inquiry, a booking
-- request) and the server's jobs (service_role, or a database function that names itself in app.actor, such
-- as the iCal sync or an option's deadline). A session without claims — the migrations, the demo seed, psql,
-- the Supabase dashboard — is the database's owner at work and leaves no entry.
-- What never makes an entry on its own: time stamps, derived columns (normalised prices, 'French missing',
-- a stay's reference), bookkeeping (a feed's last sync) and an inquiry's read flag (opening a lead marks it
-- read). What is never copied: the visitor's own words and contact details (an inquiry's name, e-mail, phone
-- and message; a guest's e-mail, phone and message) and secrets (a feed's address, which carries the
-- platform's token, is recorded as changed without its value). The tables with secrets of their own
-- (calendar tokens, password links, the outbox) are not audited.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create table public.audit_events (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- The staff member (auth.uid()); null for a visitor or the system. No foreign key: history outlives members.
  actor_id uuid,
  -- Who, in words, at the time: the member's name (or e-mail), 'Visitor', or the job's name.
  actor_name text not null,
  actor_kind text not null check (actor_kind in ('staff', 'visitor', 'system')),
  -- The row written…
  table_name text not null,
  row_id text not null,
  -- …and the item whose history it is part of (itself, or a season's villa, a note's lead). No foreign key:
  -- a deleted item keeps its history.
  subject_table text not null,
  subject_id text not null,
  -- The item's name at the time (a title, a reference), for the list once the item is gone.
  label text,
  action text not null check (action in ('insert', 'update', 'delete')),
  -- { column: { before, after } } of the changed columns (an insert has only after, a delete only before;
  -- a secret column { hidden: true }).
  changes jsonb not null default '{}'::jsonb check (jsonb_typeof(changes) = 'object')
);

-- The history of one item, newest first; the whole list by time; the list of one person.
create index audit_events_subject_idx on public.audit_events (subject_table, subject_id, at desc, id desc);
create index audit_events_at_idx on public.audit_events (at desc, id desc);
create index audit_events_actor_idx on public.audit_events (actor_id, at desc, id desc) where actor_id is not null;
create index audit_events_kind_idx on public.audit_events (actor_kind, at desc, id desc);

-- One function for every audited table. Its one argument (JSON) says how to read the table's rows:
--   key      the row's id column (default 'id')
--   subject  {"table", "column"}: the item the row belongs to (default: the row itself)
--   label    the column naming the item, or name: a fixed name (a settings row)
--   noise    columns that never make an entry on their own and are never shown
--   private  columns never copied into the history
--   secret   columns recorded as changed, without their values
create function public.record_audit_event() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  cfg jsonb := coalesce(tg_argv[0], '{}')::jsonb;
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  api_role text := coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), claims ->> 'role');
  job text := nullif(current_setting('app.actor', true), '');
  uid uuid := auth.uid();
  skipped text[];
  secrets text[];
  old_row jsonb;
  new_row jsonb;
  the_row jsonb;
  changes jsonb := '{}'::jsonb;
  col text;
  before_value jsonb;
  after_value jsonb;
  who text;
  kind text;
begin
  -- The database's owner at work (migrations, the seed, psql): no entry.
  if api_role is null then
    return null;
  end if;
  skipped := array(select jsonb_array_elements_text(coalesce(cfg -> 'noise', '[]') || coalesce(cfg -> 'private', '[]')));
  secrets := array(select jsonb_array_elements_text(coalesce(cfg -> 'secret', '[]')));
  if tg_op <> 'INSERT' then old_row := to_jsonb(old); end if;
  if tg_op <> 'DELETE' then new_row := to_jsonb(new); end if;
  the_row := coalesce(new_row, old_row);

  for col in select jsonb_object_keys(the_row) loop
    -- The row's own id is the entry's row_id already.
    continue when col = any (skipped) or col = coalesce(cfg ->> 'key', 'id');
    before_value := old_row -> col;
    after_value := new_row -> col;
    if tg_op = 'UPDATE' then
      -- Equal once absent and null fields are taken as the same (a photo saved again with "caption": null).
      continue when jsonb_strip_nulls(before_value) is not distinct from jsonb_strip_nulls(after_value);
    elsif coalesce(after_value, before_value) in ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb) then
      -- An insert or a delete: only the fields that have a value.
      continue;
    end if;
    if col = any (secrets) then
      changes := changes || jsonb_build_object(col, jsonb_build_object('hidden', true));
    elsif tg_op = 'INSERT' then
      changes := changes || jsonb_build_object(col, jsonb_build_object('after', after_value));
    elsif tg_op = 'DELETE' then
      changes := changes || jsonb_build_object(col, jsonb_build_object('before', before_value));
    else
      changes := changes || jsonb_build_object(col, jsonb_build_object('before', before_value, 'after', after_value));
    end if;
  end loop;

  -- Only noise changed: nothing happened worth a line.
  if tg_op = 'UPDATE' and changes = '{}'::jsonb then
    return null;
  end if;

  if job is not null then
    -- A database function doing the system's work (the iCal sync, an option's deadline), whoever set it off.
    kind := 'system';
    who := job;
    uid := null;
  elsif uid is not null then
    kind := 'staff';
    select coalesce(nullif(btrim(m.name), ''), m.email) into who from public.staff_members m where m.user_id = uid;
    who := coalesce(who, nullif(claims ->> 'email', ''), 'Staff');
  elsif api_role = 'service_role' then
    kind := 'system';
    who := coalesce('System: ' || nullif(claims ->> 'email', ''), 'System');
  else
    kind := 'visitor';
    who := 'Visitor';
  end if;

  insert into public.audit_events
    (actor_id, actor_name, actor_kind, table_name, row_id, subject_table, subject_id, label, action, changes)
  values (
    uid,
    left(who, 200),
    kind,
    tg_table_name,
    the_row ->> coalesce(cfg ->> 'key', 'id'),
    coalesce(cfg -> 'subject' ->> 'table', tg_table_name),
    coalesce(the_row ->> (cfg -> 'subject' ->> 'column'), the_row ->> coalesce(cfg ->> 'key', 'id')),
    left(coalesce(cfg ->> 'name', the_row ->> (cfg ->> 'label')), 200),
    lower(tg_op),
    changes
  );
  return null;
end;
$$;

-- History is a record: once written, rows are neither changed nor removed, whoever asks (a retention purge
-- is a deliberate act of the database's owner: disable this trigger in its transaction).
create function public.keep_audit_events() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  raise exception 'The history cannot be changed' using errcode = 'insufficient_privilege';
end;
$$;

create trigger audit_events_append_only before update or delete on public.audit_events
  for each statement execute function public.keep_audit_events();

-- ---------------------------------------------------------------------------------------------
-- The audited tables
-- ---------------------------------------------------------------------------------------------
create trigger properties_audit after insert or update or delete on public.properties
  for each row execute function public.record_audit_event(
    '{"label": "title", "noise": ["created_at", "updated_at", "price_usd", "french_missing"]}');

create trigger rentals_audit after insert or update or delete on public.rentals
  for each row execute function public.record_audit_event(
    '{"label": "title", "noise": ["created_at", "updated_at", "daily_rate_usd", "french_missing"]}');

create trigger blog_posts_audit after insert or update or delete on public.blog_posts
  for each row execute function public.record_audit_event(
    '{"label": "title", "noise": ["created_at", "updated_at", "french_missing"]}');

create trigger inquiries_audit after insert or update or delete on public.inquiries
  for each row execute function public.record_audit_event(
    '{"noise": ["created_at", "read", "stage_changed_at"], "private": ["name", "email", "phone", "message"]}');

create trigger lead_notes_audit after insert or update or delete on public.lead_notes
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "inquiries", "column": "inquiry_id"}, "noise": ["created_at", "author_id", "inquiry_id"]}');

create trigger stays_audit after insert or update or delete on public.stays
  for each row execute function public.record_audit_event(
    '{"label": "reference", "noise": ["created_at", "updated_at", "reference", "quote"], "private": ["guest_email", "guest_phone", "message"]}');

create trigger rental_seasons_audit after insert or update or delete on public.rental_seasons
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "rentals", "column": "rental_id"}, "label": "name", "noise": ["created_at", "updated_at", "rental_id"]}');

create trigger rental_feeds_audit after insert or update or delete on public.rental_feeds
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "rentals", "column": "rental_id"}, "label": "name", "noise": ["created_at", "rental_id", "last_synced_at", "last_error", "last_event_count"], "secret": ["url"]}');

create trigger booking_terms_audit after insert or update or delete on public.booking_terms
  for each row execute function public.record_audit_event('{"name": "Booking terms", "noise": ["id", "updated_at"]}');

create trigger currency_settings_audit after insert or update or delete on public.currency_settings
  for each row execute function public.record_audit_event(
    '{"name": "Exchange rate", "noise": ["id", "rate_set_at", "rate_set_by", "rate_set_by_actor"]}');

create trigger staff_members_audit after insert or update or delete on public.staff_members
  for each row execute function public.record_audit_event(
    '{"key": "user_id", "label": "name", "noise": ["created_at", "updated_at", "user_id"]}');

-- ---------------------------------------------------------------------------------------------
-- Who reads it: owners and admins everything; agents the history of what they work on (listings, posts,
-- leads, stays), not the settings' or the staff's. Nobody writes, changes or deletes it through the API.
-- ---------------------------------------------------------------------------------------------
alter table public.audit_events enable row level security;

revoke all on table public.audit_events from public, anon, authenticated, service_role;
revoke all on sequence public.audit_events_id_seq from public, anon, authenticated, service_role;
grant select on table public.audit_events to authenticated, service_role;

create policy "audit_events: staff read what they may see" on public.audit_events
  for select to authenticated
  using (
    (select public.staff_role()) in ('owner', 'admin')
    or ((select public.is_staff()) and subject_table in ('properties', 'rentals', 'blog_posts', 'inquiries', 'stays'))
  );

revoke all on function public.record_audit_event(), public.keep_audit_events() from public, anon, authenticated;
