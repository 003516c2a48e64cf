/**
 * Tables only the embedded backend has: staff accounts with password hashes, and server-side sessions (with the
 * time each last gave its second factor).
 * On Supabase, GoTrue holds both, which is why these are not in supabase/migrations/. They live in the
 * private schema, which neither anon nor authenticated can reach; only the server (the owner) reads them.
 */
export const EMBEDDED_AUTH_SQL = /* sql */ `
create table if not exists app_private.staff_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null unique check (email = lower(email)),
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists app_private.sessions (
  -- sha256 of the token in the visitor's cookie: a copy of this table opens no session.
  id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- When this session last gave its second factor (docs/decisions/021-two-factor.md): null after the password
-- alone. The SQL executor's aal claim comes from it.
alter table app_private.sessions add column if not exists second_factor_at timestamptz;

create index if not exists sessions_user_idx on app_private.sessions (user_id);
create index if not exists sessions_expires_idx on app_private.sessions (expires_at);

-- The member a live session belongs to (embedded-auth.server.ts reads it on every staff request). A PL/pgSQL
-- function keeps its query's plan for the connection's life: planning these joins each time cost the embedded
-- database more than the rest of a staff page's reads together.
create or replace function app_private.live_staff_session(p_id text, p_idle_seconds integer)
returns table (
  user_id uuid, email text, name text, role text, last_seen_at timestamptz, second_factor_at timestamptz,
  enrolled boolean
)
  language plpgsql stable set search_path = ''
as $$
begin
  return query
    select s.user_id, a.email, m.name, m.role, s.last_seen_at, s.second_factor_at,
           exists (select 1 from app_private.staff_totp_factors f where f.user_id = s.user_id and f.confirmed_at is not null)
      from app_private.sessions s
      join app_private.staff_accounts a on a.user_id = s.user_id
      join public.staff_members m on m.user_id = s.user_id and m.deactivated_at is null
     where s.id = p_id and s.expires_at > now() and s.last_seen_at > now() - make_interval(secs => p_idle_seconds);
end;
$$;
revoke all on function app_private.live_staff_session(text, integer) from public;
`;
