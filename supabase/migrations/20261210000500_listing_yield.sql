-- Yield on sale pages (issue 31, item 6; docs/decisions/038-compare-yield-whatsapp.md).
--
-- 1. properties.rental_id: staff link a sale property to its rental listing when the house is both (one rental
--    per property, at most).
-- 2. property_rental_yield(property, today): the last twelve months of a published property's villa, or of its
--    comparables, as one jsonb value for its page:
--      basis 'rental'    — the linked villa's own: nights booked (its guests' confirmed stays and the platforms'
--                          stays, the nights that fall in the window), occupancy (nights / days of the window),
--                          and gross rental income (a stay's accommodation as quoted, or what the platform paid
--                          out, pro rata of its nights in the window);
--      basis 'estimate'  — without a link (or a villa with nothing booked): the averages of the published villas
--                          on the same island with the same number of bedrooms that had nights booked in the
--                          window, when there are at least two of them (one villa's own figures are never shown
--                          as an estimate of another's);
--      null              — neither, or a property visitors do not see (staff see any).
--    Amounts are whole units in the property's currency: other currencies converted at the agency's rate
--    (currency_settings), like the site's converted prices. Security definer: visitors never read the stays.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

alter table public.properties
  add column rental_id uuid references public.rentals (id) on delete set null;

create unique index properties_rental_id_key on public.properties (rental_id) where rental_id is not null;

-- One villa's nights booked and gross rental income over [p_from, p_to), income in p_currency (whole units).
create function app_private.rental_year(p_rental uuid, p_from date, p_to date, p_currency text, p_rate numeric)
  returns table (nights integer, income numeric)
  language sql
  stable
  set search_path = ''
as $$
  with stays as (
    select greatest(0, least(s.check_out, p_to) - greatest(s.check_in, p_from)) as inside,
           (s.check_out - s.check_in) as n,
           case when s.source = 'feed' then pa.amount / 100.0
                else coalesce((s.quote ->> 'accommodation')::numeric, 0) end as amount,
           case when s.source = 'feed' then pa.currency
                else coalesce(s.quote ->> 'currency', r.price_currency) end as currency
      from public.stays s
      join public.rentals r on r.id = s.rental_id
      left join public.homeowner_platform_amounts pa on pa.stay_id = s.id
     where s.rental_id = p_rental
       and s.check_in < p_to and s.check_out > p_from
       and ((s.source in ('website', 'staff') and s.status = 'confirmed')
         or (s.source = 'feed' and s.status <> 'cancelled'))
  )
  select coalesce(sum(st.inside), 0)::integer,
         coalesce(sum(
           case when st.amount is null then 0
                when st.currency = p_currency then st.amount
                when st.currency = 'EUR' and p_currency = 'USD' then st.amount * p_rate
                else st.amount / p_rate end * st.inside / greatest(st.n, 1)), 0)
    from stays st;
$$;

revoke all on function app_private.rental_year(uuid, date, date, text, numeric) from public;

create function public.property_rental_yield(p_property uuid, p_today date) returns jsonb
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
    from public.rentals r
    cross join lateral app_private.rental_year(r.id, v_from, p_today, v_property.price_currency, v_rate) y
   where r.status = 'published' and r.island = v_property.island and r.bedrooms = v_property.bedrooms
     and r.id is distinct from v_property.rental_id
     and y.nights > 0;
  if v_count < 2 then
    return null;
  end if;
  return jsonb_build_object(
    'basis', 'estimate', 'from', v_from, 'to', p_today, 'days', v_days, 'nights', v_nights,
    'income', round(v_income)::bigint, 'currency', v_property.price_currency, 'comparables', v_count);
end;
$$;

revoke all on function public.property_rental_yield(uuid, date) from public;
grant execute on function public.property_rental_yield(uuid, date) to anon, authenticated, service_role;
