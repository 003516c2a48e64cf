-- Two-factor sign-in for staff (issue 25, item 7; docs/decisions/021-two-factor.md).
--
-- 1. A session counts for staff work only with the second factor its member needs: owners and admins always
--    need one, any member who added one needs it. The JWT's `aal` claim says whether the session gave it
--    (GoTrue sets it on Supabase; the embedded backend's SQL executor sets it from its session row), and
--    staff_role() — so is_staff() and every policy that asks either — now refuses an `aal1` session of such a
--    member. A phished password alone opens nothing through PostgREST either.
-- 2. The embedded backend's TOTP factors (on Supabase GoTrue keeps them, in auth.mfa_factors): the secret, when
--    it was confirmed, and the time step of the last code accepted (a code is never accepted twice).
-- 3. Recovery codes (GoTrue has none): ten per member, only their SHA-256 kept, each usable once.
-- 4. The codes already accepted on Supabase, for two minutes (GoTrue accepts a code again with a new challenge).
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- The factors and codes
-- ---------------------------------------------------------------------------------------------
create table app_private.staff_totp_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- Base32 (RFC 4648) of 160 random bits, as the member's authenticator app holds it.
  secret text not null check (secret ~ '^[A-Z2-7]{32}$'),
  created_at timestamptz not null default now(),
  -- Null while the member has not yet entered a first code from their app.
  confirmed_at timestamptz,
  -- Unix time / 30 of the last code accepted: a code of that step or an earlier one is refused (RFC 6238 §5.2).
  last_time_step bigint
);
-- At most one confirmed factor, and one enrolment under way, per member.
create unique index staff_totp_factors_confirmed_idx on app_private.staff_totp_factors (user_id) where confirmed_at is not null;
create unique index staff_totp_factors_pending_idx on app_private.staff_totp_factors (user_id) where confirmed_at is null;

create table app_private.staff_recovery_codes (
  user_id uuid not null references auth.users (id) on delete cascade,
  -- SHA-256 (hex) of the normalised code: a copy of this table opens nothing.
  digest text not null check (digest ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  used_at timestamptz,
  primary key (user_id, digest)
);

create table app_private.staff_used_second_factor_codes (
  user_id uuid not null references auth.users (id) on delete cascade,
  digest text not null check (digest ~ '^[0-9a-f]{64}$'),
  used_at timestamptz not null default now(),
  primary key (user_id, digest)
);

revoke all on table app_private.staff_totp_factors, app_private.staff_recovery_codes,
  app_private.staff_used_second_factor_codes from public;

-- ---------------------------------------------------------------------------------------------
-- The rule: who needs a second factor, and whether this session gave it
-- ---------------------------------------------------------------------------------------------

-- The roles that must have a second factor (app/domain/staff/two-factor.ts says the same; a test compares them).
create function public.staff_role_requires_second_factor(p_role text) returns boolean
  language sql immutable set search_path = ''
as $$
  select coalesce(p_role in ('owner', 'admin'), false);
$$;

-- Whether a member has a confirmed second factor: the embedded backend's, or GoTrue's on Supabase.
create function app_private.has_second_factor(p_user_id uuid) returns boolean
  language sql stable set search_path = ''
as $$
  select exists (select 1 from app_private.staff_totp_factors where user_id = p_user_id and confirmed_at is not null)
      or exists (select 1 from auth.mfa_factors where user_id = p_user_id and status = 'verified');
$$;

-- Whether the current session gave its second factor (the JWT's claim).
create function app_private.session_is_aal2() returns boolean
  language sql stable set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2';
$$;

revoke all on function app_private.has_second_factor(uuid), app_private.session_is_aal2() from public;

-- The caller's role: an active member whose session gave the second factor they need; null otherwise.
create or replace function public.staff_role() returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select m.role
    from public.staff_members m
   where m.user_id = auth.uid() and m.deactivated_at is null
     and (app_private.session_is_aal2()
          or not (public.staff_role_requires_second_factor(m.role) or app_private.has_second_factor(m.user_id)));
$$;

-- An active member with the second factor their account needs: the same rule, once.
create or replace function public.is_staff() returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select public.staff_role() is not null;
$$;

-- ---------------------------------------------------------------------------------------------
-- Recovery codes and used codes, for the signed-in member (both backends call these)
-- ---------------------------------------------------------------------------------------------

-- An active member (any assurance level): the caller of the functions a password-only session may use.
create function app_private.active_member() returns boolean
  language sql stable set search_path = ''
as $$
  select exists (select 1 from public.staff_members where user_id = auth.uid() and deactivated_at is null);
$$;
revoke all on function app_private.active_member() from public;

-- Replaces the caller's recovery codes with ten new ones (their digests). Only in a session that gave the
-- second factor, by a member who has one.
create function public.replace_staff_recovery_codes(p_digests text[]) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not ((select public.is_staff()) and app_private.session_is_aal2() and app_private.has_second_factor(auth.uid())) then
    raise exception 'Recovery codes need a session that gave its second factor' using errcode = 'insufficient_privilege';
  end if;
  if coalesce(cardinality(p_digests), 0) <> 10
     or exists (select 1 from unnest(p_digests) d where d is null or d !~ '^[0-9a-f]{64}$')
     or (select count(distinct d) from unnest(p_digests) d) <> 10 then
    raise exception 'Ten distinct recovery code digests are needed' using errcode = 'invalid_parameter_value';
  end if;
  delete from app_private.staff_recovery_codes where user_id = auth.uid();
  insert into app_private.staff_recovery_codes (user_id, digest) select auth.uid(), d from unnest(p_digests) d;
  return 10;
end;
$$;

-- Uses one of the caller's recovery codes: true the first time, false ever after (or for a wrong one). A
-- password-only session may: that is what a recovery code is for.
create function public.use_staff_recovery_code(p_digest text) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not app_private.active_member() then
    return false;
  end if;
  update app_private.staff_recovery_codes
     set used_at = now()
   where user_id = auth.uid() and digest = p_digest and used_at is null;
  return found;
end;
$$;

-- How many of the caller's recovery codes are left.
create function public.staff_recovery_codes_left() returns integer
  language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from app_private.staff_recovery_codes
   where user_id = auth.uid() and used_at is null and app_private.active_member();
$$;

-- Claims a code for the caller before it is checked: true once, false for a code claimed in the last two
-- minutes (longer than a code lives: 30 s and one step either side).
create function public.claim_second_factor_code(p_digest text) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  claimed integer;
begin
  if not app_private.active_member() or coalesce(p_digest, '') !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  delete from app_private.staff_used_second_factor_codes
   where user_id = auth.uid() and used_at < now() - interval '2 minutes';
  insert into app_private.staff_used_second_factor_codes (user_id, digest) values (auth.uid(), p_digest)
    on conflict do nothing;
  get diagnostics claimed = row_count;
  return claimed = 1;
end;
$$;

-- Forgets a member's second factor (the embedded backend's factor and every recovery code): the member
-- themselves in a session that gave it, or the server's service role (an owner's reset, a used recovery code).
create function public.clear_staff_second_factor(p_user_id uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not (coalesce((select auth.role()), '') = 'service_role'
          or (p_user_id = auth.uid() and app_private.active_member() and app_private.session_is_aal2())) then
    raise exception 'Only the member, with their second factor, or the server may remove it'
      using errcode = 'insufficient_privilege';
  end if;
  delete from app_private.staff_totp_factors where user_id = p_user_id;
  delete from app_private.staff_recovery_codes where user_id = p_user_id;
end;
$$;

-- Supabase grants execute on new functions to everyone by default; say exactly who may call what.
revoke all on function public.staff_role_requires_second_factor(text), public.replace_staff_recovery_codes(text[]),
  public.use_staff_recovery_code(text), public.staff_recovery_codes_left(), public.claim_second_factor_code(text),
  public.clear_staff_second_factor(uuid) from public, anon;
grant execute on function public.staff_role_requires_second_factor(text), public.replace_staff_recovery_codes(text[]),
  public.use_staff_recovery_code(text), public.staff_recovery_codes_left(), public.claim_second_factor_code(text),
  public.clear_staff_second_factor(uuid) to authenticated;
grant execute on function public.staff_role_requires_second_factor(text), public.clear_staff_second_factor(uuid)
  to service_role;
