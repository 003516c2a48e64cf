-- Villa bookings: seasons, stays (booking requests, options, confirmed stays and blocks), their history,
-- the agency's booking terms, iCal feeds and export tokens.
--
-- Glossary (one word for one thing, as in app/domain/booking/): a *stay* is dates on a villa, whatever its
-- status; a *booking request* is a stay a guest asked for on the website (status requested); an *option*
-- is a stay held for a guest until a deadline; a *block* is dates closed by the owner, maintenance or an
-- imported calendar feed. A stay runs from check_in to check_out, check-out exclusive: nights are
-- check_in .. check_out - 1, and a new stay may start on the day another ends.
--
-- What the database guarantees rather than the app: no two options, confirmed stays or blocks of one villa
-- share a night (an exclusion constraint, safe under concurrent confirms); seasons of one villa never
-- overlap; only sensible status changes happen; every change of a stay leaves a history record saying who
-- and when; visitors see busy dates of published villas and never a guest's details.

create schema if not exists extensions;
-- gist index support for plain equality (rental_id with =) beside the date ranges.
create extension if not exists btree_gist with schema extensions;

-- "Today" on the islands: UTC−4 all year, no daylight saving.
create function public.island_today() returns date
  language sql stable set search_path = ''
as $$
  select ((now() at time zone 'UTC') - interval '4 hours')::date
$$;

-- ---------------------------------------------------------------------------------------------
-- The agency's booking terms: one row, every number editable by staff.
-- ---------------------------------------------------------------------------------------------
create table public.booking_terms (
  id boolean primary key default true check (id),
  tax_percent_st_barth numeric(5, 2) not null default 5 check (tax_percent_st_barth between 0 and 100),
  tax_percent_sint_maarten numeric(5, 2) not null default 5 check (tax_percent_sint_maarten between 0 and 100),
  service_fee_percent numeric(5, 2) not null default 0 check (service_fee_percent between 0 and 100),
  deposit_percent numeric(5, 2) not null default 30 check (deposit_percent between 0 and 100),
  balance_days_before integer not null default 60 check (balance_days_before between 0 and 365),
  festive_balance_days_before integer not null default 90 check (festive_balance_days_before between 0 and 365),
  option_hold_hours integer not null default 72 check (option_hold_hours between 1 and 720),
  updated_at timestamptz not null default now()
);
insert into public.booking_terms default values;

create trigger booking_terms_set_updated_at before update on public.booking_terms
  for each row execute function public.set_updated_at();

-- The refundable security deposit of each villa, shown on its quote.
alter table public.rentals add column security_deposit integer not null default 0 check (security_deposit >= 0);

-- ---------------------------------------------------------------------------------------------
-- Seasons: named date ranges with their own nightly rate and minimum stay, per villa.
-- ---------------------------------------------------------------------------------------------
create table public.rental_seasons (
  id uuid primary key default gen_random_uuid(),
  rental_id uuid not null references public.rentals (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  start_date date not null,
  -- The season's last night, inclusive.
  end_date date not null,
  nightly_rate integer not null check (nightly_rate >= 0),
  min_nights integer not null default 1 check (min_nights between 1 and 365),
  -- ISO weekdays (1 Monday .. 7 Sunday) a stay may start on when it starts in this season; null: any day.
  arrival_days integer[] check (
    arrival_days is null or (cardinality(arrival_days) between 1 and 7 and arrival_days <@ array[1, 2, 3, 4, 5, 6, 7])
  ),
  -- Stays touching a festive season pay their balance earlier (booking_terms.festive_balance_days_before).
  festive boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date >= start_date),
  constraint rental_seasons_no_overlap
    exclude using gist (rental_id with =, daterange(start_date, end_date, '[]') with &&)
);

create trigger rental_seasons_set_updated_at before update on public.rental_seasons
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- iCal feeds imported per villa (Airbnb, Vrbo, Booking.com…), and the secret of each villa's export.
-- ---------------------------------------------------------------------------------------------
create table public.rental_feeds (
  id uuid primary key default gen_random_uuid(),
  rental_id uuid not null references public.rentals (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  url text not null check (url ~* '^(https?|webcal)://' and char_length(url) <= 2000),
  last_synced_at timestamptz,
  last_error text,
  last_event_count integer,
  created_at timestamptz not null default now(),
  unique (rental_id, url)
);

create table public.rental_calendar_tokens (
  rental_id uuid primary key references public.rentals (id) on delete cascade,
  -- 64 hex characters (two random UUIDs): the only credential of the export URL.
  token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    check (char_length(token) >= 32),
  rotated_at timestamptz not null default now()
);

insert into public.rental_calendar_tokens (rental_id) select id from public.rentals;

create function public.create_rental_calendar_token() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.rental_calendar_tokens (rental_id) values (new.id) on conflict do nothing;
  return null;
end;
$$;

create trigger rentals_create_calendar_token after insert on public.rentals
  for each row execute function public.create_rental_calendar_token();

-- ---------------------------------------------------------------------------------------------
-- Stays
-- ---------------------------------------------------------------------------------------------
create table public.stays (
  id uuid primary key default gen_random_uuid(),
  -- What guests and staff quote on the phone.
  reference text generated always as ('IE-' || upper(substr(replace(id::text, '-', ''), 1, 8))) stored,
  rental_id uuid not null references public.rentals (id) on delete cascade,
  check_in date not null,
  check_out date not null,
  status text not null default 'requested' check (
    status in ('requested', 'option', 'confirmed', 'declined', 'cancelled', 'expired', 'blocked', 'conflict')
  ),
  source text not null default 'website' check (source in ('website', 'staff', 'owner-block', 'maintenance', 'feed')),
  feed_id uuid references public.rental_feeds (id) on delete cascade,
  external_uid text check (external_uid is null or char_length(external_uid) <= 500),
  guest_name text check (guest_name is null or char_length(guest_name) between 1 and 200),
  guest_email text check (guest_email is null or char_length(guest_email) between 3 and 320),
  guest_phone text check (guest_phone is null or char_length(guest_phone) <= 50),
  guests integer check (guests is null or guests between 1 and 100),
  message text check (message is null or char_length(message) <= 4000),
  add_ons text[] not null default '{}' check (cardinality(add_ons) <= 20),
  -- Staff's note (a block's reason, an imported event's summary).
  note text check (note is null or char_length(note) <= 2000),
  -- What the guest saw: lines, fee, tax, total, payment schedule (app/domain/booking/quote.ts).
  quote jsonb check (quote is null or jsonb_typeof(quote) = 'object'),
  option_expires_at timestamptz,
  -- An imported event that collides with one of our stays: which one.
  conflict_with uuid references public.stays (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (check_out > check_in),
  check (check_out - check_in <= 366),
  check (status <> 'option' or option_expires_at is not null),
  check (source <> 'website' or (guest_name is not null and guest_email is not null and guests is not null)),
  check ((source = 'feed') = (feed_id is not null and external_uid is not null)),
  -- Guests' stays and blocks keep to their own statuses.
  check (
    case when source in ('owner-block', 'maintenance', 'feed')
      then status in ('blocked', 'conflict', 'cancelled')
      else status not in ('blocked', 'conflict')
    end
  ),
  check (status = 'conflict' or conflict_with is null),
  -- No double booking, whoever writes and however concurrently: options, confirmed stays and blocks of one
  -- villa never share a night.
  constraint stays_no_double_booking
    exclude using gist (rental_id with =, daterange(check_in, check_out) with &&)
    where (status in ('option', 'confirmed', 'blocked'))
);

create trigger stays_set_updated_at before update on public.stays
  for each row execute function public.set_updated_at();

create unique index stays_feed_uid_idx on public.stays (feed_id, external_uid) where feed_id is not null;
-- What makes a villa busy, by villa and dates (availability, the date filter of /rentals).
create index stays_busy_idx on public.stays using gist (rental_id, daterange(check_in, check_out))
  where status in ('option', 'confirmed', 'blocked', 'conflict');
create index stays_rental_check_in_idx on public.stays (rental_id, check_in);
create index stays_created_idx on public.stays (created_at, id);
create index stays_status_created_idx on public.stays (status, created_at, id);
create index stays_check_in_idx on public.stays (check_in, id);
create index stays_option_expiry_idx on public.stays (option_expires_at) where status = 'option';

-- Only the changes a booking desk makes. Finished stays stay finished, except an imported block whose
-- event comes back in its feed.
create function public.check_stay_transition() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if old.status = new.status then
    return new;
  end if;
  if (old.status, new.status) in (
    ('requested', 'option'), ('requested', 'confirmed'), ('requested', 'declined'), ('requested', 'cancelled'),
    ('option', 'confirmed'), ('option', 'declined'), ('option', 'cancelled'), ('option', 'expired'),
    ('confirmed', 'cancelled'),
    ('blocked', 'cancelled'), ('blocked', 'conflict'), ('conflict', 'blocked'), ('conflict', 'cancelled')
  ) or (new.source = 'feed' and old.status = 'cancelled' and new.status in ('blocked', 'conflict')) then
    if new.status <> 'option' and old.status = 'option' and new.status <> 'expired' then
      new.option_expires_at := null;
    end if;
    return new;
  end if;
  raise exception 'A % stay cannot become %', old.status, new.status
    using errcode = 'check_violation', constraint = 'stays_status_transition';
end;
$$;

create trigger stays_check_transition before update of status on public.stays
  for each row execute function public.check_stay_transition();

-- ---------------------------------------------------------------------------------------------
-- History: one record for every change of a stay, written by the database itself.
-- ---------------------------------------------------------------------------------------------
create table public.stay_events (
  id bigint generated always as identity primary key,
  stay_id uuid not null references public.stays (id) on delete cascade,
  at timestamptz not null default now(),
  -- The staff member (auth.uid()); null for a guest or the system.
  actor_id uuid,
  -- Who, in words: a staff e-mail, 'Guest (website)', 'iCal sync: Airbnb', 'System'.
  actor text not null,
  action text not null,
  from_status text,
  to_status text not null,
  detail text
);

create index stay_events_stay_idx on public.stay_events (stay_id, at, id);

create function public.record_stay_event() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  actor_id uuid := nullif(coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''), claims ->> 'sub'), '')::uuid;
  actor text := coalesce(
    nullif(current_setting('app.actor', true), ''),
    nullif(claims ->> 'email', ''),
    case
      when actor_id is not null then 'Staff'
      when tg_op = 'INSERT' and new.source = 'website' then 'Guest (website)'
      else 'System'
    end
  );
  action text;
  detail text;
begin
  if tg_op = 'INSERT' then
    action := case new.status when 'requested' then 'requested' when 'blocked' then 'blocked' when 'conflict' then 'conflict' else new.status end;
    detail := to_char(new.check_in, 'YYYY-MM-DD') || ' → ' || to_char(new.check_out, 'YYYY-MM-DD');
  elsif old.status is distinct from new.status then
    action := case new.status when 'option' then 'held as option' else new.status end;
    detail := case when new.status = 'option' then 'until ' || to_char(new.option_expires_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC' end;
  elsif (old.check_in, old.check_out) is distinct from (new.check_in, new.check_out) then
    action := 'moved';
    detail := to_char(old.check_in, 'YYYY-MM-DD') || ' → ' || to_char(old.check_out, 'YYYY-MM-DD') || ' became '
      || to_char(new.check_in, 'YYYY-MM-DD') || ' → ' || to_char(new.check_out, 'YYYY-MM-DD');
  elsif old.option_expires_at is distinct from new.option_expires_at then
    action := 'option extended';
    detail := 'until ' || to_char(new.option_expires_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC';
  else
    action := 'updated';
  end if;
  insert into public.stay_events (stay_id, actor_id, actor, action, from_status, to_status, detail)
  values (new.id, actor_id, actor, action, case when tg_op = 'UPDATE' then old.status end, new.status, detail);
  return null;
end;
$$;

create trigger stays_record_event after insert or update on public.stays
  for each row execute function public.record_stay_event();

-- ---------------------------------------------------------------------------------------------
-- A website booking request also lands in the staff inbox, in the same transaction.
-- ---------------------------------------------------------------------------------------------
alter table public.inquiries drop constraint inquiries_source_check;
alter table public.inquiries add constraint inquiries_source_check
  check (source in ('property', 'rental', 'contact', 'booking'));
alter table public.inquiries add column stay_id uuid references public.stays (id) on delete set null;
create index inquiries_stay_idx on public.inquiries (stay_id) where stay_id is not null;

create function public.inquiry_for_booking_request() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  villa text;
begin
  select title into villa from public.rentals where id = new.rental_id;
  insert into public.inquiries (name, email, phone, message, source, rental_id, stay_id, read)
  values (
    new.guest_name,
    new.guest_email,
    nullif(new.guest_phone, ''),
    left(
      'Booking request ' || new.reference || ' for ' || coalesce(villa, 'a villa') || ': '
        || to_char(new.check_in, 'FMMonth FMDD, YYYY') || ' to ' || to_char(new.check_out, 'FMMonth FMDD, YYYY')
        || ' (' || (new.check_out - new.check_in) || ' nights), ' || new.guests
        || case when new.guests = 1 then ' guest.' else ' guests.' end
        || case when cardinality(new.add_ons) > 0 then E'\nServices: ' || array_to_string(new.add_ons, ', ') || '.' else '' end
        || case when coalesce(new.message, '') <> '' then E'\n\n' || new.message else '' end,
      5000
    ),
    'booking',
    new.rental_id,
    new.id,
    false
  );
  return null;
end;
$$;

create trigger stays_booking_request_inquiry after insert on public.stays
  for each row when (new.source = 'website') execute function public.inquiry_for_booking_request();

-- ---------------------------------------------------------------------------------------------
-- Availability
-- ---------------------------------------------------------------------------------------------

-- Options past their deadline release their dates. Anyone may call it: it only does what time already did.
create function public.expire_options() returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  expired integer;
begin
  perform set_config('app.actor', 'System (option deadline passed)', true);
  update public.stays set status = 'expired' where status = 'option' and option_expires_at <= now();
  get diagnostics expired = row_count;
  perform set_config('app.actor', '', true);
  return expired;
end;
$$;

-- The busy dates of published villas, and nothing else about their stays: what visitors' calendars and the
-- date filter read. A plain view (it runs with its owner's rights, like PostgREST's exposed views) rather
-- than row level security on stays, so the planner may use the busy-range index for the overlap test,
-- which row level security forbids for operators that are not leakproof. What the view hides (guest
-- details, cancelled stays, unpublished villas, options past their deadline) it never selects.
create view public.rental_busy_dates as
  select s.rental_id, s.check_in, s.check_out
    from public.stays s
   where s.status in ('option', 'confirmed', 'blocked', 'conflict')
     and (s.status <> 'option' or s.option_expires_at > now())
     and exists (select 1 from public.rentals r where r.id = s.rental_id and r.status = 'published');

-- Published villas that can take a stay: no busy night, and the rules of the seasons it touches allow it
-- (the strictest minimum of any season touched, the villa's own minimum when a night falls outside every
-- season, the arrival days of the check-in night's season). The same rules as app/domain/booking/quote.ts;
-- a test holds the two together. Plain SQL without SET options, so PostgreSQL inlines it into the
-- caller's query: filters, order and limit apply as on the table. `offset 0` keeps each NOT EXISTS a
-- per-villa probe of its index (PostgreSQL will not turn it into a join): a page stops as soon as it has
-- its rows, whatever the planner guesses about date-range overlaps, which it guesses badly.
create function public.available_rentals(p_check_in date, p_check_out date) returns setof public.rentals
  language sql stable
as $$
  select r.* from public.rentals r
   where r.status = 'published'
     and p_check_out > p_check_in
     and not exists (
       select 1 from public.rental_busy_dates b
        where b.rental_id = r.id and daterange(b.check_in, b.check_out) && daterange(p_check_in, p_check_out)
       offset 0)
     and not exists (
       select 1 from public.rental_seasons z
        where z.rental_id = r.id
          and daterange(z.start_date, z.end_date, '[]') && daterange(p_check_in, p_check_out)
          and (z.min_nights > p_check_out - p_check_in
               or (z.arrival_days is not null and p_check_in between z.start_date and z.end_date
                   and not (extract(isodow from p_check_in)::integer = any (z.arrival_days))))
       offset 0)
     and (r.min_stay_days <= p_check_out - p_check_in
          or (select coalesce(sum(least(z.end_date + 1, p_check_out) - greatest(z.start_date, p_check_in)), 0)
                from public.rental_seasons z
               where z.rental_id = r.id
                 and daterange(z.start_date, z.end_date, '[]') && daterange(p_check_in, p_check_out))
             = p_check_out - p_check_in)
$$;

-- ---------------------------------------------------------------------------------------------
-- What visitors and calendar platforms may read, without guest details
-- ---------------------------------------------------------------------------------------------

-- A guest's receipt: the request's id (a random UUID only they were given) shows its dates and quote.
create function public.booking_request_receipt(p_id uuid)
  returns table (id uuid, reference text, rental_id uuid, rental_title text, check_in date, check_out date,
                 guests integer, add_ons text[], quote jsonb, created_at timestamptz)
  language sql stable security definer set search_path = ''
as $$
  select s.id, s.reference, s.rental_id, r.title, s.check_in, s.check_out, s.guests, s.add_ons, s.quote, s.created_at
    from public.stays s join public.rentals r on r.id = s.rental_id
   where s.id = p_id and s.source = 'website' and s.created_at > now() - interval '30 days'
$$;

-- The export of a villa's calendar for Airbnb, Vrbo and Booking.com: with the right token, the villa's
-- title and every option, confirmed stay and block ending after 90 days ago; no guest data.
create function public.rental_calendar_export(p_rental_id uuid, p_token text)
  returns table (rental_title text, stay_id uuid, check_in date, check_out date)
  language sql stable security definer set search_path = ''
as $$
  select r.title, s.id, s.check_in, s.check_out
    from public.rentals r
    join public.rental_calendar_tokens t on t.rental_id = r.id and t.token = p_token
    left join public.stays s
      on s.rental_id = r.id
     and s.status in ('option', 'confirmed', 'blocked')
     and (s.status <> 'option' or s.option_expires_at > now())
     and s.check_out > public.island_today() - 90
   where r.id = p_rental_id
   order by s.check_in, s.id
$$;

-- ---------------------------------------------------------------------------------------------
-- iCal import: one call applies a feed's events to the villa's blocks, atomically.
-- Events are upserted by UID; moved ones are updated; those gone from the feed are cancelled; an event
-- that collides with one of our stays is kept as a 'conflict' (reported to staff) instead of failing the
-- sync. Website and staff stays are never touched.
-- ---------------------------------------------------------------------------------------------
create function public.sync_feed_events(p_feed_id uuid, p_events jsonb) returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  feed record;
  event record;
  existing record;
  other uuid;
  added integer := 0;
  updated integer := 0;
  removed integer := 0;
  conflicts integer := 0;
  uids text[];
begin
  if not ((select public.is_staff()) or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only staff may sync calendars' using errcode = 'insufficient_privilege';
  end if;
  if jsonb_typeof(p_events) <> 'array' then
    raise exception 'Events must be an array' using errcode = 'invalid_parameter_value';
  end if;
  select f.id, f.rental_id, f.name into feed from public.rental_feeds f where f.id = p_feed_id;
  if not found then
    raise exception 'No such feed' using errcode = 'no_data_found';
  end if;
  perform public.expire_options();
  perform set_config('app.actor', 'iCal sync: ' || feed.name, true);

  for event in
    select distinct on (e.uid) e.uid, e.check_in, e.check_out, left(coalesce(e.summary, ''), 2000) as summary
      from jsonb_to_recordset(p_events) as e(uid text, check_in date, check_out date, summary text)
     where e.uid is not null and e.check_out > e.check_in and e.check_out - e.check_in <= 366
  loop
    uids := array_append(uids, event.uid);
    select s.id, s.check_in, s.check_out, s.status, s.note into existing
      from public.stays s where s.feed_id = feed.id and s.external_uid = event.uid;
    begin
      if existing.id is null then
        insert into public.stays (rental_id, check_in, check_out, status, source, feed_id, external_uid, note)
        values (feed.rental_id, event.check_in, event.check_out, 'blocked', 'feed', feed.id, event.uid, nullif(event.summary, ''));
        added := added + 1;
      elsif existing.status <> 'blocked' or existing.check_in <> event.check_in or existing.check_out <> event.check_out
            or existing.note is distinct from nullif(event.summary, '') then
        update public.stays
           set check_in = event.check_in, check_out = event.check_out, status = 'blocked', conflict_with = null,
               note = nullif(event.summary, '')
         where id = existing.id;
        updated := updated + 1;
      end if;
    exception when exclusion_violation then
      select s.id into other
        from public.stays s
       where s.rental_id = feed.rental_id
         and s.status in ('option', 'confirmed', 'blocked')
         and s.id is distinct from existing.id
         and daterange(s.check_in, s.check_out) && daterange(event.check_in, event.check_out)
       order by s.check_in
       limit 1;
      if existing.id is null then
        insert into public.stays (rental_id, check_in, check_out, status, source, feed_id, external_uid, note, conflict_with)
        values (feed.rental_id, event.check_in, event.check_out, 'conflict', 'feed', feed.id, event.uid, nullif(event.summary, ''), other);
      elsif existing.status <> 'conflict' or existing.check_in <> event.check_in or existing.check_out <> event.check_out
            or existing.note is distinct from nullif(event.summary, '') then
        update public.stays
           set check_in = event.check_in, check_out = event.check_out, status = 'conflict', conflict_with = other,
               note = nullif(event.summary, '')
         where id = existing.id;
      else
        update public.stays set conflict_with = other where id = existing.id and conflict_with is distinct from other;
      end if;
      conflicts := conflicts + 1;
    end;
  end loop;

  update public.stays s
     set status = 'cancelled', conflict_with = null
   where s.feed_id = feed.id
     and s.status in ('blocked', 'conflict')
     and not (s.external_uid = any (coalesce(uids, '{}')));
  get diagnostics removed = row_count;

  update public.rental_feeds
     set last_synced_at = now(), last_error = null, last_event_count = coalesce(cardinality(uids), 0)
   where id = feed.id;
  perform set_config('app.actor', '', true);
  return jsonb_build_object('added', added, 'updated', updated, 'removed', removed, 'conflicts', conflicts,
                            'events', coalesce(cardinality(uids), 0));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security
-- ---------------------------------------------------------------------------------------------
alter table public.booking_terms enable row level security;
alter table public.rental_seasons enable row level security;
alter table public.rental_feeds enable row level security;
alter table public.rental_calendar_tokens enable row level security;
alter table public.stays enable row level security;
alter table public.stay_events enable row level security;

-- (The view is updatable in principle, and Supabase's default privileges would grant writes through it.)
revoke all on table public.booking_terms, public.rental_seasons, public.rental_feeds, public.rental_calendar_tokens,
  public.stays, public.stay_events, public.rental_busy_dates from anon, authenticated;

-- Visitors: the terms, the seasons of published villas (their rates are public), the busy dates of
-- published villas (the view above: three columns, nothing about the guest), and booking requests.
grant select on table public.booking_terms, public.rental_seasons to anon;
grant select on table public.rental_busy_dates to anon, authenticated, service_role;
grant insert (id, rental_id, check_in, check_out, guest_name, guest_email, guest_phone, guests, message, add_ons, quote)
  on table public.stays to anon;

-- Staff, through the policies below (authenticated users who are not staff get no rows).
grant select, update on table public.booking_terms to authenticated;
grant select, insert, update, delete on table public.rental_seasons, public.rental_feeds to authenticated;
grant select, update on table public.rental_calendar_tokens to authenticated;
grant select, insert, update on table public.stays to authenticated;
grant select on table public.stay_events to authenticated;

-- The server's background jobs (the embedded backend's service role; Supabase's service_role has these).
grant select, insert, update, delete on table public.booking_terms, public.rental_seasons, public.rental_feeds,
  public.rental_calendar_tokens, public.stays, public.stay_events to service_role;
grant select on table public.rentals to service_role;

create policy "booking_terms: anyone reads" on public.booking_terms
  for select to anon, authenticated using (true);
create policy "booking_terms: staff change" on public.booking_terms
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

create policy "rental_seasons: anyone reads those of published rentals" on public.rental_seasons
  for select to anon, authenticated
  using (exists (select 1 from public.rentals r where r.id = rental_id and r.status = 'published'));
create policy "rental_seasons: staff manage" on public.rental_seasons
  for all to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

create policy "rental_feeds: staff manage" on public.rental_feeds
  for all to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

create policy "rental_calendar_tokens: staff manage" on public.rental_calendar_tokens
  for all to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

create policy "stays: visitors request published rentals" on public.stays
  for insert to anon, authenticated
  with check (
    status = 'requested' and source = 'website' and option_expires_at is null and feed_id is null
    and check_in >= public.island_today()
    and exists (select 1 from public.rentals r where r.id = rental_id and r.status = 'published' and guests <= r.max_guests)
  );
create policy "stays: staff manage" on public.stays
  for all to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

create policy "stay_events: staff read" on public.stay_events
  for select to authenticated using ((select public.is_staff()));

-- Functions: Supabase grants execute on new functions to everyone by default; say exactly who may call what.
revoke all on function public.create_rental_calendar_token(), public.check_stay_transition(),
  public.record_stay_event(), public.inquiry_for_booking_request() from public, anon, authenticated;
revoke all on function public.island_today(), public.expire_options(),
  public.available_rentals(date, date), public.booking_request_receipt(uuid),
  public.rental_calendar_export(uuid, text), public.sync_feed_events(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.island_today(), public.expire_options(),
  public.available_rentals(date, date), public.booking_request_receipt(uuid),
  public.rental_calendar_export(uuid, text) to anon, authenticated, service_role;
grant execute on function public.sync_feed_events(uuid, jsonb) to authenticated, service_role;
