-- Similar homes (issue 31, item 2; docs/decisions/036-private-listings.md, "Similar homes").
--
-- similar_properties(id, n) and similar_rentals(id, n): up to n published listings of the same kind nearest the
-- page's own, in one query, by the rules of app/domain/listings/similar.ts (a test holds the two together):
--   score = 1000 if another island + 50 if another type (properties) + 100 × |Δ bedrooms| + 100 × |Δ price band|,
--   lowest first, then the nearer normalised price (US dollars), then the id. A price band is the number of the
--   thresholds below at or under the price (width_bucket).
-- Never the page's own listing, never one that is not published (a private, draft or archived one): the candidates
-- are read with `status = 'published'`, exactly the rows the visitors' policy shows. The functions are security
-- definer only so that a private listing's share page (whose listing visitors cannot read) gets its similar homes
-- too: the page's own listing is read when published or private, and gives nothing but the order.
--
-- Fast at 100,000 listings: the nearest rows (same island, and the same bedrooms within one band either side, or one
-- bedroom either side in the same band — every one scores at most 150, every other at least 200) come from one
-- index on (island, bedrooms, price); only when fewer than n are near does the query score every published row.
-- Each call is planned for its own island, bedrooms and prices (plan_cache_mode): a generic plan would not know how
-- few rows are near.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create index properties_similar_idx on public.properties (island, bedrooms, price_usd)
  include (property_type, status) where status = 'published';
create index rentals_similar_idx on public.rentals (island, bedrooms, daily_rate_usd)
  include (status) where status = 'published';

-- The thresholds of the price bands, in whole US dollars (app/domain/listings/similar.ts PRICE_BANDS).
create function app_private.similar_property_bands() returns bigint[]
  language sql immutable set search_path = ''
as $$ select array[500000, 1000000, 2000000, 3500000, 5000000, 7500000, 10000000, 15000000, 25000000, 50000000]::bigint[] $$;

create function app_private.similar_rental_bands() returns bigint[]
  language sql immutable set search_path = ''
as $$ select array[300, 600, 1000, 1500, 2500, 4000, 6000, 10000, 20000]::bigint[] $$;

create function public.similar_properties(p_id uuid, p_limit integer default 4) returns setof public.properties
  language plpgsql stable security definer set search_path = '' set plan_cache_mode = 'force_custom_plan'
as $$
declare
  me public.properties;
  bands constant bigint[] := app_private.similar_property_bands();
  band integer;
  wanted integer := least(greatest(coalesce(p_limit, 4), 0), 12);
  near integer;
begin
  select p.* into me from public.properties p where p.id = p_id and p.status in ('published', 'private');
  if not found or wanted = 0 then
    return;
  end if;
  band := width_bucket(me.price_usd, bands);
  -- The near ones: their bounds are the bands' (band k holds [bands[k], bands[k + 1]), 0 below the first).
  return query
    select p.* from public.properties p
     where p.status = 'published' and p.id <> me.id and p.island = me.island
       and ((p.bedrooms = me.bedrooms
             and p.price_usd >= coalesce(bands[band - 1], 0)
             and p.price_usd < coalesce(bands[band + 2], 9223372036854775807))
         or (p.bedrooms in (me.bedrooms - 1, me.bedrooms + 1)
             and p.price_usd >= coalesce(bands[band], 0)
             and p.price_usd < coalesce(bands[band + 1], 9223372036854775807)))
     order by (case when p.property_type = me.property_type then 0 else 50 end)
              + 100 * abs(p.bedrooms - me.bedrooms)
              + 100 * abs(width_bucket(p.price_usd, bands) - band),
              abs(p.price_usd - me.price_usd), p.id
     limit wanted;
  get diagnostics near = row_count;
  if near >= wanted then
    return;
  end if;
  -- Too few near: every published one, by the same score, after those already given (all of which rank first).
  return query
    select q.* from (
      select p.* from public.properties p
       where p.status = 'published' and p.id <> me.id
       order by (case when p.island = me.island then 0 else 1000 end)
                + (case when p.property_type = me.property_type then 0 else 50 end)
                + 100 * abs(p.bedrooms - me.bedrooms)
                + 100 * abs(width_bucket(p.price_usd, bands) - band),
                abs(p.price_usd - me.price_usd), p.id
       limit wanted) q
    offset near;
end;
$$;

create function public.similar_rentals(p_id uuid, p_limit integer default 4) returns setof public.rentals
  language plpgsql stable security definer set search_path = '' set plan_cache_mode = 'force_custom_plan'
as $$
declare
  me public.rentals;
  bands constant bigint[] := app_private.similar_rental_bands();
  band integer;
  wanted integer := least(greatest(coalesce(p_limit, 4), 0), 12);
  near integer;
begin
  select r.* into me from public.rentals r where r.id = p_id and r.status = 'published';
  if not found or wanted = 0 then
    return;
  end if;
  band := width_bucket(me.daily_rate_usd, bands);
  return query
    select r.* from public.rentals r
     where r.status = 'published' and r.id <> me.id and r.island = me.island
       and ((r.bedrooms = me.bedrooms
             and r.daily_rate_usd >= coalesce(bands[band - 1], 0)
             and r.daily_rate_usd < coalesce(bands[band + 2], 9223372036854775807))
         or (r.bedrooms in (me.bedrooms - 1, me.bedrooms + 1)
             and r.daily_rate_usd >= coalesce(bands[band], 0)
             and r.daily_rate_usd < coalesce(bands[band + 1], 9223372036854775807)))
     order by 100 * abs(r.bedrooms - me.bedrooms) + 100 * abs(width_bucket(r.daily_rate_usd, bands) - band),
              abs(r.daily_rate_usd - me.daily_rate_usd), r.id
     limit wanted;
  get diagnostics near = row_count;
  if near >= wanted then
    return;
  end if;
  return query
    select q.* from (
      select r.* from public.rentals r
       where r.status = 'published' and r.id <> me.id
       order by (case when r.island = me.island then 0 else 1000 end)
                + 100 * abs(r.bedrooms - me.bedrooms)
                + 100 * abs(width_bucket(r.daily_rate_usd, bands) - band),
                abs(r.daily_rate_usd - me.daily_rate_usd), r.id
       limit wanted) q
    offset near;
end;
$$;

revoke all on function app_private.similar_property_bands(), app_private.similar_rental_bands() from public;
revoke all on function public.similar_properties(uuid, integer), public.similar_rentals(uuid, integer)
  from public, anon, authenticated;
grant execute on function public.similar_properties(uuid, integer), public.similar_rentals(uuid, integer)
  to anon, authenticated, service_role;
