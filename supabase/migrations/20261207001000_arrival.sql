-- Arrival (issue 28, item 6): the guest's arrival details, given on their page, and each villa's arrival
-- information, given to the guest on the same page only when it is time.
--
-- 1. stay_arrival_details: one row per stay (flight, arrival day and time, the guests' names, requests to the
--    concierge). A guest writes it only through save_arrival_details(token, …), with their page's link, until
--    check-in; staff read it; nobody writes it through the API. The history records each save, the guests'
--    names and requests as changed without their values (a guest's own words are never copied there).
-- 2. villa_arrival_info: one row per rental (the exact address and map point, gate and door codes, Wi-Fi,
--    house manual in English and French, the concierge's phone, how many days before arrival it is shown).
--    Staff with the listings permission (every member: app/domain/staff/roles.ts) read and write it; visitors
--    can never read it. The history records changes, the codes and the Wi-Fi password without their values.
-- 3. guest_arrival_info(token, today): the villa's arrival information for the stay of the token, only when
--    the stay is confirmed, paid in full (payment_ledger) and `today` is between check-in less the villa's
--    days_before_arrival and check-out. `today` is the server's injected clock; a visitor's or a staff
--    member's call is held to the database's own day (island_today()) whatever it passes, so that a link's
--    holder cannot read the codes early, or after the stay, by naming another day.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- The guest's arrival details
-- ---------------------------------------------------------------------------------------------
create table public.stay_arrival_details (
  stay_id uuid primary key references public.stays (id) on delete cascade,
  -- Optional: a guest arriving by ferry or private plane has none.
  flight text check (flight is null or (char_length(flight) between 1 and 40 and flight !~ '[\r\n]')),
  arrival_date date not null,
  arrival_time time not null,
  guest_names text not null check (char_length(btrim(guest_names)) between 1 and 2000),
  concierge_requests text check (concierge_requests is null or char_length(concierge_requests) between 1 and 4000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger stay_arrival_details_set_updated_at before update on public.stay_arrival_details
  for each row execute function public.set_updated_at();

-- Saves the arrival details of the token's stay (an option or a confirmed stay, until its check-in day):
-- 'saved'; 'not-found' for a token that opens no such stay (the page's 404); 'closed' once check-in has
-- passed or before staff answered the request; 'date-outside' for an arrival day more than a week before
-- check-in or after check-out (a typing slip).
create function public.save_arrival_details(
  p_token text,
  p_flight text,
  p_arrival_date date,
  p_arrival_time time,
  p_guest_names text,
  p_concierge_requests text
) returns text
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  the_stay public.stays;
begin
  select s.* into the_stay
    from app_private.private_links l
    join public.stays s on s.id = l.stay_id and s.source = 'website'
   where l.digest = app_private.sha256_hex(coalesce(p_token, '')) and l.kind = 'booking-receipt'
     and l.expires_at > now();
  if not found then
    return 'not-found';
  end if;
  if the_stay.status not in ('option', 'confirmed') or public.island_today() > the_stay.check_in then
    return 'closed';
  end if;
  if p_arrival_date is null or p_arrival_date < the_stay.check_in - 7 or p_arrival_date > the_stay.check_out then
    return 'date-outside';
  end if;
  insert into public.stay_arrival_details as d
    (stay_id, flight, arrival_date, arrival_time, guest_names, concierge_requests)
  values (
    the_stay.id, nullif(btrim(p_flight), ''), p_arrival_date, p_arrival_time, btrim(p_guest_names),
    nullif(btrim(p_concierge_requests), '')
  )
  on conflict (stay_id) do update
    set flight = excluded.flight, arrival_date = excluded.arrival_date, arrival_time = excluded.arrival_time,
        guest_names = excluded.guest_names, concierge_requests = excluded.concierge_requests;
  return 'saved';
end;
$$;

-- The guest's page shows what was saved (theirs only, by the same token).
create function public.guest_arrival_details(p_token text) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'flight', d.flight, 'arrivalDate', d.arrival_date, 'arrivalTime', to_char(d.arrival_time, 'HH24:MI'),
    'guestNames', d.guest_names, 'conciergeRequests', d.concierge_requests, 'updatedAt', d.updated_at)
    from app_private.private_links l
    join public.stays s on s.id = l.stay_id and s.source = 'website'
    join public.stay_arrival_details d on d.stay_id = s.id
   where l.digest = app_private.sha256_hex(coalesce(p_token, '')) and l.kind = 'booking-receipt'
     and l.expires_at > now()
$$;

-- ---------------------------------------------------------------------------------------------
-- Each villa's arrival information
-- ---------------------------------------------------------------------------------------------
create table public.villa_arrival_info (
  rental_id uuid primary key references public.rentals (id) on delete cascade,
  address text check (address is null or char_length(address) between 1 and 500),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  gate_code text check (gate_code is null or (char_length(gate_code) between 1 and 100 and gate_code !~ '[\r\n]')),
  door_code text check (door_code is null or (char_length(door_code) between 1 and 100 and door_code !~ '[\r\n]')),
  wifi_name text check (wifi_name is null or (char_length(wifi_name) between 1 and 100 and wifi_name !~ '[\r\n]')),
  wifi_password text
    check (wifi_password is null or (char_length(wifi_password) between 1 and 200 and wifi_password !~ '[\r\n]')),
  house_manual text check (house_manual is null or char_length(house_manual) between 1 and 20000),
  house_manual_fr text check (house_manual_fr is null or char_length(house_manual_fr) between 1 and 20000),
  concierge_phone text check (concierge_phone is null or concierge_phone ~ '^\+?[0-9 ().-]{6,30}$'),
  -- Shown to a guest paid in full from this many days before check-in.
  days_before_arrival integer not null default 14 check (days_before_arrival between 1 and 90),
  updated_at timestamptz not null default now(),
  constraint villa_arrival_info_point check ((latitude is null) = (longitude is null))
);

create trigger villa_arrival_info_set_updated_at before update on public.villa_arrival_info
  for each row execute function public.set_updated_at();

create function public.guest_arrival_info(p_token text, p_today date default null) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  the_day date := case
    when coalesce((select auth.role()), '') in ('anon', 'authenticated') then public.island_today()
    else coalesce(p_today, public.island_today())
  end;
  the_stay public.stays;
  info public.villa_arrival_info;
  days integer;
  shown boolean;
begin
  select s.* into the_stay
    from app_private.private_links l
    join public.stays s on s.id = l.stay_id and s.source = 'website'
   where l.digest = app_private.sha256_hex(coalesce(p_token, '')) and l.kind = 'booking-receipt'
     and l.expires_at > now();
  if not found then
    return null;
  end if;
  select * into info from public.villa_arrival_info where rental_id = the_stay.rental_id;
  days := coalesce(info.days_before_arrival, 14);
  shown := the_stay.status = 'confirmed'
    and the_day >= the_stay.check_in - days and the_day <= the_stay.check_out
    and exists (
      select 1 from public.payment_ledger(the_day, the_stay.id) g
       where g.outstanding = 0 and g.status in ('paid-in-full', 'refund-due')
    );
  return jsonb_build_object(
    'daysBefore', days,
    'shown', shown,
    'info', case when shown and info.rental_id is not null then jsonb_build_object(
      'address', info.address, 'latitude', info.latitude, 'longitude', info.longitude,
      'gateCode', info.gate_code, 'doorCode', info.door_code, 'wifiName', info.wifi_name,
      'wifiPassword', info.wifi_password, 'houseManual', info.house_manual, 'houseManualFr', info.house_manual_fr,
      'conciergePhone', info.concierge_phone) end
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- History: the guest's words and the codes recorded as changed, without their values
-- ---------------------------------------------------------------------------------------------
create trigger stay_arrival_details_audit after insert or update or delete on public.stay_arrival_details
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "stays", "column": "stay_id"}, "key": "stay_id", "name": "Arrival details", "noise": ["created_at", "updated_at", "stay_id"], "secret": ["guest_names", "concierge_requests"]}');
create trigger villa_arrival_info_audit after insert or update or delete on public.villa_arrival_info
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "rentals", "column": "rental_id"}, "key": "rental_id", "name": "Arrival information", "noise": ["updated_at", "rental_id"], "secret": ["gate_code", "door_code", "wifi_password"]}');

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security
-- ---------------------------------------------------------------------------------------------
alter table public.stay_arrival_details enable row level security;
alter table public.villa_arrival_info enable row level security;

-- Supabase's default privileges grant everything on new tables: revoke, then grant what is used.
revoke all on table public.stay_arrival_details, public.villa_arrival_info from public, anon, authenticated;
grant select on table public.stay_arrival_details to authenticated, service_role;
grant select, insert, update on table public.villa_arrival_info to authenticated;
grant select on table public.villa_arrival_info to service_role;

create policy "stay_arrival_details: staff read" on public.stay_arrival_details
  for select to authenticated using ((select public.is_staff()));

create policy "villa_arrival_info: staff read" on public.villa_arrival_info
  for select to authenticated using ((select public.is_staff()));
create policy "villa_arrival_info: staff add" on public.villa_arrival_info
  for insert to authenticated with check ((select public.is_staff()));
create policy "villa_arrival_info: staff change" on public.villa_arrival_info
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

revoke all on function public.save_arrival_details(text, text, date, time, text, text),
  public.guest_arrival_details(text), public.guest_arrival_info(text, date) from public, anon, authenticated;
grant execute on function public.save_arrival_details(text, text, date, time, text, text),
  public.guest_arrival_details(text), public.guest_arrival_info(text, date) to anon, authenticated, service_role;
