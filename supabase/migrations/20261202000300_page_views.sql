-- Figures for the dashboard (issue 17, item 4): listing page views, and one function per figure.
--
-- 1. Page views: a counter per listing and day (the agency's day, America/St_Barthelemy, UTC-4 all year). The
--    server counts views of published listings' pages in memory (no cookie, nothing about the visitor, bots and
--    prefetches left out: app/server/figures/page-views.server.ts) and adds them here every few seconds through
--    `record_page_views`, as the service role: several instances add to the same rows, never overwrite them.
--    Staff read the counts; nobody else reads or writes them.
-- 2. Figures: security invoker functions, so row level security applies as for the tables they read, and each
--    returns nothing to anyone but active staff. Days are the agency's: a lead belongs to the island day and the
--    Monday-based week it was made in.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- Page views
-- ---------------------------------------------------------------------------------------------
create table public.page_views (
  kind text not null check (kind in ('property', 'rental')),
  listing_id uuid not null,
  day date not null,
  views integer not null check (views > 0),
  primary key (kind, listing_id, day)
);

create index page_views_day_idx on public.page_views (day, kind, listing_id);

alter table public.page_views enable row level security;

revoke all on table public.page_views from public, anon, authenticated;
grant select on table public.page_views to authenticated, service_role;

create policy "page_views: staff read" on public.page_views
  for select to authenticated using ((select public.is_staff()));

-- Adds one flush of counts: a JSON array of {kind, id, day, views}. Counts of ids that are not published
-- listings of that kind are dropped (a made-up address never makes a row). Rows are written in key order, so
-- two instances flushing at the same moment never deadlock. Returns how many rows it added to or created.
create function public.record_page_views(p_views jsonb) returns integer
  language sql
  volatile
  security definer
  set search_path = ''
as $$
  with counted as (
    select v.kind, v.id, v.day, sum(v.views)::integer as views
      from jsonb_to_recordset(case when jsonb_typeof(p_views) = 'array' then p_views else '[]'::jsonb end)
           as v(kind text, id uuid, day date, views integer)
     where v.views > 0 and v.kind in ('property', 'rental') and v.id is not null and v.day is not null
     group by v.kind, v.id, v.day
  ),
  known as (
    select c.* from counted c
     where (c.kind = 'property' and exists (select 1 from public.properties p where p.id = c.id and p.status = 'published'))
        or (c.kind = 'rental' and exists (select 1 from public.rentals r where r.id = c.id and r.status = 'published'))
  ),
  written as (
    insert into public.page_views as pv (kind, listing_id, day, views)
    select k.kind, k.id, k.day, k.views from known k order by k.kind, k.id, k.day
    on conflict (kind, listing_id, day) do update set views = pv.views + excluded.views
    returning 1
  )
  select count(*)::integer from written;
$$;

revoke all on function public.record_page_views(jsonb) from public, anon, authenticated;
grant execute on function public.record_page_views(jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Figures. An instant's island day: (t at time zone 'UTC' - 4 hours)::date; an island day's first instant:
-- (d + 4 hours) at time zone 'UTC'. Neither depends on the session's time zone.
-- ---------------------------------------------------------------------------------------------

-- Leads per week and source, for the p_weeks weeks (Monday to Sunday) up to the one holding p_today, every
-- week and source present (0 when none). A booking request is a lead with a stay.
create function public.figure_leads_per_week(p_today date, p_weeks integer)
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
    select s.source from (values (1, 'property'), (2, 'rental'), (3, 'contact'), (4, 'booking')) s (rank, source)
  ),
  leads as (
    select date_trunc('week', i.created_at at time zone 'UTC' - interval '4 hours')::date as week,
           case when i.stay_id is not null then 'booking' else i.source end as source
      from public.inquiries i, bounds b
     where i.created_at >= ((b.last_week - 7 * (b.weeks - 1))::timestamp + interval '4 hours') at time zone 'UTC'
       and i.created_at < ((b.last_week + 7)::timestamp + interval '4 hours') at time zone 'UTC'
  )
  select w.week, s.source, count(l.week)::integer
    from weeks w
   cross join sources s
    left join leads l on l.week = w.week and l.source = s.source
   where (select public.is_staff())
   group by w.week, s.source
   order by w.week, s.source;
$$;

-- How many leads made on or after p_since (an island day) are at each stage now, every stage present.
create function public.figure_lead_stages(p_since date)
  returns table (stage text, leads integer)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select s.stage, count(i.id)::integer
    from (values ('new'), ('contacted'), ('qualified'), ('won'), ('lost')) s (stage)
    left join public.inquiries i
      on i.stage = s.stage and i.created_at >= (p_since::timestamp + interval '4 hours') at time zone 'UTC'
   where (select public.is_staff())
   group by s.stage
   order by array_position(array['new', 'contacted', 'qualified', 'won', 'lost'], s.stage);
$$;

-- The p_limit listings (properties and villas) with the most leads made on or after p_since; ties by title.
create function public.figure_top_listings_by_leads(p_since date, p_limit integer)
  returns table (kind text, listing_id uuid, title text, leads integer)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with recent as (
    select i.property_id, i.rental_id from public.inquiries i
     where i.created_at >= (p_since::timestamp + interval '4 hours') at time zone 'UTC'
  ),
  counted as (
    select 'property'::text as kind, p.id, p.title, count(*)::integer as leads
      from recent r join public.properties p on p.id = r.property_id
     group by p.id, p.title
    union all
    select 'rental'::text, v.id, v.title, count(*)::integer
      from recent r join public.rentals v on v.id = r.rental_id
     group by v.id, v.title
  )
  select c.kind, c.id, c.title, c.leads from counted c
   where (select public.is_staff())
   order by c.leads desc, c.title, c.id
   limit least(greatest(coalesce(p_limit, 10), 1), 50);
$$;

-- Each published villa's nights in each of p_months calendar months from the one holding p_from: how many are
-- booked (a confirmed stay), held (an option still within its deadline) and blocked (an owner's or
-- maintenance block, an imported event) — what makes a night busy for the rental calendar and availability
-- (the rental_busy_dates view), each night counted once, by the strongest of the stays on it.
create function public.figure_occupancy(p_from date, p_months integer)
  returns table (rental_id uuid, title text, month date, nights integer, booked integer, held integer, blocked integer)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with months as (
    select (date_trunc('month', p_from::timestamp) + make_interval(months => g))::date as month
      from generate_series(0, least(greatest(coalesce(p_months, 6), 1), 24) - 1) g
  ),
  villas as (
    select r.id, r.title from public.rentals r where r.status = 'published' and (select public.is_staff())
  ),
  nights as (
    select v.id as rental_id, m.month, d::date as night
      from villas v
     cross join months m
     cross join generate_series(m.month::timestamp, (m.month + interval '1 month' - interval '1 day'), interval '1 day') d
  ),
  busy as (
    select n.rental_id, n.night,
           max(case s.status when 'confirmed' then 3 when 'option' then 2 else 1 end) as level
      from nights n
      join public.stays s
        on s.rental_id = n.rental_id and s.check_in <= n.night and s.check_out > n.night
       and s.status in ('option', 'confirmed', 'blocked', 'conflict')
       and (s.status <> 'option' or s.option_expires_at > now())
     group by n.rental_id, n.night
  )
  select v.id, v.title, n.month,
         count(*)::integer,
         count(*) filter (where b.level = 3)::integer,
         count(*) filter (where b.level = 2)::integer,
         count(*) filter (where b.level = 1)::integer
    from nights n
    join villas v on v.id = n.rental_id
    left join busy b on b.rental_id = n.rental_id and b.night = n.night
   group by v.id, v.title, n.month
   order by v.title, v.id, n.month;
$$;

-- The p_limit listings with the most page views from p_since to p_until (island days, inclusive).
create function public.figure_page_views_top(p_since date, p_until date, p_limit integer)
  returns table (kind text, listing_id uuid, title text, views integer)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with counted as (
    select pv.kind, pv.listing_id, sum(pv.views)::integer as views
      from public.page_views pv
     where pv.day between p_since and p_until
     group by pv.kind, pv.listing_id
  ),
  titled as (
    select c.kind, c.listing_id, coalesce(p.title, r.title) as title, c.views
      from counted c
      left join public.properties p on c.kind = 'property' and p.id = c.listing_id
      left join public.rentals r on c.kind = 'rental' and r.id = c.listing_id
  )
  select t.kind, t.listing_id, t.title, t.views from titled t
   where t.title is not null and (select public.is_staff())
   order by t.views desc, t.title, t.listing_id
   limit least(greatest(coalesce(p_limit, 10), 1), 50);
$$;

-- All listings' page views on each day from p_since to p_until (island days, inclusive), 0 on days without.
create function public.figure_page_views_daily(p_since date, p_until date)
  returns table (day date, views integer)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select d::date, coalesce(sum(pv.views), 0)::integer
    from generate_series(p_since::timestamp, least(p_until, p_since + 366)::timestamp, interval '1 day') d
    left join public.page_views pv on pv.day = d::date
   where (select public.is_staff())
   group by d
   order by d;
$$;

-- Staff call the figures (they return nothing to anyone else); Supabase grants execute to everyone by default.
revoke all on function public.figure_leads_per_week(date, integer), public.figure_lead_stages(date),
  public.figure_top_listings_by_leads(date, integer), public.figure_occupancy(date, integer),
  public.figure_page_views_top(date, date, integer), public.figure_page_views_daily(date, date)
  from public, anon;
grant execute on function public.figure_leads_per_week(date, integer), public.figure_lead_stages(date),
  public.figure_top_listings_by_leads(date, integer), public.figure_occupancy(date, integer),
  public.figure_page_views_top(date, date, integer), public.figure_page_views_daily(date, date)
  to authenticated, service_role;
