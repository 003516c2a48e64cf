-- Similar homes and the yield estimate from the index alone (issue 33, item 2; docs/decisions/047-listing-queries-at-scale.md;
-- 036-private-listings.md, "Similar homes"; 038-compare-yield-whatsapp.md).
--
-- At 100,000 listings a property page spent some 30 ms of the database on its similar homes and 35 ms on the yield
-- estimate (the bench's property page: 15 requests a second on PGlite, against 35 at 1,000). Both read the heap:
-- the similar homes fetched every near row whole (a couple of thousand, descriptions and photos included) to sort
-- them and keep four; the estimate fetched each comparable villa's row for its id alone.
--
-- The indexes of …_similar_homes.sql now carry the id too, so:
-- - the similar homes rank the near rows from the index alone (one range scan for the same bedrooms, one for a
--   bedroom either side, instead of an OR that only a bitmap of heap rows could answer) and read only the rows
--   they keep;
-- - the estimate's comparable villas are an index-only scan.
-- A plan no longer has to be made per call (plan_cache_mode is gone): both ranges are index scans whatever the
-- island, bedrooms and prices. Measured on PGlite at 100,000 listings (60 listings): similar properties p50 29 → 7 ms,
-- similar rentals 6 → 2 ms, the estimate 35 → 4 ms; the same homes, in the same order.
--
-- What the pages show does not change: the rules stay those of app/domain/listings/similar.ts (a test holds the two
-- together). Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL
-- and PGlite.

drop index public.properties_similar_idx;
create index properties_similar_idx on public.properties (island, bedrooms, price_usd)
  include (property_type, status, id) where status = 'published';
drop index public.rentals_similar_idx;
create index rentals_similar_idx on public.rentals (island, bedrooms, daily_rate_usd)
  include (status, id) where status = 'published';

-- The near rows are ranked by their ids and the columns the score needs; the rows kept are read after. Too few
-- near: every published one, by the same score, after those already given (all of which rank first).
create or replace function public.similar_properties(p_id uuid, p_limit integer default 4) returns setof public.properties
  language plpgsql stable security definer set search_path = ''
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
  return query
    select p.* from (
      select c.id,
             (case when c.property_type = me.property_type then 0 else 50 end)
               + 100 * abs(c.bedrooms - me.bedrooms) + 100 * abs(width_bucket(c.price_usd, bands) - band) as score,
             abs(c.price_usd - me.price_usd) as gap
        from (select q.id, q.bedrooms, q.price_usd, q.property_type from public.properties q
               where q.status = 'published' and q.island = me.island and q.bedrooms = me.bedrooms
                 and q.price_usd >= coalesce(bands[band - 1], 0)
                 and q.price_usd < coalesce(bands[band + 2], 9223372036854775807)
              union all
              select q.id, q.bedrooms, q.price_usd, q.property_type from public.properties q
               where q.status = 'published' and q.island = me.island
                 and q.bedrooms in (me.bedrooms - 1, me.bedrooms + 1)
                 and q.price_usd >= coalesce(bands[band], 0)
                 and q.price_usd < coalesce(bands[band + 1], 9223372036854775807)) c
       where c.id <> me.id
       order by 2, 3, 1
       limit wanted) k
    join public.properties p on p.id = k.id
    order by k.score, k.gap, k.id;
  get diagnostics near = row_count;
  if near >= wanted then
    return;
  end if;
  return query
    select p.* from (
      select q.id,
             (case when q.island = me.island then 0 else 1000 end)
               + (case when q.property_type = me.property_type then 0 else 50 end)
               + 100 * abs(q.bedrooms - me.bedrooms)
               + 100 * abs(width_bucket(q.price_usd, bands) - band) as score,
             abs(q.price_usd - me.price_usd) as gap
        from public.properties q
       where q.status = 'published' and q.id <> me.id
       order by 2, 3, 1
       limit wanted - near offset near) k
    join public.properties p on p.id = k.id
    order by k.score, k.gap, k.id;
end;
$$;
create or replace function public.similar_rentals(p_id uuid, p_limit integer default 4) returns setof public.rentals
  language plpgsql stable security definer set search_path = ''
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
    select r.* from (
      select c.id,
             100 * abs(c.bedrooms - me.bedrooms) + 100 * abs(width_bucket(c.daily_rate_usd, bands) - band) as score,
             abs(c.daily_rate_usd - me.daily_rate_usd) as gap
        from (select q.id, q.bedrooms, q.daily_rate_usd from public.rentals q
               where q.status = 'published' and q.island = me.island and q.bedrooms = me.bedrooms
                 and q.daily_rate_usd >= coalesce(bands[band - 1], 0)
                 and q.daily_rate_usd < coalesce(bands[band + 2], 9223372036854775807)
              union all
              select q.id, q.bedrooms, q.daily_rate_usd from public.rentals q
               where q.status = 'published' and q.island = me.island
                 and q.bedrooms in (me.bedrooms - 1, me.bedrooms + 1)
                 and q.daily_rate_usd >= coalesce(bands[band], 0)
                 and q.daily_rate_usd < coalesce(bands[band + 1], 9223372036854775807)) c
       where c.id <> me.id
       order by 2, 3, 1
       limit wanted) k
    join public.rentals r on r.id = k.id
    order by k.score, k.gap, k.id;
  get diagnostics near = row_count;
  if near >= wanted then
    return;
  end if;
  return query
    select r.* from (
      select q.id,
             (case when q.island = me.island then 0 else 1000 end)
               + 100 * abs(q.bedrooms - me.bedrooms)
               + 100 * abs(width_bucket(q.daily_rate_usd, bands) - band) as score,
             abs(q.daily_rate_usd - me.daily_rate_usd) as gap
        from public.rentals q
       where q.status = 'published' and q.id <> me.id
       order by 2, 3, 1
       limit wanted - near offset near) k
    join public.rentals r on r.id = k.id
    order by k.score, k.gap, k.id;
end;
$$;
