-- The yield estimate in one pass (issue 33, item 2; docs/decisions/038-compare-yield-whatsapp.md).
--
-- property_rental_yield called app_private.rental_year once per comparable villa: a function with its own
-- search_path is never inlined, so each call planned and ran its own query, and a property page with a dozen
-- comparables spent some 20 ms in the database (the bench's property page: 18 requests a second on PGlite).
-- app_private.rentals_year takes the villas as an array and reads their stays in one query, grouped by villa;
-- rental_year is the same arithmetic for one villa, so the rule stays in one place. What the page shows does not
-- change.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- The villas' nights booked and gross rental income over [p_from, p_to), income in p_currency (whole units); a
-- villa with no stay in the window has no row.
create function app_private.rentals_year(p_rentals uuid[], p_from date, p_to date, p_currency text, p_rate numeric)
  returns table (rental_id uuid, nights integer, income numeric)
  language sql
  stable
  set search_path = ''
as $$
  with stays as (
    select s.rental_id,
           greatest(0, least(s.check_out, p_to) - greatest(s.check_in, p_from)) as inside,
           (s.check_out - s.check_in) as n,
           case when s.source = 'feed' then pa.amount / 100.0
                else coalesce((s.quote ->> 'accommodation')::numeric, 0) end as amount,
           case when s.source = 'feed' then pa.currency
                else coalesce(s.quote ->> 'currency', r.price_currency) end as currency
      from public.stays s
      join public.rentals r on r.id = s.rental_id
      left join public.homeowner_platform_amounts pa on pa.stay_id = s.id
     where s.rental_id = any (p_rentals)
       and s.check_in < p_to and s.check_out > p_from
       and ((s.source in ('website', 'staff') and s.status = 'confirmed')
         or (s.source = 'feed' and s.status <> 'cancelled'))
  )
  select st.rental_id,
         coalesce(sum(st.inside), 0)::integer,
         coalesce(sum(
           case when st.amount is null then 0
                when st.currency = p_currency then st.amount
                when st.currency = 'EUR' and p_currency = 'USD' then st.amount * p_rate
                else st.amount / p_rate end * st.inside / greatest(st.n, 1)), 0)
    from stays st
   group by st.rental_id;
$$;

revoke all on function app_private.rentals_year(uuid[], date, date, text, numeric) from public;

create or replace function app_private.rental_year(p_rental uuid, p_from date, p_to date, p_currency text, p_rate numeric)
  returns table (nights integer, income numeric)
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(max(y.nights), 0)::integer, coalesce(max(y.income), 0)
    from app_private.rentals_year(array[p_rental], p_from, p_to, p_currency, p_rate) y;
$$;

create or replace function public.property_rental_yield(p_property uuid, p_today date) returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  v_property record;
  v_from date := (p_today - interval '12 months')::date;
  v_days integer;
  v_rate numeric;
  v_nights integer;
  v_income numeric;
  v_count integer;
begin
  select p.id, p.island, p.bedrooms, p.price_currency, p.rental_id into v_property
    from public.properties p
   where p.id = p_property and (p.status = 'published' or (select public.is_staff()));
  if not found or p_today is null then
    return null;
  end if;
  v_days := p_today - v_from;
  select coalesce((select c.eur_usd_rate from public.currency_settings c where c.id), 1.08) into v_rate;

  if v_property.rental_id is not null then
    select y.nights, y.income into v_nights, v_income
      from app_private.rental_year(v_property.rental_id, v_from, p_today, v_property.price_currency, v_rate) y;
    if v_nights > 0 then
      return jsonb_build_object(
        'basis', 'rental', 'from', v_from, 'to', p_today, 'days', v_days, 'nights', v_nights,
        'income', round(v_income)::bigint, 'currency', v_property.price_currency, 'comparables', 0);
    end if;
  end if;

  select count(*)::integer, round(avg(y.nights))::integer, round(avg(y.income))
    into v_count, v_nights, v_income
    from app_private.rentals_year(
           array(select r.id from public.rentals r
                  where r.status = 'published' and r.island = v_property.island
                    and r.bedrooms = v_property.bedrooms and r.id is distinct from v_property.rental_id),
           v_from, p_today, v_property.price_currency, v_rate) y
   where y.nights > 0;
  if v_count < 2 then
    return null;
  end if;
  return jsonb_build_object(
    'basis', 'estimate', 'from', v_from, 'to', p_today, 'days', v_days, 'nights', v_nights,
    'income', round(v_income)::bigint, 'currency', v_property.price_currency, 'comparables', v_count);
end;
$$;
