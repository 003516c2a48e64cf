-- The date search in one pass (issue 33, item 2; docs/decisions/013-listing-queries-at-scale.md).
--
-- available_rentals probed villa after villa: for each published villa, its busy dates (the stays_busy_idx
-- GiST index on the villa and the dates), then its seasons. A page stopped once it had its rows, which is quick
-- while most villas are free; for dates most villas are taken (the high season, 20,000 villas with a year of
-- stays) a page probed every villa to find a few, and the count did the same: 1.1–1.6 s on PGlite each, and the
-- bench's date search answered 0–1 request a second at 100,000 listings.
--
-- Now each rule is one set, read once per statement, from indexes on the dates alone: the villas with a busy
-- night in the stay, and the villas one of whose seasons refuses it (a longer minimum, another arrival day). The
-- villa list keeps only published villas in neither set (NOT IN over a hashed subplan: one hash, then one probe
-- a villa), so a page still stops at its rows and the count reads each set once. The villa's own minimum, which
-- only a stay shorter than it needs, stays a per-villa sum of the seasons it touches.
--
-- Seasons are read through rental_season_rules, as stays through rental_busy_dates: a view run with its
-- owner's rights, so the dates' index serves the set (row level security would put its per-row check before any
-- non-leakproof condition such as a range overlap, and read every season). It shows the rules row level security
-- already lets anyone read (those of published villas), and no more.
--
-- What the search finds does not change: the same rules as app/domain/booking/quote.ts, held together by the
-- same tests. Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL
-- and PGlite.

create index stays_busy_dates_idx on public.stays using gist (daterange(check_in, check_out))
  where status in ('option', 'confirmed', 'blocked', 'conflict');

create index rental_seasons_dates_idx on public.rental_seasons using gist (daterange(start_date, end_date, '[]'));

-- The count reads every published villa's id and own minimum, from the index alone.
create index rentals_published_min_stay_created_idx on public.rentals (created_at, id) include (min_stay_days)
  where status = 'published';

create view public.rental_season_rules as
  select z.rental_id, z.start_date, z.end_date, z.min_nights, z.arrival_days
    from public.rental_seasons z
   where exists (select 1 from public.rentals r where r.id = z.rental_id and r.status = 'published');

revoke all on table public.rental_season_rules from public, anon, authenticated;
grant select on table public.rental_season_rules to anon, authenticated, service_role;

create or replace function public.available_rentals(p_check_in date, p_check_out date) returns setof public.rentals
  language sql stable
as $$
  select r.* from public.rentals r
   where r.status = 'published'
     and p_check_out > p_check_in
     and r.id not in (
       select b.rental_id from public.rental_busy_dates b
        where daterange(b.check_in, b.check_out) && daterange(p_check_in, p_check_out))
     and r.id not in (
       select z.rental_id from public.rental_season_rules z
        where daterange(z.start_date, z.end_date, '[]') && daterange(p_check_in, p_check_out)
          and (z.min_nights > p_check_out - p_check_in
               or (z.arrival_days is not null and p_check_in between z.start_date and z.end_date
                   and not (extract(isodow from p_check_in)::integer = any (z.arrival_days)))))
     and (r.min_stay_days <= p_check_out - p_check_in
          or (select coalesce(sum(least(z.end_date + 1, p_check_out) - greatest(z.start_date, p_check_in)), 0)
                from public.rental_seasons z
               where z.rental_id = r.id
                 and daterange(z.start_date, z.end_date, '[]') && daterange(p_check_in, p_check_out))
             = p_check_out - p_check_in)
$$;
