-- Portal feeds (issue 32, item 1; docs/decisions/040-portal-feeds.md): the XML feeds JamesEdition and Kyero read
-- the published listings from, each behind a secret token of its own.
--
-- 1. portal_feeds: one row per portal — whether its feed answers, and its token. The token itself is kept (not
--    only its digest, as private links do: decision 019) because staff must be able to copy the feed's address
--    again whenever a portal's account manager asks for it. Only owners and admins read or change the rows (row
--    level security and column grants); no API role but theirs can read a token.
-- 2. open_portal_feed(portal, token): what a request that may read a feed needs (the agency's account at the
--    portal, when the feed was first offered), or null. Anyone may call it; it compares digests of the two tokens
--    (so the comparison's time says nothing about the stored one) and never returns a token.
-- Every change is in the history; the token is recorded as changed, never with its value.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create table public.portal_feeds (
  portal text primary key check (portal in ('jamesedition', 'kyero')),
  -- Off: the feed's address answers 404 whatever the token (a fresh install starts with both off).
  enabled boolean not null default false,
  -- The agency's account at the portal (JamesEdition's dealer id, Kyero's agent id), digits, as the portal gave it.
  account_id text check (account_id ~ '^[0-9]{1,12}$'),
  -- 32 random bytes, base64url without padding (43 characters), as every secret link (decision 019). Made here
  -- from two random UUIDs (244 random bits) for the first rows; renewed by the server (crypto.randomBytes).
  token text not null
    default rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')
    check (token ~ '^[A-Za-z0-9_-]{43}$'),
  token_renewed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

insert into public.portal_feeds (portal) values ('jamesedition'), ('kyero');

create trigger portal_feeds_set_updated_at before update on public.portal_feeds
  for each row execute function public.set_updated_at();

create trigger portal_feeds_audit after insert or update or delete on public.portal_feeds
  for each row execute function public.record_audit_event(
    '{"key": "portal", "label": "portal", "noise": ["created_at", "updated_at", "token_renewed_at"], "secret": ["token"]}');

alter table public.portal_feeds enable row level security;
revoke all on table public.portal_feeds from public, anon, authenticated;
grant select, update (enabled, account_id, token, token_renewed_at) on table public.portal_feeds to authenticated;
grant select on table public.portal_feeds to service_role;

create policy "portal_feeds: owners and admins read" on public.portal_feeds
  for select to authenticated using ((select public.staff_role()) in ('owner', 'admin'));
create policy "portal_feeds: owners and admins change" on public.portal_feeds
  for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin'))
  with check ((select public.staff_role()) in ('owner', 'admin'));

-- What a request holding `p_token` needs to write the feed of `p_portal` — the agency's account there and when the
-- feed was first offered — when the feed is on and the token its current one; null otherwise.
create function public.open_portal_feed(p_portal text, p_token text) returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select jsonb_build_object('account_id', f.account_id, 'created_at', f.created_at)
    from public.portal_feeds f
   where f.portal = p_portal
     and f.enabled
     and app_private.sha256_hex('portal-feed:' || f.token) = app_private.sha256_hex('portal-feed:' || coalesce(p_token, ''));
$$;

revoke all on function public.open_portal_feed(text, text) from public, anon, authenticated;
grant execute on function public.open_portal_feed(text, text) to anon, authenticated, service_role;
