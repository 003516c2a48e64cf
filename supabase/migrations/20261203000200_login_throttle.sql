-- The sign-in throttle counts an attempt before the password is checked (issue 25, item 1), so a burst of
-- parallel guesses can no longer all pass a check that only read the counts. A successful sign-in takes its
-- attempt back from its address's count (`rate_limit_release`): the address limit counts failures, while every
-- attempt was counted atomically as it came in. Service role only, keys are digests, as for the other three
-- functions (…_several_instances.sql).
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- Takes one hit back from each key's open window (none below one hit; a window of one hit is forgotten).
create function public.rate_limit_release(p_keys text[]) returns void
  language sql volatile security definer set search_path = ''
as $$
  delete from app_private.rate_limits r
   where r.key = any(p_keys) and (r.hits <= 1 or r.window_ends_at <= now());
  update app_private.rate_limits r
     set hits = r.hits - 1
   where r.key = any(p_keys) and r.hits > 1 and r.window_ends_at > now();
$$;

revoke all on function public.rate_limit_release(text[]) from public, anon, authenticated;
grant execute on function public.rate_limit_release(text[]) to service_role;
