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
`;
