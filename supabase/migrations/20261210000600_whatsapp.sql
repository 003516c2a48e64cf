-- "WhatsApp us" on the listing pages (issue 31, item 7; docs/decisions/038-compare-yield-whatsapp.md).
--
-- 1. agency_settings: one row of the agency's contact settings, today the WhatsApp number (digits of the
--    international number, no '+', as wa.me wants them; empty turns the link off). Staff read it, owners change
--    it (as the exchange rate), every change is in the history.
-- 2. whatsapp_clicks: a listing's clicks on "WhatsApp us", per island day. A click goes through the site
--    (/properties/{id}/whatsapp), which counts it and sends the visitor on to wa.me: a conversation started on
--    WhatsApp leaves no inquiry, so the click is what the lead source counts. Nothing about the visitor is kept.
-- 3. figure_leads_per_week counts the week's clicks as a source of its own ('whatsapp'), beside the leads' sources
--    (with 'alert', the saved searches turned into leads: …_saved_searches.sql).
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create table public.agency_settings (
  id boolean primary key default true check (id),
  whatsapp_number text not null default '' check (whatsapp_number ~ '^([1-9][0-9]{6,14})?$'),
  updated_at timestamptz not null default now()
);
-- The demo's number is the contact page's (+590 590 00 00 00).
insert into public.agency_settings (id, whatsapp_number) values (true, '590590000000');

create trigger agency_settings_set_updated_at before update on public.agency_settings
  for each row execute function public.set_updated_at();

create trigger agency_settings_audit after insert or update or delete on public.agency_settings
  for each row execute function public.record_audit_event('{"name": "Agency contact", "noise": ["id", "updated_at"]}');

alter table public.agency_settings enable row level security;
revoke all on table public.agency_settings from public, anon, authenticated;
grant select, update (whatsapp_number) on table public.agency_settings to authenticated;
grant select on table public.agency_settings to service_role;

create policy "agency_settings: staff read" on public.agency_settings
  for select to authenticated using ((select public.is_staff()));
create policy "agency_settings: owners change" on public.agency_settings
  for update to authenticated using ((select public.staff_role()) = 'owner') with check ((select public.staff_role()) = 'owner');

create table public.whatsapp_clicks (
  kind text not null check (kind in ('property', 'rental')),
  listing_id uuid not null,
  day date not null,
  clicks integer not null check (clicks > 0),
  primary key (kind, listing_id, day)
);

create index whatsapp_clicks_day_idx on public.whatsapp_clicks (day);

alter table public.whatsapp_clicks enable row level security;
revoke all on table public.whatsapp_clicks from public, anon, authenticated;
grant select on table public.whatsapp_clicks to authenticated, service_role;

create policy "whatsapp_clicks: staff read" on public.whatsapp_clicks
  for select to authenticated using ((select public.is_staff()));

-- A click on a published listing's "WhatsApp us": adds one to the listing's count of the island day (unless
-- p_count is false: a bot's) and answers the number to send the visitor to ('' when the agency has none, or the
-- listing is not published: then nothing is counted). Anyone may call it; it reveals only what the link does.
create function public.record_whatsapp_click(p_kind text, p_listing uuid, p_count boolean) returns text
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_number text;
  v_day date := ((now() at time zone 'UTC') - interval '4 hours')::date;
begin
  select s.whatsapp_number into v_number from public.agency_settings s where s.id;
  if coalesce(v_number, '') = '' then
    return '';
  end if;
  if not ((p_kind = 'property' and exists (select 1 from public.properties p where p.id = p_listing and p.status = 'published'))
       or (p_kind = 'rental' and exists (select 1 from public.rentals r where r.id = p_listing and r.status = 'published'))) then
    return '';
  end if;
  if not coalesce(p_count, true) then
    return v_number;
  end if;
  insert into public.whatsapp_clicks as c (kind, listing_id, day, clicks) values (p_kind, p_listing, v_day, 1)
    on conflict (kind, listing_id, day) do update set clicks = c.clicks + 1;
  return v_number;
end;
$$;

revoke all on function public.record_whatsapp_click(text, uuid, boolean) from public;
grant execute on function public.record_whatsapp_click(text, uuid, boolean) to anon, authenticated, service_role;

-- Leads per week and source, as before, with the week's WhatsApp clicks as the source 'whatsapp'.
create or replace function public.figure_leads_per_week(p_today date, p_weeks integer)
  returns table (week date, source text, leads integer)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with bounds as (
    select date_trunc('week', p_today::timestamp)::date as last_week,
           least(greatest(coalesce(p_weeks, 26), 1), 104) as weeks
  ),
  weeks as (
    select (b.last_week - 7 * g)::date as week from bounds b, generate_series(0, b.weeks - 1) g
  ),
  sources as (
    select s.source
      from (values (1, 'property'), (2, 'rental'), (3, 'contact'), (4, 'booking'), (5, 'alert')) s (rank, source)
  ),
  leads as (
    select date_trunc('week', i.created_at at time zone 'UTC' - interval '4 hours')::date as week,
           case when i.stay_id is not null then 'booking' else i.source end as source
      from public.inquiries i, bounds b
     where i.created_at >= ((b.last_week - 7 * (b.weeks - 1))::timestamp + interval '4 hours') at time zone 'UTC'
       and i.created_at < ((b.last_week + 7)::timestamp + interval '4 hours') at time zone 'UTC'
  ),
  clicks as (
    select date_trunc('week', c.day::timestamp)::date as week, sum(c.clicks)::integer as clicks
      from public.whatsapp_clicks c, bounds b
     where c.day >= b.last_week - 7 * (b.weeks - 1) and c.day < b.last_week + 7
     group by 1
  )
  select w.week, s.source, count(l.week)::integer
    from weeks w
   cross join sources s
    left join leads l on l.week = w.week and l.source = s.source
   where (select public.is_staff())
   group by w.week, s.source
  union all
  select w.week, 'whatsapp', coalesce(c.clicks, 0)
    from weeks w
    left join clicks c on c.week = w.week
   where (select public.is_staff())
   order by 1, 2;
$$;
