/**
 * What a plain PostgreSQL (or PGlite) lacks that Supabase provides, so the migrations in
 * supabase/migrations/ apply unchanged and their row level security guards the embedded backend too:
 * the roles anon and authenticated, the auth schema with auth.users, auth.uid(), auth.jwt() and an empty
 * auth.mfa_factors, and a private schema for the embedded backend's own bookkeeping. Idempotent: it runs at
 * every start-up.
 */
export const BOOTSTRAP_SQL = /* sql */ `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- The connecting user switches to these roles per request (set_config('role', ...)); service_role is
  -- what the server's background jobs act as.
  begin
    execute format('grant anon, authenticated, service_role to %I', current_user);
  exception when others then
    raise notice 'could not grant anon/authenticated to %: %', current_user, sqlerrm;
  end;
end
$$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  created_at timestamptz not null default now()
);

-- As on Supabase: the signed-in user's id from the JWT claims of the current transaction.
create or replace function auth.uid() returns uuid
  language sql stable
as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$fn$;

create or replace function auth.role() returns text
  language sql stable
as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$fn$;

-- As on Supabase: every claim of the current transaction's JWT (the policies read 'aal': two-factor sign-in).
create or replace function auth.jwt() returns jsonb
  language sql stable
as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$fn$;

grant execute on function auth.uid() to anon, authenticated;
grant execute on function auth.role() to anon, authenticated;
grant execute on function auth.jwt() to anon, authenticated;

-- Where GoTrue keeps its second factors on Supabase (the columns the policies read). The embedded capabilities keeps
-- its own in app_private.staff_totp_factors and leaves this table empty: it exists so that the one rule of
-- public.staff_role() reads the same on both, and so that tests can play GoTrue's part.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  factor_type text not null default 'totp',
  status text not null check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create schema if not exists app_private;
revoke all on schema app_private from public;

create table if not exists app_private.schema_migrations (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
);
`;
