-- Staff search that stays fast at any size.
--
-- The back office searches listings, posts and inquiries for a piece of text anywhere in a few columns
-- (ILIKE '%text%'). A trigram index answers that, but under row level security PostgreSQL may not use an
-- index for ILIKE (its operator is not leakproof), so every search read the whole table. Each searchable
-- table gets a trigram index and a search function: security definer (it reads as the owner, so the index
-- applies), returning nothing unless the caller is staff, with a fixed search_path. The app selects from
-- the function instead of the table (PostgREST: /rpc/admin_search_…), with the same filters, order,
-- paging and exact count as before.

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
-- A project that enabled pg_trgm earlier may hold it in public instead: find its operator class either way.
-- A session setting, reset below: `set local` would be ignored by `psql -f`, which runs outside a
-- transaction (amended after it was applied; app/server/db/migrate.server.ts AMENDED).
set search_path = public, extensions;

create index properties_search_idx on public.properties
  using gin (title gin_trgm_ops, location gin_trgm_ops, island gin_trgm_ops);
create index rentals_search_idx on public.rentals
  using gin (title gin_trgm_ops, location gin_trgm_ops, island gin_trgm_ops);
create index blog_posts_search_idx on public.blog_posts
  using gin (title gin_trgm_ops, content gin_trgm_ops, slug gin_trgm_ops);
create index inquiries_search_idx on public.inquiries
  using gin (name gin_trgm_ops, email gin_trgm_ops, message gin_trgm_ops);
reset search_path;

-- `pattern` is a complete ILIKE pattern (the app escapes % and _ in what was typed and adds the outer %).
create function public.admin_search_properties(pattern text) returns setof public.properties
  language sql stable security definer set search_path = ''
as $$
  select * from public.properties
   where (select public.is_staff()) and (title ilike pattern or location ilike pattern or island ilike pattern)
$$;

create function public.admin_search_rentals(pattern text) returns setof public.rentals
  language sql stable security definer set search_path = ''
as $$
  select * from public.rentals
   where (select public.is_staff()) and (title ilike pattern or location ilike pattern or island ilike pattern)
$$;

create function public.admin_search_blog_posts(pattern text) returns setof public.blog_posts
  language sql stable security definer set search_path = ''
as $$
  select * from public.blog_posts
   where (select public.is_staff()) and (title ilike pattern or content ilike pattern or slug ilike pattern)
$$;

create function public.admin_search_inquiries(pattern text) returns setof public.inquiries
  language sql stable security definer set search_path = ''
as $$
  select * from public.inquiries
   where (select public.is_staff()) and (name ilike pattern or email ilike pattern or message ilike pattern)
$$;

revoke all on function public.admin_search_properties(text), public.admin_search_rentals(text),
  public.admin_search_blog_posts(text), public.admin_search_inquiries(text) from public, anon;
grant execute on function public.admin_search_properties(text), public.admin_search_rentals(text),
  public.admin_search_blog_posts(text), public.admin_search_inquiries(text) to authenticated;
