-- Content in both languages (issue 14, item 3; docs/decisions/010-french-content.md).
--
-- Properties and rentals get a French title and description, blog posts a French title, content and an
-- optional French slug. All are nullable: a missing translation is null (never an empty string — a trigger
-- turns blank text into null, whatever the client sent), and the public pages then show the English,
-- marked lang="en". `french_missing` says which rows lack a translation (the back office's lists show it
-- and filter on it); the database keeps it, so it can never disagree with the texts.
--
-- Reads need no new grant or policy: anon and authenticated hold SELECT on the whole tables (…_least_privilege
-- _grants.sql), and the policies that show visitors published rows only apply to the new columns as to the
-- others. Staff write them through the existing "staff manage" policies.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

alter table public.properties
  add column title_fr text check (char_length(title_fr) between 1 and 200),
  add column description_fr text check (char_length(description_fr) between 1 and 20000);

alter table public.rentals
  add column title_fr text check (char_length(title_fr) between 1 and 200),
  add column description_fr text check (char_length(description_fr) between 1 and 20000);

alter table public.blog_posts
  add column title_fr text check (char_length(title_fr) between 1 and 200),
  add column content_fr text check (char_length(content_fr) between 1 and 100000), -- Markdown
  -- The post's address on the French site (/fr/blog/{slug_fr}); the same format as slug. Unique among the
  -- French slugs (nulls are distinct); that it differs from every other post's English slug is the
  -- editor's check (app/routes/admin/blog-editor.tsx).
  add column slug_fr text unique check (slug_fr ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug_fr) <= 200);

-- Blank French text is no translation.
create function public.normalise_listing_french() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if btrim(new.title_fr) = '' then new.title_fr := null; end if;
  if btrim(new.description_fr) = '' then new.description_fr := null; end if;
  return new;
end;
$$;

create function public.normalise_post_french() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if btrim(new.title_fr) = '' then new.title_fr := null; end if;
  if btrim(new.content_fr) = '' then new.content_fr := null; end if;
  if btrim(new.slug_fr) = '' then new.slug_fr := null; end if;
  return new;
end;
$$;

create trigger properties_normalise_french before insert or update on public.properties
  for each row execute function public.normalise_listing_french();
create trigger rentals_normalise_french before insert or update on public.rentals
  for each row execute function public.normalise_listing_french();
create trigger blog_posts_normalise_french before insert or update on public.blog_posts
  for each row execute function public.normalise_post_french();

-- Which rows lack a translation. Filling these columns is not an edit of a listing: a generated column
-- is computed while the table is rewritten, without firing the updated_at triggers.
alter table public.properties
  add column french_missing boolean generated always as (title_fr is null or description_fr is null) stored;
alter table public.rentals
  add column french_missing boolean generated always as (title_fr is null or description_fr is null) stored;
alter table public.blog_posts
  add column french_missing boolean generated always as (title_fr is null or content_fr is null) stored;

-- The back office's "French missing" filter, newest first (its default order).
create index properties_french_missing_idx on public.properties (created_at, id) where french_missing;
create index rentals_french_missing_idx on public.rentals (created_at, id) where french_missing;
create index blog_posts_french_missing_idx on public.blog_posts (created_at, id) where french_missing;

-- Trigger functions are only ever run by their triggers.
revoke all on function public.normalise_listing_french(), public.normalise_post_french() from public, anon, authenticated;
