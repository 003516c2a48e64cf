-- Prices in dollars or euros (issue 14, item 5; docs/decisions/008-currency.md).
--
-- A listing keeps its own price in its own currency (staff pick USD or EUR): properties.price, and for a
-- villa its daily_rate, security deposit and seasonal rates, all in rentals.price_currency. Beside each price
-- the database keeps a normalised amount in whole US dollars (price_usd, daily_rate_usd), which the public
-- price filters and the price sort read — so a band asked for in euros is translated once into dollars and
-- stays served by an index, whatever currency each listing is priced in.
--
-- What the database guarantees rather than the app: the normalised amount is always the listing's price at
-- the current rate — recomputed on every insert and update of a listing (whatever the client sent), and for
-- every euro listing when staff change the rate; each change of the rate is recorded with who and when.
-- Rounding: round(amount × rate) to whole dollars, half away from zero (app/domain/currency/currency.ts does the same
-- in exact integer arithmetic, so filters translated there meet the stored amounts exactly).
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- The exchange rate: one row, read by everyone (visitors see converted prices), changed by staff.
-- ---------------------------------------------------------------------------------------------
create table public.currency_settings (
  id boolean primary key default true check (id),
  -- US dollars for one euro. A provider can be plugged in later; nothing here calls the internet.
  eur_usd_rate numeric(12, 6) not null default 1.08 check (eur_usd_rate > 0 and eur_usd_rate < 100),
  rate_set_at timestamptz not null default now(),
  rate_set_by uuid references auth.users (id) on delete set null,
  -- Who, in words (the e-mail of the signed-in staff member, as stay_events.actor has it).
  rate_set_by_actor text not null default 'System'
);
insert into public.currency_settings default values;

-- Who set the rate and when are the database's to say, never the client's.
create function public.stamp_exchange_rate() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
begin
  new.rate_set_at := now();
  new.rate_set_by := auth.uid();
  new.rate_set_by_actor := coalesce(
    nullif(claims ->> 'email', ''),
    case when new.rate_set_by is not null then 'Staff' else 'System' end
  );
  return new;
end;
$$;

create trigger currency_settings_stamp before update on public.currency_settings
  for each row execute function public.stamp_exchange_rate();

-- Every change of the rate, newest last (staff read it on the settings page).
create table public.exchange_rate_changes (
  id bigint generated always as identity primary key,
  eur_usd_rate numeric(12, 6) not null,
  previous_rate numeric(12, 6),
  set_at timestamptz not null default now(),
  set_by uuid references auth.users (id) on delete set null,
  actor text not null
);

create index exchange_rate_changes_set_at_idx on public.exchange_rate_changes (set_at, id);

-- ---------------------------------------------------------------------------------------------
-- Each listing's currency and its normalised amount in US dollars.
-- ---------------------------------------------------------------------------------------------
alter table public.properties
  add column price_currency text not null default 'USD' check (price_currency in ('USD', 'EUR')),
  -- bigint like price: integer comparisons are leakproof, so the filters keep their indexes under RLS.
  add column price_usd bigint not null default 0 check (price_usd >= 0);

alter table public.rentals
  -- The currency of daily_rate, security_deposit and every rental_seasons.nightly_rate of the villa.
  add column price_currency text not null default 'USD' check (price_currency in ('USD', 'EUR')),
  add column daily_rate_usd bigint not null default 0 check (daily_rate_usd >= 0);

-- Existing listings are in dollars: their normalised amount is their price. Filling the new column is not
-- an edit of the listing, so updated_at (the sitemap's lastmod) is left alone.
alter table public.properties disable trigger properties_set_updated_at;
update public.properties set price_usd = price;
alter table public.properties enable trigger properties_set_updated_at;
alter table public.rentals disable trigger rentals_set_updated_at;
update public.rentals set daily_rate_usd = daily_rate;
alter table public.rentals enable trigger rentals_set_updated_at;

-- A listing's amounts re-normalised after a change of the rate are not edits either: the function that
-- does it raises this flag for its own transaction (same body as before otherwise).
create or replace function public.set_updated_at() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if current_setting('app.price_resync', true) = 'on' then
    return new;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create function public.normalise_property_price() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  rate numeric := 1;
begin
  if new.price_currency <> 'USD' then
    select s.eur_usd_rate into strict rate from public.currency_settings s where s.id;
  end if;
  new.price_usd := round(new.price * rate)::bigint;
  return new;
end;
$$;

create function public.normalise_rental_rate() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  rate numeric := 1;
begin
  if new.price_currency <> 'USD' then
    select s.eur_usd_rate into strict rate from public.currency_settings s where s.id;
  end if;
  new.daily_rate_usd := round(new.daily_rate * rate)::bigint;
  return new;
end;
$$;

create trigger properties_normalise_price before insert or update on public.properties
  for each row execute function public.normalise_property_price();
create trigger rentals_normalise_rate before insert or update on public.rentals
  for each row execute function public.normalise_rental_rate();

-- A new rate: record it, and re-normalise every euro listing (as the owner: all of them, drafts included).
create function public.exchange_rate_changed() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.exchange_rate_changes (eur_usd_rate, previous_rate, set_at, set_by, actor)
  values (new.eur_usd_rate, old.eur_usd_rate, new.rate_set_at, new.rate_set_by, new.rate_set_by_actor);
  perform set_config('app.price_resync', 'on', true);
  update public.properties set price_usd = round(price * new.eur_usd_rate)::bigint where price_currency = 'EUR';
  update public.rentals set daily_rate_usd = round(daily_rate * new.eur_usd_rate)::bigint where price_currency = 'EUR';
  perform set_config('app.price_resync', '', true);
  return null;
end;
$$;

create trigger currency_settings_rate_changed after update on public.currency_settings
  for each row when (old.eur_usd_rate is distinct from new.eur_usd_rate)
  execute function public.exchange_rate_changed();

-- The public price filters and sort read the normalised amount: the indexes on the listing's own price
-- give way to the same indexes on it (see …_initial_schema.sql for why each is shaped as it is).
drop index if exists public.properties_published_price_idx;
drop index if exists public.properties_published_island_price_idx;
drop index if exists public.properties_published_type_price_idx;
drop index if exists public.properties_published_bedrooms_idx;
drop index if exists public.properties_published_bathrooms_idx;
create index properties_published_price_usd_idx on public.properties (price_usd, id) include (status) where status = 'published';
create index properties_published_island_price_usd_idx on public.properties (island, price_usd, id) include (status) where status = 'published';
create index properties_published_type_price_usd_idx on public.properties (property_type, price_usd, id) include (status) where status = 'published';
create index properties_published_bedrooms_usd_idx on public.properties (bedrooms, price_usd) include (status) where status = 'published';
create index properties_published_bathrooms_usd_idx on public.properties (bathrooms, price_usd) include (status) where status = 'published';
-- The re-normalisation after a change of the rate reads the euro listings only.
create index properties_eur_idx on public.properties (id) where price_currency = 'EUR';

drop index if exists public.rentals_published_rate_idx;
drop index if exists public.rentals_published_island_rate_idx;
drop index if exists public.rentals_published_bedrooms_idx;
drop index if exists public.rentals_published_guests_idx;
drop index if exists public.rentals_published_min_stay_idx;
create index rentals_published_rate_usd_idx on public.rentals (daily_rate_usd, id) include (status) where status = 'published';
create index rentals_published_island_rate_usd_idx on public.rentals (island, daily_rate_usd, id) include (status) where status = 'published';
create index rentals_published_bedrooms_usd_idx on public.rentals (bedrooms, daily_rate_usd) include (status) where status = 'published';
create index rentals_published_guests_usd_idx on public.rentals (max_guests, daily_rate_usd) include (status) where status = 'published';
create index rentals_published_min_stay_usd_idx on public.rentals (min_stay_days, daily_rate_usd) include (status) where status = 'published';
create index rentals_eur_idx on public.rentals (id) where price_currency = 'EUR';

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security
-- ---------------------------------------------------------------------------------------------
alter table public.currency_settings enable row level security;
alter table public.exchange_rate_changes enable row level security;

-- Supabase's default privileges grant everything on new tables: revoke, then grant what is used.
revoke all on table public.currency_settings, public.exchange_rate_changes from anon, authenticated;
grant select on table public.currency_settings to anon, authenticated;
-- Staff change the rate only; when and by whom is stamped by the trigger above.
grant update (eur_usd_rate) on table public.currency_settings to authenticated;
grant select on table public.exchange_rate_changes to authenticated;
-- The server's background jobs (the embedded backend's service role; Supabase's service_role has these).
grant select on table public.currency_settings to service_role;

create policy "currency_settings: anyone reads" on public.currency_settings
  for select to anon, authenticated using (true);
create policy "currency_settings: staff change" on public.currency_settings
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

create policy "exchange_rate_changes: staff read" on public.exchange_rate_changes
  for select to authenticated using ((select public.is_staff()));

-- Trigger functions are only ever run by their triggers.
revoke all on function public.stamp_exchange_rate(), public.normalise_property_price(), public.normalise_rental_rate(),
  public.exchange_rate_changed() from public, anon, authenticated;
