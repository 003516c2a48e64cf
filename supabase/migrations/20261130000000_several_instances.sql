-- Several server instances on one database (issue 16, items 2 and 3; docs/decisions/013-shared-limits.md).
--
-- 1. Rate limits and the sign-in throttle are counted here, so every instance sees the same counts: one
--    atomic upsert-and-count per hit (`rate_limit_hit`), a read without counting (`rate_limit_peek`) and a reset
--    (`rate_limit_reset`). The server calls them as the service role — through the SQL executor on PostgreSQL,
--    through PostgREST with SUPABASE_SERVICE_ROLE_KEY on Supabase; nobody else may (a visitor able to call
--    them could fill anyone's window). Keys are digests (SHA-256) made by the server: no address or e-mail
--    is stored. Closed windows are deleted by the next hits, a few at a time.
-- 2. A statement that changes what visitors see (listings, posts, a villa's calendar, seasons, terms, the
--    rate) notifies the channel `island_estates_public_changes` with the table's name, when its transaction
--    commits, and records that it did in `app_private.public_changes`. Every instance on PostgreSQL LISTENs
--    on the channel; on Supabase, where an app cannot LISTEN, every instance asks for the changes of the last
--    minute each second (`recent_public_changes`). Either way each empties its page and count caches
--    (app/server/db/public-changes.server.ts): a change made by another instance, a job or an operator in
--    psql shows everywhere within a second, and no code path can forget to say so.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- The embedded backend's bootstrap creates this schema; a Supabase project gets it here.
create schema if not exists app_private;
revoke all on schema app_private from public;

-- ---------------------------------------------------------------------------------------------
-- Rate limits: a window per key, opened by its first hit and lasting the limit's window; the hits in it.
-- ---------------------------------------------------------------------------------------------
create table app_private.rate_limits (
  key text primary key,
  hits integer not null check (hits > 0),
  window_ends_at timestamptz not null
);
create index rate_limits_window_ends_idx on app_private.rate_limits (window_ends_at);

-- Counts one hit on each key (within its window; a closed window starts again at 1). A key already at
-- p_limit is not counted further: its hits stay at p_limit + 1, so `hits <= p_limit` says whether this hit was
-- allowed. p_limit null: always counted (failed sign-ins). Keys are locked in order, so two calls with the
-- same keys in another order never deadlock.
create function public.rate_limit_hit(p_keys text[], p_window_ms integer, p_limit integer default null)
  returns table (key text, hits integer, retry_after_ms integer)
  language sql volatile security definer set search_path = ''
as $$
  delete from app_private.rate_limits r
   where r.key in (
     select c.key from app_private.rate_limits c
      where c.window_ends_at < now() - interval '1 minute'
      order by c.window_ends_at
      limit 100
        for update skip locked);

  insert into app_private.rate_limits as r (key, hits, window_ends_at)
  select k.key, 1, now() + make_interval(secs => greatest(p_window_ms, 1) / 1000.0)
    from (select distinct unnest(p_keys) as key) k
   order by k.key
  on conflict on constraint rate_limits_pkey do update
     set hits = case
                  when r.window_ends_at <= now() then 1
                  when p_limit is null then r.hits + 1
                  else least(r.hits + 1, p_limit + 1)
                end,
         window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
  returning r.key, r.hits, greatest(0, ceil(extract(epoch from r.window_ends_at - now()) * 1000))::integer;
$$;

-- The open windows among these keys, without counting a hit.
create function public.rate_limit_peek(p_keys text[])
  returns table (key text, hits integer, retry_after_ms integer)
  language sql stable security definer set search_path = ''
as $$
  select r.key, r.hits, greatest(0, ceil(extract(epoch from r.window_ends_at - now()) * 1000))::integer
    from app_private.rate_limits r
   where r.key = any(p_keys) and r.window_ends_at > now()
$$;

-- Forgets these keys' windows (a successful sign-in clears its e-mail's failures).
create function public.rate_limit_reset(p_keys text[]) returns void
  language sql volatile security definer set search_path = ''
as $$
  delete from app_private.rate_limits r where r.key = any(p_keys)
$$;

revoke all on table app_private.rate_limits from public;
-- Supabase grants execute on new functions to everyone by default: the service role only.
revoke all on function public.rate_limit_hit(text[], integer, integer), public.rate_limit_peek(text[]),
  public.rate_limit_reset(text[]) from public, anon, authenticated;
grant execute on function public.rate_limit_hit(text[], integer, integer), public.rate_limit_peek(text[]),
  public.rate_limit_reset(text[]) to service_role;

-- ---------------------------------------------------------------------------------------------
-- What visitors see changed: a notification per statement that changed rows, delivered at commit
-- (PostgreSQL folds the same notification repeated in one transaction into one), and a row saying so.
-- ---------------------------------------------------------------------------------------------
-- Append-only, so concurrent writers never wait for each other here; kept ten minutes. A change's row is
-- visible from its commit, with the time its transaction began: a reader that remembers the ids it has seen
-- in the last minute finds every change, whatever order the transactions commit in.
create table app_private.public_changes (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default now()
);
create index public_changes_changed_at_idx on app_private.public_changes (changed_at);
revoke all on table app_private.public_changes from public;

create function app_private.notify_public_change() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  -- A statement that changed nothing (the minute's expiry of options, finding none) says nothing.
  if tg_op <> 'TRUNCATE' then
    if not exists (select 1 from changed_rows) then
      return null;
    end if;
  end if;
  perform pg_notify('island_estates_public_changes', tg_table_name);
  insert into app_private.public_changes default values;
  delete from app_private.public_changes c
   where c.id in (
     select o.id from app_private.public_changes o
      where o.changed_at < now() - interval '10 minutes'
      order by o.id
      limit 100
        for update skip locked);
  return null;
end;
$$;
revoke all on function app_private.notify_public_change() from public;

-- The changes recorded in the last minute (their ids, in order): what an instance that cannot LISTEN polls.
-- Says only that something changed, never what: anyone may call it.
create function public.recent_public_changes() returns bigint[]
  language sql stable security definer set search_path = ''
as $$
  select coalesce(array_agg(c.id order by c.id), '{}')
    from app_private.public_changes c
   where c.changed_at > now() - interval '1 minute'
$$;
revoke all on function public.recent_public_changes() from public;
grant execute on function public.recent_public_changes() to anon, authenticated, service_role;

-- A trigger with a transition table serves one event: three per table, and one for TRUNCATE.
do $$
declare
  t text;
begin
  foreach t in array array['properties', 'rentals', 'blog_posts', 'stays', 'rental_seasons', 'booking_terms',
                           'currency_settings']
  loop
    execute format('create trigger %I after insert on public.%I referencing new table as changed_rows '
                   'for each statement execute function app_private.notify_public_change()', t || '_public_change_insert', t);
    execute format('create trigger %I after update on public.%I referencing new table as changed_rows '
                   'for each statement execute function app_private.notify_public_change()', t || '_public_change_update', t);
    execute format('create trigger %I after delete on public.%I referencing old table as changed_rows '
                   'for each statement execute function app_private.notify_public_change()', t || '_public_change_delete', t);
    execute format('create trigger %I after truncate on public.%I '
                   'for each statement execute function app_private.notify_public_change()', t || '_public_change_truncate', t);
  end loop;
end
$$;
